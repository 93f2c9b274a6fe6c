import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { formatClock, formatDay } from "../../i18n/format.ts";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { splitLocalePath } from "../../i18n/locales.ts";
import { useAfterFirstMove } from "../../lib/after-first-move.ts";
import {
  LAST_TRIP_KEY,
  PACK_CHANGED_ATTRIBUTE,
  SAVED_AT_ATTRIBUTE,
  type WorkerMessage,
} from "../../lib/offline.ts";
import { onDemand } from "../../lib/on-demand.tsx";
import { toast } from "../ui/toast.tsx";

/** Registers the service worker and keeps things offline (offline.rich.tsx): after the page. */
const OfflineWorker = onDemand(() => import("./offline.rich.tsx"));

/**
 * Offline support in the frame (issue 21, decision 080). Nothing of it is in the first load's
 * work: the worker is registered, and its code fetched, at the visitor's first interaction or
 * a few seconds after the load (useAfterFirstMove), whichever comes first, and when the browser is idle —
 * the first seconds' network and processor go to the page itself (decision 120). From the start,
 * without a connection, links load whole documents (the worker answers them from its store, or
 * with the offline page) and forms that post say they need a connection.
 */
export function OfflineSupport() {
  const t = useT();
  const texts = useRef({ t });
  texts.current.t = t;
  const { pathname, search } = useLocation();
  // From the first page on, not only once the worker's half has loaded: a trip opened and left
  // within seconds is still the one the saved store keeps (decision 082).
  useEffect(() => rememberTrip(pathname, search), [pathname, search]);
  // A kept page reached without a page load changed since it was kept (decision 081): heard
  // from the first page on, since the worker may answer before its half of the frame is loaded.
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent<WorkerMessage>) => {
      if (event.data?.type !== "pack-changed") return;
      toast({ title: texts.current.t("saved.keep.changed") });
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, []);
  const start = useAfterFirstMove();
  useEffect(() => {
    // Offline, a client-side navigation would fetch data and fail: load the document instead.
    const onClick = (event: MouseEvent) => {
      if (
        navigator.onLine ||
        !("serviceWorker" in navigator) ||
        event.defaultPrevented ||
        event.button !== 0
      )
        return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return;
      if (link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) {
        return; // an anchor on this page
      }
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(url.href);
    };
    // A form that posts cannot work offline: say so instead of failing silently. The newsletter
    // form keeps its sign-up itself (data-offline="keep").
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset.offline === "keep") return;
      if (form.method.toLowerCase() !== "post") return;
      event.preventDefault();
      event.stopPropagation();
      const { t } = texts.current;
      toast({
        title: t("layout.offline.needsConnectionTitle"),
        description: t("layout.offline.needsConnectionText"),
        variant: "destructive",
      });
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, []);

  return start ? <OfflineWorker /> : null;
}

/** Remembers the trip of a builder or itinerary page the visitor opened ("month=June&…"). */
function rememberTrip(pathname: string, search: string) {
  const { path } = splitLocalePath(pathname);
  if (path !== "/plan" && path !== "/plan/itinerary") return;
  if (!new URLSearchParams(search).has("month")) return;
  try {
    localStorage.setItem(LAST_TRIP_KEY, search.replace(/^\?/, ""));
  } catch {
    // Storage off: the itinerary is stored when opened, like every page.
  }
}

/**
 * "Saved on <date>" over a page the service worker answered from its store: it marks such a
 * page's <html> with the time it was stored. Online, a page kept in a trip pack that changed
 * since it was kept is marked too (decision 081): "Changed since you saved it". Shown for that
 * page only, not after navigating on.
 */
export function SavedOnNotice() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const [saved, setSaved] = useState<{ at?: Date; changed: boolean; key: string }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, for the page as loaded
  useEffect(() => {
    const root = document.documentElement;
    const value = root.getAttribute(SAVED_AT_ATTRIBUTE);
    const at = value ? new Date(value) : undefined;
    const changed = root.hasAttribute(PACK_CHANGED_ATTRIBUTE);
    if ((at && !Number.isNaN(at.getTime())) || changed) {
      setSaved({ at, changed, key: location.key });
    }
  }, []);
  if (!saved || saved.key !== location.key) return null;
  const { at } = saved;
  return (
    <p
      role="status"
      className="mx-auto max-w-7xl px-4 pt-4 text-sm font-medium text-slate-700 print:hidden"
    >
      {at
        ? t("layout.offline.savedOn", {
            date: formatDay(locale, {
              year: at.getFullYear(),
              month: at.getMonth() + 1,
              day: at.getDate(),
            }),
            time: formatClock(locale, at.getHours(), at.getMinutes()),
          })
        : t("saved.keep.changed")}
    </p>
  );
}
