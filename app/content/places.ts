import { z } from "zod";
import { destinations } from "./destinations.ts";
import {
  artworkSchema,
  coordinatesSchema,
  paragraphsSchema,
  type Region,
  regionSchema,
  slugSchema,
  source,
  sourcesSchema,
} from "./schema.ts";

/**
 * The home page city explorer: 29 cities and municipalities, each with its own page at
 * /destinations/{region}/{slug}.
 */
export const placeSchema = artworkSchema
  .extend({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().min(1).max(29),
    slug: slugSchema,
    name: z.string().min(2).max(40),
    region: regionSchema,
    /** One or two sentences for the explorer panel. */
    blurb: z.string().min(60).max(200),
    /** Two paragraphs for the place page. */
    intro: paragraphsSchema.length(2),
    coordinates: coordinatesSchema,
    /** The matching destination (ids 1–25) when there is one. */
    destinationId: z.number().int().min(1).max(25).optional(),
    /** The matching built-in city (1 Pristina … 6 Ferizaj) when there is one. */
    cityId: z.number().int().min(1).max(6).optional(),
  })
  .refine((p) => p.image === `/artwork/places/${p.slug}.svg`, {
    message: "image must be /artwork/places/{slug}.svg",
    path: ["image"],
  });

export type Place = z.infer<typeof placeSchema>;

export const placesSchema = z.array(placeSchema).superRefine((list, ctx) => {
  const ids = list.map((p) => p.id);
  const sorted = [...ids].sort((a, b) => a - b);
  if (
    new Set(ids).size !== ids.length ||
    sorted.length !== 29 ||
    sorted.some((id, i) => id !== i + 1)
  ) {
    ctx.addIssue({ code: "custom", message: "place ids must be unique and exactly 1–29" });
  }
  const slugs = list.map((p) => p.slug);
  if (new Set(slugs).size !== slugs.length) {
    ctx.addIssue({ code: "custom", message: "place slugs must be unique" });
  }
  const cityIds = list.flatMap((p) => (p.cityId === undefined ? [] : [p.cityId]));
  if (new Set(cityIds).size !== cityIds.length) {
    ctx.addIssue({ code: "custom", message: "a city id may be used by one place only" });
  }
  for (const place of list) {
    if (place.destinationId === undefined) continue;
    const destination = destinations.find((d) => d.id === place.destinationId);
    if (!destination || destination.region !== place.region) {
      ctx.addIssue({
        code: "custom",
        message: `${place.slug}: destination ${place.destinationId} must exist and share its region`,
      });
    }
  }
});

