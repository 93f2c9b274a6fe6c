/** Strings of the map of every place (PRODUCT B9). */
export default {
  page: {
    title: "Map of Kosovo",
    metaTitle: "Map of Kosovo · Explore Kosovo",
    metaDescription:
      "Every destination, city, place and attraction in Kosovo on one map, with a list view and a filter by type. Each marker links to its page.",
    intro:
      "Every destination, city, place and attraction on our site. Pick a marker to open its page, or switch to the list.",
    viewLabel: "View",
    mapView: "Map",
    listView: "List",
    filterLabel: "Show",
    all: "All",
    apply: "Apply filter",
    count: "{count} on the map",
    countOne: "1 on the map",
    mapLabel: "Map of Kosovo with {count} places",
    outlineCredit:
      "Outline: Natural Earth (public domain). Positions are approximate on this drawing.",
    showStreetMap: "Show street map",
    streetMapConsent: "The street map loads map tiles from OpenStreetMap when you ask for it.",
    streetMapLabel: "Street map of Kosovo from OpenStreetMap",
    hideStreetMap: "Back to the drawn map",
    streetMapFailed: "The street map could not load. The drawn map and the list still work.",
    attribution: "© OpenStreetMap contributors",
    listTitle: "All places by type",
    noneOfType: "Nothing of this type yet.",
  },
  types: {
    destination: "Destinations",
    city: "Cities",
    place: "Places",
    attraction: "Attractions",
  },
  typeOne: {
    destination: "Destination",
    city: "City",
    place: "Place",
    attraction: "Attraction",
  },
};
