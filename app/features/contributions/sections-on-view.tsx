import { onView } from "../../lib/on-view.tsx";

/**
 * The contributions kit's sections below a page's fold, server-rendered whole but with their
 * code (the forms, the proof-of-work field, the review list) loaded when they come into view or
 * at the visitor's first interaction (decision 123). The server has them at once; the client
 * build drops the `import.meta.env.SSR` branch, so they are not in its first load.
 */
const reviews = () => import("./review-section.tsx");

export const ReviewSection = onView(
  import.meta.env.SSR ? (await reviews()).ReviewSection : undefined,
  () => reviews().then((module) => module.ReviewSection),
);

const recheck = () => import("./recheck-section.tsx");

export const RecheckSection = onView(
  import.meta.env.SSR ? (await recheck()).RecheckSection : undefined,
  () => recheck().then((module) => module.RecheckSection),
);
