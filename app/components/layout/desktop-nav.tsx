import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useState } from "react";
import { headerLinks } from "../../content/navigation.ts";
import { useT } from "../../i18n/i18n.tsx";
import { NavLink } from "../link.tsx";
import { useHeaderMenus } from "./use-header-menus.ts";

const loadMenus = () => import("./desktop-menus.tsx");
const DesktopMenus = lazy(loadMenus);

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

/**
 * Desktop menus (SPEC 2.2). Until a visitor opens one (hover, click or a key) the triggers are
 * plain buttons and the menus' code (Radix) is not loaded (focusing one fetches it); then
 * desktop-menus.tsx takes over and opens the menu that was asked for.
 */
export function DesktopNav() {
  const t = useT();
  const headerMenus = useHeaderMenus();
  const [intent, setIntent] = useState<MenuIntent | null>(null);

  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (["Enter", " ", "ArrowDown"].includes(event.key)) {
      event.preventDefault();
      setIntent({ open: id, by: "key" });
    }
  };

  const staticMenus = (
    <NavBar>
      {headerMenus.map((menu) => (
        <li key={menu.id}>
          <button
            type="button"
            aria-haspopup="menu"
            aria-expanded={false}
            data-state="closed"
            data-menu-trigger={menu.id}
            className={triggerClass}
            onPointerEnter={(event) => {
              if (event.pointerType === "mouse") setIntent({ open: menu.id, by: "hover" });
            }}
            onFocus={() => void loadMenus()}
            onClick={() => setIntent({ open: menu.id, by: "click" })}
            onKeyDown={onKeyDown(menu.id)}
          >
            {t(menu.label)}
            <ChevronDown aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </NavBar>
  );

  if (!intent) return staticMenus;
  return (
    <Suspense fallback={staticMenus}>
      <DesktopMenus intent={intent} />
    </Suspense>
  );
}
