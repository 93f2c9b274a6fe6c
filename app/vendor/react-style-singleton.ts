import { useEffect } from "react";

/**
 * Stands in for the `react-style-singleton` package (vite.config.ts aliases it here), which
 * react-remove-scroll — Radix's dialogs and sheets — uses to lock the page's scrolling. The
 * package writes its CSS into a new `<style>` element, which a CSP without 'unsafe-inline' for
 * styles refuses (its text depends on the scrollbar's width, so no hash can name it; decision
 * 070). This one gives the same CSS to a constructed stylesheet (`document.adoptedStyleSheets`):
 * the CSS object model, which the CSP does not restrict, as it does not restrict style changes
 * made by scripts. Same exports and behaviour: styles are added when the first user mounts and
 * removed when the last one unmounts.
 */

export function stylesheetSingleton() {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(style: string) {
      if (counter === 0 && typeof document !== "undefined") {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(style);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
          (candidate) => candidate !== removed,
        );
        sheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: as the package does, styles are read once unless dynamic
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
