import { z } from "zod";
import {
  artworkSchema,
  coordinatesSchema,
  type Scene,
  sceneSchema,
  slugSchema,
  source,
  sourcesSchema,
} from "./schema.ts";

/**
 * The ten built-in attractions behind /attractions and /attractions/{id} (SPEC 2.15, 2.16, 3, 5).
 * Entry prices: every one of these ten places is free to enter as far as we can verify (the
 * monasteries and the Museum of Kosovo welcome donations), so no paid amount is stated.
 * Opening hours are kept general: they change with the season and with services.
 */

export const attractionCategories = [
  "All",
  "Historical",
  "Nature",
  "Monument",
  "Museum",
  "Religious",
  "Architecture",
] as const;

export const attractionCities = [
  "All Cities",
  "Pristina",
  "Prizren",
  "Peja",
  "Gjakova",
  "Deçan",
  "Lipjan",
  "Gračanica",
] as const;

/** The duration texts the spec's Short / Medium / Long filters understand. */
export const attractionDurations = [
  "30 minutes",
  "1-2 hours",
  "2-3 hours",
  "3-4 hours",
  "Half day (4-5 hours)",
] as const;

const attractionImageSchema = artworkSchema.extend({
  image: z.string().regex(/^\/artwork\/attractions\/[a-z0-9]+(?:-[a-z0-9]+)*-[1-4]\.svg$/),
});

export const attractionSchema = z
  .object({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().min(1).max(10),
    slug: slugSchema,
    name: z.string().min(3).max(60),
    /** Card text. */
    description: z.string().min(80).max(200),
    /** Three paragraphs separated by a blank line. */
    longDescription: z
      .string()
      .refine((t) => t.split("\n\n").length === 3 && t.split("\n\n").every((p) => p.length >= 80), {
        message: "longDescription must be exactly 3 paragraphs joined by a blank line",
      }),
    image: z.string(),
    images: z.array(attractionImageSchema).length(4),
    city: z.enum(attractionCities).exclude(["All Cities"]),
    address: z.string().min(10).max(140),
    coordinates: coordinatesSchema,
    category: z.enum(attractionCategories).exclude(["All"]),
    /** The first four are shown as highlights. */
    tags: z.array(z.string().min(3).max(30)).min(5).max(6),
    duration: z.enum(attractionDurations),
    /** "Free" or a euro amount between 0 and 10 ("€2", "5 EUR"). */
    ticketPrice: z.string().regex(/^(Free|€(10|[0-9])|(10|[0-9]) EUR)$/),
    openingHours: z.string().min(10).max(160),
    featured: z.boolean(),
    bestTimeToVisit: z.string().min(20).max(200),
    accessibilityInfo: z.string().min(20).max(240),
    facilities: z.array(z.string().min(3).max(80)).min(3).max(5),
    visitorTips: z.array(z.string().min(20).max(200)).min(3).max(5),
    gettingThere: z.object({
      onFoot: z.string().min(20).max(240),
      byTaxi: z.string().min(20).max(240),
    }),
    nearbyAttractions: z
      .array(
        z.object({
          id: z.number().int().min(1).max(10),
          distance: z.string().regex(/^(about )?\d+(\.\d)? km$/),
        }),
      )
      .min(2)
      .max(3),
    nearbyAccommodation: z
      .array(
        z.object({
          name: z.string().min(3).max(60),
          /** Euros per night, only where we are sure. */
          fromPrice: z.number().int().min(15).max(150).optional(),
          distance: z.string().min(3).max(30),
        }),
      )
      .length(2),
  })
  .refine((a) => a.image === a.images[0]?.image, {
    message: "image must equal the first of images",
    path: ["image"],
  })
  .refine(
    (a) => a.images.every((img, i) => img.image === `/artwork/attractions/${a.slug}-${i + 1}.svg`),
    { message: "images must be /artwork/attractions/{slug}-{n}.svg, n = 1…4", path: ["images"] },
  )
  .refine((a) => a.nearbyAttractions.every((n) => n.id !== a.id), {
    message: "an attraction cannot be near itself",
    path: ["nearbyAttractions"],
  });

export type Attraction = z.infer<typeof attractionSchema>;

export const attractionsSchema = z.array(attractionSchema).superRefine((list, ctx) => {
  const ids = list.map((a) => a.id);
  if (list.length !== 10 || ids.some((id, i) => id !== i + 1)) {
    ctx.addIssue({ code: "custom", message: "attraction ids must be 1–10 in order" });
  }
  if (new Set(list.map((a) => a.slug)).size !== list.length) {
    ctx.addIssue({ code: "custom", message: "attraction slugs must be unique" });
  }
  for (const category of attractionCategories.slice(1)) {
    if (!list.some((a) => a.category === category)) {
      ctx.addIssue({ code: "custom", message: `no attraction in category ${category}` });
    }
  }
  for (const city of ["Prizren", "Pristina", "Peja", "Deçan", "Lipjan", "Gračanica"] as const) {
    if (!list.some((a) => a.city === city)) {
      ctx.addIssue({ code: "custom", message: `no attraction in ${city}` });
    }
  }
  if (list.filter((a) => a.featured).length !== 5) {
    ctx.addIssue({ code: "custom", message: "exactly 5 attractions are featured" });
  }
});

// ---------------------------------------------------------------------------------------------
// Small helpers keep the data below readable.

function scene(
  landscape: Scene["landscape"],
  landmark: Scene["landmark"],
  time: Scene["time"],
  season: Scene["season"],
): Scene {
  return sceneSchema.parse({ landscape, landmark, time, season });
}

function pictures(slug: string, list: Array<[string, Scene]>) {
  return list.map(([imageAlt, s], i) => ({
    image: `/artwork/attractions/${slug}-${i + 1}.svg`,
    imageAlt,
    scene: s,
  }));
}

