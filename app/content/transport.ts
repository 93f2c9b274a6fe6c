import { z } from "zod";
import { paths } from "../lib/paths.ts";
import {
  CHECKED_2026_11_26,
  infoPageMetaSchema,
  paragraphsSchema,
  slugSchema,
  source,
} from "./schema.ts";

/** Transportation (SPEC 2.11): three tabs, reached from /about. All times and prices are approximate. */

export const transportMeta = infoPageMetaSchema.parse({
  title: "Transportation",
  description:
    "How to reach Kosovo by air, bus or car, get around by bus, taxi and rental car, the driving rules, travel times from Pristina and the border crossings.",
  heading: "Getting Here and Getting Around",
  intro:
    "Kosovo is compact and well served by buses, and its main roads are good. Here is how to arrive, how to move between towns and what to know at the borders.",
  backLink: { label: "Back to About Kosovo", href: paths.about() },
  lastChecked: CHECKED_2026_11_26,
  sources: [
    source(
      "https://www.milehacker.com/travel/kosovo/pristina/getting-around-pristina-public-transport-taxis-car",
      "Getting around Pristina: city bus, taxi and airport fares — MileHacker",
    ),
    source(
      "https://flug.idealo.de/flugroute/Hamburg-HAM/Pristina-PRN/",
      "Airport bus to Pristina, about 3 € — idealo",
    ),
    source(
      "https://www.gov.uk/foreign-travel-advice/kosovo",
      "Foreign travel advice: Kosovo — GOV.UK",
    ),
  ],
});

export const transportTabIds = ["arriving", "getting-around", "border-crossings"] as const;
export type TransportTabId = (typeof transportTabIds)[number];
export const defaultTransportTab: TransportTabId = "arriving";

export const transportTabs = z
  .array(z.object({ id: z.enum(transportTabIds), label: z.string() }))
  .length(3)
  .parse([
    { id: "arriving", label: "Arriving" },
    { id: "getting-around", label: "Getting Around" },
    { id: "border-crossings", label: "Border Crossings" },
  ]);

const factSchema = z.object({ label: z.string(), value: z.string() });

export const modeSchema = z.object({
  id: slugSchema,
  title: z.string(),
  paragraphs: paragraphsSchema,
  facts: z.array(factSchema).optional(),
  tips: z.array(z.string().min(15)).optional(),
});
export type TransportMode = z.infer<typeof modeSchema>;

// ---------------------------------------------------------------------------
// Arriving

export const arriving = z.object({ airport: modeSchema, bus: modeSchema, car: modeSchema }).parse({
  airport: {
    id: "by-air",
    title: "By air",
    paragraphs: [
      "Pristina International Airport Adem Jashari (PRN) is Kosovo's only airport with regular passenger flights, about 15 km south-west of the city centre. It has direct flights to many European cities, above all in Germany, Switzerland and Austria, where large Kosovar communities live — so summer flights fill up early.",
      "Some travellers fly into Skopje in North Macedonia, about an hour and a half's drive from Pristina plus the border, or Tirana in Albania, about three and a half hours away by motorway.",
    ],
    facts: [
      { label: "Distance to Pristina centre", value: "About 15 km (20–30 minutes)" },
      { label: "Airport taxi", value: "15–20 €" },
      { label: "Airport bus", value: "3 €" },
    ],
    tips: [
      "Use the official taxis at the rank outside arrivals and agree the fare before you set off.",
      "The airport bus runs only a few times a day; check the next departure at the information desk.",
      "Car rental desks are in the arrivals hall — book ahead in July and August.",
    ],
  },
  bus: {
    id: "by-bus",
    title: "By bus",
    paragraphs: [
      "Coaches link Pristina with Tirana, Skopje and Podgorica, and long-distance lines run to and from cities in Germany, Switzerland and Austria. International buses arrive at Pristina's main bus station; many also stop in Prizren, Peja or Gjakova.",
      "Tickets are sold at the station counters or by the driver. Keep your passport at hand: it is checked at the border, and the bus waits while everyone is cleared.",
    ],
  },
  car: {
    id: "by-car",
    title: "By car",
    paragraphs: [
      "Two modern motorways lead into Kosovo: from Albania, the Tirana–Kukës motorway continues into Kosovo as the R7 towards Prizren and Pristina; from North Macedonia, the R6 runs from the Hani i Elezit crossing to Pristina. Kosovo's own roads have no tolls, but the Albanian route includes a toll section.",
      "Kosovo is not part of the international Green Card insurance system, so foreign Green Cards are generally not valid and drivers of foreign-registered cars buy Kosovo border insurance at the crossing. In July and August, when the diaspora drives home, queues at the borders can last hours.",
    ],
  },
});

