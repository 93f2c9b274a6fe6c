import { z } from "zod";
import { sceneSchema, seasons as seasonIds, slugSchema, source, sourcesSchema } from "./schema.ts";

/**
 * Activities (/what-to-do, SPEC 2.17): eight interest categories, nine activities (none in
 * "relax") and the four seasons with their months from SPEC section 9.
 */

/** lucide-react icon names used by this collection (the UI maps them to components). */
export const activityIconNames = [
  "Mountain",
  "MountainSnow",
  "UtensilsCrossed",
  "Wine",
  "Landmark",
  "Church",
  "CalendarDays",
  "Film",
  "Users",
  "Gem",
  "Bike",
  "Compass",
  "Droplets",
  "Waves",
] as const;
export const activityIconSchema = z.enum(activityIconNames);
export type ActivityIcon = z.infer<typeof activityIconSchema>;

export const activityCategoryIds = [
  "outdoors",
  "gastronomy",
  "cultural",
  "events",
  "family",
  "sports",
  "adventure",
  "relax",
] as const;
export const activityCategoryIdSchema = z.enum(activityCategoryIds);
export type ActivityCategoryId = z.infer<typeof activityCategoryIdSchema>;

export const activityCategorySchema = z.object({
  id: activityCategoryIdSchema,
  name: z.string().min(3).max(30),
  icon: activityIconSchema,
  description: z.string().min(40).max(200),
});
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

/** In tab order; the first one (outdoors) is the default tab, the first four are hero buttons. */
export const activityCategories: ActivityCategory[] = z
  .array(activityCategorySchema)
  .superRefine((categories, ctx) => {
    if (categories.map((category) => category.id).join() !== activityCategoryIds.join()) {
      ctx.addIssue({
        code: "custom",
        message: "categories must be exactly the spec's eight, in order",
      });
    }
  })
  .parse([
    {
      id: "outdoors",
      name: "Outdoors",
      icon: "Mountain",
      description:
        "Hike limestone gorges and high pastures, and cool off beside waterfalls in some of the wildest mountains of the Balkans.",
    },
    {
      id: "gastronomy",
      name: "Food & Drink",
      icon: "UtensilsCrossed",
      description:
        "Taste flija baked under embers, fresh pite and Sharr cheese, and sip wine in the hills where the grapes are grown.",
    },
    {
      id: "cultural",
      name: "Cultural",
      icon: "Landmark",
      description:
        "Walk Ottoman old towns, step into medieval monasteries and visit museums that tell Kosovo's many-layered story.",
    },
    {
      id: "events",
      name: "Events",
      icon: "CalendarDays",
      description:
        "Time your trip for open-air film screenings, summer concerts and the autumn grape harvest.",
    },
    {
      id: "family",
      name: "Family",
      icon: "Users",
      description:
        "Easy outings for every age, from a marble cave full of crystals to shady parks and short walks.",
    },
    {
      id: "sports",
      name: "Sports",
      icon: "Bike",
      description:
        "Ski the long north-facing runs of the Sharr Mountains in winter and ride quiet valley roads the rest of the year.",
    },
    {
      id: "adventure",
      name: "Adventure",
      icon: "Compass",
      description:
        "Clip into a via ferrata, fly down a zipline or climb limestone walls high above a mountain river.",
    },
    {
      id: "relax",
      name: "Relax",
      icon: "Waves",
      description:
        "Slow down at mountain guesthouses, lakeside terraces and long afternoons over a macchiato.",
    },
  ]);

