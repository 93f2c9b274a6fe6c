import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { headerLinks } from "../../content/navigation.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ChevronDown, Menu, X } from "../icons.tsx";
import { Link } from "../link.tsx";
import { useHeaderMenus } from "./use-header-menus.ts";
import { useOnNavigate } from "./use-on-navigate.ts";

/**
 * The mobile header's menu: a disclosure button and, while open, the same items as the desktop
 * menus (nested as native disclosures). Plain elements rather than a component library: the menu
 * is on every page, and measuring or animating it would cost the first load. Escape closes it
 * and hands focus back to the button.
 */
export function MobileNav() {
  const t = useT();
  const headerMenus = useHeaderMenus();
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
        className="grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-lg"
      >
        {open && (
          <nav aria-label={t("layout.nav.main")} className="mx-auto max-w-7xl px-4 py-3">
            <ul className="divide-y divide-slate-100">
              {headerMenus.map((menu) => (
                <li key={menu.id}>
                  <Disclosure summary={t(menu.label)}>
                    <ul className="pb-2 pl-3">
                      {menu.links?.map((link) => (
                        <li key={link.href}>
                          <Link
                            to={link.href}
                            className="flex min-h-11 items-center text-slate-700"
                          >
                            {link.literal ? link.label : t(link.label)}
                          </Link>
                        </li>
                      ))}
                      {menu.groups?.map((group) => (
                        <li key={group.label}>
                          <Disclosure summary={t(group.label)} nested>
                            <ul className="pl-3">
                              {group.href && (
                                <li>
                                  <Link
                                    to={group.href}
                                    className="flex min-h-11 items-center font-medium text-brand-700"
                                  >
                                    {t("layout.nav.allInRegion", { region: t(group.label) })}
                                  </Link>
                                </li>
                              )}
                              {group.items.map((link) => (
                                <li key={`${group.label}-${link.label}`}>
                                  <Link
                                    to={link.href}
                                    className="flex min-h-11 items-center text-slate-700"
                                  >
                                    {link.label}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </Disclosure>
                        </li>
                      ))}
                    </ul>
                  </Disclosure>
                </li>
              ))}
              {headerLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="flex min-h-11 items-center font-medium text-slate-800"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

/** A menu (or, `nested`, a region inside one) that opens in place; the chevron turns when open. */
function Disclosure({
  summary,
  nested = false,
  children,
}: {
  summary: string;
  nested?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={nested ? "group/sub" : "group py-1"}>
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center justify-between text-slate-800 ${nested ? "" : "font-medium"}`.trimEnd()}
      >
        {summary}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${nested ? "group-open/sub:rotate-180" : "group-open:rotate-180"}`}
        />
      </summary>
      {children}
    </details>
  );
}
