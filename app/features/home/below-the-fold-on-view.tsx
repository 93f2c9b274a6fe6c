import { onView } from "../../lib/on-view.tsx";

/**
 * The home page's sections under the first screen, server-rendered whole but with their code
 * (cards, the video facades, the newsletter form) loaded when they come into view or at the
 * visitor's first interaction (decision 123; as review-section-on-view.tsx).
 */
const load = () => import("./below-the-fold.view.tsx");

export const HomeBelowTheFold = onView(
  import.meta.env.SSR ? (await load()).HomeBelowTheFold : undefined,
  () => load().then((module) => module.HomeBelowTheFold),
);
