/* it texts of app/content/media.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  featuredVideos: {
    "1": {
      title: "Prizren: la città vecchia e la fortezza",
      description:
        "Cammina con noi dal Ponte di pietra e dalla moschea di Sinan Pascià fino alla fortezza, per goderti la vista sui tetti e sui minareti di Prizren.",
      imageAlt:
        "La moschea di Sinan Pascià e i tetti della città vecchia di Prizren nella calda luce della sera",
    },
    "2": {
      title: "Dentro la gola di Rugova",
      description:
        "Vie ferrate, cascate e villaggi di montagna nel canyon a ovest di Peja, il terreno di gioco preferito di escursionisti e arrampicatori in Kosovo.",
      imageAlt:
        "Le pareti a picco della gola di Rugova, con il fiume sul fondo, nella luce del primo mattino",
    },
    "3": {
      title: "Una giornata a Pristina",
      description:
        "Un caffè sul viale Madre Teresa, le lettere del Newborn, le cupole della Biblioteca nazionale e il vecchio quartiere del bazar della giovane capitale del Kosovo.",
      imageAlt:
        "La Biblioteca nazionale del Kosovo a Pristina, con le sue cupole, in una luminosa giornata di primavera",
    },
  },
  galleryPhotos: {
    "4": {
      title: "Monumento Newborn, Pristina",
      alt: "Le gigantesche lettere NEWBORN nel centro di Pristina, dipinte con colori vivaci",
    },
    "5": {
      title: "Biblioteca nazionale del Kosovo",
      alt: "Le cupole bianche e il reticolo metallico della Biblioteca nazionale di Pristina",
    },
    "6": {
      title: "Gola di Rugova",
      alt: "La stretta gola di Rugova vicino a Peja, con le pareti dorate dal sole sopra gli alberi autunnali",
    },
    "7": {
      title: "Patriarcato di Peć",
      alt: "Le chiese dipinte di rosso del Patriarcato di Peć all'imbocco della gola di Rugova",
    },
    "8": {
      title: "Monastero di Visoki Dečani",
      alt: "La chiesa a fasce di pietra di Visoki Dečani tra colline boscose all'alba",
    },
    "9": {
      title: "Vecchio bazar, Gjakova",
      alt: "La strada acciottolata e le botteghe in legno del vecchio bazar di Gjakova nella luce della sera",
    },
    "10": {
      title: "Cascate di Mirusha",
      alt: "Una cascata che precipita tra pareti chiare in una pozza verde nel canyon di Mirusha",
    },
    "11": {
      title: "Grotta di marmo di Gadime",
      alt: "Stalattiti illuminate e bianche formazioni cristalline nella grotta di marmo di Gadime",
    },
    "12": {
      title: "Monastero di Gračanica",
      alt: "Le cinque cupole del monastero di Gračanica contro il cielo del crepuscolo, nella pianura vicino a Pristina",
    },
    "13": {
      title: "Piste da sci di Brezovica",
      alt: "Una seggiovia che risale le piste innevate di Brezovica, sui monti Šar (Sharr)",
    },
    "14": {
      title: "Passo di Prevalla, monti Šar",
      alt: "Dolci pascoli d'alta quota al passo di Prevalla, sui monti Šar, nel sole del tardo pomeriggio",
    },
    "15": {
      title: "Vigneti di Rahovec",
      alt: "Filari di viti che ricoprono le colline intorno a Rahovec sotto un cielo d'estate",
    },
    "16": {
      title: "Miniera di Trepça, Stari Trg",
      alt: "Il castelletto d'acciaio della miniera di Trepça a Stari Trg, sulle colline vicino a Mitrovica",
    },
    "17": {
      title: "Lago di Batllava",
      alt: "Le acque calme del lago di Batllava vicino a Podujevo, circondate da colline boscose all'alba",
    },
    "18": {
      title: "Lago di Gazivoda",
      alt: "Il lungo bacino di Gazivoda e la sua diga tra colline autunnali nel nord del Kosovo",
    },
    "19": {
      title: "Fortezza di Novo Brdo",
      alt: "Le torri in rovina della fortezza medievale di Novo Brdo in cima a una collina",
    },
    "20": {
      title: "Sorgente del Drin Bianco, Radavc",
      alt: "Il Drin Bianco che sgorga a cascata dalla sua sorgente vicino a Radavc, a nord di Peja",
    },
    "21": {
      title: "Moschea e chiesa, Ferizaj",
      alt: "Una moschea e una chiesa ortodossa una accanto all'altra nel centro di Ferizaj, di notte",
    },
  },
  heroSlides: {
    "1": {
      imageAlt:
        "Creste montuose una dietro l'altra sopra una valle verde, alle prime luci di un mattino d'autunno",
      title: "Paesaggi mozzafiato",
      caption:
        "Dai monti Šar (Sharr) alla gola di Rugova, vette selvagge e alti pascoli non sono mai a più di un paio d'ore di distanza.",
    },
    "2": {
      imageAlt:
        "Un palco di festival illuminato da luci colorate sopra una grande folla in una notte d'estate",
      title: "SunnyHill",
      caption:
        "Ogni estate in cui si svolge, il Sunny Hill Festival porta artisti internazionali di punta e star albanesi su un palco appena fuori Pristina.",
    },
    "3": {
      imageAlt:
        "Una persona appesa alla zip line che attraversa, altissima, la profonda gola calcarea di Rugova",
      title: "Zip line",
      caption:
        "Vola lungo la zip line della gola di Rugova, a pochi chilometri da Peja, con il fiume molto più in basso sotto di te.",
    },
  },
  photos: {
    "1": {
      title: "Veduta di Pristina",
      alt: "I tetti di Pristina al tramonto con il campanile della cattedrale di Santa Madre Teresa",
    },
    "2": {
      title: "Montagne del Kosovo",
      alt: "Le vette innevate dei monti Šar (Sharr) tinte di rosa all'alba",
    },
    "3": {
      title: "Prizren",
      alt: "Il Ponte di pietra di Prizren illuminato di notte sopra il fiume, con la fortezza sulla collina",
    },
  },
};
