/**
 * Vargjet e faqeve /plan, /plan/itinerary dhe /travel-guide në shqip. Pjesa hyrëse, opsionet e
 * planifikuesit, planet dhe skedat e udhërrëfyesit janë te app/content/plan.ts.
 */
export default {
  hero: {
    tilesLabel: "Udhëtimi me një shikim",
  },
  builder: {
    formLabel: "Udhëtimi juaj",
    month: "Muaji i udhëtimit",
    length: "Kohëzgjatja e udhëtimit",
    budget: "Buxheti",
    interests: "Interesat",
    interestsHint: "Ndalesat opsionale shfaqen kur përputhen me atë që zgjidhni.",
    update: "Përditësoni planin tim",
    summaryTitle: "{length} – {month}",
    price: "Rreth {price} për person (vlerësim)",
    itineraryTitle: "Itinerari juaj",
    itineraryCount: "{count} ndalesa për rreth {days} ditë",
    day: "Dita {day}",
    days: "Ditët {first}–{last}",
    optional: "Opsionale",
    matches: "Përputhet me interesat tuaja: {interests}",
    more: "Më shumë për: {title}",
    recommendationsTitle: "Rekomandime për muajin: {month}",
    fullItinerary: "Merrni itinerarin e plotë",
    downloadPdf: "Shkarkoni PDF",
    share: "Ndajeni këtë udhëtim",
    linkCopied: "Lidhja u kopjua",
    linkCopiedText: "Dërgojuani shokëve të udhëtimit: lidhja hap pikërisht këtë udhëtim.",
    copyFailed: "Lidhja nuk u kopjua dot",
    copyFailedText: "Kopjoni adresën nga shiriti i adresave të shfletuesit.",
  },
  estimate: {
    madeOf: "Nga se përbëhet vlerësimi",
    estimated: "Kosto e vlerësuar",
    perPerson: "për person, jo një ofertë",
    parts: {
      nights: "Akomodimi",
      food: "Ushqimi",
      transport: "Autobusët ndërqytetës",
      entries: "Hyrjet",
    },
    units: {
      nights: "{count} netë × {price}",
      nightsOne: "1 natë × {price}",
      food: "{count} ditë × {price}",
      foodOne: "1 ditë × {price}",
      transport: "{count} udhëtime × {price}",
      transportOne: "1 udhëtim × {price}",
    },
    entriesFree: "hyrja në vendet e këtij plani është falas",
    sources: "Çmime të zakonshme, sipas këtyre burimeve, të kontrolluara më {date}:",
  },
  tabs: {
    title: "Udhërrëfyesi juaj për Kosovën",
    intro:
      "Vizat, transporti, akomodimi, stinët, zakonet vendore, itinerare shembull dhe këshilla praktike, të gjitha në një vend.",
    label: "Temat e udhërrëfyesit",
    loading: "Po ngarkohen udhërrëfyesit",
  },
  itinerary: {
    metaTitle: "Itinerari juaj · Planifikoni udhëtimin · Explore Kosovo",
    metaDescription:
      "Itinerari juaj ditë pas dite në Kosovë, me çmimin, ndalesat, rekomandimet për muajin dhe këshilla praktike, gati për ta printuar ose ruajtur si PDF.",
    eyebrow: "Itinerari juaj në Kosovë",
    title: "{length} – {month}",
    choices: "Zgjedhjet tuaja",
    month: "Muaji",
    length: "Kohëzgjatja e udhëtimit",
    budget: "Buxheti",
    interests: "Interesat",
    noInterests: "Asnjë i zgjedhur",
    price: "Kosto e vlerësuar",
    dayByDay: "Ditë pas dite",
    goodToKnow: "Mirë është të dini",
    print: "Printoni ose ruajeni si PDF",
    edit: "Ndryshoni këtë udhëtim",
    generated:
      "Çmimet janë për person, në euro, pa biletat e avionit. Kontrolloni oraret në vend para se të niseni.",
  },
  guide: {
    metaTitle: "Udhërrëfyesi i udhëtimit · Planifikoni udhëtimin · Explore Kosovo",
    metaDescription:
      "Udhërrëfyesi i Explore Kosovo për printim: vizat, si të vini, ku të qëndroni, kur të vini, kultura, itinerare dhe numrat e urgjencës.",
    eyebrow: "Explore Kosovo",
    title: "Udhërrëfyesi i udhëtimit në Kosovë",
    intro:
      "Gjithçka nga faqet tona të planifikimit në një udhërrëfyes për printim. Printojeni, ose zgjidhni “Ruaj si PDF” në dritaren e printimit për ta mbajtur në telefon.",
    atAGlance: "Me një shikim",
    contents: "Përmbajtja",
    print: "Printoni ose ruajeni si PDF",
    back: "Kthehuni te “Planifikoni udhëtimin”",
  },
  interests: {
    Culture: "Kulturë",
    Nature: "Natyrë",
    Adventure: "Aventurë",
    Relaxation: "Çlodhje",
    Food: "Gastronomi",
  },
  durations: {
    "1 day": "1 ditë",
    "2 days": "2 ditë",
    "Half day": "Gjysmë dite",
  },
};
