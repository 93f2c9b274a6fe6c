import { onView } from "../../lib/on-view.tsx";

/**
 * The footer, server-rendered whole on every page but with its code (links, the language list)
 * loaded when it comes into view or at the visitor's first interaction (decision 123): it is
 * the frame's largest part and no page needs it to show or to work at first.
 */
export const SiteFooter = onView(() =>
  import("./site-footer.view.tsx").then((module) => module.SiteFooter),
);
