import { DropdownMenu } from "radix-ui";
import { type PointerEvent, useRef, useState } from "react";
import type { NavLink, NavMenu } from "../../content/navigation.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ChevronDown, ChevronRight } from "../icons.tsx";
import { Link } from "../link.tsx";
import { type MenuIntent, NavBar, triggerClass } from "./desktop-nav.shared.tsx";
import { useFirstItemFocus } from "./use-first-item-focus.ts";
import { useHeaderMenus } from "./use-header-menus.ts";
import { useOnNavigate } from "./use-on-navigate.ts";

const HOVER_CLOSE_DELAY_MS = 200;

const itemClass =
  "flex w-full cursor-pointer items-center justify-between gap-4 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 data-[state=open]:bg-brand-50";
const contentClass =
  "z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl data-[state=open]:animate-in";

/**
 * Desktop menus: open on hover or click, close on outside click, Escape and route change,
 * one at a time; the Destinations menu nests its regions. Loaded by desktop-nav.tsx when the
 * visitor first opens a menu: `intent` says which one, and how.
 */
export default function DesktopMenus({ intent }: { intent: MenuIntent }) {
  const t = useT();
  const headerMenus = useHeaderMenus();
  const [open, setOpen] = useState<string | null>(intent.open);
  // Opened by a key before this code was here: start at the first item, as Radix would.
  useFirstItemFocus(intent.by === "key");
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** When hover last opened a menu: a click right after it keeps the menu open. */
  const hoverOpenedAt = useRef(intent.by === "hover" ? performance.now() : 0);

  useOnNavigate(() => setOpen(null));

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(null), HOVER_CLOSE_DELAY_MS);
  };
  const hoverOpen = (id: string) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    if (open !== id) hoverOpenedAt.current = performance.now();
    setOpen(id);
  };
  const hoverLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse") scheduleClose();
  };

  return (
    <NavBar>
      {headerMenus.map((menu) => (
        <li key={menu.id}>
          <DropdownMenu.Root
            modal={false}
            open={open === menu.id}
            onOpenChange={(next) => setOpen(next ? menu.id : null)}
          >
            <DropdownMenu.Trigger
              data-menu-trigger={menu.id}
              onPointerEnter={hoverOpen(menu.id)}
              onPointerLeave={hoverLeave}
              // Pointer clicks are handled in onClick (Radix would toggle on pointerdown,
              // closing a menu that hovering has just opened); keys stay with Radix.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => {
                const justHovered = performance.now() - hoverOpenedAt.current < 600;
                setOpen((current) => (current === menu.id && !justHovered ? null : menu.id));
              }}
              className={triggerClass}
            >
              {t(menu.label)}
              <ChevronDown aria-hidden="true" className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="start"
                sideOffset={6}
                className={contentClass}
                onPointerEnter={cancelClose}
                onPointerLeave={hoverLeave}
              >
                <MenuItems menu={menu} />
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </li>
      ))}
    </NavBar>
  );
}

function MenuItems({ menu }: { menu: NavMenu }) {
  const t = useT();
  return (
    <>
      {menu.links?.map((link) => (
        <MenuLink key={link.href} link={link} />
      ))}
      {menu.groups?.map((group) => (
        <DropdownMenu.Sub key={group.label}>
          <DropdownMenu.SubTrigger className={itemClass}>
            {t(group.label)}
            <ChevronRight aria-hidden="true" className="size-4" />
          </DropdownMenu.SubTrigger>
          <DropdownMenu.Portal>
            <DropdownMenu.SubContent sideOffset={4} className={contentClass}>
              {group.href && (
                <MenuLink
                  link={{
                    label: t("layout.nav.allInRegion", { region: t(group.label) }),
                    literal: true,
                    href: group.href,
                  }}
                />
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              {group.items.map((link) => (
                <MenuLink key={`${group.label}-${link.label}`} link={link} />
              ))}
            </DropdownMenu.SubContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Sub>
      ))}
    </>
  );
}

function MenuLink({ link }: { link: NavLink }) {
  const t = useT();
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={link.href}>{link.literal ? link.label : t(link.label)}</Link>
    </DropdownMenu.Item>
  );
}
