import { onView } from "../../lib/on-view.tsx";

/**
 * A region's page (its places and map): server-rendered whole, its code loaded when shown
 * (decision 123), so the far more visited destination pages of the same route do not carry it.
 */
export const RegionPage = onView(() =>
  import("./region-page.view.tsx").then((module) => module.RegionPage),
);
