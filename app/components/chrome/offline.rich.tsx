import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import type { PageMessage } from "../../lib/offline.ts";
import { sendPendingSignups } from "../../lib/pending-signups.ts";
import { syncSavedOffline } from "../../lib/saved-offline.rich.ts";
import { getSavedItems, subscribeSaved } from "../../lib/saved-store.ts";
import { toast } from "../ui/toast.tsx";

/** Which worker hears a page's messages: the one in control, or the one just activated. */
async function worker(): Promise<ServiceWorker | null> {
  if (navigator.serviceWorker.controller) return navigator.serviceWorker.controller;
  return (await navigator.serviceWorker.ready).active;
}

function post(message: PageMessage) {
  void worker().then((target) => target?.postMessage(message));
}

/** The site's own scripts, styles, fonts and pictures this page has loaded. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name);
      return url.origin === window.location.origin && /^\/(assets|artwork)\//.test(url.pathname);
    });
}

/**
 * The offline half of the frame (issue 21, decision 080), loaded after the page (offline.tsx):
 * - registers /sw.js and offers "Updated — reload" when a new version has installed;
 * - tells the worker the page's language (its practical pages are stored) and the pages it did
 *   not see load (the first, and each client-side navigation), so every page opened is stored;
 * - keeps the saved list, its places and the last itinerary stored (decision 082);
 * - sends the newsletter sign-ups kept offline when the connection returns.
 */
export default function OfflineWorker() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const texts = useRef({ t });
  texts.current.t = t;
  const supported = "serviceWorker" in navigator;

  useEffect(() => {
    if (!supported) return;
    let reloadAsked = false;
    const offerReload = (waiting: ServiceWorker) => {
      const { t } = texts.current;
      toast({
        title: t("layout.offline.updatedTitle"),
        description: t("layout.offline.updatedText"),
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: t("layout.offline.reload"),
          onAction: () => {
            reloadAsked = true;
            waiting.postMessage({ type: "skip-waiting" } satisfies PageMessage);
          },
        },
      });
    };
    const onControllerChange = () => {
      // The first worker taking over changes nothing on the page; only a new version reloads.
      if (reloadAsked) window.location.reload();
    };
    navigator.serviceWorker.addEventListener("controllerchange", onControllerChange);
    navigator.serviceWorker
      .register("/sw.js")
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) {
          offerReload(registration.waiting);
        }
        registration.addEventListener("updatefound", () => {
          const installing = registration.installing;
          installing?.addEventListener("statechange", () => {
            if (installing.state === "installed" && navigator.serviceWorker.controller) {
              offerReload(installing);
            }
          });
        });
      })
      .catch(() => {
        // No worker (private mode, storage off): the site works as it always did.
      });
    return () =>
      navigator.serviceWorker.removeEventListener("controllerchange", onControllerChange);
  }, [supported]);

  useEffect(() => {
    if (supported) post({ type: "language", locale });
  }, [supported, locale]);

  // The page loaded as a document was seen by the worker controlling it (if any); pages reached
  // by client-side navigation fetch data, not the document, and are told to the worker — also
  // one reached before this half of the frame was loaded (it waits for a first interaction).
  const first = useRef(true);
  useEffect(() => {
    if (!supported) return;
    const url = `${location.pathname}${location.search}`;
    const firstPage = first.current;
    first.current = false;
    if (firstPage && navigator.serviceWorker.controller && url === documentUrl()) return;
    post({ type: "visited", url, assets: loadedFiles() });
  }, [supported, location.pathname, location.search]);

  // The saved list and the last trip (remembered by the frame, offline.tsx), stored as they are
  // a moment after each page (the trip builder changes the address at every choice) and after
  // each change of the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again after each page, by design
  useEffect(() => {
    if (!supported) return;
    const sync = () => void syncSavedOffline(locale, getSavedItems).catch(() => {});
    let timer = setTimeout(sync, 1000);
    const unsubscribe = subscribeSaved(() => {
      clearTimeout(timer);
      timer = setTimeout(sync, 500);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [supported, locale, location.pathname, location.search]);

  useEffect(() => {
    const send = () => {
      if (!navigator.onLine) return;
      void sendPendingSignups().then((sent) => {
        if (sent.length === 0) return;
        const { t } = texts.current;
        toast({
          title: t("layout.offline.signupSentTitle"),
          description: t("layout.offline.signupSentText"),
        });
      });
    };
    send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, []);

  return null;
}

/** The path and query of the document this page was loaded as. */
function documentUrl(): string | undefined {
  const [entry] = performance.getEntriesByType("navigation");
  if (!entry) return undefined;
  const url = new URL(entry.name);
  return `${url.pathname}${url.search}`;
}
