import { z } from "zod";
import { artworkSchema, sceneSchema, slugSchema } from "./schema.ts";

/**
 * Static media of the home page (SPEC 2.3): the hero carousel, the featured videos and the photo
 * strip, plus the extra pictures of the /gallery page (PRODUCT B1).
 */

const uniqueIds = <T extends { id: number }>(list: T[]) =>
  new Set(list.map((item) => item.id)).size === list.length;

const pathIn = (collection: string) =>
  z.string().regex(new RegExp(`^/artwork/${collection}/[a-z0-9]+(?:-[a-z0-9]+)*\\.svg$`));

/* Hero carousel */

export const heroSlideTitles = ["Breathtaking Landscapes", "SunnyHill", "Zip Line"] as const;

export const heroSlideSchema = artworkSchema.extend({
  id: z.number().int().positive(),
  title: z.enum(heroSlideTitles),
  /** One sentence. */
  caption: z.string().min(30).max(160),
  image: pathIn("hero"),
});

export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const heroSlides: HeroSlide[] = z
  .array(heroSlideSchema)
  .refine((list) => list.map((slide) => slide.title).join("|") === heroSlideTitles.join("|"), {
    message: "Hero slides must be exactly the spec's three titles, in order",
  })
  .refine(uniqueIds, "Duplicate id")
  .parse([
    {
      id: 1,
      title: "Breathtaking Landscapes",
      caption:
        "From the Sharr Mountains to the Rugova Gorge, wild peaks and high pastures are never more than a couple of hours away.",
      image: "/artwork/hero/breathtaking-landscapes.svg",
      imageAlt:
        "Layered mountain ridges above a green valley in the first light of an autumn morning",
      scene: { landscape: "mountains", landmark: "none", time: "dawn", season: "autumn" },
    },
    {
      id: 2,
      title: "SunnyHill",
      caption:
        "Every summer that it runs, the Sunny Hill Festival brings international headliners and Albanian stars to a stage just outside Pristina.",
      image: "/artwork/hero/sunnyhill.svg",
      imageAlt:
        "A festival stage glowing with coloured lights above a large crowd on a summer night",
      scene: { landscape: "hills", landmark: "stage", time: "night", season: "summer" },
    },
    {
      id: 3,
      title: "Zip Line",
      caption:
        "Fly along the zip line in the Rugova Gorge, just a few kilometres from Peja, with the river far below you.",
      image: "/artwork/hero/zip-line.svg",
      imageAlt: "A rider on a zip line crossing high above the deep limestone Rugova Gorge",
      scene: { landscape: "canyon", landmark: "zipline", time: "golden", season: "spring" },
    },
  ]);

/* Featured videos */

export const featuredVideoSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(5).max(80),
    description: z.string().min(40).max(240),
    /**
     * Our own short film (`/videos/{slug}.webm` and `.mp4`, made by scripts/videos.ts from the
     * artwork), or a youtube-nocookie video an editor chose: exactly one, never an empty entry.
     */
    film: z.object({ slug: slugSchema }).optional(),
    youtubeId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/)
      .optional(),
    /** Also the film's poster. */
    thumbnail: pathIn("videos"),
    imageAlt: z.string().min(8).max(160),
    scene: sceneSchema,
  })
  .refine((video) => (video.film === undefined) !== (video.youtubeId === undefined), {
    message: "a featured video is our film or a YouTube id, exactly one",
  });

export type FeaturedVideo = z.infer<typeof featuredVideoSchema>;

export const featuredVideos: FeaturedVideo[] = z
  .array(featuredVideoSchema)
  .length(3)
  .refine(uniqueIds, "Duplicate id")
  .parse([
    {
      id: 1,
      title: "Prizren: Old Town and Fortress",
      description:
        "Walk with us from the Stone Bridge and the Sinan Pasha Mosque up to the fortress, for the view over Prizren's roofs and minarets.",
      film: { slug: "prizren-old-town-and-fortress" },
      thumbnail: "/artwork/videos/prizren-old-town-and-fortress.svg",
      imageAlt: "Prizren's Sinan Pasha Mosque and old-town roofs in warm evening light",
      scene: { landscape: "city", landmark: "mosque", time: "golden", season: "autumn" },
    },
    {
      id: 2,
      title: "Into the Rugova Gorge",
      description:
        "Via ferratas, waterfalls and mountain villages in the canyon west of Peja, Kosovo's favourite playground for hikers and climbers.",
      film: { slug: "into-the-rugova-gorge" },
      thumbnail: "/artwork/videos/into-the-rugova-gorge.svg",
      imageAlt: "Sheer walls of the Rugova Gorge with a river at the bottom in early morning light",
      scene: { landscape: "canyon", landmark: "none", time: "dawn", season: "summer" },
    },
    {
      id: 3,
      title: "A Day in Pristina",
      description:
        "Coffee on Mother Teresa Boulevard, the Newborn letters, the domes of the National Library and the old bazaar quarter of Kosovo's young capital.",
      film: { slug: "a-day-in-pristina" },
      thumbnail: "/artwork/videos/a-day-in-pristina.svg",
      imageAlt: "The domed National Library of Kosovo in Pristina on a bright spring day",
      scene: { landscape: "city", landmark: "library", time: "day", season: "spring" },
    },
  ]);

