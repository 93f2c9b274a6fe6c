import { z } from "zod";
import {
  artworkSchema,
  climateSchema,
  coordinatesSchema,
  type Scene,
  sceneSchema,
  slugSchema,
  source,
  sourcesSchema,
} from "./schema.ts";

/**
 * The six built-in cities behind /cities and /cities/{id} (SPEC 2.13, 2.14, 3).
 * Restaurants and hotels are real places we are confident exist; where we could not name one with
 * confidence we describe a real area instead (e.g. "Cafés of the Grand Bazaar"). Figures are
 * hedged ("about"), opening hours general, and no phone numbers or exact prices are given.
 */

const cityImage = z.string().regex(/^\/artwork\/cities\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/);
const pictureSchema = artworkSchema.extend({ image: cityImage });

const namedTextSchema = z.object({
  name: z.string().min(3).max(60),
  description: z.string().min(30).max(240),
});

export const cityAttractionCategories = [
  "Monument",
  "Architecture",
  "Museum",
  "Religious Site",
  "Park",
] as const;

const cityAttractionSchema = pictureSchema.extend({
  id: z.number().int().min(101),
  name: z.string().min(3).max(60),
  description: z.string().min(40).max(240),
  category: z.enum(cityAttractionCategories),
  openingHours: z.string().min(8).max(140),
  price: z.literal("Free").optional(),
  address: z.string().min(8).max(140),
  /** The matching attraction (ids 1–10) when it is the same place. */
  attractionId: z.number().int().min(1).max(10).optional(),
});

const venueSchema = pictureSchema.extend({
  id: z.number().int().positive(),
  name: z.string().min(3).max(60),
  description: z.string().min(40).max(240),
  category: z.string().min(3).max(40),
  address: z.string().min(8).max(140),
});

const restaurantSchema = venueSchema.extend({
  priceRange: z.enum(["€", "€€", "€€€"]).optional(),
});

const accommodationSchema = venueSchema.extend({
  category: z.enum(["Luxury", "Mid-range", "Budget"]),
  priceRange: z.enum(["€€€€", "€€€", "€€", "€"]).optional(),
});

const cityEventSchema = pictureSchema.extend({
  id: z.number().int().positive(),
  name: z.string().min(3).max(80),
  /** When it usually happens, as text — never an exact future date. */
  date: z.string().min(5).max(80),
  description: z.string().min(40).max(260),
});

export const citySchema = pictureSchema
  .extend({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().min(1).max(6),
    slug: slugSchema,
    name: z.string().min(3).max(40),
    /** The tab on /cities: Northern = Mitrovica; Central = Pristina, Ferizaj; Southern = the rest. */
    region: z.enum(["northern", "central", "southern"]),
    gallery: z.array(pictureSchema).length(5),
    description: z.string().min(60).max(260),
    longDescription: z
      .string()
      .refine((t) => t.split("\n\n").length === 3 && t.split("\n\n").every((p) => p.length >= 80), {
        message: "longDescription must be exactly 3 paragraphs joined by a blank line",
      }),
    population: z.string().regex(/^About /),
    /** The list shows it when it mentions a century; the detail page shows the text before the first comma. */
    founded: z.string().min(10).max(80).includes(","),
    area: z.string().regex(/^about [\d,]+ km²/),
    attractionsCount: z.number().int().positive(),
    keyLandmarks: z.array(namedTextSchema).length(6),
    neighborhoods: z.array(namedTextSchema).min(5).max(7),
    attractions: z.array(cityAttractionSchema).min(4).max(6),
    restaurants: z.array(restaurantSchema).min(3).max(4),
    accommodations: z.array(accommodationSchema).min(1).max(3),
    accommodationTips: z.array(z.string().min(20).max(200)).length(3),
    events: z.array(cityEventSchema).min(1).max(2),
    localCuisine: z.string().min(20).max(200),
    touristInfo: z.string().min(20).max(240),
    gettingAround: z.string().min(80).max(700),
    coordinates: coordinatesSchema,
    climate: climateSchema,
  })
  .refine((c) => c.image === `/artwork/cities/${c.slug}.svg`, {
    message: "image must be /artwork/cities/{slug}.svg",
    path: ["image"],
  })
  .refine((c) => c.gallery.every((g, i) => g.image === `/artwork/cities/${c.slug}-${i + 1}.svg`), {
    message: "gallery images must be /artwork/cities/{slug}-{n}.svg",
    path: ["gallery"],
  })
  .refine((c) => c.attractions.every((a) => a.image.startsWith(`/artwork/cities/${c.slug}-`)), {
    message: "attraction images must be /artwork/cities/{city-slug}-{attraction-slug}.svg",
    path: ["attractions"],
  })
  .refine(
    (c) => c.restaurants.every((r, i) => r.image === `/artwork/cities/${c.slug}-food-${i + 1}.svg`),
    {
      message: "restaurant images must be /artwork/cities/{city-slug}-food-{n}.svg",
      path: ["restaurants"],
    },
  )
  .refine(
    (c) => c.events.every((e, i) => e.image === `/artwork/cities/${c.slug}-event-${i + 1}.svg`),
    { message: "event images must be /artwork/cities/{city-slug}-event-{n}.svg", path: ["events"] },
  );

export type City = z.infer<typeof citySchema>;

const expectedCities = [
  ["pristina", 24, "central"],
  ["prizren", 18, "southern"],
  ["peja", 15, "southern"],
  ["gjakova", 12, "southern"],
  ["mitrovica", 10, "northern"],
  ["ferizaj", 8, "central"],
] as const;

export const citiesSchema = z.array(citySchema).superRefine((list, ctx) => {
  if (list.length !== expectedCities.length) {
    ctx.addIssue({ code: "custom", message: "there are exactly six cities" });
  }
  list.forEach((city, i) => {
    const [slug, count, region] = expectedCities[i] ?? [];
    if (
      city.id !== i + 1 ||
      city.slug !== slug ||
      city.attractionsCount !== count ||
      city.region !== region
    ) {
      ctx.addIssue({
        code: "custom",
        message: `city ${i + 1} must be ${slug} (${count} attractions, ${region})`,
      });
    }
  });
  const attractionIds = list.flatMap((c) => c.attractions.map((a) => a.id));
  if (new Set(attractionIds).size !== attractionIds.length) {
    ctx.addIssue({ code: "custom", message: "city attraction ids must be unique across cities" });
  }
});

// ---------------------------------------------------------------------------------------------

function scene(
  landscape: Scene["landscape"],
  landmark: Scene["landmark"],
  time: Scene["time"],
  season: Scene["season"],
): Scene {
  return sceneSchema.parse({ landscape, landmark, time, season });
}

const paragraphs = (...list: string[]) => list.join("\n\n");

function gallery(slug: string, list: Array<[string, Scene]>) {
  return list.map(([imageAlt, s], i) => ({
    image: `/artwork/cities/${slug}-${i + 1}.svg`,
    imageAlt,
    scene: s,
  }));
}

// ---------------------------------------------------------------------------------------------

