/* it texts of app/content/activities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  activities: {
    "1": {
      title: "Escursioni nella gola di Rugova",
      description:
        "Segui il fiume Lumbardhi dentro una gola calcarea lunga circa 25 km, appena fuori Peja, poi sali verso alti pascoli e villaggi dove ogni mattina d'estate i pastori fanno ancora il formaggio.",
      imageAlt:
        "Escursionisti su un sentiero sopra la gola di Rugova all'alba, con boschi di faggi autunnali aggrappati alle pareti",
      location: "Gola di Rugova, Peja",
      tags: ["Escursionismo", "Natura", "Montagna"],
      link: {
        label: "Scopri Rugova",
      },
    },
    "2": {
      title: "Degustazioni di vino a Rahovec",
      description:
        "Assaggia rossi e bianchi locali nella cittadina del vino di Rahovec (Orahovac), dalle grandi cantine a quelle di famiglia. Prenota le degustazioni in anticipo, e vieni a settembre per la vendemmia.",
      imageAlt:
        "Botti di rovere davanti ai filari delle vigne sulle colline intorno a Rahovec, nella luce dorata del tardo pomeriggio",
      location: "Rahovec",
      tags: ["Vino", "Cucina", "Vendemmia"],
      link: {
        label: "Scopri Rahovec",
      },
    },
    "3": {
      title: "A piedi nella città vecchia di Prizren",
      description:
        "Attraversa il Ponte di pietra, entra nella moschea di Sinan Pascià e sali per una ventina di minuti fino alla fortezza per vedere il tramonto sui minareti e sui campanili.",
      imageAlt:
        "L'arco del Ponte di pietra sul fiume Lumbardhi a Prizren, con la moschea di Sinan Pascià sullo sfondo in primavera",
      location: "Prizren",
      tags: ["Storia", "Architettura", "Città vecchia"],
      link: {
        label: "Guida di Prizren",
      },
    },
    "4": {
      title: "Le serate di cinema del DokuFest",
      description:
        "Ogni agosto, per nove giorni, il festival internazionale del documentario e del cortometraggio di Prizren trasforma la fortezza, la riva del fiume e le vecchie piazze in cinema all'aperto.",
      imageAlt:
        "Lo schermo di un cinema all'aperto lungo il fiume a Prizren al crepuscolo, con la fortezza sulla collina",
      location: "Prizren",
      tags: ["Festival", "Cinema", "Estate"],
      link: {
        label: "Vedi il calendario degli eventi",
      },
    },
    "5": {
      title: "Alla scoperta della grotta di marmo di Gadime",
      description:
        "Segui il percorso guidato tra gallerie di marmo ornate di stalattiti e delicate formazioni cristalline vicino a Lipjan, a sud di Pristina. La temperatura è fresca tutto l'anno, quindi porta qualcosa da mettere sopra.",
      imageAlt:
        "Stalattiti e formazioni cristalline bianche illuminate all'interno della grotta di marmo di Gadime",
      location: "Gadime, Lipjan",
      tags: ["Famiglie", "Grotte", "Natura"],
      link: {
        label: "Scopri la grotta di Gadime",
      },
    },
    "6": {
      title: "Sciare a Brezovica",
      description:
        "Sali con gli impianti sui versanti nord dei monti Šar (Sharr), dove piste lunghe e ripide conservano la neve per tutto l'inverno. Prima di partire, verifica quali impianti sono in funzione.",
      imageAlt:
        "Sciatori sotto una seggiovia sulle piste innevate di Brezovica, sui monti Šar, in una giornata limpida",
      location: "Brezovica, monti Šar",
      tags: ["Sci", "Inverno", "Montagna"],
      link: {
        label: "Scopri Brezovica",
      },
    },
    "7": {
      title: "Via ferrata e zipline a Rugova",
      description:
        "Aggancia i moschettoni ai cavi d'acciaio e sali su scale e ponti sospesi alti sopra il fiume, sempre con una guida e l'attrezzatura adatta, poi lanciati sulla zipline di circa 700 metri vicino all'imbocco della gola.",
      imageAlt:
        "Il cavo di una zipline teso sopra la gola di Rugova, con arrampicatori sulla parete rocciosa nel sole della sera",
      location: "Gola di Rugova, Peja",
      tags: ["Arrampicata", "Avventura", "Via ferrata"],
      link: {
        label: "Leggi la nostra guida a Rugova",
      },
    },
    "8": {
      title: "Le cascate di Mirusha",
      description:
        "Percorri il canyon roccioso del fiume Mirusha, dove una serie di cascate e pozze turchesi scende a gradini tra Malisheva e Klina. D'estate la gente del posto si rinfresca nelle pozze.",
      imageAlt:
        "Una cascata che si getta in una pozza turchese nel canyon roccioso di Mirusha in un pomeriggio d'estate",
      location: "Mirusha, vicino a Malisheva",
      tags: ["Cascate", "Natura", "Bagni"],
      link: {
        label: "Attrazioni naturali",
      },
    },
    "9": {
      title: "Il monastero di Visoki Dečani",
      description:
        "Visita una chiesa del XIV secolo coperta da migliaia di figure dipinte, parte del sito del Patrimonio mondiale dell'UNESCO «Monumenti medievali in Kosovo». Vesti in modo sobrio e porta il passaporto o un documento d'identità.",
      imageAlt:
        "La chiesa a fasce di marmo del monastero di Visoki Dečani in una valle innevata ai piedi delle montagne",
      location: "Deçan",
      tags: ["UNESCO", "Storia", "Luoghi di culto"],
      link: {
        label: "Scopri Deçan",
      },
    },
  },
  activityCategories: {
    outdoors: {
      name: "All'aria aperta",
      description:
        "Cammina tra gole calcaree e alti pascoli, e rinfrescati accanto alle cascate in alcune delle montagne più selvagge dei Balcani.",
    },
    gastronomy: {
      name: "Cibo e vino",
      description:
        "Assaggia la flija cotta sotto la brace, le pite appena sfornate e il formaggio di Sharr, e sorseggia il vino sulle colline dove crescono le uve.",
    },
    cultural: {
      name: "Cultura",
      description:
        "Passeggia nelle città vecchie ottomane, entra nei monasteri medievali e visita i musei che raccontano la storia a più strati del Kosovo.",
    },
    events: {
      name: "Eventi",
      description:
        "Organizza il viaggio in base alle proiezioni all'aperto, ai concerti estivi e alla vendemmia d'autunno.",
    },
    family: {
      name: "Famiglie",
      description:
        "Gite facili per tutte le età, da una grotta di marmo piena di cristalli ai parchi ombreggiati e alle brevi passeggiate.",
    },
    sports: {
      name: "Sport",
      description:
        "D'inverno scia sulle lunghe piste esposte a nord dei monti Šar, e nel resto dell'anno pedala sulle tranquille strade di valle.",
    },
    adventure: {
      name: "Avventura",
      description:
        "Affronta una via ferrata, lanciati su una zipline o arrampica su pareti calcaree alte sopra un torrente di montagna.",
    },
    relax: {
      name: "Relax",
      description:
        "Rallenta il ritmo nelle pensioni di montagna, sulle terrazze in riva al lago e nei lunghi pomeriggi davanti a un macchiato.",
    },
  },
  seasonMonths: {
    spring: "Apr–giu",
    summer: "Giu–ago",
    autumn: "Set–nov",
    winter: "Dic–mar",
  },
  seasons: {
    spring: {
      name: "Primavera",
      months: "Apr–giu",
      description:
        "I prati tornano verdi, i fiumi sono in piena e le giornate sono miti: il momento migliore per girare sia le città vecchie sia le valli di montagna, prima del caldo estivo.",
      activities: [
        "Passeggiate nelle città vecchie di Prizren e Pristina",
        "Escursioni alle cascate di Mirusha",
        "Fiori selvatici nella valle di Rugova",
        "Una visita al fresco nella grotta di Gadime",
      ],
      imageAlt:
        "Escursionisti che attraversano un prato verde pieno di fiori selvatici sotto vette innevate in primavera",
    },
    summer: {
      name: "Estate",
      months: "Giu–ago",
      description:
        "Le giornate lunghe e calde portano festival, cinema all'aperto e la stagione delle escursioni in alta montagna, con l'aria più fresca che ti aspetta sempre sulle colline.",
      activities: [
        "Il DokuFest a Prizren",
        "Il trekking Peaks of the Balkans",
        "Giornate in riva al lago di Batllava",
        "Passeggiate serali e terrazze dei caffè",
      ],
      imageAlt:
        "Un kayak che scivola su un lago calmo circondato da colline boscose in una sera d'estate",
    },
    autumn: {
      name: "Autunno",
      months: "Set–nov",
      description:
        "È il tempo del raccolto: le vigne si riempiono di vendemmiatori, le faggete si tingono di rame e d'oro, e il tempo stabile regala alcune delle escursioni migliori dell'anno.",
      activities: [
        "La vendemmia a Rahovec",
        "I colori d'autunno a Rugova",
        "Peperoni arrostiti per l'ajvar",
        "Visite tranquille ai monasteri",
      ],
      imageAlt:
        "Una kulla, casa-torre in pietra, tra faggete dorate nel Kosovo occidentale in autunno",
    },
    winter: {
      name: "Inverno",
      months: "Dic–mar",
      description:
        "La neve si posa sui monti Šar e sulle Prokletije, e porta lo sci a Brezovica, le escursioni con le ciaspole e le lunghe serate accanto alla stufa con un piatto di flija.",
      activities: [
        "Sciare a Brezovica",
        "Ciaspolate sui monti Šar",
        "La Festa dell'indipendenza a Pristina il 17 febbraio",
        "Cucina di montagna sostanziosa accanto al fuoco",
      ],
      imageAlt: "Escursionisti con le ciaspole su una cresta innevata dei monti Šar all'alba",
    },
  },
};
