import { z } from "zod";
import {
  artworkSchema,
  climateSchema,
  coordinatesSchema,
  paragraphsSchema,
  regionSchema,
  slugSchema,
  source,
  sourcesSchema,
} from "./schema.ts";

/**
 * The 25 destinations of the header menu (ids 1–25 are fixed: the menu links by id).
 * Seeded into the database; the detail page reads the long-form fields.
 */
export const destinationSchema = artworkSchema
  .extend({
    id: z.number().int().min(1).max(25),
    slug: slugSchema,
    name: z.string().min(2).max(60),
    region: regionSchema,
    /** Short text shown on cards. */
    location: z.string().min(5).max(60),
    /** Card text: one or two sentences. */
    description: z.string().min(80).max(220),
    coordinates: coordinatesSchema,
    overview: paragraphsSchema.min(2).max(3),
    history: paragraphsSchema.min(2).max(3),
    highlights: z.array(z.string().min(3).max(80)).min(3).max(6),
    gettingThere: z.string().min(80).max(700),
    climate: climateSchema,
    bestTime: z.string().min(10).max(120),
    /** Where the figures and dates come from (issue 16). */
    sources: sourcesSchema,
  })
  .refine((d) => d.image === `/artwork/destinations/${d.slug}.svg`, {
    message: "image must be /artwork/destinations/{slug}.svg",
    path: ["image"],
  });

export type Destination = z.infer<typeof destinationSchema>;

export const destinationsSchema = z.array(destinationSchema).superRefine((list, ctx) => {
  const ids = list.map((d) => d.id);
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: "custom", message: "destination ids must be unique" });
  }
  const sorted = [...ids].sort((a, b) => a - b);
  if (sorted.length !== 25 || sorted.some((id, i) => id !== i + 1)) {
    ctx.addIssue({ code: "custom", message: "destination ids must be exactly 1–25" });
  }
  const slugs = list.map((d) => d.slug);
  if (new Set(slugs).size !== slugs.length) {
    ctx.addIssue({ code: "custom", message: "destination slugs must be unique" });
  }
});

