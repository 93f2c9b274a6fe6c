import { onView } from "../../lib/on-view.tsx";

/**
 * The home page's sections under the first screen, server-rendered whole but with their code
 * (cards, the video facades) loaded when they come into view or at the
 * visitor's first interaction (decision 123; as review-section-on-view.tsx).
 */
export const HomeBelowTheFold = onView(() =>
  import("./below-the-fold.view.tsx").then((module) => module.HomeBelowTheFold),
);
