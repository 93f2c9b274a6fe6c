import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { attractions } from "../content/attractions.ts";
import { cities } from "../content/cities.ts";
import { places } from "../content/places.ts";
import { regions } from "../content/schema.ts";
import type { Database } from "../db/client.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  listBlogPosts,
  listDestinations,
  listEvents,
  listExperiences,
} from "../db/queries.server.ts";
import { defaultLocale, locales, localizePath } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";

/**
 * Every indexable page of the site (issue 9), for /sitemap.xml and anything else that needs the
 * whole list: the fixed pages of the route table, and one page per destination, region, place,
 * city, attraction, experience, event and blog post from the content modules and the database.
 *
 * Left out on purpose (see SITEMAP_EXCLUDED_ROUTES): the visitor's own saved list, newsletter
 * token pages, the builder's itinerary (one URL per choice, marked noindex), downloads, the API
 * and filter variants of list pages (they carry the list page's canonical URL).
 */

export type SitePageKind =
  | "home"
  | "list"
  | "info"
  | "destination"
  | "region"
  | "place"
  | "city"
  | "attraction"
  | "experience"
  | "event"
  | "blog-post";

export interface SitePage {
  path: string;
  kind: SitePageKind;
  /** YYYY-MM-DD: the day the page's content last changed, as far as we know. */
  lastmod: string;
}

/** The groups of the HTML sitemap (/sitemap) that fixed pages belong to. */
export type SitemapGroupId =
  | "main"
  | "about"
  | "destinations"
  | "cities"
  | "attractions"
  | "experiences"
  | "events"
  | "blog"
  | "site";

/** A page whose path has no id: the home page, the list pages and the information pages. */
export interface FixedPage {
  path: string;
  kind: "home" | "list" | "info";
  /** Its group and its label's key (`info.sitemap.<label>`) in the HTML sitemap; none: not listed there. */
  sitemap?: { group: SitemapGroupId; label: string };
  /** Left out of sitemap.xml (the visitor's own page, noindex). */
  noindex?: true;
  /** Left out of site search (the home page, the search page itself). */
  unsearched?: true;
}

/**
 * Every fixed page of the site, once: sitemap.xml, the HTML sitemap and site search all list
 * them from here, in this order (the HTML sitemap's).
 */
export const fixedPages: readonly FixedPage[] = [
  { path: paths.home(), kind: "home", sitemap: { group: "main", label: "home" }, unsearched: true },
  { path: paths.plan(), kind: "info", sitemap: { group: "main", label: "plan" } },
  { path: paths.travelGuide(), kind: "info" },
  { path: paths.whatToDo(), kind: "list", sitemap: { group: "main", label: "whatToDo" } },
  { path: paths.gallery(), kind: "info", sitemap: { group: "main", label: "gallery" } },
  { path: paths.map(), kind: "info", sitemap: { group: "main", label: "map" } },
  { path: paths.emergency(), kind: "info", sitemap: { group: "main", label: "emergency" } },
  {
    path: paths.search(),
    kind: "info",
    sitemap: { group: "main", label: "search" },
    unsearched: true,
  },
  { path: paths.saved(), kind: "info", sitemap: { group: "main", label: "saved" }, noindex: true },
  { path: paths.about(), kind: "info", sitemap: { group: "about", label: "aboutKosovo" } },
  { path: paths.aboutHistory(), kind: "info", sitemap: { group: "about", label: "history" } },
  { path: paths.stateInfo(), kind: "info", sitemap: { group: "about", label: "stateInfo" } },
  { path: paths.generalInfo(), kind: "info", sitemap: { group: "about", label: "generalInfo" } },
  { path: paths.transport(), kind: "info", sitemap: { group: "about", label: "transport" } },
  { path: paths.reviewsHowItWorks(), kind: "info", sitemap: { group: "site", label: "reviews" } },
  {
    path: paths.destinations(),
    kind: "list",
    sitemap: { group: "destinations", label: "allDestinations" },
  },
  { path: paths.cities(), kind: "list", sitemap: { group: "cities", label: "allCities" } },
  {
    path: paths.attractions(),
    kind: "list",
    sitemap: { group: "attractions", label: "allAttractions" },
  },
  { path: paths.attractionsGuide(), kind: "info" },
  {
    path: paths.experiences(),
    kind: "list",
    sitemap: { group: "experiences", label: "allExperiences" },
  },
  { path: paths.events(), kind: "list", sitemap: { group: "events", label: "allEvents" } },
  { path: paths.eventSubmit(), kind: "info" },
  { path: paths.blog(), kind: "list", sitemap: { group: "blog", label: "allPosts" } },
  { path: paths.faq(), kind: "info", sitemap: { group: "site", label: "faq" } },
  { path: paths.privacy(), kind: "info", sitemap: { group: "site", label: "privacy" } },
  { path: paths.terms(), kind: "info", sitemap: { group: "site", label: "terms" } },
  { path: paths.sitemap(), kind: "info", sitemap: { group: "site", label: "sitemap" } },
  { path: paths.openData(), kind: "info", sitemap: { group: "site", label: "openData" } },
];

