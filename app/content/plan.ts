import { z } from "zod";
import { paths } from "../lib/paths.ts";
import {
  budgetIds,
  interests,
  type Month,
  months,
  planTabIds,
  type TripTypeId,
  tripTypeIds,
} from "./plan-options.ts";
import {
  CHECKED_2026_11_26,
  isoDateSchema,
  paragraphsSchema,
  slugSchema,
  source,
  sourcesSchema,
} from "./schema.ts";
import { officialRequirementsUrl } from "./transport.ts";

/**
 * The /plan page (SPEC 2.12): hero, the custom trip builder (SPEC 4, 5, 9) and the seven guide tabs.
 * Prices are in euros. The builder's price is an estimate per person made of the typical costs
 * below (nights, food, bus rides, entries) with their sources (PRODUCT B11), not the spec's
 * invented starting prices.
 */

const linkSchema = z.object({
  label: z.string().min(2),
  href: z.string().regex(/^(\/|https:\/\/)/),
});

export const planMetaSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(120).max(160),
  /** The day the entry rules and practical facts of the guide tabs were last checked. */
  lastChecked: isoDateSchema,
  sources: sourcesSchema,
});
export const planMeta = planMetaSchema.parse({
  title: "Plan Your Trip",
  description:
    "Build your own Kosovo itinerary by month, trip length, budget and interests, and read our guides to visas, transport, places to stay, seasons and culture.",
  lastChecked: CHECKED_2026_11_26,
  sources: [
    source(
      "https://www.gov.uk/foreign-travel-advice/kosovo",
      "Foreign travel advice: Kosovo — GOV.UK",
    ),
    source(
      "https://wikimili.com/en/Visa_policy_of_Kosovo",
      "Visa policy of Kosovo (90 days in any 6-month period)",
    ),
    source(
      "http://invest-ks.org/en/Information-for-entr-to-Kosovo",
      "Information for entry to Kosovo — Kosovo Investment and Enterprise Support Agency",
    ),
  ],
});

// ---------------------------------------------------------------------------
// Hero

export const planHeroSchema = z.object({
  title: z.literal("Plan Your Kosovo Adventure"),
  subtitle: z.string().min(40),
  startPlanningLabel: z.literal("Start Planning"),
  downloadGuideLabel: z.literal("Download Travel Guide"),
  infoTiles: z
    .array(
      z.object({
        id: z.enum(["best-time", "average-visit", "currency"]),
        label: z.string(),
        value: z.string(),
        detail: z.string(),
      }),
    )
    .length(3),
});
export type PlanHero = z.infer<typeof planHeroSchema>;

export const planHero = planHeroSchema.parse({
  title: "Plan Your Kosovo Adventure",
  subtitle:
    "Tell us when you are coming, how long you can stay and what you love, and we will sketch a route — from Pristina's cafés to the Rugova Gorge and the old streets of Prizren.",
  startPlanningLabel: "Start Planning",
  downloadGuideLabel: "Download Travel Guide",
  infoTiles: [
    { id: "best-time", label: "Best time to visit", value: "May–Oct", detail: "Warm weather" },
    { id: "average-visit", label: "Average visit", value: "4–7 days", detail: "Recommended" },
    {
      id: "currency",
      label: "Currency",
      value: "Euro",
      detail: "€ — cards in cities, cash elsewhere",
    },
  ],
});

// ---------------------------------------------------------------------------
// Trip builder: the fixed choices

export const interestSchema = z.enum(interests);
export const monthSchema = z.enum(months);
export const tripTypeIdSchema = z.enum(tripTypeIds);

export const tripTypeSchema = z.object({
  id: tripTypeIdSchema,
  name: z.string(),
  title: z.string().min(5),
  /** What the estimate counts: days of food, nights of accommodation, intercity bus rides. */
  days: z.number().int().positive(),
  nights: z.number().int().positive(),
  busRides: z.number().int().nonnegative(),
});
export type TripType = z.infer<typeof tripTypeSchema>;

export const tripTypes = z
  .array(tripTypeSchema)
  .length(3)
  .parse([
    // Friday and Saturday night; Pristina–Prizren and back.
    {
      id: "weekend",
      name: "Weekend",
      title: "A weekend of Pristina and Prizren",
      days: 2,
      nights: 2,
      busRides: 2,
    },
    // Pristina → Prizren → Peja → Pristina, and Gračanica.
    {
      id: "5days",
      name: "5 Days",
      title: "Five days: cities and the Rugova Gorge",
      days: 5,
      nights: 4,
      busRides: 4,
    },
    // The eight days the full Week+ plan takes, one ride between each base and back.
    {
      id: "week",
      name: "Week+",
      title: "A week or more across Kosovo",
      days: 8,
      nights: 7,
      busRides: 7,
    },
  ]);

