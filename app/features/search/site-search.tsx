import { useEffect, useState } from "react";
import { useOnNavigate } from "../../components/chrome/use-on-navigate.ts";
import { onDemand } from "../../lib/on-demand.tsx";
import { isSearchShortcut, isTypingTarget } from "./shortcuts.ts";

const SearchDialog = onDemand(() => import("./site-search.rich.tsx"));

/**
 * PRODUCT B5: site search, mounted once in the page chrome. The header's search link, the
 * bottom bar's Search link (both `a[data-site-search]`), "/" and Ctrl/Cmd+K open it; without
 * JavaScript those links simply lead to /search. The dialog's code loads on first use.
 */
export function SiteSearch() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  useOnNavigate(() => setOpen(false));

  useEffect(() => {
    const show = () => {
      setUsed(true);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || isTypingTarget(event.target)) return;
      event.preventDefault();
      show();
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest("a[data-site-search]")) return;
      event.preventDefault();
      // Let a sheet the link sits in (the bottom bar's More) close first.
      requestAnimationFrame(show);
    };
    // Fetch the dialog's code as soon as a visitor heads for a search link.
    const onIntent = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("a[data-site-search]")) setUsed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick, true);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, []);

  if (!used) return null;
  return <SearchDialog open={open} onOpenChange={setOpen} />;
}
