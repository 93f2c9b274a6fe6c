import { useEffect, useState } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { onDemand } from "../../lib/on-demand.tsx";
import { buttonClass } from "../ui/button.tsx";

const KeepOfflineRich = onDemand(() => import("./keep-offline.rich.tsx"));

/** The browser can keep pages for offline use: Cache Storage and a service worker. */
function canKeep(): boolean {
  return typeof caches !== "undefined" && "serviceWorker" in navigator;
}

/**
 * "Keep offline" (issue 21 item 3, decision 081) on a city, a destination, the saved list and an
 * itinerary: stores the page, the places it links to and their pictures as a trip pack. Plain
 * first (decision 043): the button is drawn at once; its code (measuring, storing, the kept
 * state) loads after the page, or on the first press. Nothing shows where the browser cannot
 * store pages, or without scripts.
 */
export function KeepOffline({ className = "" }: { className?: string }) {
  const t = useT();
  const [supported, setSupported] = useState(false);
  const [pressed, setPressed] = useState(false);
  useEffect(() => setSupported(canKeep()), []);
  useEffect(() => {
    if (!supported) return;
    const load = () => KeepOfflineRich.preload();
    if ("requestIdleCallback" in window) requestIdleCallback(load);
    else setTimeout(load, 1);
  }, [supported]);
  if (!supported) return null;
  const plain = (
    <div className={`no-print ${className}`}>
      <button
        type="button"
        className={buttonClass({ variant: "outline", size: "sm" })}
        aria-busy={pressed}
        onClick={() => setPressed(true)}
      >
        {t("saved.keep.button")}
      </button>
    </div>
  );
  return <KeepOfflineRich fallback={plain} className={className} start={pressed} />;
}
