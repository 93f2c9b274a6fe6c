export default {
  metaTitle: "Offline verfügbar · Explore Kosovo",
  metaDescription:
    "Die Seiten von Explore Kosovo, die auf diesem Gerät gespeichert sind, zum Lesen ohne Verbindung.",
  title: "Offline verfügbar",
  intro:
    "Die Seiten, die Sie geöffnet haben, und die praktischen Seiten (Notrufnummern, Geld, Verkehr, Visa und Einreise, Gesundheit und Sicherheit) sind auf diesem Gerät gespeichert und öffnen sich ohne Verbindung.",
  notStoredTitle: "Diese Seite ist offline nicht verfügbar",
  notStoredText:
    "{page} ist nicht auf diesem Gerät gespeichert, und gerade gibt es keine Verbindung. Diese Seiten sind verfügbar:",
  tryAgain: "Erneut versuchen",
  listTitle: "Auf diesem Gerät gespeichert",
  otherLanguages: "In anderen Sprachen",
  savedOn: "gespeichert am {date}",
  loading: "Gespeicherte Seiten werden gesucht…",
  empty:
    "Noch ist nichts gespeichert. Seiten, die Sie öffnen, während Sie online sind, werden hier aufbewahrt.",
  unsupported: "Dieser Browser speichert keine Seiten zum Offline-Lesen.",
};