/** Where a card's button leads: one of our own pages. */
const ACTIVITY_HREF =
  /^\/(?:destinations\/(?:[1-9]|1\d|2[0-5])|cities\/[1-6]|attractions(?:\/(?:[1-9]|10)|\?category=(?:Nature|Historical|Religious|Museum))?|events|experiences|blog(?:\/[1-8]|\?category=(?:culture|food|nature|adventure|events|tips))?|plan(?:#[a-z-]+)?|what-to-do)$/;

export const activitySchema = z
  .object({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().positive(),
    slug: slugSchema,
    title: z.string().min(5).max(60),
    description: z.string().min(60).max(260),
    imageUrl: z.string().regex(/^\/artwork\/activities\/[a-z0-9-]+\.svg$/),
    imageAlt: z.string().min(8).max(160),
    scene: sceneSchema,
    category: activityCategoryIdSchema,
    location: z.string().min(3).max(60),
    icon: activityIconSchema,
    tags: z.array(z.string().min(2).max(24)).min(3).max(4),
    link: z.object({
      href: z.string().regex(ACTIVITY_HREF),
      label: z.string().min(4).max(40),
    }),
  })
  .refine((activity) => activity.imageUrl === `/artwork/activities/${activity.slug}.svg`, {
    path: ["imageUrl"],
    message: "imageUrl must match the slug",
  });
export type Activity = z.infer<typeof activitySchema>;

export const activitiesSchema = z
  .array(activitySchema)
  .length(9)
  .superRefine((activities, ctx) => {
    activities.forEach((activity, index) => {
      if (activity.id !== index + 1) {
        ctx.addIssue({ code: "custom", path: [index, "id"], message: "ids must run 1–9 in order" });
      }
    });
    for (const category of activityCategoryIds) {
      const count = activities.filter((activity) => activity.category === category).length;
      if (category === "relax" ? count !== 0 : count === 0) {
        ctx.addIssue({
          code: "custom",
          message: `unexpected number of activities in ${category}: ${count}`,
        });
      }
    }
  });

/** The first three are the "Top Experiences". */
export const activities: Activity[] = activitiesSchema.parse([
  {
    id: 1,
    sources: [source("https://en.wikipedia.org/wiki/Rugova_Canyon", "Rugova Canyon — Wikipedia")],
    slug: "hike-the-rugova-gorge",
    title: "Hike the Rugova Gorge",
    description:
      "Follow the Lumbardhi river into a limestone gorge about 25 km long just outside Peja, then climb to high pastures and villages where shepherds still make cheese every summer morning.",
    imageUrl: "/artwork/activities/hike-the-rugova-gorge.svg",
    imageAlt:
      "Hikers on a trail above the Rugova Gorge at dawn, with autumn beech woods clinging to the cliffs",
    scene: { landscape: "canyon", landmark: "hikers", time: "dawn", season: "autumn" },
    category: "outdoors",
    location: "Rugova Gorge, Peja",
    icon: "Mountain",
    tags: ["Hiking", "Nature", "Mountains"],
    link: { href: "/destinations/5", label: "Explore Rugova" },
  },
  {
    id: 2,
    sources: [
      source(
        "https://docslib.org/doc/3292917/stonecastle-vineyards-and-winery",
        "Stonecastle Vineyards and Winery",
      ),
    ],
    slug: "wine-tasting-in-rahovec",
    title: "Wine Tasting in Rahovec",
    description:
      "Taste local reds and whites in the vineyard town of Rahovec (Orahovac), from large wineries to family cellars. Arrange tastings ahead, and come in September for the harvest.",
    imageUrl: "/artwork/activities/wine-tasting-in-rahovec.svg",
    imageAlt:
      "Oak wine barrels in front of vineyard rows on the hills around Rahovec at golden hour",
    scene: { landscape: "vineyard", landmark: "wine-barrels", time: "golden", season: "autumn" },
    category: "gastronomy",
    location: "Rahovec",
    icon: "Wine",
    tags: ["Wine", "Food", "Harvest"],
    link: { href: "/destinations/15", label: "Discover Rahovec" },
  },
  {
    id: 3,
    sources: [source("https://en.wikipedia.org/wiki/Prizren", "Prizren — Wikipedia")],
    slug: "walk-prizren-old-town",
    title: "Walk Prizren's Old Town",
    description:
      "Cross the Stone Bridge, step inside the Sinan Pasha Mosque and climb about twenty minutes to the fortress for sunset over the minarets and church towers.",
    imageUrl: "/artwork/activities/walk-prizren-old-town.svg",
    imageAlt:
      "The arched Stone Bridge over the Lumbardhi river in Prizren, with the Sinan Pasha Mosque behind it in spring",
    scene: { landscape: "city", landmark: "stone-bridge", time: "day", season: "spring" },
    category: "cultural",
    location: "Prizren",
    icon: "Landmark",
    tags: ["History", "Architecture", "Old Town"],
    link: { href: "/cities/2", label: "Prizren city guide" },
  },
  {
    id: 4,
    sources: [
      source("https://en.wikipedia.org/wiki/Dokufest", "Dokufest — Wikipedia"),
      source(
        "https://kosovapress.com/eng/details-about-dokufest-are-revealed",
        "DokuFest 2022: 5–13 August — KosovaPress",
      ),
    ],
    slug: "dokufest-film-nights",
    title: "DokuFest Film Nights",
    description:
      "Every August, Prizren's international documentary and short film festival turns the fortress, the riverbank and the old squares into open-air cinemas for nine days.",
    imageUrl: "/artwork/activities/dokufest-film-nights.svg",
    imageAlt:
      "An open-air cinema screen by the river in Prizren at dusk, with the fortress on the hill above",
    scene: { landscape: "river", landmark: "cinema-screen", time: "dusk", season: "summer" },
    category: "events",
    location: "Prizren",
    icon: "Film",
    tags: ["Festival", "Film", "Summer"],
    link: { href: "/events", label: "See the events calendar" },
  },
  {
    id: 5,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Marble_Cave,_Kosovo",
        "Marble Cave, Kosovo — Wikipedia",
      ),
    ],
    slug: "gadime-marble-cave",
    title: "Explore the Gadime Marble Cave",
    description:
      "Follow the guided path through marble galleries hung with stalactites and delicate crystal formations near Lipjan, south of Pristina. It stays cool all year, so bring a layer.",
    imageUrl: "/artwork/activities/gadime-marble-cave.svg",
    imageAlt: "Stalactites and white crystal formations lit up inside the Gadime marble cave",
    scene: { landscape: "cave", landmark: "cave-formations", time: "day", season: "spring" },
    category: "family",
    location: "Gadime, Lipjan",
    icon: "Gem",
    tags: ["Family", "Caves", "Nature"],
    link: { href: "/destinations/14", label: "Explore Gadime Cave" },
  },
  {
    id: 6,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Brezovica_ski_resort",
        "Brezovica ski resort — Wikipedia",
      ),
    ],
    slug: "ski-in-brezovica",
    title: "Ski in Brezovica",
    description:
      "Ride the lifts on the north-facing slopes of the Sharr Mountains, where long, steep runs hold their snow through the winter. Check which lifts are running before you go.",
    imageUrl: "/artwork/activities/ski-in-brezovica.svg",
    imageAlt:
      "Skiers below a chairlift on the snowy slopes of Brezovica in the Sharr Mountains on a clear day",
    scene: { landscape: "mountains", landmark: "ski-lift", time: "day", season: "winter" },
    category: "sports",
    location: "Brezovica, Sharr Mountains",
    icon: "MountainSnow",
    tags: ["Skiing", "Winter", "Mountains"],
    link: { href: "/destinations/6", label: "Explore Brezovica" },
  },
  {
    id: 7,
    sources: [source("https://en.wikipedia.org/wiki/Rugova_Canyon", "Rugova Canyon — Wikipedia")],
    slug: "rugova-via-ferrata-and-zipline",
    title: "Via Ferrata and Zipline in Rugova",
    description:
      "Clip into steel cables and climb ladders and bridges high above the river, always with a guide and proper kit, then fly down the zipline of about 700 metres near the mouth of the gorge.",
    imageUrl: "/artwork/activities/rugova-via-ferrata-and-zipline.svg",
    imageAlt:
      "A zipline cable stretched across the Rugova Gorge, with climbers on the rock wall in the evening sun",
    scene: { landscape: "canyon", landmark: "zipline", time: "golden", season: "summer" },
    category: "adventure",
    location: "Rugova Gorge, Peja",
    icon: "Compass",
    tags: ["Climbing", "Adventure", "Via Ferrata"],
    link: { href: "/blog/3", label: "Read our Rugova guide" },
  },
  {
    id: 8,
    sources: [
      source("https://en.wikipedia.org/wiki/Mirusha_waterfalls", "Mirusha waterfalls — Wikipedia"),
      source(
        "https://www.petitfute.co.uk/v72428-klina/c1173-visites-points-d-interet/",
        "Chutes d'eau de la Mirusha — Petit Futé",
      ),
    ],
    slug: "mirusha-waterfalls",
    title: "Visit the Mirusha Waterfalls",
    description:
      "Walk the rocky canyon of the Mirusha river, where a chain of waterfalls and turquoise pools steps down between Malisheva and Klina. In summer, locals cool off in the pools.",
    imageUrl: "/artwork/activities/mirusha-waterfalls.svg",
    imageAlt:
      "A waterfall pouring into a turquoise pool in the rocky Mirusha canyon on a summer afternoon",
    scene: { landscape: "waterfall", landmark: "none", time: "golden", season: "summer" },
    category: "outdoors",
    location: "Mirusha, near Malisheva",
    icon: "Droplets",
    tags: ["Waterfalls", "Nature", "Swimming"],
    link: { href: "/attractions?category=Nature", label: "Nature attractions" },
  },
  {
    id: 9,
    sources: [
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
      source(
        "https://www.blagofund.org/Archives/Decani/",
        "Visoki Dečani: founded 1327, built until 1335 by Fra Vita of Kotor, UNESCO 2004 — BLAGO Fund",
      ),
    ],
    slug: "visoki-decani-monastery",
    title: "Visit Visoki Dečani Monastery",
    description:
      "See a 14th-century church covered in thousands of painted figures, part of the UNESCO World Heritage site Medieval Monuments in Kosovo. Dress modestly and bring your passport or ID.",
    imageUrl: "/artwork/activities/visoki-decani-monastery.svg",
    imageAlt:
      "The banded marble church of Visoki Dečani monastery in a snowy valley below the mountains",
    scene: { landscape: "valley", landmark: "monastery", time: "day", season: "winter" },
    category: "cultural",
    location: "Deçan",
    icon: "Church",
    tags: ["UNESCO", "History", "Religious"],
    link: { href: "/destinations/13", label: "Discover Deçan" },
  },
]);

