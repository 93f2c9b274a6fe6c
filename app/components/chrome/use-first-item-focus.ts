import { useEffect } from "react";

/**
 * A menu whose code loaded after the key that opened it: once Radix has put the focus on the
 * open menu, move it to the first item, where a keyboard-opened Radix menu starts.
 */
export function useFirstItemFocus(wanted: boolean): void {
  useEffect(() => {
    if (!wanted) return;
    const frame = requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(
          "[role=menu][data-state=open] [role=menuitem], [role=menu][data-state=open] [role=menuitemradio]",
        )
        ?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [wanted]);
}
