/* sq texts of app/content/activities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  activities: {
    "1": {
      title: "Ecje në Grykën e Rugovës",
      description:
        "Ndiqni Lumbardhin në një grykë gëlqerori rreth 25 km të gjatë, menjëherë jashtë Pejës, pastaj ngjituni te kullotat e larta dhe fshatrat ku barinjtë ende bëjnë djathë çdo mëngjes vere.",
      imageAlt:
        "Shëtitës në një shteg mbi Grykën e Rugovës në agim, me pyje ahu në ngjyrat e vjeshtës që kapen pas shkëmbinjve",
      location: "Gryka e Rugovës, Pejë",
      tags: ["Ecje", "Natyrë", "Male"],
      link: {
        label: "Zbuloni Rugovën",
      },
    },
    "2": {
      title: "Degustim vere në Rahovec",
      description:
        "Shijoni verërat vendore të kuqe e të bardha në qytetin e vreshtave, Rahovec (Orahovac), nga vinaritë e mëdha te bodrumet familjare. Rregulloni degustimet paraprakisht dhe ejani në shtator për vjeljen.",
      imageAlt:
        "Fuçi vere prej lisi përpara rreshtave të vreshtave në kodrat rreth Rahovecit, në dritën e artë të mbrëmjes",
      location: "Rahovec",
      tags: ["Verë", "Ushqim", "Vjelja"],
      link: {
        label: "Zbuloni Rahovecin",
      },
    },
    "3": {
      title: "Shëtitje në qytetin e vjetër të Prizrenit",
      description:
        "Kaloni Urën e Gurit, hyni në Xhaminë e Sinan Pashës dhe ngjituni rreth njëzet minuta deri te Kalaja për të parë perëndimin e diellit mbi minaret dhe kambanoret.",
      imageAlt:
        "Ura e Gurit me hark mbi Lumbardhin në Prizren, me Xhaminë e Sinan Pashës pas saj në pranverë",
      location: "Prizren",
      tags: ["Histori", "Arkitekturë", "Qyteti i vjetër"],
      link: {
        label: "Udhërrëfyesi i Prizrenit",
      },
    },
    "4": {
      title: "Netët e filmit në DokuFest",
      description:
        "Çdo gusht, festivali ndërkombëtar i filmit dokumentar dhe të shkurtër në Prizren i shndërron kalanë, bregun e lumit dhe sheshet e vjetra në kinema të hapura për nëntë ditë.",
      imageAlt:
        "Një ekran kinemaje në ajër të hapur buzë lumit në Prizren në muzg, me kalanë në kodrën sipër",
      location: "Prizren",
      tags: ["Festival", "Film", "Verë"],
      link: {
        label: "Shihni kalendarin e ngjarjeve",
      },
    },
    "5": {
      title: "Zbuloni Shpellën e Mermertë të Gadimes",
      description:
        "Ndiqni shtegun me guidë nëpër galeritë prej mermeri, me stalaktite dhe formacione të brishta kristalesh, afër Lipjanit, në jug të Prishtinës. Brenda është freskët gjithë vitin, ndaj merrni një shtresë më shumë.",
      imageAlt:
        "Stalaktite dhe formacione kristalesh të bardha të ndriçuara brenda shpellës së mermertë të Gadimes",
      location: "Gadime, Lipjan",
      tags: ["Familje", "Shpella", "Natyrë"],
      link: {
        label: "Zbuloni Shpellën e Gadimes",
      },
    },
    "6": {
      title: "Ski në Brezovicë",
      description:
        "Ngjituni me teleferikët në shpatet veriore të Maleve të Sharrit, ku pistat e gjata e të pjerrëta e mbajnë borën gjatë gjithë dimrit. Para se të niseni, pyesni cilët teleferikë punojnë.",
      imageAlt:
        "Skiatorë nën një teleferik në shpatet me borë të Brezovicës në Malet e Sharrit në një ditë të kthjellët",
      location: "Brezovicë, Malet e Sharrit",
      tags: ["Ski", "Dimër", "Male"],
      link: {
        label: "Zbuloni Brezovicën",
      },
    },
    "7": {
      title: "Via ferrata dhe zipline në Rugovë",
      description:
        "Lidhuni te kabllot e çelikut dhe ngjituni nëpër shkallë e ura lart mbi lumë, gjithmonë me guidë dhe pajisje të duhura, pastaj fluturoni me zipline-in rreth 700 metra të gjatë pranë hyrjes së grykës.",
      imageAlt:
        "Kablloja e një zipline-i e shtrirë përmes Grykës së Rugovës, me alpinistë në murin shkëmbor në diellin e mbrëmjes",
      location: "Gryka e Rugovës, Pejë",
      tags: ["Ngjitje", "Aventurë", "Via ferrata"],
      link: {
        label: "Lexoni udhërrëfyesin tonë për Rugovën",
      },
    },
    "8": {
      title: "Vizitoni Ujëvarat e Mirushës",
      description:
        "Ecni nëpër kanionin shkëmbor të lumit Mirusha, ku një varg ujëvarash dhe pellgjesh të bruzta zbret shkallë-shkallë mes Malishevës dhe Klinës. Në verë, vendasit freskohen në pellgje.",
      imageAlt:
        "Një ujëvarë që derdhet në një pellg të bruztë në kanionin shkëmbor të Mirushës në një pasdite vere",
      location: "Mirushë, afër Malishevës",
      tags: ["Ujëvara", "Natyrë", "Not"],
      link: {
        label: "Atraksionet natyrore",
      },
    },
    "9": {
      title: "Vizitoni Manastirin e Deçanit",
      description:
        "Shihni një kishë të shekullit XIV të mbuluar me mijëra figura të pikturuara, pjesë e pasurisë së Trashëgimisë Botërore të UNESCO-s “Monumentet Mesjetare në Kosovë”. Vishuni në mënyrë modeste dhe merrni me vete pasaportën ose letërnjoftimin.",
      imageAlt: "Kisha me breza mermeri e Manastirit të Deçanit në një luginë me borë nën male",
      location: "Deçan",
      tags: ["UNESCO", "Histori", "Fetare"],
      link: {
        label: "Zbuloni Deçanin",
      },
    },
  },
  activityCategories: {
    outdoors: {
      name: "Në natyrë",
      description:
        "Ecni nëpër gryka gëlqerori dhe kullota të larta, dhe freskohuni pranë ujëvarave në disa nga malet më të egra të Ballkanit.",
    },
    gastronomy: {
      name: "Ushqim e pije",
      description:
        "Shijoni flijën e pjekur nën prush, pitet e freskëta dhe djathin e Sharrit, dhe pini verë në kodrat ku rritet rrushi.",
    },
    cultural: {
      name: "Kulturë",
      description:
        "Shëtitni nëpër qytetet e vjetra osmane, hyni në manastiret mesjetare dhe vizitoni muzetë që tregojnë historinë shumështresore të Kosovës.",
    },
    events: {
      name: "Ngjarje",
      description:
        "Caktojeni udhëtimin sipas shfaqjeve të filmave në ajër të hapur, koncerteve verore dhe vjeljes së rrushit në vjeshtë.",
    },
    family: {
      name: "Familje",
      description:
        "Dalje të lehta për çdo moshë, nga një shpellë mermeri plot kristale te parqet me hije dhe shëtitjet e shkurtra.",
    },
    sports: {
      name: "Sport",
      description:
        "Në dimër bëni ski në pistat e gjata veriore të Maleve të Sharrit, ndërsa gjatë pjesës tjetër të vitit ngisni biçikletë në rrugët e qeta të luginave.",
    },
    adventure: {
      name: "Aventurë",
      description:
        "Lidhuni në një via ferrata, fluturoni me zipline ose ngjituni në muret e gëlqerorit lart mbi një lumë malor.",
    },
    relax: {
      name: "Çlodhje",
      description:
        "Ngadalësoni ritmin në bujtinat malore, në tarracat buzë liqenit dhe në pasditet e gjata me një makiato.",
    },
  },
  seasonMonths: {
    spring: "Prill–qershor",
    summer: "Qershor–gusht",
    autumn: "Shtator–nëntor",
    winter: "Dhjetor–mars",
  },
  seasons: {
    spring: {
      name: "Pranvera",
      months: "Prill–qershor",
      description:
        "Livadhet gjelbërojnë, lumenjtë rrjedhin të mbushur dhe ditët janë të buta: koha më e mirë për të shëtitur si në qytetet e vjetra, ashtu edhe në luginat malore, para vapës së verës.",
      activities: [
        "Shëtitje në qytetet e vjetra të Prizrenit dhe Prishtinës",
        "Ecje te Ujëvarat e Mirushës",
        "Lulet e egra në luginën e Rugovës",
        "Një vizitë e freskët në Shpellën e Gadimes",
      ],
      imageAlt:
        "Shëtitës që kalojnë një livadh të gjelbër plot lule të egra nën maja të mbuluara me borë në pranverë",
    },
    summer: {
      name: "Vera",
      months: "Qershor–gusht",
      description:
        "Ditët e gjata e të ngrohta sjellin festivale, kinema në ajër të hapur dhe stinën e ecjeve në malet e larta, ndërsa lart në kodra ju pret gjithmonë një ajër më i freskët.",
      activities: [
        "DokuFest në Prizren",
        "Ecje në Majat e Ballkanit",
        "Ditë buzë Liqenit të Batllavës",
        "Shëtitje mbrëmjeve dhe tarraca kafenesh",
      ],
      imageAlt:
        "Një kajak që rrëshqet në një liqen të qetë mes kodrash me pyje në një mbrëmje vere",
    },
    autumn: {
      name: "Vjeshta",
      months: "Shtator–nëntor",
      description:
        "Koha e vjeljes: vreshtat mbushen me vjelës, pyjet e ahut marrin ngjyrë bakri dhe ari, dhe moti i qëndrueshëm sjell disa nga ecjet më të bukura të vitit.",
      activities: [
        "Vjelja e rrushit në Rahovec",
        "Ngjyrat e vjeshtës në Rugovë",
        "Pjekja e specave për ajvar",
        "Vizita të qeta në manastire",
      ],
      imageAlt: "Një kullë guri mes pyjeve të arta të ahut në perëndim të Kosovës në vjeshtë",
    },
    winter: {
      name: "Dimri",
      months: "Dhjetor–mars",
      description:
        "Bora zë Malet e Sharrit dhe Bjeshkët e Nemuna, duke sjellë ski në Brezovicë, ecje me raketa bore dhe mbrëmje të gjata pranë sobës me një pjatë flijë.",
      activities: [
        "Ski në Brezovicë",
        "Ecje me raketa bore në Malet e Sharrit",
        "Dita e Pavarësisë në Prishtinë, më 17 shkurt",
        "Ushqim i bollshëm malor pranë zjarrit",
      ],
      imageAlt: "Shëtitës me raketa bore në një kreshtë me borë të Maleve të Sharrit në agim",
    },
  },
};