export const budgetIdSchema = z.enum(budgetIds);

export const budgetSchema = z.object({
  id: budgetIdSchema,
  name: z.string(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const budgets = z
  .array(budgetSchema)
  .length(3)
  .parse([
    { id: "budget", name: "Budget" },
    { id: "medium", name: "Medium" },
    { id: "luxury", name: "Luxury" },
  ]);

// ---------------------------------------------------------------------------
// Trip builder: typical costs per person, with where each figure comes from

const sourceSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  publisher: z.string().min(3),
  /** When we last read the figure there. */
  checked: z.iso.date(),
});
export type CostSource = z.infer<typeof sourceSchema>;

const perBudget = z.object({
  budget: z.number().nonnegative(),
  medium: z.number().nonnegative(),
  luxury: z.number().nonnegative(),
});

export const typicalCostsSchema = z.object({
  /** Euros per person and night: a hostel bed, half a mid-range double room, a single room in a top hotel. */
  night: perBudget.extend({ sources: z.array(sourceSchema).min(1) }),
  /** Euros per person and day. */
  food: perBudget.extend({ sources: z.array(sourceSchema).min(1) }),
  /** One intercity bus ride. */
  busRide: z.object({ price: z.number().positive(), sources: z.array(sourceSchema).min(1) }),
  /** Entrance fees of the sights the plans visit. */
  entries: z.object({ price: z.number().nonnegative(), sources: z.array(sourceSchema).min(1) }),
});
export type TypicalCosts = z.infer<typeof typicalCostsSchema>;

const petitFuteBudget = {
  url: "https://petitfute.co.uk/p209-kosovo/formalites",
  publisher: "Petit Futé",
  checked: "2026-11-26",
};
const petitFuteSpending = {
  url: "https://petitfute.com/p209-kosovo/budget",
  publisher: "Petit Futé",
  checked: "2026-11-26",
};

/**
 * What the sources say, per person: hostels about 10 € a night, an average Pristina hotel about
 * 80 € for two, the Swiss Diamond about 150 € for a single (2015); food under 20 € a day,
 * grills under 5 € a meal, upmarket restaurants 15–25 € a meal; intercity buses 5 € one way
 * (July 2024); museums cheap or free, monasteries, churches, mosques and parks free.
 */
export const typicalCosts: TypicalCosts = typicalCostsSchema.parse({
  night: {
    budget: 10,
    medium: 40,
    luxury: 150,
    sources: [
      petitFuteBudget,
      {
        url: "https://24flix.com/2015/01/pristina-picks-in-the-know-in-kosovos-capital-2/",
        publisher: "24flix",
        checked: "2026-11-26",
      },
    ],
  },
  food: { budget: 15, medium: 20, luxury: 50, sources: [petitFuteBudget, petitFuteSpending] },
  busRide: {
    price: 5,
    sources: [
      {
        url: "https://wonderingvoyager.com/buses-of-kosovo-travel-solutions-for-best-day-trips-from-pristina",
        publisher: "Wondering Voyager",
        checked: "2026-11-26",
      },
    ],
  },
  entries: { price: 0, sources: [petitFuteSpending] },
});

export const tripBuilderText = z
  .object({
    title: z.string(),
    intro: z.string().min(40),
    priceNote: z.string().min(20),
  })
  .parse({
    title: "Custom Trip Builder",
    intro:
      "Pick a month, a trip length, a budget and what you enjoy. Optional stops appear when they match your interests, and the best matches move to the top.",
    priceNote:
      "An estimate per person in euros from typical prices, not an offer: we sell nothing. Flights are not included, and prices change with the season and where you stay.",
  });

// ---------------------------------------------------------------------------
// Trip builder: plans

export const planItemSchema = z.object({
  title: z.string(),
  description: z.string().min(80),
  duration: z.string(),
  tags: z.array(interestSchema).min(1),
  isOptional: z.boolean().optional(),
  link: z.string().startsWith("/"),
});
export type PlanItem = z.infer<typeof planItemSchema>;

const pristinaExploration: PlanItem = {
  title: "Pristina Exploration",
  description:
    "Two unhurried days in the capital: the Newborn monument, the domes of the National Library and Mother Teresa Boulevard on day one; the old quarter around the 15th-century Imperial Mosque, the clock tower and the Ethnological Museum on day two, with time for macchiatos and a dinner of flija.",
  duration: "2 days",
  tags: ["Culture", "Food"],
  link: paths.city(1),
};

const prizrenHistoricCenter: PlanItem = {
  title: "Prizren Historic Center",
  description:
    "Cross the Ottoman Stone Bridge over the Lumbardhi river, step into the Sinan Pasha Mosque and the League of Prizren museum, then climb to the fortress for sunset over the red roofs. Stay the night to enjoy the riverside cafés and grilled qebapa.",
  duration: "1 day",
  tags: ["Culture", "Food"],
  link: paths.city(2),
};

const rugovaCanyon: PlanItem = {
  title: "Rugova Canyon Adventure",
  description:
    "Head west of Peja into the Rugova Gorge, where limestone walls rise straight above the river. Choose a via ferrata, the zipline or a hike to the high pastures, and stop for mountain cheese and fresh trout in a village guesthouse.",
  duration: "1 day",
  tags: ["Nature", "Adventure"],
  link: paths.destination(5),
};

export const plans: Record<TripTypeId, PlanItem[]> = {
  weekend: z
    .array(planItemSchema)
    .length(2)
    .parse([
      {
        title: "Pristina City Tour",
        description:
          "Start at the Newborn monument, walk Mother Teresa Boulevard to the Skanderbeg statue and the National Library, then wander the old bazaar quarter around the Imperial Mosque and the clock tower. End the day in one of the city's busy cafés.",
        duration: "1 day",
        tags: ["Culture", "Food"],
        link: paths.city(1),
      },
      {
        title: "Prizren Day Trip",
        description:
          "An hour and a half by bus from Pristina: the Stone Bridge, Shadërvan square and the Sinan Pasha Mosque, a steep walk up to the fortress for the view, and lunch by the Lumbardhi river before the ride back.",
        duration: "1 day",
        tags: ["Culture", "Food", "Nature"],
        link: paths.city(2),
      },
    ]),
  "5days": z
    .array(planItemSchema)
    .length(4)
    .parse([
      pristinaExploration,
      prizrenHistoricCenter,
      rugovaCanyon,
      {
        title: "Gračanica Monastery",
        description:
          "About 10 km from Pristina, the 14th-century Serbian Orthodox monastery of Gračanica, part of a UNESCO World Heritage Site, is famous for its frescoes and its five-domed church. The ruins of Roman Ulpiana are a few minutes away.",
        duration: "Half day",
        tags: ["Culture"],
        isOptional: true,
        link: paths.attraction(10),
      },
    ]),
  // SPEC 2.12: Week+ takes in Mirusha Waterfalls and Brezovica, whatever the interests.
  week: z
    .array(planItemSchema)
    .length(7)
    .parse([
      pristinaExploration,
      prizrenHistoricCenter,
      rugovaCanyon,
      {
        title: "Peja & Patriarchate",
        description:
          "Visit the Patriarchate of Peć at the mouth of the Rugova Gorge, browse the old bazaar of Peja / Peć, then drive about 15 km south to the Visoki Dečani Monastery, the largest medieval church in the Balkans, its walls covered in 14th-century frescoes.",
        duration: "1 day",
        tags: ["Culture", "Nature"],
        link: paths.city(3),
      },
      {
        title: "Gjakova & Rahovec",
        description:
          "Morning in Gjakova's Grand Bazaar, one of the largest old bazaars in the region, with its craft shops and the Hadum Mosque; afternoon among the vineyards of Rahovec, Kosovo's wine capital, tasting in family cellars.",
        duration: "1 day",
        tags: ["Culture", "Food", "Relaxation"],
        link: paths.city(4),
      },
      {
        title: "Mirusha Waterfalls",
        description:
          "A string of waterfalls and green pools in a limestone canyon between Klina and Malisheva, a short drive from Rahovec. Walk the path along the gorge and, on a hot summer day, cool off in the water like the locals do.",
        duration: "Half day",
        tags: ["Nature", "Relaxation"],
        link: paths.experience(8),
      },
      {
        title: "Brezovica Mountain Resort",
        description:
          "High in the Sharr Mountains, Brezovica is Kosovo's ski area from December to March, snow permitting. In summer the same slopes lead hikers to glacial lakes and wide ridges with views into North Macedonia.",
        duration: "1 day",
        tags: ["Adventure", "Nature", "Relaxation"],
        link: paths.destination(6),
      },
    ]),
};

// ---------------------------------------------------------------------------
// Trip builder: recommendations per month (2–3 each, true for that month)

export const recommendationSchema = z.object({
  title: z.string(),
  description: z.string().min(40),
  link: z.string().startsWith("/").optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const monthRecommendationsSchema = z
  .record(monthSchema, z.array(recommendationSchema).min(2).max(3))
  .refine((r) => months.every((m) => m in r), { message: "every month needs suggestions" });

export const monthRecommendations: Record<Month, Recommendation[]> =
  monthRecommendationsSchema.parse({
    January: [
      {
        title: "Ski at Brezovica",
        description:
          "Mid-winter is the heart of the ski season in the Sharr Mountains. Check which lifts are running before you go.",
        link: paths.destination(6),
      },
      {
        title: "Orthodox Christmas",
        description:
          "Kosovo's Serbian Orthodox community celebrates Christmas on 7 January, with services at Gračanica and other monasteries.",
        link: paths.attraction(10),
      },
      {
        title: "Cafés and museums in Pristina",
        description:
          "Cold days are made for long coffees, the Kosovo Museum and the Ethnological Museum in the old quarter.",
        link: paths.city(1),
      },
    ],
    February: [
      {
        title: "Independence Day, 17 February",
        description:
          "Pristina celebrates with concerts and crowds around the Newborn monument, which usually gets a new design for the anniversary.",
        link: paths.city(1),
      },
      {
        title: "Winter sports at Brezovica",
        description: "Usually good snow cover in February; bring chains for the mountain road.",
        link: paths.destination(6),
      },
      {
        title: "Snowy walks in Germia Park",
        description:
          "The forested hills on Pristina's edge are a quiet place for a winter walk, minutes from the centre.",
        link: paths.destination(10),
      },
    ],
    March: [
      {
        title: "Last runs of the ski season",
        description:
          "Snow permitting, Brezovica stays open into March, with longer and sunnier days on the slopes.",
        link: paths.destination(6),
      },
      {
        title: "Prizren before the crowds",
        description:
          "Early spring is a calm time to walk the old town, visit the mosques and climb to the fortress.",
        link: paths.city(2),
      },
      {
        title: "Gadime Marble Cave",
        description:
          "A weather-proof outing near Lipjan: marble chambers with stalactites and helictites, a short drive from Pristina.",
        link: paths.destination(14),
      },
    ],
    April: [
      {
        title: "Spring hiking in Germia",
        description:
          "Fresh green forests and mild days make April a good month for trails close to the capital.",
        link: paths.destination(10),
      },
      {
        title: "Easter traditions",
        description:
          "Catholic and Orthodox communities celebrate Easter, usually in April, with services in Prizren, Gjakova and Gračanica.",
      },
      {
        title: "Gračanica and Roman Ulpiana",
        description:
          "Pleasant weather for the monastery's frescoes and a walk among the excavated ruins of Ulpiana nearby.",
        link: paths.attraction(10),
      },
    ],
    May: [
      {
        title: "Rugova Gorge in bloom",
        description:
          "Snowmelt fills the river and wildflowers cover the high pastures; the mountain villages start to open for the season.",
        link: paths.destination(5),
      },
      {
        title: "Visoki Dečani Monastery",
        description:
          "Spring light on the banded marble walls of the 14th-century church; dress modestly for your visit.",
        link: paths.destination(13),
      },
      {
        title: "Mirusha Waterfalls",
        description: "The falls run at their fullest in spring, and the paths are still quiet.",
        link: paths.experience(8),
      },
    ],
    June: [
      {
        title: "Long days in Rugova",
        description:
          "Warm weather and long evenings for via ferrata, ziplining and hiking above Peja.",
        link: paths.destination(5),
      },
      {
        title: "Evenings in Prizren",
        description:
          "Riverside cafés fill up as the heat fades; walk up to the fortress for sunset.",
        link: paths.city(2),
      },
      {
        title: "Festival season begins",
        description:
          "Open-air concerts and cultural festivals start in Pristina and Prizren. See what is on while you are here.",
        link: paths.events(),
      },
    ],
    July: [
      {
        title: "Hike the Sharr Mountains",
        description:
          "Brezovica turns into a hiking base, with trails to glacial lakes and cool air at altitude.",
        link: paths.destination(6),
      },
      {
        title: "Summer music festivals",
        description:
          "July and August bring big open-air concerts and festivals, many in Pristina. Book accommodation early.",
        link: paths.events(),
      },
      {
        title: "Swim at Batllava Lake",
        description:
          "A reservoir in green hills north-east of Pristina, popular for swimming and picnics on hot days.",
        link: paths.destination(11),
      },
    ],
    August: [
      {
        title: "DokuFest in Prizren",
        description:
          "The international documentary and short film festival fills Prizren's open-air cinemas each August.",
        link: paths.city(2),
      },
      {
        title: "Escape the heat in the mountains",
        description: "The villages of the Rugova Gorge are a cool refuge when the plains are hot.",
        link: paths.destination(5),
      },
      {
        title: "Diaspora season: book ahead",
        description:
          "Many Kosovars living abroad come home in August: expect busy roads and border queues, and book rooms early.",
        link: paths.transport(),
      },
    ],
    September: [
      {
        title: "Wine harvest in Rahovec",
        description:
          "September is harvest time in Kosovo's wine country; visit family cellars and taste the new season's grapes.",
        link: paths.destination(15),
      },
      {
        title: "Hiking towards Gjeravica",
        description:
          "Clear, settled weather is ideal for the high trails from Junik towards Gjeravica, one of Kosovo's highest peaks, best with a local guide.",
        link: paths.destination(12),
      },
      {
        title: "Gjakova's Grand Bazaar",
        description: "Mild days for exploring the old bazaar, its craft shops and cafés.",
        link: paths.city(4),
      },
    ],
    October: [
      {
        title: "Autumn colours in Rugova",
        description:
          "Beech forests turn gold and red along the gorge; a beautiful month for walks and photography.",
        link: paths.destination(5),
      },
      {
        title: "Pepper and ajvar season",
        description:
          "Across Kosovo, families roast red peppers to make ajvar for the winter — you will smell it in every village.",
      },
      {
        title: "Prizren in mild weather",
        description:
          "Fewer visitors and comfortable temperatures for walking the old town and the fortress.",
        link: paths.city(2),
      },
    ],
    November: [
      {
        title: "Flag Day, 28 November",
        description:
          "Albanian Flag Day is celebrated across Kosovo with flags, music and gatherings in town squares.",
      },
      {
        title: "New wine in Rahovec",
        description:
          "After the harvest, cellar doors are quiet and welcoming; ask to taste the young wine.",
        link: paths.destination(15),
      },
      {
        title: "Gadime Marble Cave",
        description:
          "A good outing for grey days, underground and out of the weather, near Lipjan.",
        link: paths.destination(14),
      },
    ],
    December: [
      {
        title: "Ski season opens",
        description:
          "Brezovica's season usually starts in December when enough snow has fallen. Check conditions first.",
        link: paths.destination(6),
      },
      {
        title: "Christmas services",
        description:
          "Catholic communities celebrate on 25 December, with Mass at Pristina's Cathedral of Saint Mother Teresa and in Prizren.",
        link: paths.city(1),
      },
      {
        title: "New Year in Pristina",
        description: "Concerts and celebrations in the city centre see the old year out.",
        link: paths.city(1),
      },
    ],
  });

// ---------------------------------------------------------------------------
// The seven guide tabs

const tableSchema = z
  .object({
    columns: z.array(z.string()).min(2),
    rows: z.array(z.array(z.string())).min(1),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: "every row needs one cell per column",
  });

export const planSectionSchema = z.object({
  id: slugSchema,
  heading: z.string(),
  paragraphs: paragraphsSchema.optional(),
  items: z.array(z.string().min(10)).optional(),
  table: tableSchema.optional(),
  links: z.array(linkSchema).optional(),
});
export type PlanSection = z.infer<typeof planSectionSchema>;

export const planTabSchema = z.object({
  id: z.enum(planTabIds),
  label: z.string(),
  title: z.string(),
  intro: z.string().min(40),
  sections: z.array(planSectionSchema).min(2),
});
export type PlanTab = z.infer<typeof planTabSchema>;

const officialRequirements = {
  label: "Check official requirements",
  href: officialRequirementsUrl,
};

export const planTabs = z
  .array(planTabSchema)
  .length(planTabIds.length)
  .refine((tabs) => tabs.every((tab, i) => tab.id === planTabIds[i]), { message: "tab order" })
  .refine(
    (tabs) => {
      const ids = tabs.flatMap((tab) => [tab.id, ...tab.sections.map((s) => s.id)]);
      return new Set(ids).size === ids.length;
    },
    { message: "tab and section ids are page anchors and must be unique" },
  )
  .parse([
    {
      id: "visa",
      label: "Visa Info",
      title: "Visa Information",
      intro:
        "Most visitors from Europe, North America and Australia can simply show a passport at the border. Here is what to check before you go.",
      sections: [
        {
          id: "visa-information",
          heading: "Do you need a visa?",
          paragraphs: [
            "Citizens of many countries — including all EU member states, the UK, the USA, Canada, Australia and Japan — can visit Kosovo without a visa and stay up to 90 days within any 180-day period.",
            "If your country is not on the list, apply for a visa at a Kosovo embassy or consulate before you travel. Holders of some valid Schengen visas or residence permits may be allowed in for a short stay without a Kosovo visa; confirm that this applies to you before you book.",
          ],
          links: [officialRequirements],
        },
        {
          id: "passport-requirements",
          heading: "Passport and ID",
          items: [
            "Your passport must be valid for the whole of your stay; some governments advise a longer margin, so check your own government's travel advice.",
            "Citizens of EU and Schengen countries can usually enter with a national identity card as well.",
            "Keep your documents with you: police may ask for ID, and you will need it to register a SIM card or check in.",
          ],
        },
        {
          id: "longer-stays",
          heading: "Staying longer than 90 days",
          paragraphs: [
            "To stay more than 90 days — to work, study or live in Kosovo — you need a residence permit. Apply well before your visa-free days run out; the requirements depend on your reason for staying.",
          ],
        },
        {
          id: "travelling-onwards",
          heading: "Travelling on to Serbia",
          paragraphs: [
            "Serbia does not recognise Kosovo's borders. Travellers who entered Kosovo from Albania, North Macedonia, Montenegro or by air have at times been refused entry when crossing into Serbia directly. The rules have changed over time, so check the current requirements of both countries before you plan this route.",
          ],
          links: [{ label: "Border crossings", href: paths.transport() }, officialRequirements],
        },
      ],
    },
    {
      id: "transportation",
      label: "Transportation",
      title: "Getting Here and Around",
      intro:
        "Fly into Pristina, or arrive by road from any neighbour. Once here, buses are cheap and frequent, and a rental car opens up the mountains.",
      sections: [
        {
          id: "getting-here",
          heading: "Getting here",
          paragraphs: [
            "Pristina International Airport Adem Jashari lies about 15 km from the city centre and has direct flights from many European cities. A taxi to the centre costs 15–20 €, and the airport bus 3 €.",
            "You can also fly to Skopje or Tirana and continue by bus or car. Coaches connect Pristina with Tirana, Skopje and Podgorica, and motorways link Kosovo with Albania and North Macedonia.",
          ],
          links: [{ label: "Transportation details", href: paths.transport() }],
        },
        {
          id: "getting-around",
          heading: "Getting around",
          table: {
            columns: ["Transport", "Typical cost"],
            rows: [
              ["Intercity bus", "2–10 € depending on distance (3–7 € between most main towns)"],
              ["City bus", "0.40–0.50 € a ride"],
              ["Taxi in town", "2–5 €"],
              ["Airport taxi to Pristina", "15–20 €"],
              ["Airport bus", "3 €"],
              ["Car rental", "25–50 € a day"],
              ["Fuel", "About 1.3 € per litre"],
            ],
          },
        },
        {
          id: "driving",
          heading: "Driving tips",
          items: [
            "Speed limits are 50 km/h in towns, 80 km/h on rural roads and 110–130 km/h on motorways.",
            "Keep dipped headlights on at all times, and carry your licence, passport and the car's papers.",
            "Rental companies usually want drivers to be at least 21–25 and take a deposit of 100–500 €.",
            "Mountain roads need winter tyres from late autumn; drive carefully after dark.",
          ],
        },
      ],
    },
    {
      id: "accommodation",
      label: "Accommodation",
      title: "Where to Stay",
      intro:
        "From family guesthouses in mountain villages to boutique hotels in Ottoman houses, rooms in Kosovo are good value. Book ahead for July and August.",
      sections: [
        {
          id: "places-to-stay",
          heading: "Types and prices",
          table: {
            columns: ["Type", "Price per night", "Good to know"],
            rows: [
              [
                "Hotels",
                "40–150 €",
                "From business hotels in Pristina to boutique stays in Prizren's old town",
              ],
              [
                "Guesthouses",
                "15–60 €",
                "Family-run, often with home cooking; the best choice in Rugova and the villages",
              ],
              ["Hostels", "10–25 €", "Dorms and private rooms in Pristina, Prizren and Peja"],
            ],
          },
        },
        {
          id: "where-to-stay",
          heading: "Where to base yourself",
          items: [
            "Pristina: stay near Mother Teresa Boulevard to walk everywhere in the centre.",
            "Prizren: the old town around the Stone Bridge puts the fortress and the river cafés on your doorstep.",
            "Peja and Rugova: sleep in town for restaurants, or in a mountain guesthouse for quiet and early hikes.",
            "Brezovica: hotels and chalets close to the slopes, busiest in the ski season.",
          ],
        },
        {
          id: "booking-tips",
          heading: "Booking tips",
          items: [
            "July and August, when the diaspora visits, are the busiest months — book early.",
            "Guesthouses often take cash only; ask when you book.",
            "Ask your host about breakfast: homemade cheese, ajvar and fresh bread are often included.",
          ],
        },
      ],
    },
    {
      id: "seasonal",
      label: "When to Visit",
      title: "When to Visit",
      intro:
        "Kosovo has four clear seasons. May to October brings warm weather for most trips; winter is for skiing and city breaks.",
      sections: [
        {
          id: "seasons",
          heading: "The seasons at a glance",
          table: {
            columns: ["Season", "Months", "What to expect"],
            rows: [
              [
                "Spring",
                "Apr–Jun",
                "Mild and green, full rivers and waterfalls; showers are common",
              ],
              [
                "Summer",
                "Jun–Aug",
                "Hot and sunny on the plains, cool in the mountains; festival season",
              ],
              ["Autumn", "Sep–Nov", "Warm early on, then crisp; grape harvest and autumn colours"],
              ["Winter", "Dec–Mar", "Cold with snow in the mountains; skiing at Brezovica"],
            ],
          },
        },
        {
          id: "best-time",
          heading: "Best time for your trip",
          items: [
            "Sightseeing in the cities: spring (April–June) and early autumn (September–October).",
            "Hiking in Rugova and the Sharr Mountains: June to September, when high trails are free of snow.",
            "Festivals: summer, with DokuFest in Prizren in August.",
            "Skiing: December to March at Brezovica, depending on snow.",
          ],
        },
        {
          id: "weather",
          heading: "Weather",
          paragraphs: [
            "Summer days on the plains are often around 25–30 °C, while evenings in the mountains stay cool. Winter nights are usually below freezing, and snow can close high roads. Pack layers whatever the season.",
          ],
        },
      ],
    },
    {
      id: "culture",
      label: "Culture",
      title: "Culture and Etiquette",
      intro:
        "Hospitality is a point of pride in Kosovo. A few words of Albanian, an accepted coffee and modest dress at religious sites go a long way.",
      sections: [
        {
          id: "language",
          heading: "Language",
          paragraphs: [
            "Albanian is spoken by most people, Serbian in Serb-majority areas such as Gračanica and the north. English is common among young people and in tourism, and German is widely understood. “Faleminderit” (thank you) and “Mirëdita” (good day) will earn you smiles.",
          ],
          links: [{ label: "Useful phrases", href: paths.generalInfo() }],
        },
        {
          id: "hospitality",
          heading: "Hospitality",
          items: [
            "If you are invited in, accept at least a coffee or tea; refusing everything can seem cold.",
            "Take off your shoes when entering a home — hosts often offer slippers.",
            "Hosts may insist on paying; offering is polite, but you will rarely win.",
          ],
        },
        {
          id: "religious-sites",
          heading: "Visiting religious sites",
          items: [
            "Cover shoulders and knees in mosques, churches and monasteries.",
            "Women should bring a scarf to cover their hair in mosques; everyone removes shoes at the door.",
            "Avoid visiting mosques during prayer times, and ask before taking photos inside monasteries.",
          ],
        },
        {
          id: "coffee-culture",
          heading: "Coffee culture",
          paragraphs: [
            "Coffee is the social glue of Kosovo. Pristina's macchiato is a local point of pride, meetings of all kinds happen over coffee, and nobody rushes you. Tea, served in small glasses, is just as common, especially in Prizren.",
          ],
        },
        {
          id: "respectful-travel",
          heading: "Respectful conversation",
          paragraphs: [
            "The war and politics are personal subjects for many people. Listen more than you speak, and avoid displaying national symbols of any side. You will find most people happy to share their story if you ask with genuine interest.",
          ],
        },
      ],
    },
    {
      id: "itineraries",
      label: "Itineraries",
      title: "Sample Itineraries and Budgets",
      intro:
        "Kosovo is small enough to see a lot in a few days. These sample routes and budgets help you plan; use the trip builder above to shape your own.",
      sections: [
        {
          id: "sample-itineraries",
          heading: "Sample itineraries",
          table: {
            columns: ["Trip", "Route", "Estimate per person"],
            rows: [
              [
                "Weekend (2 nights)",
                "Pristina, Gračanica, Prizren",
                "≈ 60 € budget, ≈ 130 € mid-range",
              ],
              [
                "Eight days (7 nights)",
                "Pristina, Prizren, Peja and the Rugova Gorge, Dečani, Gjakova, Rahovec",
                "≈ 225 € budget, ≈ 475 € mid-range",
              ],
            ],
          },
          paragraphs: [
            "Estimates, not offers: the nights, days of food and intercity bus rides of each trip at the typical prices the trip builder uses (a hostel bed about 10 € or a guesthouse or hotel room about 40 € a night, food about 15 € or 20 € a day, a bus ride about 5 €; most sights are free), per person and without flights. The builder above shows the sources.",
          ],
        },
        {
          id: "daily-budgets",
          heading: "Daily budgets",
          table: {
            columns: ["Travel style", "Per day (estimate)", "What it is made of"],
            rows: [
              [
                "Budget",
                "≈ 25 €",
                "A hostel bed and local food; about 5 € more for each intercity bus ride",
              ],
              [
                "Mid-range",
                "≈ 60 €",
                "A guesthouse or hotel room and restaurant meals; about 5 € more for each intercity bus ride",
              ],
            ],
          },
        },
        {
          id: "build-your-own",
          heading: "Build your own route",
          items: [
            "Base yourself in Pristina and Prizren, and add Peja for the mountains.",
            "Allow a full day for Rugova — it is better done slowly.",
            "Combine Gjakova with Rahovec's wineries, and Peja with Dečani.",
          ],
        },
      ],
    },
    {
      id: "practical",
      label: "Practical Info",
      title: "Practical Information",
      intro:
        "The small things that make a trip run smoothly: phones, money, power plugs and who to call in an emergency.",
      sections: [
        {
          id: "travel-tips",
          heading: "Travel tips",
          items: [
            "Buy a prepaid SIM from Vala or IPKO: about 5–10 € for 5–10 GB, valid 1–2 weeks.",
            "Carry cash for small places; cards work in hotels and larger restaurants.",
            "Tip 5–10 % in restaurants if you are happy with the service.",
            "Electricity is 230 V / 50 Hz with type C and F plugs, as in most of Europe.",
            "Kosovo is on Central European Time (GMT+1, GMT+2 in summer).",
          ],
        },
        {
          id: "emergency-numbers",
          heading: "Emergency numbers",
          table: {
            columns: ["Service", "Number"],
            rows: [
              ["General emergency", "112"],
              ["Ambulance", "194"],
              ["Police", "192"],
              ["Fire", "193"],
            ],
          },
        },
        {
          id: "health-and-insurance",
          heading: "Health and insurance",
          paragraphs: [
            "Take out travel insurance with medical cover. Pharmacies (barnatore) are easy to find in every town, and tap water is generally drinkable in the cities, though many people prefer bottled.",
          ],
          links: [{ label: "Essential visitor information", href: paths.generalInfo() }],
        },
      ],
    },
  ]);

export type {
  BudgetId,
  Interest,
  Month,
  PlanTabId,
  TripTypeId,
} from "./plan-options.ts";
export {
  budgetIds,
  defaultPlanTab,
  interests,
  months,
  planTabIds,
  tripBuilderDefaults,
  tripTypeIds,
} from "./plan-options.ts";
