import { useEffect, useState } from "react";
import { useAfterFirstMove } from "../../lib/after-first-move.ts";
import { onDemand } from "../../lib/on-demand.tsx";

const KeepOfflineRich = onDemand(() => import("./keep-offline.rich.tsx"));
const KeptPacksRich = onDemand(() => import("./kept-packs.rich.tsx"));

/**
 * Whether this browser can keep pages (Cache Storage and a service worker), known after
 * hydration; and the visitor's first move made, or a few seconds passed since the load: the
 * button's code is not part of the page's first load (decision 120).
 */
function useCanKeep(): boolean {
  const [can, setCan] = useState(false);
  useEffect(() => setCan(typeof caches !== "undefined" && "serviceWorker" in navigator), []);
  return useAfterFirstMove() && can;
}

/**
 * "Keep offline" (issue 21 item 3, decision 081) on a city, a destination, the saved list and an
 * itinerary: keeps the page, the places it links to and their pictures as a trip pack. All its
 * code loads after the page (decision 043) at the visitor's first move (decision 120): the
 * page's first load only reserves its room.
 * Nothing shows where the browser cannot keep pages, or without scripts.
 */
export function KeepOffline({ className = "" }: { className?: string }) {
  const can = useCanKeep();
  return (
    <div className={`no-print min-h-11 [@media(scripting:none)]:hidden ${className}`}>
      {can && <KeepOfflineRich />}
    </div>
  );
}

/** The trip packs kept in this browser, with sizes and a remove button (decision 081). */
export function KeptPacks() {
  return useCanKeep() ? <KeptPacksRich /> : null;
}
