/**
 * schema.org builders shared by several pages (issue 9). Entity-specific ones live beside their
 * feature: Event in features/events, TouristAttraction in features/attractions, BlogPosting in
 * features/blog. Every URL in them is absolute. Pages emit them one way only: through their
 * route's `meta` (`seoMeta({ jsonLd })`, decision 041).
 */

import { localeTags } from "../i18n/locales.ts";
import { paths, type Section } from "../lib/paths.ts";
import { absoluteUrl, pageUrl, type Site, seoMeta } from "./meta.ts";

const SITE_NAME = "Explore Kosovo";

/** Where the data is written from: the origin and the page's language. */
export type JsonLdSite = Pick<Site, "origin" | "locale">;

/** The publisher of the site, for the home page. */
export function organizationJsonLd({ origin }: JsonLdSite) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    areaServed: { "@type": "Country", name: "Kosovo" },
  };
}

/** The site itself, with its search (so search engines can offer a search box). */
export function websiteJsonLd(site: JsonLdSite) {
  const { origin } = site;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: SITE_NAME,
    url: pageUrl(site, "/"),
    inLanguage: localeTags[site.locale],
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${pageUrl(site, "/search")}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

export interface Crumb {
  name: string;
  /** Site path (`/cities`) or absolute URL. */
  path: string;
}

/** The trail from the home page to this page; the last crumb is the page itself. */
export function breadcrumbJsonLd(site: JsonLdSite, crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(site, crumb.path),
    })),
  };
}

/** A detail page's trail: Home › its section's list › … › the page itself (the last crumb). */
export function sectionBreadcrumbs(
  site: Pick<Site, "origin" | "locale" | "t">,
  section: Section,
  ...crumbs: Crumb[]
) {
  return breadcrumbJsonLd(site, [
    { name: site.t("layout.bottomBar.home"), path: paths.home() },
    { name: site.t(`layout.nav.${section}`), path: paths[section]() },
    ...crumbs,
  ]);
}

export interface DestinationFacts {
  name: string;
  description: string;
  path: string;
  image?: string;
  latitude?: number;
  longitude?: number;
  /** "Pristina", "Rugova Valley, Peja" … */
  locality?: string;
}

/** A destination, city, region or place page. */
export function touristDestinationJsonLd(site: JsonLdSite, place: DestinationFacts) {
  return {
    "@context": "https://schema.org",
    "@type": "TouristDestination",
    name: place.name,
    description: place.description,
    url: pageUrl(site, place.path),
    ...(place.image ? { image: absoluteUrl(site.origin, place.image) } : {}),
    ...(place.latitude !== undefined && place.longitude !== undefined
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: place.latitude,
            longitude: place.longitude,
          },
        }
      : {}),
    address: {
      "@type": "PostalAddress",
      ...(place.locality ? { addressLocality: place.locality } : {}),
      addressCountry: "XK",
    },
    containedInPlace: { "@type": "Country", name: "Kosovo" },
  };
}

/**
 * The `meta` of a destination, region, place or city page: its title, its description, its
 * TouristDestination data and its breadcrumbs (the section's list, then `trail`, then the page).
 */
export function touristDestinationMeta(
  site: Site,
  {
    title,
    section,
    place,
    trail = [],
  }: {
    title: string;
    section: Section;
    place: DestinationFacts;
    /** Crumbs between the section's list and the page (a place's region). */
    trail?: Crumb[];
  },
) {
  return seoMeta(site, {
    title,
    description: place.description,
    path: place.path,
    jsonLd: [
      touristDestinationJsonLd(site, place),
      sectionBreadcrumbs(site, section, ...trail, { name: place.name, path: place.path }),
    ],
  });
}
