import { type Content, contentIn } from "../../content/localized.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import {
  listBlogPosts,
  listDestinations,
  listEvents,
  listExperiences,
} from "../../db/queries.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { defaultLocale, type Locale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { fixedPages } from "../../seo/site-pages.server.ts";
import { STOPWORDS, tokenize } from "./normalize.ts";
import {
  type PreparedIndex,
  prepareIndex,
  type SearchEntry,
  type SearchIndex,
  type SearchType,
} from "./search-engine.ts";

/**
 * Builds the search index from the content modules the pages render (no second copy of the
 * data). Built once per server process; the browser downloads it when search is first opened.
 */

export const SNIPPET_MAX = 140;
const MAX_KEYWORDS = 60;

/** The first sentence(s) up to 140 characters, cut at a word with an ellipsis when needed. */
export function snippetOf(text: string): string {
  const clean = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (clean.length <= SNIPPET_MAX) return clean;
  const cut = clean.slice(0, SNIPPET_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Normalised, de-duplicated words of the extra texts, minus stop words and the name's words. */
function keywordsOf(name: string, snippet: string, extra: readonly string[]): string {
  const skip = new Set([...tokenize(name), ...tokenize(snippet)]);
  const words = new Set<string>();
  for (const text of extra) {
    for (const word of tokenize(text)) {
      if (word.length < 2 || STOPWORDS.has(word) || skip.has(word)) continue;
      words.add(word);
      if (words.size >= MAX_KEYWORDS) return [...words].join(" ");
    }
  }
  return [...words].join(" ");
}

function entry(
  type: SearchType,
  name: string,
  href: string,
  description: string,
  extra: readonly string[] = [],
): SearchEntry {
  const snippet = snippetOf(description);
  // The description's words beyond the snippet still count as keywords.
  return {
    type,
    name,
    href,
    snippet,
    keywords: keywordsOf(name, snippet, [...extra, description]),
  };
}

type T = (key: string) => string;

/** "History of Kosovo · About Kosovo · Explore Kosovo" → "History of Kosovo". */
const pageNameOf = (t: T) => (key: string) => {
  const title = t(key);
  return title === key ? "" : (title.split(" · ")[0] ?? "");
};

/** What the index says about an event: the public row's texts (issue 18: the database's). */
export interface SearchEvent {
  id: number;
  name: string;
  description: string;
  town: string;
  location: string;
  category: string;
}

/** What the index says about a blog post: the public row's texts (issue 18: the database's). */
export interface SearchPost {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  tags: readonly string[];
  authorName: string;
}

const contentPosts = (locale: Locale): SearchPost[] =>
  contentIn(locale).blog.blogPosts.map((post) => ({ ...post, authorName: post.author.name }));

/** What the index says about a destination: the public row's texts (issue 18: the database's). */
export interface SearchDestination {
  id: number;
  name: string;
  description: string;
  location: string;
  region: string;
  highlights: readonly string[];
}

/** What the index says about an experience: the public row's texts. */
export interface SearchExperience {
  id: number;
  name: string;
  description: string;
  location: string;
  category: string;
}

/** The database's public items the index is built from (each: the content files' when absent). */
export interface SearchSources {
  events?: readonly SearchEvent[];
  posts?: readonly SearchPost[];
  destinations?: readonly SearchDestination[];
  experiences?: readonly SearchExperience[];
}

/**
 * The index of the site in one language; hrefs are language-neutral paths. The events, blog
 * posts, destinations and experiences are the database's public ones when given, else the
 * content files' (which seed it).
 */
export function buildSearchIndex(
  locale: Locale = defaultLocale,
  sources: SearchSources = {},
): SearchIndex {
  const content = contentIn(locale);
  const events = sources.events ?? content.events.events;
  const posts = sources.posts ?? contentPosts(locale);
  const destinations = sources.destinations ?? content.destinations.destinations;
  const experiences = sources.experiences ?? content.experiences.experiences;
  const t: T = (key) => translate(locale, key);
  const regionName = (region: string) => t(`layout.regions.${region}`);
  const { regionsContent } = content.regions;
  const { places } = content.places;
  const { cities } = content.cities;
  const { attractions } = content.attractions;
  const { activities, activityCategories } = content.activities;
  const { blogCategories } = content.blog;
  const entries: SearchEntry[] = [];
  for (const d of destinations) {
    entries.push(
      entry("destination", d.name, paths.destination(d.id), d.description, [
        d.location,
        regionName(d.region),
        ...d.highlights,
      ]),
    );
  }
  for (const r of regionsContent) {
    entries.push(entry("region", r.name, paths.region(r.id), r.description));
  }
  for (const p of places) {
    entries.push(
      entry("place", p.name, paths.place(p.region, p.slug), p.blurb, [regionName(p.region)]),
    );
  }
  for (const c of cities) {
    entries.push(
      entry("city", c.name, paths.city(c.id), c.description, [
        ...c.keyLandmarks.map((landmark) => landmark.name),
        ...c.neighborhoods.map((area) => area.name),
      ]),
    );
  }
  for (const a of attractions) {
    entries.push(
      entry("attraction", a.name, paths.attraction(a.id), a.description, [
        t(`attractions.list.cities.${a.city}`),
        t(`attractions.list.categories.${a.category}`),
        ...a.tags,
      ]),
    );
  }
  for (const e of experiences) {
    entries.push(
      entry("experience", e.name, paths.experience(e.id), e.description, [
        e.location,
        t(`experiences.categories.${e.category}`),
      ]),
    );
  }
  for (const e of events) {
    entries.push(
      entry("event", e.name, paths.event(e.id), e.description, [
        e.town,
        e.location,
        t(`events.categories.${e.category}`),
      ]),
    );
  }
  for (const a of activities) {
    const category = activityCategories.find((c) => c.id === a.category);
    entries.push(
      entry("activity", a.title, paths.whatToDo(a.category), a.description, [
        a.location,
        category?.name ?? "",
        ...a.tags,
      ]),
    );
  }
  for (const post of posts) {
    const category = blogCategories.find((c) => c.id === post.category);
    entries.push(
      entry("article", post.title, paths.blogPost(post.id), post.excerpt, [
        category?.name ?? "",
        ...post.tags,
        post.authorName,
      ]),
    );
  }
  for (const page of infoPages(content, t)) {
    entries.push(entry("page", page.name, page.href, page.description, page.keywords ?? []));
  }
  const popular = popularHrefs(content).filter((href) =>
    entries.some((item) => item.href === href),
  );
  return { version: 1, entries, popular };
}

/** The most visited pages, suggested by the empty search. */
function popularHrefs(content: Content): string[] {
  const { destinations } = content.destinations;
  const { attractions } = content.attractions;
  const destination = (slug: string) => destinations.find((d) => d.slug === slug);
  const attraction = (slug: string) => attractions.find((a) => a.slug === slug);
  const hrefs: string[] = [];
  for (const slug of ["prizren", "pristina", "rugova-gorge", "peja"]) {
    const found = destination(slug);
    if (found) hrefs.push(paths.destination(found.id));
  }
  for (const slug of ["gracanica-monastery", "prizren-fortress"]) {
    const found = attraction(slug);
    if (found) hrefs.push(paths.attraction(found.id));
  }
  hrefs.push(paths.events(), paths.plan(), paths.map());
  return hrefs;
}

/** Entries for the given hrefs, in that order. */
export function entriesFor(index: SearchIndex, hrefs: readonly string[]): SearchEntry[] {
  return hrefs.flatMap((href) => index.entries.filter((item) => item.href === href).slice(0, 1));
}

interface InfoPage {
  name: string;
  href: string;
  description: string;
  keywords?: string[];
}

/** The fixed pages of the site (seo/site-pages.server.ts), described by their own meta texts. */
function infoPages(content: Content, t: T): InfoPage[] {
  const pageName = pageNameOf(t);
  const { aboutMeta } = content.about;
  const { generalInfoMeta } = content["general-info"];
  const { stateInfoMeta } = content["state-info"];
  const { transportMeta } = content.transport;
  const { planMeta } = content.plan;
  const { travelGuides } = content["travel-guides"];
  const { faqPage, privacyPolicy, terms } = content.legal;
  const texts: Record<string, Omit<InfoPage, "href">> = {
    [paths.about()]: {
      name: aboutMeta.title,
      description: aboutMeta.description,
      keywords: ["facts", "culture", "geography", "unesco", "heritage"],
    },
    [paths.aboutHistory()]: {
      name: pageName("about.history.metaTitle"),
      description: t("about.history.metaDescription"),
      keywords: ["dardania", "ottoman", "independence", "timeline"],
    },
    [paths.generalInfo()]: {
      name: generalInfoMeta.title,
      description: generalInfoMeta.description,
      keywords: ["general information", "phrases", "money", "euro", "emergency", "sim", "language"],
    },
    [paths.emergency()]: {
      name: pageName("emergency.metaTitle"),
      description: t("emergency.metaDescription"),
      keywords: ["emergency", "112", "police", "ambulance", "fire", "hospital", "embassy", "help"],
    },
    [paths.stateInfo()]: {
      name: stateInfoMeta.title,
      description: stateInfoMeta.description,
      keywords: ["state", "government", "assembly", "president", "economy"],
    },
    [paths.transport()]: {
      name: transportMeta.title,
      description: transportMeta.description,
      keywords: ["bus", "taxi", "airport", "car", "border", "getting around"],
    },
    [paths.plan()]: {
      name: planMeta.title,
      description: planMeta.description,
      keywords: [
        "itinerary",
        "trip builder",
        "budget",
        ...travelGuides.flatMap((guide) => [guide.title]),
      ],
    },
    [paths.travelGuide()]: {
      name: pageName("plan.guide.metaTitle"),
      description: t("plan.guide.metaDescription"),
      keywords: ["pdf", "print", "download"],
    },
    [paths.destinations()]: {
      name: t("layout.nav.destinations"),
      description: t("destinations.list.metaDescription"),
    },
    [paths.cities()]: {
      name: t("layout.nav.cities"),
      description: t("cities.list.metaDescription"),
    },
    [paths.attractions()]: {
      name: t("layout.nav.attractions"),
      description: t("attractions.list.metaDescription"),
      keywords: ["sights", "museums", "monuments"],
    },
    [paths.attractionsGuide()]: {
      name: pageName("attractions.guide.metaTitle"),
      description: t("attractions.guide.metaDescription"),
      keywords: ["pdf", "print", "download"],
    },
    [paths.experiences()]: {
      name: t("layout.nav.experiences"),
      description: t("experiences.list.metaDescription"),
    },
    [paths.events()]: {
      name: t("layout.nav.events"),
      description: t("events.list.metaDescription"),
      keywords: ["festivals", "calendar", "concerts"],
    },
    [paths.whatToDo()]: {
      name: t("layout.nav.whatToDo"),
      description: t("activities.meta.description"),
      keywords: ["activities", "things to do"],
    },
    [paths.blog()]: {
      name: t("layout.nav.blog"),
      description: t("blog.meta.description"),
      keywords: ["articles", "stories", "tips"],
    },
    [paths.gallery()]: {
      name: pageName("info.gallery.metaTitle"),
      description: t("info.gallery.metaDescription"),
      keywords: ["photos", "pictures"],
    },
    [paths.map()]: {
      name: t("map.page.title"),
      description: t("map.page.metaDescription"),
      keywords: ["map", "locations", "coordinates"],
    },
    [paths.saved()]: {
      name: t("saved.page.title"),
      description: t("saved.page.metaDescription"),
      keywords: ["favourites", "favorites", "wishlist"],
    },
    [paths.faq()]: { name: faqPage.title, description: faqPage.description },
    [paths.privacy()]: { name: privacyPolicy.title, description: privacyPolicy.description },
    [paths.terms()]: { name: terms.title, description: terms.description },
    [paths.reviewsHowItWorks()]: {
      name: pageName("reviews.about.metaTitle"),
      description: t("reviews.about.metaDescription"),
      keywords: ["reviews", "ratings", "moderation"],
    },
    [paths.eventSubmit()]: {
      name: pageName("contribute.tip.metaTitle"),
      description: t("contribute.tip.metaDescription"),
      keywords: ["events", "organisers", "festival", "submit"],
    },
    [paths.sitemap()]: {
      name: pageName("info.sitemap.metaTitle"),
      description: t("info.sitemap.metaDescription"),
    },
    [paths.openData()]: {
      name: pageName("info.openData.metaTitle"),
      description: t("info.openData.metaDescription"),
      keywords: ["api", "open data", "csv", "openapi", "developers"],
    },
  };
  const guides = travelGuides.map((guide) => ({
    name: guide.title,
    href: paths.plan(guide.type),
    description: guide.content,
    keywords: ["plan", "guide"],
  }));
  return (
    fixedPages
      .filter((page) => !page.unsearched)
      .flatMap((page) => {
        const text = texts[page.path];
        if (!text) throw new Error(`Site search has no name and description for ${page.path}`);
        const own = { ...text, href: page.path };
        // The plan page's guide topics are found on their own, right after it.
        return page.path === paths.plan() ? [own, ...guides] : [own];
      })
      // A text another area has not written yet comes back as its key: leave that page out.
      .filter((page) => page.name !== "" && page.description.includes(" "))
  );
}

type Built = { index: SearchIndex; prepared: PreparedIndex };
const cache = new Map<Locale, { key: string; built: Built }>();

/**
 * A language's index and its prepared lookup, built on first use and again whenever the events
 * it was built from change (an event published, edited, scheduled to appear, or removed).
 */
export function getSearchIndex(
  locale: Locale = defaultLocale,
  sources: {
    [K in keyof SearchSources]: readonly ({ id: number; version?: number } & NonNullable<
      SearchSources[K]
    >[number])[];
  } = {},
): Built {
  const key = Object.entries(sources)
    .map(([name, items]) =>
      items ? `${name}=${items.map((item) => `${item.id}:${item.version ?? 0}`).join(",")}` : "",
    )
    .join("|");
  const kept = cache.get(locale);
  if (kept && kept.key === key) return kept.built;
  const index = buildSearchIndex(locale, sources);
  const built = { index, prepared: prepareIndex(index.entries) };
  cache.set(locale, { key, built });
  return built;
}

/** A destination's highlights from its row's details (none when they do not parse). */
function highlightsOf(details: unknown): string[] {
  const highlights = (details as { highlights?: unknown } | null)?.highlights;
  return Array.isArray(highlights) ? highlights.filter((item) => typeof item === "string") : [];
}

/**
 * The index with the database's public events, posts, destinations and experiences; while the
 * database cannot be reached, with the content files', so search keeps working.
 */
export async function loadSearchIndex(locale: Locale = defaultLocale): Promise<Built> {
  try {
    const db = await getDatabase();
    const [events, posts, destinations, experiences] = await Promise.all([
      listEvents(db, locale),
      listBlogPosts(db, locale),
      listDestinations(db, locale),
      listExperiences(db, locale),
    ]);
    return getSearchIndex(locale, {
      events,
      posts,
      destinations: destinations.map((row) => ({ ...row, highlights: highlightsOf(row.details) })),
      experiences,
    });
  } catch {
    return getSearchIndex(locale);
  }
}