export const places: Place[] = placesSchema
  .parse([
    {
      id: 1,
      sources: [
        source("https://en.wikipedia.org/wiki/Pristina", "Pristina — Wikipedia"),
        source(
          "https://en.wikipedia.org/wiki/Gra%C4%8Danica,_Kosovo",
          "Gračanica, ten kilometres from Pristina — Wikipedia",
        ),
      ],
      slug: "pristina",
      name: "Pristina",
      region: "central",
      blurb:
        "Kosovo's capital: a young, café-loving city of the Newborn monument, the domed National Library and a small Ottoman quarter.",
      intro: [
        "Pristina (Prishtina) is where most journeys in Kosovo begin: the airport, the main bus station, the university and the ministries are all here. The centre is compact — from Mother Teresa Boulevard you can walk to the Newborn monument, the National Library, the Kosovo Museum and the old Ottoman quarter in under an hour.",
        "It is also the country's café capital, with strong macchiatos and busy terraces from morning until late. When you need green space, Germia Park rises on the north-eastern edge of the city, and Gračanica Monastery is about 10 km to the south-east.",
      ],
      coordinates: { lat: 42.6629, lng: 21.1655 },
      image: "/artwork/places/pristina.svg",
      imageAlt:
        "The domed, lattice-wrapped National Library of Kosovo in Pristina in golden autumn light",
      scene: { landscape: "city", landmark: "library", time: "golden", season: "autumn" },
      destinationId: 1,
      cityId: 1,
    },
    {
      id: 2,
      sources: [source("https://en.wikipedia.org/wiki/Prizren", "Prizren — Wikipedia")],
      slug: "prizren",
      name: "Prizren",
      region: "southern",
      blurb:
        "Kosovo's historic showpiece: an Ottoman old town of mosques, churches and a stone bridge beneath a hilltop fortress.",
      intro: [
        "Prizren grew up where the Lumbardhi river leaves the Sharr Mountains, and its old town still follows the water: Shadërvan square, the stone bridge, the Sinan Pasha Mosque and the Church of Our Lady of Ljeviš are all within a few minutes' walk of each other.",
        "Climb to the fortress for sunset, browse the filigree silver shops in the lanes below, and come in August if you want DokuFest, the documentary and short film festival that fills the town's cinemas and open-air screens.",
      ],
      coordinates: { lat: 42.2106, lng: 20.7397 },
      image: "/artwork/places/prizren.svg",
      imageAlt: "Prizren's Ottoman stone bridge over the Lumbardhi river at dusk in spring",
      scene: { landscape: "river", landmark: "stone-bridge", time: "dusk", season: "spring" },
      destinationId: 2,
      cityId: 2,
    },
    {
      id: 3,
      sources: [source("https://en.wikipedia.org/wiki/Peja", "Peja — Wikipedia")],
      slug: "peja",
      name: "Peja",
      region: "western",
      blurb:
        "The gateway to the Rugova Gorge and the Accursed Mountains, with a rebuilt old bazaar and the medieval Patriarchate of Peć.",
      intro: [
        "Peja (Peć) is Kosovo's mountain town. The Lumbardhi river runs out of the Rugova Gorge straight through the centre, and within twenty minutes of the bazaar you can be on a via ferrata, a forest trail or the road up to the high villages.",
        "In town, the old Çarshia around the Bajrakli Mosque is the place for coffee and crafts. At the mouth of the gorge, the Patriarchate of Peć, a group of 13th- and 14th-century churches, is one of Kosovo's UNESCO-listed medieval monuments.",
      ],
      coordinates: { lat: 42.6593, lng: 20.2887 },
      image: "/artwork/places/peja.svg",
      imageAlt: "Peja's old bazaar with mountains rising behind it at dawn in summer",
      scene: { landscape: "mountains", landmark: "bazaar", time: "dawn", season: "summer" },
      destinationId: 3,
      cityId: 3,
    },
    {
      id: 4,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Old_Bazaar,_Gjakova",
          "Old Bazaar, Gjakova: burnt in 1999 and rebuilt — Wikipedia",
        ),
        source("https://en.wikipedia.org/wiki/Hadum_Mosque", "Hadum Mosque, 1594/95 — Wikipedia"),
      ],
      slug: "gjakova",
      name: "Gjakova",
      region: "western",
      blurb:
        "A craftsmen's town with a long Grand Bazaar, the Hadum Mosque, active Sufi lodges and Ottoman bridges over the Erenik.",
      intro: [
        "Gjakova (Đakovica) was built by craftsmen and traders, and it shows: the Grand Bazaar (Çarshia e Madhe) is a long cobbled street of low shops with wooden shutters, rebuilt after it burned in 1999.",
        "Around it stand the 16th-century Hadum Mosque and several Sufi tekkes, and just outside town the Terzi Bridge (Ura e Terzive) crosses the Erenik on a long row of stone arches. Gjakova is also a handy base for Junik, Deçan and the wine town of Rahovec.",
      ],
      coordinates: { lat: 42.3803, lng: 20.4308 },
      image: "/artwork/places/gjakova.svg",
      imageAlt:
        "The long, many-arched Terzi Bridge over the Erenik river near Gjakova on a spring day",
      scene: { landscape: "river", landmark: "stone-bridge", time: "day", season: "spring" },
      destinationId: 4,
      cityId: 4,
    },
    {
      id: 5,
      sources: [
        source(
          "http://architectuul.com/architecture/miners-monument",
          "Miners Monument, Bogdan Bogdanović, 1973 — Architectuul",
        ),
        source(
          "https://mitrovicaguide.com/place/miners-monument/",
          "Miners' Monument and the north side of Mitrovica — Mitrovica Guide",
        ),
      ],
      slug: "mitrovica",
      name: "Mitrovica",
      region: "northern",
      blurb:
        "Northern Kosovo's main town on the Ibar river, shaped by the Trepça mines and divided between a mostly Albanian south and a mostly Serbian north.",
      intro: [
        "Mitrovica grew as the industrial heart of northern Kosovo, around the Trepça mines and smelters and the meeting of the Ibar and Sitnica rivers. Since 1999 the Ibar has also divided the city, with a mostly Albanian south and a mostly Serbian north, linked by bridges you can cross on foot.",
        "Look up to the northern hill for the Miners' Monument, a 1973 work by the architect Bogdan Bogdanović, and pair a visit with Zvečan fortress just north-west of town or the highlands of Shala e Bajgorës to the east.",
      ],
      coordinates: { lat: 42.8914, lng: 20.866 },
      image: "/artwork/places/mitrovica.svg",
      imageAlt: "The Miners' Monument on a green hill above Mitrovica on a spring day",
      scene: { landscape: "hills", landmark: "memorial", time: "day", season: "spring" },
      destinationId: 8,
      cityId: 5,
    },
    {
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
      blurb:
        "A railway-born town south of Pristina, where a mosque and an Orthodox church stand side by side, close to a rare river bifurcation at Nerodime.",
      intro: [
        "Ferizaj (Uroševac) grew up in the 1870s around a station on the new Ottoman railway from Mitrovica to Skopje and Thessaloniki, and it is still a busy crossroads town. According to local tradition it takes its name from Feriz Shashivari, who kept an inn near the station.",
        "In the centre, the Grand Mosque and the Orthodox Church of St Uroš stand next to each other. Outside town, near the village of Nerodime, a stream splits in two and sends its water to both the Black Sea and the Aegean — one of Europe's rare natural river bifurcations. Brezovica's ski slopes are about an hour away.",
      ],
      coordinates: { lat: 42.3706, lng: 21.1553 },
      image: "/artwork/places/ferizaj.svg",
      imageAlt: "The minaret of Ferizaj's Grand Mosque in the town centre on a snowy winter night",
      scene: { landscape: "city", landmark: "mosque", time: "night", season: "winter" },
      cityId: 6,
    },
    {
      id: 7,
      sources: [
        source("https://en.wikipedia.org/wiki/Gjilan", "Gjilan — Wikipedia"),
        source(
          "https://webalkans.eu/en/stories/treasured-artefacts-now-on-display-in-in-a-treasured-building/",
          "Gjilan's ethnological museum in Hysen Pasha's palace of 1887; archaeological museum since 2016 — WeBalkans (EU)",
        ),
      ],
      slug: "gjilan",
      name: "Gjilan",
      region: "eastern",
      blurb:
        "Eastern Kosovo's lively main town, with two new museums, a long café-lined centre and easy trips to Novo Brdo and Kllokot.",
      intro: [
        "Gjilan (Gnjilane) is the market town of the Anamorava valley. Its pedestrian centre fills with people on summer evenings, and its two museums — the City Museum for archaeology and the Ethnological Museum in the 1887 palace of Hysen Pasha — show the region's long history.",
        "Use Gjilan as a base for the east: the medieval fortress of Novo Brdo stands in the hills to the north, the thermal spa of Kllokot is a short drive south-west, and the Catholic shrine of Letnica lies near the border to the south.",
      ],
      coordinates: { lat: 42.4635, lng: 21.4694 },
      image: "/artwork/places/gjilan.svg",
      imageAlt: "An evening crowd strolling through Gjilan's pedestrian centre in summer",
      scene: { landscape: "city", landmark: "crowd", time: "dusk", season: "summer" },
      destinationId: 23,
    },
    {
      id: 8,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Batllava_Lake",
          "Batllava Lake, about 13 km from Podujevë — Wikipedia",
        ),
        source(
          "https://naslovi.net/2022-08-05/insajder/kosovo-na-prelazu-merdare-kolona-vozila-duga-300-metara-na-beloj-zemlji-do-900-metara/31230524",
          "Crossings to Serbia at Jarinje and Merdare — Beta via Insajder",
        ),
      ],
      slug: "podujevo",
      name: "Podujevo",
      region: "central",
      blurb:
        "The main town of the Llap valley in Kosovo's north-east, close to Batllava Lake and on the main road towards Serbia.",
      intro: [
        "Podujevo (Podujeva) is the centre of the Llap region, a broad valley of farms and villages north-east of Pristina. It sits on the main road to the Merdare crossing into Serbia, so many travellers pass through — but few stop.",
        "Those who do stop head for Batllava Lake, a reservoir about 13 km from town with swimming, boating and lakeside restaurants in summer, or for walks in the wooded hills around the valley. The town itself is a practical place for a meal and supplies.",
      ],
      coordinates: { lat: 42.9106, lng: 21.1931 },
      image: "/artwork/places/podujevo.svg",
      imageAlt: "Morning mist over Batllava Lake and wooded hills near Podujevo in autumn",
      scene: { landscape: "lake", landmark: "none", time: "dawn", season: "autumn" },
    },
    {
      id: 9,
      sources: [
        source("https://en.wikipedia.org/wiki/Vushtrri", "Vushtrri — Wikipedia"),
        source(
          "https://en.wikipedia.org/wiki/Stone_Bridge,_Vushtrri",
          "Stone Bridge, Vushtrri — Wikipedia",
        ),
      ],
      slug: "vushtrri",
      name: "Vushtrri",
      region: "northern",
      blurb:
        "One of Kosovo's oldest towns, with a medieval castle keep, an Ottoman hammam and a nine-arched stone bridge over a vanished river.",
      intro: [
        "Vushtrri (Vučitrn) lies on the Sitnica plain halfway between Pristina and Mitrovica. Its centre is small enough to see in an hour: the stone keep of the medieval castle, the old hammam and mosques, and cafés on the square.",
        "Walk a few minutes out of the centre to the Stone Bridge (Ura e Gurit), a medieval bridge of nine arches and about 135 m that now crosses a dry meadow, because the Sitnica river changed course long ago.",
      ],
      coordinates: { lat: 42.8231, lng: 20.9675 },
      image: "/artwork/places/vushtrri.svg",
      imageAlt: "The low domes of the old Ottoman hammam in Vushtrri on an autumn day",
      scene: { landscape: "city", landmark: "hammam", time: "day", season: "autumn" },
      destinationId: 20,
    },
    {
      id: 10,
      sources: [
        source(
          "https://www.blagofund.org/Archives/Decani/",
          "Visoki Dečani, founded 1327, built until 1335 — BLAGO Fund",
        ),
      ],
      slug: "decan",
      name: "Deçan",
      region: "western",
      blurb:
        "A small town under the Accursed Mountains, known for the UNESCO-listed Visoki Dečani Monastery and its river gorge.",
      intro: [
        "Deçan (Dečani) is a small town where the Dukagjin plain meets the Accursed Mountains. Just west of the centre, Visoki Dečani Monastery, built between 1327 and 1335, holds one of the richest cycles of medieval frescoes in the Balkans and is part of a UNESCO World Heritage site.",
        "Past the monastery, a road climbs the gorge of the Lumbardhi i Deçanit into the mountains, and villages around town, such as Isniq, keep fine stone kullas. Bring ID for the monastery and dress modestly.",
      ],
      coordinates: { lat: 42.5403, lng: 20.288 },
      image: "/artwork/places/decan.svg",
      imageAlt: "The rocky gorge of the Lumbardhi i Deçanit river above Deçan on an autumn day",
      scene: { landscape: "canyon", landmark: "none", time: "day", season: "autumn" },
      destinationId: 13,
    },
    {
      id: 11,
      sources: [
        source(
          "https://visitkosovo.rks-gov.net/page/qytetet-dragash",
          "Dragash: Opoja and Gora, mountain pastures, national park — Visit Kosovo (Government of Kosovo)",
        ),
        source(
          "https://kosovoguide.com/?cid=2,165,229&view=full",
          "Dragash: Sharr dogs and cheese — Kosovo Guide",
        ),
      ],
      slug: "dragash",
      name: "Dragash",
      region: "southern",
      blurb:
        "Kosovo's southernmost municipality, high in the Sharr Mountains: Gorani and Albanian villages, shepherds' pastures and famous cheese.",
      intro: [
        "Dragash (Dragaš) covers the mountainous southern tip of Kosovo, bordering Albania and North Macedonia. It spans two historic areas: Opoja, with Albanian villages, and Gora, home of the Slavic-speaking Muslim Gorani, with villages such as Brod and Restelica.",
        "This is herding country, known for Sharr cheese, sheepdogs and pastures that turn green in June. Much of the municipality lies in Sharr Mountains National Park, and trails from the villages lead to glacial lakes and high ridges; in winter the roads can be snowbound.",
      ],
      coordinates: { lat: 42.0625, lng: 20.6528 },
      image: "/artwork/places/dragash.svg",
      imageAlt: "Wide green pastures of the Sharr Mountains above Dragash on a spring day",
      scene: { landscape: "meadow", landmark: "none", time: "day", season: "spring" },
      destinationId: 18,
    },
    {
      id: 12,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Gra%C4%8Danica,_Kosovo",
          "Gračanica, Kosovo — Wikipedia",
        ),
        source(
          "https://en.wikipedia.org/wiki/Gra%C4%8Danica_Monastery",
          "Gračanica Monastery, built by King Milutin in 1321 — Wikipedia",
        ),
        source(
          "https://mountainspiritvolunteers.wordpress.com/places/bear-sanctuary-prishtina/",
          "Bear Sanctuary Prishtina at Badovc Lake, above Gračanica — Mountain Spirit Volunteers",
        ),
      ],
      slug: "gracanica",
      name: "Gračanica",
      region: "central",
      blurb:
        "Home to Gračanica Monastery, a UNESCO-listed masterpiece of 14th-century architecture, and the Roman ruins of Ulpiana, minutes from Pristina.",
      intro: [
        "Gračanica (Graçanica) is a small, mostly Serbian town about 10 km south-east of Pristina, and its monastery is among the finest buildings of medieval Kosovo. King Milutin completed the church in 1321; its stepped domes and banded stone-and-brick walls rise from a walled garden, and the monastery is part of the UNESCO site Medieval Monuments in Kosovo.",
        "Nearby are the excavated remains of Ulpiana, a Roman and early Byzantine city, and Badovc Lake. The Bear Sanctuary Prishtina, where rescued brown bears live in large forest enclosures, is a short drive away near the lake.",
      ],
      coordinates: { lat: 42.6003, lng: 21.1939 },
      image: "/artwork/places/gracanica.svg",
      imageAlt: "Gračanica Monastery's stepped domes in golden summer light",
      scene: { landscape: "plain", landmark: "monastery", time: "golden", season: "summer" },
    },
    {
      id: 13,
      sources: [
        source(
          "https://petitfute.co.uk/v72436-zvecan/c1173-visites-points-d-interet/c937-monuments/c952-fortifications-remparts/1563731-forteresse-de-zvecan.html",
          "Zvečan fortress on an extinct volcano — Petit Futé",
        ),
        source(
          "http://www.manastirbanjska.rs/en/about",
          "Banjska Monastery, King Milutin's endowment, 12 km from Zvečan — Banjska Monastery",
        ),
      ],
      slug: "zvecan",
      name: "Zvečan",
      region: "northern",
      blurb:
        "A small town beside Mitrovica, crowned by a medieval fortress on an old volcanic cone, with Banjska Monastery nearby.",
      intro: [
        "Zvečan (Zveçan) is Mitrovica's small neighbour on the Ibar, and it is dominated by the ruins of its medieval fortress on the summit of a steep extinct volcano. The climb takes effort, but the view over the valley rewards it.",
        "The town is mostly Serbian-speaking and grew with the Trepça smelter, whose tall chimney is a local landmark. About 12 km north, Banjska Monastery, founded by King Milutin in the early 14th century, is open to respectful visitors.",
      ],
      coordinates: { lat: 42.9075, lng: 20.8403 },
      image: "/artwork/places/zvecan.svg",
      imageAlt: "Zvečan fortress on its cone-shaped hill above the Ibar valley at dawn in autumn",
      scene: { landscape: "hills", landmark: "fortress", time: "dawn", season: "autumn" },
      destinationId: 19,
    },
    {
      id: 14,
      sources: [
        source("https://en.wikipedia.org/wiki/Gazivoda_Lake", "Gazivoda Lake — Wikipedia"),
        source(
          "http://www.ibarski-kolasin.org/en/tourism/nature/100/lake-gazivode/",
          "Lake Gazivode, made by damming the Ibar in 1977 — Ibarski Kolašin",
        ),
      ],
      slug: "zubin-potok",
      name: "Zubin Potok",
      region: "northern",
      blurb:
        "A quiet town in the upper Ibar valley beside Gazivoda Lake, a long reservoir wound between wooded hills.",
      intro: [
        "Zubin Potok is a small, mostly Serbian town in the hilly west of northern Kosovo, in the area known as Ibarski Kolašin. Its great asset is Gazivoda Lake, a long reservoir created by damming the Ibar in the 1970s, which stretches west into Serbia.",
        "In summer the shore is used for swimming, fishing and picnics; the rest of the year the lake is quiet and often misty. Roads through the hills are narrow and winding, so allow plenty of time.",
      ],
      coordinates: { lat: 42.9144, lng: 20.6897 },
      image: "/artwork/places/zubin-potok.svg",
      imageAlt: "Gazivoda Lake between wooded hills near Zubin Potok in golden autumn light",
      scene: { landscape: "lake", landmark: "none", time: "golden", season: "autumn" },
      destinationId: 17,
    },
    {
      id: 15,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Municipium_Dardanorum",
          "Municipium Dardanorum, Roman mining town of the 2nd–4th centuries at Sočanica — Wikipedia",
        ),
        source(
          "https://www.kosovo-online.com/vesti/kultura/socanica-kod-leposavica-cuva-tajnu-cara-hadrijana-19-11-2020",
          "Sočanica, a few kilometres south of Leposavić — Kosovo Online",
        ),
        source(
          "https://naslovi.net/2022-08-05/insajder/kosovo-na-prelazu-merdare-kolona-vozila-duga-300-metara-na-beloj-zemlji-do-900-metara/31230524",
          "Crossings to Serbia at Jarinje and Merdare — Beta via Insajder",
        ),
      ],
      slug: "leposavic",
      name: "Leposavić",
      region: "northern",
      blurb:
        "Kosovo's northernmost municipality, in the green Ibar valley between the Kopaonik and Rogozna hills, with Roman remains at Sočanica.",
      intro: [
        "Leposavić (Leposaviq) is the northernmost municipality of Kosovo, stretched along the Ibar valley between the Kopaonik and Rogozna mountains, with a mostly Serbian population. The main road and the railway follow the river north through the town towards Serbia; road traffic crosses at Jarinje.",
        "At Sočanica, south of town, archaeologists have excavated the remains of a Roman mining town, Municipium Dardanorum — a reminder that these metal-rich hills were already mined in Roman times, between the 2nd and 4th centuries AD. The forested slopes above the valley are good for quiet walks.",
      ],
      coordinates: { lat: 43.1039, lng: 20.8028 },
      image: "/artwork/places/leposavic.svg",
      imageAlt:
        "Remains of Roman stone walls in the green Ibar valley near Leposavić on a summer day",
      scene: { landscape: "valley", landmark: "ruins", time: "day", season: "summer" },
    },
    {
      id: 16,
      sources: [
        source(
          "http://phm-west.org/istog.html",
          "Istog: the Istog spring and the thermal waters of Banja — Cultural Heritage without Borders",
        ),
        source(
          "https://trek.zone/de/kosovo/orte/536260/gorioc-monastery",
          "Gorioč Monastery near Istog, 14th-century tradition — Trek Zone",
        ),
      ],
      slug: "istog",
      name: "Istog",
      region: "western",
      blurb:
        "A green town of springs and trout restaurants in the north-west, near the thermal waters of Banja e Pejës and the Gorioč Monastery.",
      intro: [
        "Istog (Istok) lies at the foot of the Mokna mountains on the north-western edge of the Dukagjin plain, and it is known for water: the Istog river rises from a powerful karst spring by the town, and trout farms and fish restaurants line the valley.",
        "Within the municipality lies Banja e Pejës (Pećka Banja), a small spa town with thermal springs, and near Istog the Gorioč Monastery is a Serbian Orthodox monastery of medieval origin. Istog is an easy detour between Peja and Mitrovica.",
      ],
      coordinates: { lat: 42.7808, lng: 20.4875 },
      image: "/artwork/places/istog.svg",
      imageAlt: "Clear spring water flowing from the rocks at Istog at dawn in spring",
      scene: { landscape: "river", landmark: "none", time: "dawn", season: "spring" },
    },
    {
      id: 17,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Mirusha_waterfalls",
          "Mirusha waterfalls — Wikipedia",
        ),
        source(
          "https://wikiland.org/fr/Mirusha_Park",
          "Mirusha Park across Klina, Malisheva and Rahovec; the river a natural monument since 1983 — Wikipedia (fr)",
        ),
        source(
          "https://kk.rks-gov.net/kline/qyteti/siperfaqja/",
          "Klina, where the Klina river flows into the White Drin — Municipality of Klina",
        ),
      ],
      slug: "klina",
      name: "Klina",
      region: "western",
      blurb:
        "A crossroads town of the Dukagjin plain and the gateway to the Mirusha Waterfalls, a chain of cascades and pools in a limestone canyon.",
      intro: [
        "Klina sits in the middle of the Dukagjin plain, where the Klina river meets the White Drin (Drini i Bardhë), on the road between Pristina and Peja. It is a farming town and a convenient stop on the way west.",
        "Its great natural sight is the Mirusha Waterfalls (Ujëvarat e Mirushës), a chain of cascades and small lakes in a limestone canyon on the border with Malisheva, protected as a natural monument. In summer swimmers come to the pools; the paths can be slippery, so wear proper shoes.",
      ],
      coordinates: { lat: 42.6217, lng: 20.5775 },
      image: "/artwork/places/klina.svg",
      imageAlt:
        "Cascades and green pools of the Mirusha Waterfalls in a limestone canyon on a summer day",
      scene: { landscape: "waterfall", landmark: "none", time: "day", season: "summer" },
    },
    {
      id: 18,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Mirusha_waterfalls",
          "Mirusha waterfalls — Wikipedia",
        ),
        source(
          "https://wikiland.org/fr/Mirusha_Park",
          "Mirusha Park across Klina, Malisheva and Rahovec — Wikipedia (fr)",
        ),
      ],
      slug: "malisheva",
      name: "Malisheva",
      region: "western",
      blurb:
        "A rural market town in the hills between Pristina and Prizren, among farming villages, with the Mirusha canyon on its doorstep.",
      intro: [
        "Malisheva (Mališevo) lies in the gently rolling hills at the heart of Kosovo, between the Drenica region and the Dukagjin plain. It is a small, busy market town serving a large rural municipality of farming villages.",
        "For visitors it is the eastern approach to the Mirusha canyon and its waterfalls, and a quiet route between Pristina and Rahovec or Prizren. Stop for fresh bread, cheese and grilled food, and take the back roads for views over the hills.",
      ],
      coordinates: { lat: 42.4828, lng: 20.7458 },
      image: "/artwork/places/malisheva.svg",
      imageAlt: "Rolling farmland and hills around Malisheva in golden summer light",
      scene: { landscape: "hills", landmark: "none", time: "golden", season: "summer" },
    },
    {
      id: 19,
      sources: [
        source(
          "https://www.broadwayworld.com/bwwfood-wine/article/Discover-STONE-CASTLE-Wines-from-Kosovo-20210616",
          "Stone Castle Vineyards & Winery in the Rahovec Valley — BroadwayWorld",
        ),
        source(
          "https://www.petitfute.de/v76011-velika-hoca/",
          "Velika Hoča, 5 km from Rahovec: 13 churches and a wine tradition since the Middle Ages — Petit Futé",
        ),
      ],
      slug: "rahovec",
      name: "Rahovec",
      region: "western",
      blurb:
        "Kosovo's wine capital, ringed by hillside vineyards, with wineries and family cellars to visit and a festive grape harvest.",
      intro: [
        "Rahovec (Orahovac) is surrounded by vineyards that climb the slopes above the Dukagjin plain. This is the heart of Kosovo's wine country, with large producers such as Stone Castle and a growing number of small family wineries offering tastings.",
        "Come in September or October for the harvest. Nearby Velika Hoča (Hoça e Madhe), a Serbian village of stone houses and old churches, has its own wine tradition. Arrange tastings in advance, and leave the driving to someone who isn't tasting.",
      ],
      coordinates: { lat: 42.3994, lng: 20.6547 },
      image: "/artwork/places/rahovec.svg",
      imageAlt: "A table of food and wine set out above the vineyards of Rahovec at dusk in summer",
      scene: { landscape: "vineyard", landmark: "food-table", time: "dusk", season: "summer" },
      destinationId: 15,
    },
    {
      id: 20,
      sources: [
        source(
          "https://www.panacomp.net/sara-national-park-sar-planina-mountain/",
          "Šar mountain park on the territory of Suva Reka/Suhareka and other municipalities — Panacomp",
        ),
      ],
      slug: "suhareka",
      name: "Suhareka",
      region: "southern",
      blurb:
        "A valley town on the road between Pristina and Prizren, surrounded by farmland, with the Sharr foothills rising to the south.",
      intro: [
        "Suhareka (Suva Reka) lies in a broad valley on the main route from Pristina to Prizren, close to the motorway. It is a working town rather than a tourist one, surrounded by villages, fields and wooded hills.",
        "It makes a convenient stop for a meal on the way to Prizren, and side roads to the south lead up into the foothills of the Sharr Mountains — part of the municipality lies within Sharr Mountains National Park.",
      ],
      coordinates: { lat: 42.3592, lng: 20.8253 },
      image: "/artwork/places/suhareka.svg",
      imageAlt: "Green hills above the Suhareka valley at dusk in spring",
      scene: { landscape: "hills", landmark: "none", time: "dusk", season: "spring" },
    },
    {
      id: 21,
      sources: [
        source("https://en.wikipedia.org/wiki/Shtime", "Shtime — Wikipedia"),
        source(
          "https://kk.rks-gov.net/shtime/qyteti/pozita-gjeografike/",
          "Shtime at the crossroads of the Prizren–Pristina and Prizren–Ferizaj–Skopje roads — Municipality of Shtime",
        ),
      ],
      slug: "shtime",
      name: "Shtime",
      region: "central",
      blurb:
        "A small town between Pristina and Ferizaj, at the edge of the hills crossed by the road towards Prizren.",
      intro: [
        "Shtime (Štimlje) is a small town south of Pristina, where the Kosovo plain meets the hills. The town sits at a crossroads: the roads from Pristina and from Ferizaj towards Prizren meet here before climbing into the hills.",
        "Few travellers stop, but it is a quiet base between Pristina, Ferizaj and the Marble Cave at Gadime, and the hills above town offer easy countryside walks.",
      ],
      coordinates: { lat: 42.4331, lng: 21.0397 },
      image: "/artwork/places/shtime.svg",
      imageAlt: "Snow-dusted hills around Shtime on a bright winter day",
      scene: { landscape: "hills", landmark: "none", time: "day", season: "winter" },
    },
    {
      id: 22,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Marble_Cave,_Kosovo",
          "Marble Cave, Kosovo — Wikipedia",
        ),
        source(
          "https://www.traditionandadventure.com/gadime-cave/",
          "Gadime cave and its crystals — Tradition and Adventure",
        ),
        source(
          "https://es.stringtranslate.com/de%20Lipjan/Lipjan",
          "Lipjan, about 17 km south of Pristina; its name derives from Ulpiana — Wikipedia (es)",
        ),
      ],
      slug: "lipjan",
      name: "Lipjan",
      region: "central",
      blurb:
        "An old town on the Kosovo plain south of Pristina, and the municipality of the Marble Cave at Gadime.",
      intro: [
        "Lipjan (Lipljan) is a small town on the Kosovo plain, about 17 km south of Pristina, with roots in the Roman era: its name is often linked with Ulpiana, the Roman city whose ruins lie a few kilometres to the north.",
        "Most visitors come for the Marble Cave (Shpella e Mermerit) in the village of Gadime, within the municipality, with its glittering helictites and crystal formations. The town itself is a quiet place with cafés and a market, a short hop from the capital.",
      ],
      coordinates: { lat: 42.5217, lng: 21.1258 },
      image: "/artwork/places/lipjan.svg",
      imageAlt: "Wide summer fields of the Kosovo plain around Lipjan at dusk",
      scene: { landscape: "plain", landmark: "none", time: "dusk", season: "summer" },
    },
    {
      id: 23,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Gazimestan",
          "Gazimestan, designed by Aleksandar Deroko, built in 1953 — Wikipedia",
        ),
        source(
          "https://petitfute.co.uk/v63553-mazgit/c1173-visites-points-d-interet/c933-cimetiere-memorial/1568431-mausolee-du-sultan-mourad.html",
          "Mausoleum of Sultan Murad and its Türbedar guardians — Petit Futé",
        ),
        source(
          "https://petitfute.co.uk/v63553-mazgit/c1173-visites-points-d-interet/c975-rue-place-quartier/1995292-obiliq-obilic.html",
          "Obiliq, named after Miloš Obilić; the Kosovo A and B power stations — Petit Futé",
        ),
      ],
      slug: "obiliq",
      name: "Obiliq",
      region: "central",
      blurb:
        "An industrial town north-west of Pristina, near the two memorials of the 1389 Battle of Kosovo: Gazimestan and the tomb of Sultan Murad.",
      intro: [
        "Obiliq (Obilić) is best known for Kosovo's big lignite power stations, Kosovo A and Kosovo B, whose chimneys are visible across the plain. The town is named after Miloš Obilić, the knight who, according to tradition, killed Sultan Murad I at the Battle of Kosovo in 1389.",
        "The battle was fought on the plain between Obiliq and Pristina, and two memorials recall it: the Gazimestan tower, a Serbian memorial built in 1953, and the türbe (tomb) of Sultan Murad, which by tradition has been kept by the same family of guardians for centuries.",
      ],
      coordinates: { lat: 42.6869, lng: 21.0775 },
      image: "/artwork/places/obiliq.svg",
      imageAlt: "A stone memorial tower on the open Kosovo plain at golden hour in winter",
      scene: { landscape: "plain", landmark: "memorial", time: "golden", season: "winter" },
    },
    {
      id: 24,
      sources: [
        source(
          "https://de.wikipedia.org/wiki/Fush%C3%AB_Kosova",
          "Fushë Kosova: kos 'blackbird', the railway crossing west of Pristina — Wikipedia (de)",
        ),
        source(
          "https://www.kosovo-vacations.com/fushe-kosova.html",
          "Fushë Kosova, the most important junction of the Trainkos network — Kosovo Vacations",
        ),
      ],
      slug: "fushe-kosova",
      name: "Fushë Kosova",
      region: "central",
      blurb:
        "Pristina's western neighbour on the open Kosovo plain: the country's main railway junction and the historic Field of Blackbirds.",
      intro: [
        "Fushë Kosova (Kosovo Polje) means 'Kosovo plain', and the town sits on flat land just west of Pristina, today almost joined to the capital. The name Kosovo comes from the Slavic word kos, blackbird, which is why the plain is often called the Field of Blackbirds.",
        "It is Kosovo's main railway junction: passenger trains, including the line to Peja, run through its station, where you can check current services. The battlefield of 1389 lies on the plain just to the north.",
      ],
      coordinates: { lat: 42.6381, lng: 21.0961 },
      image: "/artwork/places/fushe-kosova.svg",
      imageAlt: "Frosty open fields of the Kosovo plain near Fushë Kosova at dawn in winter",
      scene: { landscape: "plain", landmark: "none", time: "dawn", season: "winter" },
    },
    {
      id: 25,
      sources: [
        source(
          "https://www.ebrd.com/sites/Satellite?c=Content&cid=1395282518795&pagename=EBRD%2FContent%2FContentLayout&rendermode=live%3Fsrch-pg%3FfilterCountry%3DSerbia",
          "Kitka wind farm in Kamenica municipality — EBRD",
        ),
        source(
          "https://kosovoguide.com/?cid=2,165,453&view=full",
          "Kamenica: park on the Krivareka with a socialist-realist monument, Church of St Nikola — Kosovo Guide",
        ),
      ],
      slug: "kamenica",
      name: "Kamenica",
      region: "eastern",
      blurb:
        "A small town in Kosovo's far east on the Krivareka river, surrounded by oak-wooded hills near the border with Serbia.",
      intro: [
        "Kamenica (Kamenicë) is a small town in the far east of Kosovo, close to the border with Serbia. Life centres on a compact downtown and a riverside park along the Krivareka, with the Orthodox Church of St Nicholas and a Yugoslav-era monument nearby.",
        "The surrounding hills are covered with oak woods and scattered villages, and the turbines of the Kitka wind farm are a newer landmark on the heights. Come for quiet drives, village hospitality and a slower pace than the west of the country.",
      ],
      coordinates: { lat: 42.5781, lng: 21.5803 },
      image: "/artwork/places/kamenica.svg",
      imageAlt: "Oak woods on the hills above Kamenica in golden autumn colour",
      scene: { landscape: "forest", landmark: "none", time: "golden", season: "autumn" },
    },
    {
      id: 26,
      sources: [
        source("https://en.wikipedia.org/wiki/Viti,_Kosovo", "Viti, Kosovo — Wikipedia"),
        source(
          "https://www.petitfute.co.uk/v72422-viti/",
          "Viti: Catholic history, Kllokot spa 6 km north — Petit Futé",
        ),
        source(
          "http://kosovoguide.com/?cid=2,165,1229&view=full",
          "Vitia and the pilgrimage centre of Letnica — Kosovo Guide",
        ),
      ],
      slug: "viti",
      name: "Viti",
      region: "eastern",
      blurb:
        "A farming town south of Gjilan, near the Catholic shrine of Letnica and the thermal spa of Kllokot.",
      intro: [
        "Viti (Vitina) is a quiet town in the Anamorava valley south of Gjilan, surrounded by fields, orchards and low hills. Its mostly Albanian population includes a Catholic community, and churches and mosques stand side by side across the area.",
        "In the hills to the south, the village of Letnica has a Catholic church with a venerated statue of the Virgin, a pilgrimage site for generations; Anjezë Gonxhe Bojaxhiu, later Mother Teresa, visited it as a young woman. The thermal spa at Kllokot, just to the north, is popular for a warm soak.",
      ],
      coordinates: { lat: 42.3214, lng: 21.3583 },
      image: "/artwork/places/viti.svg",
      imageAlt: "The Catholic church of Letnica among green hills near Viti in golden summer light",
      scene: { landscape: "hills", landmark: "catholic-church", time: "golden", season: "summer" },
    },
    {
      id: 27,
      sources: [
        source("https://en.wikipedia.org/wiki/Ljuboten", "Luboten, 2,498 m — Wikipedia"),
        source(
          "https://enciklopedija.hr/natuknica.aspx?ID=29716",
          "Kačanik gorge of the Lepenac, road and railway to Skopje — Hrvatska enciklopedija",
        ),
      ],
      slug: "kacanik",
      name: "Kaçanik",
      region: "central",
      blurb:
        "A small town in the narrow Lepenc gorge, Kosovo's southern gateway to North Macedonia, with the Sharr Mountains rising to the west.",
      intro: [
        "Kaçanik (Kačanik) sits in the gorge of the Lepenc river, the narrow passage where the road, the railway and the motorway squeeze between mountains on their way to Skopje. It has long been a strategic crossing between the Kosovo plain and the Vardar valley.",
        "West of town the slopes rise into the eastern end of Sharr Mountains National Park, with Luboten (2,498 m) on the skyline, and rough roads and trails lead into the hills. The Hani i Elezit crossing into North Macedonia is just to the south.",
      ],
      coordinates: { lat: 42.2319, lng: 21.2597 },
      image: "/artwork/places/kacanik.svg",
      imageAlt: "The Lepenc river winding through the Kaçanik gorge in golden spring light",
      scene: { landscape: "river", landmark: "none", time: "golden", season: "spring" },
    },
    {
      id: 28,
      sources: [
        source(
          "https://en.wikipedia.org/wiki/Novo_Brdo_Fortress",
          "Novo Brdo Fortress — Wikipedia",
        ),
      ],
      slug: "novo-brdo",
      name: "Novo Brdo",
      region: "eastern",
      blurb:
        "Hill country east of Pristina and home to the ruins of Novo Brdo (Artana), once one of the great silver-mining towns of the medieval Balkans.",
      intro: [
        "Novo Brdo (Novobërdë), also known in Albanian as Artana, is a rural municipality in the hills east of Pristina, with both Albanian and Serbian villages. Its name — 'new hill' in Serbian — belongs to the medieval mining town whose fortress ruins still crown a hilltop here.",
        "In the early 15th century Novo Brdo was among the most important mining towns in the Balkans, famous for its silver. Today the fortress is a peaceful place with wide views; combine it with Gjilan, a short drive away.",
      ],
      coordinates: { lat: 42.615, lng: 21.4172 },
      image: "/artwork/places/novo-brdo.svg",
      imageAlt: "The silhouetted ruins of Novo Brdo fortress on its hill at dusk in autumn",
      scene: { landscape: "hills", landmark: "ruins", time: "dusk", season: "autumn" },
      destinationId: 24,
    },
    {
      id: 29,
      sources: [
        source(
          "https://amkmk.rks-gov.net/en/acadp_listings/the-adem-jashari-memorial-complex-prekaz-skenderaj/",
          "The Adem Jashari Memorial Complex — Government of Kosovo",
        ),
        source(
          "http://www.panacomp.net/devic-monastery/",
          "Devič Monastery, founded 1434, 5 km south of Srbica — Panacomp",
        ),
        source(
          "https://en.wikipedia.org/wiki/Skenderaj",
          "Skenderaj, named after Skanderbeg; main town of Drenica — Wikipedia",
        ),
      ],
      slug: "skenderaj",
      name: "Skënderaj",
      region: "northern",
      blurb:
        "The main town of the Drenica hills, named after Skanderbeg, and the place of the Adem Jashari Memorial in nearby Prekaz.",
      intro: [
        "Skënderaj (Srbica) is the centre of Drenica, a region of low, wooded hills west of Mitrovica with a strong tradition of resistance in Albanian history. The town takes its Albanian name from Skanderbeg, the 15th-century Albanian leader.",
        "On the edge of town, in Prekaz, the Adem Jashari Memorial Complex preserves the home and graves of the Jashari family, killed in March 1998; visitors approach it with quiet respect. About 5 km south, Devič Monastery, founded in the 15th century, is a Serbian Orthodox convent.",
      ],
      coordinates: { lat: 42.7467, lng: 20.7886 },
      image: "/artwork/places/skenderaj.svg",
      imageAlt: "A bronze statue in the centre of Skënderaj under a bright summer sky",
      scene: { landscape: "hills", landmark: "statue", time: "day", season: "summer" },
    },
  ])
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

export function getPlace(region: Region, slug: string): Place | undefined {
  return places.find((p) => p.region === region && p.slug === slug);
}
