import { onView } from "../../lib/on-view.tsx";

/**
 * The essential tips and the printable guide's call to action under the list of attractions,
 * server-rendered whole but with their code loaded when they come into view or at the visitor's
 * first interaction (decision 123).
 */
export const AttractionsExtras = onView(() =>
  import("./attractions-extras.view.tsx").then((module) => module.AttractionsExtras),
);