/* Photos: the home page strip and the /gallery page */

export const photoCategories = ["cities", "nature"] as const;

export const photoSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(3).max(80),
  url: pathIn("photos"),
  alt: z.string().min(8).max(160),
  category: z.enum(photoCategories),
  scene: sceneSchema,
});

export type Photo = z.infer<typeof photoSchema>;

export const photoStripTitles = ["Prishtina City View", "Kosovo Mountains", "Prizren"] as const;

export const photos: Photo[] = z
  .array(photoSchema)
  .refine((list) => list.map((photo) => photo.title).join("|") === photoStripTitles.join("|"), {
    message: "The photo strip must be exactly the spec's three titles, in order",
  })
  .refine(uniqueIds, "Duplicate id")
  .parse([
    {
      id: 1,
      title: "Prishtina City View",
      url: "/artwork/photos/prishtina-city-view.svg",
      alt: "Pristina's rooftops at dusk with the bell tower of the Cathedral of Saint Mother Teresa",
      category: "cities",
      scene: { landscape: "city", landmark: "catholic-church", time: "dusk", season: "summer" },
    },
    {
      id: 2,
      title: "Kosovo Mountains",
      url: "/artwork/photos/kosovo-mountains.svg",
      alt: "Snow-covered peaks of the Sharr Mountains glowing pink at dawn",
      category: "nature",
      scene: { landscape: "mountains", landmark: "none", time: "dawn", season: "winter" },
    },
    {
      id: 3,
      title: "Prizren",
      url: "/artwork/photos/prizren.svg",
      alt: "Prizren's Stone Bridge lit up at night over the river, the fortress on the hill above",
      category: "cities",
      scene: { landscape: "river", landmark: "stone-bridge", time: "night", season: "spring" },
    },
  ]);

