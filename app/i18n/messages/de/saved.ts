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
  keep: {
    button: "Offline behalten",
    buttonHint: "Diese Seite, die verlinkten Orte und ihre Bilder auf diesem Gerät speichern.",
    measuring: "Wird gemessen…",
    sizeMB: "Etwa {size} MB",
    sizeKB: "Etwa {size} KB",
    contents: "Diese Seite, {count} verlinkte Orte und ihre Bilder.",
    contentsOne: "Diese Seite, 1 verlinkter Ort und die Bilder.",
    contentsNone: "Diese Seite und ihre Bilder.",
    confirm: "Offline behalten",
    cancel: "Abbrechen",
    saving: "Wird gespeichert…",
    keptOn: "Offline behalten seit {date}",
    remove: "Offline-Kopie entfernen",
    removeLabel: "{title} offline entfernen",
    print: "Drucken",
    keptTitle: "Offline behalten",
    keptText: "{title} und die Orte darin öffnen sich ohne Verbindung.",
    evictedTitle: "Offline behalten, Älteste entfernt",
    evictedText: "Um unter {cap} zu bleiben, wurde offline entfernt: {titles}.",
    removedTitle: "Offline-Kopie entfernt",
    failedTitle: "Nicht offline behalten",
    failedText:
      "Die Seiten konnten nicht gespeichert werden. Prüfen Sie die Verbindung und den Speicherplatz auf diesem Gerät und versuchen Sie es erneut.",
    tooBig: "Das ist mehr als die höchstens {cap}, die offline behalten werden.",
    changed: "Seit dem Speichern geändert. Die Offline-Kopie ist aktualisiert.",
    listTitle: "Offline behalten",
    listIntro:
      "Reisepakete, die Sie mit „Offline behalten“ gespeichert haben: jede Seite, die verlinkten Orte und ihre Bilder.",
    listEmpty:
      "Noch nichts behalten. Nutzen Sie „Offline behalten“ bei einer Stadt, einem Reiseziel, Ihren gemerkten Orten oder einem Reiseplan.",
    listItem: "Behalten am {date} · {size}",
    listRefreshed: "aktualisiert am {date}",
    listTotal: "{size} von {cap} belegt",
  },
};