const paragraphs = (...list: string[]) => list.join("\n\n");

// ---------------------------------------------------------------------------------------------

const prizrenFortressImages = pictures("prizren-fortress", [
  [
    "Prizren Fortress walls on the hilltop above the red roofs of the old town at sunset",
    scene("hills", "fortress", "golden", "summer"),
  ],
  [
    "The fortress above the Stone Bridge and the Lumbardhi river on an autumn evening",
    scene("city", "stone-bridge", "dusk", "autumn"),
  ],
  [
    "Minarets and red-roofed houses of Prizren's old town seen from the fortress path",
    scene("city", "old-town", "day", "spring"),
  ],
  [
    "Snow on the fortress walls with the Sharr Mountains behind at dawn",
    scene("mountains", "fortress", "dawn", "winter"),
  ],
]);

const sinanPashaImages = pictures("sinan-pasha-mosque", [
  [
    "The stone dome and slender minaret of the Sinan Pasha Mosque beside the river in Prizren",
    scene("city", "mosque", "day", "spring"),
  ],
  [
    "Sinan Pasha Mosque and the Stone Bridge lit up at night",
    scene("river", "stone-bridge", "night", "summer"),
  ],
  [
    "The mosque's minaret above the rooftops of Shadërvan with the fortress on the hill",
    scene("city", "mosque", "golden", "autumn"),
  ],
  [
    "The mosque in winter light with snow on the hills behind Prizren",
    scene("hills", "mosque", "dawn", "winter"),
  ],
]);

const newbornImages = pictures("newborn-monument", [
  [
    "The giant NEWBORN letters in central Pristina, freshly painted",
    scene("city", "newborn", "day", "summer"),
  ],
  [
    "People gathering around the Newborn monument on a February evening",
    scene("city", "newborn", "dusk", "winter"),
  ],
  [
    "The Newborn letters under spring trees near the Palace of Youth and Sports",
    scene("city", "newborn", "golden", "spring"),
  ],
  [
    "The Newborn monument lit at night with city lights behind",
    scene("city", "newborn", "night", "autumn"),
  ],
]);