export const destinations: Destination[] = destinationsSchema.parse([
  {
    id: 1,
    slug: "pristina",
    name: "Pristina",
    region: "central",
    location: "Pristina, Central Kosovo",
    description:
      "Kosovo's young, café-filled capital, where the Newborn monument, the domed National Library and Ottoman-era mosques sit a short walk apart.",
    image: "/artwork/destinations/pristina.svg",
    imageAlt: "The giant Newborn letters in central Pristina at dusk on a winter evening",
    scene: { landscape: "city", landmark: "newborn", time: "dusk", season: "winter" },
    coordinates: { lat: 42.6629, lng: 21.1655 },
    overview: [
      "Pristina (Prishtina in Albanian) is Kosovo's capital and largest city, and it feels like it: students, cafés and construction cranes everywhere. Start on Mother Teresa Boulevard, the long pedestrian street through the centre, where the evening stroll is a local habit. From there it is a short walk to the Newborn monument, the giant letters unveiled on 17 February 2008, the day independence was declared, and repainted with new designs on many anniversaries since.",
      "A few minutes further on, the National Library of Kosovo is impossible to miss: a building completed in the early 1980s to a design by the Croatian architect Andrija Mutnjaković, wrapped in a metal lattice and crowned with dozens of small domes. Across the road rises the Cathedral of Saint Mother Teresa, consecrated in 2017.",
      "The old quarter around the Clock Tower keeps Pristina's Ottoman layer: the 15th-century Imperial Mosque, the Jashar Pasha Mosque and the Emin Gjiku complex, now the Ethnological Museum. In between, coffee is the city's social glue — order a macchiato, sit down and nobody will hurry you out.",
    ],
    history: [
      "People have lived around Pristina since the Neolithic. The terracotta figure known as the Goddess on the Throne, found at Tjerrtorja on the city's edge, has become the emblem of Pristina and is kept in the Kosovo Museum. A few kilometres south-east lie the excavated ruins of Ulpiana, a Roman and early Byzantine city.",
      "In the Middle Ages Pristina was a trading town, and medieval Serbian rulers kept residences in the area; the Battle of Kosovo was fought in 1389 on the plain just west of today's city. From the mid-15th century until 1912 the town was part of the Ottoman Empire and grew into a market centre of mosques, baths and craft streets.",
      "In the 20th century Pristina became the administrative centre of Kosovo, gained its university in 1970 and grew fast in the Yugoslav decades. After the war of 1998–99 and a period of United Nations administration, it became the capital of the Republic of Kosovo when independence was declared on 17 February 2008.",
    ],
    highlights: [
      "Newborn monument",
      "National Library of Kosovo",
      "Mother Teresa Boulevard",
      "Kosovo Museum and the Goddess on the Throne",
      "Ethnological Museum in the Emin Gjiku complex",
      "Germia Park on the city's edge",
    ],
    gettingThere:
      "Pristina is the hub of the country. Pristina International Airport Adem Jashari lies about 15 km south-west of the centre; a taxi into town usually costs €15–20 and the airport bus about €3. The main bus station, on the south-western side of the centre, has connections to every town in Kosovo and to neighbouring capitals. Within the city, urban buses cost €0.40–0.50 a ride and short taxi trips usually €2–5.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 4 },
      summer: { highC: 27, lowC: 13 },
      autumn: { highC: 17, lowC: 5 },
      note: "Continental climate at about 650 m: cold winters with some snow, warm and fairly dry summers.",
    },
    bestTime: "May to June and September to October, for mild days and full café terraces.",
    sources: [
      source("https://en.wikipedia.org/wiki/Pristina", "Pristina — Wikipedia"),
      source(
        "https://prishtinainsight.com/seven-skies-kosovo-independence-monument-dedicated-to-freedom-of-movement-mag/",
        "Seven Skies: Kosovo Independence Monument Dedicated to Freedom of Movement — Prishtina Insight",
      ),
      source(
        "http://architectuul.com/architecture/national-library-in-prishtina",
        "National Library in Prishtina — Architectuul",
      ),
      source(
        "http://www.inyourpocket.com/kosovo/pristina/sightseeing/museums/Kosovo-Museum_29249v",
        "Kosovo Museum — In Your Pocket",
      ),
    ],
  },
  {
    id: 2,
    slug: "prizren",
    name: "Prizren",
    region: "southern",
    location: "Prizren, Southern Kosovo",
    description:
      "Kosovo's best-preserved Ottoman old town, spread beneath a hilltop fortress along the Lumbardhi river, with mosques, churches and an old stone bridge.",
    image: "/artwork/destinations/prizren.svg",
    imageAlt:
      "Prizren fortress on its hill above the old town's rooftops and minarets in golden evening light",
    scene: { landscape: "city", landmark: "fortress", time: "golden", season: "summer" },
    coordinates: { lat: 42.2106, lng: 20.7397 },
    overview: [
      "Prizren sits where the Sharr Mountains meet the plain, and its old town climbs from the Lumbardhi river (the Prizren Bistrica) up to the fortress. Start at Shadërvan, the cobbled square around an old fountain, cross the Ottoman stone bridge, and you are within sight of the Sinan Pasha Mosque of 1615, its dome and slim minaret rising over the river.",
      "The walk up to the fortress (Kalaja) takes about 20 minutes on a steep path, and at sunset the whole valley turns gold beneath you. Back in the lanes you'll find the Gazi Mehmed Pasha Hammam, the Church of Our Lady of Ljeviš — part of the UNESCO-listed Medieval Monuments in Kosovo — and the League of Prizren museum complex.",
      "Every August the town fills up for DokuFest, an international documentary and short film festival that screens in cinemas, courtyards and open-air venues by the river. Outside festival week, evenings are for a slow dinner of grilled meat and a walk along the water.",
    ],
    history: [
      "The fortress hill was fortified long before the Ottomans, and archaeologists have found Roman and Byzantine layers there. In the Middle Ages Prizren was an important town of the Serbian Nemanjić state: King Milutin rebuilt the Church of Our Lady of Ljeviš in the early 14th century, and Emperor Dušan founded the Monastery of the Holy Archangels in the gorge above town.",
      "The Ottomans took Prizren in the mid-15th century, and over the next centuries it became a prosperous centre of crafts and trade, known for its filigree silverwork. Most of the mosques, hammams and houses of the old town date from this period.",
      "In 1878 Albanian leaders met here to found the League of Prizren, a milestone of the Albanian national movement. Today Prizren is home to Albanian, Bosniak, Turkish, Roma and Serbian communities, and you will hear several languages in the bazaar.",
    ],
    highlights: [
      "Prizren Fortress at sunset",
      "Stone Bridge and Shadërvan square",
      "Sinan Pasha Mosque",
      "Church of Our Lady of Ljeviš (UNESCO)",
      "League of Prizren museum complex",
      "DokuFest film festival in August",
    ],
    gettingThere:
      "Buses leave Pristina for Prizren throughout the day and take about an hour and a half on the motorway; intercity fares in Kosovo are usually €3–7. By car it is roughly 80 km, about an hour and a quarter. The bus station is a short walk or taxi ride from Shadërvan, and the old town itself is best explored on foot.",
    climate: {
      winter: { highC: 6, lowC: -3 },
      spring: { highC: 18, lowC: 6 },
      summer: { highC: 30, lowC: 15 },
      autumn: { highC: 19, lowC: 7 },
      note: "Sheltered by the Sharr Mountains, with a slight Mediterranean influence: hot summers and milder winters than Pristina.",
    },
    bestTime: "May to June and September to October; August if you want DokuFest.",
    sources: [
      source("https://en.wikipedia.org/wiki/Prizren", "Prizren — Wikipedia"),
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
      source("https://en.wikipedia.org/wiki/Dokufest", "Dokufest — Wikipedia"),
    ],
  },
  {
    id: 3,
    slug: "peja",
    name: "Peja",
    region: "western",
    location: "Peja (Peć), Western Kosovo",
    description:
      "A lively western town at the mouth of the Rugova Gorge, with a restored bazaar, the medieval Patriarchate of Peć and mountains rising straight behind it.",
    image: "/artwork/destinations/peja.svg",
    imageAlt:
      "The red-domed churches of the Patriarchate of Peć in a valley beneath autumn mountains",
    scene: { landscape: "valley", landmark: "monastery", time: "day", season: "autumn" },
    coordinates: { lat: 42.6593, lng: 20.2887 },
    overview: [
      "Peja (Peć in Serbian) lies at the foot of the Accursed Mountains (Bjeshkët e Nemuna), and you notice it at once: peaks rise behind the minarets, and the Lumbardhi river rushes out of the Rugova Gorge straight through town. It is the natural base for hiking, climbing and the Peaks of the Balkans trail.",
      "The old bazaar (Çarshia) around the 15th-century Bajrakli Mosque has been rebuilt with cafés and craft shops, and the stone tower house of Haxhi Zeka, leader of the League of Peja, stands nearby. Peja beer is brewed in town and poured on nearly every terrace.",
      "About 2 km west of the centre, at the entrance to the gorge, the Patriarchate of Peć is a group of four connected churches from the 13th and 14th centuries, painted with outstanding frescoes and part of the UNESCO-listed Medieval Monuments in Kosovo. It is a working Serbian Orthodox convent: dress modestly and bring ID, which may be checked at the gate.",
    ],
    history: [
      "The Patriarchate became the seat of the Serbian Archbishopric in the late 13th century and, from 1346, of the Serbian Patriarchate, which is why Peć holds a central place in Serbian Orthodox tradition.",
      "Under Ottoman rule, from the 15th century, the town — then known as İpek — grew into the market centre of western Kosovo. In 1899 Albanian leaders gathered here to found the League of Peja, led by Haxhi Zeka.",
      "Peja was heavily damaged in the 1998–99 war, including its bazaar, which has since been rebuilt. Today it is one of Kosovo's main outdoor-tourism towns, busy with hikers and climbers every summer.",
    ],
    highlights: [
      "Patriarchate of Peć (UNESCO)",
      "Old bazaar and Bajrakli Mosque",
      "Haxhi Zeka's tower house",
      "Rugova Gorge, minutes from town",
      "Trailheads for the Peaks of the Balkans",
    ],
    gettingThere:
      "Buses run from Pristina to Peja many times a day and take about an hour and a half for the roughly 85 km; by car allow a similar time. A slow passenger train also links Pristina and Peja via Fushë Kosova, but services are infrequent, so check the current timetable.",
    climate: {
      winter: { highC: 5, lowC: -4 },
      spring: { highC: 17, lowC: 5 },
      summer: { highC: 28, lowC: 13 },
      autumn: { highC: 18, lowC: 6 },
      note: "Warm summers and cold winters; snow lingers in the mountains behind town well into spring.",
    },
    bestTime: "May to October; June and September are ideal for hiking.",
    sources: [
      source("https://en.wikipedia.org/wiki/Peja", "Peja — Wikipedia"),
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
      source(
        "https://kk.rks-gov.net/peje/sr/sta-posetiti/",
        "Bajrakli (Çarshi) Mosque, second half of the 15th century — Municipality of Peja",
      ),
      source(
        "https://en.wikipedia.org/wiki/League_of_Peja",
        "League of Peja, founded 1899, led by Haxhi Zeka — Wikipedia",
      ),
      source(
        "http://www.kosovo-metochia.org/news/2016/06/25/serb-christian-orthodox-unesco-heritage-kosovo-metochia-monastery-complex-of-pec/",
        "Monastery complex of Peć: churches of the 13th–14th centuries, UNESCO 2006",
      ),
    ],
  },
  {
    id: 4,
    slug: "gjakova",
    name: "Gjakova",
    region: "western",
    location: "Gjakova (Đakovica), Western Kosovo",
    description:
      "A trading town built around its Grand Bazaar, a long cobbled street of restored craft shops, with the 16th-century Hadum Mosque and Ottoman bridges nearby.",
    image: "/artwork/destinations/gjakova.svg",
    imageAlt: "The wooden shopfronts of Gjakova's Grand Bazaar in warm autumn evening light",
    scene: { landscape: "city", landmark: "bazaar", time: "golden", season: "autumn" },
    coordinates: { lat: 42.3803, lng: 20.4308 },
    overview: [
      "Gjakova's heart is the Grand Bazaar (Çarshia e Madhe), a long cobbled street of low shops with wooden shutters, where tailors, silversmiths and cafés share the same lane. It burned in 1999 and was carefully rebuilt, and on summer evenings it is one of the liveliest streets in western Kosovo.",
      "At the top of the bazaar stands the Hadum Mosque, built in the late 16th century and decorated inside with painted motifs. Gjakova is also known for its Sufi heritage: several tekkes (lodges) of different orders are still active in town.",
      "Just outside town, Ottoman stone bridges cross the Erenik river — the Tanners' Bridge (Ura e Tabakëve) and, a few kilometres away, the long, many-arched Terzi Bridge (Ura e Terzive), a fine spot for a picnic.",
    ],
    history: [
      "Gjakova grew in the 16th century around the Hadum Mosque and its bazaar, on trade routes between Shkodra and the interior. Its guilds of craftsmen — tailors, tanners, silversmiths — gave their names to bridges and streets.",
      "In the late Ottoman period the town was a centre of trade, education and Sufi religious life. It suffered heavy destruction in the 1998–99 war, including the burning of the old bazaar, and has rebuilt much of its historic core since.",
    ],
    highlights: [
      "Grand Bazaar (Çarshia e Madhe)",
      "Hadum Mosque",
      "Terzi Bridge (Ura e Terzive)",
      "Tanners' Bridge (Ura e Tabakëve)",
      "Coffee and flija in the bazaar",
    ],
    gettingThere:
      "Buses from Pristina take about two hours for the roughly 90 km and run several times a day; by car allow around an hour and a half. Gjakova is also under an hour's drive from both Peja and Prizren, which makes it easy to fit into a loop of western Kosovo.",
    climate: {
      winter: { highC: 6, lowC: -2 },
      spring: { highC: 18, lowC: 6 },
      summer: { highC: 30, lowC: 15 },
      autumn: { highC: 19, lowC: 7 },
      note: "One of Kosovo's warmer towns: hot summers on the plain and comparatively mild winters.",
    },
    bestTime: "April to June and September to October; summer afternoons are hot.",
    sources: [
      source(
        "https://gjakovaportal.com/en/Details/clock-tower",
        "Clock Tower, Grand Bazaar — Gjakova portal",
      ),
      source(
        "https://en.wikipedia.org/wiki/Old_Bazaar,_Gjakova",
        "Old Bazaar, Gjakova: burnt in 1999 and rebuilt — Wikipedia",
      ),
      source("https://en.wikipedia.org/wiki/Hadum_Mosque", "Hadum Mosque, 1594/95 — Wikipedia"),
    ],
  },
  {
    id: 5,
    slug: "rugova-gorge",
    name: "Rugova Gorge",
    region: "western",
    location: "Near Peja, Western Kosovo",
    description:
      "A deep limestone canyon carved by the Lumbardhi river just west of Peja, with via ferrata routes, a zipline, mountain villages and high-pasture hikes.",
    image: "/artwork/destinations/rugova-gorge.svg",
    imageAlt: "Sheer walls of the Rugova canyon with hikers on a ledge above the river in summer",
    scene: { landscape: "canyon", landmark: "hikers", time: "day", season: "summer" },
    coordinates: { lat: 42.678, lng: 20.225 },
    overview: [
      "The Rugova Gorge (Gryka e Rugovës) begins at the edge of Peja, right behind the Patriarchate, and within minutes the road is squeezed between cliffs hundreds of metres high. The Lumbardhi river has cut this canyon through the limestone of the Accursed Mountains, and the road through it, with short tunnels hewn through the rock, climbs on towards the mountain villages and the border with Montenegro.",
      "The lower gorge is Kosovo's adventure playground: via ferrata routes for beginners and experienced climbers, a zipline across the canyon and rock-climbing crags. Go with a licensed guide or outfitter from Peja, who can provide harness and helmet.",
      "Higher up, the valley opens into pastures and villages such as Drelaj and Kuqishtë, with guesthouses serving homemade cheese, and trails lead to glacial lakes and to the Peaks of the Balkans route shared with Albania and Montenegro. Much of the area lies within Bjeshkët e Nemuna National Park.",
    ],
    history: [
      "Rugova's highlanders have lived for centuries from livestock, moving herds to summer pastures and back to the valley for winter. Their heritage lives on in stone-and-timber houses, in the Rugova costume and in the vigorous Rugova dance, still performed at festivals in Peja.",
      "The canyon road has long been the way from Peja over the mountains towards Montenegro. In the early 2010s the mountains were protected as Bjeshkët e Nemuna National Park, and the Peaks of the Balkans trail, opened in 2012, brought hikers from across Europe to Rugova's villages.",
    ],
    highlights: [
      "Via ferrata routes",
      "Zipline over the canyon",
      "Rock tunnels of the canyon road",
      "Villages of Drelaj and Kuqishtë",
      "Peaks of the Balkans trail",
      "Glacial lakes in the high pastures",
    ],
    gettingThere:
      "Get to Peja first — about an hour and a half by bus from Pristina. The gorge starts about 2 km from the centre, a short taxi ride (usually €2–5). There is no regular public transport into the upper valley, so for the villages hire a car, take a taxi or join a guided trip from Peja.",
    climate: {
      winter: { highC: 1, lowC: -8 },
      spring: { highC: 11, lowC: 1 },
      summer: { highC: 23, lowC: 9 },
      autumn: { highC: 13, lowC: 2 },
      note: "Cooler than Peja: the gorge is shady, and villages above 1,000 m get deep snow in winter.",
    },
    bestTime: "June to September for hiking and climbing; October for autumn colours.",
    sources: [
      source("https://en.wikipedia.org/wiki/Rugova_Canyon", "Rugova Canyon — Wikipedia"),
      source(
        "https://sac-cas.ch/de/die-alpen/ausgaben/2017_05",
        "Peaks of the Balkans Trail, since 2012, 192 km — Die Alpen (SAC)",
      ),
      source(
        "https://www.getalper.com/bjeshket-e-nemuna-national-park/nature-spot/rugova-canyon/",
        "Rugova Canyon, 25 km long and up to 1,000 m deep — Bjeshkët e Nemuna National Park",
      ),
    ],
  },
  {
    id: 6,
    slug: "brezovica",
    name: "Brezovica",
    region: "southern",
    location: "Štrpce (Shtërpcë), Southern Kosovo",
    description:
      "Kosovo's best-known ski area, on the northern slopes of the Sharr Mountains, with winter pistes and summer walks to glacial lakes such as Jazhinca.",
    image: "/artwork/destinations/brezovica.svg",
    imageAlt:
      "A ski lift climbing a snowy slope of the Sharr Mountains at Brezovica on a clear winter day",
    scene: { landscape: "mountains", landmark: "ski-lift", time: "day", season: "winter" },
    coordinates: { lat: 42.205, lng: 21.015 },
    overview: [
      "Brezovica is the ski resort of the Sharr Mountains, above the village of the same name in the municipality of Štrpce (Shtërpcë). Its runs descend the northern slopes of the range from the top station at about 2,200 m (the ski area reaches some 2,500 m), high enough to hold snow through much of the winter.",
      "The resort was developed in the Yugoslav era and has been waiting for full modernisation for years, so lifts and services vary from season to season. Check locally which lifts are running before you go, and expect a simple, uncrowded mountain rather than an Alpine resort.",
      "In summer Brezovica is a base for walks in Sharr Mountains National Park; a popular route climbs to Jazhinca Lake, a glacial lake beneath the ridge. The villages of the Sirinić valley below are mostly Serbian-speaking, with small churches and guesthouses.",
    ],
    history: [
      "The upper Lepenc valley around Štrpce, known as Sirinić, has been a farming and herding area of Serbian villages since the Middle Ages, and several villages keep old churches.",
      "Skiing arrived in the Yugoslav period, when lifts and hotels were built on the slopes above the village. Since 1999 the resort has changed hands and management more than once, and plans to renovate it remain a recurring topic in Kosovo.",
    ],
    highlights: [
      "Skiing and snowboarding in winter",
      "Jazhinca Lake hike",
      "Sharr Mountains National Park trails",
      "Villages of the Sirinić valley",
    ],
    gettingThere:
      "From Pristina drive south towards Ferizaj, then turn west through Štrpce: about 60 km, roughly an hour and a half, on mountain roads that need care in snow. Public transport is limited, so a rental car (about €25–50 a day) or a taxi from Ferizaj is the practical choice.",
    climate: {
      winter: { highC: -1, lowC: -9 },
      spring: { highC: 7, lowC: -2 },
      summer: { highC: 19, lowC: 7 },
      autumn: { highC: 10, lowC: 0 },
      note: "Alpine above 1,700 m: snow usually from December into March, and cool summer nights.",
    },
    bestTime: "January to March for snow; July to September for hiking.",
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Brezovica_ski_resort",
        "Brezovica ski resort — Wikipedia",
      ),
      source(
        "https://kultplus.com/trashegimia/brezovica-hyjnesha-ne-fronin-e-debores",
        "Brezovica — KultPlus",
      ),
    ],
  },
  {
    id: 7,
    slug: "prevalla",
    name: "Prevalla",
    region: "southern",
    location: "Sharr Mountains above Prizren, Southern Kosovo",
    description:
      "A mountain-pass village at about 1,500 m on the road from Prizren to Brezovica, with pine woods, cool summer air and trails into the Sharr range.",
    image: "/artwork/destinations/prevalla.svg",
    imageAlt: "Hikers crossing a high meadow at the Prevalla pass at dawn, with Sharr peaks behind",
    scene: { landscape: "meadow", landmark: "hikers", time: "dawn", season: "summer" },
    coordinates: { lat: 42.174, lng: 20.9621 },
    overview: [
      "Prevalla (Prevalac) sits on a saddle of the Sharr Mountains about 30 km above Prizren, where the road crosses from the Prizren side towards Brezovica and Štrpce. It is a cluster of hotels, holiday houses and restaurants among pine woods and meadows at roughly 1,500 m.",
      "Families from Prizren come up in summer to escape the heat, eat grilled meat and Sharr cheese, and walk. From the pass, trails lead higher into Sharr Mountains National Park, towards the source of the Lumbardhi river and peaks along the border ridge; in snowy winters, the slopes near the hotels are used for sledging and easy skiing.",
      "The drive up is part of the experience: the road climbs from Prizren through the Lumbardhi gorge, past the remains of the Monastery of the Holy Archangels, then through villages and forest with widening views.",
    ],
    history: [
      "For centuries the pass was a route for herders moving flocks between the Prizren plain and the high pastures of the Sharr Mountains, famous for their cheese and for the Sharr sheepdog.",
      "Holiday houses and hotels spread here from the late 20th century onwards. Today Prevalla lies inside Sharr Mountains National Park, where keeping building and litter in check is an ongoing concern.",
    ],
    highlights: [
      "Summer walks in pine woods",
      "Hikes into Sharr Mountains National Park",
      "Sharr cheese and grilled lamb at mountain restaurants",
      "Scenic drive through the Lumbardhi gorge",
      "Sledging in snowy winters",
    ],
    gettingThere:
      "From Prizren it is about 30 km, roughly 45 minutes by car on a winding mountain road. From Pristina allow about two hours via Prizren, or come over the pass from the Brezovica side. There is no reliable year-round bus, so plan on a car or a taxi from Prizren.",
    climate: {
      winter: { highC: 0, lowC: -8 },
      spring: { highC: 9, lowC: -1 },
      summer: { highC: 21, lowC: 8 },
      autumn: { highC: 12, lowC: 1 },
      note: "Mountain climate at about 1,500 m: snowy winters, and summers around 8–10 °C cooler than in Prizren.",
    },
    bestTime: "June to September for walking; January and February for snow.",
    sources: [
      source(
        "https://js.ugd.edu.mk/index.php/YFNTS/article/view/4423",
        "Bresa, Kote, Jakovlev: Prevalla, tourist village in Sharri National Park",
      ),
      source(
        "https://prizrenpress.com/?p=171400",
        "Prevalla and litter in Sharri National Park — Prizren Press",
      ),
      source(
        "https://balkon3.com/en/the-beauty-of-prevalla/",
        "Prevalla, at 1,500 m, 28 km from Prizren — Balkon3",
      ),
      source(
        "https://www.quaeldich.de/paesse/prevalac/",
        "Prevalac pass (1,560 m) between Prizren and Brezovica — quaeldich.de",
      ),
      source(
        "https://prizrenpress.com/?p=171400",
        "Prevalla, part of Sharri National Park, and its litter problem — Prizren Press",
      ),
    ],
  },
  {
    id: 8,
    slug: "mitrovica",
    name: "Mitrovica",
    region: "northern",
    location: "Mitrovica, Northern Kosovo",
    description:
      "Northern Kosovo's main town, divided by the Ibar river and shaped by the Trepça mines, with a striking Yugoslav-era Miners' Monument and Zvečan fortress nearby.",
    image: "/artwork/destinations/mitrovica.svg",
    imageAlt: "A mine headframe above Mitrovica's rooftops and the Ibar river at dusk in autumn",
    scene: { landscape: "city", landmark: "mine-tower", time: "dusk", season: "autumn" },
    coordinates: { lat: 42.8914, lng: 20.866 },
    overview: [
      "Mitrovica is the main town of northern Kosovo, built where the Sitnica flows into the Ibar. The river also divides the city: the south is mostly Albanian, the north mostly Serbian, and the main bridge between them has long been a symbol of that division. You can cross between the two halves on foot.",
      "On a hill in the north stands the Miners' Monument, designed by the architect Bogdan Bogdanović in 1973 in memory of miners who fell in the Second World War — a bold concrete sculpture visible from across town.",
      "Mitrovica makes a good base for Kosovo's mining heritage, for Zvečan fortress on its volcanic hill just north-west of town, and for the highlands of Shala e Bajgorës to the east.",
    ],
    history: [
      "The town's name comes from the church of Saint Demetrius that once stood here. Mining in the hills around it is old: the silver and lead mines of Trepča were worked in the Middle Ages, when Saxon miners and merchants from Dubrovnik came to the region.",
      "Large-scale industrial mining began in the late 1920s under a British company, and in the Yugoslav decades the Trepça complex of mines, smelters and factories employed many thousands of workers and made Mitrovica an industrial city.",
      "Since the 1998–99 war the city has remained divided along the Ibar, with separate institutions on each side. Efforts to connect the two halves continue, and the bridges remain the places where the two sides meet.",
    ],
    highlights: [
      "The Ibar bridge between north and south",
      "Miners' Monument by Bogdan Bogdanović",
      "Trepça mining heritage",
      "Zvečan fortress, just north-west of town",
      "Day trips to Shala e Bajgorës",
    ],
    gettingThere:
      "Buses run from Pristina to Mitrovica frequently and take about 45 minutes to an hour for the roughly 40 km. By car it is a straightforward drive north through Vushtrri.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 4 },
      summer: { highC: 28, lowC: 12 },
      autumn: { highC: 17, lowC: 5 },
      note: "Continental valley climate: cold winters with fog along the rivers, warm summers.",
    },
    bestTime: "May to June and September to October.",
    sources: [
      source(
        "http://architectuul.com/architecture/miners-monument",
        "Miners Monument, Mitrovica — Architectuul",
      ),
      source(
        "https://mitrovicaguide.com/place/miners-monument/",
        "Miners' Monument — Mitrovica Guide",
      ),
    ],
  },
  {
    id: 9,
    slug: "brod",
    name: "Brod",
    region: "southern",
    location: "Brod, Dragash, Southern Kosovo",
    description:
      "A Gorani mountain village of stone houses high in the Sharr Mountains near the North Macedonian border, known for its cheese, its pastry-makers and its hiking.",
    image: "/artwork/destinations/brod.svg",
    imageAlt:
      "A horse grazing above the stone houses of Brod in a high mountain valley in autumn light",
    scene: { landscape: "valley", landmark: "horse", time: "golden", season: "autumn" },
    coordinates: { lat: 41.9922, lng: 20.7067 },
    overview: [
      "Brod lies in a high valley of the Sharr Mountains, in the far south of Kosovo close to the border with North Macedonia. It is one of the largest villages of Gora, home of the Gorani — a Slavic-speaking Muslim community with its own dialect, Našinski, and its own music and customs. Stone houses climb the slopes along the river, and you may meet more horses than cars.",
      "A few kilometres south of the village, the area around the Hotel Arxhena has small ski slopes, and in summer the same hills are open for walking. Trails lead up the river gorge and into the surrounding peaks; bring a map, ask locally about routes, and remember the border is close.",
      "Gorani families make excellent cheese, and Gorani pastry-makers are known across the Balkans. In early May many who live abroad come home for St George's Day (Đurđevdan), a time of weddings, music and reunions.",
    ],
    history: [
      "Gora has been home to the Gorani for centuries, in the mountains where Kosovo, Albania and North Macedonia meet. The economy rested on herding and on seasonal work: men left for months to work as confectioners and craftsmen in cities across the Balkans, a tradition that still shapes village life.",
      "Over the 20th century many families emigrated — to Turkey, to other parts of the former Yugoslavia and to Western Europe — so Brod is far busier in summer, when the diaspora comes home, than in winter.",
    ],
    highlights: [
      "Stone houses and village lanes",
      "Gorani cheese and pastries",
      "Hikes into the Sharr Mountains",
      "Small ski slopes near Hotel Arxhena",
      "Đurđevdan celebrations in early May",
    ],
    gettingThere:
      "Drive to Prizren (about an hour and a quarter from Pristina), then south to Dragash (about 45 minutes) and on up the valley to Brod. Buses connect Prizren and Dragash, but a car or taxi is the practical way up to the village, and roads can be snowy from December to March.",
    climate: {
      winter: { highC: 1, lowC: -7 },
      spring: { highC: 10, lowC: 0 },
      summer: { highC: 22, lowC: 9 },
      autumn: { highC: 13, lowC: 2 },
      note: "High village, above 1,200 m: long snowy winters and fresh summers.",
    },
    bestTime: "June to September, and early May for Đurđevdan.",
    sources: [
      source("https://en.wikipedia.org/wiki/Brod,_Dragaš", "Brod, Dragaš — Wikipedia"),
      source(
        "https://petitfute.de/v72412-dragas/c1173-visites-points-d-interet/c975-rue-place-quartier/1998706-village-et-station-de-ski-de-brod.html",
        "Village et station de ski de Brod — Petit Futé",
      ),
      source("http://wikitravel.org/en/Brod", "Brod, at a rough elevation of 1,200 m — Wikitravel"),
    ],
  },
  {
    id: 10,
    slug: "germia-park",
    name: "Germia Park",
    region: "central",
    location: "Pristina, Central Kosovo",
    description:
      "Pristina's green lung: a large park of oak and beech forest on the city's north-eastern edge, with trails, picnic spots and a big outdoor pool in summer.",
    image: "/artwork/destinations/germia-park.svg",
    imageAlt: "A cyclist on a forest trail in Germia Park under fresh spring leaves",
    scene: { landscape: "forest", landmark: "bicycle", time: "day", season: "spring" },
    coordinates: { lat: 42.676, lng: 21.206 },
    overview: [
      "Germia Park (Parku i Gërmisë) begins just a few kilometres from the centre of Pristina, where the city gives way to hills of oak and beech. It is where Pristina goes to breathe: walkers, runners, mountain bikers and families with picnic baskets.",
      "Near the main entrance you'll find restaurants, playgrounds and a large outdoor swimming pool that is packed on hot summer days. Beyond it, forest roads and trails climb towards the higher ridges — a morning walk here is one of the easiest nature escapes in Kosovo.",
      "In autumn the woods turn copper and gold, and after a light snowfall the park becomes a quiet winter walk. Keep to the trails and take water: the forest is large enough to get turned around in.",
    ],
    history: [
      "Germia has been Pristina's recreation forest for generations; the pool and the restaurants near the entrance made it a weekend tradition for city families long before independence.",
      "The forest is protected as a regional park and also shields the capital's air and water. As Pristina has grown towards it, keeping the park green has become an important local cause.",
    ],
    highlights: [
      "Forest walks and running trails",
      "Mountain biking",
      "Outdoor swimming pool in summer",
      "Picnics and restaurants near the entrance",
      "Autumn colours",
    ],
    gettingThere:
      "The park entrance is about 4–5 km from central Pristina: a taxi usually costs €2–5 and takes around 10–15 minutes. City buses run towards the park (urban fares are €0.40–0.50); ask locally for the current line. By bike, expect a steady climb.",
    climate: {
      winter: { highC: 3, lowC: -5 },
      spring: { highC: 15, lowC: 3 },
      summer: { highC: 26, lowC: 12 },
      autumn: { highC: 16, lowC: 4 },
      note: "A little cooler and greener than the city centre, with welcome shade on hot summer days.",
    },
    bestTime: "April to October; the pool is busiest in July and August.",
    sources: [
      source("https://en.wikipedia.org/wiki/Germia_Park", "Germia Park — Wikipedia"),
      source(
        "https://touristlandmarks.com/landmarks-germia-city-park_pristina",
        "Germia, regional park since 1987; entrance about 5 km east of the centre — Tourist Landmarks",
      ),
    ],
  },
  {
    id: 11,
    slug: "batllava-lake",
    name: "Batllava Lake",
    region: "central",
    location: "Near Podujevo, Central Kosovo",
    description:
      "A reservoir lake in the green hills about 30 km north-east of Pristina, popular in summer for swimming, boating, fishing and lakeside restaurants.",
    image: "/artwork/destinations/batllava-lake.svg",
    imageAlt: "A kayak on calm Batllava Lake with wooded hills on a summer day",
    scene: { landscape: "lake", landmark: "kayak", time: "day", season: "summer" },
    coordinates: { lat: 42.8211, lng: 21.3078 },
    overview: [
      "Batllava Lake (Liqeni i Batllavës) is an artificial lake set between wooded hills in the Llap region of the Podujevo municipality. On summer weekends it is a favourite escape from Pristina: people swim, take out boats and kayaks, fish and linger over lunch on terraces above the water.",
      "The lake is also the main drinking-water reservoir for Pristina and Podujevo, so treat it with care: use the established bathing areas, take your rubbish home and follow local signs.",
      "Out of season it is quiet — a good place for a walk along the shore, and for photographs when mist sits on the water on autumn mornings.",
    ],
    history: [
      "The dam on the Batllava river was built in the Yugoslav era. It was first meant to supply water to the coal-fired power plants at Obiliq, which later switched to another reservoir.",
      "Today the lake supplies drinking water to much of the Pristina region. In dry summers its level can fall visibly — a reminder of how much the capital depends on it.",
    ],
    highlights: [
      "Summer swimming",
      "Kayaking and boat trips",
      "Fishing",
      "Lakeside restaurants",
      "Autumn mist on the water",
    ],
    gettingThere:
      "By car the lake is about 40 minutes from Pristina: head north towards Podujevo, then east on smaller local roads. There is no regular bus to the shore, so drive, or take a bus to Podujevo and a taxi for the last 13 km or so.",
    climate: {
      winter: { highC: 3, lowC: -6 },
      spring: { highC: 15, lowC: 3 },
      summer: { highC: 27, lowC: 12 },
      autumn: { highC: 16, lowC: 4 },
      note: "Continental climate at about 640 m: warm summers for swimming and cold winters.",
    },
    bestTime: "June to early September for swimming; October for quiet walks.",
    sources: [
      source(
        "https://visitkosovo.rks-gov.net/page/liqeni-i-batllaves",
        "Lake Batllava — Visit Kosovo (Government of Kosovo)",
      ),
      source(
        "http://static.hidrotehnika.rs/en/serbia/batlava/",
        "Batlava dam — Hidrotehnika-Hidroenergetika",
      ),
    ],
  },
  {
    id: 12,
    slug: "junik",
    name: "Junik",
    region: "western",
    location: "Junik, Western Kosovo",
    description:
      "A small town of stone kullas at the foot of the Accursed Mountains, between Deçan and Gjakova, and a starting point for the climb to Gjeravica, one of Kosovo's highest peaks.",
    image: "/artwork/destinations/junik.svg",
    imageAlt: "A stone kulla tower house in Junik with mountains behind it in golden autumn light",
    scene: { landscape: "mountains", landmark: "kulla", time: "golden", season: "autumn" },
    coordinates: { lat: 42.4758, lng: 20.2775 },
    overview: [
      "Junik sits where the Dukagjin plain meets the mountains, and its lanes are lined with kullas — fortified stone tower houses built by extended families, with living quarters on the upper floors and narrow windows. The town has one of the largest groups of kullas in Kosovo, several of them restored.",
      "Above town, the Erenik river comes down from the mountains, and trails and rough tracks lead into Bjeshkët e Nemuna National Park. The classic goal is Gjeravica (2,656 m), long given as Kosovo's highest peak, with glacial lakes below its summit — a long mountain day best done with a local guide.",
      "Back in the valley, restaurants serve trout from mountain streams and flija, the layered pancake dish of western Kosovo.",
    ],
    history: [
      "Junik's kullas were built by master masons, many of them from Dibra. In 1999 most of them were burned, and only part have been restored since.",
      "The kullas reflect a rural society organised around large families and customary law. Junik became a municipality of its own in 2008, and restoration work on its tower houses has made it one of the best places in Kosovo to see this architecture.",
    ],
    highlights: [
      "Restored kulla tower houses",
      "Old towers of the Hoxhaj quarter",
      "Hike towards Gjeravica (2,656 m)",
      "Erenik river valley",
      "Mountain trout and flija",
    ],
    gettingThere:
      "Junik is about two hours by car from Pristina, via Peja and Deçan or via Gjakova. Buses run to Deçan and Gjakova; from either, a taxi covers the last stretch. For the high mountains you need a guide with a 4×4, or strong legs and an early start.",
    climate: {
      winter: { highC: 5, lowC: -4 },
      spring: { highC: 17, lowC: 5 },
      summer: { highC: 28, lowC: 13 },
      autumn: { highC: 18, lowC: 6 },
      note: "Warm in the valley; the mountains above town are far colder and snowbound from late autumn into spring.",
    },
    bestTime: "May to October; July to September for Gjeravica.",
    sources: [
      source(
        "https://prishtinainsight.com/tour-junik-kulla-360/",
        "Tour the Junik Kulla in 360 — Prishtina Insight",
      ),
      source(
        "https://www.rferl.org/a/1092049.html",
        "Kosovar Albanians mourn loss of architectural heritage (Junik, 1999) — RFE/RL",
      ),
      source("https://en.wikipedia.org/wiki/Velika_Rudoka", "Velika Rudoka — Wikipedia"),
      source(
        "https://kampuspedia.com/en/Gjeravica",
        "Gjeravica, 2,656 m, in Junik municipality, glacial lakes below the summit — Wikipedia (mirror)",
      ),
    ],
  },
  {
    id: 13,
    slug: "decan",
    name: "Deçan",
    region: "western",
    location: "Deçan (Dečani), Western Kosovo",
    description:
      "A small town below the Accursed Mountains, home to Visoki Dečani, the UNESCO-listed 14th-century monastery famous for its vast cycle of frescoes.",
    image: "/artwork/destinations/decan.svg",
    imageAlt:
      "The marble church of Visoki Dečani Monastery beneath wooded mountains at dawn in spring",
    scene: { landscape: "mountains", landmark: "monastery", time: "dawn", season: "spring" },
    coordinates: { lat: 42.5467, lng: 20.2661 },
    overview: [
      "Deçan (Dečani) is a quiet town on the western edge of the Dukagjin plain, and most visitors come for Visoki Dečani Monastery, in a chestnut-wooded valley about 2 km west of the centre. Its church, built in alternating bands of pale and reddish marble, is often described as the largest preserved medieval church in the Balkans.",
      "Inside, almost every surface is painted: the frescoes form one of the largest surviving cycles of Byzantine-era art, with thousands of figures. The monastery is part of the UNESCO World Heritage site Medieval Monuments in Kosovo and is home to a community of Serbian Orthodox monks. Bring your passport or ID, which is checked at the entrance, and dress modestly, with shoulders and knees covered.",
      "Beyond the monastery, the road follows the Lumbardhi i Deçanit river up a steep gorge into the mountains, with picnic spots and trailheads. In the villages around town, stone kullas and small restaurants serving river trout make a good lunch stop.",
    ],
    history: [
      "The monastery was founded by the Serbian King Stefan Uroš III Dečanski and built between 1327 and 1335; after his death it was completed by his son, Stefan Dušan. Its master builder was Fra Vita, a Franciscan from Kotor, which explains the Romanesque touches of the architecture.",
      "The monastery came through the Ottoman centuries and the wars of the 20th century. International peacekeepers have protected it since 1999, and with the other Medieval Monuments in Kosovo it is on UNESCO's List of World Heritage in Danger.",
      "The town of Deçan is predominantly Albanian and was hard hit in the 1998–99 war; today it is a growing base for exploring the western mountains.",
    ],
    highlights: [
      "Visoki Dečani Monastery (UNESCO)",
      "14th-century frescoes",
      "Lumbardhi i Deçanit gorge",
      "Kulla tower houses in nearby villages",
      "Trailheads into the Accursed Mountains",
    ],
    gettingThere:
      "Deçan is about 15 km south of Peja on the road to Gjakova. From Pristina, buses take about two hours, usually via Peja; by car allow roughly an hour and a half. From the town centre the monastery is a 2 km walk or a short taxi ride.",
    climate: {
      winter: { highC: 5, lowC: -4 },
      spring: { highC: 17, lowC: 5 },
      summer: { highC: 28, lowC: 13 },
      autumn: { highC: 18, lowC: 6 },
      note: "Warm summers in the valley; the mountains just behind town hold snow into spring.",
    },
    bestTime: "April to October; spring and autumn are best for the gorge.",
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
  },
  {
    id: 14,
    slug: "gadime-cave",
    name: "Gadime Cave (Marble Cave)",
    region: "central",
    location: "Gadime, Lipjan, Central Kosovo",
    description:
      "A marble cave south of Pristina, found by a villager in the 1960s, where a guided route passes stalactites, stalagmites and rare helictites that grow sideways.",
    image: "/artwork/destinations/gadime-cave.svg",
    imageAlt: "Glittering stalactites and stalagmites lit up inside the Marble Cave at Gadime",
    scene: { landscape: "cave", landmark: "cave-formations", time: "night", season: "winter" },
    coordinates: { lat: 42.4801, lng: 21.2055 },
    overview: [
      "The Marble Cave (Shpella e Mermerit), in the village of Gadime e Ulët about 25 km south of Pristina, is Kosovo's best-known show cave. It formed in marble limestone, and its chambers glitter with crystals, stalactites, stalagmites and curling helictites that seem to ignore gravity.",
      "Visits follow a guided route with steps and handrails through several galleries; the mapped passages run to about 1.2 km, and much of the cave is still unexplored. It stays cool inside all year, at roughly 12–15 °C, so bring a light jacket even in July and wear shoes with good grip.",
      "A visit is short enough to combine with Pristina, Gračanica or the drive south towards Ferizaj and Prizren, and it makes a good plan for a rainy day.",
    ],
    history: [
      "The cave was discovered in the late 1960s by a villager, Ahmet Asllani, while he was digging on his land — sources give the year as 1966 or 1969 — and it was opened to visitors in the 1970s.",
      "Today the cave and the land above it are protected as a natural monument. Cave scientists have warned that lighting, visitor numbers and past damage affect the formations, so please don't touch the stone: crystals like these grow only millimetres over many years.",
    ],
    highlights: [
      "Helictites and aragonite crystals",
      "Stalactites and stalagmites",
      "Guided route through the galleries",
      "Easy half-day trip from Pristina",
    ],
    gettingThere:
      "Gadime is about 25 km south of Pristina, roughly 30 minutes by car along the road towards Ferizaj and then a short side road into the village. Buses between Pristina and Ferizaj pass nearby, but a car or a taxi from Pristina is the simplest way to reach the entrance.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 4 },
      summer: { highC: 28, lowC: 13 },
      autumn: { highC: 17, lowC: 5 },
      note: "Outside, the plain has hot summers and cold winters; inside, the cave stays at roughly 12–15 °C all year.",
    },
    bestTime: "Any time of year — a good choice on rainy or very hot days.",
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Marble_Cave,_Kosovo",
        "Marble Cave, Kosovo — Wikipedia (discovery 1966)",
      ),
      source(
        "https://www.traditionandadventure.com/gadime-cave/",
        "Gadime Cave — Tradition and Adventure (discovery 1969, opened 1974)",
      ),
    ],
  },
  {
    id: 15,
    slug: "rahovec",
    name: "Rahovec",
    region: "western",
    location: "Rahovec (Orahovac), Western Kosovo",
    description:
      "Kosovo's wine town, ringed by sunny hillside vineyards, where large wineries and family cellars pour local reds and whites and the harvest brings autumn festivities.",
    image: "/artwork/destinations/rahovec.svg",
    imageAlt:
      "Wine barrels before rows of vines on the slopes above Rahovec at golden hour in autumn",
    scene: { landscape: "vineyard", landmark: "wine-barrels", time: "golden", season: "autumn" },
    coordinates: { lat: 42.3994, lng: 20.6547 },
    overview: [
      "Rahovec (Orahovac) lies on the slopes above the Dukagjin plain, and the vines reach almost to the edge of town. Sun, warm summers and hillside soils make this the centre of Kosovo's wine country.",
      "You can visit large wineries — the best known, Stone Castle, grew out of the former state-owned winery — as well as small family cellars where the winemaker pours for you in person. Reds from Vranac and other varieties share the table with local whites; most tastings are arranged in advance, so call ahead.",
      "Just outside town, Velika Hoča (Hoça e Madhe) is a Serbian village of stone houses and old churches with its own long winemaking tradition.",
    ],
    history: [
      "Winemaking around Rahovec is old: medieval monasteries owned vineyards here, and grapes were grown right through the Ottoman centuries. In the Yugoslav era large cooperatives produced wine in bulk, much of it exported to West Germany under the name Amselfelder — 'Blackbird Field', a translation of Kosovo.",
      "After 1999 the industry was rebuilt on a smaller scale, and a new generation of family wineries has grown up alongside the larger producers. The town is mostly Albanian, with a Serbian community in its upper quarter and in Velika Hoča.",
    ],
    highlights: [
      "Winery visits and tastings",
      "Family cellars",
      "Vineyard walks above town",
      "Velika Hoča village",
      "Harvest festivities in autumn",
    ],
    gettingThere:
      "Rahovec is about 70 km south-west of Pristina, roughly an hour and a quarter by car; buses take about an hour and a half. From Prizren or Gjakova it is under an hour. If you plan to taste, come by bus or taxi, or bring a driver who will stay sober.",
    climate: {
      winter: { highC: 6, lowC: -3 },
      spring: { highC: 18, lowC: 6 },
      summer: { highC: 30, lowC: 15 },
      autumn: { highC: 19, lowC: 7 },
      note: "Sunny and warm: hot summers ripen the grapes, and winters are fairly mild for Kosovo.",
    },
    bestTime: "September and October for the harvest; May and June for green vineyards.",
    sources: [
      source(
        "https://docslib.org/doc/3292917/stonecastle-vineyards-and-winery",
        "Stonecastle Vineyards and Winery (founded in the 1950s, privatised 2006)",
      ),
      source(
        "https://southwines.ch/de/produzenten/stone-castle-vineyards-and-winery",
        "Stone Castle Vineyards and Winery — South Wines",
      ),
    ],
  },
  {
    id: 16,
    slug: "shala-e-bajgores",
    name: "Shala e Bajgorës",
    region: "northern",
    location: "East of Mitrovica, Northern Kosovo",
    description:
      "A highland area on the southern slopes of the Kopaonik range east of Mitrovica, with beech forests, scattered villages, wide views and Kosovo's largest wind farm.",
    image: "/artwork/destinations/shala-e-bajgores.svg",
    imageAlt: "Snowy beech forest and rounded ridges of Shala e Bajgorës at dawn in winter",
    scene: { landscape: "forest", landmark: "none", time: "dawn", season: "winter" },
    coordinates: { lat: 42.9522, lng: 21.004 },
    overview: [
      "Shala e Bajgorës, often just 'Shala', is a highland area in the east of the Mitrovica municipality, on the southern slopes of the Kopaonik range. Villages such as Bajgora are spread over ridges and valleys high above the Ibar plain, among beech forests and meadows.",
      "This is a place for quiet walks, wide views over the Kosovo plain and the berry and mushroom season in late summer. It sees few tourists and facilities are simple. The ridges above Bajgora carry the 27 turbines of the Bajgora wind farm, Kosovo's largest, which began feeding power into the grid in 2021.",
      "The area is remote, so come with a full tank, offline maps and warm layers, and ask locals about forest roads, which can be muddy or snowy.",
    ],
    history: [
      "Shala's hills belong to the same mineral-rich Kopaonik range as the Trepça mines, and mining, forestry and herding have shaped life here for generations.",
      "During the 1998–99 war the area saw Kosovo Liberation Army activity and many villages were damaged; memorials in the villages recall those years. More recently, the wind farm and new roads have brought Shala back into view.",
    ],
    highlights: [
      "Walks in beech forests",
      "Views over the Kosovo plain",
      "Bajgora wind farm on the ridges",
      "Berries and mushrooms in late summer",
      "Quiet village life",
    ],
    gettingThere:
      "From Pristina drive to Vushtrri or Mitrovica, then follow local roads east into the hills — about an hour to an hour and a half in all. There is little public transport, so a car is by far the easiest way; in winter check conditions before you set out.",
    climate: {
      winter: { highC: 0, lowC: -8 },
      spring: { highC: 10, lowC: 0 },
      summer: { highC: 22, lowC: 9 },
      autumn: { highC: 12, lowC: 2 },
      note: "Highland climate: snowy, windy winters and fresh summers, noticeably cooler than Mitrovica.",
    },
    bestTime: "June to October.",
    sources: [
      source(
        "https://balkangreenenergynews.com/kosovos-102-6-mw-wind-farm-bajgora-goes-on-stream",
        "Kosovo's 102.6 MW wind farm Bajgora goes on stream — Balkan Green Energy News, 2021",
      ),
      source("https://en.wikipedia.org/wiki/Bajgora_Wind_Farm", "Bajgora Wind Farm — Wikipedia"),
    ],
  },
  {
    id: 17,
    slug: "zubin-potok",
    name: "Zubin Potok",
    region: "northern",
    location: "Zubin Potok, Northern Kosovo",
    description:
      "A small town in the upper Ibar valley beside Gazivoda Lake, a long reservoir among forested hills, popular in summer for fishing, swimming and boating.",
    image: "/artwork/destinations/zubin-potok.svg",
    imageAlt: "The Gazivoda dam and lake beneath forested hills at dusk in summer",
    scene: { landscape: "lake", landmark: "dam", time: "dusk", season: "summer" },
    coordinates: { lat: 42.9144, lng: 20.6897 },
    overview: [
      "Zubin Potok is a small, mostly Serbian town in the Ibar valley west of Mitrovica, in the historic area known as Ibarski Kolašin. Its great attraction lies just upstream: Gazivoda Lake (in Albanian Liqeni i Gazivodës or Ujmani), a long reservoir winding between forested hills.",
      "In summer people come to swim, fish, paddle and picnic along the shore, and holiday houses dot the slopes. The western end of the lake lies in Serbia, so keep track of where you are if you explore by boat or along the shore.",
      "The hills around — Mokna to the south and Rogozna to the north — offer quiet walks, and the town has simple cafés and places to eat.",
    ],
    history: [
      "The dam on the Ibar was built between 1973 and 1977; at more than 100 m high it is one of the highest earth-fill dams in Europe. The reservoir flooded villages, churches and medieval sites in the valley, and its water is carried by canal to the Kosovo plain for drinking water, power plants and industry.",
      "About three-quarters of the lake's 11.9 km² lie in Kosovo and the rest in Serbia. Because of its importance for water and power, the lake has often featured in talks between Pristina and Belgrade.",
    ],
    highlights: [
      "Swimming and picnics on Gazivoda Lake",
      "Fishing",
      "Boating and kayaking",
      "Walks in the Mokna and Rogozna hills",
      "Views from the dam",
    ],
    gettingThere:
      "Drive to Mitrovica (about 45 minutes from Pristina), then follow the Ibar valley west for roughly 25 km; allow about an hour and a quarter in all. Local buses run from north Mitrovica, but a car gives you access to the lakeshore.",
    climate: {
      winter: { highC: 3, lowC: -6 },
      spring: { highC: 15, lowC: 3 },
      summer: { highC: 26, lowC: 11 },
      autumn: { highC: 16, lowC: 4 },
      note: "Valley climate: warm summers, cold winters and frequent morning fog over the lake.",
    },
    bestTime: "June to September for the lake; May and October for walks.",
    sources: [source("https://en.wikipedia.org/wiki/Gazivoda_Lake", "Gazivoda Lake — Wikipedia")],
  },
  {
    id: 18,
    slug: "sharr-mountains-national-park",
    name: "Sharr Mountains National Park",
    region: "southern",
    location: "Dragash, Southern Kosovo",
    description:
      "A high mountain park along the border with North Macedonia, with glacial lakes, alpine pastures, shepherds' summer huts and peaks above 2,400 m such as Luboten.",
    image: "/artwork/destinations/sharr-mountains-national-park.svg",
    imageAlt: "A tent beneath a starry sky on a high pasture of the Sharr Mountains in summer",
    scene: { landscape: "mountains", landmark: "tent", time: "night", season: "summer" },
    coordinates: { lat: 42.03, lng: 20.74 },
    overview: [
      "Sharr Mountains National Park (Parku Kombëtar Sharri) protects the Kosovo side of the Sharr range, the mountains along the border with North Macedonia. It reaches from Dragash in the south-west to Kaçanik in the east and takes in parts of the Prizren, Dragash, Suhareka, Štrpce and Kaçanik municipalities.",
      "Above the forest line spread enormous pastures, dotted with glacial lakes, summer huts and flocks guarded by big Sharr sheepdogs. The Dragash side is wild and little visited: routes from villages such as Brod lead to Shutman Lake and the peaks of the border ridge.",
      "Wildlife includes brown bear, wolf, chamois and the rare Balkan lynx. Weather changes fast at altitude: carry a map, water and warm layers, start early, and hire a local guide for the border ridge.",
    ],
    history: [
      "Herders have grazed these mountains for many centuries, and seasonal herding still shapes the landscape; the Sharr sheepdog and Sharr cheese both carry the mountains' name.",
      "A national park was first declared on the Kosovo side of the range in 1986 and was enlarged under a Kosovo law in 2012. Balancing tourism, grazing and building inside its boundaries remains an ongoing task.",
    ],
    highlights: [
      "Glacial lakes such as Shutman and Jazhinca",
      "Alpine pastures and shepherds' huts",
      "Luboten (2,498 m) on the skyline",
      "Wildlife: chamois, bear and lynx",
      "Multi-day hikes from Brod and Prevalla",
    ],
    gettingThere:
      "The park has several gateways. For the Dragash side, drive to Prizren (about an hour and a quarter from Pristina) and on to Dragash and Brod (about another hour). Prevalla, above Prizren, and Brezovica, reached through Štrpce, are the easiest entry points. A car is essential for most trailheads.",
    climate: {
      winter: { highC: -2, lowC: -10 },
      spring: { highC: 6, lowC: -3 },
      summer: { highC: 18, lowC: 6 },
      autumn: { highC: 9, lowC: 0 },
      note: "Alpine: snow lingers on the high ridges into June, and summer nights can be close to freezing.",
    },
    bestTime: "July to September for high hikes.",
    sources: [
      source(
        "https://js.ugd.edu.mk/index.php/YFNTS/article/view/4423",
        "Bresa, Kote, Jakovlev: the Sharri national park and Prevalla",
      ),
      source(
        "https://mountainspiritvolunteers.wordpress.com/places/sharr-brezovica/nature-conservation-in-sharr-mountain/",
        "Sharr National Park proclaimed 1986; Kosovo law of December 2012 — Mountain Spirit Volunteers",
      ),
      source(
        "https://www.petitfute.co.uk/d2834-kosovo-meridional/c1173-visites-points-d-interet/c974-site-naturel/",
        "Šar Mountains National Park, established 1986, expanded until 2012 to 533 km² — Petit Futé",
      ),
    ],
  },
  {
    id: 19,
    slug: "zvecan",
    name: "Zvečan",
    region: "northern",
    location: "Zvečan, Northern Kosovo",
    description:
      "A small town just north-west of Mitrovica, crowned by the ruins of a medieval fortress on an extinct volcanic hill, with Banjska Monastery a short drive away.",
    image: "/artwork/destinations/zvecan.svg",
    imageAlt: "Ruined walls of Zvečan fortress on a steep hilltop at dusk in winter",
    scene: { landscape: "hills", landmark: "ruins", time: "dusk", season: "winter" },
    coordinates: { lat: 42.9075, lng: 20.8378 },
    overview: [
      "Zvečan sits in the Ibar valley right next to Mitrovica, and its landmark is impossible to miss: the ruins of Zvečan Fortress on the summit of a steep, cone-shaped hill — an extinct volcano — high above the river. A path climbs to the walls, and from the top the view takes in the Ibar valley, Mitrovica and the Kopaonik hills.",
      "Down in town, the chimney and buildings of the Trepça lead smelter recall the area's mining history. About 12 km north, Banjska Monastery, founded by King Milutin in the early 14th century, has been restored and welcomes respectful visitors.",
      "Zvečan is a mostly Serbian-speaking municipality; signs are often in Cyrillic, and a few words of greeting go a long way.",
    ],
    history: [
      "Zvečan is one of the oldest fortresses in the region, mentioned in the late 11th century as a border stronghold between the Serbian lands and Byzantium. It became an important fortress of the Nemanjić state; according to medieval sources, King Stefan Dečanski died here in 1331 after being overthrown by his son Dušan.",
      "The Ottomans took the fortress in the 15th century, and it slowly fell into ruin. In the 20th century the town below grew with the mines and smelter of Trepça.",
    ],
    highlights: [
      "Climb to Zvečan Fortress",
      "Views over the Ibar valley",
      "Banjska Monastery",
      "Trepça mining heritage",
      "Combine with Mitrovica",
    ],
    gettingThere:
      "Take a bus from Pristina to Mitrovica (about 45 minutes to an hour), then cross to the north side and continue a few kilometres to Zvečan by taxi. By car the whole trip takes about an hour. Wear sturdy shoes for the steep path up to the fortress.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 4 },
      summer: { highC: 28, lowC: 12 },
      autumn: { highC: 17, lowC: 5 },
      note: "Continental valley climate: cold, often foggy winters and warm summers.",
    },
    bestTime: "April to June and September to October; skip the climb on icy days.",
    sources: [
      source("https://en.wikipedia.org/wiki/Zvečan_Fortress", "Zvečan Fortress — Wikipedia"),
      source(
        "http://www.manastirbanjska.rs/en/about",
        "Banjska Monastery, 12 km from Zvečan — Banjska Monastery",
      ),
    ],
  },
  {
    id: 20,
    slug: "vushtrri",
    name: "Vushtrri",
    region: "northern",
    location: "Vushtrri (Vučitrn), Northern Kosovo",
    description:
      "One of Kosovo's oldest towns, between Pristina and Mitrovica, with a medieval castle keep, an old Ottoman hammam and a long stone bridge just outside the centre.",
    image: "/artwork/destinations/vushtrri.svg",
    imageAlt:
      "The stone keep of Vushtrri's medieval castle in the town centre in golden spring light",
    scene: { landscape: "city", landmark: "fortress", time: "golden", season: "spring" },
    coordinates: { lat: 42.8231, lng: 20.9675 },
    overview: [
      "Vushtrri (Vučitrn) is a small market town on the road between Pristina and Mitrovica, and its centre holds a compact set of monuments. The squat stone keep of the medieval castle, often called the Vojinović Tower, rises right by the main square.",
      "Nearby are an old Ottoman hammam and several mosques, and a short walk north of the centre is the town's famous Stone Bridge, which crosses a riverbed the Sitnica abandoned long ago.",
      "Vushtrri is an easy half-day stop between Pristina and Mitrovica: walk the centre, see the bridge and have a coffee on the square.",
    ],
    history: [
      "Vushtrri is mentioned in medieval sources, and in the early 15th century it was a seat of the Branković family, lords of this part of Kosovo. The castle keep and the stone bridge date from around that time.",
      "Under the Ottomans, Vushtrri was for a time the seat of a sanjak (province) and a busy town of mosques, baths and markets. It later lost importance to Pristina and Mitrovica, but its old core survives around the castle.",
    ],
    highlights: [
      "Medieval castle keep",
      "Stone Bridge (Ura e Gurit)",
      "Old Ottoman hammam",
      "Coffee on the main square",
    ],
    gettingThere:
      "Vushtrri lies on the main road from Pristina to Mitrovica, north of the capital. Buses towards Mitrovica stop here and take around 30–40 minutes; by car it is an easy half-hour drive.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 4 },
      summer: { highC: 28, lowC: 12 },
      autumn: { highC: 17, lowC: 5 },
      note: "Continental plain climate: cold winters, warm summers and pleasant springs.",
    },
    bestTime: "April to October.",
    sources: [
      source("https://en.wikipedia.org/wiki/Vushtrri", "Vushtrri — Wikipedia"),
      source(
        "https://en.wikipedia.org/wiki/Stone_Bridge,_Vushtrri",
        "Stone Bridge, Vushtrri — Wikipedia",
      ),
      source(
        "https://kk.rks-gov.net/vushtrri/en/monuments/",
        "Vushtrri's castle, stone bridge and 15th-century hammam — Municipality of Vushtrri",
      ),
    ],
  },
  {
    id: 21,
    slug: "stone-bridge-vushtrri",
    name: "Stone Bridge of Vushtrri",
    region: "northern",
    location: "Vushtrri, Northern Kosovo",
    description:
      "A medieval bridge of nine arches and about 135 m, built of red and grey stone on an old caravan route, now standing over dry meadow since the Sitnica river moved away.",
    image: "/artwork/destinations/stone-bridge-vushtrri.svg",
    imageAlt:
      "The arched medieval Stone Bridge of Vushtrri over a grassy former riverbed on a summer day",
    scene: { landscape: "meadow", landmark: "stone-bridge", time: "day", season: "summer" },
    coordinates: { lat: 42.8233, lng: 20.96 },
    overview: [
      "The Stone Bridge (Ura e Gurit, also called the Vojinović Bridge) is Vushtrri's most photographed monument: nine arches of alternating red and grey stone carrying a cobbled roadway about 135 metres long. What makes it unusual is that there is no river beneath it — the Sitnica shifted its course westwards centuries ago and left the bridge standing over grass.",
      "It is a short walk from the town centre. Walk the length of the deck, then look at the arches from the meadow below. A restaurant stands right beside the bridge if you want to linger.",
    ],
    history: [
      "Its style dates the bridge to the late 14th or early 15th century, and tradition credits the Vojinović brothers, nobles remembered in Serbian epic poetry. It carried the caravan route between Dubrovnik and Skopje across the Sitnica.",
      "As silt built up and the river moved away, the bridge lost its purpose but survived.",
    ],
    highlights: [
      "Nine stone arches",
      "A walk along the cobbled deck",
      "The dry former bed of the Sitnica",
      "Combine with Vushtrri's castle keep",
    ],
    gettingThere:
      "From Pristina take a bus towards Mitrovica and get off in Vushtrri (about 30–40 minutes). The bridge is on the northern side of town, a short walk from the centre, and drivers can park nearby.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 4 },
      summer: { highC: 28, lowC: 12 },
      autumn: { highC: 17, lowC: 5 },
      note: "Continental plain climate: cold winters and warm summers.",
    },
    bestTime: "Spring and early autumn, when the meadow is green and the light soft.",
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Stone_Bridge,_Vushtrri",
        "Stone Bridge, Vushtrri — Wikipedia",
      ),
      source(
        "http://www.discoverserbia.org/en/kosovo/serbian-vojinovica-bridge",
        "Stone Bridge in Vučitrn — Discover Serbia",
      ),
    ],
  },
  {
    id: 22,
    slug: "adem-jashari-memorial-complex",
    name: "Adem Jashari Memorial Complex",
    region: "northern",
    location: "Prekaz, Skënderaj, Northern Kosovo",
    description:
      "The preserved home, graves and museum of the Jashari family in Prekaz, where Adem Jashari and dozens of his relatives were killed in March 1998 — a national place of remembrance.",
    image: "/artwork/destinations/adem-jashari-memorial-complex.svg",
    imageAlt: "The Adem Jashari memorial and graves among green hills in Prekaz at dawn in spring",
    scene: { landscape: "hills", landmark: "memorial", time: "dawn", season: "spring" },
    coordinates: { lat: 42.756, lng: 20.804 },
    overview: [
      "In Prekaz, on the edge of Skënderaj in the Drenica region, the Adem Jashari Memorial Complex preserves the family compound where Adem Jashari, a founder of the Kosovo Liberation Army, was killed together with much of his family on 5–7 March 1998. For many Kosovo Albanians it is the most important memorial of the war, and visitors come from across Kosovo and the diaspora.",
      "The complex has three parts: the shell-damaged family houses, kept as they were under a protective structure; the cemetery where the family members are buried, with a guard of honour; and a small museum with photographs and personal belongings.",
      "This is a place of mourning. Dress modestly, keep your voice low, ask before photographing people and follow the staff's instructions. Commemorations are held every year in early March, when the site is very busy.",
    ],
    history: [
      "Adem Jashari was born in Prekaz in 1955 and became one of the founders and leaders of the Kosovo Liberation Army in the 1990s. On 5 March 1998 Serbian police and military forces attacked the Jashari compound. Over three days Adem, his brother Hamëz and their father Shaban were killed together with dozens of other members of the extended family, including women and children; his niece Besarta, then eleven, survived.",
      "The attack drew international attention and is widely seen as a turning point towards the war of 1998–99. After the war the site became a memorial complex, and the Assembly of Kosovo declared it an area of special national interest.",
    ],
    highlights: [
      "The preserved Jashari family houses",
      "Memorial cemetery",
      "Jashari family museum",
      "Annual commemorations in early March",
    ],
    gettingThere:
      "Buses run from Pristina to Skënderaj in about an hour for the roughly 50 km. The memorial is in Prekaz, on the edge of town, a short walk or taxi ride from the bus station. By car it is about 50 minutes from Pristina.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 4 },
      summer: { highC: 27, lowC: 12 },
      autumn: { highC: 17, lowC: 5 },
      note: "The hilly Drenica region has cold winters and warm summers.",
    },
    bestTime: "Any time of year; early March for the commemorations, when it is crowded.",
    sources: [
      source(
        "https://amkmk.rks-gov.net/en/acadp_listings/the-adem-jashari-memorial-complex-prekaz-skenderaj/",
        "The Adem Jashari Memorial Complex — Government of Kosovo",
      ),
      source("https://en.wikipedia.org/wiki/Attack_on_Prekaz", "Attack on Prekaz — Wikipedia"),
      source(
        "https://prishtinainsight.com/20-years-later-fires-still-burn-prekaz-mag/",
        "20 years later, fires still burn in Prekaz — Prishtina Insight",
      ),
    ],
  },
  {
    id: 23,
    slug: "gjilan",
    name: "Gjilan",
    region: "eastern",
    location: "Gjilan (Gnjilane), Eastern Kosovo",
    description:
      "The lively main town of eastern Kosovo, with a City Museum of archaeology, an Ethnological Museum in the carved-ceiling palace of Hysen Pasha and a busy café scene.",
    image: "/artwork/destinations/gjilan.svg",
    imageAlt: "A historic museum building in central Gjilan in the autumn sunshine",
    scene: { landscape: "city", landmark: "museum", time: "day", season: "autumn" },
    coordinates: { lat: 42.4635, lng: 21.4694 },
    overview: [
      "Gjilan is the largest town of eastern Kosovo and the centre of the Anamorava valley, a region of farmland and rolling hills towards the borders with Serbia and North Macedonia. It is a relaxed, walkable place with a long pedestrian centre full of cafés.",
      "The town has two museums. The City Museum, opened in 2016 in a historic building that once served as the Ottoman district office, shows archaeological finds from prehistory to the Middle Ages alongside objects of daily life. The Ethnological Museum fills the palace of Hysen Pasha, built in 1887 and known for its finely carved wooden ceilings, with costumes, crafts and tools of the region.",
      "Gjilan is a good base for eastern Kosovo: Novo Brdo fortress, the Kllokot thermal spa and the Catholic shrine of Letnica are all within reach by car.",
    ],
    history: [
      "The area has been settled since prehistory, as the museum's finds show. The present town developed in the Ottoman period as a market centre, and local tradition links its growth to the decline of the medieval mining town of Novo Brdo nearby.",
      "In the late Ottoman period Gjilan was a district seat, and in the 20th century it grew into the regional town of the Anamorava. Its museums opened only recently: until 2016 the region's finds had to be displayed in the capital.",
    ],
    highlights: [
      "Gjilan City Museum",
      "Ethnological Museum in Hysen Pasha's palace",
      "An evening walk and coffee in the centre",
      "Day trip to Novo Brdo fortress",
      "Kllokot thermal spa nearby",
    ],
    gettingThere:
      "Buses leave Pristina for Gjilan frequently and take about an hour for the roughly 50 km; the drive takes about the same. From Gjilan, local buses and taxis reach Kamenica, Viti and Kllokot.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 17, lowC: 4 },
      summer: { highC: 28, lowC: 13 },
      autumn: { highC: 17, lowC: 5 },
      note: "Continental climate: cold winters and warm, sunny summers in the Anamorava valley.",
    },
    bestTime: "April to June and September to October.",
    sources: [
      source(
        "https://chwbkosova.org/chwb_news/gjilan-museum-inauguration/",
        "Museum of Gjilan inaugurated, 28 November 2016 — CHwB Kosova",
      ),
      source(
        "https://webalkans.eu/en/stories/treasured-artefacts-now-on-display-in-in-a-treasured-building/",
        "Treasured artefacts now on display in a treasured building (Hysen Pasha palace, 1887) — WeBalkans",
      ),
    ],
  },
  {
    id: 24,
    slug: "novo-brdo-fortress",
    name: "Novo Brdo Fortress (Artana)",
    region: "eastern",
    location: "Novo Brdo, Eastern Kosovo",
    description:
      "The ruined fortress of a great medieval silver-mining town, on an extinct volcanic cone east of Pristina, with towers, walls and wide views over the hills.",
    image: "/artwork/destinations/novo-brdo-fortress.svg",
    imageAlt: "Stone towers of Novo Brdo fortress on a hilltop in golden summer light",
    scene: { landscape: "hills", landmark: "fortress", time: "golden", season: "summer" },
    coordinates: { lat: 42.615, lng: 21.4172 },
    overview: [
      "On a cone-shaped hill about 40 km east of Pristina stand the ruins of Novo Brdo fortress, in Albanian Kalaja e Novobërdës or the fortress of Artana. In the 14th and 15th centuries this was one of the most important mining towns in the Balkans, famous for its silver.",
      "The fortress has an upper town with rectangular towers and a lower town spreading down the slope; conservation work has made the walls safer to visit. Around them you can make out the foundations of churches and houses of the medieval town.",
      "Come for the silence and the views over the hills of eastern Kosovo. Wear good shoes, as the ground is uneven, and bring water: facilities on site are minimal.",
    ],
    history: [
      "The fortress was built around the turn of the 14th century to guard the gold and silver mines of the area. Under the Serbian Despotate in the early 15th century Novo Brdo reached its peak: Saxon miners worked the mines, merchants from Dubrovnik kept a large colony, and in 1412 Despot Stefan Lazarević issued a mining code here to regulate the industry.",
      "After several sieges the town fell to the Ottoman army in 1455. Mining continued on a smaller scale, but the town declined, and by the end of the 17th century the fortress had been abandoned. Archaeological research, begun in the 1950s, continues to reveal the medieval town.",
    ],
    highlights: [
      "Upper town walls and towers",
      "Remains of the medieval mining town",
      "Views over eastern Kosovo",
      "The story of medieval silver mining",
    ],
    gettingThere:
      "Novo Brdo is about 40 km east of Pristina: by car allow around 50 minutes, the last part on a winding hill road. Public transport to the fortress is very limited, so drive, take a taxi from Pristina or Gjilan, or join a tour.",
    climate: {
      winter: { highC: 2, lowC: -6 },
      spring: { highC: 13, lowC: 2 },
      summer: { highC: 24, lowC: 11 },
      autumn: { highC: 14, lowC: 4 },
      note: "Upland hills: breezier and cooler than Pristina, with snow in winter.",
    },
    bestTime: "May to October, on a clear day for the views.",
    sources: [
      source("https://en.wikipedia.org/wiki/Novo_Brdo_Fortress", "Novo Brdo Fortress — Wikipedia"),
      source(
        "https://petitfute.co.uk/v57384-novo-brdo/c1173-visites-points-d-interet/c937-monuments/c952-fortifications-remparts/1567403-forteresse-de-novo-brdo.html",
        "Novo Brdo fortress: on top of an extinct volcano — Petit Futé",
      ),
      source(
        "https://en.wikipedia.org/wiki/Siege_of_Novo_Brdo_(1440\u20131441)",
        "Siege of Novo Brdo (1440–1441) — Wikipedia",
      ),
    ],
  },
  {
    id: 25,
    slug: "spas",
    name: "Spas",
    region: "eastern",
    location: "Near Gjilan and Kamenica, Eastern Kosovo",
    description:
      "A quiet corner of eastern Kosovo's rolling hill country between Gjilan and Kamenica, for village roads, orchards, oak woods and slow days away from the main routes.",
    image: "/artwork/destinations/spas.svg",
    imageAlt: "Rolling green hills and oak woods of eastern Kosovo in golden spring light",
    scene: { landscape: "hills", landmark: "none", time: "golden", season: "spring" },
    coordinates: { lat: 42.52, lng: 21.53 },
    overview: [
      "The area around Spas, in the hills between Gjilan and Kamenica, shows eastern Kosovo at its most rural: low, rolling hills, small villages, fields, orchards and oak woods, drained by streams that flow towards the Morava. It is not a resort and has no big sights — come for the quiet.",
      "Spend a day driving or cycling the back roads, stop in a village for coffee, and combine the countryside with the sights nearby: the museums of Gjilan, the medieval fortress of Novo Brdo and the small town of Kamenica with its riverside park.",
      "Services are thin in the villages, so bring water and snacks and carry some cash for small purchases.",
    ],
    history: [
      "Spas is a Slavic word meaning 'Saviour', found in place names across the Balkans and often linked to a church of the Holy Saviour. Eastern Kosovo has long been a mixed area, where Albanian and Serbian villages stand close together.",
      "The Anamorava and the Kamenica hills have been farming country for centuries, with livestock, grain and orchards. Many families here have relatives working abroad, which is why the villages come alive in summer, when the diaspora returns.",
    ],
    highlights: [
      "Back-road drives and cycling in the hills",
      "Village life of eastern Kosovo",
      "Gjilan's museums nearby",
      "Novo Brdo fortress within reach",
      "Kamenica's riverside park",
    ],
    gettingThere:
      "Travel first to Gjilan, about an hour by bus from Pristina, and explore from there by car or taxi; Kamenica is roughly half an hour further east. Local buses link the towns, but the villages are far easier to reach with your own wheels.",
    climate: {
      winter: { highC: 4, lowC: -5 },
      spring: { highC: 16, lowC: 3 },
      summer: { highC: 27, lowC: 12 },
      autumn: { highC: 16, lowC: 4 },
      note: "Continental hill country: cold winters, warm summers and fresh spring and autumn days.",
    },
    bestTime: "April to June for green hills; September and October for harvest colours.",
    sources: [
      source("https://kosovoguide.com/?cid=2,165,453&view=full", "Kamenica — Kosovo Guide"),
      source(
        "https://chwbkosova.org/chwb_news/gjilan-museum-inauguration/",
        "Museum of Gjilan inaugurated — CHwB Kosova",
      ),
    ],
  },
]);

export function getDestination(id: number): Destination | undefined {
  return destinations.find((d) => d.id === id);
}
