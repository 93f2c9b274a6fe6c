import { onView } from "../../lib/on-view.tsx";

/**
 * An article's comments and comment form, server-rendered whole but with their code (the form,
 * the proof-of-work field, "Report") loaded when they come into view or at the visitor's first
 * interaction (decision 123; as review-section-on-view.tsx).
 */
export const CommentSection = onView(() =>
  import("./comment-section.view.tsx").then((module) => module.CommentSection),
);
