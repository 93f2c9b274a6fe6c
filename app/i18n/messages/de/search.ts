/** Deutsche Texte der Website-Suche: der Dialog und /search. */
export default {
  dialog: {
    title: "Explore Kosovo durchsuchen",
    description:
      "Tippen Sie, um Reiseziele, Orte, Sehenswürdigkeiten, Erlebnisse, Veranstaltungen und Artikel zu suchen. Mit den Pfeiltasten wechseln Sie zwischen den Ergebnissen, mit der Eingabetaste öffnen Sie eines.",
    label: "Website durchsuchen",
    placeholder: "Orte, Veranstaltungen, Artikel suchen …",
    close: "Suche schließen",
    loading: "Suche wird geladen …",
    failed:
      "Die Suche konnte nicht geladen werden. Prüfen Sie Ihre Verbindung oder nutzen Sie die vollständige Suchseite.",
    results: "Suchergebnisse",
    noResults: "Nichts gefunden für „{query}“.",
    tryAgain: "Prüfen Sie die Schreibweise oder versuchen Sie ein kürzeres Wort.",
    seeAll: "Alle Ergebnisse für „{query}“",
    hint: "Beliebt",
    count: "{count} Ergebnisse",
    countOne: "1 Ergebnis",
    keys: "↑ ↓ zum Wechseln · Enter zum Öffnen · Esc zum Schließen",
  },
  groups: {
    destinations: "Reiseziele",
    places: "Orte",
    cities: "Städte",
    attractions: "Sehenswürdigkeiten",
    experiences: "Erlebnisse",
    events: "Veranstaltungen",
    activities: "Aktivitäten",
    articles: "Artikel",
    pages: "Seiten",
  },
  page: {
    title: "Suche",
    metaTitle: "Suche · Explore Kosovo",
    metaTitleQuery: "„{query}“ · Suche · Explore Kosovo",
    metaDescription:
      "Explore Kosovo durchsuchen: Reiseziele, Städte, Sehenswürdigkeiten, Erlebnisse, Veranstaltungen, Aktivitäten, Artikel und Reiseinformationen.",
    label: "Suchen nach",
    placeholder: "Prizren, Rugova, Wein, Festivals …",
    submit: "Suchen",
    resultsFor: "Ergebnisse für „{query}“",
    count: "{count} Ergebnisse",
    countOne: "1 Ergebnis",
    noResultsTitle: "Nichts gefunden für „{query}“",
    noResultsText:
      "Prüfen Sie die Schreibweise, versuchen Sie ein kürzeres Wort oder starten Sie auf einer dieser beliebten Seiten.",
    emptyTitle: "Wonach suchen Sie?",
    emptyText:
      "Durchsuchen Sie die ganze Website oder starten Sie auf einer unserer meistbesuchten Seiten.",
    popular: "Beliebte Seiten",
  },
};
