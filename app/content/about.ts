import { z } from "zod";
import { paths } from "../lib/paths.ts";
import { paragraphsSchema, slugSchema, source, sourcesSchema } from "./schema.ts";

/** The /about page (SPEC 2.8): quick facts, four tabs, the longer history and world heritage. */

const linkSchema = z.object({
  label: z.string().min(2),
  href: z.string().regex(/^(\/|https:\/\/)/),
});

export const aboutMetaSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(120).max(160),
  heading: z.string().min(5),
  intro: z.string().min(40),
  /** Where the quick facts and the tabs' figures come from. */
  sources: sourcesSchema,
});
export type AboutMeta = z.infer<typeof aboutMetaSchema>;

export const aboutMeta = aboutMetaSchema.parse({
  title: "About Kosovo",
  description:
    "Kosovo at a glance: capital, population, languages and currency, a short history from Dardania to today, its culture, landscapes and medieval monuments.",
  heading: "About Kosovo",
  intro:
    "A small, young country in the heart of the Balkans, with mountains on three sides, old bazaar towns, medieval monasteries and some of the liveliest cafés in Europe. Here are the facts you need before you go.",
  sources: [
    source("https://en.wikipedia.org/wiki/Kosovo", "Kosovo — Wikipedia"),
    source("https://en.wikipedia.org/wiki/Velika_Rudoka", "Velika Rudoka (2,660 m) — Wikipedia"),
    source("https://ask.rks-gov.net/", "Kosovo Agency of Statistics (2024 census)"),
    source(
      "https://whc.unesco.org/en/list/724",
      "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
    ),
  ],
});

export const quickFactSchema = z.object({
  id: slugSchema,
  label: z.string().min(2),
  value: z.string().min(2),
  note: z.string().min(10).optional(),
});
export type QuickFact = z.infer<typeof quickFactSchema>;

export const quickFacts = z
  .array(quickFactSchema)
  .length(9)
  .parse([
    { id: "capital", label: "Capital", value: "Pristina (Prishtina)" },
    {
      id: "population",
      label: "Population",
      value: "About 1.8 million",
      note: "The commonly quoted estimate. The 2024 census counted about 1.6 million residents; hundreds of thousands more Kosovars live abroad.",
    },
    { id: "area", label: "Area", value: "10,887 km²" },
    {
      id: "currency",
      label: "Currency",
      value: "Euro (€)",
      note: "Used since 2002; Kosovo is not a member of the eurozone.",
    },
    {
      id: "independence",
      label: "Independence",
      value: "Declared 17 February 2008",
    },
    {
      id: "highest-point",
      label: "Highest point",
      value: "2,660 m, Velika Rudoka",
      note: "On the border with North Macedonia in the Sharr Mountains. Gjeravica / Đeravica (2,656 m), above Deçan and Junik, was long given as the highest.",
    },
    {
      id: "time-zone",
      label: "Time zone",
      value: "CET (GMT+1, summer GMT+2)",
    },
    { id: "phone-code", label: "Phone code", value: "+383" },
    {
      id: "languages",
      label: "Official languages",
      value: "Albanian and Serbian",
      note: "Turkish, Bosnian and Romani also have official status in the municipalities where those communities live.",
    },
  ]);

export const aboutTabIds = ["overview", "history", "culture", "geography"] as const;

export const aboutTabSchema = z.object({
  id: z.enum(aboutTabIds),
  label: z.string().min(3),
  title: z.string().min(5),
  paragraphs: paragraphsSchema.min(2).max(4),
  highlights: z.array(z.string().min(5)).min(3).max(8).optional(),
  links: z.array(linkSchema).optional(),
});
export type AboutTab = z.infer<typeof aboutTabSchema>;

