import { type KeyboardEvent, useState } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { onDemand } from "../../lib/on-demand.tsx";
import { ChevronDown } from "../icons.tsx";
import { type MenuIntent, NavBar, triggerClass } from "./desktop-nav.shared.tsx";
import { useHeaderMenus } from "./use-header-menus.ts";

const DesktopMenus = onDemand(() => import("./desktop-nav.rich.tsx"));

/**
 * Desktop menus (SPEC 2.2). Until a visitor opens one (hover, click or a key) the triggers are
 * plain buttons and the menus' code (Radix) is not loaded (focusing one fetches it); then
 * desktop-nav.rich.tsx takes over and opens the menu that was asked for.
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
            onFocus={DesktopMenus.preload}
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
  return <DesktopMenus intent={intent} fallback={staticMenus} />;
}
