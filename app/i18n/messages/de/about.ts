/** Deutsche Texte von /about. */
export default {
  page: {
    metaTitle: "Über Kosovo · Explore Kosovo",
    quickFacts: "Kurz und bündig",
    tabsLabel: "Über Kosovo",
    exploreHistory: "Die ganze Geschichte",
    heritageSites: "Die vier Denkmäler",
    built: "Erbaut {date}",
    learnMoreLabel:
      "Mehr über die mittelalterlichen Denkmäler im Kosovo auf der Website der UNESCO",
    more: "Weiter entdecken",
    moreIntro: "Städte, Reiseziele und alles Praktische für Ihre Reise.",
    links: {
      cities: "Städte",
      citiesText: "Pristina, Prizren, Peja, Gjakova, Mitrovica und Ferizaj.",
      destinations: "Reiseziele",
      destinationsText: "25 Orte von der Rugova-Schlucht bis Novo Brdo.",
      stateInfo: "Staat und Politik",
      stateInfoText: "Parlament, Wahlen, internationale Beziehungen und Wirtschaft.",
      generalInfo: "Wichtige Reiseinformationen",
      generalInfoText: "Sprachen, Geld, Notrufnummern, SIM-Karten und häufige Fragen.",
      transport: "Verkehr",
      transportText: "Anreise, Unterwegs im Land und Grenzübergänge.",
    },
  },
  history: {
    metaTitle: "Geschichte des Kosovo · Über Kosovo · Explore Kosovo",
    metaDescription:
      "Eine kurze Geschichte des Kosovo: von Dardanien und dem römischen Ulpiana über die mittelalterlichen Klöster und die osmanischen Jahrhunderte bis zur Unabhängigkeit 2008.",
    back: "Zurück zu „Über Kosovo“",
    contents: "Inhalt",
  },
};
