import { z } from "zod";
import { paths } from "../lib/paths.ts";
import {
  CHECKED_2026_11_26,
  infoPageMetaSchema,
  paragraphsSchema,
  slugSchema,
  source,
} from "./schema.ts";

/** Government and politics (SPEC 2.9): a static page reached from /about. */

export const stateInfoMeta = infoPageMetaSchema.parse({
  title: "Government and Politics",
  description:
    "How Kosovo is governed: the Assembly, President, Government and courts, its electoral system, international relations and the shape of its economy.",
  heading: "Government and Politics",
  intro:
    "Kosovo is a parliamentary republic. Its 2008 constitution gives strong guarantees to non-majority communities, and its politics are shaped by the search for wider international recognition and closer ties with the European Union.",
  backLink: { label: "Back to About Kosovo", href: paths.about() },
  lastChecked: CHECKED_2026_11_26,
  sources: [
    source("https://ask.rks-gov.net/", "Kosovo Agency of Statistics"),
    source(
      "https://kosovapress.com/eng/kas-the-unemployment-rate-in-q4-2020-in-kosovo-is-27-percent",
      "KAS Labour Force Survey Q4 2020 — KosovaPress",
    ),
    source(
      "https://www.gov.uk/foreign-travel-advice/kosovo",
      "Foreign travel advice: Kosovo — GOV.UK",
    ),
  ],
});

// ---------------------------------------------------------------------------
// Government structure

export const branchSchema = z.object({
  id: z.enum(["legislative", "executive", "judicial"]),
  title: z.string(),
  body: z.string().min(5),
  summary: z.string().min(40),
  facts: z.array(z.string().min(10)).min(3),
});
export type GovernmentBranch = z.infer<typeof branchSchema>;

export const governmentStructure = z
  .array(branchSchema)
  .length(3)
  .parse([
    {
      id: "legislative",
      title: "Legislative",
      body: "Assembly of the Republic of Kosovo (Kuvendi)",
      summary:
        "A single chamber of 120 members, elected for four years, which passes laws and the budget, ratifies treaties and elects the President and the Government.",
      facts: [
        "120 seats, elected for a four-year term",
        "20 seats guaranteed for non-majority communities: 10 for the Serb community and 10 for other communities",
        "The other 10 seats: 4 for the Roma, Ashkali and Egyptian communities, 3 Bosniak, 2 Turkish and 1 Gorani",
        "Laws of vital interest to communities also need the support of most community representatives",
      ],
    },
    {
      id: "executive",
      title: "Executive",
      body: "President, Prime Minister and Government",
      summary:
        "The President is head of state; the Prime Minister leads the Government, which holds executive power and answers to the Assembly.",
      facts: [
        "President: elected by the Assembly for five years, at most two terms",
        "Prime Minister and ministers: elected together by a majority of all Assembly members (61 votes)",
        "The Government includes at least one minister from the Serb community and one from another non-majority community",
        "38 municipalities run local affairs, each with an elected mayor and municipal assembly",
      ],
    },
    {
      id: "judicial",
      title: "Judicial",
      body: "Constitutional Court, Supreme Court and the courts below",
      summary:
        "An independent judiciary, overseen by the Kosovo Judicial Council, with the Constitutional Court as the final authority on the constitution.",
      facts: [
        "Constitutional Court: 9 judges, each serving a single nine-year term",
        "Supreme Court: the highest court for civil, criminal and administrative cases",
        "Court of Appeals and seven Basic Courts: Pristina, Prizren, Peja, Gjakova, Mitrovica, Ferizaj and Gjilan",
        "Individuals can bring a case to the Constitutional Court once other remedies are exhausted",
      ],
    },
  ]);

// ---------------------------------------------------------------------------
// Electoral system

export const progressBarSchema = z.object({
  label: z.string().min(3),
  /** Width of the bar, 0–100. */
  percent: z.number().min(0).max(100),
  display: z.string().min(2),
  note: z.string().optional(),
});
export type ProgressBar = z.infer<typeof progressBarSchema>;

export const electoralSystemSchema = z.object({
  title: z.string(),
  paragraphs: paragraphsSchema,
  bars: z.array(progressBarSchema).min(3),
});

