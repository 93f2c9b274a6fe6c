import { contentIn } from "../../content/localized.server.ts";
import { regions } from "../../content/schema.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { listDestinations, listEvents, listExperiences } from "../../db/queries.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";

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

/** Every page of the site (PRODUCT B1), from the database and the content modules. */
export async function loadSitemap(locale: Locale): Promise<SitemapGroup[]> {
  const label = (key: string, params?: Record<string, string>) =>
    translate(locale, `info.sitemap.${key}`, params);
  const { attractions } = contentIn(locale).attractions;
  const { blogPosts } = contentIn(locale).blog;
  const { cities } = contentIn(locale).cities;
  const { places } = contentIn(locale).places;
  const { regionsContent } = contentIn(locale).regions;
  const db = await getDatabase();
  const [destinations, experiences, events] = await Promise.all([
    listDestinations(db, locale),
    listExperiences(db, locale),
    listEvents(db, locale),
  ]);
  const regionName = (id: string) => regionsContent.find((r) => r.id === id)?.name ?? id;
  return [
    {
      id: "main",
      title: label("main"),
      links: [
        { label: label("home"), href: paths.home() },
        { label: label("plan"), href: paths.plan() },
        { label: label("whatToDo"), href: paths.whatToDo() },
        { label: label("gallery"), href: paths.gallery() },
        { label: label("map"), href: paths.map() },
        { label: label("search"), href: paths.search() },
        { label: label("saved"), href: paths.saved() },
      ],
    },
    {
      id: "about",
      title: label("about"),
      links: [
        { label: label("aboutKosovo"), href: paths.about() },
        { label: label("history"), href: paths.aboutHistory() },
        { label: label("stateInfo"), href: paths.stateInfo() },
        { label: label("generalInfo"), href: paths.generalInfo() },
        { label: label("transport"), href: paths.transport() },
      ],
    },
    {
      id: "destinations",
      title: label("destinations"),
      links: [{ label: label("allDestinations"), href: paths.destinations() }],
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
    {
      id: "cities",
      title: label("cities"),
      links: [
        { label: label("allCities"), href: paths.cities() },
        ...cities.map((city) => ({ label: city.name, href: paths.city(city.id) })),
      ],
    },
    {
      id: "attractions",
      title: label("attractions"),
      links: [
        { label: label("allAttractions"), href: paths.attractions() },
        ...["Nature", "Historical", "Religious", "Museum"].map((category) => ({
          label: label("attractionCategory", {
            category: translate(locale, `attractions.list.categories.${category}`),
          }),
          href: paths.attractions(category),
        })),
        ...attractions.map((a) => ({ label: a.name, href: paths.attraction(a.id) })),
      ],
    },
    {
      id: "experiences",
      title: label("experiences"),
      links: [
        { label: label("allExperiences"), href: paths.experiences() },
        ...experiences.map((e) => ({ label: e.name, href: paths.experience(e.id) })),
      ],
    },
    {
      id: "events",
      title: label("events"),
      links: [
        { label: label("allEvents"), href: paths.events() },
        ...events.map((e) => ({ label: e.name, href: paths.event(e.id) })),
      ],
    },
    {
      id: "blog",
      title: label("blog"),
      links: [
        { label: label("allPosts"), href: paths.blog() },
        ...blogPosts.map((post) => ({ label: post.title, href: paths.blogPost(post.id) })),
      ],
    },
    {
      id: "site",
      title: label("site"),
      links: [
        { label: label("faq"), href: paths.faq() },
        { label: label("privacy"), href: paths.privacy() },
        { label: label("terms"), href: paths.terms() },
        { label: label("sitemap"), href: paths.sitemap() },
      ],
    },
  ];
}
