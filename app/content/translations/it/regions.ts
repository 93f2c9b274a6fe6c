/* it texts of app/content/regions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  regionsContent: {
    central: {
      imageAlt:
        "Le cupole del monastero di Gračanica che si innalzano sulla piana del Kosovo all'alba, in primavera",
      name: "Kosovo centrale",
      description:
        "La capitale, Pristina, e l'ampia piana del Kosovo che la circonda, dove nel 1389 si combatté la battaglia del Kosovo. A meno di un'ora dalla città puoi visitare il monastero di Gračanica, patrimonio UNESCO, percorrere i sentieri nel bosco del parco di Germia, scendere sottoterra nella grotta di marmo di Gadime o fare il bagno nel lago di Batllava.",
    },
    southern: {
      imageAlt:
        "La fortezza di Prizren sulla sua collina, con i monti Šar alle spalle, al crepuscolo d'estate",
      name: "Kosovo meridionale",
      description:
        "Il centro storico ottomano di Prizren ai piedi della fortezza e, alle sue spalle, i monti Šar (Sharr) lungo il confine con la Macedonia del Nord. Vieni per le piste da sci di Brezovica, il fresco passo di Prevalla, i villaggi gorani di Dragash e le lunghe escursioni verso i laghi glaciali del Parco nazionale dei monti Šar.",
    },
    western: {
      imageAlt:
        "Una kulla, la casa-torre in pietra, nella piana di Dukagjin sotto le Prokletije all'alba, in primavera",
      name: "Kosovo occidentale",
      description:
        "La fertile piana di Dukagjin ai piedi delle Prokletije (Alpi albanesi, in albanese Bjeshkët e Nemuna), dove il Gjeravica raggiunge i 2.656 m. Qui si trovano Peja e la gola di Rugova, i monasteri di Deçan e il Patriarcato di Peć, il bazar di Gjakova, le kulla in pietra di Junik e i vigneti di Rahovec.",
    },
    northern: {
      imageAlt:
        "Il castelletto di una miniera accanto al fiume Ibar sotto un pallido cielo invernale",
      name: "Kosovo settentrionale",
      description:
        "La valle dell'Ibar e le colline del Kopaonik e della Drenica, intorno a Mitrovica, da sempre il cuore minerario del Kosovo. La fortezza di Zvečan, il ponte medievale in pietra di Vushtrri, il lago di Gazivoda, gli altopiani di Shala e Bajgorës e il memoriale di Adem Jashari a Prekaz raccontano la lunga storia, fatta di molti strati, di questa regione.",
    },
    eastern: {
      imageAlt:
        "Mura medievali in rovina su una verde collina del Kosovo orientale nella luce dorata della primavera",
      name: "Kosovo orientale",
      description:
        "Le colline ondulate e i campi della valle dell'Anamorava intorno a Gjilan, vicino ai confini con la Serbia e la Macedonia del Nord. I suoi piaceri sono tranquilli: le rovine della città medievale dell'argento di Novo Brdo, i nuovi musei di Gjilan, le acque termali di Kllokot e strade di campagna lontane dalla folla.",
    },
  },
};
