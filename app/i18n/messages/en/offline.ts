export default {
  metaTitle: "Available offline · Explore Kosovo",
  metaDescription:
    "The pages of Explore Kosovo stored on this device, to read without a connection.",
  title: "Available offline",
  intro:
    "The pages you opened and the practical pages (emergency numbers, money, transport, visas and entry, health and safety) are stored on this device and open without a connection.",
  notStoredTitle: "This page isn't available offline",
  notStoredText:
    "{page} isn't stored on this device, and there's no connection right now. These pages are:",
  tryAgain: "Try again",
  listTitle: "Stored on this device",
  otherLanguages: "In other languages",
  savedOn: "saved {date}",
  loading: "Looking for stored pages…",
  empty: "Nothing is stored yet. Pages you open while you're online are kept here.",
  unsupported: "This browser doesn't store pages for reading offline.",
};
