/** Strings of the saved list (PRODUCT B2): Save buttons, the header badge, /saved. */
export default {
  button: {
    save: "Save",
    saved: "Saved",
    saveLabel: "Save {name}",
    removeLabel: "Remove {name} from saved",
  },
  toast: {
    saved: "Saved",
    removed: "Removed from saved",
    storageFailed: "Your browser did not keep this change; it may be in private mode.",
  },
  badge: {
    label: "Saved places: {count}",
  },
  types: {
    destination: "Destinations",
    place: "Places",
    city: "Cities",
    attraction: "Attractions",
    experience: "Experiences",
    event: "Events",
  },
  page: {
    title: "Saved places",
    metaTitle: "Saved places · Explore Kosovo",
    metaDescription:
      "The destinations, attractions, experiences and events you saved while exploring Kosovo, kept only in this browser.",
    intro:
      "Everything you save is kept in this browser only — no account, nothing sent to us. Print the list to take it with you.",
    count: "{count} saved",
    countOne: "1 saved",
    print: "Print list",
    remove: "Remove",
    removeLabel: "Remove {name} from saved",
    emptyTitle: "Nothing saved yet",
    emptyText:
      "Use the Save button or the heart on destinations, attractions, experiences and events to keep them here.",
    emptyNoScript:
      "Your saved places are kept by JavaScript in this browser; turn it on to see them.",
    browse: "Browse destinations",
    browseAttractions: "See attractions",
    browseEvents: "See upcoming events",
    printTitle: "My saved places in Kosovo",
    printedFrom: "Printed from {site}",
    open: "Open",
  },
};
