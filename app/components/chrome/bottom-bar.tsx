import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { splitLocalePath } from "../../i18n/locales.ts";
import { onDemand } from "../../lib/on-demand.tsx";
import { paths } from "../../lib/paths.ts";
import {
  BookOpen,
  Building2,
  CalendarDays,
  Compass,
  Home,
  Info,
  Landmark,
  MapIcon,
  MoreHorizontal,
  Route,
  Search,
  Sparkles,
} from "../icons.tsx";
import { Link } from "../link.tsx";
import { type BottomBarItem, isActivePath } from "./bottom-bar.shared.ts";
import { useOnNavigate } from "./use-on-navigate.ts";

/** SPEC 9: the bar hides while the on-screen keyboard takes more than 150 px. */
export const KEYBOARD_THRESHOLD_PX = 150;

const MoreSheet = onDemand(() => import("./bottom-bar.rich.tsx"));

const items = [
  { label: "layout.bottomBar.home", href: paths.home(), icon: Home },
  { label: "layout.bottomBar.destinations", href: paths.destinations(), icon: MapIcon },
  { label: "layout.bottomBar.explore", href: paths.whatToDo(), icon: Compass },
  { label: "layout.bottomBar.events", href: paths.events(), icon: CalendarDays },
];

const moreItems: BottomBarItem[] = [
  { label: "layout.nav.about", href: paths.about(), icon: Info },
  { label: "layout.nav.plan", href: paths.plan(), icon: Route },
  { label: "layout.nav.cities", href: paths.cities(), icon: Building2 },
  { label: "layout.nav.attractions", href: paths.attractions(), icon: Landmark },
  { label: "layout.nav.experiences", href: paths.experiences(), icon: Sparkles },
  { label: "layout.nav.blog", href: paths.blog(), icon: BookOpen },
  { label: "layout.nav.search", href: paths.search(), icon: Search },
];

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
  const path = splitLocalePath(pathname).path;
  const [moreOpen, setMoreOpen] = useState(false);
  // The sheet's code (a Radix dialog) loads when the visitor reaches for "More".
  const [moreUsed, setMoreUsed] = useState(false);
  useOnNavigate(() => setMoreOpen(false));

  if (keyboardOpen) return null;
  const moreActive = moreItems.some((item) => isActivePath(path, item.href));
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
          const active = isActivePath(path, href);
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
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            className={itemClass(moreActive)}
            onPointerEnter={() => setMoreUsed(true)}
            onFocus={() => setMoreUsed(true)}
            onClick={() => {
              setMoreUsed(true);
              setMoreOpen(true);
            }}
          >
            <MoreHorizontal aria-hidden="true" className="size-5" />
            {t("layout.bottomBar.more")}
          </button>
          {moreUsed && (
            <MoreSheet open={moreOpen} onOpenChange={setMoreOpen} items={moreItems} path={path} />
          )}
        </li>
      </ul>
    </nav>
  );
}
