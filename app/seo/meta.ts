import { type MetaDescriptor, useRouteLoaderData } from "react-router";
import type { NavMenu } from "../content/navigation.ts";
import type { SiteSettings } from "../content/site.ts";
import { useLocale } from "../i18n/i18n.tsx";
import { defaultLocale, type Locale, locales, localeTags, localizePath } from "../i18n/locales.ts";
import { type Catalogue, combineCatalogues, type Translate, translator } from "../i18n/messages.ts";
import { mediaSources } from "../lib/media.ts";

/**
 * Search and social meta tags (issue 9): title, description, canonical URL, `hreflang`
 * alternates, Open Graph and Twitter card, and optional JSON-LD. Route `meta` functions call
 *
 *   const site = siteFromMatches(matches);
 *   seoMeta(site, { title: site.t("cities.detail.metaTitle"), description, path: paths.city(id) })
 *
 * The origin and language come from the root loader (app/root.tsx), which reads the origin from
 * the request (or SITE_URL when that is configured), so canonical URLs are right behind any host.
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
  altKey: "layout.seo.defaultImageAlt",
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
  /** The page's own language-neutral path, without query string, e.g. `/cities/2`. */
  path: string;
  /** The page's picture; SVG artwork is replaced by the default JPEG (crawlers reject SVG). */
  image?: SeoImage;
  type?: "website" | "article";
  /** Pages that should not appear in search results (personal or transient pages). */
  noindex?: boolean;
  /** schema.org objects, rendered as `<script type="application/ld+json">` in the head. */
  jsonLd?: object | object[];
}

/** The root route's loader data: the origin, the page's language and its UI strings. */
export interface RootData {
  origin: string;
  locale: Locale;
  catalogue: Catalogue;
  /** The header's menus, with place names in the page's language. */
  menus: NavMenu[];
  /** Contact details and social links from the database (the desk's site settings). */
  settings?: Omit<SiteSettings, "name">;
}

/** The language layout's loader data: the UI texts of the page's section (i18n/namespaces.ts). */
export interface SectionData {
  messages: Catalogue;
}

/** The route id of the language layout (layouts/locale.tsx). */
export const SECTION_ROUTE_ID = "layouts/locale";

/** Where a page is: the public origin and the language, plus a translator for its texts. */
export interface Site {
  origin: string;
  locale: Locale;
  t: Translate;
}

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

const EMPTY: Catalogue = {};

/** The page's site context from the root loader's data, for `meta` functions. */
export function siteFromMatches(matches: readonly MatchLike[]): Site {
  const dataOf = (id: string) => {
    const match = matches.find((candidate) => candidate?.id === id);
    return match?.loaderData ?? match?.data;
  };
  const data = dataOf("root") as Partial<RootData> | undefined;
  const section = dataOf(SECTION_ROUTE_ID) as Partial<SectionData> | null | undefined;
  return {
    origin: typeof data?.origin === "string" ? data.origin : "",
    locale: data?.locale ?? defaultLocale,
    t: translator(combineCatalogues(data?.catalogue ?? EMPTY, section?.messages)),
  };
}

/** `origin` + `path`, unless `path` already is absolute. For pictures and files. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** The absolute URL of a page in the site's language. */
export function pageUrl(site: Pick<Site, "origin" | "locale">, path: string): string {
  return absoluteUrl(site.origin, localizePath(site.locale, path));
}

/** Open Graph wants `en_US`, not `en-US`. */
function ogLocale(locale: Locale): string {
  return localeTags[locale].replace("-", "_");
}

/** The page in every language, and x-default (English) for everyone else. */
function alternates(site: Site, path: string): MetaDescriptor[] {
  return [
    ...locales.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: pageUrl({ origin: site.origin, locale }, path),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: pageUrl({ origin: site.origin, locale: defaultLocale }, path),
    },
  ];
}

export function seoMeta(site: Site, input: SeoInput): MetaDescriptor[] {
  const url = pageUrl(site, input.path);
  // An uploaded photo is shared as its JPEG, which every crawler reads.
  const upload = input.image && mediaSources(input.image.path);
  const picture =
    input.image && upload
      ? { ...input.image, path: upload.jpeg, width: upload.width, height: upload.height }
      : input.image && RASTER_IMAGE.test(input.image.path)
        ? input.image
        : { ...DEFAULT_OG_IMAGE, alt: site.t(DEFAULT_OG_IMAGE.altKey) };
  const imageUrl = absoluteUrl(site.origin, picture.path);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(site, input.path),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: ogLocale(site.locale) },
    ...locales
      .filter((locale) => locale !== site.locale)
      .map((locale) => ({ property: "og:locale:alternate", content: ogLocale(locale) })),
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

/**
 * The absolute public URL of a page in the current language, for share links in components: the
 * root loader's public origin (never a request header) and the page's locale.
 */
export function usePageUrl(): (path: string) => string {
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  const locale = useLocale();
  return (path) => pageUrl({ origin, locale }, path);
}
