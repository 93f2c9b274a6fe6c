import { z } from "zod";
import { artworkSchema, source, sourcesSchema } from "./schema.ts";

/**
 * The six travel guides of the home page's "Plan Your Trip" grid (SPEC 2.3, 3).
 * Titles, icons and types are fixed by the spec; each card links to /plan#{type}.
 * Figures come from SPEC section 9.
 */

export const travelGuideTitles = [
  "Visa Information",
  "Getting Here",
  "Accommodation",
  "Best Time to Visit",
  "Language & Culture",
  "Suggested Itineraries",
] as const;

export const travelGuideIcons = [
  "passport",
  "plane-arrival",
  "bed",
  "calendar-alt",
  "language",
  "map-marked-alt",
] as const;

export const travelGuideTypes = [
  "visa",
  "transportation",
  "accommodation",
  "seasonal",
  "culture",
  "itineraries",
] as const;

export const travelGuideSchema = artworkSchema
  .extend({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().positive(),
    title: z.enum(travelGuideTitles),
    /** A 2–4 sentence summary shown on the card. */
    content: z.string().min(120).max(520),
    icon: z.enum(travelGuideIcons),
    type: z.enum(travelGuideTypes),
  })
  .refine((guide) => guide.image === `/artwork/guides/${guide.type}.svg`, {
    message: "image must be /artwork/guides/{type}.svg",
    path: ["image"],
  });

export type TravelGuide = z.infer<typeof travelGuideSchema>;

export const travelGuidesSchema = z
  .array(travelGuideSchema)
  .length(travelGuideTypes.length)
  .refine(
    (list) =>
      list.every(
        (guide, index) =>
          guide.id === index + 1 &&
          guide.title === travelGuideTitles[index] &&
          guide.icon === travelGuideIcons[index] &&
          guide.type === travelGuideTypes[index],
      ),
    "Guides must follow the spec's order of ids, titles, icons and types",
  );