export const electoralSystem = electoralSystemSchema.parse({
  title: "Electoral System",
  paragraphs: [
    "All 120 members of the Assembly are elected by proportional representation in a single nationwide district. You vote for a party or coalition list and can also mark the candidates you prefer on that list.",
    "A party needs at least 5 % of the vote to win seats. Parties of non-majority communities compete for their 20 guaranteed seats without that threshold. Regular elections are held every four years, and early elections have been frequent since independence.",
  ],
  bars: [
    { label: "Assembly seats", percent: 100, display: "120 seats" },
    {
      label: "Seats guaranteed for non-majority communities",
      percent: 16.7,
      display: "20 of 120 (16.7 %)",
    },
    { label: "Serb community", percent: 8.3, display: "10 of 120 (8.3 %)" },
    { label: "Other communities", percent: 8.3, display: "10 of 120 (8.3 %)" },
    {
      label: "Majority needed to elect a government",
      percent: 50.8,
      display: "61 of 120 (50.8 %)",
    },
    {
      label: "Majority needed to amend the constitution",
      percent: 66.7,
      display: "80 of 120 (two thirds)",
      note: "Including two thirds of the members holding community seats.",
    },
    { label: "Electoral threshold", percent: 5, display: "5 % of votes" },
  ],
});

// ---------------------------------------------------------------------------
// International relations

export const membershipStatuses = ["member", "potential-candidate", "not-member"] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];
/** Badge text; a member's badge adds its year: "Member (2009)". */
export const membershipStatusLabels: Record<MembershipStatus, string> = {
  member: "Member",
  "potential-candidate": "Potential Candidate",
  "not-member": "Not a Member",
};

export const organizationSchema = z
  .object({
    id: slugSchema,
    name: z.string(),
    status: z.enum(membershipStatuses),
    year: z.number().int().min(2008).max(2030).optional(),
    note: z.string().min(10),
  })
  .refine((o) => (o.status === "member") === (o.year !== undefined), {
    message: "members carry their year of joining, others none",
  });
export type Organization = z.infer<typeof organizationSchema>;

export function membershipBadge(organization: Organization): string {
  const label = membershipStatusLabels[organization.status];
  return organization.year ? `${label} (${organization.year})` : label;
}

export const agreementStatuses = [
  "in-force",
  "in-implementation",
  "partially-implemented",
] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];
export const agreementStatusLabels: Record<AgreementStatus, string> = {
  "in-force": "In force",
  "in-implementation": "In implementation",
  "partially-implemented": "Partially implemented",
};

