import { onView } from "../../lib/on-view.tsx";

/**
 * A city's tabs (things to do, where to eat, where to stay…) under its description, server-rendered
 * whole but with their code loaded when they come into view or at the visitor's first
 * interaction (decision 123).
 */
export const CityTabs = onView(() =>
  import("./city-tabs.view.tsx").then((module) => module.CityTabs),
);
