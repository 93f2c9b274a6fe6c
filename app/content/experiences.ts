import { z } from "zod";
import {
  artworkSchema,
  coordinatesSchema,
  paragraphsSchema,
  slugSchema,
  source,
  sourcesSchema,
} from "./schema.ts";

/** Things a visitor can do in Kosovo: the server list behind /experiences (SPEC 2.6, 3). */

export const experienceCategories = ["Culture", "Adventure", "Food", "Nature"] as const;

export const experienceSchema = artworkSchema
  .extend({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().positive(),
    slug: slugSchema,
    name: z.string().min(3).max(80),
    /** Card text. */
    description: z.string().min(80).max(220),
    category: z.enum(experienceCategories),
    /** Place name shown on the card. */
    location: z.string().min(3).max(100),
    /** A related destination (/destinations/{id}), when there is one. */
    destinationId: z.number().int().positive().optional(),
    /** What it is and what you do. */
    details: paragraphsSchema.min(2).max(3),
    duration: z.string().min(3).max(40),
    /** When it is possible, and when it is best. */
    season: z.string().min(10).max(200),
    whatToBring: z.array(z.string().min(3).max(80)).min(3).max(6),
    /**
     * "small" only where the organisers really keep groups small (the card then says "Small
     * groups"); absent when nobody said so.
     */
    groupSize: z.literal("small").optional(),
    coordinates: coordinatesSchema,
  })
  .refine((experience) => experience.image === `/artwork/experiences/${experience.slug}.svg`, {
    message: "image must be /artwork/experiences/{slug}.svg",
    path: ["image"],
  });

export type Experience = z.infer<typeof experienceSchema>;

export const experiencesSchema = z
  .array(experienceSchema)
  .refine((list) => new Set(list.map((item) => item.id)).size === list.length, "Duplicate id")
  .refine((list) => new Set(list.map((item) => item.slug)).size === list.length, "Duplicate slug");