const pristina = {
  id: 1,
  sources: [
    source("https://en.wikipedia.org/wiki/Pristina", "Pristina — Wikipedia"),
    source(
      "http://www.inyourpocket.com/kosovo/pristina/sightseeing/museums/Kosovo-Museum_29249v",
      "Kosovo Museum — In Your Pocket",
    ),
    source(
      "http://architectuul.com/architecture/national-library-in-prishtina",
      "National Library in Prishtina — Architectuul",
    ),
  ],
  slug: "pristina",
  name: "Pristina",
  region: "central",
  image: "/artwork/cities/pristina.svg",
  imageAlt: "The Newborn letters and the domes of the National Library in central Pristina",
  scene: scene("city", "newborn", "golden", "autumn"),
  gallery: gallery("pristina", [
    [
      "The National Library's domes and lattice façade on a sunny day",
      scene("city", "library", "day", "summer"),
    ],
    [
      "The Newborn monument lit up on a winter evening",
      scene("city", "newborn", "night", "winter"),
    ],
    [
      "Mother Teresa Boulevard busy with café terraces in spring",
      scene("city", "crowd", "dusk", "spring"),
    ],
    [
      "Minarets and the clock tower of Pristina's old town at dawn",
      scene("city", "clock-tower", "dawn", "autumn"),
    ],
    [
      "Forest paths of Germia Park on the edge of the city",
      scene("forest", "hikers", "day", "summer"),
    ],
  ]),
  description:
    "Kosovo's young, café-loving capital: the Newborn monument, the domed National Library and a small Ottoman quarter, all within walking distance.",
  longDescription: paragraphs(
    "Pristina (Prishtina) is where most trips to Kosovo begin. The airport, the main bus station, the university and the government are all here, and the centre is compact: from Mother Teresa Boulevard you can walk to the Newborn monument, the National Library, the Museum of Kosovo and the old bazaar quarter in well under an hour.",
    "It is not a city of grand set pieces but of layers. Ottoman mosques such as the 15th-century Imperial Mosque stand near Yugoslav-era blocks, the bold 1982 library and the new Catholic cathedral. One of the youngest populations in Europe keeps the cafés, galleries and bars busy from morning espresso to late at night.",
    "Give yourself a day or two. Walk the boulevard, climb the cathedral's bell tower for the view, see the Goddess on the Throne in the museum, and escape to the forest trails of Germia Park. Gračanica Monastery and the Roman site of Ulpiana are a short ride south-east.",
  ),
  population: "About 230,000 (municipality)",
  founded: "Medieval market town, recorded from the 14th century",
  area: "about 523 km² (municipality)",
  attractionsCount: 24,
  keyLandmarks: [
    {
      name: "Newborn Monument",
      description:
        "Giant letters unveiled on Independence Day in 2008 and repainted with a new design every year.",
    },
    {
      name: "National Library of Kosovo",
      description:
        "Andrija Mutnjaković's 1982 building of glass domes wrapped in a metal lattice, on the university campus.",
    },
    {
      name: "Mother Teresa Boulevard",
      description:
        "The pedestrian spine of the city, lined with cafés, shops and the statue of Skanderbeg at its northern end.",
    },
    {
      name: "Museum of Kosovo",
      description:
        "The national museum in an 1889 building, home to the Neolithic Goddess on the Throne.",
    },
    {
      name: "Cathedral of Saint Mother Teresa",
      description:
        "Catholic cathedral consecrated in 2017; its bell tower has a lift and a wide view over the city.",
    },
    {
      name: "Germia Park",
      description:
        "A large forested park on the north-eastern edge of the city, with trails, picnic spots and a summer swimming pool.",
    },
  ],
  neighborhoods: [
    {
      name: "City centre (Qendra)",
      description: "Mother Teresa Boulevard, the main squares and most museums, hotels and cafés.",
    },
    {
      name: "Old town",
      description:
        "The remains of the Ottoman bazaar quarter, with the Imperial Mosque, the clock tower and the Ethnological Museum.",
    },
    {
      name: "Pejton",
      description:
        "A compact grid of streets just west of the boulevard, packed with restaurants and bars.",
    },
    {
      name: "Dragodan (Arbëria)",
      description: "A leafy hillside district of embassies and villas with views over the city.",
    },
    {
      name: "Ulpiana",
      description:
        "A Yugoslav-era residential neighbourhood of tower blocks, parks and local cafés south of the centre.",
    },
    {
      name: "Sunny Hill (Kodra e Diellit)",
      description: "A hilltop residential area to the east, with views back over the centre.",
    },
  ],
  attractions: [
    {
      id: 101,
      name: "Newborn Monument",
      image: "/artwork/cities/pristina-newborn-monument.svg",
      imageAlt: "The NEWBORN letters painted in bright colours in central Pristina",
      scene: scene("city", "newborn", "day", "spring"),
      description:
        "The typographic monument of independence, freshly painted every February. A quick but essential photo stop.",
      category: "Monument",
      openingHours: "Open-air, accessible at any time",
      price: "Free",
      address: "Luan Haradinaj Street, beside the Palace of Youth and Sports",
      attractionId: 3,
    },
    {
      id: 102,
      name: "National Library of Kosovo",
      image: "/artwork/cities/pristina-national-library.svg",
      imageAlt: "The domed National Library of Kosovo in golden evening light",
      scene: scene("city", "library", "golden", "autumn"),
      description:
        "Pristina's most debated building, all domes and metal lattice. Step inside to see the light under the domes.",
      category: "Architecture",
      openingHours: "Working library, generally open on weekdays",
      price: "Free",
      address: "University campus, off Agim Ramadani Street",
      attractionId: 4,
    },
    {
      id: 103,
      name: "Museum of Kosovo",
      image: "/artwork/cities/pristina-museum-of-kosovo.svg",
      imageAlt: "The ochre façade of the Museum of Kosovo in the old town",
      scene: scene("city", "museum", "day", "winter"),
      description:
        "Archaeology from the Neolithic to Roman Ulpiana, and the story of modern Kosovo. Check it is open before you go.",
      category: "Museum",
      openingHours: "Usually Tuesday to Sunday during the day; closed on Mondays",
      price: "Free",
      address: "Old town, beside the Jashar Pasha Mosque",
      attractionId: 5,
    },
    {
      id: 104,
      name: "Cathedral of Saint Mother Teresa",
      image: "/artwork/cities/pristina-mother-teresa-cathedral.svg",
      imageAlt: "The red-brick Catholic cathedral and its tall bell tower in Pristina",
      scene: scene("city", "catholic-church", "dusk", "summer"),
      description:
        "A red-brick cathedral consecrated in 2017. Take the lift up the bell tower for one of the best views of the city.",
      category: "Religious Site",
      openingHours: "Usually open daily; the bell tower has its own opening times",
      address: "Near Bill Clinton Boulevard, central Pristina",
    },
    {
      id: 105,
      name: "Germia Park",
      image: "/artwork/cities/pristina-germia-park.svg",
      imageAlt: "Walkers among tall trees on a forest trail in Germia Park",
      scene: scene("forest", "hikers", "day", "autumn"),
      description:
        "Forested hills on the city's edge with walking and cycling trails, picnic meadows and a big outdoor pool in summer.",
      category: "Park",
      openingHours: "Open all day, every day",
      price: "Free",
      address: "North-eastern edge of Pristina",
    },
    {
      id: 106,
      name: "Imperial Mosque (Fatih Mosque)",
      image: "/artwork/cities/pristina-imperial-mosque.svg",
      imageAlt: "The stone dome and minaret of the Imperial Mosque in the old town",
      scene: scene("city", "mosque", "dawn", "spring"),
      description:
        "Built in the 1460s on the order of Sultan Mehmed II, it is one of the oldest buildings in Pristina, with a vast single dome.",
      category: "Religious Site",
      openingHours: "Open to visitors outside prayer times",
      price: "Free",
      address: "Old town, near the clock tower",
    },
  ],
  restaurants: [
    {
      id: 11,
      name: "Liburnia",
      image: "/artwork/cities/pristina-food-1.svg",
      imageAlt: "A table of traditional Kosovar dishes in an old stone-walled restaurant",
      scene: scene("city", "food-table", "dusk", "autumn"),
      description:
        "Traditional Albanian and Kosovar cooking in an old house near the old town, with a courtyard for warm evenings.",
      category: "Traditional Kosovar",
      priceRange: "€€",
      address: "Near the old town, central Pristina",
    },
    {
      id: 12,
      name: "Tiffany",
      image: "/artwork/cities/pristina-food-2.svg",
      imageAlt: "Dishes from a wood-fired oven served on a garden terrace",
      scene: scene("city", "food-table", "golden", "summer"),
      description:
        "A long-standing favourite with no fixed menu: the waiter tells you what comes out of the wood-fired oven today.",
      category: "Kosovar, grill",
      priceRange: "€€",
      address: "City centre, Pristina",
    },
    {
      id: 13,
      name: "Soma Book Station",
      image: "/artwork/cities/pristina-food-3.svg",
      imageAlt: "A café-restaurant table surrounded by bookshelves and a garden",
      scene: scene("city", "food-table", "day", "spring"),
      description:
        "Café, restaurant and bookshop in one, with a garden, a broad international menu and a relaxed crowd.",
      category: "International, café",
      priceRange: "€€",
      address: "City centre, Pristina",
    },
    {
      id: 14,
      name: "Dit' e Nat'",
      image: "/artwork/cities/pristina-food-4.svg",
      imageAlt: "A cosy bookshop café with coffee cups and books on the table",
      scene: scene("city", "food-table", "night", "winter"),
      description:
        "A bookshop café that serves good coffee, light meals and, on some evenings, live jazz or readings.",
      category: "Café, bookshop",
      priceRange: "€",
      address: "City centre, Pristina",
    },
  ],
  accommodations: [
    {
      id: 15,
      name: "Swiss Diamond Hotel Prishtina",
      image: "/artwork/cities/pristina-stay-1.svg",
      imageAlt: "A grand hotel façade on a square in central Pristina at night",
      scene: scene("city", "none", "night", "autumn"),
      description:
        "The capital's best-known five-star hotel, right on Mother Teresa Boulevard, with a spa and formal restaurants.",
      category: "Luxury",
      priceRange: "€€€€",
      address: "Mother Teresa Square, Pristina",
    },
    {
      id: 16,
      name: "Hotel Sirius",
      image: "/artwork/cities/pristina-stay-2.svg",
      imageAlt: "A modern city-centre hotel with a rooftop view over Pristina",
      scene: scene("city", "none", "day", "spring"),
      description:
        "A central, business-style hotel a few minutes from the boulevard, with a rooftop restaurant.",
      category: "Mid-range",
      priceRange: "€€€",
      address: "City centre, Pristina",
    },
    {
      id: 17,
      name: "Velania Guesthouse",
      image: "/artwork/cities/pristina-stay-3.svg",
      imageAlt: "A friendly guesthouse terrace on a hillside street in Pristina",
      scene: scene("hills", "none", "golden", "summer"),
      description:
        "A long-running, homely guesthouse in the hillside Velania district, popular with backpackers.",
      category: "Budget",
      priceRange: "€",
      address: "Velania district, Pristina",
    },
  ],
  accommodationTips: [
    "Stay within walking distance of Mother Teresa Boulevard; most sights, cafés and restaurants are there.",
    "Book early for late July and August, when festivals and visiting diaspora fill rooms.",
    "Hotels run about 40–150 € a night, guesthouses 15–60 € and hostel beds 10–25 €.",
  ],
  events: [
    {
      id: 18,
      name: "Prishtina International Film Festival (PriFest)",
      date: "Dates vary; recent editions were in late summer or autumn",
      description:
        "Kosovo's international feature-film festival, running since 2009, with screenings, guests and parties across the city.",
      image: "/artwork/cities/pristina-event-1.svg",
      imageAlt: "A cinema screen and audience at an evening festival screening",
      scene: scene("city", "cinema-screen", "night", "autumn"),
    },
    {
      id: 19,
      name: "Sunny Hill Festival",
      date: "Usually late July or early August",
      description:
        "The big music festival founded by Dua Lipa and her father, with international headliners. Check that an edition is announced.",
      image: "/artwork/cities/pristina-event-2.svg",
      imageAlt: "A large open-air festival stage with crowds at dusk",
      scene: scene("hills", "stage", "dusk", "summer"),
    },
  ],
  localCuisine:
    "Flija (layered pancake pie), tavë kosi, qebapa, burek with yogurt, and a macchiato at every stop.",
  touristInfo:
    "Ask at your hotel or a local tour agency for maps, guides and current opening times; museum hours change often.",
  gettingAround:
    "Central Pristina is best seen on foot: the boulevard, the old town and the library are all within a 20-minute walk. City buses cost about 0.40–0.50 € a ride, and taxis are cheap, at about 2–5 € for a trip in town; use a metered taxi or agree the fare first. From the airport a taxi costs about 15–20 € and the airport bus about 3 €. For Gračanica, Ulpiana or day trips further afield, intercity buses leave from the main bus station, or you can rent a car for about 25–50 € a day.",
  coordinates: { lat: 42.6629, lng: 21.1655 },
  climate: {
    winter: { highC: 4, lowC: -5 },
    spring: { highC: 17, lowC: 5 },
    summer: { highC: 28, lowC: 13 },
    autumn: { highC: 17, lowC: 5 },
    note: "Continental: cold, sometimes snowy winters and warm, dry summers. Spring and early autumn are the most pleasant for walking.",
  },
};

