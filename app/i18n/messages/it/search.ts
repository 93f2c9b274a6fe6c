/** Italian strings of the site search: the dialog and /search. */
export default {
  dialog: {
    title: "Cerca su Explore Kosovo",
    description:
      "Digita per cercare destinazioni, luoghi, attrazioni, esperienze, eventi e articoli. Usa i tasti freccia per scorrere i risultati e Invio per aprirne uno.",
    label: "Cerca nel sito",
    placeholder: "Cerca luoghi, eventi, articoli…",
    close: "Chiudi la ricerca",
    loading: "Caricamento della ricerca…",
    failed:
      "Impossibile caricare la ricerca. Controlla la connessione o usa la pagina di ricerca completa.",
    results: "Risultati della ricerca",
    noResults: "Nessun risultato per «{query}».",
    tryAgain: "Controlla l'ortografia o prova una parola più breve.",
    seeAll: "Vedi tutti i risultati per «{query}»",
    hint: "Più cercati",
    count: "{count} risultati",
    countOne: "1 risultato",
    keys: "↑ ↓ per spostarti · Invio per aprire · Esc per chiudere",
  },
  groups: {
    destinations: "Destinazioni",
    places: "Luoghi",
    cities: "Città",
    attractions: "Attrazioni",
    experiences: "Esperienze",
    events: "Eventi",
    activities: "Attività",
    articles: "Articoli",
    pages: "Pagine",
  },
  page: {
    title: "Cerca",
    metaTitle: "Cerca · Explore Kosovo",
    metaTitleQuery: "«{query}» · Cerca · Explore Kosovo",
    metaDescription:
      "Cerca su Explore Kosovo: destinazioni, città, attrazioni, esperienze, eventi, attività, articoli e informazioni di viaggio.",
    label: "Cerca",
    placeholder: "Prizren, Rugova, vino, festival…",
    submit: "Cerca",
    resultsFor: "Risultati per «{query}»",
    count: "{count} risultati",
    countOne: "1 risultato",
    noResultsTitle: "Nessun risultato per «{query}»",
    noResultsText:
      "Controlla l'ortografia, prova una parola più breve oppure parti da una di queste pagine più visitate.",
    emptyTitle: "Cosa stai cercando?",
    emptyText: "Cerca in tutto il sito, oppure parti da una delle nostre pagine più visitate.",
    popular: "Pagine più visitate",
  },
};
