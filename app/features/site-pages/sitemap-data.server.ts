import { contentIn } from "../../content/localized.server.ts";
import { regions } from "../../content/schema.ts";
import { getDatabase } from "../../db/instance.server.ts";
import {
  listBlogPosts,
  listDestinations,
  listEvents,
  listExperiences,
} from "../../db/queries.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { fixedPages, type SitemapGroupId } from "../../seo/site-pages.server.ts";

export interface SitemapLink {
  label: string;
  href: string;
}

export interface SitemapGroup {
  id: string;
  title: string;
  links: SitemapLink[];
  /** Nested lists, e.g. destinations by region. */
  subgroups?: { title: string; links: SitemapLink[] }[];
}

/** Every page of the site (PRODUCT B1): the fixed pages of seo/site-pages.server.ts, and the entities from the database and the content modules. */
export async function loadSitemap(locale: Locale): Promise<SitemapGroup[]> {
  const label = (key: string, params?: Record<string, string>) =>
    translate(locale, `info.sitemap.${key}`, params);
  const { attractions } = contentIn(locale).attractions;
  const { cities } = contentIn(locale).cities;
  const { places } = contentIn(locale).places;
  const { regionsContent } = contentIn(locale).regions;
  const db = await getDatabase();
  const [destinations, experiences, events, blogPosts] = await Promise.all([
    listDestinations(db, locale),
    listExperiences(db, locale),
    listEvents(db, locale),
    listBlogPosts(db, locale),
  ]);
  const fixedLinks = (group: SitemapGroupId): SitemapLink[] =>
    fixedPages.flatMap((page) =>
      page.sitemap?.group === group ? [{ label: label(page.sitemap.label), href: page.path }] : [],
    );
  /** A group of the sitemap: its fixed pages, then `more`. */
  const group = (id: SitemapGroupId, more: SitemapLink[] = []): SitemapGroup => ({
    id,
    title: label(id),
    links: [...fixedLinks(id), ...more],
  });
  const regionName = (id: string) => regionsContent.find((r) => r.id === id)?.name ?? id;
  return [
    group("main"),
    group("about"),
    {
      ...group("destinations"),
      subgroups: regions.map((region) => ({
        title: regionName(region),
        links: [
          { label: regionName(region), href: paths.region(region) },
          ...destinations
            .filter((d) => d.region === region)
            .map((d) => ({ label: d.name, href: paths.destination(d.id) })),
        ],
      })),
    },
    {
      id: "places",
      title: label("places"),
      links: [],
      subgroups: regions.map((region) => ({
        title: regionName(region),
        links: places
          .filter((p) => p.region === region)
          .map((p) => ({ label: p.name, href: paths.place(p.region, p.slug) })),
      })),
    },
    group(
      "cities",
      cities.map((city) => ({ label: city.name, href: paths.city(city.id) })),
    ),
    group("attractions", [
      ...["Nature", "Historical", "Religious", "Museum"].map((category) => ({
        label: label("attractionCategory", {
          category: translate(locale, `attractions.list.categories.${category}`),
        }),
        href: paths.attractions(category),
      })),
      ...attractions.map((a) => ({ label: a.name, href: paths.attraction(a.id) })),
    ]),
    group(
      "experiences",
      experiences.map((e) => ({ label: e.name, href: paths.experience(e.id) })),
    ),
    group(
      "events",
      events.map((e) => ({ label: e.name, href: paths.event(e.id) })),
    ),
    group(
      "blog",
      blogPosts.map((post) => ({ label: post.title, href: paths.blogPost(post.id) })),
    ),
    group("site"),
  ];
}