const prizren = {
  id: 2,
  sources: [source("https://en.wikipedia.org/wiki/Prizren", "Prizren — Wikipedia")],
  slug: "prizren",
  name: "Prizren",
  region: "southern",
  image: "/artwork/cities/prizren.svg",
  imageAlt: "Prizren Fortress above the Stone Bridge and the minaret of the Sinan Pasha Mosque",
  scene: scene("city", "fortress", "golden", "summer"),
  gallery: gallery("prizren", [
    [
      "The old Stone Bridge over the Lumbardhi river in Prizren",
      scene("river", "stone-bridge", "day", "spring"),
    ],
    [
      "The Sinan Pasha Mosque by the river on a summer night",
      scene("city", "mosque", "night", "summer"),
    ],
    [
      "The fortress walls above the red roofs of the old town at sunset",
      scene("hills", "fortress", "golden", "autumn"),
    ],
    [
      "Shadërvan square's cafés and fountain in the morning",
      scene("city", "old-town", "dawn", "spring"),
    ],
    [
      "Snow on the Sharr Mountains behind Prizren's minarets",
      scene("mountains", "mosque", "day", "winter"),
    ],
  ]),
  description:
    "Kosovo's most beautiful old town: a stone bridge, Ottoman mosques and a hilltop fortress on the Lumbardhi river, below the Sharr Mountains.",
  longDescription: paragraphs(
    "Prizren sits where the Lumbardhi river leaves the Sharr Mountains, and its old town climbs the slopes on both banks. Around Shadërvan square you find the Sinan Pasha Mosque, the restored Stone Bridge and lanes of cafés, silver filigree workshops and bakeries, with the fortress walls watching from the hill above.",
    "It was an important medieval town, then a prosperous Ottoman one, and in 1878 it hosted the League of Prizren, a landmark of the Albanian national movement. Churches, mosques, hammams and a Catholic cathedral stand close together, and the 14th-century Church of the Virgin of Ljeviš is part of a UNESCO World Heritage Site.",
    "Come for at least a night. Climb to the fortress for sunset, eat by the river, and if you are here in early August, join the crowds at DokuFest, the documentary and short film festival. The Sharr Mountains, the Prevalla pass and the vineyards of Rahovec are all within easy reach.",
  ),
  population: "About 150,000 (municipality)",
  founded: "Roman-era Theranda, flourished from the 14th century",
  area: "about 627 km² (municipality)",
  attractionsCount: 18,
  keyLandmarks: [
    {
      name: "Prizren Fortress",
      description:
        "Hilltop walls above the old town, reached by a 15–20 minute climb, with the best view in the city.",
    },
    {
      name: "Stone Bridge",
      description:
        "The Ottoman-era bridge over the Lumbardhi, rebuilt after a flood in 1979 and now the town's emblem.",
    },
    {
      name: "Sinan Pasha Mosque",
      description:
        "The landmark mosque of 1615, with a great dome and painted interior, by the river.",
    },
    {
      name: "Church of the Virgin of Ljeviš",
      description:
        "A 14th-century church with important frescoes, part of the UNESCO site Medieval Monuments in Kosovo.",
    },
    {
      name: "League of Prizren Complex",
      description:
        "A museum on the site where Albanian leaders met in 1878 to defend their lands and rights.",
    },
    {
      name: "Gazi Mehmed Pasha Hammam",
      description:
        "A 16th-century Ottoman bathhouse across the river, restored and used for exhibitions.",
    },
  ],
  neighborhoods: [
    {
      name: "Shadërvan",
      description:
        "The cobbled heart of the old town around the fountain, full of cafés and restaurants.",
    },
    {
      name: "Nënkalaja",
      description: "The steep old quarter below the fortress, crossed on the walk up to Kalaja.",
    },
    {
      name: "Marash",
      description:
        "A green riverside area upstream, with plane trees, picnic spots and restaurants by the water.",
    },
    {
      name: "Arasta",
      description: "An old craft quarter near the river, once home to market stalls and workshops.",
    },
    {
      name: "Ortakoll",
      description:
        "A residential neighbourhood on the north side of town, with local shops and bakeries.",
    },
  ],
  attractions: [
    {
      id: 201,
      name: "Prizren Fortress",
      image: "/artwork/cities/prizren-fortress.svg",
      imageAlt: "Prizren Fortress walls on the hill at sunset",
      scene: scene("hills", "fortress", "dusk", "summer"),
      description:
        "Restored walls and gateways on the hill above the old town; come for sunset and the view over the minarets.",
      category: "Monument",
      openingHours: "Open-air site, accessible all day",
      price: "Free",
      address: "Kalaja hill, above the old town",
      attractionId: 1,
    },
    {
      id: 202,
      name: "Sinan Pasha Mosque",
      image: "/artwork/cities/prizren-sinan-pasha-mosque.svg",
      imageAlt: "The dome and minaret of the Sinan Pasha Mosque beside the river",
      scene: scene("river", "mosque", "day", "autumn"),
      description:
        "Prizren's great 17th-century mosque, with a painted dome. Visit between prayers and dress modestly.",
      category: "Religious Site",
      openingHours: "Open to visitors outside prayer times",
      price: "Free",
      address: "Shadërvan area, south bank of the Lumbardhi",
      attractionId: 2,
    },
    {
      id: 203,
      name: "Stone Bridge",
      image: "/artwork/cities/prizren-stone-bridge.svg",
      imageAlt: "The arched Stone Bridge over the Lumbardhi at dawn",
      scene: scene("river", "stone-bridge", "dawn", "spring"),
      description:
        "The arched Ottoman-era bridge, rebuilt after the 1979 flood; the classic view of Prizren, especially at night.",
      category: "Monument",
      openingHours: "Open at all times",
      price: "Free",
      address: "Across the Lumbardhi, by Shadërvan",
    },
    {
      id: 204,
      name: "Church of the Virgin of Ljeviš",
      image: "/artwork/cities/prizren-virgin-of-ljevis.svg",
      imageAlt: "The brick bell tower and domes of the Church of the Virgin of Ljeviš",
      scene: scene("city", "orthodox-church", "golden", "autumn"),
      description:
        "A 14th-century church with rare frescoes and a UNESCO listing. Access to the interior is limited; ask locally.",
      category: "Religious Site",
      openingHours: "Interior opened irregularly; the exterior can be seen from the street",
      address: "Old town, north bank of the Lumbardhi",
    },
    {
      id: 205,
      name: "League of Prizren Complex",
      image: "/artwork/cities/prizren-league-of-prizren.svg",
      imageAlt: "A traditional Ottoman house with a courtyard by the river in Prizren",
      scene: scene("city", "museum", "day", "summer"),
      description:
        "A museum on the site of the 1878 League of Prizren, with an ethnographic collection in a traditional house.",
      category: "Museum",
      openingHours: "Usually open during the day; closed on some holidays",
      address: "South bank of the Lumbardhi, upstream from the Stone Bridge",
    },
  ],
  restaurants: [
    {
      id: 21,
      name: "Ambient",
      image: "/artwork/cities/prizren-food-1.svg",
      imageAlt: "Tables by a river and a small waterfall with traditional dishes",
      scene: scene("river", "food-table", "golden", "summer"),
      description:
        "Tables along the water a short walk from the old town, serving traditional dishes such as tava casseroles.",
      category: "Traditional Kosovar",
      priceRange: "€€",
      address: "By the Lumbardhi river, just outside the old town",
    },
    {
      id: 22,
      name: "Besimi-Beska",
      image: "/artwork/cities/prizren-food-2.svg",
      imageAlt: "Grilled meats and salads on a terrace in Prizren's old town",
      scene: scene("city", "food-table", "dusk", "autumn"),
      description:
        "A long-established old-town restaurant for grilled meats, salads and simple, generous plates at fair prices.",
      category: "Grill",
      priceRange: "€",
      address: "Old town, near Shadërvan",
    },
    {
      id: 23,
      name: "Cafés of Shadërvan",
      image: "/artwork/cities/prizren-food-3.svg",
      imageAlt: "Macchiatos and baklava on a café table by the Shadërvan fountain",
      scene: scene("city", "food-table", "day", "spring"),
      description:
        "Sit under the trees around the fountain with a macchiato or Turkish coffee and baklava, and watch the town stroll past.",
      category: "Cafés",
      priceRange: "€",
      address: "Shadërvan square, old town",
    },
  ],
  accommodations: [
    {
      id: 24,
      name: "Hotel Theranda",
      image: "/artwork/cities/prizren-stay-1.svg",
      imageAlt: "A hotel in Prizren's old town with the fortress on the hill behind",
      scene: scene("city", "fortress", "day", "spring"),
      description:
        "A comfortable hotel right in the old town, a few steps from Shadërvan and the river.",
      category: "Mid-range",
      priceRange: "€€€",
      address: "Old town, near Shadërvan",
    },
    {
      id: 25,
      name: "Driza's House",
      image: "/artwork/cities/prizren-stay-2.svg",
      imageAlt: "A friendly hostel courtyard in an old house in Prizren",
      scene: scene("city", "old-town", "golden", "summer"),
      description:
        "A popular hostel in an old house near the centre, with a courtyard that is easy to meet other travellers in.",
      category: "Budget",
      priceRange: "€",
      address: "Old town, Prizren",
    },
  ],
  accommodationTips: [
    "Stay in or near the old town: everything worth seeing is within a 15-minute walk.",
    "Rooms sell out during DokuFest in early August; book months ahead for that week.",
    "Many small guesthouses in old houses have steep stairs and no lift — ask if that matters to you.",
  ],
  events: [
    {
      id: 26,
      name: "DokuFest",
      date: "Usually early August",
      description:
        "Kosovo's best-known festival: documentary and short films on open-air screens around the old town, with concerts every night.",
      image: "/artwork/cities/prizren-event-1.svg",
      imageAlt: "An open-air cinema screen by the river in Prizren at night",
      scene: scene("river", "cinema-screen", "night", "summer"),
    },
    {
      id: 27,
      name: "Zambaku i Prizrenit",
      date: "Dates vary; recent editions were in late summer or autumn",
      description:
        "Founded in 1986: one evening of newly written songs in Prizren's urban song tradition, sung with a live orchestra for the festival's lily.",
      image: "/artwork/cities/prizren-event-2.svg",
      imageAlt: "Musicians on a stage in Prizren's old town on an autumn evening",
      scene: scene("city", "stage", "dusk", "autumn"),
    },
  ],
  localCuisine:
    "Grilled qebapa and tava casseroles, burek, baklava, and wine and raki from nearby Rahovec.",
  touristInfo:
    "The old town is compact and well signed; ask your guesthouse for a map and for which churches and museums are open that day.",
  gettingAround:
    "Walk: the old town is pedestrian and the fortress is a short climb. A taxi within Prizren costs about 2–5 €. Intercity buses to Pristina, Gjakova and Peja leave from the bus station on the edge of the centre and cost about 3–7 €; for the Sharr Mountains or Rahovec, a car (about 25–50 € a day) or a taxi arranged through your hotel is easiest.",
  coordinates: { lat: 42.2139, lng: 20.7397 },
  climate: {
    winter: { highC: 6, lowC: -3 },
    spring: { highC: 19, lowC: 7 },
    summer: { highC: 30, lowC: 15 },
    autumn: { highC: 19, lowC: 7 },
    note: "Sheltered and a little warmer than Pristina, with hot summers; the nearby Sharr Mountains stay snowy well into spring.",
  },
};

