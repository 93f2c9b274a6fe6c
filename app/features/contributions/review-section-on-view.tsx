import { onView } from "../../lib/on-view.tsx";

/**
 * The review section, server-rendered whole but with its code (the form, the proof-of-work field,
 * the review list) loaded when it comes into view or at the visitor's first interaction
 * (decision 123). The client build drops the `import.meta.env.SSR` branch, so it is not in the
 * first load. One file a section, so a route reaches only the texts of the one it shows.
 */
const reviews = () => import("./review-section.tsx");

export const ReviewSection = onView(
  import.meta.env.SSR ? (await reviews()).ReviewSection : undefined,
  () => reviews().then((module) => module.ReviewSection),
);
