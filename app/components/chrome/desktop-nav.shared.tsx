import type { ReactNode } from "react";
import { headerLinks } from "../../content/navigation.ts";
import { useT } from "../../i18n/i18n.tsx";
import { NavLink } from "../link.tsx";

/** What the plain desktop navigation (desktop-nav.tsx) and its menus (desktop-nav.rich.tsx) share. */

export const triggerClass =
  "flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700 data-[state=open]:text-brand-700";

/** The header's navigation bar: the menus (children), then the direct links. */
export function NavBar({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <nav aria-label={t("layout.nav.main")} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {children}
        {headerLinks.map((link) => (
          <li key={link.href}>
            <NavLink
              to={link.href}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-brand-700 ${
                  isActive ? "text-brand-700" : "text-slate-700"
                }`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How the visitor asked for a menu before its code was there. */
export interface MenuIntent {
  open: string;
  by: "hover" | "click" | "key";
}
