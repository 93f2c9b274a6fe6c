import { z } from "zod";
import { paths } from "../lib/paths.ts";
import {
  CHECKED_2026_11_26,
  infoPageMetaSchema,
  paragraphsSchema,
  slugSchema,
  source,
} from "./schema.ts";

/** Essential visitor information (SPEC 2.10): a static page reached from /about. */

export const generalInfoMeta = infoPageMetaSchema.parse({
  title: "Essential Visitor Information",
  description:
    "Practical facts for your trip to Kosovo: languages and useful Albanian phrases, money and cards, emergency numbers, health, safety and local SIM cards.",
  heading: "Essential Visitor Information",
  intro:
    "Everything you want to know before you land: what people speak, how you pay, which numbers to call and how to stay connected.",
  backLink: { label: "Back to About Kosovo", href: paths.about() },
  lastChecked: CHECKED_2026_11_26,
  sources: [
    source(
      "https://ame.rks-gov.net/post/en-us/76/Appeal%20to%20the%20citizens%20of%20Kosovo%20for%20vigilance%20against%20arson",
      "Emergency numbers 112, 192, 193, 194 — Emergency Management Agency of Kosovo",
    ),
    source(
      "https://www.gov.uk/foreign-travel-advice/kosovo",
      "Foreign travel advice: Kosovo — GOV.UK",
    ),
    source(
      "https://www.rferl.org/a/kosovo-emergency-number-life-death192-112-092/29736602.html",
      "Kosovo Emergency! What's That Number Again? — RFE/RL",
    ),
  ],
});

// ---------------------------------------------------------------------------
// Quick reference

export const quickReferenceIds = [
  "languages",
  "currency",
  "phone-code",
  "electricity",
  "safety",
  "emergency",
  "tipping",
  "local-time",
] as const;

export const quickReferenceItemSchema = z.object({
  id: z.enum(quickReferenceIds),
  label: z.string(),
  value: z.string().min(2),
  detail: z.string().min(10),
});
export type QuickReferenceItem = z.infer<typeof quickReferenceItemSchema>;

export const quickReference = z
  .array(quickReferenceItemSchema)
  .length(quickReferenceIds.length)
  .parse([
    {
      id: "languages",
      label: "Languages",
      value: "Albanian, Serbian",
      detail:
        "Both are official. English is common among young people; German is widely understood.",
    },
    {
      id: "currency",
      label: "Currency",
      value: "Euro (€)",
      detail: "ATMs in every town; carry cash for villages and markets.",
    },
    {
      id: "phone-code",
      label: "Phone code",
      value: "+383",
      detail: "Prepaid SIM cards from Vala and IPKO cost 5–10 €.",
    },
    {
      id: "electricity",
      label: "Electricity",
      value: "230 V / 50 Hz",
      detail: "Plug types C and F, the same two-pin plugs as most of continental Europe.",
    },
    {
      id: "safety",
      label: "Safety",
      value: "Generally safe",
      detail: "Take normal precautions; traffic is the main risk for visitors.",
    },
    {
      id: "emergency",
      label: "Emergency number",
      value: "112",
      detail: "Ambulance 194, police 192, fire 193.",
    },
    {
      id: "tipping",
      label: "Tipping",
      value: "5–10 %",
      detail: "Round up in cafés; leave 5–10 % in restaurants for good service.",
    },
    {
      id: "local-time",
      label: "Local time",
      value: "CET",
      detail: "GMT+1 in winter, GMT+2 in summer (daylight saving as in the EU).",
    },
  ]);

// ---------------------------------------------------------------------------
// Language and communication

export const phraseSchema = z.object({
  albanian: z.string(),
  english: z.string(),
  pronunciation: z.string(),
});
export type Phrase = z.infer<typeof phraseSchema>;

export const englishLevels = ["Excellent", "Good", "Variable", "Basic", "Limited"] as const;
export type EnglishLevel = (typeof englishLevels)[number];

export const englishSpokenSchema = z.object({
  place: z.string().min(5),
  level: z.enum(englishLevels),
});

export const languageSectionSchema = z.object({
  title: z.string(),
  paragraphs: paragraphsSchema,
  phrasesTitle: z.string(),
  phrases: z.array(phraseSchema).min(10).max(12),
  englishTitle: z.string(),
  englishSpoken: z.array(englishSpokenSchema).min(4),
  tipsTitle: z.string(),
  tips: z.array(z.string().min(20)).min(3),
  resourcesTitle: z.string(),
  translationResources: z.array(z.string().min(20)).min(2),
});
export type LanguageSection = z.infer<typeof languageSectionSchema>;

