/** Strings of /what-to-do (SPEC 2.17). Activity and season texts live in app/content/activities.ts. */
export default {
  meta: {
    title: "What To Do · Explore Kosovo",
    description:
      "Things to do in Kosovo by interest: hiking in Rugova, wine in Rahovec, Prizren's old town, film festivals, caves, skiing and adventure, season by season.",
  },
  hero: {
    eyebrow: "Things to do in Kosovo",
    title: "What To Do in Kosovo",
    text: "Gorges and high pastures, old bazaars and monasteries, wine cellars, festivals and ski runs: pick what you love and we'll show you where to find it.",
    quickLabel: "Jump to a category",
  },
  find: {
    title: "Find Things To Do",
    intro: "Choose an interest to see our favourite ways to spend a day in Kosovo.",
    tabsLabel: "Activity categories",
    count: "{count} activities",
    countOne: "1 activity",
  },
  card: {
    location: "Location",
    tags: "Tags",
  },
  empty: {
    title: "Nothing to book here, and that's the point",
    text: "Kosovo's slow days don't need a ticket. Stay in a mountain guesthouse, linger over wine where it's made, or spend an afternoon over macchiatos in Pristina.",
    guesthouses: "Where to stay: mountain guesthouses",
    wine: "Wine tasting in Rahovec",
    cafes: "Read about Pristina's café culture",
  },
  top: {
    title: "Top Experiences",
    intro: "Three days out that our readers remember longest.",
    loading: "Loading top experiences",
  },
  seasons: {
    title: "Seasonal Activities",
    intro:
      "Kosovo has four distinct seasons, each with its own reasons to come. Here's what each one is best for.",
    highlights: "Highlights in {season}",
  },
  exploreAll: "Explore All Activities",
};