const peja = {
  id: 3,
  sources: [
    source("https://en.wikipedia.org/wiki/Peja", "Peja — Wikipedia"),
    source(
      "http://everything.explained.today/White_Drin_Waterfall/",
      "White Drin Waterfall near Radac, 11 km from Peja — Wikipedia (mirror)",
    ),
  ],
  slug: "peja",
  name: "Peja",
  region: "southern",
  image: "/artwork/cities/peja.svg",
  imageAlt: "The mouth of the Rugova Gorge above the town of Peja",
  scene: scene("canyon", "none", "golden", "autumn"),
  gallery: gallery("peja", [
    [
      "The limestone walls of the Rugova Gorge just outside Peja",
      scene("canyon", "none", "day", "summer"),
    ],
    [
      "The red churches of the Patriarchate of Peć below the mountains",
      scene("mountains", "orthodox-church", "day", "spring"),
    ],
    [
      "The old bazaar of Peja with its wooden shopfronts at dusk",
      scene("city", "bazaar", "dusk", "autumn"),
    ],
    ["A zip line across the Rugova Gorge", scene("canyon", "zipline", "golden", "summer")],
    [
      "Snowy peaks of the Accursed Mountains above Peja at dawn",
      scene("mountains", "none", "dawn", "winter"),
    ],
  ]),
  description:
    "Peja (Peć) sits at the foot of the Accursed Mountains, with the Rugova Gorge on its doorstep and the UNESCO-listed Patriarchate at the edge of town.",
  longDescription: paragraphs(
    "Peja (Peć in Serbian) lies on the Lumbardhi river where it leaves the Rugova Gorge, with the peaks of the Accursed Mountains (Bjeshkët e Nemuna) rising straight behind it. It is Kosovo's main base for the outdoors, and also the home of the beer that carries its name.",
    "The town has a long, layered past. From 1346 the Patriarchate of Peć was the seat of the Serbian patriarchs; under the Ottomans the town grew around its bazaar and the 15th-century Bajrakli Mosque. The old bazaar has been rebuilt, and the Patriarchate is part of the UNESCO site Medieval Monuments in Kosovo.",
    "Spend a day in town, then head up the gorge: via ferrata routes, a zip line, hiking on the Peaks of the Balkans trail and guesthouse lunches of Rugova cheese and flija. In July the Anibar animation festival fills the town's cinema and squares.",
  ),
  population: "About 85,000 (municipality)",
  founded: "Medieval town, seat of the Serbian patriarchs from the 14th century",
  area: "about 602 km² (municipality)",
  attractionsCount: 15,
  keyLandmarks: [
    {
      name: "Rugova Gorge",
      description:
        "A narrow limestone canyon starting 2 km west of town, with a mountain road, via ferrata and a zip line.",
    },
    {
      name: "Patriarchate of Peć",
      description:
        "Four joined medieval churches with frescoes, part of a UNESCO World Heritage Site.",
    },
    {
      name: "Bajrakli Mosque",
      description:
        "Peja's main historic mosque, from the 15th century, at the edge of the old bazaar.",
    },
    {
      name: "Old Bazaar (Çarshia e Gjatë)",
      description: "The rebuilt long bazaar street of small shops, cafés and craftsmen.",
    },
    {
      name: "Source of the White Drin (Radavc)",
      description: "A waterfall and spring near the village of Radavc, about 11 km north of town.",
    },
    {
      name: "Accursed Mountains",
      description: "High limestone peaks and valleys crossed by the Peaks of the Balkans trail.",
    },
  ],
  neighborhoods: [
    {
      name: "City centre",
      description: "The squares and pedestrian streets around the Hotel Dukagjini and the river.",
    },
    {
      name: "Old Bazaar",
      description:
        "The rebuilt Ottoman market street with cafés and workshops near the Bajrakli Mosque.",
    },
    {
      name: "Karagaç",
      description: "A wooded hill and park on the western side of town, popular for walks.",
    },
    {
      name: "Lumbardhi riverside",
      description:
        "The river promenade leading west from the centre towards the Patriarchate and the gorge.",
    },
    {
      name: "Rugova valley",
      description:
        "The mountain villages above the gorge, with guesthouses, pastures and trailheads.",
    },
  ],
  attractions: [
    {
      id: 301,
      name: "Rugova Gorge",
      image: "/artwork/cities/peja-rugova-gorge.svg",
      imageAlt: "The road winding through the narrow Rugova canyon",
      scene: scene("canyon", "none", "day", "autumn"),
      description:
        "Kosovo's most dramatic canyon, starting just outside town: viewpoints, via ferrata, a zip line and mountain trails.",
      category: "Park",
      openingHours: "Open all year; activities mostly late spring to autumn",
      price: "Free",
      address: "Peja–Rugova road, about 2 km west of the centre",
      attractionId: 6,
    },
    {
      id: 302,
      name: "Patriarchate of Peć",
      image: "/artwork/cities/peja-patriarchate.svg",
      imageAlt: "The red-walled Patriarchate churches in a green garden",
      scene: scene("valley", "monastery", "day", "spring"),
      description:
        "Four medieval churches under one roof, covered in frescoes. Bring your passport or ID for the checkpoint.",
      category: "Religious Site",
      openingHours: "Usually open during the day, outside services",
      price: "Free",
      address: "Western edge of Peja, on the road into the gorge",
      attractionId: 7,
    },
    {
      id: 303,
      name: "Bajrakli Mosque",
      image: "/artwork/cities/peja-bajrakli-mosque.svg",
      imageAlt: "The dome and minaret of Peja's Bajrakli Mosque at dusk",
      scene: scene("city", "mosque", "dusk", "summer"),
      description:
        "The town's principal historic mosque, from the 15th century, beside the old bazaar.",
      category: "Religious Site",
      openingHours: "Open to visitors outside prayer times",
      price: "Free",
      address: "Old Bazaar, Peja",
    },
    {
      id: 304,
      name: "Old Bazaar",
      image: "/artwork/cities/peja-old-bazaar.svg",
      imageAlt: "Wooden shopfronts and cafés along Peja's old bazaar",
      scene: scene("city", "bazaar", "day", "spring"),
      description:
        "Stroll the rebuilt market street for filigree, traditional caps and coffee in a tiny café.",
      category: "Architecture",
      openingHours: "Shops usually open from morning to early evening",
      price: "Free",
      address: "Old town, Peja",
    },
    {
      id: 305,
      name: "Source of the White Drin",
      image: "/artwork/cities/peja-white-drin-source.svg",
      imageAlt: "A waterfall pouring from a rock face near Radavc",
      scene: scene("waterfall", "none", "golden", "summer"),
      description:
        "A waterfall where the White Drin springs from the rock, with a short path and restaurants nearby.",
      category: "Park",
      openingHours: "Open all day",
      price: "Free",
      address: "Near the village of Radavc, north of Peja",
    },
  ],
  restaurants: [
    {
      id: 31,
      name: "Art Design",
      image: "/artwork/cities/peja-food-1.svg",
      imageAlt: "A table of traditional dishes in a restaurant full of folk art",
      scene: scene("city", "food-table", "dusk", "winter"),
      description:
        "A long-standing restaurant decorated with folk art and paintings, serving traditional Kosovar dishes.",
      category: "Traditional Kosovar",
      priceRange: "€€",
      address: "City centre, Peja",
    },
    {
      id: 32,
      name: "Rugova valley guesthouses",
      image: "/artwork/cities/peja-food-2.svg",
      imageAlt: "Flija, cheese and salads on a guesthouse table in the mountains",
      scene: scene("mountains", "food-table", "day", "summer"),
      description:
        "Many family guesthouses up the gorge serve home cooking: flija, Rugova cheese, mountain lamb and fresh salads.",
      category: "Home cooking",
      priceRange: "€",
      address: "Villages of the Rugova valley, west of Peja",
    },
    {
      id: 33,
      name: "Cafés of the Old Bazaar",
      image: "/artwork/cities/peja-food-3.svg",
      imageAlt: "Coffee and pastries on a small table in an old bazaar street",
      scene: scene("city", "food-table", "day", "autumn"),
      description:
        "Tiny cafés and bakeries along the bazaar for a macchiato, burek or pite in the morning.",
      category: "Cafés",
      priceRange: "€",
      address: "Old Bazaar, Peja",
    },
  ],
  accommodations: [
    {
      id: 34,
      name: "Hotel Dukagjini",
      image: "/artwork/cities/peja-stay-1.svg",
      imageAlt: "A grand hotel on the main square of Peja with mountains behind",
      scene: scene("mountains", "none", "golden", "spring"),
      description:
        "The landmark hotel on Peja's main square, by the river, with mountain views from the upper floors.",
      category: "Mid-range",
      priceRange: "€€€",
      address: "Main square, Peja",
    },
    {
      id: 35,
      name: "Guesthouse Kujtimi",
      image: "/artwork/cities/peja-stay-2.svg",
      imageAlt: "A mountain guesthouse in a green valley of the Rugova highlands",
      scene: scene("valley", "none", "day", "summer"),
      description:
        "A family guesthouse in the Rugova highlands, well known to hikers on the Peaks of the Balkans trail.",
      category: "Budget",
      priceRange: "€",
      address: "Reka e Allagës, Rugova valley",
    },
  ],
  accommodationTips: [
    "Stay in town for restaurants and buses, or in a Rugova guesthouse for early starts on the trails.",
    "Guesthouses in the mountains usually include dinner and breakfast; ask when you book.",
    "Higher villages can be cut off by snow in winter — check access before booking.",
  ],
  events: [
    {
      id: 36,
      name: "Anibar International Animation Festival",
      date: "Usually mid-July",
      description:
        "A week of animated films in the town's cinema and on open-air screens, with workshops, talks and concerts every night.",
      image: "/artwork/cities/peja-event-1.svg",
      imageAlt: "An open-air screen and audience in a Peja square on a summer night",
      scene: scene("city", "cinema-screen", "night", "summer"),
    },
    {
      id: 37,
      name: "Rugova Traditional Games",
      date: "Usually in summer",
      description:
        "Wrestling, traditional sports, songs and dances of the Rugova highlands, with local food and drink.",
      image: "/artwork/cities/peja-event-2.svg",
      imageAlt: "A crowd watching traditional games in a mountain meadow",
      scene: scene("meadow", "crowd", "day", "summer"),
    },
  ],
  localCuisine: "Flija, Rugova cheese, pite, mountain honey, trout and a cold Peja beer.",
  touristInfo:
    "Local outdoor operators and guesthouses are the best source of trail, via ferrata and weather information; hire a licensed guide for the high mountains.",
  gettingAround:
    "The centre, the old bazaar and the Patriarchate are walkable, and the mouth of the gorge is about 30 minutes on foot. A taxi in town costs about 2–5 €; for the upper Rugova valley, agree the fare and a return time before you go. Intercity buses connect Peja with Pristina, Deçan and Gjakova for about 3–7 €. For the mountains, a car (about 25–50 € a day) or a guide with transport is the practical choice.",
  coordinates: { lat: 42.6591, lng: 20.2883 },
  climate: {
    winter: { highC: 5, lowC: -4 },
    spring: { highC: 18, lowC: 6 },
    summer: { highC: 29, lowC: 14 },
    autumn: { highC: 18, lowC: 6 },
    note: "Warm summers and cold winters in town; the Rugova highlands are several degrees cooler and snowy from about December to March.",
  },
};