/** Route files (app/routes) that have no place in the sitemap, and why. */
export const SITEMAP_EXCLUDED_ROUTES: Record<string, string> = {
  $: "the not-found page",
  "api.*": "the JSON API",
  "events.$id.calendar[.ics]": "a calendar download, not a page",
  "events.calendar[.ics]": "the calendar to subscribe to, not a page",
  "events.feed[.xml]": "an Atom feed, not a page",
  "blog.feed[.xml]": "an Atom feed, not a page",
  "videos.$id.descriptions[.vtt]": "the text track of a featured film, not a page",
  "newsletter.confirm": "personal token link",
  "newsletter.unsubscribe": "personal token link",
  "contributions.confirm": "personal token link",
  "reviews.manage": "personal token link",
  "events.submit_.confirm": "personal token link",
  "events.manage": "the organiser's private link to their event",
  "blog.comments.manage": "personal token link",
  recheck: 'where the "Something here has changed?" form posts; it answers by redirecting back',
  "plan.itinerary": "one URL per builder choice; noindex, /plan is the page to index",
  saved: "the visitor's own list, kept in the browser; noindex",
  "sitemap[.xml]": "the sitemap itself",
  "robots[.txt]": "crawler instructions",
  offline: "the offline page the service worker shows for a page not stored; noindex",
  "manifest[.webmanifest]": "the web app manifest, not a page",
  "desk.*": "the editors' desk (/desk and below): staff only, noindex, disallowed in robots.txt",
};

/** True when a route file (without extension) is left out: by name, or by a `prefix.*` entry. */
export function isSitemapExcluded(name: string): boolean {
  return Object.keys(SITEMAP_EXCLUDED_ROUTES).some((key) =>
    key.endsWith(".*")
      ? name === key.slice(0, -2) || name.startsWith(key.slice(0, -1))
      : name === key,
  );
}

/**
 * The content ships inside the server build, so the build's date is the last day any page
 * without a date of its own can have changed. Blog posts carry their publication date.
 */
export function buildDate(): string {
  try {
    return statSync(fileURLToPath(import.meta.url))
      .mtime.toISOString()
      .slice(0, 10);
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

export async function listSitePages(
  options: { db?: Database; lastmod?: string } = {},
): Promise<SitePage[]> {
  const db = options.db ?? (await getDatabase());
  const built = options.lastmod ?? buildDate();
  const [destinations, experiences, events, blogPosts] = await Promise.all([
    listDestinations(db),
    listExperiences(db),
    listEvents(db),
    listBlogPosts(db),
  ]);
  const newestPost =
    blogPosts
      .map((post) => post.publishDate)
      .sort()
      .at(-1) ?? built;
  const page = (path: string, kind: SitePageKind, lastmod = built): SitePage => ({
    path,
    kind,
    lastmod,
  });

  return [
    ...fixedPages
      .filter((fixed) => !fixed.noindex)
      .map((fixed) =>
        page(
          fixed.path,
          fixed.kind,
          fixed.path === paths.blog() ? maxDate(newestPost, built) : built,
        ),
      ),
    ...regions.map((region) => page(paths.region(region), "region")),
    ...destinations.map((row) => page(paths.destination(row.id), "destination")),
    ...places.map((place) => page(paths.place(place.region, place.slug), "place")),
    ...cities.map((city) => page(paths.city(city.id), "city")),
    ...attractions.map((attraction) => page(paths.attraction(attraction.id), "attraction")),
    ...experiences.map((row) => page(paths.experience(row.id), "experience")),
    ...events.map((row) => page(paths.event(row.id), "event")),
    ...blogPosts.map((post) => page(paths.blogPost(post.id), "blog-post", post.publishDate)),
  ];
}

function maxDate(a: string, b: string): string {
  return a > b ? a : b;
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/**
 * sitemaps.org XML; `origin` is `https://host`. Every page is listed once per language, each
 * entry naming all its language versions (and x-default, the English one) as alternates.
 */
export function sitemapXml(origin: string, pages: readonly SitePage[]): string {
  const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
  const url = (locale: (typeof locales)[number], path: string) =>
    escapeXml(`${origin}${localizePath(locale, path)}`);
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...locales.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale, page.path)}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLocale, page.path)}"/>`,
    ].join("");
    return locales.map(
      (locale) =>
        `  <url><loc>${url(locale, page.path)}</loc><lastmod>${page.lastmod}</lastmod>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything but the API and personal pages, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /desk",
    ...locales.flatMap((locale) => [
      `Disallow: ${localizePath(locale, "/saved")}`,
      `Disallow: ${localizePath(locale, "/newsletter/")}`,
    ]),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