export const galleryPhotos: Photo[] = z
  .array(photoSchema)
  .length(18)
  .refine(uniqueIds, "Duplicate id")
  .refine(
    (list) => list.every((photo) => photo.id > photos.length),
    "Gallery ids follow the strip's",
  )
  .parse([
    {
      id: 4,
      title: "Newborn Monument, Pristina",
      url: "/artwork/photos/newborn-monument-pristina.svg",
      alt: "The giant NEWBORN letters in central Pristina, painted in bright colours",
      category: "cities",
      scene: { landscape: "city", landmark: "newborn", time: "golden", season: "spring" },
    },
    {
      id: 5,
      title: "National Library of Kosovo",
      url: "/artwork/photos/national-library-of-kosovo.svg",
      alt: "The white domes and metal lattice of the National Library in Pristina",
      category: "cities",
      scene: { landscape: "city", landmark: "library", time: "day", season: "summer" },
    },
    {
      id: 6,
      title: "Rugova Gorge",
      url: "/artwork/photos/rugova-gorge.svg",
      alt: "The narrow Rugova Gorge near Peja, its cliffs lit gold above autumn trees",
      category: "nature",
      scene: { landscape: "canyon", landmark: "none", time: "golden", season: "autumn" },
    },
    {
      id: 7,
      title: "Patriarchate of Peć",
      url: "/artwork/photos/patriarchate-of-pec.svg",
      alt: "The red-painted churches of the Patriarchate of Peć at the mouth of the Rugova Gorge",
      category: "cities",
      scene: { landscape: "valley", landmark: "monastery", time: "day", season: "spring" },
    },
    {
      id: 8,
      title: "Visoki Dečani Monastery",
      url: "/artwork/photos/visoki-decani-monastery.svg",
      alt: "The banded stone church of Visoki Dečani among forested hills at dawn",
      category: "cities",
      scene: { landscape: "forest", landmark: "monastery", time: "dawn", season: "summer" },
    },
    {
      id: 9,
      title: "Old Bazaar, Gjakova",
      url: "/artwork/photos/old-bazaar-gjakova.svg",
      alt: "The cobbled street and wooden shopfronts of Gjakova's Old Bazaar in evening light",
      category: "cities",
      scene: { landscape: "city", landmark: "bazaar", time: "golden", season: "autumn" },
    },
    {
      id: 10,
      title: "Mirusha Waterfalls",
      url: "/artwork/photos/mirusha-waterfalls.svg",
      alt: "A waterfall dropping between pale cliffs into a green pool in the Mirusha canyon",
      category: "nature",
      scene: { landscape: "waterfall", landmark: "none", time: "day", season: "spring" },
    },
    {
      id: 11,
      title: "Gadime Marble Cave",
      url: "/artwork/photos/gadime-marble-cave.svg",
      alt: "Lit stalactites and white crystal formations in the Marble Cave at Gadime",
      category: "nature",
      scene: { landscape: "cave", landmark: "cave-formations", time: "day", season: "winter" },
    },
    {
      id: 12,
      title: "Gračanica Monastery",
      url: "/artwork/photos/gracanica-monastery.svg",
      alt: "The five domes of Gračanica Monastery against a dusk sky on the plain near Pristina",
      category: "cities",
      scene: { landscape: "plain", landmark: "monastery", time: "dusk", season: "summer" },
    },
    {
      id: 13,
      title: "Brezovica Ski Slopes",
      url: "/artwork/photos/brezovica-ski-slopes.svg",
      alt: "A chairlift climbing the snowy slopes of Brezovica in the Sharr Mountains",
      category: "nature",
      scene: { landscape: "mountains", landmark: "ski-lift", time: "day", season: "winter" },
    },
    {
      id: 14,
      title: "Prevalla Pass, Sharr Mountains",
      url: "/artwork/photos/prevalla-pass.svg",
      alt: "Rolling high meadows at the Prevalla pass in the Sharr Mountains in late-day sun",
      category: "nature",
      scene: { landscape: "meadow", landmark: "none", time: "golden", season: "summer" },
    },
    {
      id: 15,
      title: "Vineyards of Rahovec",
      url: "/artwork/photos/vineyards-of-rahovec.svg",
      alt: "Rows of vines covering the hills around Rahovec under a summer sky",
      category: "nature",
      scene: { landscape: "vineyard", landmark: "none", time: "day", season: "summer" },
    },
    {
      id: 16,
      title: "Trepça Mine, Stari Trg",
      url: "/artwork/photos/trepca-mine-stari-trg.svg",
      alt: "The steel headframe of the Trepça mine at Stari Trg in the hills near Mitrovica",
      category: "cities",
      scene: { landscape: "hills", landmark: "mine-tower", time: "dusk", season: "autumn" },
    },
    {
      id: 17,
      title: "Lake Batllava",
      url: "/artwork/photos/lake-batllava.svg",
      alt: "Calm water of Lake Batllava near Podujevo, wooded hills around it at sunrise",
      category: "nature",
      scene: { landscape: "lake", landmark: "none", time: "dawn", season: "summer" },
    },
    {
      id: 18,
      title: "Lake Gazivoda",
      url: "/artwork/photos/lake-gazivoda.svg",
      alt: "The long Gazivoda reservoir and its dam among autumn hills in northern Kosovo",
      category: "nature",
      scene: { landscape: "lake", landmark: "dam", time: "day", season: "autumn" },
    },
    {
      id: 19,
      title: "Novo Brdo Fortress",
      url: "/artwork/photos/novo-brdo-fortress.svg",
      alt: "The ruined towers of the medieval fortress of Novo Brdo on a hilltop",
      category: "cities",
      scene: { landscape: "hills", landmark: "ruins", time: "golden", season: "spring" },
    },
    {
      id: 20,
      title: "White Drin Spring, Radavc",
      url: "/artwork/photos/white-drin-spring-radavc.svg",
      alt: "The White Drin river pouring as a waterfall from its source near Radavc, north of Peja",
      category: "nature",
      scene: { landscape: "waterfall", landmark: "none", time: "day", season: "summer" },
    },
    {
      id: 21,
      title: "Mosque and Church, Ferizaj",
      url: "/artwork/photos/mosque-and-church-ferizaj.svg",
      alt: "A mosque and an Orthodox church standing side by side in the centre of Ferizaj at night",
      category: "cities",
      scene: { landscape: "city", landmark: "mosque", time: "night", season: "winter" },
    },
  ]);
