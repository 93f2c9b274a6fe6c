import { onView } from "../lib/on-view.tsx";

/**
 * The helpful 404 (search and links), server-rendered whole but with its code loaded when it is
 * shown (decision 123): every page's frame carries the error boundary, few pages are missing.
 */
export const NotFoundScreen = onView(() =>
  import("./not-found-screen.view.tsx").then((module) => module.NotFoundScreen),
);