export const experiences: Experience[] = experiencesSchema.parse([
  {
    id: 1,
    sources: [
      source("https://en.wikipedia.org/wiki/Prizren", "Prizren — Wikipedia"),
      source("https://en.wikipedia.org/wiki/Prizren_Fortress", "Prizren Fortress — Wikipedia"),
    ],
    slug: "prizren-old-town-and-fortress",
    name: "Prizren Old Town and Fortress Walk",
    description:
      "Cross the Stone Bridge, pass the Sinan Pasha Mosque and climb the lanes to the fortress for a view over the red roofs of Prizren.",
    image: "/artwork/experiences/prizren-old-town-and-fortress.svg",
    imageAlt:
      "Prizren's hilltop fortress in warm evening light above the old town's roofs, minaret and river",
    scene: { landscape: "city", landmark: "fortress", time: "golden", season: "summer" },
    category: "Culture",
    location: "Prizren",
    destinationId: 2,
    details: [
      "Prizren is the town where Kosovo's Ottoman, Orthodox and Catholic past sits closest together. Start at the Ottoman Stone Bridge over the Lumbardh (Bistrica) river, then walk to Shadërvan, the small square with its fountain, cafés and the domed Sinan Pasha Mosque from the early 17th century. A few streets away you find the Church of Our Lady of Ljeviš, part of the UNESCO-listed Medieval Monuments in Kosovo, and the complex of the League of Prizren, where Albanian leaders met in 1878.",
      "From the old town a cobbled path climbs to the fortress. It takes about 20 minutes at an easy pace and gets steep near the top, so wear proper shoes. Up on the walls you look down on the river, the minarets and the Sharr Mountains beyond. Go late in the afternoon: the climb is cooler, and you can watch the light go gold over the town before you walk back down for dinner by the river.",
    ],
    duration: "Half a day",
    season:
      "All year. Spring and autumn are the most comfortable for the climb; in early August the town is busy with DokuFest.",
    whatToBring: [
      "Comfortable shoes with grip",
      "Water for the climb",
      "A scarf or covered shoulders for mosques and churches",
      "Cash for cafés and small shops",
    ],
    coordinates: { lat: 42.2085, lng: 20.742 },
  },
  {
    id: 2,
    sources: [source("https://en.wikipedia.org/wiki/Rugova_Canyon", "Rugova Canyon — Wikipedia")],
    slug: "rugova-gorge-via-ferrata",
    name: "Via Ferrata and Hiking in the Rugova Gorge",
    description:
      "Clip onto steel cables and ladders fixed into the limestone walls of the Rugova Gorge, a few minutes' drive from Peja, with a local guide.",
    image: "/artwork/experiences/rugova-gorge-via-ferrata.svg",
    imageAlt: "Climbers on a via ferrata high on the sheer grey walls of the Rugova Gorge",
    scene: { landscape: "canyon", landmark: "hikers", time: "day", season: "summer" },
    category: "Adventure",
    location: "Rugova Gorge, near Peja",
    destinationId: 5,
    details: [
      "The Rugova Gorge begins just west of Peja / Peć, where the Lumbardh river has cut a narrow canyon into the Accursed Mountains (Bjeshkët e Nemuna). Several via ferrata routes are fixed into its walls, from gentle traverses above the river to a demanding line with a long suspension bridge. Local outdoor operators rent out the harness, helmet and lanyards and guide you along; you do not need climbing experience for the easier routes, only a head for heights.",
      "If you would rather keep your feet on a trail, the gorge and the high pastures above it are crossed by marked hiking paths, including sections of the cross-border Peaks of the Balkans trail. Ask your guide about the weather before you set off: the routes are exposed, and rock gets slippery after rain.",
    ],
    duration: "Half a day",
    season:
      "Late spring to autumn, roughly May to October. Summer mornings are the coolest time to climb.",
    whatToBring: [
      "Sturdy shoes with a good grip",
      "Gloves (cycling gloves work)",
      "Water and a snack",
      "A light jacket",
      "Sun cream",
    ],
    coordinates: { lat: 42.6695, lng: 20.245 },
  },
  {
    id: 3,
    sources: [
      source(
        "https://docslib.org/doc/3292917/stonecastle-vineyards-and-winery",
        "Stonecastle Vineyards and Winery",
      ),
      source(
        "https://pullthatcork.com/2021/stone-castle-vineyards/",
        "Stone Castle Vineyards and Winery — Pull That Cork, 2021",
      ),
    ],
    slug: "rahovec-wine-tasting",
    name: "Wine Tasting in Rahovec",
    description:
      "Taste reds, whites and home-made raki in the cellars of Rahovec, the small town at the heart of Kosovo's wine country.",
    image: "/artwork/experiences/rahovec-wine-tasting.svg",
    imageAlt: "Wine barrels at the edge of a vineyard on the hills of Rahovec at dusk",
    scene: { landscape: "vineyard", landmark: "wine-barrels", time: "dusk", season: "autumn" },
    category: "Food",
    location: "Rahovec",
    destinationId: 15,
    details: [
      "Rahovec sits on sunny hills between Prizren and Gjakova, and vines cover almost every slope around it. Wine has been made here for centuries. Today you can visit both the large Stone Castle winery and small family cellars, where the winemaker often pours for you personally and explains which grapes grow on which hill.",
      "A tasting usually means a few reds and whites with cheese, bread and peppers, and a glass of raki to finish. Arrange visits ahead by phone or through your guesthouse, and do not plan to drive afterwards: share a taxi from Prizren or Gjakova, or stay the night. In early September the town celebrates the harvest with Hardh Fest.",
    ],
    duration: "Half a day",
    season:
      "All year; most lively from late August to October, when the grapes are picked and pressed.",
    whatToBring: [
      "A designated driver or a taxi plan",
      "Cash for buying bottles",
      "Something to eat before you start",
    ],
    coordinates: { lat: 42.3993, lng: 20.6547 },
  },
  {
    id: 4,
    sources: [
      source("https://en.wikipedia.org/wiki/Flia", "Flia — Wikipedia"),
      source("https://world.food/recipes/flija", "Flija: cook time about 2 hours — World Food"),
    ],
    slug: "flija-and-home-cooking",
    name: "Flija and Home Cooking",
    description:
      "Watch flija being built layer by layer and baked for hours under a hot metal lid, then share it at a village table with yoghurt, honey and pickles.",
    image: "/artwork/experiences/flija-and-home-cooking.svg",
    imageAlt: "A round tray of layered flija on a table set outdoors, with mountain slopes behind",
    scene: { landscape: "mountains", landmark: "food-table", time: "day", season: "spring" },
    category: "Food",
    location: "Rugova valley villages, above Peja",
    destinationId: 5,
    details: [
      "Flija is the dish people in Kosovo cook when there is time and company. Thin batter is spread in a wide round tray, brushed with cream, and covered with a metal lid (saç) heaped with hot embers. Then the next layer goes on, and the next, for several hours, until the tray holds a tall, golden, many-layered pie.",
      "Many village guesthouses, in the Rugova valley above Peja for example, will make it if you ask a day ahead, and some let you help with the layers. It comes to the table with sour cream, yoghurt, honey or pickled peppers. Stay for the rest of the meal: beans baked in a clay pot, grilled meat, ajvar made from roasted peppers, and strong Turkish-style coffee.",
    ],
    duration: "3–4 hours",
    season: "All year; on summer days the cooking is often done outdoors.",
    whatToBring: [
      "An appetite and no fixed schedule",
      "A warm layer for mountain evenings",
      "Cash for the guesthouse",
    ],
    coordinates: { lat: 42.6922, lng: 20.1686 },
  },
  {
    id: 5,
    sources: [
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
    ],
    slug: "visoki-decani-and-patriarchate-of-pec",
    name: "Visoki Dečani and the Patriarchate of Peć",
    description:
      "Visit two 13th- and 14th-century Serbian Orthodox monasteries of the UNESCO-listed Medieval Monuments in Kosovo, their walls covered in frescoes.",
    image: "/artwork/experiences/visoki-decani-and-patriarchate-of-pec.svg",
    imageAlt: "A stone monastery church with a dome in a wooded valley at dawn",
    scene: { landscape: "valley", landmark: "monastery", time: "dawn", season: "spring" },
    category: "Culture",
    location: "Deçan and Peja",
    destinationId: 13,
    details: [
      "Visoki Dečani stands in a wooded valley just outside Deçan. Its church, built in the 1330s in banded stone, is the largest surviving medieval church in the Balkans, and inside almost every surface is painted with frescoes. The monks still live and work here, and you can buy their cheese, wine and honey. The Patriarchate of Peć, a group of red-painted churches at the mouth of the Rugova Gorge, was for centuries the seat of the Serbian patriarchs.",
      "Both belong to the UNESCO World Heritage site Medieval Monuments in Kosovo, together with Gračanica near Pristina and the Church of Our Lady of Ljeviš in Prizren. The two monasteries are about half an hour's drive apart, so they fit in one day from Peja. Dress modestly, keep your voice low inside, and bring your passport or ID card: Visoki Dečani is guarded and you register at the gate.",
    ],
    duration: "Full day",
    season:
      "All year. Check before visiting on major Orthodox feast days, when services take priority.",
    whatToBring: [
      "Passport or ID card",
      "Clothes that cover shoulders and knees",
      "Cash for the monastery shop",
      "A light layer for the cool church interiors",
    ],
    coordinates: { lat: 42.5467, lng: 20.2661 },
  },
  {
    id: 6,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Marble_Cave,_Kosovo",
        "Marble Cave, Kosovo — Wikipedia (discovery 1966)",
      ),
      source(
        "https://www.traditionandadventure.com/gadime-cave/",
        "Gadime Cave — Tradition and Adventure (discovery 1969, opened 1974)",
      ),
      source(
        "https://en-academic.com/dic.nsf/enwiki/2978805",
        "Marble cave (opened 1976, 1,260 m of passages)",
      ),
    ],
    slug: "gadime-marble-cave",
    name: "Gadime Marble Cave",
    description:
      "Follow a guide through the Marble Cave at Gadime, a half-hour drive south of Pristina, past white aragonite crystals and pillars of marble.",
    image: "/artwork/experiences/gadime-marble-cave.svg",
    imageAlt: "Lit stalactites and white crystal formations inside the Gadime Marble Cave",
    scene: { landscape: "cave", landmark: "cave-formations", time: "day", season: "autumn" },
    category: "Nature",
    location: "Gadime e Ulët, Lipjan",
    destinationId: 14,
    details: [
      "A villager in Gadime e Ulët, Ahmet Asllani, found the entrance while working on his land — in 1966 or 1969, as sources differ — and the cave opened to visitors in the 1970s. It is formed in marble rather than ordinary limestone, which is rare, and its walls bristle with needle-like aragonite crystals that grow in every direction, not only downwards.",
      "About 1.2 km of passages are known; a guided tour takes you along the lit part of them in well under an hour. It is cool inside all year, around 12 to 15 °C, so bring a layer even in August. Combine it with Gračanica Monastery or Pristina for an easy half-day trip.",
    ],
    duration: "1–2 hours",
    season:
      "Spring to autumn is the usual visiting season; check opening times before a winter visit.",
    whatToBring: ["A warm layer", "Shoes with grip for damp steps", "Cash for the entry ticket"],
    coordinates: { lat: 42.48, lng: 21.2055 },
  },
  {
    id: 7,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Brezovica_ski_resort",
        "Brezovica ski resort (established 1954) — Wikipedia",
      ),
      source(
        "https://kultplus.com/trashegimia/brezovica-hyjnesha-ne-fronin-e-debores",
        "Brezovica, 1,718–2,522 m — KultPlus",
      ),
    ],
    slug: "skiing-in-brezovica",
    name: "Skiing in Brezovica",
    description:
      "Ski wide, open pistes on the north slopes of the Sharr Mountains at Brezovica, Kosovo's largest ski resort, an easy day out from Pristina or Prizren.",
    image: "/artwork/experiences/skiing-in-brezovica.svg",
    imageAlt: "A chairlift climbing snowy slopes in the Sharr Mountains on a clear winter day",
    scene: { landscape: "mountains", landmark: "ski-lift", time: "day", season: "winter" },
    category: "Adventure",
    location: "Brezovica, Sharr Mountains",
    destinationId: 6,
    details: [
      "Brezovica was built in the 1950s and once hosted international races; its north-facing slopes hold snow well, and the upper lifts take you above 2,000 m. The runs are broad and mostly suit skiers with some experience, and there is plenty of off-piste terrain for ski tourers heading for the surrounding peaks.",
      "The lifts and hotels are old, and how many lifts run changes from season to season, so check current conditions before you drive up. The resort lies about 60 km south of Pristina; from Prizren the road climbs over the Prevalla pass. On winter weekends it fills with day-trippers, so come midweek for quieter slopes.",
    ],
    duration: "Full day",
    season: "Winter, usually from December to March, depending on snow.",
    whatToBring: [
      "Warm, waterproof layers",
      "Goggles and sun cream",
      "Snow chains or winter tyres",
      "Cash for lift passes and rental",
    ],
    coordinates: { lat: 42.205, lng: 21.02 },
  },
  {
    id: 8,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Mirusha_waterfalls",
        "Mirusha waterfalls (10 km canyon, highest fall 22 m) — Wikipedia",
      ),
      source(
        "https://www.petitfute.co.uk/v72428-klina/c1173-visites-points-d-interet/",
        "Chutes d'eau de la Mirusha (protected since 1982) — Petit Futé",
      ),
    ],
    slug: "mirusha-waterfalls",
    name: "Mirusha Waterfalls",
    description:
      "Walk the Mirusha canyon from pool to pool, past a chain of waterfalls, and swim in the lakes below the cliffs on a hot summer day.",
    image: "/artwork/experiences/mirusha-waterfalls.svg",
    imageAlt: "A waterfall pouring over pale rock into a round green pool in the Mirusha canyon",
    scene: { landscape: "waterfall", landmark: "none", time: "golden", season: "summer" },
    category: "Nature",
    location: "Mirusha, between Klina and Malisheva",
    details: [
      "The Mirusha river has carved a canyon about 10 km long through pale rock in the middle of Kosovo, and along it lies a staircase of small lakes joined by waterfalls. The tallest drops about 22 m. From the car park by the lower lakes, a path leads upstream past cliffs, ledges and shallow caves.",
      "In summer, families come to picnic, swim and watch the young divers on the rocks. The upper lakes mean scrambling over rock, so turn back wherever you feel unsure. Skip swimming in spring, when snowmelt turns the water brown and it can carry contamination.",
    ],
    duration: "Half a day",
    season: "June to September for swimming; spring and autumn for quieter walks.",
    whatToBring: [
      "Swimwear and a towel",
      "Water shoes or sandals with grip",
      "A picnic and water",
      "Sun cream",
    ],
    coordinates: { lat: 42.524, lng: 20.583 },
  },
  {
    id: 9,
    sources: [source("https://en.wikipedia.org/wiki/Germia_Park", "Germia Park — Wikipedia")],
    slug: "germia-park",
    name: "Forest Trails in Germia Park",
    description:
      "Trade the city for oak forest: walk, run or cycle the trails of Germia Park on Pristina's edge, and swim in its big outdoor pool in summer.",
    image: "/artwork/experiences/germia-park.svg",
    imageAlt: "A cyclist on a forest trail under autumn oaks in Germia Park at dawn",
    scene: { landscape: "forest", landmark: "bicycle", time: "dawn", season: "autumn" },
    category: "Nature",
    location: "Germia Park, Pristina",
    destinationId: 10,
    details: [
      "Germia is the wooded hill country that begins where Pristina's north-eastern suburbs end, and residents call it the city's lungs. A short taxi or bus ride from the centre brings you to the main entrance, with cafés, restaurants and playgrounds; from there paths lead into oak and beech forest that feels far from any city.",
      "You can walk for an hour or spend the day: the trails suit walkers, runners and mountain bikers. In summer the large outdoor swimming pool near the entrance is one of the most popular places in Pristina, so come early on hot weekends.",
    ],
    duration: "2–4 hours",
    season: "All year; the pool opens in summer, and autumn colours peak in October.",
    whatToBring: ["Walking shoes", "Water", "Swimwear in summer", "An offline map of the trails"],
    coordinates: { lat: 42.676, lng: 21.203 },
  },
  {
    id: 10,
    sources: [
      source(
        "https://prishtinainsight.com/seven-skies-kosovo-independence-monument-dedicated-to-freedom-of-movement-mag/",
        "The Newborn monument — Prishtina Insight",
      ),
      source(
        "http://www.inyourpocket.com/kosovo/pristina/sightseeing/museums/Kosovo-Museum_29249v",
        "Kosovo Museum: admission free — In Your Pocket",
      ),
      source(
        "http://architectuul.com/architecture/national-library-in-prishtina",
        "National Library in Prishtina — Architectuul",
      ),
    ],
    slug: "pristina-museums-and-newborn",
    name: "Pristina's Museums and the Newborn Monument",
    description:
      "Walk from the Newborn letters to the National Library, the Ethnological Museum in the Emin Gjiku houses and the Kosovo Museum in one easy day.",
    image: "/artwork/experiences/pristina-museums-and-newborn.svg",
    imageAlt: "The giant NEWBORN letters lit up at night in central Pristina",
    scene: { landscape: "city", landmark: "newborn", time: "night", season: "winter" },
    category: "Culture",
    location: "Pristina",
    destinationId: 1,
    details: [
      "Start at the Newborn monument, unveiled on 17 February 2008, the day Kosovo declared independence; in most years since, its letters have been repainted with a new design for the anniversary. From there it is a short walk to the National Library, with its white domes and metal lattice, and along the pedestrian Mother Teresa Boulevard to Skanderbeg Square.",
      "Cross into the old quarter for the Kosovo Museum, with archaeological finds such as the Neolithic terracotta 'Goddess on the Throne', and the Ethnological Museum in the Emin Gjiku complex, a set of Ottoman-era houses where you see how families lived, dressed and received guests. Finish with a macchiato on the boulevard: Pristina takes its coffee seriously.",
    ],
    duration: "Full day",
    season: "All year. Museums keep their own weekly closing days, so check before you go.",
    whatToBring: [
      "Comfortable walking shoes",
      "Some cash for a donation at the museums",
      "A camera",
    ],
    coordinates: { lat: 42.6575, lng: 21.1598 },
  },
]);