const gjakova = {
  id: 4,
  sources: [
    source(
      "https://en.wikipedia.org/wiki/Gjakova",
      "Gjakova — Wikipedia (municipality 586.91 km²)",
    ),
    source(
      "https://en.wikipedia.org/wiki/Old_Bazaar,_Gjakova",
      "Old Bazaar, Gjakova: burnt in 1999 and rebuilt; Hadum Mosque — Wikipedia",
    ),
    source(
      "https://gjakovaportal.com/en/Details/clock-tower",
      "Clock Tower, Grand Bazaar — Gjakova portal",
    ),
  ],
  slug: "gjakova",
  name: "Gjakova",
  region: "southern",
  image: "/artwork/cities/gjakova.svg",
  imageAlt: "The wooden shopfronts of Gjakova's Grand Bazaar with the Hadum Mosque minaret",
  scene: scene("city", "bazaar", "golden", "autumn"),
  gallery: gallery("gjakova", [
    [
      "The long cobbled street of the Grand Bazaar with wooden shutters",
      scene("city", "bazaar", "day", "spring"),
    ],
    [
      "The Hadum Mosque's minaret above the bazaar at dusk",
      scene("city", "mosque", "dusk", "summer"),
    ],
    [
      "The old Terzi Bridge over the Erenik river in the countryside",
      scene("river", "stone-bridge", "golden", "autumn"),
    ],
    [
      "Café tables in the bazaar lit by lanterns at night",
      scene("city", "old-town", "night", "summer"),
    ],
    ["The Gjakova highlands under snow beyond the town", scene("hills", "none", "dawn", "winter")],
  ]),
  description:
    "A relaxed western town built around one of the Balkans' longest bazaars, with Ottoman mosques, Sufi lodges, old bridges and famous coffee.",
  longDescription: paragraphs(
    "Gjakova (Đakovica) lies in western Kosovo, roughly halfway between Peja and Prizren and close to the Albanian border. Its heart is the Grand Bazaar (Çarshia e Madhe), a long cobbled street of low shops with wooden shutters where tailors, silversmiths and cafés still share the lane.",
    "The town grew in the 16th century around the Hadum Mosque and its market, on trade routes to Shkodra. Much of the bazaar burned in 1999 and was carefully rebuilt. Gjakova is also known for its Sufi heritage, with several tekkes still active, and for a strong tradition of urban song.",
    "Come for a slow day: coffee in the bazaar, the painted interior of the Hadum Mosque, a walk to the old stone bridges over the Erenik, and dinner as the lanterns come on. Visoki Dečani, Prizren and the Rahovec vineyards are each under an hour's drive away.",
  ),
  population: "About 80,000 (municipality)",
  founded: "Ottoman market town, grew around its bazaar from the 16th century",
  area: "about 587 km² (municipality)",
  attractionsCount: 12,
  keyLandmarks: [
    {
      name: "Grand Bazaar (Çarshia e Madhe)",
      description: "About a kilometre of rebuilt wooden shopfronts, workshops and cafés.",
    },
    {
      name: "Hadum Mosque",
      description:
        "The late 16th-century mosque at the top of the bazaar, with a painted interior.",
    },
    {
      name: "Terzi Bridge",
      description:
        "A long Ottoman stone bridge over the Erenik, outside town, named after the tailors' guild.",
    },
    {
      name: "Tabaku Bridge",
      description:
        "A small stone bridge over the Krena stream, named after the tanners who worked nearby.",
    },
    {
      name: "Sufi tekkes",
      description:
        "Lodges of several dervish orders, still in use; visit respectfully and ask first.",
    },
    {
      name: "Ethnographic Museum",
      description:
        "Traditional costumes, furniture and crafts in an old town house; it has closed for repairs at times, so check first.",
    },
  ],
  neighborhoods: [
    {
      name: "Çarshia e Madhe",
      description: "The Grand Bazaar and its side lanes, the historic and social centre.",
    },
    {
      name: "Qarshia e Vogël",
      description:
        "The newer downtown around the pedestrian street, busy with cafés and bars in the evening.",
    },
    {
      name: "Hadum Mosque quarter",
      description: "The area around the mosque complex, library and old clock tower site.",
    },
    {
      name: "Erenik riverside",
      description:
        "Green banks along the river, with walking paths south towards the Terzi Bridge.",
    },
    {
      name: "Çabrat",
      description: "A hill on the edge of the centre with paths and views over the town.",
    },
  ],
  attractions: [
    {
      id: 401,
      name: "Grand Bazaar",
      image: "/artwork/cities/gjakova-grand-bazaar.svg",
      imageAlt: "Shoppers and wooden shutters in Gjakova's Grand Bazaar",
      scene: scene("city", "bazaar", "day", "summer"),
      description:
        "Walk the length of the rebuilt bazaar, stop at workshops and cafés, and come back in the evening for the lanterns.",
      category: "Architecture",
      openingHours: "Shops usually open from morning to evening; cafés later",
      price: "Free",
      address: "Çarshia e Madhe, central Gjakova",
    },
    {
      id: 402,
      name: "Hadum Mosque",
      image: "/artwork/cities/gjakova-hadum-mosque.svg",
      imageAlt: "The stone dome and porch of the Hadum Mosque in spring",
      scene: scene("city", "mosque", "day", "spring"),
      description:
        "Gjakova's finest Ottoman building, from the late 16th century, with painted decoration inside.",
      category: "Religious Site",
      openingHours: "Open to visitors outside prayer times",
      price: "Free",
      address: "Top of the Grand Bazaar, Gjakova",
    },
    {
      id: 403,
      name: "Terzi Bridge",
      image: "/artwork/cities/gjakova-terzi-bridge.svg",
      imageAlt: "The many-arched Terzi Bridge over the Erenik at sunset",
      scene: scene("river", "stone-bridge", "golden", "summer"),
      description:
        "A long, many-arched Ottoman bridge in the countryside outside town; a pleasant short trip by car or taxi.",
      category: "Monument",
      openingHours: "Open at all times",
      price: "Free",
      address: "Over the Erenik river, outside Gjakova",
    },
    {
      id: 404,
      name: "Tabaku Bridge",
      image: "/artwork/cities/gjakova-tabaku-bridge.svg",
      imageAlt: "A small arched stone bridge over a stream in Gjakova",
      scene: scene("river", "stone-bridge", "dawn", "autumn"),
      description:
        "A small, photogenic stone bridge close to the centre, named after the tanners who once worked beside it.",
      category: "Monument",
      openingHours: "Open at all times",
      price: "Free",
      address: "Over the Krena stream, near the centre of Gjakova",
    },
  ],
  restaurants: [
    {
      id: 41,
      name: "Cafés of the Grand Bazaar",
      image: "/artwork/cities/gjakova-food-1.svg",
      imageAlt: "Coffee and Turkish delight on a table under wooden shutters in the bazaar",
      scene: scene("city", "food-table", "day", "spring"),
      description:
        "Gjakova is proud of its coffee: sit at a bazaar café for a macchiato or Turkish coffee and watch the street.",
      category: "Cafés",
      priceRange: "€",
      address: "Çarshia e Madhe, Gjakova",
    },
    {
      id: 42,
      name: "Bazaar grills (qebaptore)",
      image: "/artwork/cities/gjakova-food-2.svg",
      imageAlt: "Qebapa with bread, onions and ayran on a café table",
      scene: scene("city", "food-table", "dusk", "summer"),
      description:
        "Small grill houses around the bazaar serve qebapa with bread, onions and a glass of ayran.",
      category: "Grill",
      priceRange: "€",
      address: "Around the Grand Bazaar, Gjakova",
    },
    {
      id: 43,
      name: "Evening terraces of Qarshia e Vogël",
      image: "/artwork/cities/gjakova-food-3.svg",
      imageAlt: "Terrace tables with drinks and small plates on a lively evening street",
      scene: scene("city", "food-table", "night", "autumn"),
      description:
        "The downtown pedestrian streets fill with terraces in the evening, for pizza, grills and a glass of local wine.",
      category: "Cafés and bars",
      priceRange: "€€",
      address: "Downtown pedestrian streets, Gjakova",
    },
  ],
  accommodations: [
    {
      id: 44,
      name: "Hotel Çarshia e Jupave",
      image: "/artwork/cities/gjakova-stay-1.svg",
      imageAlt: "A small hotel in traditional buildings on a cobbled bazaar lane",
      scene: scene("city", "old-town", "golden", "spring"),
      description:
        "A small hotel in the old bazaar area, steps from the cafés and the Hadum Mosque.",
      category: "Mid-range",
      priceRange: "€€",
      address: "Old bazaar area, Gjakova",
    },
  ],
  accommodationTips: [
    "Stay near the bazaar to enjoy the evenings on foot.",
    "Gjakova has fewer hotels than Prizren or Peja; book ahead in July and August, when the diaspora is home.",
    "It also works as a day trip from Prizren or Peja, each under an hour away.",
  ],
  events: [
    {
      id: 45,
      name: "Ditët e Shqiptarit (Days of the Albanian)",
      date: "Recent editions ran from mid-July into August",
      description:
        "A recent summer festival of concerts, traditional sports and food on stages in the bazaar and the town's parks.",
      image: "/artwork/cities/gjakova-event-1.svg",
      imageAlt: "A concert stage in the Grand Bazaar on a summer evening",
      scene: scene("city", "stage", "dusk", "summer"),
    },
    {
      id: 46,
      name: "100 Thousand Poets for Change",
      date: "Usually in September",
      description:
        "A literary gathering held in Gjakova since 2011, with readings, music and awards over two days.",
      image: "/artwork/cities/gjakova-event-2.svg",
      imageAlt: "Poets reading to an audience in an old courtyard on an autumn evening",
      scene: scene("city", "crowd", "golden", "autumn"),
    },
  ],
  localCuisine:
    "Qebapa, flija, stuffed peppers, Turkish coffee and sweets such as baklava and tespishte.",
  touristInfo:
    "The bazaar and centre are easy to explore without a guide; ask locals or your hotel about visiting the tekkes and the bridges outside town.",
  gettingAround:
    "The bazaar and centre are walkable, and a taxi in town costs about 2–5 €. Intercity buses run to Pristina, Prizren, Peja and Deçan for about 3–7 €. For the Terzi Bridge and the countryside, take a taxi and agree the fare first, or drive.",
  coordinates: { lat: 42.3803, lng: 20.4308 },
  climate: {
    winter: { highC: 6, lowC: -3 },
    spring: { highC: 19, lowC: 7 },
    summer: { highC: 31, lowC: 15 },
    autumn: { highC: 19, lowC: 7 },
    note: "One of the warmest towns in Kosovo in summer, with mild springs and autumns and occasional snow in winter.",
  },
};

