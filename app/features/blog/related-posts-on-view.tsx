import { onView } from "../../lib/on-view.tsx";

/**
 * The related posts under an article, server-rendered whole but with their code (the cards)
 * loaded when they come into view or at the visitor's first interaction (decision 123).
 */
const load = () => import("./related-posts.view.tsx");

export const RelatedPosts = onView(
  import.meta.env.SSR ? (await load()).RelatedPosts : undefined,
  () => load().then((module) => module.RelatedPosts),
);
