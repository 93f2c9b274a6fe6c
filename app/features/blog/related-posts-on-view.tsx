import { onView } from "../../lib/on-view.tsx";

/**
 * The related posts under an article, server-rendered whole but with their code (the cards)
 * loaded when they come into view or at the visitor's first interaction (decision 123).
 */
export const RelatedPosts = onView(() =>
  import("./related-posts.view.tsx").then((module) => module.RelatedPosts),
);