export const aboutTabs = z
  .array(aboutTabSchema)
  .length(4)
  .parse([
    {
      id: "overview",
      label: "Overview",
      title: "Kosovo at a glance",
      paragraphs: [
        "Kosovo is a landlocked country in the central Balkans, bordered by Albania, North Macedonia, Montenegro and Serbia. It is small — you can drive from Pristina in the east to Peja in the west in about an hour and a half — yet it packs high mountains, river gorges, wine country and old Ottoman towns into that short distance.",
        "Most people are Albanian, and Kosovo is also home to Serb, Bosniak, Turkish, Roma, Ashkali, Egyptian and Gorani communities. It has one of the youngest populations in Europe, which you will notice in the full cafés, the student crowds of Pristina and the summer festivals.",
        "The Assembly declared independence on 17 February 2008. More than 100 UN member states recognise Kosovo; others, including Serbia, do not, and Kosovo is not a member of the United Nations. For a visitor, what matters day to day is simple: you pay in euros, dial +383, and are met with a strong tradition of hospitality.",
      ],
      highlights: [
        "Capital and largest city: Pristina",
        "Borders Albania, North Macedonia, Montenegro and Serbia",
        "38 municipalities, from Dragash in the south to Leposavić in the north",
        "Currency: euro; phone code +383; time zone CET",
      ],
      links: [
        { label: "Explore the cities", href: paths.cities() },
        { label: "Browse destinations", href: paths.destinations() },
      ],
    },
    {
      id: "history",
      label: "History",
      title: "Layers of history",
      paragraphs: [
        "In antiquity the land belonged to the Dardanians, and later to the Roman province that took their name; the ruins of Roman Ulpiana lie just outside Pristina. In the Middle Ages the region was at the heart of the Serbian medieval state, which built the monasteries of Dečani, Gračanica and the Patriarchate of Peć.",
        "After the Battle of Kosovo in 1389, the Ottoman Empire took control for more than four centuries, and towns like Prizren, Pristina and Gjakova grew around bazaars, mosques and hammams. In 1878 the League of Prizren gave voice to the Albanian national movement.",
        "In the 20th century Kosovo became part of Serbia and then Yugoslavia. The loss of its autonomy in 1989, the war of 1998–99 and the years of UN administration that followed led to the declaration of independence in 2008.",
      ],
      highlights: [
        "Ulpiana: a Roman city near today's Gračanica",
        "Medieval monasteries inscribed by UNESCO",
        "Ottoman bazaars in Prizren, Gjakova and Peja",
        "League of Prizren, 1878",
        "Declaration of independence, 17 February 2008",
      ],
    },
    {
      id: "culture",
      label: "Culture",
      title: "Culture and everyday life",
      paragraphs: [
        "Hospitality sits at the centre of life here. Guests are offered coffee or tea within minutes of arriving, and the old custom of besa — keeping your word — is still spoken of with pride. In Pristina the café is the living room of the city: order a macchiato and you will soon see why locals claim it as their own.",
        "Traditional music is carried by the two-stringed çifteli and the one-stringed lahuta, which accompanies epic songs. Food is hearty and generous: flija, built up layer by layer under a hot lid, cheese and spinach pies, grilled qebapa, peppers with cream, and wine from the vineyards around Rahovec.",
        "Religious life is varied. Most Kosovars are Muslim; there are Serbian Orthodox monasteries and churches, and Catholic communities in Prizren, Gjakova and Klina. You can hear the call to prayer from a 15th-century mosque in Pristina and church bells in Gračanica on the same afternoon.",
        "Culture here is also very contemporary: DokuFest fills Prizren's riverside cinemas every August, and Majlinda Kelmendi's judo gold at the 2016 Rio Olympics — Kosovo's first Olympic medal — is remembered by everyone.",
      ],
      highlights: [
        "Coffee culture and the famous macchiato",
        "Flija, pite and grilled qebapa",
        "Çifteli and lahuta folk music",
        "DokuFest documentary film festival in Prizren",
      ],
      links: [{ label: "Essential visitor information", href: paths.generalInfo() }],
    },
    {
      id: "geography",
      label: "Geography",
      title: "Mountains, plains and rivers",
      paragraphs: [
        "Kosovo covers 10,887 km². Two broad plains form its heart — the Kosovo plain around Pristina in the east and the Dukagjin plain around Peja, Gjakova and Prizren in the west — and mountains ring them on almost every side: the Accursed Mountains (Bjeshkët e Nemuna) in the west, the Sharr Mountains in the south and the Kopaonik range in the north.",
        "The highest point is Velika Rudoka (2,660 m), on the border with North Macedonia; Gjeravica / Đeravica (2,656 m), near the Albanian border above Deçan, was long given as the highest. Rivers leave Kosovo for three seas: the White Drin flows to the Adriatic, the Ibar and Sitnica drain towards the Danube and the Black Sea, and the Lepenc joins the Vardar on its way to the Aegean.",
        "The climate is continental, with warm summers and cold, snowy winters in the mountains; the south-west around Prizren and Gjakova feels a little of the Mediterranean. Two national parks protect the wildest country: Bjeshkët e Nemuna in the west and Sharri in the south.",
      ],
      highlights: [
        "Rugova Gorge west of Peja",
        "Mirusha waterfalls and pools",
        "Gadime marble cave near Lipjan",
        "Brezovica ski area in the Sharr Mountains",
      ],
      links: [
        { label: "Government and politics", href: paths.stateInfo() },
        { label: "Getting here and around", href: paths.transport() },
      ],
    },
  ]);

export const historySectionSchema = z.object({
  id: slugSchema,
  heading: z.string().min(5),
  period: z.string().min(4),
  paragraphs: paragraphsSchema.max(2),
});
export type HistorySection = z.infer<typeof historySectionSchema>;

