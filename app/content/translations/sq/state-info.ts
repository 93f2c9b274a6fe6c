/* sq texts of app/content/state-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  agreementStatusLabels: {
    "in-force": "In force",
    "in-implementation": "In implementation",
    "partially-implemented": "Partially implemented",
  },
  economy: {
    title: "Economy",
    cards: {
      gdp: {
        title: "GDP",
        value: "About €10 billion (2023)",
        paragraphs: [
          "A small, fast-growing economy: growth has mostly been in the range of 3–5 % a year in recent years. Services, trade and construction lead, and money sent home by the diaspora adds more than a tenth of GDP each year.",
        ],
      },
      currency: {
        title: "Currency",
        value: "Euro (€), since 2002",
        paragraphs: [
          "Kosovo adopted the Deutsche Mark in 1999 and moved to the euro with the rest of Europe in 2002. It uses the euro without being part of the eurozone, so it issues no coins or notes of its own. The Central Bank of the Republic of Kosovo supervises banks, and since February 2024 the euro is the only currency for cash payments everywhere in Kosovo.",
        ],
      },
      trade: {
        title: "Trade",
        value: "Imports far exceed goods exports",
        paragraphs: [
          "Most trade is with the EU — Germany and Italy above all — with Türkiye, China and the neighbouring Western Balkan economies. Goods exports include base metals such as ferronickel, plastics and rubber, and food and drink; exports of services, from diaspora travel to IT work, are larger than exports of goods.",
        ],
      },
    },
    challenges: {
      title: "Economic Challenges",
      intro:
        "Kosovo's economy has grown steadily, but its labour market is still weak. The figures below are rounded, dated survey results from the Kosovo Agency of Statistics; check the source for the latest numbers.",
      bars: [
        {
          label: "Unemployment rate",
          display: "About 11 % (2023)",
          source: "Kosovo Agency of Statistics, Labour Force Survey",
        },
        {
          label: "Working-age people in the labour force",
          display: "About 40 % (early 2020s)",
          source: "Kosovo Agency of Statistics, Labour Force Survey",
        },
        {
          label: "Working-age women in employment",
          display: "About 16 % (late 2020)",
          source: "Kosovo Agency of Statistics, Labour Force Survey",
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
    opportunities: {
      it: {
        title: "Information technology",
        paragraph:
          "A young, often multilingual workforce has made IT one of Kosovo's fastest-growing sectors. Software companies and outsourcing firms in Pristina work for clients across Europe and North America, and many founders learned the trade abroad before coming home.",
      },
      mining: {
        title: "Mining and energy resources",
        paragraph:
          "Kosovo has some of the largest lignite reserves in Europe and long-worked deposits of lead, zinc and silver around the Trepça mines near Mitrovica, as well as nickel mined and processed in the Drenica area. Modernising these industries, and developing cleaner energy alongside them, is a long-term task.",
      },
      agriculture: {
        title: "Agriculture and food",
        paragraph:
          "The fertile Kosovo and Dukagjin plains grow wheat, maize, vegetables and the peppers found on every table, while Rahovec and Suhareka are the heart of a wine region with a long tradition. Berries, mushrooms and wild herbs gathered in the mountains are exported, and food processing is growing.",
      },
      tourism: {
        title: "Tourism",
        paragraph:
          "Mountains, medieval monasteries, Ottoman old towns and low prices draw a growing number of visitors, on top of the diaspora who return every summer. Hiking and climbing in Rugova, skiing at Brezovica, city breaks in Pristina and Prizren, and wine tourism are all expanding.",
      },
    },
    reportButtonLabel: "View Economic Report",
  },
  electoralSystem: {
    title: "Electoral System",
    paragraphs: [
      "All 120 members of the Assembly are elected by proportional representation in a single nationwide district. You vote for a party or coalition list and can also mark the candidates you prefer on that list.",
      "A party needs at least 5 % of the vote to win seats. Parties of non-majority communities compete for their 20 guaranteed seats without that threshold. Regular elections are held every four years, and early elections have been frequent since independence.",
    ],
    bars: [
      {
        label: "Assembly seats",
        display: "120 seats",
      },
      {
        label: "Seats guaranteed for non-majority communities",
        display: "20 of 120 (16.7 %)",
      },
      {
        label: "Serb community",
        display: "10 of 120 (8.3 %)",
      },
      {
        label: "Other communities",
        display: "10 of 120 (8.3 %)",
      },
      {
        label: "Majority needed to elect a government",
        display: "61 of 120 (50.8 %)",
      },
      {
        label: "Majority needed to amend the constitution",
        display: "80 of 120 (two thirds)",
        note: "Including two thirds of the members holding community seats.",
      },
      {
        label: "Electoral threshold",
        display: "5 % of votes",
      },
    ],
  },
  governmentStructure: {
    legislative: {
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
    executive: {
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
    judicial: {
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
  },
  internationalRelations: {
    title: "International Relations",
    recognition: {
      title: "Recognition status",
      paragraphs: [
        "Kosovo declared independence on 17 February 2008. It has since been recognised by more than 100 UN member states, including the United States and most members of the European Union. Serbia does not recognise it, nor do several other states — among them Russia, China and five EU members (Spain, Greece, Cyprus, Romania and Slovakia).",
        "Kosovo is not a member of the United Nations. In 2010 the International Court of Justice found in an advisory opinion that the declaration of independence did not violate international law. A NATO-led peacekeeping force (KFOR) and an EU rule-of-law mission (EULEX) remain present.",
      ],
    },
    organizationsTitle: "International organizations",
    organizations: {
      imf: {
        name: "International Monetary Fund",
        note: "Kosovo's first membership in a major international financial institution.",
      },
      "world-bank": {
        name: "World Bank Group",
        note: "Joined together with the IMF; the Bank funds projects in energy, education and more.",
      },
      ebrd: {
        name: "European Bank for Reconstruction and Development",
        note: "Invests in private business, infrastructure and energy efficiency.",
      },
      ceb: {
        name: "Council of Europe Development Bank",
        note: "A social development bank; membership does not mean membership of the Council of Europe itself.",
      },
      ioc: {
        name: "International Olympic Committee",
        note: "The Olympic Committee of Kosovo was fully recognised in 2014; Kosovo's athletes made their Olympic debut under their own flag at Rio 2016.",
      },
      uefa: {
        name: "UEFA",
        note: "Kosovo's national football teams play in European competitions.",
      },
      fifa: {
        name: "FIFA",
        note: "Admitted shortly after UEFA; the men's team has played World Cup qualifiers since 2016.",
      },
      eu: {
        name: "European Union",
        note: "Kosovo applied for membership in December 2022.",
      },
      "council-of-europe": {
        name: "Council of Europe",
        note: "Kosovo applied in 2022; the application was still pending at the time of writing.",
      },
      un: {
        name: "United Nations",
        note: "Membership would need a Security Council recommendation, which has not been possible.",
      },
      nato: {
        name: "NATO",
        note: "The NATO-led KFOR mission has kept the peace in Kosovo since 1999.",
      },
    },
    agreementsTitle: "Key agreements",
    agreements: {
      "stabilisation-and-association-agreement": {
        name: "Stabilisation and Association Agreement with the EU",
        description:
          "Kosovo's first contractual agreement with the EU, in force since April 2016: it opens trade and sets out the reforms on the road to membership.",
      },
      "eu-visa-liberalisation": {
        name: "EU visa liberalisation",
        description:
          "Since 1 January 2024 holders of Kosovo passports can visit the Schengen area without a visa for up to 90 days in any 180-day period.",
      },
      "brussels-agreement": {
        name: "Brussels Agreement",
        description:
          "The first agreement on normalising relations between Kosovo and Serbia, reached in EU-facilitated talks in April 2013. Parts, such as integrating police and courts in the north, have been carried out; others remain open.",
      },
      cefta: {
        name: "Central European Free Trade Agreement (CEFTA 2006)",
        description:
          "The regional free-trade area of the Western Balkans and Moldova, which Kosovo joined through the UN mission (UNMIK) and takes part in today.",
      },
    },
  },
  membershipStatusLabels: {
    member: "Member",
    "potential-candidate": "Potential Candidate",
    "not-member": "Not a Member",
  },
  officialSources: [
    {
      label: "Kosovo Agency of Statistics",
    },
    {
      label: "World Bank in Kosovo",
    },
    {
      label: "Central Bank of the Republic of Kosovo",
    },
  ],
  stateInfoMeta: {
    title: "Government and Politics",
    description:
      "How Kosovo is governed: the Assembly, President, Government and courts, its electoral system, international relations and the shape of its economy.",
    heading: "Government and Politics",
    intro:
      "Kosovo is a parliamentary republic. Its 2008 constitution gives strong guarantees to non-majority communities, and its politics are shaped by the search for wider international recognition and closer ties with the European Union.",
    backLink: {
      label: "Back to About Kosovo",
    },
  },
};
