import { onView } from "../../lib/on-view.tsx";

/**
 * An attraction's sidebar (visit details, the weather, sharing), server-rendered whole but with
 * its code loaded when it comes into view or at the visitor's first interaction (decision 123):
 * on a phone it follows the whole description.
 */
export const AttractionSidebar = onView(() =>
  import("./attraction-sidebar.view.tsx").then((module) => module.AttractionSidebar),
);