export const fullHistorySchema = z.object({
  title: z.string().min(5),
  intro: z.string().min(40),
  sections: z.array(historySectionSchema).min(6).max(10),
  /** Where the dates and figures come from; shown under the history. */
  sources: sourcesSchema,
});
export type FullHistory = z.infer<typeof fullHistorySchema>;

export const fullHistory = fullHistorySchema.parse({
  title: "A short history of Kosovo",
  sources: [
    source("https://en.wikipedia.org/wiki/History_of_Kosovo", "History of Kosovo — Wikipedia"),
    source(
      "http://www.hlc-rdc.org/?p=12831&lang=de",
      "Kosovo Memory Book: 13,526 killed or missing, 1998–2000 (as of February 2013) — Humanitarian Law Center",
    ),
    source(
      "https://whc.unesco.org/en/list/724",
      "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
    ),
    source("https://en.wikipedia.org/wiki/Attack_on_Prekaz", "Attack on Prekaz — Wikipedia"),
  ],
  intro:
    "Kosovo's past is shared by several peoples and told in more than one way. This overview sticks to what historians broadly agree on, from the Roman towns to the country you visit today.",
  sections: [
    {
      id: "antiquity",
      heading: "Dardania and the Romans",
      period: "Antiquity – 6th century",
      paragraphs: [
        "In antiquity the region was home to the Dardanians, a Balkan people whom ancient writers counted variously among the Illyrians and the Thracians. After the Roman conquest it became part of the province of Moesia, and around the end of the 3rd century a separate province of Dardania was created. Mines around the region produced silver and lead for the empire.",
        "The largest Roman town was Ulpiana, just south-east of today's Pristina near Gračanica. Damaged by an earthquake in the early 6th century, it was rebuilt by Emperor Justinian as Iustiniana Secunda. Its excavated walls, basilica and necropolis can be visited today.",
      ],
    },
    {
      id: "early-middle-ages",
      heading: "Byzantium, Bulgaria and Serbia",
      period: "6th – 14th century",
      paragraphs: [
        "Slavic groups settled in the Balkans from the 6th and 7th centuries, and for several hundred years the region passed between Byzantine and Bulgarian rule. From the late 12th century it became part of the Serbian medieval state of the Nemanjić dynasty, and in the 13th and 14th centuries it lay at that state's political and religious heart.",
        "This is the period of the great monasteries: the Patriarchate of Peć, seat of the Serbian Orthodox Church, the monastery of Visoki Dečani and the church of Gračanica, along with Our Lady of Ljeviš in Prizren. Mining towns such as Novo Brdo grew rich on silver. Records of the time also mention Albanian and Vlach communities living in the region.",
      ],
    },
    {
      id: "battle-of-kosovo",
      heading: "The Battle of Kosovo",
      period: "1389",
      paragraphs: [
        "In June 1389 a Christian coalition led by the Serbian Prince Lazar met the Ottoman army of Sultan Murad I on the Kosovo plain near Pristina. Both rulers were killed. The battle did not end Serbian rule at once, but within the next seventy years — Novo Brdo fell in 1455 — the region came fully under Ottoman control. The battle holds a central place in Serbian tradition and memory.",
      ],
    },
    {
      id: "ottoman-era",
      heading: "Four centuries of Ottoman rule",
      period: "15th century – 1912",
      paragraphs: [
        "Under the Ottomans, towns such as Prizren, Pristina, Peja and Gjakova grew around covered bazaars, caravanserais, mosques and hammams, many of which still stand. Over time a large part of the Albanian population became Muslim, while Orthodox and Catholic communities continued. During the Austro-Ottoman war of the late 17th century, many Serbs left the region in 1690, an exodus remembered as the Great Migration.",
        "In 1878 Albanian leaders met in Prizren to form the League of Prizren, which defended Albanian-inhabited lands during the redrawing of Balkan borders and became a milestone of the Albanian national movement. Albanian uprisings against Ottoman rule followed in the early 1910s.",
      ],
    },
    {
      id: "twentieth-century",
      heading: "Serbia and Yugoslavia",
      period: "1912 – 1989",
      paragraphs: [
        "In the Balkan Wars of 1912–13 the region was taken by Serbia and Montenegro, and after the First World War it became part of the Kingdom of Serbs, Croats and Slovenes, later Yugoslavia. During the Second World War most of it was attached to Italian-controlled Albania, while the north was occupied by Germany and a smaller area in the east by Bulgaria.",
        "In socialist Yugoslavia Kosovo was an autonomous region and then a province of Serbia. The 1974 constitution gave it wide self-government, close to that of the Yugoslav republics, and the University of Pristina opened around 1970. Tensions grew in the 1980s, beginning with student protests in 1981.",
      ],
    },
    {
      id: "nineties",
      heading: "Lost autonomy and peaceful resistance",
      period: "1989 – 1997",
      paragraphs: [
        "In 1989 Serbia, under Slobodan Milošević, revoked most of Kosovo's autonomy. Tens of thousands of Albanians lost their jobs in public institutions. Led by the writer Ibrahim Rugova, the Albanian majority answered with peaceful resistance and a parallel system of schools, health care and elections, with many classes held in private homes.",
      ],
    },
    {
      id: "war",
      heading: "The war of 1998–99",
      period: "1998 – 1999",
      paragraphs: [
        "In 1998 fighting broke out between the Kosovo Liberation Army and Yugoslav and Serbian forces. Civilians suffered most: villages were destroyed, killings such as the one in Reçak / Račak in January 1999 shocked the world, and after peace talks in Rambouillet failed, NATO began air strikes against Yugoslavia on 24 March 1999.",
        "During the 78 days of the campaign hundreds of thousands of Kosovo Albanians were expelled or fled. By February 2013 the Kosovo Memory Book project of the Humanitarian Law Center had documented 13,526 people killed or missing in connection with the war between 1998 and the end of 2000, most of them Albanians, along with Serbs, Roma and members of other communities. After June 1999 many Serbs, Roma and others left Kosovo in turn, and some have not returned.",
      ],
    },
    {
      id: "un-administration",
      heading: "Under UN administration",
      period: "1999 – 2008",
      paragraphs: [
        "UN Security Council Resolution 1244 of June 1999 placed Kosovo under a UN mission (UNMIK), with the NATO-led KFOR force keeping the peace. Kosovo's own institutions — an Assembly, a President and a Government — were built up step by step from 2001. Violence in March 2004 damaged homes, churches and monasteries and showed how fragile the peace still was. UN-led talks on Kosovo's final status from 2006 ended without agreement between Pristina and Belgrade.",
      ],
    },
    {
      id: "independence",
      heading: "Independence and recognition",
      period: "2008 – today",
      paragraphs: [
        "On 17 February 2008 the Assembly declared Kosovo independent, and a new constitution came into force in June that year with strong guarantees for non-majority communities. In 2010 the International Court of Justice gave an advisory opinion that the declaration did not violate international law.",
        "Recognition remains partial: more than 100 UN member states recognise Kosovo, while Serbia and several others, including five EU member states, do not, and Kosovo is not a member of the UN. Since 2011 Kosovo and Serbia have held EU-facilitated talks on normalising their relations, which produced the Brussels Agreement of 2013.",
      ],
    },
    {
      id: "today",
      heading: "Kosovo today",
      period: "Today",
      paragraphs: [
        "Today Kosovo is a young parliamentary republic with a large diaspora, especially in Germany and Switzerland, whose summer homecomings fill the roads every July and August. It applied to join the European Union in 2022, and since 1 January 2024 its citizens can travel to the Schengen area without a visa. For visitors, it is a place where the layers of this history sit side by side, often within one walk through an old town.",
      ],
    },
  ],
});

