import { attractionCities } from "../../content/attractions.ts";
import type { City } from "../../content/cities.ts";
import { type Content, contentIn } from "../../content/localized.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { listUpcomingEvents } from "../../db/queries.server.ts";
import { defaultLocale, type Locale } from "../../i18n/locales.ts";
import { projectToMap } from "../../lib/geo.ts";
import { paths } from "../../lib/paths.ts";
import { mentionsCentury } from "./city-format.ts";

const englishCity = (id: number) => contentIn(defaultLocale).cities.cities.find((c) => c.id === id);

/** The card of /cities: the list counts and texts of SPEC 2.13. */
function cityCard(city: City) {
  const { x, y } = projectToMap(city.coordinates.lat, city.coordinates.lng);
  const english = englishCity(city.id) ?? city;
  return {
    id: city.id,
    name: city.name,
    description: city.description,
    image: city.image,
    imageAlt: city.imageAlt,
    region: city.region,
    attractionsCount: city.attractionsCount,
    population: city.population,
    areas: city.neighborhoods.length,
    founded: city.founded,
    /** SPEC 2.13: the list shows the founded text only when it names a century (in English). */
    foundedCentury: mentionsCentury(english.founded),
    /** The city's place on /artwork/site/map.svg, in percent. */
    map: { left: (x / 1200) * 100, top: (y / 800) * 100 },
  };
}

export type CityCardData = ReturnType<typeof cityCard>;

const culinaryPostId = 2;

/** The three guide cards of /cities: each opens the matching /plan section or blog article. */
function cityGuides(content: Content) {
  const { travelGuides } = content["travel-guides"];
  const { blogPosts } = content.blog;
  const picture = (type: string) => travelGuides.find((guide) => guide.type === type);
  const transport = picture("transportation");
  const lodging = picture("accommodation");
  const food = blogPosts.find((post) => post.id === culinaryPostId);
  return [
    {
      id: "gettingAround",
      href: paths.plan("getting-around"),
      image: transport?.image ?? "/artwork/guides/transportation.svg",
      imageAlt: transport?.imageAlt ?? "",
    },
    {
      id: "whereToStay",
      href: paths.plan("where-to-stay"),
      image: lodging?.image ?? "/artwork/guides/accommodation.svg",
      imageAlt: lodging?.imageAlt ?? "",
    },
    {
      id: "culinary",
      href: paths.blogPost(culinaryPostId),
      image: food?.imageUrl ?? "/artwork/guides/culture.svg",
      imageAlt: food?.imageAlt ?? "",
    },
  ];
}

export type CityGuideCard = ReturnType<typeof cityGuides>[number];

export function loadCities(locale: Locale) {
  const content = contentIn(locale);
  return { cities: content.cities.cities.map(cityCard), guides: cityGuides(content) };
}

/**
 * Everything /cities/{id} shows, or undefined for an unknown id. A city event that is also in
 * the events calendar (PRODUCT B7: still to come at request time) is labelled upcoming and links
 * to its page.
 */
export async function loadCityDetail(id: number, locale: Locale) {
  const city = contentIn(locale).cities.cities.find((candidate) => candidate.id === id);
  const english = englishCity(id);
  if (!city || !english) return undefined;
  // City events and calendar events are matched by their English names; the dates are the same
  // in every language.
  const upcoming = await listUpcomingEvents(await getDatabase());
  const {
    scene: _scene,
    gallery,
    attractions,
    restaurants,
    accommodations,
    events,
    ...rest
  } = city;
  const picture = ({ image, imageAlt }: { image: string; imageAlt: string }) => ({
    image,
    imageAlt,
  });
  return {
    city: {
      ...rest,
      gallery: gallery.map(picture),
      attractions: attractions.map(({ scene: _s, ...attraction }) => attraction),
      restaurants: restaurants.map(({ scene: _s, ...restaurant }) => restaurant),
      accommodations: accommodations.map(({ scene: _s, ...stay }) => stay),
      events: events.map(({ scene: _s, ...event }, index) => {
        const englishName = english.events[index]?.name;
        const listed = upcoming.find((row) => row.name === englishName);
        // Exact dates only once the organiser has announced them; else the usual period.
        const confirmed = listed?.datesConfirmed === true;
        return {
          ...event,
          eventId: listed?.id,
          upcoming: listed !== undefined,
          startDate: confirmed ? listed.startDate : undefined,
          endDate: confirmed ? (listed.endDate ?? undefined) : undefined,
        };
      }),
    },
    /** The city's name as an /attractions filter, when the attractions list knows it. */
    attractionsFilter: (attractionCities as readonly string[]).includes(english.name)
      ? english.name
      : undefined,
  };
}

export type CityDetailData = NonNullable<Awaited<ReturnType<typeof loadCityDetail>>>;
