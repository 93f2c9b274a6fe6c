import { attractionCities } from "../../content/attractions.ts";
import { blogPosts } from "../../content/blog.ts";
import { type City, cities, getCity } from "../../content/cities.ts";
import { travelGuides } from "../../content/travel-guides.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { listUpcomingEvents } from "../../db/queries.server.ts";
import { proj } from "../../lib/artwork/site.ts";
import { paths } from "../../lib/paths.ts";

/** The card of /cities: the list counts and texts of SPEC 2.13. */
function cityCard(city: City) {
  const [x, y] = proj([city.coordinates.lng, city.coordinates.lat]);
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
    /** The city's place on /artwork/site/map.svg, in percent. */
    map: { left: (x / 1200) * 100, top: (y / 800) * 100 },
  };
}

export type CityCardData = ReturnType<typeof cityCard>;

const culinaryPostId = 2;

/** The three guide cards of /cities: each opens the matching /plan section or blog article. */
function cityGuides() {
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

export function loadCities() {
  return { cities: cities.map(cityCard), guides: cityGuides() };
}

/**
 * Everything /cities/{id} shows, or undefined for an unknown id. A city event that is also in
 * the events calendar (PRODUCT B7: still to come at request time) is labelled upcoming and links
 * to its page.
 */
export async function loadCityDetail(id: number) {
  const city = getCity(id);
  if (!city) return undefined;
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
      events: events.map(({ scene: _s, ...event }) => {
        const listed = upcoming.find((row) => row.name === event.name);
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
    attractionsFilter: (attractionCities as readonly string[]).includes(city.name)
      ? city.name
      : undefined,
  };
}

export type CityDetailData = NonNullable<Awaited<ReturnType<typeof loadCityDetail>>>;
