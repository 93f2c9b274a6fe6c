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
  keep: {
    button: "Keep offline",
    buttonHint: "Store this page, the places it links to and their pictures on this device.",
    measuring: "Measuring what to store…",
    sizeMB: "About {size} MB",
    sizeKB: "About {size} KB",
    contents: "This page, {count} places it links to, and their pictures.",
    contentsOne: "This page, 1 place it links to, and their pictures.",
    contentsNone: "This page and its pictures.",
    confirm: "Keep offline",
    cancel: "Cancel",
    saving: "Storing…",
    keptOn: "Kept offline on {date}",
    remove: "Remove from offline",
    removeLabel: "Remove {title} from offline",
    print: "Print",
    keptTitle: "Kept offline",
    keptText: "{title} and its places open without a connection.",
    evictedTitle: "Kept offline, oldest removed",
    evictedText: "To stay under {cap}, these were removed from offline: {titles}.",
    removedTitle: "Removed from offline",
    failedTitle: "Not kept offline",
    failedText:
      "The pages could not be stored. Check your connection and the space on this device, then try again.",
    tooBig: "This is more than the {cap} kept offline at most.",
    changed: "Changed since you saved it. The copy kept offline is updated.",
    listTitle: "Kept offline",
    listIntro:
      'Trip packs you kept with "Keep offline": each page, the places it links to and their pictures.',
    listEmpty:
      'Nothing kept yet. Use "Keep offline" on a city, a destination, your saved places or an itinerary.',
    listItem: "Kept on {date} · {size}",
    listRefreshed: "updated on {date}",
    listTotal: "{size} of {cap} used",
  },
};