export const agreementSchema = z.object({
  id: slugSchema,
  name: z.string(),
  year: z.number().int().min(2006).max(2030),
  status: z.enum(agreementStatuses),
  description: z.string().min(40),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const internationalRelationsSchema = z.object({
  title: z.string(),
  recognition: z.object({ title: z.string(), paragraphs: paragraphsSchema }),
  organizationsTitle: z.string(),
  organizations: z.array(organizationSchema).min(5),
  agreementsTitle: z.string(),
  agreements: z.array(agreementSchema).min(3),
});

export const internationalRelations = internationalRelationsSchema.parse({
  title: "International Relations",
  recognition: {
    title: "Recognition status",
    paragraphs: [
      "Kosovo declared independence on 17 February 2008. It has since been recognised by more than 100 UN member states, including the United States and most members of the European Union. Serbia does not recognise it, nor do several other states — among them Russia, China and five EU members (Spain, Greece, Cyprus, Romania and Slovakia).",
      "Kosovo is not a member of the United Nations. In 2010 the International Court of Justice found in an advisory opinion that the declaration of independence did not violate international law. A NATO-led peacekeeping force (KFOR) and an EU rule-of-law mission (EULEX) remain present.",
    ],
  },
  organizationsTitle: "International organizations",
  organizations: [
    {
      id: "imf",
      name: "International Monetary Fund",
      status: "member",
      year: 2009,
      note: "Kosovo's first membership in a major international financial institution.",
    },
    {
      id: "world-bank",
      name: "World Bank Group",
      status: "member",
      year: 2009,
      note: "Joined together with the IMF; the Bank funds projects in energy, education and more.",
    },
    {
      id: "ebrd",
      name: "European Bank for Reconstruction and Development",
      status: "member",
      year: 2012,
      note: "Invests in private business, infrastructure and energy efficiency.",
    },
    {
      id: "ceb",
      name: "Council of Europe Development Bank",
      status: "member",
      year: 2013,
      note: "A social development bank; membership does not mean membership of the Council of Europe itself.",
    },
    {
      id: "ioc",
      name: "International Olympic Committee",
      status: "member",
      year: 2014,
      note: "The Olympic Committee of Kosovo was fully recognised in 2014; Kosovo's athletes made their Olympic debut under their own flag at Rio 2016.",
    },
    {
      id: "uefa",
      name: "UEFA",
      status: "member",
      year: 2016,
      note: "Kosovo's national football teams play in European competitions.",
    },
    {
      id: "fifa",
      name: "FIFA",
      status: "member",
      year: 2016,
      note: "Admitted shortly after UEFA; the men's team has played World Cup qualifiers since 2016.",
    },
    {
      id: "eu",
      name: "European Union",
      status: "potential-candidate",
      note: "Kosovo applied for membership in December 2022.",
    },
    {
      id: "council-of-europe",
      name: "Council of Europe",
      status: "not-member",
      note: "Kosovo applied in 2022; the application was still pending at the time of writing.",
    },
    {
      id: "un",
      name: "United Nations",
      status: "not-member",
      note: "Membership would need a Security Council recommendation, which has not been possible.",
    },
    {
      id: "nato",
      name: "NATO",
      status: "not-member",
      note: "The NATO-led KFOR mission has kept the peace in Kosovo since 1999.",
    },
  ],
  agreementsTitle: "Key agreements",
  agreements: [
    {
      id: "stabilisation-and-association-agreement",
      name: "Stabilisation and Association Agreement with the EU",
      year: 2016,
      status: "in-force",
      description:
        "Kosovo's first contractual agreement with the EU, in force since April 2016: it opens trade and sets out the reforms on the road to membership.",
    },
    {
      id: "eu-visa-liberalisation",
      name: "EU visa liberalisation",
      year: 2024,
      status: "in-implementation",
      description:
        "Since 1 January 2024 holders of Kosovo passports can visit the Schengen area without a visa for up to 90 days in any 180-day period.",
    },
    {
      id: "brussels-agreement",
      name: "Brussels Agreement",
      year: 2013,
      status: "partially-implemented",
      description:
        "The first agreement on normalising relations between Kosovo and Serbia, reached in EU-facilitated talks in April 2013. Parts, such as integrating police and courts in the north, have been carried out; others remain open.",
    },
    {
      id: "cefta",
      name: "Central European Free Trade Agreement (CEFTA 2006)",
      year: 2007,
      status: "in-force",
      description:
        "The regional free-trade area of the Western Balkans and Moldova, which Kosovo joined through the UN mission (UNMIK) and takes part in today.",
    },
  ],
});

// ---------------------------------------------------------------------------
// Economy

export const economyCardSchema = z.object({
  id: z.enum(["gdp", "currency", "trade"]),
  title: z.string(),
  value: z.string().min(3),
  paragraphs: paragraphsSchema.max(2),
});

/** A third-party figure: who published it (`source`, with the year in `display`) and where. */
export const challengeBarSchema = progressBarSchema.extend({
  source: z.string().min(5),
  sourceUrl: z.url(),
});

export const opportunitySchema = z.object({
  id: z.enum(["it", "mining", "agriculture", "tourism"]),
  title: z.string(),
  paragraph: z.string().min(80),
});

export const economySchema = z.object({
  title: z.string(),
  cards: z.array(economyCardSchema).length(3),
  challenges: z.object({
    title: z.string(),
    intro: z.string().min(40),
    bars: z.array(challengeBarSchema).min(1),
    notes: z.array(z.string().min(20)),
  }),
  opportunitiesTitle: z.string(),
  opportunities: z.array(opportunitySchema).length(4),
  reportButtonLabel: z.string(),
});
export type Economy = z.infer<typeof economySchema>;

export const economy = economySchema.parse({
  title: "Economy",
  cards: [
    {
      id: "gdp",
      title: "GDP",
      value: "About €10 billion (2023)",
      paragraphs: [
        "A small, fast-growing economy: growth has mostly been in the range of 3–5 % a year in recent years. Services, trade and construction lead, and money sent home by the diaspora adds more than a tenth of GDP each year.",
      ],
    },
    {
      id: "currency",
      title: "Currency",
      value: "Euro (€), since 2002",
      paragraphs: [
        "Kosovo adopted the Deutsche Mark in 1999 and moved to the euro with the rest of Europe in 2002. It uses the euro without being part of the eurozone, so it issues no coins or notes of its own. The Central Bank of the Republic of Kosovo supervises banks, and since February 2024 the euro is the only currency for cash payments everywhere in Kosovo.",
      ],
    },
    {
      id: "trade",
      title: "Trade",
      value: "Imports far exceed goods exports",
      paragraphs: [
        "Most trade is with the EU — Germany and Italy above all — with Türkiye, China and the neighbouring Western Balkan economies. Goods exports include base metals such as ferronickel, plastics and rubber, and food and drink; exports of services, from diaspora travel to IT work, are larger than exports of goods.",
      ],
    },
  ],
  challenges: {
    title: "Economic Challenges",
    intro:
      "Kosovo's economy has grown steadily, but its labour market is still weak. The figures below are rounded, dated survey results from the Kosovo Agency of Statistics; check the source for the latest numbers.",
    bars: [
      {
        label: "Unemployment rate",
        percent: 11,
        display: "About 11 % (2023)",
        source: "Kosovo Agency of Statistics, Labour Force Survey",
        sourceUrl: "https://ask.rks-gov.net/",
      },
      {
        label: "Working-age people in the labour force",
        percent: 40,
        display: "About 40 % (early 2020s)",
        source: "Kosovo Agency of Statistics, Labour Force Survey",
        sourceUrl:
          "https://ask.rks-gov.net/en/kosovo-agency-of-statistics/add-news/labour-force-survey-q3-2020",
      },
      {
        label: "Working-age women in employment",
        percent: 16,
        display: "About 16 % (late 2020)",
        source: "Kosovo Agency of Statistics, Labour Force Survey",
        sourceUrl:
          "https://kosovapress.com/eng/kas-the-unemployment-rate-in-q4-2020-in-kosovo-is-27-percent",
      },
    ],
    notes: [
      "Unemployment is much higher among young people than among adults over 25.",
      "Many young people have emigrated for work, above all to Germany and Switzerland.",
      "Electricity still comes mostly from two ageing lignite power plants, and supply can be strained in winter.",
      "Informal work and a large trade deficit remain long-standing structural issues.",
    ],
  },
  opportunitiesTitle: "Economic Opportunities",
  opportunities: [
    {
      id: "it",
      title: "Information technology",
      paragraph:
        "A young, often multilingual workforce has made IT one of Kosovo's fastest-growing sectors. Software companies and outsourcing firms in Pristina work for clients across Europe and North America, and many founders learned the trade abroad before coming home.",
    },
    {
      id: "mining",
      title: "Mining and energy resources",
      paragraph:
        "Kosovo has some of the largest lignite reserves in Europe and long-worked deposits of lead, zinc and silver around the Trepça mines near Mitrovica, as well as nickel mined and processed in the Drenica area. Modernising these industries, and developing cleaner energy alongside them, is a long-term task.",
    },
    {
      id: "agriculture",
      title: "Agriculture and food",
      paragraph:
        "The fertile Kosovo and Dukagjin plains grow wheat, maize, vegetables and the peppers found on every table, while Rahovec and Suhareka are the heart of a wine region with a long tradition. Berries, mushrooms and wild herbs gathered in the mountains are exported, and food processing is growing.",
    },
    {
      id: "tourism",
      title: "Tourism",
      paragraph:
        "Mountains, medieval monasteries, Ottoman old towns and low prices draw a growing number of visitors, on top of the diaspora who return every summer. Hiking and climbing in Rugova, skiing at Brezovica, city breaks in Pristina and Prizren, and wine tourism are all expanding.",
    },
  ],
  reportButtonLabel: "View Economic Report",
});

export const officialSourceSchema = z.object({
  label: z.string().min(3),
  url: z.url(),
});
export type OfficialSource = z.infer<typeof officialSourceSchema>;

/** Where "View Economic Report" leads: the official statistics and reports. */
export const officialSources = z
  .array(officialSourceSchema)
  .min(2)
  .parse([
    { label: "Kosovo Agency of Statistics", url: "https://ask.rks-gov.net/" },
    { label: "World Bank in Kosovo", url: "https://www.worldbank.org/en/country/kosovo" },
    { label: "Central Bank of the Republic of Kosovo", url: "https://bqk-kos.org/" },
  ]);