// --- Seasons -------------------------------------------------------------------------------------

/** SPEC section 9: Spring Apr–Jun, Summer Jun–Aug, Autumn Sep–Nov, Winter Dec–Mar. */
export const seasonMonths = {
  spring: "Apr–Jun",
  summer: "Jun–Aug",
  autumn: "Sep–Nov",
  winter: "Dec–Mar",
} as const satisfies Record<(typeof seasonIds)[number], string>;

export const seasonSchema = z
  .object({
    id: z.enum(seasonIds),
    name: z.string().min(4).max(20),
    months: z.enum(["Apr–Jun", "Jun–Aug", "Sep–Nov", "Dec–Mar"]),
    description: z.string().min(60).max(240),
    activities: z.array(z.string().min(5).max(60)).min(3).max(4),
    image: z.string().regex(/^\/artwork\/seasons\/(?:spring|summer|autumn|winter)\.svg$/),
    imageAlt: z.string().min(8).max(160),
    scene: sceneSchema,
  })
  .superRefine((season, ctx) => {
    if (season.months !== seasonMonths[season.id]) {
      ctx.addIssue({
        code: "custom",
        path: ["months"],
        message: "months must follow SPEC section 9",
      });
    }
    if (season.image !== `/artwork/seasons/${season.id}.svg`) {
      ctx.addIssue({ code: "custom", path: ["image"], message: "image must match the id" });
    }
    if (season.scene.season !== season.id) {
      ctx.addIssue({
        code: "custom",
        path: ["scene", "season"],
        message: "scene season must match the id",
      });
    }
  });
