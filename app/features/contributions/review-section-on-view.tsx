import { onView } from "../../lib/on-view.tsx";

/**
 * The review section, server-rendered whole but with its code (the form, the proof-of-work field,
 * the review list) loaded when it comes into view or at the visitor's first interaction
 * (decision 123). One file a section, so a route reaches only the texts of the one it shows.
 */
export const ReviewSection = onView(() =>
  import("./review-section.view.tsx").then((module) => module.ReviewSection),
);