export const busStationSchema = z.object({
  city: z.string(),
  station: z.string(),
  note: z.string().min(15),
});

export const busStations = z
  .array(busStationSchema)
  .min(5)
  .parse([
    {
      city: "Pristina",
      station: "Main bus station (Stacioni i Autobusëve)",
      note: "Hub for intercity and international coaches, on the south-western edge of the centre; a short taxi or city-bus ride from Mother Teresa Boulevard.",
    },
    {
      city: "Prizren",
      station: "Prizren bus station",
      note: "Frequent buses to Pristina and buses to Tirana; the old town is a walk or short taxi ride away.",
    },
    {
      city: "Peja / Peć",
      station: "Peja bus station",
      note: "Buses to Pristina, Prizren and Gjakova, and lines towards Montenegro over the Kulla pass.",
    },
    {
      city: "Gjakova",
      station: "Gjakova bus station",
      note: "Connections to Pristina, Peja and Prizren; the Old Bazaar is close to the centre.",
    },
    {
      city: "Mitrovica",
      station: "Mitrovica bus station",
      note: "Frequent buses to Pristina; a useful base for Trepça and the north.",
    },
    {
      city: "Ferizaj",
      station: "Ferizaj bus station",
      note: "On the Pristina–Skopje corridor, with connections towards Brezovica and Prizren.",
    },
  ]);

export const travelTimeSchema = z.object({
  to: z.string(),
  byBus: z.string(),
  byCar: z.string(),
});

export const travelTimesNote: string =
  "Approximate door-to-door times in normal traffic; allow extra time for border checks, winter roads and summer queues.";

export const travelTimes = z
  .array(travelTimeSchema)
  .min(6)
  .parse([
    { to: "Mitrovica", byBus: "About 1 h", byCar: "About 45 min" },
    { to: "Ferizaj", byBus: "About 45 min", byCar: "About 35 min" },
    { to: "Gjilan", byBus: "About 1 h", byCar: "About 50 min" },
    { to: "Prizren", byBus: "About 1 h 30 min", byCar: "About 1 h 10 min" },
    { to: "Peja", byBus: "About 1 h 45 min", byCar: "About 1 h 20 min" },
    { to: "Gjakova", byBus: "About 2 h", byCar: "About 1 h 30 min" },
    { to: "Brezovica", byBus: "Few direct buses", byCar: "About 1 h 30 min" },
    { to: "Skopje (North Macedonia)", byBus: "About 2 h", byCar: "About 1 h 30 min" },
    { to: "Tirana (Albania)", byBus: "About 4–5 h", byCar: "About 3 h 30 min" },
    { to: "Podgorica (Montenegro)", byBus: "About 6–7 h", byCar: "About 5 h" },
  ]);

// ---------------------------------------------------------------------------
// Getting around

export const costSchema = z.object({
  mode: z.string(),
  price: z.string(),
  note: z.string().min(10),
});

export const gettingAroundSchema = z.object({
  intro: z.string().min(40),
  costs: z.array(costSchema).min(4),
  bus: modeSchema,
  taxi: modeSchema,
  carRental: modeSchema,
  driving: z.object({ title: z.string(), rules: z.array(z.string().min(15)).min(6) }),
  trains: modeSchema,
});
export type GettingAround = z.infer<typeof gettingAroundSchema>;

