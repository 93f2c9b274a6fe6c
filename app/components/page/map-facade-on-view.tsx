import { onView } from "../../lib/on-view.tsx";

/**
 * A place's map (the drawn map, "Show map", the coordinates to copy), server-rendered whole but
 * with its code loaded when it comes into view or at the visitor's first interaction
 * (decision 123): on a phone it is far down the page.
 */
export const MapFacade = onView(() =>
  import("./map-facade.view.tsx").then((module) => module.MapFacade),
);