export const languageSection = languageSectionSchema.parse({
  title: "Language and Communication",
  paragraphs: [
    "Albanian and Serbian are Kosovo's official languages, and Turkish, Bosnian and Romani are official in the municipalities where those communities live. Albanian is what you will hear in most of the country; Serbian is spoken in Gračanica, Štrpce / Shtërpcë around Brezovica and the north. Road signs usually give place names in both forms — Pristina / Prishtinë / Priština.",
    "Many Kosovars have worked or studied in Germany, Switzerland or Austria, so if English fails, German often works.",
  ],
  phrasesTitle: "Useful Albanian phrases",
  phrases: [
    { albanian: "Përshëndetje", english: "Hello", pronunciation: "puhr-shuhn-DEHT-yeh" },
    { albanian: "Mirëdita", english: "Good day", pronunciation: "meer-uh-DEE-tah" },
    { albanian: "Mirëmbrëma", english: "Good evening", pronunciation: "meer-uhm-BRUH-mah" },
    { albanian: "Faleminderit", english: "Thank you", pronunciation: "fah-leh-meen-DEH-reet" },
    { albanian: "Ju lutem", english: "Please", pronunciation: "yoo LOO-tehm" },
    { albanian: "Po / Jo", english: "Yes / No", pronunciation: "poh / yoh" },
    { albanian: "Më falni", english: "Excuse me / Sorry", pronunciation: "muh FAHL-nee" },
    { albanian: "Sa kushton?", english: "How much is it?", pronunciation: "sah koosh-TOHN" },
    { albanian: "Ku është…?", english: "Where is…?", pronunciation: "koo UHSH-tuh" },
    {
      albanian: "A flisni anglisht?",
      english: "Do you speak English?",
      pronunciation: "ah FLEES-nee ahn-GLEESHT",
    },
    { albanian: "Gëzuar!", english: "Cheers!", pronunciation: "guh-ZOO-ahr" },
    { albanian: "Mirupafshim", english: "Goodbye", pronunciation: "meer-oo-PAHF-sheem" },
  ],
  englishTitle: "Where English is spoken",
  englishSpoken: [
    { place: "Hotels, hostels and tour operators", level: "Excellent" },
    { place: "Young people in Pristina, Prizren and Peja", level: "Good" },
    { place: "Cafés and restaurants in city centres", level: "Good" },
    { place: "Taxi drivers and bus stations", level: "Variable" },
    { place: "Shops and markets outside the centres", level: "Basic" },
    { place: "Older people and rural villages", level: "Limited" },
  ],
  tipsTitle: "Tips",
  tips: [
    "A greeting in Albanian — even just “Mirëdita” — is always appreciated and often opens a conversation.",
    "In Serb-majority places such as Gračanica, “Zdravo” (hello) and “Hvala” (thank you) are the words to use.",
    "Write down the address of your accommodation, in Albanian, to show taxi drivers.",
    "Ask hosts and guesthouse owners: they are the best source of local directions and often phone ahead for you.",
  ],
  resourcesTitle: "Translation resources",
  translationResources: [
    "Download Albanian (and Serbian, if you are heading north) to a translation app before you travel, so it works offline.",
    "A small Albanian phrasebook is handy in the mountains, where mobile signal can be patchy.",
    "Tourist information offices in the larger towns and your accommodation can help with phone calls and bookings in Albanian.",
  ],
});

// ---------------------------------------------------------------------------
// Money, health and connectivity

export const infoSectionSchema = z.object({
  id: slugSchema,
  title: z.string(),
  paragraphs: paragraphsSchema,
  items: z.array(z.string().min(10)).optional(),
});
export type InfoSection = z.infer<typeof infoSectionSchema>;

export const moneySection = infoSectionSchema.parse({
  id: "money-and-payments",
  title: "Money and Payments",
  paragraphs: [
    "Kosovo uses the euro, so if you come from the eurozone there is nothing to exchange. Prices are low by Western European standards, especially for coffee, meals and public transport.",
    "Cash still rules outside the cities: keep small notes and coins for buses, bakeries, markets and village guesthouses, where a 50 € note can be hard to change.",
  ],
  items: [
    "ATMs are widespread in towns; your own bank or the ATM may charge a fee for withdrawals.",
    "Cards are accepted in hotels, larger restaurants, supermarkets and petrol stations in the cities.",
    "Pay cash in villages, small cafés, markets and on intercity buses.",
    "Tipping: round up in cafés and leave 5–10 % in restaurants if you liked the service.",
    "Exchange offices in the cities change other currencies; compare the rate before you hand over money.",
  ],
});

