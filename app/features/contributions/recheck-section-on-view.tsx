import { onView } from "../../lib/on-view.tsx";

/**
 * "Something here has changed", server-rendered whole but with its code loaded when it comes into
 * view or at the visitor's first interaction (decision 123; as review-section-on-view.tsx).
 */
export const RecheckSection = onView(() =>
  import("./recheck-section.view.tsx").then((module) => module.RecheckSection),
);
