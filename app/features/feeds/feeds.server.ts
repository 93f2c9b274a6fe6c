import { TEXT_LICENCE } from "../../api/open-data.server.ts";
import type { Database } from "../../db/client.server.ts";
import { listBlogPosts, listEvents } from "../../db/queries.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { kosovoOffset } from "../../lib/dates.ts";
import { formatEventDateRange } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";
import { type AtomEntry, buildAtom } from "./atom.ts";

/**
 * The Atom feeds (issue 33 item 2, docs/decisions/144): `/blog/feed.xml` and
 * `/events/feed.xml`, in the page's language (`/de/blog/feed.xml`), from the same readers as
 * the pages. Newest first: posts by their publication date, events by their last change.
 */

const SITE_AUTHOR = { name: "Explore Kosovo" } as const;
/** An empty feed's `updated`: a fixed moment, so its ETag does not change by itself. */
const NO_ENTRIES = new Date("2026-01-01T00:00:00Z");

const later = (a: Date, b: Date) => (a > b ? a : b);

const rights = (locale: Locale) =>
  translate(locale, "events.feeds.rights", {
    licence: TEXT_LICENCE.name,
    attribution: TEXT_LICENCE.attribution,
  });

export async function blogFeed(db: Database, locale: Locale, now: Date = new Date()) {
  const posts = await listBlogPosts(db, locale, now);
  const entries: AtomEntry[] = posts.map((post) => {
    // The day the article shows as published, from midnight in Kosovo (or its scheduled moment).
    const published =
      post.publishAt ?? new Date(`${post.publishDate}T00:00:00${kosovoOffset(post.publishDate)}`);
    const url = publicPageUrl(locale, paths.blogPost(post.id));
    return {
      id: url,
      title: post.title,
      url,
      published,
      updated: later(post.updatedAt, published),
      summary: post.excerpt,
      author: { name: post.authorName },
      categories: [post.category, ...post.tags],
    };
  });
  return siteFeed(locale, "blog", paths.blogFeed(), paths.blog(), entries);
}

export async function eventsFeed(db: Database, locale: Locale, now: Date = new Date()) {
  const events = await listEvents(db, locale, now);
  const entries = events
    .map((event): AtomEntry => {
      const url = publicPageUrl(locale, paths.event(event.id));
      const published = event.publishAt && event.publishAt <= now ? event.publishAt : undefined;
      const when = formatEventDateRange(event.startDate, event.endDate ?? undefined, locale);
      const confirmed = event.datesConfirmed
        ? ""
        : ` (${translate(locale, "events.calendar.toBeConfirmed")})`;
      return {
        id: url,
        title: event.name,
        url,
        ...(published ? { published } : {}),
        updated: published ? later(event.updatedAt, published) : event.updatedAt,
        summary: `${when}${confirmed} · ${event.town}\n\n${event.description}`,
        categories: [translate(locale, `events.categories.${event.category}`)],
      };
    })
    .sort((a, b) => b.updated.getTime() - a.updated.getTime() || a.id.localeCompare(b.id));
  return siteFeed(locale, "events", paths.eventsFeed(), paths.events(), entries);
}

/** One of the site's feeds: its own address is its id, the list page its alternate. */
function siteFeed(
  locale: Locale,
  name: "blog" | "events",
  feedPath: string,
  pagePath: string,
  entries: AtomEntry[],
) {
  const self = publicPageUrl(locale, feedPath);
  return buildAtom({
    id: self,
    title: translate(locale, `events.feeds.${name}Title`),
    subtitle: translate(locale, `events.feeds.${name}Subtitle`),
    language: locale,
    selfUrl: self,
    alternateUrl: publicPageUrl(locale, pagePath),
    author: SITE_AUTHOR,
    rights: rights(locale),
    emptyUpdated: NO_ENTRIES,
    entries,
  });
}