export const gettingAround = gettingAroundSchema.parse({
  intro:
    "Buses connect every town, often several times an hour on the main routes, and taxis are cheap. A rental car gives you the mountains, the monasteries and the wine villages at your own pace.",
  costs: [
    { mode: "Intercity bus", price: "3–7 €", note: "Between the main towns, one way" },
    { mode: "City bus", price: "0.40–0.50 €", note: "One ride in Pristina and other cities" },
    { mode: "Taxi", price: "2–5 €", note: "A typical ride within a city" },
    { mode: "Car rental", price: "25–50 € a day", note: "Small car; more in high summer" },
    {
      mode: "Fuel",
      price: "About 1.3 € per litre",
      note: "Petrol and diesel, varies with oil prices",
    },
  ],
  bus: {
    id: "buses",
    title: "Buses",
    paragraphs: [
      "Intercity buses and minibuses run between all the main towns from early morning to early evening; routes like Pristina–Prizren and Pristina–Peja are especially frequent. A one-way ticket costs about 3–7 €, paid at the station or to the driver.",
      "In Pristina, city buses cost 0.40–0.50 € a ride, paid on board; have coins ready.",
    ],
  },
  taxi: {
    id: "taxis",
    title: "Taxis",
    paragraphs: [
      "Taxis are plentiful and inexpensive: most rides within a city cost 2–5 €. Choose a taxi with a company name and a meter, and ask the driver to switch it on — or agree the price before you get in.",
    ],
  },
  carRental: {
    id: "car-rental",
    title: "Car rental",
    paragraphs: [
      "International and local companies rent cars at the airport and in the cities for about 25–50 € a day. You will usually need a credit card for the deposit; check the age and licence conditions when you book.",
    ],
    facts: [
      { label: "Price per day", value: "25–50 €" },
      { label: "Minimum age", value: "21–25, depending on the company" },
      { label: "Deposit", value: "100–500 €" },
      { label: "Fuel", value: "About 1.3 € per litre" },
    ],
    tips: [
      "Planning to cross a border? Get written permission and cross-border insurance from the rental company first; not every company allows every country.",
      "Check the car for scratches with the agent and photograph them before you drive off.",
    ],
  },
  driving: {
    title: "Driving rules",
    rules: [
      "Drive on the right and overtake on the left.",
      "Speed limits: 50 km/h in towns, 80 km/h on rural roads and 110–130 km/h on motorways, as signposted.",
      "Keep dipped headlights on at all times, day and night.",
      "Seat belts are compulsory for everyone, and children need suitable child seats; do not use a handheld phone.",
      "Drink-driving limits are strict, and police checks are common — if you drive, do not drink.",
      "Carry your driving licence, passport, the vehicle registration and proof of insurance; an International Driving Permit is recommended alongside your national licence.",
      "Foreign-registered cars need insurance valid in Kosovo: Green Cards are generally not valid here, so drivers buy border insurance at the crossing.",
      "In winter, mountain roads such as those to Brezovica and through the Rugova Gorge need winter tyres, and sometimes chains.",
      "On rural roads, watch for tractors, livestock and pedestrians, especially after dark.",
    ],
  },
  trains: {
    id: "trains",
    title: "Trains",
    paragraphs: [
      "Kosovo's railway offers only a limited service. The line from Pristina to Peja is the one most visitors use: slow, cheap and scenic, but with few departures a day. Check the current timetable at the station before you plan around it — for most trips the bus is faster.",
    ],
  },
});

// ---------------------------------------------------------------------------
// Border crossings

export const crossingSchema = z.object({
  crossing: z.string(),
  connects: z.string(),
  notes: z.string().min(10),
});

export const borderCountrySchema = z.object({
  id: slugSchema,
  country: z.string(),
  intro: z.string().min(40),
  crossings: z.array(crossingSchema).min(1),
});
export type BorderCountry = z.infer<typeof borderCountrySchema>;

export const borderCrossingsIntro: string =
  "Border rules, opening hours and accepted documents can change at short notice. Check the official requirements before you set off, and expect long queues on summer weekends and around holidays.";

