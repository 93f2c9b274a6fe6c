/** Italian strings of /about and /about/history. */
export default {
  page: {
    metaTitle: "Il Kosovo · Explore Kosovo",
    quickFacts: "In breve",
    tabsLabel: "Il Kosovo",
    exploreHistory: "Scopri tutta la storia",
    heritageSites: "I quattro monumenti",
    built: "Costruito nel {date}",
    learnMoreLabel: "Scopri di più sui monumenti medievali del Kosovo sul sito dell'UNESCO",
    more: "Continua a esplorare",
    moreIntro: "Città, destinazioni e informazioni pratiche per il tuo viaggio.",
    links: {
      cities: "Città",
      citiesText: "Pristina, Prizren, Peja, Gjakova, Mitrovica e Ferizaj.",
      destinations: "Destinazioni",
      destinationsText: "25 luoghi, dalla gola di Rugova a Novo Brdo.",
      stateInfo: "Istituzioni e politica",
      stateInfoText: "Il Parlamento, le elezioni, le relazioni internazionali e l'economia.",
      generalInfo: "Informazioni essenziali per i visitatori",
      generalInfoText: "Lingue, denaro, numeri di emergenza, SIM e domande frequenti.",
      transport: "Trasporti",
      transportText: "Come arrivare, come spostarsi e i valichi di frontiera.",
    },
  },
  history: {
    metaTitle: "Storia del Kosovo · Il Kosovo · Explore Kosovo",
    metaDescription:
      "Breve storia del Kosovo: dalla Dardania e dalla romana Ulpiana, attraverso i monasteri medievali e i secoli ottomani, fino all'indipendenza del 2008.",
    back: "Torna a «Il Kosovo»",
    contents: "Indice",
  },
};
