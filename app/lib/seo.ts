import type { MetaDescriptor } from "react-router";
import { defaultLocale, type Locale, localeTags } from "../i18n/locales.ts";

/**
 * Search and social meta tags (issue 9): title, description, canonical URL, Open Graph and
 * Twitter card, and optional JSON-LD. Route `meta` functions call
 *
 *   seoMeta({ title, description, path: paths.city(id), origin: originFromMatches(matches) })
 *
 * The origin comes from the root loader (app/root.tsx), which reads it from the request (or
 * SITE_URL when that is configured), so canonical URLs are right behind any host name.
 */

export const SITE_NAME = "Explore Kosovo";

/**
 * The picture shown when a page is shared. Social networks and search engines do not accept
 * SVG, so this is a JPEG rendered from our SVG artwork (`scripts/og-image.ts`).
 */
export const DEFAULT_OG_IMAGE = {
  path: "/artwork/site/og-default.jpg",
  width: 1200,
  height: 630,
  alt: "Explore Kosovo: an illustrated hilltop fortress below mountains at golden hour",
};

/** Formats crawlers read in og:image and twitter:image (no SVG). */
const RASTER_IMAGE = /\.(png|jpe?g|webp|gif)$/i;

export interface SeoImage {
  /** A site path (`/artwork/...`) or an absolute URL. */
  path: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface SeoInput {
  title: string;
  description: string;
  /** The page's own path, without query string, e.g. `/cities/2`. */
  path: string;
  /** The site origin, `https://host` (use `originFromMatches(matches)`). */
  origin: string;
  /** The page's picture; SVG artwork is replaced by the default JPEG (crawlers reject SVG). */
  image?: SeoImage;
  type?: "website" | "article";
  locale?: Locale;
  /** Pages that should not appear in search results (personal or transient pages). */
  noindex?: boolean;
  /** schema.org objects, rendered as `<script type="application/ld+json">` in the head. */
  jsonLd?: object | object[];
}

/** The root route's loader data: the origin every meta function builds absolute URLs from. */
export interface RootData {
  origin: string;
}

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** The site origin from the root loader's data, for `meta` functions. */
export function originFromMatches(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as Partial<RootData> | undefined;
  return typeof data?.origin === "string" ? data.origin : "";
}

/** `origin` + `path`, unless `path` already is absolute. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** Open Graph wants `en_US`, not `en-US`. */
function ogLocale(locale: Locale): string {
  return localeTags[locale].replace("-", "_");
}

export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const url = absoluteUrl(input.origin, input.path);
  const picture =
    input.image && RASTER_IMAGE.test(input.image.path) ? input.image : DEFAULT_OG_IMAGE;
  const imageUrl = absoluteUrl(input.origin, picture.path);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale(input.locale ?? defaultLocale) },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: picture.alt },
    ...(picture.width && picture.height
      ? [
          { property: "og:image:width", content: String(picture.width) },
          { property: "og:image:height", content: String(picture.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: picture.alt },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  const jsonLd = input.jsonLd === undefined ? [] : [input.jsonLd].flat();
  for (const item of jsonLd) tags.push({ "script:ld+json": item });
  return tags;
}