const mitrovica = {
  id: 5,
  sources: [
    source("https://en.wikipedia.org/wiki/Mitrovica,_Kosovo", "Mitrovica, Kosovo — Wikipedia"),
    source(
      "http://architectuul.com/architecture/miners-monument",
      "Miners Monument, Mitrovica — Architectuul",
    ),
  ],
  slug: "mitrovica",
  name: "Mitrovica",
  region: "northern",
  image: "/artwork/cities/mitrovica.svg",
  imageAlt: "A mine headframe above Mitrovica's rooftops and the Ibar river at dusk",
  scene: scene("city", "mine-tower", "dusk", "autumn"),
  gallery: gallery("mitrovica", [
    ["The main bridge over the Ibar river in Mitrovica", scene("river", "none", "day", "spring")],
    [
      "The Miners' Monument on its hill above the town",
      scene("hills", "memorial", "golden", "summer"),
    ],
    [
      "The ruins of Zvečan fortress on a volcanic hill at dawn",
      scene("hills", "fortress", "dawn", "autumn"),
    ],
    [
      "A mine tower of the Trepça complex against winter hills",
      scene("hills", "mine-tower", "day", "winter"),
    ],
    ["The riverside promenade along the Ibar at night", scene("river", "none", "night", "summer")],
  ]),
  description:
    "The main town of northern Kosovo, divided by the Ibar river and shaped by the Trepça mines, with Zvečan fortress on a hill nearby.",
  longDescription: paragraphs(
    "Mitrovica grew where the Sitnica flows into the Ibar. The river also divides the town: the south is mostly Albanian and the north mostly Serbian, and the main bridge between them became a symbol of that division. You can cross between the two halves on foot; expect prices in dinars as well as euros in the north.",
    "Mining made the modern town. The Trepça mines and smelters were worked on a large scale from the late 1920s and employed many thousands of people in the Yugoslav decades; their headframes and the Miners' Monument on the hill above the north bank still define the skyline.",
    "It is an unusual but rewarding day trip from Pristina, about 40 km away. Walk the riverside, climb to the Miners' Monument for the view, and visit the medieval ruins of Zvečan fortress just north-west of town. Check current travel advice before you go, as the situation in the north can change.",
  ),
  population: "About 70,000–90,000 (South and North Mitrovica)",
  founded: "Mining town, grew with Trepça in the 20th century",
  area: "about 331 km² (South Mitrovica municipality)",
  attractionsCount: 10,
  keyLandmarks: [
    {
      name: "Main Ibar bridge",
      description:
        "The bridge between the southern and northern halves of the town, now open to pedestrians.",
    },
    {
      name: "Miners' Monument",
      description:
        "A striking Yugoslav-era memorial on the hill above the north bank, with views over the town.",
    },
    {
      name: "Zvečan Fortress",
      description: "Medieval ruins on a steep volcanic hill just north-west of Mitrovica.",
    },
    {
      name: "Trepça mines",
      description:
        "The lead and zinc mining complex that built the town; its towers still stand on the edges.",
    },
    {
      name: "Isa Boletini monument",
      description:
        "A statue of the Albanian independence fighter born near Mitrovica, in the south of the town.",
    },
    { name: "Ibar riverside", description: "Promenades and parks along the river on both banks." },
  ],
  neighborhoods: [
    {
      name: "South Mitrovica centre",
      description: "The main squares, mosques, cafés and bus station on the south bank.",
    },
    {
      name: "North Mitrovica",
      description:
        "The Serb-majority north bank, with its own main street, church and university faculties.",
    },
    {
      name: "Bosniak Mahala",
      description:
        "A mixed neighbourhood on the north bank, home to Albanians, Bosniaks and others.",
    },
    {
      name: "Ibar riverside",
      description: "The green banks of the Ibar, with promenades on either side of the bridges.",
    },
    {
      name: "Zvečan",
      description: "The small neighbouring town below the fortress hill, to the north-west.",
    },
  ],
  attractions: [
    {
      id: 501,
      name: "Miners' Monument",
      image: "/artwork/cities/mitrovica-miners-monument.svg",
      imageAlt: "A tall concrete monument on a hill above Mitrovica at sunset",
      scene: scene("hills", "memorial", "golden", "autumn"),
      description:
        "A bold Yugoslav-era memorial to the miners on the hill above the north bank; walk up for the view over the town.",
      category: "Monument",
      openingHours: "Open-air, accessible at any time",
      price: "Free",
      address: "Hill above the north bank, North Mitrovica",
    },
    {
      id: 502,
      name: "Main Ibar Bridge",
      image: "/artwork/cities/mitrovica-ibar-bridge.svg",
      imageAlt: "A bridge over the Ibar river linking the two halves of Mitrovica",
      scene: scene("river", "none", "day", "spring"),
      description:
        "The bridge that divided the town for years; crossing it on foot is the best way to understand Mitrovica today.",
      category: "Monument",
      openingHours: "Open to pedestrians at all times",
      price: "Free",
      address: "Over the Ibar, central Mitrovica",
    },
    {
      id: 503,
      name: "Zvečan Fortress",
      image: "/artwork/cities/mitrovica-zvecan-fortress.svg",
      imageAlt: "Medieval fortress ruins on top of a steep conical hill",
      scene: scene("hills", "fortress", "dawn", "summer"),
      description:
        "The ruins of a medieval fortress on an extinct volcano, reached by a steep path, with wide views of the Ibar valley.",
      category: "Monument",
      openingHours: "Open-air site, accessible in daylight",
      price: "Free",
      address: "Above Zvečan, north-west of Mitrovica",
    },
    {
      id: 504,
      name: "Isa Boletini Monument",
      image: "/artwork/cities/mitrovica-isa-boletini.svg",
      imageAlt: "A bronze statue of a man in traditional dress on a town square",
      scene: scene("city", "statue", "day", "winter"),
      description:
        "A statue honouring Isa Boletini, a leader of the Albanian national movement born near Mitrovica.",
      category: "Monument",
      openingHours: "Open-air, accessible at any time",
      price: "Free",
      address: "South Mitrovica centre",
    },
  ],
  restaurants: [
    {
      id: 51,
      name: "Museum Pub",
      image: "/artwork/cities/mitrovica-food-1.svg",
      imageAlt: "A plate of roast veal and a shopska salad on a pub table",
      scene: scene("city", "food-table", "dusk", "autumn"),
      description:
        "A relaxed pub-restaurant in the centre, known for roasts, salads and cold drinks.",
      category: "Pub, grill",
      priceRange: "€€",
      address: "Central Mitrovica",
    },
    {
      id: 52,
      name: "Qebaptores of South Mitrovica",
      image: "/artwork/cities/mitrovica-food-2.svg",
      imageAlt: "Qebapa, bread and peppers on a small café table",
      scene: scene("city", "food-table", "day", "summer"),
      description:
        "Grill houses around the centre serve qebapa, burek and salads quickly and cheaply.",
      category: "Grill",
      priceRange: "€",
      address: "Around the centre, South Mitrovica",
    },
    {
      id: 53,
      name: "Riverside cafés",
      image: "/artwork/cities/mitrovica-food-3.svg",
      imageAlt: "Coffee cups on a café terrace by a river",
      scene: scene("river", "food-table", "golden", "spring"),
      description:
        "Café terraces near the bridges and along the Ibar for a macchiato and people-watching.",
      category: "Cafés",
      priceRange: "€",
      address: "Along the Ibar, central Mitrovica",
    },
  ],
  accommodations: [
    {
      id: 54,
      name: "NorthCity Hotel",
      image: "/artwork/cities/mitrovica-stay-1.svg",
      imageAlt: "A small modern hotel on a city street in North Mitrovica",
      scene: scene("city", "none", "day", "autumn"),
      description:
        "A tidy hotel in North Mitrovica with breakfast included and a restaurant in the same building.",
      category: "Mid-range",
      priceRange: "€€",
      address: "North Mitrovica",
    },
  ],
  accommodationTips: [
    "Most visitors come on a day trip from Pristina, about an hour away by bus.",
    "If you stay, choose the side of the river that suits your plans; crossing on foot is easy.",
    "Carry some cash: in the north, prices are often in dinars, though euros are usually accepted.",
  ],
  events: [
    {
      id: 55,
      name: "Mitrovica International Jazz Days",
      date: "Launched in late August 2023; check for new editions",
      description:
        "A jazz festival reviving the town's jazz and rock tradition, with international artists and a resident big band.",
      image: "/artwork/cities/mitrovica-event-1.svg",
      imageAlt: "A jazz band on an open-air stage on a summer night",
      scene: scene("city", "stage", "night", "summer"),
    },
  ],
  localCuisine:
    "Qebapa and burek on the south bank, grilled meats and Serbian dishes such as pljeskavica on the north.",
  touristInfo:
    "Check current travel advice for northern Kosovo before you go, and keep your passport or ID with you.",
  gettingAround:
    "The centre and both banks are easy to walk, and the bridges are pedestrian-friendly. A taxi in town costs about 2–5 €. Buses to and from Pristina run often and cost within the usual 3–7 € intercity range; for Zvečan fortress, take a short taxi ride and walk up the hill.",
  coordinates: { lat: 42.8914, lng: 20.866 },
  climate: {
    winter: { highC: 4, lowC: -5 },
    spring: { highC: 17, lowC: 5 },
    summer: { highC: 28, lowC: 13 },
    autumn: { highC: 17, lowC: 5 },
    note: "Continental, like Pristina: cold winters with frequent frost and warm summers; the surrounding hills are cooler.",
  },
};

