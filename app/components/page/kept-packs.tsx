import { useEffect, useState } from "react";
import { onDemand } from "../../lib/on-demand.tsx";

const KeptPacksRich = onDemand(() => import("./kept-packs.rich.tsx"));

/**
 * The trip packs kept with "Keep offline" (decision 081), with their sizes and a remove button:
 * on the offline page and under the saved list. Read from this browser after the page loads;
 * nothing where the browser cannot keep pages.
 */
export function KeptPacks({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(typeof caches !== "undefined"), []);
  return supported ? <KeptPacksRich headingLevel={headingLevel} /> : null;
}
