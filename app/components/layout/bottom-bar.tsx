import {
  BookOpen,
  Building2,
  CalendarDays,
  Compass,
  Home,
  Info,
  Landmark,
  Map as MapIcon,
  MoreHorizontal,
  Route,
  Search,
  Sparkles,
  X,
} from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { Link } from "../link.tsx";
import { useOnNavigate } from "./use-on-navigate.ts";

/** SPEC 9: the bar hides while the on-screen keyboard takes more than 150 px. */
export const KEYBOARD_THRESHOLD_PX = 150;

const items = [
  { label: "layout.bottomBar.home", href: paths.home(), icon: Home },
  { label: "layout.bottomBar.destinations", href: paths.destinations(), icon: MapIcon },
  { label: "layout.bottomBar.explore", href: paths.whatToDo(), icon: Compass },
  { label: "layout.bottomBar.events", href: paths.events(), icon: CalendarDays },
];

const moreItems = [
  { label: "layout.nav.about", href: paths.about(), icon: Info },
  { label: "layout.nav.plan", href: paths.plan(), icon: Route },
  { label: "layout.nav.cities", href: paths.cities(), icon: Building2 },
  { label: "layout.nav.attractions", href: paths.attractions(), icon: Landmark },
  { label: "layout.nav.experiences", href: paths.experiences(), icon: Sparkles },
  { label: "layout.nav.blog", href: paths.blog(), icon: BookOpen },
  { label: "layout.nav.search", href: paths.search(), icon: Search },
];

/** Active by path prefix; the home item only on the home page. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setOpen(window.innerHeight - viewport.height > KEYBOARD_THRESHOLD_PX);
    viewport.addEventListener("resize", update);
    return () => viewport.removeEventListener("resize", update);
  }, []);
  return open;
}

export function BottomBar() {
  const t = useT();
  const { pathname } = useLocation();
  const keyboardOpen = useKeyboardOpen();
  const [moreOpen, setMoreOpen] = useState(false);
  useOnNavigate(() => setMoreOpen(false));

  if (keyboardOpen) return null;
  const moreActive = moreItems.some((item) => isActivePath(pathname, item.href));
  const itemClass = (active: boolean) =>
    `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium ${
      active ? "text-brand-700" : "text-slate-600"
    }`;

  return (
    <nav
      aria-label={t("layout.bottomBar.label")}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="flex">
        {items.map(({ label, href, icon: Icon }) => {
          const active = isActivePath(pathname, href);
          return (
            <li key={href} className="flex flex-1">
              <Link
                to={href}
                aria-current={active ? "page" : undefined}
                className={itemClass(active)}
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(label)}
                {active && <span aria-hidden="true" className="h-0.5 w-6 rounded bg-gold-400" />}
              </Link>
            </li>
          );
        })}
        <li className="flex flex-1">
          <Dialog.Root open={moreOpen} onOpenChange={setMoreOpen}>
            <Dialog.Trigger className={itemClass(moreActive)}>
              <MoreHorizontal aria-hidden="true" className="size-5" />
              {t("layout.bottomBar.more")}
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
              <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-2xl">
                <div className="flex items-center justify-between">
                  <Dialog.Title className="text-lg font-semibold">
                    {t("layout.bottomBar.moreTitle")}
                  </Dialog.Title>
                  <Dialog.Close
                    aria-label={t("layout.bottomBar.close")}
                    className="grid size-11 place-items-center rounded-md hover:bg-slate-100"
                  >
                    <X aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <Dialog.Description className="sr-only">
                  {t("layout.bottomBar.moreDescription")}
                </Dialog.Description>
                <ul className="mt-2 grid grid-cols-2 gap-2">
                  {moreItems.map(({ label, href, icon: Icon }) => (
                    <li key={href}>
                      <Link
                        to={href}
                        onClick={() => setMoreOpen(false)}
                        data-site-search={href === paths.search() ? "" : undefined}
                        aria-current={isActivePath(pathname, href) ? "page" : undefined}
                        className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                      >
                        <Icon aria-hidden="true" className="size-5" />
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </li>
      </ul>
    </nav>
  );
}
