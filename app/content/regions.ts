import { z } from "zod";
import {
  artworkSchema,
  type Region,
  regionSchema,
  regions,
  source,
  sourcesSchema,
} from "./schema.ts";

/** The five areas of the header's Destinations menu, shown on /destinations/{region}. */
export const regionInfoSchema = artworkSchema
  .extend({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: regionSchema,
    name: z.string().min(5).max(40),
    description: z.string().min(120).max(500),
  })
  .refine((r) => r.image === `/artwork/regions/${r.id}.svg`, {
    message: "image must be /artwork/regions/{id}.svg",
    path: ["image"],
  });

export type RegionInfo = z.infer<typeof regionInfoSchema>;

export const regionsContentSchema = z.array(regionInfoSchema).superRefine((list, ctx) => {
  const ids = list.map((r) => r.id);
  if (new Set(ids).size !== ids.length || ids.length !== regions.length) {
    ctx.addIssue({ code: "custom", message: "each of the five regions must appear exactly once" });
  }
});

export const regionsContent: RegionInfo[] = regionsContentSchema.parse([
  {
    id: "central",
    sources: [
      source("https://en.wikipedia.org/wiki/Pristina", "Pristina — Wikipedia"),
      source(
        "https://en.wikipedia.org/wiki/Marble_Cave,_Kosovo",
        "Marble Cave, Kosovo — Wikipedia",
      ),
      source(
        "https://visitkosovo.rks-gov.net/page/liqeni-i-batllaves",
        "Lake Batllava — Visit Kosovo",
      ),
    ],
    name: "Central Kosovo",
    description:
      "The capital, Pristina, and the wide Kosovo plain around it, where the Battle of Kosovo was fought in 1389. Within an hour of the city you can stand in the UNESCO-listed Gračanica Monastery, walk the forest trails of Germia Park, go underground in the Marble Cave at Gadime or swim in Batllava Lake.",
    image: "/artwork/regions/central.svg",
    imageAlt: "Gračanica Monastery's domes rising from the Kosovo plain at dawn in spring",
    scene: { landscape: "plain", landmark: "monastery", time: "dawn", season: "spring" },
  },
  {
    id: "southern",
    sources: [
      source("https://en.wikipedia.org/wiki/Prizren", "Prizren — Wikipedia"),
      source(
        "https://en.wikipedia.org/wiki/Brezovica_ski_resort",
        "Brezovica ski resort — Wikipedia",
      ),
    ],
    name: "Southern Kosovo",
    description:
      "Prizren's Ottoman old town beneath its fortress, and behind it the Sharr Mountains along the border with North Macedonia. Come for the ski slopes of Brezovica, the cool pass at Prevalla, the Gorani villages of Dragash and long hikes to glacial lakes in Sharr Mountains National Park.",
    image: "/artwork/regions/southern.svg",
    imageAlt: "Prizren fortress on its hill with the Sharr Mountains behind at dusk in summer",
    scene: { landscape: "mountains", landmark: "fortress", time: "dusk", season: "summer" },
  },
  {
    id: "western",
    sources: [
      source("https://en.wikipedia.org/wiki/Peja", "Peja — Wikipedia"),
      source("https://en.wikipedia.org/wiki/Rugova_Canyon", "Rugova Canyon — Wikipedia"),
      source("https://kampuspedia.com/en/Gjeravica", "Gjeravica, 2,656 m — Wikipedia (mirror)"),
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
    ],
    name: "Western Kosovo",
    description:
      "The fertile Dukagjin plain beneath the Accursed Mountains (Bjeshkët e Nemuna), where Gjeravica rises to 2,656 m. Peja and the Rugova Gorge, the monasteries of Deçan and the Patriarchate of Peć, the bazaar of Gjakova, the stone kullas of Junik and the vineyards of Rahovec all lie here.",
    image: "/artwork/regions/western.svg",
    imageAlt:
      "A stone kulla tower house on the Dukagjin plain below the Accursed Mountains at dawn in spring",
    scene: { landscape: "valley", landmark: "kulla", time: "dawn", season: "spring" },
  },
  {
    id: "northern",
    sources: [
      source(
        "http://architectuul.com/architecture/miners-monument",
        "Miners Monument, Mitrovica — Architectuul",
      ),
      source("https://en.wikipedia.org/wiki/Gazivoda_Lake", "Gazivoda Lake — Wikipedia"),
    ],
    name: "Northern Kosovo",
    description:
      "The Ibar valley and the hills of Kopaonik and Drenica, around Mitrovica, long the centre of Kosovo's mining. Zvečan fortress, the medieval stone bridge of Vushtrri, Gazivoda Lake, the highlands of Shala e Bajgorës and the Adem Jashari Memorial in Prekaz tell the region's long and layered story.",
    image: "/artwork/regions/northern.svg",
    imageAlt: "A mine headframe beside the Ibar river under a pale winter sky",
    scene: { landscape: "river", landmark: "mine-tower", time: "day", season: "winter" },
  },
  {
    id: "eastern",
    sources: [
      source("https://en.wikipedia.org/wiki/Novo_Brdo_Fortress", "Novo Brdo Fortress — Wikipedia"),
      source(
        "https://chwbkosova.org/chwb_news/gjilan-museum-inauguration/",
        "Museum of Gjilan inaugurated — CHwB Kosova",
      ),
    ],
    name: "Eastern Kosovo",
    description:
      "The rolling hills and farmland of the Anamorava valley around Gjilan, close to the borders with Serbia and North Macedonia. Its pleasures are quiet ones: the ruins of the medieval silver town of Novo Brdo, Gjilan's new museums, thermal water at Kllokot and village roads far from the crowds.",
    image: "/artwork/regions/eastern.svg",
    imageAlt: "Ruined medieval walls on a green hilltop in eastern Kosovo in golden spring light",
    scene: { landscape: "hills", landmark: "ruins", time: "golden", season: "spring" },
  },
]);

export function getRegionInfo(id: Region): RegionInfo | undefined {
  return regionsContent.find((r) => r.id === id);
}
