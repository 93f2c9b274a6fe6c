import { experienceJson, travelGuideJson, upcomingEventJson } from "../api/shapes.ts";
import { type Content, contentIn } from "../content/localized.server.ts";
import type { Database } from "../db/client.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { withMediaCredits } from "../db/media.server.ts";
import {
  type EventRow,
  eventInLocale,
  inLocale,
  listDestinations,
  listEvents,
  listExperiences,
  listFeaturedVideos,
  listTravelGuides,
  listUpcomingEvents,
} from "../db/queries.server.ts";
import type { AboutTeaserData } from "../features/home/about-teaser.tsx";
import { HomeBelowTheFold } from "../features/home/below-the-fold-on-view.tsx";
import { explorerPlaces } from "../features/home/city-explorer.ts";
import { CityExplorer } from "../features/home/city-explorer.tsx";
import { eventBadge } from "../features/home/event-date-parts.ts";
import { pickFeaturedExperiences } from "../features/home/featured-experiences.ts";
import { guideCard } from "../features/home/guide-cards.ts";
import { type CatalogueStats, Hero, type NextFestival } from "../features/home/hero.tsx";
import { NewsletterSection } from "../features/home/newsletter-section.tsx";
import { nextFestival } from "../features/home/next-festival.ts";
import { HOME_EVENT_LIMIT } from "../features/home/upcoming-events.tsx";
import { type Locale, localeTags, pageLocale } from "../i18n/locales.ts";
import { todayInKosovo } from "../lib/dates.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { organizationJsonLd, websiteJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/_index";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["newsletter"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("home.meta.title"),
    description: site.t("home.meta.description"),
    path: paths.home(),
    jsonLd: [organizationJsonLd(site), websiteJsonLd(site)],
  });
};

/**
 * The lists are returned as promises: a document waits for them (entry.server renders it
 * whole), a client-side visit shows the skeletons meanwhile, and a database outage only
 * empties those sections instead of the whole page. Static content is trimmed here, so the
 * browser only downloads what the page shows.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const content = contentIn(locale);
  const { media } = content;
  const db = getDatabase();
  // English rows: the festival badge and the film festival card read the English names.
  const upcoming = db.then((database) => listUpcomingEvents(database));
  const pictures = content["travel-guides"].travelGuides;
  return {
    places: explorerPlaces(content.places.places, localeTags[locale]),
    about: aboutTeaser(content),
    slides: media.heroSlides,
    videos: db.then((database) => listFeaturedVideos(database, locale)),
    photos: media.photos,
    experiences: db
      .then((database) => listExperiences(database, locale))
      .then((rows) => pickFeaturedExperiences(rows.map(experienceJson)))
      .then(async (picked) => withMediaCredits(await db, picked, "image")),
    events: Promise.all([db, upcoming]).then(([database, rows]) =>
      withMediaCredits(
        database,
        rows.slice(0, HOME_EVENT_LIMIT).map((row) => ({
          ...upcomingEventJson(eventInLocale(row, locale)),
          festival: eventBadge(row.name) === "Festival",
        })),
        "image",
      ),
    ),
    nextFestival: upcoming.then((rows) => festivalCard(rows, locale)),
    stats: db.then(countCatalogue),
    // The cards' pictures and link labels follow the English titles (SPEC 2.3).
    guides: db
      .then((database) => listTravelGuides(database))
      .then((rows) =>
        rows.map((row) =>
          guideCard(travelGuideJson(row), pictures, travelGuideJson(inLocale(row, locale))),
        ),
      ),
  };
}

/** The hero's figures: what the database holds now, never a rounded-up claim (PRODUCT B11). */
async function countCatalogue(db: Database): Promise<CatalogueStats> {
  const [destinations, events, experiences] = await Promise.all([
    listDestinations(db),
    listEvents(db),
    listExperiences(db),
  ]);
  return {
    destinations: destinations.length,
    events: events.length,
    experiences: experiences.length,
  };
}

const TEASER_FACTS = ["capital", "population", "currency", "independence"];

function aboutTeaser({ about, media }: Content): AboutTeaserData {
  const { aboutMeta, quickFacts } = about;
  const picture = media.galleryPhotos[0];
  return {
    intro: aboutMeta.intro,
    facts: quickFacts
      .filter((fact) => TEASER_FACTS.includes(fact.id))
      .map(({ id, label, value }) => ({ id, label, value })),
    picture: picture && { url: picture.url, alt: picture.alt },
  };
}

/** The hero's "Next Festival" card: the festival whose edition starts first (decision 135). */
function festivalCard(rows: EventRow[], locale: Locale): NextFestival | null {
  const found = nextFestival(rows, todayInKosovo());
  const festival = found && eventInLocale(found, locale);
  return festival
    ? { id: festival.id, name: festival.name, town: festival.town, startDate: festival.startDate }
    : null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero
        nextFestival={loaderData.nextFestival}
        slides={loaderData.slides}
        stats={loaderData.stats}
      />
      <CityExplorer places={loaderData.places} />
      <HomeBelowTheFold
        data={{
          experiences: loaderData.experiences,
          videos: loaderData.videos,
          events: loaderData.events,
          guides: loaderData.guides,
          photos: loaderData.photos,
          about: loaderData.about,
        }}
      />
      <NewsletterSection />
    </>
  );
}
