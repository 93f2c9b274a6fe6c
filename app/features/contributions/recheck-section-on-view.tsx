import { onView } from "../../lib/on-view.tsx";

/**
 * "Something here has changed", server-rendered whole but with its code loaded when it comes into
 * view or at the visitor's first interaction (decision 123; as review-section-on-view.tsx).
 */
const load = () => import("./recheck-section.view.tsx");

export const RecheckSection = onView(
  import.meta.env.SSR ? (await load()).RecheckSection : undefined,
  () => load().then((module) => module.RecheckSection),
);