export const travelGuides: TravelGuide[] = travelGuidesSchema.parse([
  {
    id: 1,
    sources: [
      source(
        "https://www.gov.uk/foreign-travel-advice/kosovo",
        "Foreign travel advice: Kosovo — GOV.UK",
      ),
      source("https://wikimili.com/en/Visa_policy_of_Kosovo", "Visa policy of Kosovo"),
    ],
    title: "Visa Information",
    content:
      "Citizens of many countries, including the EU and Schengen states, the UK, the US, Canada and Australia, can visit Kosovo without a visa for up to 90 days. Your passport must be valid for the whole of your stay; some governments advise a longer margin, so check your own government's travel advice. If you are unsure whether your nationality is exempt, check with the Kosovo Ministry of Foreign Affairs before you book.",
    icon: "passport",
    type: "visa",
    image: "/artwork/guides/visa.svg",
    imageAlt: "A passport and boarding pass on a table, with mountains through the window behind",
    scene: { landscape: "mountains", landmark: "none", time: "dawn", season: "spring" },
  },
  {
    id: 2,
    sources: [
      source(
        "https://www.milehacker.com/travel/kosovo/pristina/getting-around-pristina-public-transport-taxis-car",
        "Getting around Pristina — MileHacker",
      ),
      source(
        "https://flug.idealo.de/flugroute/Hamburg-HAM/Pristina-PRN/",
        "Airport bus to Pristina — idealo",
      ),
    ],
    title: "Getting Here",
    content:
      "Most visitors fly into Pristina International Airport Adem Jashari, about 15 km from the city centre. A taxi into town costs about 15–20 €, the airport bus about 3 €. Buses link Kosovo's towns with each other and with neighbouring countries, and an intercity ticket usually costs 2–10 €.",
    icon: "plane-arrival",
    type: "transportation",
    image: "/artwork/guides/transportation.svg",
    imageAlt:
      "A plane coming in to land over the wide plain outside Pristina in the late afternoon",
    scene: { landscape: "plain", landmark: "none", time: "golden", season: "summer" },
  },
  {
    id: 3,
    sources: [
      source(
        "https://petitfute.co.uk/p209-kosovo/formalites",
        "Budget: Pristina hotels from about €50–80 for two, hostels about €10 a night, lower prices outside the capital — Petit Futé",
      ),
    ],
    title: "Accommodation",
    content:
      "Hotels in Kosovo cost roughly 40–150 € a night, family-run guesthouses 15–60 € and hostel beds 10–25 €. Pristina, Prizren and Peja have the widest choice, while in the Rugova valley and other mountain areas you mostly stay in guesthouses with home cooking. Book ahead for August, when festivals and the diaspora's summer visits fill rooms.",
    icon: "bed",
    type: "accommodation",
    image: "/artwork/guides/accommodation.svg",
    imageAlt: "A stone tower house with wooden balconies, used as a guesthouse, in a green valley",
    scene: { landscape: "valley", landmark: "kulla", time: "dusk", season: "autumn" },
  },
  {
    id: 4,
    sources: [source("https://en.wikipedia.org/wiki/Kosovo", "Kosovo — Wikipedia")],
    title: "Best Time to Visit",
    content:
      "Spring (April to June) and autumn (September to November) bring mild days for city walks and hiking, while summer (June to August) is hot, lively and full of festivals. Winter (December to March) is cold and snowy in the mountains, which suits skiers at Brezovica. For warm weather, plan your trip between May and October.",
    icon: "calendar-alt",
    type: "seasonal",
    image: "/artwork/guides/seasonal.svg",
    imageAlt: "Autumn-coloured forest and a meadow below mountain peaks under a clear sky",
    scene: { landscape: "meadow", landmark: "none", time: "day", season: "autumn" },
  },
  {
    id: 5,
    sources: [source("https://en.wikipedia.org/wiki/Kosovo", "Kosovo — Wikipedia")],
    title: "Language & Culture",
    content:
      "Albanian and Serbian are Kosovo's official languages, and English is widely spoken among young people, especially in Pristina. A few words of Albanian, such as faleminderit (thank you) and mirëdita (good day), go a long way. Hospitality matters here: accept the offered coffee or tea, and dress modestly when you visit mosques and monasteries.",
    icon: "language",
    type: "culture",
    image: "/artwork/guides/culture.svg",
    imageAlt: "Tea glasses on a café table in an old bazaar street lined with wooden shopfronts",
    scene: { landscape: "city", landmark: "bazaar", time: "golden", season: "winter" },
  },
  {
    id: 6,
    sources: [
      source(
        "https://petitfute.co.uk/p209-kosovo/formalites",
        "Budget: hostels about €10 a night, food under €20 a day, the longest bus rides about €4 — Petit Futé",
      ),
      source(
        "https://travellingtheworldonabudget.blogspot.com/2025/02/why-kosovo-is-my-favourite-country-in.html",
        "Hostel beds from €10, local meals €3–5, coffee €1 — Travelling the World on a Budget (2025)",
      ),
    ],
    title: "Suggested Itineraries",
    content:
      "A weekend in Pristina and Prizren comes to roughly 60 € per person on a budget or 130 € mid-range, and a week that adds Peja, the Rugova Gorge and Gjakova to roughly 225 € or 475 €: estimates from typical prices for the nights, food and intercity buses, without flights, not offers. Day to day, budget travellers spend about 25 € and mid-range travellers about 60 €, plus about 5 € for each intercity bus ride. See our plans for day-by-day suggestions.",
    icon: "map-marked-alt",
    type: "itineraries",
    image: "/artwork/guides/itineraries.svg",
    imageAlt: "A winding road through green hills towards a town with a fortress in the distance",
    scene: { landscape: "hills", landmark: "fortress", time: "day", season: "summer" },
  },
]);
