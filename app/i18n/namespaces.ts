import { splitLocalePath } from "./locales.ts";

/**
 * Which UI texts a page needs (docs/decisions/005-i18n.md). A browser gets the catalogue in
 * parts: the site's frame (header, footer, search, saved list, shared cards) with the root, and
 * the texts of the section it is in with the language layout, which reloads only when the
 * visitor moves to another section. A page so carries a fifth of the catalogue, not all of it.
 * `tests/unit/namespaces.test.ts` reads the code each route imports and fails when a route uses
 * texts its section does not send.
 */
export const FRAME_NAMESPACES = ["layout", "components", "saved", "search"] as const;

/** The first path segment (after any language prefix) → the namespaces of that section. */
const SECTIONS: Record<string, readonly string[]> = {
  "": ["home", "experiences", "newsletter"],
  about: ["about", "info", "reviews", "contribute"],
  api: ["info"],
  attractions: ["attractions", "reviews", "contributions", "contribute"],
  contributions: ["contributions"],
  blog: ["blog", "newsletter", "contribute", "contributions"],
  cities: ["cities"],
  destinations: ["destinations", "contribute"],
  emergency: ["emergency"],
  events: ["events", "contribute", "contributions"],
  experiences: ["experiences", "reviews", "contributions"],
  faq: ["info"],
  gallery: ["info"],
  guide: ["attractions"],
  map: ["map"],
  newsletter: ["newsletter"],
  offline: ["offline"],
  plan: ["plan", "contribute"],
  recheck: ["contribute"],
  reviews: ["reviews", "contributions"],
  "privacy-policy": ["info"],
  sitemap: ["info"],
  terms: ["info"],
  "travel-guide": ["plan"],
  "what-to-do": ["activities"],
};

/** The section of a path: its first segment after the language prefix ("" for the home page). */
export function sectionOf(pathname: string): string {
  const { path } = splitLocalePath(pathname);
  return path.split("/")[1] ?? "";
}

/** The namespaces a section's pages use beyond the frame's. */
export function sectionNamespaces(section: string): readonly string[] {
  return Object.hasOwn(SECTIONS, section) ? (SECTIONS[section] ?? []) : [];
}
