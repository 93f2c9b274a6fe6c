/** Deutsche Texte der Karte aller Orte. */
export default {
  page: {
    title: "Karte des Kosovo",
    metaTitle: "Karte des Kosovo · Explore Kosovo",
    metaDescription:
      "Alle Reiseziele, Städte, Orte und Sehenswürdigkeiten in Kosovo auf einer Karte, mit Listenansicht und Filter nach Art. Jede Markierung führt zur passenden Seite.",
    intro:
      "Alle Reiseziele, Städte, Orte und Sehenswürdigkeiten unserer Website. Wählen Sie eine Markierung, um die Seite zu öffnen, oder wechseln Sie zur Liste.",
    viewLabel: "Ansicht",
    mapView: "Karte",
    listView: "Liste",
    filterLabel: "Anzeigen",
    all: "Alle",
    apply: "Filter anwenden",
    count: "{count} auf der Karte",
    countOne: "1 auf der Karte",
    mapLabel: "Karte des Kosovo mit {count} Orten",
    outlineCredit:
      "Umriss: Natural Earth (gemeinfrei). Die Positionen auf dieser Zeichnung sind ungefähr.",
    showStreetMap: "Straßenkarte anzeigen",
    streetMapConsent:
      "Die Straßenkarte lädt Kartenkacheln von OpenStreetMap, sobald Sie sie anfordern.",
    streetMapLabel: "Straßenkarte des Kosovo von OpenStreetMap",
    hideStreetMap: "Zurück zur gezeichneten Karte",
    streetMapFailed:
      "Die Straßenkarte konnte nicht geladen werden. Die gezeichnete Karte und die Liste funktionieren weiterhin.",
    attribution: "© OpenStreetMap-Mitwirkende",
    listTitle: "Alle Orte nach Art",
    noneOfType: "Hierzu gibt es noch keine Einträge.",
  },
  types: {
    destination: "Reiseziele",
    city: "Städte",
    place: "Orte",
    attraction: "Sehenswürdigkeiten",
  },
  typeOne: {
    destination: "Reiseziel",
    city: "Stadt",
    place: "Ort",
    attraction: "Sehenswürdigkeit",
  },
};
