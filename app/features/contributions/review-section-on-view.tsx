import { onView } from "../../lib/on-view.tsx";

/**
 * The review section, server-rendered whole but with its code (the form, the proof-of-work field,
 * the review list) loaded when it comes into view or at the visitor's first interaction
 * (decision 123). The client build drops the `import.meta.env.SSR` branch (a top-level await only in the
 * server's build), so it is not in the first load. One file a section, so a route reaches only the texts of the one it shows.
 */
const load = () => import("./review-section.view.tsx");

export const ReviewSection = onView(
  import.meta.env.SSR ? (await load()).ReviewSection : undefined,
  () => load().then((module) => module.ReviewSection),
);
