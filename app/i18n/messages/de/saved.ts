/** Deutsche Texte der Merkliste: Merken-Schaltflächen, Zähler im Kopf, /saved. */
export default {
  button: {
    save: "Merken",
    saved: "Gemerkt",
    saveLabel: "{name} merken",
    removeLabel: "{name} von der Merkliste entfernen",
  },
  toast: {
    saved: "Gemerkt",
    removed: "Von der Merkliste entfernt",
    storageFailed:
      "Ihr Browser hat diese Änderung nicht gespeichert; vielleicht ist der private Modus aktiv.",
  },
  badge: {
    label: "Gemerkte Orte: {count}",
  },
  types: {
    destination: "Reiseziele",
    place: "Orte",
    city: "Städte",
    attraction: "Sehenswürdigkeiten",
    experience: "Erlebnisse",
    event: "Veranstaltungen",
  },
  page: {
    title: "Gemerkte Orte",
    metaTitle: "Gemerkte Orte · Explore Kosovo",
    metaDescription:
      "Die Reiseziele, Sehenswürdigkeiten, Erlebnisse und Veranstaltungen, die Sie sich beim Entdecken des Kosovo gemerkt haben – nur in diesem Browser gespeichert.",
    intro:
      "Alles, was Sie sich merken, wird nur in diesem Browser gespeichert – ohne Konto, nichts wird an uns gesendet. Drucken Sie die Liste aus, um sie mitzunehmen.",
    count: "{count} gemerkt",
    countOne: "1 gemerkt",
    print: "Liste drucken",
    remove: "Entfernen",
    removeLabel: "{name} von der Merkliste entfernen",
    emptyTitle: "Noch nichts gemerkt",
    emptyText:
      "Mit der Schaltfläche „Merken“ oder dem Herz bei Reisezielen, Sehenswürdigkeiten, Erlebnissen und Veranstaltungen sammeln Sie sie hier.",
    emptyNoScript:
      "Ihre gemerkten Orte werden per JavaScript in diesem Browser gespeichert; aktivieren Sie es, um sie zu sehen.",
    browse: "Reiseziele entdecken",
    browseAttractions: "Sehenswürdigkeiten ansehen",
    browseEvents: "Kommende Veranstaltungen",
    printTitle: "Meine gemerkten Orte in Kosovo",
    printedFrom: "Gedruckt von {site}",
    open: "Öffnen",
  },
};