export const borderCrossings = z
  .array(borderCountrySchema)
  .length(4)
  .parse([
    {
      id: "albania",
      country: "Albania",
      intro:
        "The motorway between Pristina, Prizren and Tirana makes Albania the easiest neighbour to reach. Kosovo and Albania cooperate closely at their shared crossings.",
      crossings: [
        {
          crossing: "Vërmica – Morina",
          connects: "Prizren and the R7 motorway with Kukës and the motorway to Tirana",
          notes: "The main and busiest crossing; long queues are common in summer.",
        },
        {
          crossing: "Qafa e Morinës",
          connects: "Gjakova with Bajram Curri (Tropojë) and the Valbona valley",
          notes: "Mountain road; the natural route towards the Valbona valley.",
        },
        {
          crossing: "Qafa e Prushit",
          connects: "Gjakova with Krumë in the Has district",
          notes: "Small crossing on a minor road.",
        },
        {
          crossing: "Dragash – Shishtavec",
          connects: "Dragash with Shishtavec and Kukës",
          notes: "High mountain road; snow can make it difficult in winter.",
        },
      ],
    },
    {
      id: "north-macedonia",
      country: "North Macedonia",
      intro:
        "The R6 motorway brings Skopje within easy reach. At the main crossings both countries now check travellers together at a single point.",
      crossings: [
        {
          crossing: "Hani i Elezit – Blace",
          connects: "Pristina and the R6 motorway with Skopje",
          notes: "The main crossing, used by buses and trucks; busy at weekends.",
        },
        {
          crossing: "Glloboçica – Jažince",
          connects: "Southern Kosovo with Tetovo",
          notes: "Joint controls on the Kosovo side; handy for Tetovo and western North Macedonia.",
        },
        {
          crossing: "Stanqiq – Belanovce",
          connects: "Gjilan with Kumanovo",
          notes: "Smaller crossing for cars and light vehicles.",
        },
      ],
    },
    {
      id: "montenegro",
      country: "Montenegro",
      intro:
        "A single road crosses the mountains between Kosovo and Montenegro, climbing from Peja through the Rugova Gorge.",
      crossings: [
        {
          crossing: "Kulla – Dračenovac",
          connects: "Peja and the Rugova Gorge with Rožaje",
          notes: "High mountain pass with hairpin bends; drive carefully in winter and fog.",
        },
      ],
    },
    {
      id: "serbia",
      country: "Serbia",
      intro:
        "Serbia does not recognise Kosovo's independence and does not treat these as international border crossings. Visitors who entered Kosovo from another country (for example, by flying into Pristina) have at times been refused entry to Serbia here; the rules have changed over the years, so check the official requirements of both sides before you plan this route. Rental companies often do not allow their cars into Serbia.",
      crossings: [
        {
          crossing: "Merdare",
          connects: "Pristina and Podujevo with Kuršumlija and Niš",
          notes: "The main route towards central Serbia; very long queues during holidays.",
        },
        {
          crossing: "Mutivodë / Mutivode",
          connects: "The Podujevo area with southern Serbia",
          notes: "A smaller alternative to Merdare.",
        },
        {
          crossing: "Jarinje",
          connects: "Mitrovica and Leposavić with Raška and Kraljevo",
          notes: "Main road to the north; can be affected by local tensions.",
        },
        {
          crossing: "Bërnjak / Brnjak",
          connects: "Zubin Potok with Tutin and Novi Pazar",
          notes: "Mountain road; can be affected by local tensions.",
        },
        {
          crossing: "Dheu i Bardhë / Končulj",
          connects: "Gjilan and Kamenica with Bujanovac",
          notes: "Route towards southern Serbia and Bulgaria.",
        },
        {
          crossing: "Muçibabë / Mučibaba",
          connects: "The Gjilan area with the Preševo valley",
          notes: "Smaller crossing in the south-east.",
        },
      ],
    },
  ]);

export const officialRequirementsLabel: string = "Check official requirements";
/** Ministry of Foreign Affairs and Diaspora of Kosovo: entry, visa and border information. */
export const officialRequirementsUrl = z.url().parse("https://www.mfa-ks.net/");
