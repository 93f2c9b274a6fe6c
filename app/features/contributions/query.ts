/**
 * The query parameters the visitors' sections read on the page that shows them (the routes
 * declare them, app/lib/route-handle.ts): the review list's length and language
 * (review-section.view.tsx), the re-check form's "sent" (recheck-section.view.tsx), and a blog
 * post's comment and report outcomes (routes/blog.$id.tsx).
 */
export const REVIEW_QUERY = ["review", "reviews", "reviewLanguage"] as const;
export const RECHECK_QUERY = ["recheck"] as const;
export const COMMENT_QUERY = ["comment", "reported"] as const;
