/**
 * Strings of /plan, /plan/itinerary and /travel-guide (SPEC 2.12). The hero, the builder's
 * options, the plans and the guide tabs live in app/content/plan.ts.
 */
export default {
  hero: {
    tilesLabel: "Trip facts at a glance",
  },
  builder: {
    formLabel: "Your trip",
    month: "Travel month",
    length: "Trip length",
    budget: "Budget",
    interests: "Interests",
    interestsHint: "Optional stops appear when they match what you choose.",
    update: "Update my plan",
    summaryTitle: "{length} in {month}",
    price: "About {price} per person (estimate)",
    itineraryTitle: "Your itinerary",
    itineraryCount: "{count} stops over about {days} days",
    day: "Day {day}",
    days: "Days {first}–{last}",
    optional: "Optional",
    matches: "Matches your interests: {interests}",
    more: "More about {title}",
    recommendationsTitle: "Recommendations for {month}",
    fullItinerary: "Get Full Itinerary",
    downloadPdf: "Download PDF",
    share: "Share this trip",
    linkCopied: "Link copied",
    linkCopiedText: "Send it to your travel companions: the link opens this exact trip.",
    copyFailed: "Could not copy the link",
    copyFailedText: "Copy the address from your browser's address bar instead.",
  },
  estimate: {
    madeOf: "What the estimate is made of",
    estimated: "Estimated cost",
    perPerson: "per person, not an offer",
    parts: {
      nights: "Accommodation",
      food: "Food",
      transport: "Intercity buses",
      entries: "Entrance fees",
    },
    units: {
      nights: "{count} nights × {price}",
      nightsOne: "1 night × {price}",
      food: "{count} days × {price}",
      foodOne: "1 day × {price}",
      transport: "{count} rides × {price}",
      transportOne: "1 ride × {price}",
    },
    entriesFree: "the sights on this plan are free to enter",
    sources: "Typical prices as published by these sources, checked {date}:",
  },
  tabs: {
    title: "Your Kosovo Travel Guide",
    intro:
      "Visas, transport, places to stay, the seasons, local customs, sample itineraries and practical tips, all in one place.",
    label: "Travel guide topics",
    loading: "Loading the travel guides",
  },
  itinerary: {
    metaTitle: "Your Itinerary · Plan Your Trip · Explore Kosovo",
    metaDescription:
      "Your day-by-day Kosovo itinerary with price, stops, month recommendations and practical tips, ready to print or save as a PDF.",
    eyebrow: "Your Kosovo itinerary",
    title: "{length} in {month}",
    choices: "Your choices",
    month: "Month",
    length: "Trip length",
    budget: "Budget",
    interests: "Interests",
    noInterests: "None selected",
    price: "Estimated cost",
    dayByDay: "Day by day",
    goodToKnow: "Good to know",
    print: "Print or save as PDF",
    edit: "Change this trip",
    generated:
      "Prices are per person in euros, excluding flights. Check opening times locally before you go.",
  },
  guide: {
    metaTitle: "Travel Guide · Plan Your Trip · Explore Kosovo",
    metaDescription:
      "The printable Explore Kosovo travel guide: visas, getting here, where to stay, when to visit, culture, itineraries and emergency numbers.",
    eyebrow: "Explore Kosovo",
    title: "Kosovo Travel Guide",
    intro:
      "Everything from our planning pages in one printable guide. Print it, or choose “Save as PDF” in the print dialog to keep it on your phone.",
    atAGlance: "At a glance",
    contents: "Contents",
    print: "Print or save as PDF",
    back: "Back to Plan Your Trip",
  },
  interests: {
    Culture: "Culture",
    Nature: "Nature",
    Adventure: "Adventure",
    Relaxation: "Relaxation",
    Food: "Food",
  },
  durations: {
    "1 day": "1 day",
    "2 days": "2 days",
    "Half day": "Half day",
  },
};