export type Season = z.infer<typeof seasonSchema>;

export const seasons: Season[] = z
  .array(seasonSchema)
  .refine((list) => list.map((season) => season.id).join() === seasonIds.join(), {
    message: "seasons must be spring, summer, autumn, winter in that order",
  })
  .parse([
    {
      id: "spring",
      name: "Spring",
      months: "Apr–Jun",
      description:
        "Meadows turn green, rivers run full and the days are mild: the best time to walk both old towns and mountain valleys before the summer heat.",
      activities: [
        "Old-town walks in Prizren and Pristina",
        "Waterfall hikes at Mirusha",
        "Wildflowers in the Rugova valley",
        "A cool visit to the Gadime cave",
      ],
      image: "/artwork/seasons/spring.svg",
      imageAlt:
        "Hikers crossing a green meadow full of wildflowers below snow-capped peaks in spring",
      scene: { landscape: "meadow", landmark: "hikers", time: "day", season: "spring" },
    },
    {
      id: "summer",
      name: "Summer",
      months: "Jun–Aug",
      description:
        "Long, warm days bring festivals, open-air cinema and the high-mountain hiking season, with cooler air always waiting up in the hills.",
      activities: [
        "DokuFest in Prizren",
        "Hiking the Peaks of the Balkans",
        "Lakeside days at Batllava Lake",
        "Evening strolls and café terraces",
      ],
      image: "/artwork/seasons/summer.svg",
      imageAlt: "A kayak gliding across a calm lake framed by wooded hills on a summer evening",
      scene: { landscape: "lake", landmark: "kayak", time: "golden", season: "summer" },
    },
    {
      id: "autumn",
      name: "Autumn",
      months: "Sep–Nov",
      description:
        "Harvest time: vineyards fill with pickers, beech forests turn copper and gold, and settled weather makes for some of the year's best hiking.",
      activities: [
        "The grape harvest in Rahovec",
        "Autumn colours in Rugova",
        "Roasting peppers for ajvar",
        "Quiet monastery visits",
      ],
      image: "/artwork/seasons/autumn.svg",
      imageAlt: "A stone kulla tower house among golden beech woods in western Kosovo in autumn",
      scene: { landscape: "forest", landmark: "kulla", time: "golden", season: "autumn" },
    },
    {
      id: "winter",
      name: "Winter",
      months: "Dec–Mar",
      description:
        "Snow settles on the Sharr and Accursed Mountains, bringing skiing at Brezovica, snowshoe walks and long evenings by the stove with a plate of flija.",
      activities: [
        "Skiing at Brezovica",
        "Snowshoeing in the Sharr Mountains",
        "Independence Day in Pristina on 17 February",
        "Hearty mountain food by the fire",
      ],
      image: "/artwork/seasons/winter.svg",
      imageAlt: "Snowshoe walkers on a snowy ridge of the Sharr Mountains at dawn",
      scene: { landscape: "mountains", landmark: "hikers", time: "dawn", season: "winter" },
    },
  ]);