export const worldHeritageSchema = z.object({
  title: z.string().min(5),
  text: paragraphsSchema.max(3),
  sites: z.array(z.object({ name: z.string(), place: z.string(), built: z.string() })).length(4),
  url: z.url(),
  linkLabel: z.string().min(3),
});
export type WorldHeritage = z.infer<typeof worldHeritageSchema>;

export const worldHeritage = worldHeritageSchema.parse({
  title: "Medieval Monuments in Kosovo",
  text: [
    "Four Serbian Orthodox churches and monasteries form a UNESCO World Heritage Site: the Dečani Monastery was inscribed in 2004, and the site was extended in 2006 to include the Patriarchate of Peć, the church of Our Lady of Ljeviš in Prizren and the Gračanica Monastery. Their frescoes, painted from the 13th century onwards, show the meeting of Byzantine and Romanesque traditions in the Balkans.",
    "Since 2006 UNESCO has also listed the site as World Heritage in Danger. The monasteries are active religious communities: visitors are welcome, but dress modestly, keep your voice down and ask before taking photographs inside.",
  ],
  sites: [
    { name: "Visoki Dečani Monastery", place: "near Deçan / Dečani", built: "1327–1335" },
    { name: "Patriarchate of Peć", place: "Peja / Peć", built: "13th–14th century" },
    { name: "Our Lady of Ljeviš", place: "Prizren", built: "early 14th century" },
    { name: "Gračanica Monastery", place: "Gračanica, near Pristina", built: "about 1321" },
  ],
  url: "https://whc.unesco.org/en/list/724",
  linkLabel: "Learn More",
});