const ferizaj = {
  id: 6,
  sources: [
    source("https://en.wikipedia.org/wiki/Ferizaj", "Ferizaj — Wikipedia"),
    source(
      "https://zerogjasht.com/%F0%9D%90%87%F0%9D%90%A2%F0%9D%90%AC%F0%9D%90%AD%F0%9D%90%A8%F0%9D%90%AB%F0%9D%90%A2%F0%9D%90%A4%F0%9D%90%AE-%F0%9D%90%A9e%F0%9D%90%AB-%F0%9D%90%AA%F0%9D%90%B2%F0%9D%90%AD%F0%9D%90%9E%F0%9D%90%AD-2/",
      "Isuf Ahmeti: the founding of Ferizaj and Feriz Shashivari's inn",
    ),
  ],
  slug: "ferizaj",
  name: "Ferizaj",
  region: "central",
  image: "/artwork/cities/ferizaj.svg",
  imageAlt: "A mosque and an Orthodox church side by side in central Ferizaj",
  scene: scene("city", "mosque", "golden", "spring"),
  gallery: gallery("ferizaj", [
    [
      "The Great Mosque and the Church of St Uroš sharing one courtyard",
      scene("city", "orthodox-church", "day", "summer"),
    ],
    [
      "The bifurcation of the Nerodime river in green meadows",
      scene("river", "none", "day", "spring"),
    ],
    [
      "Ferizaj's pedestrian boulevard with cafés in the evening",
      scene("city", "crowd", "dusk", "autumn"),
    ],
    [
      "The railway line that gave birth to the town, at dawn",
      scene("plain", "none", "dawn", "winter"),
    ],
    [
      "The Sharr Mountains on the horizon south of Ferizaj",
      scene("mountains", "none", "golden", "autumn"),
    ],
  ]),
  description:
    "A lively railway town south of Pristina, known for its mosque and church sharing one courtyard and the rare bifurcation of the Nerodime river.",
  longDescription: paragraphs(
    "Ferizaj (Uroševac) is a young town. It grew up after the railway between Mitrovica and Skopje reached the area in 1873, around an inn whose owner, Feriz Shashivari, is said to have given the town its name. Today it is one of Kosovo's larger cities, with a busy pedestrian boulevard and a young crowd in its cafés.",
    "Its best-known sight stands in the centre: the Great Mosque and the Orthodox Church of St Uroš share the same courtyard, a picture of the town's long tradition of coexistence. Just outside town, the Nerodime river splits in two, and its waters flow to both the Black Sea and the Aegean — one of very few river bifurcations in Europe.",
    "Ferizaj is an easy stop on the way south from Pristina towards Brezovica and the Sharr Mountains, or towards Skopje. Give it a few hours: see the mosque and church, walk the boulevard, and eat a long lunch of slow-cooked veal.",
  ),
  population: "About 110,000 (municipality)",
  founded: "Railway town, grew around the 1873 station in the 19th century",
  area: "about 345 km² (municipality)",
  attractionsCount: 8,
  keyLandmarks: [
    {
      name: "Great Mosque (Mulla Veseli Mosque)",
      description:
        "The town's main mosque, first built in the 1890s, rebuilt after wartime bombing in 1941 and later enlarged.",
    },
    {
      name: "Church of St Uroš",
      description: "An Orthodox church from around 1930, sharing a courtyard with the mosque.",
    },
    {
      name: "Nerodime bifurcation",
      description:
        "The point where the Nerodime river divides, sending water to two different seas.",
    },
    {
      name: "Pedestrian boulevard",
      description: "The main street of cafés, shops and restaurants, busiest in the evening.",
    },
    {
      name: "Railway station",
      description: "The station that founded the town, on the line between Pristina and Skopje.",
    },
    {
      name: "Sharr Mountains views",
      description:
        "The mountains rise on the southern horizon, with Brezovica about an hour's drive away.",
    },
  ],
  neighborhoods: [
    {
      name: "City centre",
      description: "The pedestrian boulevard, the main square and the mosque and church courtyard.",
    },
    {
      name: "Station area",
      description: "The streets around the railway, the oldest part of the town.",
    },
    {
      name: "Nerodime riverside",
      description: "Green space along the river channels that run through and around town.",
    },
    {
      name: "Nerodime e Epërme",
      description: "The village area south-west of town near the river bifurcation.",
    },
    {
      name: "Bibaj",
      description: "A suburban neighbourhood on the edge of the city along the main roads.",
    },
  ],
  attractions: [
    {
      id: 601,
      name: "Great Mosque of Ferizaj",
      image: "/artwork/cities/ferizaj-great-mosque.svg",
      imageAlt: "A white mosque with two minarets in central Ferizaj",
      scene: scene("city", "mosque", "day", "spring"),
      description:
        "The town's main mosque, first built in the 1890s and rebuilt and enlarged since, in a courtyard shared with the Orthodox church.",
      category: "Religious Site",
      openingHours: "Open to visitors outside prayer times",
      price: "Free",
      address: "City centre, Ferizaj",
    },
    {
      id: 602,
      name: "Church of St Uroš",
      image: "/artwork/cities/ferizaj-church-of-st-uros.svg",
      imageAlt: "A domed Orthodox church next to a mosque in Ferizaj",
      scene: scene("city", "orthodox-church", "golden", "autumn"),
      description:
        "A five-domed Orthodox church inspired by Gračanica, sharing a courtyard with the mosque. Usually open only for services.",
      category: "Religious Site",
      openingHours: "Mostly open for services on major holidays; exterior visible at any time",
      price: "Free",
      address: "City centre, beside the Great Mosque, Ferizaj",
    },
    {
      id: 603,
      name: "Nerodime River Bifurcation",
      image: "/artwork/cities/ferizaj-nerodime-bifurcation.svg",
      imageAlt: "A small river splitting into two streams in green meadows",
      scene: scene("river", "none", "day", "summer"),
      description:
        "See a river divide in two, one arm flowing to the Black Sea and the other to the Aegean. A short, curious stop.",
      category: "Park",
      openingHours: "Open-air, accessible in daylight",
      price: "Free",
      address: "Near Nerodime e Epërme, west of Ferizaj",
    },
    {
      id: 604,
      name: "Ferizaj City Park",
      image: "/artwork/cities/ferizaj-city-park.svg",
      imageAlt: "Families walking under trees in a town park",
      scene: scene("city", "none", "dusk", "spring"),
      description:
        "A green break in the centre near the library and the religious buildings, busy with families in the evening.",
      category: "Park",
      openingHours: "Open all day",
      price: "Free",
      address: "City centre, Ferizaj",
    },
  ],
  restaurants: [
    {
      id: 61,
      name: "Restaurant Adriani",
      image: "/artwork/cities/ferizaj-food-1.svg",
      imageAlt: "Slow-cooked veal and salads on a terrace table in a traditional house",
      scene: scene("city", "food-table", "golden", "summer"),
      description:
        "Traditional slow food in an old house with a terrace, near the pedestrian boulevard.",
      category: "Traditional Kosovar",
      priceRange: "€€",
      address: "Near the pedestrian boulevard, Ferizaj",
    },
    {
      id: 62,
      name: "Restaurant Bifurkacioni",
      image: "/artwork/cities/ferizaj-food-2.svg",
      imageAlt: "Veal ribs and bread on a rustic table near a river",
      scene: scene("river", "food-table", "day", "autumn"),
      description:
        "Named after the nearby river bifurcation and known for slow-roasted veal neck and ribs.",
      category: "Grill, traditional",
      priceRange: "€€",
      address: "Near the Nerodime bifurcation, outside Ferizaj",
    },
    {
      id: 63,
      name: "Boulevard cafés",
      image: "/artwork/cities/ferizaj-food-3.svg",
      imageAlt: "Café terraces with coffee cups on a pedestrian street at dusk",
      scene: scene("city", "food-table", "dusk", "spring"),
      description:
        "The pedestrian boulevard is lined with cafés, bakeries and lounges for coffee, burek or an evening drink.",
      category: "Cafés",
      priceRange: "€",
      address: "Pedestrian boulevard, Ferizaj",
    },
  ],
  accommodations: [
    {
      id: 64,
      name: "Hotel Rubis",
      image: "/artwork/cities/ferizaj-stay-1.svg",
      imageAlt: "A modern hotel building in central Ferizaj",
      scene: scene("city", "none", "day", "winter"),
      description: "A modern hotel with its own restaurant and a wine list of local varieties.",
      category: "Mid-range",
      priceRange: "€€€",
      address: "Ferizaj municipality",
    },
  ],
  accommodationTips: [
    "Ferizaj works well as a stop between Pristina and Brezovica or Skopje rather than a long stay.",
    "In the ski season, it is a cheaper base than Brezovica itself, about an hour's drive away.",
    "Hotels near the main roads are handy if you are driving; the centre is better on foot.",
  ],
  events: [
    {
      id: 65,
      name: "Independence Day horse race",
      date: "Around 17 February, in recent years",
      description:
        "A horse race held near the village of Prelez i Muhaxherëve to mark Independence Day, drawing riders from the region.",
      image: "/artwork/cities/ferizaj-event-1.svg",
      imageAlt: "Horses racing across a winter field with spectators",
      scene: scene("plain", "horse", "day", "winter"),
    },
  ],
  localCuisine:
    "Slow-roasted veal, flija, pite and qebapa, often with wine from Kosovo's southern vineyards.",
  touristInfo:
    "The centre is small and easy to explore on foot; ask at your hotel about visiting the church, which opens irregularly.",
  gettingAround:
    "Walk the centre; the mosque, church, park and boulevard are close together. A taxi in town costs about 2–5 € and is the easiest way to the river bifurcation. Buses and trains connect Ferizaj with Pristina, and intercity buses continue south towards Skopje; fares for Kosovo routes are within the usual 3–7 € range.",
  coordinates: { lat: 42.3703, lng: 21.1553 },
  climate: {
    winter: { highC: 4, lowC: -5 },
    spring: { highC: 17, lowC: 5 },
    summer: { highC: 28, lowC: 13 },
    autumn: { highC: 17, lowC: 5 },
    note: "Continental, similar to Pristina, with cold winters and warm summers; the Sharr Mountains to the south hold snow into spring.",
  },
};

/** The six cities, ids 1–6 in the order of the /cities page. */
export const cities: City[] = citiesSchema.parse([
  pristina,
  prizren,
  peja,
  gjakova,
  mitrovica,
  ferizaj,
]);

export function getCity(id: number): City | undefined {
  return cities.find((city) => city.id === id);
}
