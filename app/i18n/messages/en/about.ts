export default {
  page: {
    metaTitle: "About Kosovo · Explore Kosovo",
    quickFacts: "Quick facts",
    tabsLabel: "About Kosovo",
    exploreHistory: "Explore Full History",
    heritageSites: "The four monuments",
    built: "Built {date}",
    learnMoreLabel: "Learn More about the Medieval Monuments in Kosovo on the UNESCO website",
    more: "Keep exploring",
    moreIntro: "Cities, destinations and the practical facts for your trip.",
    links: {
      cities: "Cities",
      citiesText: "Pristina, Prizren, Peja, Gjakova, Mitrovica and Ferizaj.",
      destinations: "Destinations",
      destinationsText: "25 places from the Rugova Gorge to Novo Brdo.",
      stateInfo: "Government and politics",
      stateInfoText: "The Assembly, elections, international relations and the economy.",
      generalInfo: "Essential visitor information",
      generalInfoText: "Languages, money, emergency numbers, SIM cards and the FAQ.",
      transport: "Transportation",
      transportText: "Getting here, getting around and the border crossings.",
    },
  },
  history: {
    metaTitle: "History of Kosovo · About Kosovo · Explore Kosovo",
    metaDescription:
      "A short history of Kosovo from Dardania and Roman Ulpiana through the medieval monasteries and Ottoman centuries to independence in 2008.",
    back: "Back to About Kosovo",
    contents: "Contents",
  },
};
