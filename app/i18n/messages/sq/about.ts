/** Vargjet e faqes /about në shqip. */
export default {
  page: {
    metaTitle: "Rreth Kosovës · Explore Kosovo",
    quickFacts: "Të dhëna kryesore",
    tabsLabel: "Rreth Kosovës",
    exploreHistory: "Lexoni historinë e plotë",
    heritageSites: "Katër monumentet",
    built: "Ndërtuar: {date}",
    learnMoreLabel: "Mësoni më shumë për Monumentet Mesjetare në Kosovë në faqen e UNESCO-s",
    more: "Vazhdoni të eksploroni",
    moreIntro: "Qytetet, destinacionet dhe informacionet praktike për udhëtimin tuaj.",
    links: {
      cities: "Qytetet",
      citiesText: "Prishtina, Prizreni, Peja, Gjakova, Mitrovica dhe Ferizaji.",
      destinations: "Destinacionet",
      destinationsText: "25 vende, nga Gryka e Rugovës deri në Novobërdë.",
      stateInfo: "Qeverisja dhe politika",
      stateInfoText: "Kuvendi, zgjedhjet, marrëdhëniet ndërkombëtare dhe ekonomia.",
      generalInfo: "Informacione kryesore për vizitorët",
      generalInfoText: "Gjuhët, paratë, numrat e urgjencës, kartat SIM dhe pyetjet e shpeshta.",
      transport: "Transporti",
      transportText: "Si të vini, si të lëvizni dhe pikat kufitare.",
    },
  },
  history: {
    metaTitle: "Historia e Kosovës · Rreth Kosovës · Explore Kosovo",
    metaDescription:
      "Një histori e shkurtër e Kosovës: nga Dardania dhe Ulpiana romake, përmes manastireve mesjetare dhe shekujve osmanë, deri te pavarësia në vitin 2008.",
    back: "Kthehuni te “Rreth Kosovës”",
    contents: "Përmbajtja",
  },
};
