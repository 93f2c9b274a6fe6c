import { onView } from "../../lib/on-view.tsx";

/**
 * The seven guide tabs under the trip builder, server-rendered whole but with their code (the
 * tabs, the guides' bodies) loaded when they come into view, at the visitor's first interaction
 * or at once for an address naming a tab (`/plan#accommodation`, decision 123).
 */
export const PlanGuides = onView(() =>
  import("./plan-tabs.view.tsx").then((module) => module.PlanGuides),
);