export const emergencyNumberSchema = z.object({
  service: z.string(),
  number: z.string().regex(/^\d{3}$/),
});

export const healthSectionSchema = infoSectionSchema.extend({
  emergencyNumbers: z.array(emergencyNumberSchema).length(4),
});

export const healthSection = healthSectionSchema.parse({
  id: "healthcare-and-safety",
  title: "Healthcare and Safety",
  paragraphs: [
    "Kosovo is generally safe for visitors, and people are quick to help a lost traveller. Take the usual precautions with valuables in crowded places, and keep an eye on traffic: drivers can be impatient, and pavements are not always continuous.",
    "Pharmacies — barnatore in Albanian — are easy to find in every town, and pharmacists can advise on minor problems. The main public hospital is the University Clinical Centre in Pristina, and there are regional hospitals and private clinics in the larger towns.",
    "Tap water is generally drinkable in the cities, though many locals and visitors prefer bottled water, which is cheap and sold everywhere. In the mountains, ask your host before drinking from a spring.",
  ],
  items: [
    "Take out travel insurance with medical cover before you go; Kosovo is not in the EU, so a European Health Insurance Card is not valid here.",
    "Bring any prescription medicines you need, in their original packaging.",
    "In the mountains, weather changes fast: tell someone your route, and hire a local guide for the high peaks.",
    "A few remote border and mountain areas still have unexploded ordnance from past conflicts — stay on marked trails.",
    "In winter, smog from heating can make the air in Pristina poor on still days; people with asthma should check air-quality reports.",
  ],
  emergencyNumbers: [
    { service: "General emergency", number: "112" },
    { service: "Ambulance", number: "194" },
    { service: "Police", number: "192" },
    { service: "Fire", number: "193" },
  ],
});

export const simSection = infoSectionSchema.parse({
  id: "sim-cards",
  title: "Phones and SIM cards",
  paragraphs: [
    "A local prepaid SIM is the cheapest way to stay online. Vala and IPKO, the two main operators, sell tourist packages for about 5–10 €, with 5–10 GB of data valid for 1–2 weeks.",
    "Buy one at an operator shop in any town — bring your passport, as shops usually register it. Kosovo is not covered by EU roaming, so check your home plan before you use data on arrival.",
  ],
});

// ---------------------------------------------------------------------------
// FAQ (SPEC 2.10: a single-open accordion with five questions)

export const faqItemSchema = z.object({
  question: z.string().min(10).endsWith("?"),
  answer: z.string().min(60),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faq = z
  .array(faqItemSchema)
  .length(5)
  .parse([
    {
      question: "Do I need a visa to visit Kosovo?",
      answer:
        "Citizens of many countries, including EU member states, the UK, the USA, Canada and Australia, can stay up to 90 days without a visa. Your passport must be valid for the whole of your stay; some governments advise a longer margin. Rules change, so check the Ministry of Foreign Affairs before you book.",
    },
    {
      question: "Is Kosovo safe for tourists?",
      answer:
        "Yes, Kosovo is generally safe, and violent crime against visitors is rare. Take normal precautions, keep up with the news if you travel to the north, where tensions occasionally flare, and be careful on the roads.",
    },
    {
      question: "Can I pay by card everywhere?",
      answer:
        "Not everywhere. Hotels, larger restaurants and supermarkets in the cities take cards, but you will need cash for small cafés, markets, buses and villages. ATMs are easy to find in every town.",
    },
    {
      question: "Is the tap water safe to drink?",
      answer:
        "In the cities tap water is generally drinkable, though many people prefer bottled water, which costs little. If you are unsure — in a village or mountain hut — ask your host.",
    },
    {
      question: "Can I travel on to Serbia after visiting Kosovo?",
      answer:
        "It depends on how you entered Kosovo. Serbia does not recognise Kosovo's borders, and travellers who arrived from another country have at times been refused entry at the Kosovo–Serbia crossings. The rules have changed over the years, so check the official requirements before you plan this route.",
    },
  ]);