const rawAttractions = [
  {
    id: 1,
    sources: [
      source("https://en.wikipedia.org/wiki/Prizren_Fortress", "Prizren Fortress — Wikipedia"),
      source(
        "https://thefrontierpost.com/film-festival-brings-the-world-to-kosovo/",
        "Dokufest screens on the Prizren fortress — Reuters via The Frontier Post",
      ),
    ],
    slug: "prizren-fortress",
    name: "Prizren Fortress",
    description:
      "A short, steep climb from the old town brings you to the fortress walls and the best view over Prizren's minarets, roofs and river.",
    longDescription: paragraphs(
      "Prizren Fortress, known locally as Kalaja, crowns the hill on the south-east side of the old town. People have used this spot for defence since prehistoric times; the Byzantines built the first real fortress, Serbian medieval rulers enlarged it, and the Ottomans held it until 1912.",
      "What you see today are restored walls, gateways and foundations rather than a complete castle, with information panels in English. The real reward is the view: the Stone Bridge, the Sinan Pasha Mosque and the whole old town spread along the Lumbardhi river below you, with the Sharr Mountains behind.",
      "The path starts near Shadërvan and climbs past the old Nënkalaja quarter; allow 15–20 minutes up at an easy pace. Come in the late afternoon and stay for sunset, when locals walk up too and the roofs turn gold. In August, DokuFest has used the fortress for open-air screenings.",
    ),
    image: "/artwork/attractions/prizren-fortress-1.svg",
    images: prizrenFortressImages,
    city: "Prizren",
    address: "Kalaja hill, above the old town (path from Shadërvan), Prizren",
    coordinates: { lat: 42.2092, lng: 20.7453 },
    category: "Historical",
    tags: [
      "Panoramic views",
      "Sunset spot",
      "Medieval walls",
      "Short hike",
      "Photography",
      "Free entry",
    ],
    duration: "2-3 hours",
    ticketPrice: "Free",
    openingHours: "Open-air site, usually accessible all day; best visited in daylight",
    featured: true,
    bestTimeToVisit:
      "Late afternoon to sunset from April to October; early mornings in July and August, when midday on the hill is hot and shadeless.",
    accessibilityInfo:
      "Reached by a steep, uneven path and steps with little shade. Not suitable for wheelchairs; a taxi can bring you closer by the road on the south side.",
    facilities: [
      "Information panels in English",
      "Viewpoints over the old town",
      "Cafés at the foot of the path",
    ],
    visitorTips: [
      "Wear shoes with grip: the stones on the path are polished smooth and slippery after rain.",
      "Carry water in summer; there is almost no shade at the top.",
      "Walk down before dark or bring a torch, as parts of the path are poorly lit.",
      "Combine the climb with the Sinan Pasha Mosque and the Stone Bridge at the bottom.",
    ],
    gettingThere: {
      onFoot:
        "From Shadërvan square, follow the lane uphill past the Orthodox church on the slope; signs point to Kalaja. It is a 15–20 minute climb.",
      byTaxi:
        "A taxi within Prizren costs about 2–5 € and can drive you up the back road to near the top, saving the steep climb.",
    },
    nearbyAttractions: [
      { id: 2, distance: "0.6 km" },
      { id: 8, distance: "about 70 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Theranda", distance: "0.5 km" },
      { name: "Driza's House (hostel)", distance: "0.8 km" },
    ],
  },
  {
    id: 2,
    sources: [
      source(
        "http://arhiva.serbia.gov.rs/ntos/cul_priz.htm",
        "Prizren: Sinan Pasha's Mosque, built in 1615 — Government of Serbia (archive)",
      ),
    ],
    slug: "sinan-pasha-mosque",
    name: "Sinan Pasha Mosque",
    description:
      "Prizren's landmark mosque from 1615, with a tall stone dome, a slim minaret and painted floral decoration inside, right by the river.",
    longDescription: paragraphs(
      "The Sinan Pasha Mosque was built in 1615 by Sofu Sinan Pasha, an Ottoman official from the region. Stone for it is said to have come from the ruined 14th-century Monastery of the Holy Archangels upstream, which makes the building a small record of the town's layered history.",
      "Its single large dome and 17th-century painted decoration of flowers and geometric patterns make the interior feel light and calm. The mosque was carefully restored in recent years, and it is still an active place of worship at the heart of the old town, a few steps from the Stone Bridge.",
      "Visitors are welcome outside prayer times. Take off your shoes at the door, dress modestly, and if you are a woman bring a scarf to cover your hair. The small garden and the river bank outside are pleasant spots to sit for a moment afterwards.",
    ),
    image: "/artwork/attractions/sinan-pasha-mosque-1.svg",
    images: sinanPashaImages,
    city: "Prizren",
    address: "Shadërvan area, on the south bank of the Lumbardhi river, old town, Prizren",
    coordinates: { lat: 42.2101, lng: 20.7411 },
    category: "Religious",
    tags: [
      "Ottoman architecture",
      "Painted interior",
      "Old town",
      "By the Stone Bridge",
      "Active mosque",
    ],
    duration: "30 minutes",
    ticketPrice: "Free",
    openingHours:
      "Open to visitors during the day outside the five daily prayers; closed to sightseeing at Friday midday prayers",
    featured: false,
    bestTimeToVisit:
      "Mid-morning or mid-afternoon on weekdays, between prayers. Evenings are lovely from outside, when the minaret is lit.",
    accessibilityInfo:
      "A few steps lead up to the entrance, and the prayer hall is carpeted. Wheelchair users can see the building and garden from the street level.",
    facilities: ["Shoe racks at the entrance", "Small garden", "Ablution fountain"],
    visitorTips: [
      "Cover shoulders and knees; women should bring a headscarf for the prayer hall.",
      "Ask before photographing people who are praying, and keep your voice low.",
      "Entry is free; a small donation is welcome but never expected.",
      "Look up at the painted dome — the flowers and inscriptions are the best part.",
    ],
    gettingThere: {
      onFoot:
        "The mosque stands beside the river between Shadërvan and the Stone Bridge; from anywhere in the old town it is a walk of a few minutes.",
      byTaxi:
        "Taxis cannot enter the pedestrian old town; ask to be dropped at the river road nearby. A ride within Prizren costs about 2–5 €.",
    },
    nearbyAttractions: [
      { id: 1, distance: "0.6 km" },
      { id: 8, distance: "about 70 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Theranda", distance: "0.2 km" },
      { name: "Driza's House (hostel)", distance: "0.4 km" },
    ],
  },
  {
    id: 3,
    sources: [
      source(
        "https://prishtinainsight.com/seven-skies-kosovo-independence-monument-dedicated-to-freedom-of-movement-mag/",
        "Seven Skies: the Newborn monument, 2024 — Prishtina Insight",
      ),
      source(
        "http://www.tiranaecho.com/latest-news/kosovo-independence-monument-sends-no-walls-message/",
        "Kosovo Independence Monument Sends ‘No Walls’ Message (2017) — Tirana Echo",
      ),
      source(
        "https://dervishis.wordpress.com/2017/02/17/urime-9-vjet-pavaresi/",
        "Newborn designs 2013–2017",
      ),
    ],
    slug: "newborn-monument",
    name: "Newborn Monument",
    description:
      "The giant letters unveiled on Independence Day, 17 February 2008, repainted each year with a new design — Pristina's best-known photo stop.",
    longDescription: paragraphs(
      "The Newborn monument is a row of huge letters spelling NEWBORN, bright yellow at first, designed by Fisnik Ismaili and unveiled in central Pristina on 17 February 2008, the day Kosovo declared independence. On that first day thousands of people signed the letters with marker pens.",
      "Every year, around the anniversary, the letters get a new paint scheme, so the monument you see will differ from the photos you have seen. Some years the design carries a message about the country's hopes; some years the letters have even been rearranged.",
      "It stands beside the Palace of Youth and Sports, a few minutes' walk from Mother Teresa Boulevard, the National Library and the Kosovo Museum. A visit takes minutes, but it is a good place to start a walk through the capital — and on 17 February it is the centre of the celebrations.",
    ),
    image: "/artwork/attractions/newborn-monument-1.svg",
    images: newbornImages,
    city: "Pristina",
    address: "Luan Haradinaj Street, beside the Palace of Youth and Sports, Pristina",
    coordinates: { lat: 42.6591, lng: 21.16 },
    category: "Monument",
    tags: [
      "Independence symbol",
      "Photo spot",
      "New design each year",
      "City centre",
      "Free entry",
    ],
    duration: "30 minutes",
    ticketPrice: "Free",
    openingHours: "Open-air monument, accessible at any time",
    featured: true,
    bestTimeToVisit:
      "Any time of year; around 17 February you see the newly painted design and the Independence Day atmosphere. Mornings are quieter for photos.",
    accessibilityInfo:
      "On a flat, paved public square with step-free access from the surrounding streets.",
    facilities: ["Open public square", "Cafés and restaurants nearby", "Street lighting at night"],
    visitorTips: [
      "Look up photos of past designs first — it makes this year's version more fun to see.",
      "Come back after dark; the letters are lit and the square is lively.",
      "Combine it with the National Library and the Kosovo Museum, both within a 15-minute walk.",
    ],
    gettingThere: {
      onFoot:
        "From the southern end of Mother Teresa Boulevard, walk east for about five minutes towards the Palace of Youth and Sports.",
      byTaxi: "Any city taxi knows “Newborn”; a ride within central Pristina costs about 2–5 €.",
    },
    nearbyAttractions: [
      { id: 4, distance: "0.5 km" },
      { id: 5, distance: "1 km" },
    ],
    nearbyAccommodation: [
      { name: "Swiss Diamond Hotel Prishtina", distance: "0.6 km" },
      { name: "Hotel Sirius", distance: "0.9 km" },
    ],
  },
  {
    id: 4,
    sources: [
      source(
        "http://architectuul.com/architecture/national-library-in-prishtina",
        "National Library in Prishtina — Architectuul",
      ),
      source(
        "https://www.domusweb.it/en/architecture/2008/11/27/national-library-pristina.html",
        "National Library, Pristina — Domus",
      ),
    ],
    slug: "national-library-of-kosovo",
    name: "National Library of Kosovo",
    description:
      "Andrija Mutnjaković's 1982 library, wrapped in a metal lattice and topped with dozens of glass domes — Pristina's most talked-about building.",
    longDescription: paragraphs(
      "The National and University Library of Kosovo “Pjetër Bogdani” was designed by the Croatian architect Andrija Mutnjaković and completed in 1982. Its cube-like blocks are wrapped in a metal lattice and crowned with dozens of glass domes that let daylight into the reading rooms below.",
      "People either love it or find it strange; lists of the world's oddest buildings often include it, and that is part of the fun. Mutnjaković said he wanted a new architecture for Kosovo that drew on Byzantine and Islamic forms without copying either, and standing in front of it you can see both ideas at work.",
      "It is a working library on the university campus, so you can usually step into the entrance hall and look up at the domes when it is open. Next door stands the unfinished Serbian Orthodox Church of Christ the Saviour, begun in the 1990s — an unusual pair that says a lot about the city.",
    ),
    image: "/artwork/attractions/national-library-of-kosovo-1.svg",
    images: pictures("national-library-of-kosovo", [
      [
        "The National Library's domes and metal lattice façade in bright daylight",
        scene("city", "library", "day", "summer"),
      ],
      [
        "The library's glass domes catching the last light of an autumn evening",
        scene("city", "library", "golden", "autumn"),
      ],
      [
        "The National Library in snow, its domes white against a grey sky",
        scene("city", "library", "dawn", "winter"),
      ],
      [
        "Students walking past the library under blossoming trees on the campus",
        scene("city", "library", "dusk", "spring"),
      ],
    ]),
    city: "Pristina",
    address: "University campus, off Agim Ramadani Street, Pristina",
    coordinates: { lat: 42.6573, lng: 21.1621 },
    category: "Architecture",
    tags: ["Brutalist landmark", "Glass domes", "Architecture", "University campus", "Photo spot"],
    duration: "30 minutes",
    ticketPrice: "Free",
    openingHours:
      "Working library, generally open on weekdays and closed on public holidays; the exterior can be seen at any time",
    featured: false,
    bestTimeToVisit:
      "A weekday morning if you want to see the interior; late afternoon for photos of the façade in warm light.",
    accessibilityInfo:
      "The campus around the library is flat and paved. The building has steps at the main entrance; ask the staff about step-free access.",
    facilities: [
      "Entrance hall open to visitors when the library is open",
      "Reading rooms for members",
      "Cafés on the campus edge",
    ],
    visitorTips: [
      "Be quiet inside: students are studying, and some areas are for members only.",
      "Walk all the way round — the building looks different from every side.",
      "Step back onto the lawn to fit the domes and the lattice into one photo.",
    ],
    gettingThere: {
      onFoot:
        "From the Newborn monument, walk about five minutes south-east across the university campus.",
      byTaxi: "Ask for “Biblioteka Kombëtare”; a taxi within central Pristina costs about 2–5 €.",
    },
    nearbyAttractions: [
      { id: 3, distance: "0.5 km" },
      { id: 5, distance: "1.3 km" },
      { id: 10, distance: "about 9 km" },
    ],
    nearbyAccommodation: [
      { name: "Swiss Diamond Hotel Prishtina", distance: "0.9 km" },
      { name: "Hotel Sirius", distance: "0.8 km" },
    ],
  },
  {
    id: 5,
    sources: [
      source(
        "http://www.inyourpocket.com/kosovo/pristina/sightseeing/museums/Kosovo-Museum_29249v",
        "Kosovo Museum: admission free — In Your Pocket",
      ),
      source(
        "https://www.kosovavista.com/place/national-museum-of-kosovo",
        "National Museum of Kosovo (founded 1949, building of 1889) — Kosova Vista",
      ),
    ],
    slug: "museum-of-kosovo",
    name: "Museum of Kosovo",
    description:
      "Kosovo's national museum in an 1889 building in Pristina's old town, home to the Neolithic “Goddess on the Throne” and finds from Ulpiana.",
    longDescription: paragraphs(
      "The Museum of Kosovo (Muzeu i Kosovës) was founded in 1949 and occupies an ochre, Austro-Hungarian-style building from 1889 that was first used as a military headquarters. It sits in the old town next to the Jashar Pasha Mosque, a short walk from the Imperial Mosque and the clock tower.",
      "The ground floor covers archaeology, from Neolithic pottery to Illyrian-Dardanian jewellery and Roman stones from sites such as Ulpiana. Its star piece is the “Goddess on the Throne”, a small terracotta figurine about 6,000 years old found in Pristina and now a symbol of the city. Upper floors turn to recent history and the road to independence.",
      "Labels are not always in English and some rooms are sparse, so a guide or a bit of reading beforehand helps. Entry has been free, with donations welcome. The building has been waiting for renovation, so check that it is open before you go.",
    ),
    image: "/artwork/attractions/museum-of-kosovo-1.svg",
    images: pictures("museum-of-kosovo", [
      [
        "The ochre 19th-century façade of the Museum of Kosovo in Pristina's old town",
        scene("city", "museum", "day", "spring"),
      ],
      [
        "The museum building next to a mosque's minaret on a golden autumn afternoon",
        scene("city", "museum", "golden", "autumn"),
      ],
      [
        "A small terracotta goddess figurine on a pedestal in a museum display case",
        scene("city", "statue", "day", "winter"),
      ],
      [
        "The museum and old-town lanes in the blue light of a summer evening",
        scene("city", "old-town", "dusk", "summer"),
      ],
    ]),
    city: "Pristina",
    address: "Old town, beside the Jashar Pasha Mosque, Pristina",
    coordinates: { lat: 42.6668, lng: 21.1662 },
    category: "Museum",
    tags: [
      "Goddess on the Throne",
      "Archaeology",
      "Independence history",
      "Old town",
      "Donations welcome",
    ],
    duration: "1-2 hours",
    ticketPrice: "Free",
    openingHours:
      "Usually open Tuesday to Sunday during the day and closed on Mondays; hours change and the building has been due for renovation, so check first",
    featured: false,
    bestTimeToVisit:
      "A weekday morning, or any rainy or very hot afternoon when you want a break indoors.",
    accessibilityInfo:
      "Historic building with steps at the entrance and between floors; access for wheelchair users is limited.",
    facilities: ["Archaeology galleries", "Modern history floor", "Temporary exhibitions"],
    visitorTips: [
      "Entry has been free; a donation towards the museum is welcome.",
      "Read up on the Goddess on the Throne first — the figurine is small and easy to walk past.",
      "Combine it with the Ethnological Museum and the mosques of the old town nearby.",
      "Bring a phone translator for labels that are only in Albanian.",
    ],
    gettingThere: {
      onFoot:
        "From the northern end of Mother Teresa Boulevard, walk about 10 minutes north-east into the old town, towards the clock tower and the mosques.",
      byTaxi:
        "Ask for “Muzeu i Kosovës”; a taxi within Pristina costs about 2–5 €. The old-town lanes are narrow, so expect to walk the last few metres.",
    },
    nearbyAttractions: [
      { id: 3, distance: "1 km" },
      { id: 4, distance: "1.3 km" },
      { id: 9, distance: "about 10 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Sirius", distance: "0.7 km" },
      { name: "Grand Hotel Prishtina", distance: "0.9 km" },
    ],
  },
  {
    id: 6,
    sources: [source("https://en.wikipedia.org/wiki/Rugova_Canyon", "Rugova Canyon — Wikipedia")],
    slug: "rugova-gorge",
    name: "Rugova Gorge",
    description:
      "A dramatic limestone canyon that starts just outside Peja, with a winding mountain road, via ferrata routes, a zip line and trails into the Accursed Mountains.",
    longDescription: paragraphs(
      "The Rugova Gorge (Gryka e Rugovës) begins barely two kilometres west of Peja, where the Lumbardhi river has cut a deep, narrow canyon between walls of limestone. A road climbs through it past tunnels and viewpoints towards the high Rugova valley and the Accursed Mountains (Bjeshkët e Nemuna).",
      "This is Kosovo's outdoor playground. You can try the via ferrata routes on the canyon walls, fly the zip line across the gorge, hike, climb, or simply drive up to the villages for lunch in a guesthouse. The Peaks of the Balkans trail passes through the Rugova highlands, and in winter the area around Boge has small ski slopes.",
      "Take your time: the narrowest, most spectacular section is in the first few kilometres, but the valley opens out higher up into meadows and mountain hamlets. Weather changes quickly in the mountains, so check conditions and go with a local guide for anything more serious than a walk.",
    ),
    image: "/artwork/attractions/rugova-gorge-1.svg",
    images: pictures("rugova-gorge", [
      [
        "The narrow Rugova canyon with sheer limestone walls and a road winding along the river",
        scene("canyon", "none", "day", "summer"),
      ],
      [
        "A zip line crossing the Rugova Gorge high above the river",
        scene("canyon", "zipline", "golden", "summer"),
      ],
      [
        "Hikers on a mountain trail above the Rugova valley in autumn colours",
        scene("mountains", "hikers", "day", "autumn"),
      ],
      [
        "The Rugova Gorge in snow, with a frozen river at the bottom at dawn",
        scene("canyon", "none", "dawn", "winter"),
      ],
    ]),
    city: "Peja",
    address: "Peja–Rugova road, starting about 2 km west of Peja city centre",
    coordinates: { lat: 42.674, lng: 20.224 },
    category: "Nature",
    tags: [
      "Canyon scenery",
      "Via ferrata",
      "Zip line",
      "Hiking trails",
      "Mountain villages",
      "Free entry",
    ],
    duration: "Half day (4-5 hours)",
    ticketPrice: "Free",
    openingHours:
      "Open all year; activities such as the zip line and guided via ferrata run seasonally, mostly from late spring to autumn",
    featured: true,
    bestTimeToVisit:
      "May to October for hiking and activities; October for autumn colours. In winter the road can be icy and higher sections may close after heavy snow.",
    accessibilityInfo:
      "The views from the road and several roadside viewpoints can be enjoyed from a car. Trails, via ferrata and the zip line need good mobility.",
    facilities: [
      "Roadside viewpoints",
      "Zip line and via ferrata operators (seasonal)",
      "Guesthouses and restaurants in the valley",
      "Parking bays along the road",
    ],
    visitorTips: [
      "Entry to the gorge is free; the zip line, via ferrata and guided tours are paid activities booked with local operators.",
      "Go with a licensed guide for via ferrata and high-mountain hikes, and check the weather the day before.",
      "Try Rugova cheese and flija in a village guesthouse.",
      "Drive carefully: the road is narrow, with tunnels and sharp bends.",
    ],
    gettingThere: {
      onFoot:
        "From Peja's centre, walk west along the river past the Patriarchate; the canyon walls begin after about 30 minutes. The road has little pavement further in, so take care.",
      byTaxi:
        "A taxi in Peja to the mouth of the gorge costs about 2–5 €; for the upper valley, agree the fare and a return time with the driver before you set off.",
    },
    nearbyAttractions: [
      { id: 7, distance: "about 1 km" },
      { id: 8, distance: "about 18 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Dukagjini", distance: "about 3 km" },
      { name: "Guesthouse Kujtimi", distance: "about 15 km" },
    ],
  },
  {
    id: 7,
    sources: [
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
      source(
        "http://www.kosovo-metochia.org/news/2016/06/25/serb-christian-orthodox-unesco-heritage-kosovo-metochia-monastery-complex-of-pec/",
        "Monastery complex of Peć: four churches of the 13th–14th centuries, frescoes to the 17th, UNESCO 2006",
      ),
    ],
    slug: "patriarchate-of-pec",
    name: "Patriarchate of Peć",
    description:
      "Four joined medieval churches at the mouth of the Rugova Gorge, seat of the Serbian patriarchs and part of a UNESCO World Heritage Site.",
    longDescription: paragraphs(
      "The Patriarchate of Peć (Patrikana e Pejës) is a walled monastery on the western edge of Peja, where the Rugova Gorge opens onto the plain. Its four churches — the Holy Apostles, St Demetrius, the Virgin Hodegetria and St Nicholas — were built side by side between the 13th and 14th centuries and share a common entrance hall.",
      "From 1346 it was the seat of the Serbian patriarchs, and several archbishops and patriarchs are buried here. The walls inside are covered with frescoes from the 13th to the 17th centuries. In 2006 it joined Visoki Dečani, Gračanica and the Church of the Virgin of Ljeviš in Prizren in the UNESCO site “Medieval Monuments in Kosovo”.",
      "Today a community of Serbian Orthodox nuns lives here, and Kosovo Police guard the gate. Bring your passport or ID card, which you hand in at the checkpoint, dress modestly and keep quiet inside. The garden, with its huge old mulberry tree, is a peaceful place to sit afterwards.",
    ),
    image: "/artwork/attractions/patriarchate-of-pec-1.svg",
    images: pictures("patriarchate-of-pec", [
      [
        "The red-walled churches of the Patriarchate of Peć below the mountains",
        scene("mountains", "orthodox-church", "day", "spring"),
      ],
      [
        "The monastery garden with an old mulberry tree and the church domes in autumn",
        scene("valley", "monastery", "golden", "autumn"),
      ],
      [
        "The Patriarchate at the mouth of the Rugova Gorge on a summer evening",
        scene("canyon", "orthodox-church", "dusk", "summer"),
      ],
      [
        "Snow on the monastery walls and the mountains above Peja",
        scene("mountains", "monastery", "dawn", "winter"),
      ],
    ]),
    city: "Peja",
    address: "Western edge of Peja, on the road into the Rugova Gorge",
    coordinates: { lat: 42.6614, lng: 20.2661 },
    category: "Religious",
    tags: [
      "UNESCO World Heritage",
      "Medieval frescoes",
      "Four churches",
      "Monastery garden",
      "Passport needed",
    ],
    duration: "1-2 hours",
    ticketPrice: "Free",
    openingHours:
      "Usually open to visitors during the day; the churches close to sightseeing during services",
    featured: false,
    bestTimeToVisit:
      "Weekday mornings, outside church services and major Orthodox holidays, from spring to autumn.",
    accessibilityInfo:
      "Paved, mostly flat path and courtyard. There are thresholds and a step into the churches, and the interior is dim.",
    facilities: [
      "Monastery garden",
      "Small shop selling icons and monastery products",
      "Parking outside the walls",
    ],
    visitorTips: [
      "Bring your passport or ID card; you leave it at the police checkpoint and collect it on the way out.",
      "Cover shoulders and knees; women may be asked to wear a skirt or scarf.",
      "Photography is restricted inside the churches — ask first.",
      "Entry is free; donations and purchases in the shop support the nuns.",
    ],
    gettingThere: {
      onFoot:
        "From Peja's main square, walk west along the Lumbardhi river for about 20–30 minutes; the monastery walls are on your right before the gorge.",
      byTaxi:
        "A taxi from the centre of Peja costs about 2–5 € and drops you at the checkpoint by the road.",
    },
    nearbyAttractions: [
      { id: 6, distance: "about 1 km" },
      { id: 8, distance: "about 15 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Dukagjini", distance: "about 2 km" },
      { name: "Guesthouse Kujtimi", distance: "about 14 km" },
    ],
  },
  {
    id: 8,
    sources: [
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
      source(
        "https://www.blagofund.org/Archives/Decani/",
        "Visoki Dečani: founded 1327, built until 1335 by Fra Vita of Kotor, UNESCO 2004 — BLAGO Fund",
      ),
      source(
        "https://www.lonelyplanet.com/kosovo/attractions/visoki-decani-monastery/a/poi-sig/1251767/360675",
        "Visoki Dečani, on the outskirts of Dečani, 15 km south of Peja; ID left at the gate — Lonely Planet",
      ),
    ],
    slug: "visoki-decani-monastery",
    name: "Visoki Dečani Monastery",
    description:
      "A 14th-century monastery at the foot of the mountains near Deçan, with the largest medieval church in the Balkans and walls covered in frescoes.",
    longDescription: paragraphs(
      "Visoki Dečani was founded by the Serbian king Stefan Uroš III Dečanski and finished in the 1330s under his son, Stefan Dušan. The builder was a Franciscan friar, Vita of Kotor, which is why the church mixes Romanesque and Gothic stonework in pale and reddish marble with Byzantine painting inside.",
      "Step through the wooden doors and almost every surface is painted: the church holds thousands of figures in fresco cycles from the 14th century. It has been on the UNESCO World Heritage List since 2004 and is one of the “Medieval Monuments in Kosovo”.",
      "A community of Serbian Orthodox monks lives here, making wine, cheese and honey. The monastery sits at the mouth of a wooded river gorge about 2 km from Deçan town and is guarded by KFOR; you leave your passport or ID at the gate. Dress modestly and allow time — it is not a place to rush.",
    ),
    image: "/artwork/attractions/visoki-decani-monastery-1.svg",
    images: pictures("visoki-decani-monastery", [
      [
        "The marble church of Visoki Dečani among chestnut trees below the mountains",
        scene("forest", "monastery", "day", "summer"),
      ],
      [
        "Visoki Dečani's banded stone walls glowing in late afternoon light",
        scene("mountains", "monastery", "golden", "autumn"),
      ],
      [
        "The monastery courtyard with fruit trees in blossom",
        scene("valley", "monastery", "day", "spring"),
      ],
      [
        "The monastery in snow with the Accursed Mountains behind at dusk",
        scene("mountains", "monastery", "dusk", "winter"),
      ],
    ]),
    city: "Deçan",
    address: "About 2 km west of Deçan town, at the mouth of the Lumbardhi i Deçanit gorge",
    coordinates: { lat: 42.5469, lng: 20.2658 },
    category: "Religious",
    tags: [
      "UNESCO World Heritage",
      "14th-century frescoes",
      "Marble church",
      "Mountain setting",
      "Monastery products",
    ],
    duration: "2-3 hours",
    ticketPrice: "Free",
    openingHours:
      "Usually open to visitors during the day, with breaks for services; check locally before travelling",
    featured: true,
    bestTimeToVisit:
      "Late spring to early autumn on a weekday morning. Avoid major Orthodox holidays, when the monastery is busy with pilgrims.",
    accessibilityInfo:
      "The courtyard is largely flat. The church has a threshold at the door and dim lighting inside; the walk from the gate is short and paved.",
    facilities: [
      "Monastery shop (wine, cheese, honey, icons)",
      "Parking near the checkpoint",
      "Toilets near the entrance",
    ],
    visitorTips: [
      "Bring your passport or ID card for the KFOR checkpoint.",
      "No photos inside the church, and never photograph the soldiers or their positions.",
      "Long trousers or skirts and covered shoulders are expected.",
      "Entry is free; buying something from the monastery shop is a good way to support it.",
    ],
    gettingThere: {
      onFoot:
        "From the centre of Deçan, follow the signs west towards the monastery and the river gorge; the walk takes about 20–30 minutes.",
      byTaxi:
        "A taxi from Deçan town costs about 2–5 €. From Peja, about 15 km away, agree the fare before setting off.",
    },
    nearbyAttractions: [
      { id: 7, distance: "about 15 km" },
      { id: 6, distance: "about 18 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Dukagjini (Peja)", distance: "about 15 km" },
      { name: "Guesthouse Kujtimi (Rugova)", distance: "about 30 km" },
    ],
  },
  {
    id: 9,
    sources: [source("https://en.wikipedia.org/wiki/Ulpiana", "Ulpiana — Wikipedia")],
    slug: "ulpiana-archaeological-site",
    name: "Ulpiana Archaeological Site",
    description:
      "The excavated remains of a Roman and early Byzantine city between Gračanica and Lipjan: a city gate, churches and a necropolis in open fields.",
    longDescription: paragraphs(
      "Ulpiana was one of the most important Roman towns in the province of Dardania, named after the family of Emperor Trajan. After an earthquake in 518 the emperor Justinian rebuilt it as Iustiniana Secunda. Lipjan, a few kilometres to the west, is generally thought to take its name from Ulpiana.",
      "Only a small part of the ancient city has been dug up. In the archaeological park you can walk among the foundations of the northern city gate, early Christian churches, a baptistery and the northern necropolis with its mausoleum. Many finds are on display in the Museum of Kosovo in Pristina.",
      "It was declared Kosovo's first archaeological park in 2016, and excavations still continue in summer, often with students and foreign teams. The site lies in open farmland, so it is quiet and spacious; combine it with Gračanica Monastery, a couple of kilometres away, for a half-day trip from Pristina.",
    ),
    image: "/artwork/attractions/ulpiana-archaeological-site-1.svg",
    images: pictures("ulpiana-archaeological-site", [
      [
        "Stone foundations of a Roman city gate at Ulpiana in open fields",
        scene("plain", "ruins", "day", "summer"),
      ],
      [
        "Ruined walls of an early Christian basilica at Ulpiana in golden light",
        scene("plain", "ruins", "golden", "autumn"),
      ],
      [
        "Wildflowers among the excavated walls of Ulpiana in spring",
        scene("meadow", "ruins", "day", "spring"),
      ],
      [
        "Frost on the Roman ruins of Ulpiana on a winter morning",
        scene("plain", "ruins", "dawn", "winter"),
      ],
    ]),
    city: "Lipjan",
    address: "Ulpiana Archaeological Park, just south-west of Gračanica, on the way towards Lipjan",
    coordinates: { lat: 42.592, lng: 21.179 },
    category: "Historical",
    tags: [
      "Roman city",
      "Early Christian churches",
      "Archaeological park",
      "Quiet open site",
      "Free entry",
    ],
    duration: "1-2 hours",
    ticketPrice: "Free",
    openingHours:
      "Usually open during the day on weekdays and on Saturday mornings; hours vary with the season and excavations, so check locally",
    featured: false,
    bestTimeToVisit:
      "Spring and early autumn, when the fields are green and it is not too hot. In summer you may see excavations in progress.",
    accessibilityInfo:
      "Flat site with grass and gravel paths; the ground is uneven around the excavations and there is little shade.",
    facilities: ["Information boards", "Marked walking paths", "Parking by the entrance"],
    visitorTips: [
      "Bring a hat and water; there is no café on site.",
      "See the finds in the Museum of Kosovo first, so the foundations make more sense.",
      "Stay on the paths and do not climb on the walls.",
      "Pair it with Gračanica Monastery for a half-day trip from Pristina.",
    ],
    gettingThere: {
      onFoot:
        "From Gračanica Monastery it is roughly a 25–30 minute walk along local roads; ask locally for the turning, as signs are few.",
      byTaxi:
        "From Gračanica a short taxi ride costs about 2–5 €. From Pristina, about 10 km away, agree the fare before you go.",
    },
    nearbyAttractions: [
      { id: 10, distance: "about 2 km" },
      { id: 5, distance: "about 10 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Gračanica", distance: "about 2 km" },
      { name: "Swiss Diamond Hotel Prishtina", distance: "about 10 km" },
    ],
  },
  {
    id: 10,
    sources: [
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
      source(
        "https://en.wikipedia.org/wiki/Gra%C4%8Danica_Monastery",
        "Gračanica Monastery — Wikipedia",
      ),
    ],
    slug: "gracanica-monastery",
    name: "Gračanica Monastery",
    description:
      "King Milutin's five-domed church of 1321, just outside Pristina, with vivid 14th-century frescoes and a quiet garden looked after by nuns.",
    longDescription: paragraphs(
      "Gračanica Monastery was built by the Serbian king Stefan Milutin and completed in 1321, on the remains of older churches. Its five domes rise in stepped layers of stone and brick, and it is often called one of the finest buildings of late Byzantine architecture in the Balkans.",
      "Inside, the frescoes painted soon after its completion are remarkably well kept, including portraits of King Milutin and Queen Simonida and a family tree of the Nemanjić dynasty. Since 2006 the monastery has been part of the UNESCO World Heritage Site “Medieval Monuments in Kosovo”.",
      "A community of Serbian Orthodox nuns lives here and keeps the garden in bloom. The monastery is in the centre of the town of Gračanica, about 10 km south-east of Pristina, so it is an easy half-day trip. Dress respectfully, and note that photography inside the church is not allowed.",
    ),
    image: "/artwork/attractions/gracanica-monastery-1.svg",
    images: pictures("gracanica-monastery", [
      [
        "The five-domed church of Gračanica Monastery in its green garden",
        scene("plain", "monastery", "day", "spring"),
      ],
      [
        "Gračanica's stone and brick domes glowing in the evening sun",
        scene("plain", "orthodox-church", "golden", "summer"),
      ],
      [
        "The monastery garden with autumn leaves and the church behind",
        scene("hills", "monastery", "day", "autumn"),
      ],
      [
        "Gračanica Monastery under snow at dusk with lights in the town",
        scene("plain", "monastery", "dusk", "winter"),
      ],
    ]),
    city: "Gračanica",
    address: "Town centre, on the main road through Gračanica, about 10 km south-east of Pristina",
    coordinates: { lat: 42.5983, lng: 21.1933 },
    category: "Religious",
    tags: [
      "UNESCO World Heritage",
      "Five domes",
      "14th-century frescoes",
      "Easy trip from Pristina",
      "Monastery garden",
    ],
    duration: "1-2 hours",
    ticketPrice: "Free",
    openingHours:
      "Usually open to visitors every day during daylight hours; closed to sightseeing during services",
    featured: true,
    bestTimeToVisit:
      "Spring, when the garden is in flower, or a clear autumn day. Weekday mornings are quietest.",
    accessibilityInfo:
      "Flat, paved paths through the garden to the church door; a threshold at the entrance and a dim interior.",
    facilities: [
      "Monastery garden",
      "Small shop with icons and nuns' products",
      "Cafés and restaurants in the town nearby",
    ],
    visitorTips: [
      "No shorts or sleeveless tops; women may be asked to cover their hair.",
      "Photos are not allowed inside the church.",
      "Entry is free; donations and shop purchases support the monastery.",
      "Ulpiana's Roman ruins are a couple of kilometres away — see both in one trip.",
    ],
    gettingThere: {
      onFoot:
        "Buses towards Gjilan from Pristina stop in Gračanica; the monastery is a few minutes' walk from the stop in the town centre.",
      byTaxi:
        "A taxi from central Pristina takes about 15–20 minutes; agree the fare first. Within Gračanica a short ride costs about 2–5 €.",
    },
    nearbyAttractions: [
      { id: 9, distance: "about 2 km" },
      { id: 4, distance: "about 9 km" },
    ],
    nearbyAccommodation: [
      { name: "Hotel Gračanica", distance: "0.5 km" },
      { name: "Swiss Diamond Hotel Prishtina", distance: "about 10 km" },
    ],
  },
];

/** The ten attractions, ids 1–10 in order. */
export const attractions: Attraction[] = attractionsSchema.parse(rawAttractions);

export function getAttraction(id: number): Attraction | undefined {
  return attractions.find((attraction) => attraction.id === id);
}
