import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { onDemand } from "../../lib/on-demand.tsx";
import { Menu, X } from "../icons.tsx";
import { useOnNavigate } from "./use-on-navigate.ts";

/** The open menu's items: their code loads on the first press (decision 043). */
const MobileNavPanel = onDemand(() => import("./mobile-nav.rich.tsx"));

/**
 * The mobile header's menu: a disclosure button and, while open, the same items as the desktop
 * menus (nested as native disclosures, mobile-nav.rich.tsx: loaded when the button is reached
 * for). Plain elements rather than a component library: the menu is on every page, and measuring
 * or animating it would cost the first load. Escape closes it and hands focus back to the button.
 */
export function MobileNav() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useOnNavigate(() => setOpen(false));
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t("layout.nav.closeMenu") : t("layout.nav.openMenu")}
        onClick={() => setOpen(!open)}
        onPointerEnter={MobileNavPanel.preload}
        onPointerDown={MobileNavPanel.preload}
        onFocus={MobileNavPanel.preload}
        className="grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        {open && <MobileNavPanel />}
      </div>
    </div>
  );
}
