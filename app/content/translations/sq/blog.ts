/* sq texts of app/content/blog.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  blogCategories: {
    all: {
      name: "Të gjitha",
    },
    culture: {
      name: "Kulturë",
    },
    food: {
      name: "Ushqim e pije",
    },
    nature: {
      name: "Natyrë dhe aktivitete",
    },
    adventure: {
      name: "Aventurë",
    },
    events: {
      name: "Ngjarje",
    },
    tips: {
      name: "Këshilla udhëtimi",
    },
  },
  blogPosts: {
    "1": {
      title: "Një fundjavë në Prizren: kalaja, Ura e Gurit dhe mbrëmje të ngadalta buzë lumit",
      excerpt:
        "Dy ditë mjaftojnë për t’u dashuruar me Prizrenin. Kaloni Urën e Gurit, ngjituni te kalaja për perëndimin e diellit dhe lëreni qytetin e vjetër t’jua caktojë ritmin.",
      imageAlt:
        "Kalaja në kodrën mbi Prizren në dritën e artë të mbrëmjes, me Urën e Gurit dhe një minare në qytetin e vjetër poshtë",
      author: {
        name: "Ardit Shala",
        bio: "Arditi studioi histori të artit në Prishtinë dhe që nga vitet e studimeve çdo gusht punon si vullnetar në DokuFest, në Prizren.",
      },
      tags: ["Prizren", "Kulturë", "Histori", "Fundjavë"],
    },
    "2": {
      title: "Shijet e Kosovës: flija, tavë kosi, pite dhe vera e Rahovecit",
      excerpt:
        "Nga flija e pjekur shtresë pas shtrese nën prush të nxehtë deri te një gotë Vranac në një bodrum të Rahovecit: ja çfarë të hani e të pini në Kosovë dhe ku ta gjeni.",
      imageAlt:
        "Një tryezë me flija, pite dhe një gotë verë të kuqe, me kodrat e vreshtave të Rahovecit pas saj në muzg",
      author: {
        name: "Drita Morina",
        bio: "Drita u rrit në Gjakovë, mësoi të piqte flija nga gjyshja dhe prej dhjetë vjetësh shkruan për tregjet, kuzhinat dhe bodrumet e verës në Kosovë.",
      },
      tags: ["Ushqim", "Verëra", "Rahovec", "Prizren"],
    },
    "3": {
      title: "Ecje në Grykën e Rugovës dhe ngjitje në via ferratën e saj",
      excerpt:
        "Menjëherë jashtë Pejës, Gryka e Rugovës çan thellë në Bjeshkët e Nemuna. Ja si ta përshkoni në këmbë, si të ngjiteni në një via ferrata dhe si të kaloni një natë në fshatrat e larta.",
      imageAlt:
        "Shëtitës në një parvaz shkëmbor mbi muret e thepisura të gëlqerorit dhe lumin e gjelbër të Grykës së Rugovës në verë",
      author: {
        name: "Luan Berisha",
        bio: "Luani është udhëheqës malor nga Peja, ka përshkuar çdo etapë të shtegut Majat e Ballkanit dhe ende mendon se Rugova është më e bukur në tetor.",
      },
      tags: ["Ecje", "Rugova", "Peja", "Male", "Aventurë"],
    },
    "4": {
      title: "Vera e festivaleve në Kosovë: filma buzë lumit, muzikë në kryeqytet",
      excerpt:
        "DokuFest shfaq filma mbi muret e kalasë së Prizrenit, Sunny Hill sjell emra të mëdhenj në Prishtinë dhe Rahoveci ngre dolli për vjeljen. Ja si ta planifikoni një verë me festivale.",
      imageAlt:
        "Një skenë festivali e ndriçuar në një shpat kodre në një natë vere, me turmën të mbledhur përpara",
      author: {
        name: "Ardit Shala",
        bio: "Arditi studioi histori të artit në Prishtinë dhe që nga vitet e studimeve çdo gusht punon si vullnetar në DokuFest, në Prizren.",
      },
      tags: ["Festivale", "Verë", "Prizren", "Prishtina", "Muzikë"],
    },
    "5": {
      title: "Këshilla praktike për udhëtimin tuaj të parë në Kosovë",
      excerpt:
        "Vizat, euroja, një kartë SIM vendore, autobusët dhe taksitë, bakshishi dhe numrat që duhet të thirrni në rast urgjence: gjithçka që duhet të rregulloni para udhëtimit të parë në Kosovë.",
      imageAlt:
        "Kulla e vjetër e sahatit që ngrihet mbi rrugët e Prishtinës në një ditë të ndritshme pranvere",
      author: {
        name: "Hannah Keller",
        bio: "Hannah u zhvendos nga Mynihu në Prishtinë në vitin 2019 dhe u përgjigjet pyetjeve të lexuesve tanë për autobusët, kufijtë dhe buxhetet.",
      },
      tags: ["Këshilla udhëtimi", "Transport", "Para", "Prishtina"],
    },
    "6": {
      title: "Dimri në Brezovicë dhe në Malet e Sharrit",
      excerpt:
        "Kur bora zë Malet e Sharrit, pistat e gjata veriore të Brezovicës marrin jetë. Ja çfarë t’ju presë nga skijimi, ecja me raketa bore dhe shëtitjet dimërore në jug të Kosovës.",
      imageAlt:
        "Një teleferik që ngjitet nëpër shpatet me borë të Maleve të Sharrit mbi Brezovicë në agim",
      author: {
        name: "Luan Berisha",
        bio: "Luani është udhëheqës malor nga Peja, ka përshkuar çdo etapë të shtegut Majat e Ballkanit dhe ende mendon se Rugova është më e bukur në tetor.",
      },
      tags: ["Dimër", "Ski", "Male", "Ecje", "Natyrë"],
    },
    "7": {
      title:
        "Manastiret mesjetare të Kosovës: vizitë në një pasuri të Trashëgimisë Botërore të UNESCO-s",
      excerpt:
        "Katër kisha e manastire mesjetare përbëjnë pasurinë e Trashëgimisë Botërore të UNESCO-s “Monumentet Mesjetare në Kosovë”. Ja çfarë e bën të veçantë secilin prej tyre dhe si t’i vizitoni me respekt.",
      imageAlt:
        "Kisha me breza mermeri e Manastirit të Deçanit mes pyjeve të gështenjave në rrëzë të maleve",
      author: {
        name: "Ardit Shala",
        bio: "Arditi studioi histori të artit në Prishtinë dhe që nga vitet e studimeve çdo gusht punon si vullnetar në DokuFest, në Prizren.",
      },
      tags: ["UNESCO", "Histori", "Kulturë", "Peja", "Prizren"],
    },
    "8": {
      title:
        "Prishtina me makiato: kafenetë, monumenti Newborn dhe një kryeqytet që shijohet në këmbë",
      excerpt:
        "Prishtina kuptohet më mirë nga tavolina e një kafeneje. Kaloni një ditë duke ecur nga një makiato te tjetri, nga monumenti Newborn te lagjja e vjetër e çarshisë, dhe kryeqyteti i ri fillon të ketë kuptim.",
      imageAlt:
        "Shkronjat gjigante të monumentit Newborn në qendër të Prishtinës në një mbrëmje dimri me borë",
      author: {
        name: "Hannah Keller",
        bio: "Hannah u zhvendos nga Mynihu në Prishtinë në vitin 2019 dhe u përgjigjet pyetjeve të lexuesve tanë për autobusët, kufijtë dhe buxhetet.",
      },
      tags: ["Prishtina", "Kafe", "Ushqim", "Kulturë"],
    },
  },
  popularTopics: [
    {
      name: "Qyteti i vjetër i Prizrenit",
      query: "Prizren",
    },
    {
      name: "Shtigje për ecje",
      query: "Ecje",
    },
    {
      name: "Ushqimi tradicional",
      query: "Ushqim",
    },
    {
      name: "Trashëgimia e UNESCO-s",
      query: "UNESCO",
    },
    {
      name: "Vera e Rahovecit",
      query: "Verëra",
    },
    {
      name: "Festivalet e verës",
      query: "Festival",
    },
    {
      name: "Gryka e Rugovës",
      query: "Rugova",
    },
    {
      name: "Prishtina",
      query: "Prishtina",
    },
    {
      name: "Para dhe transport",
      query: "Transport",
    },
    {
      name: "Sportet e dimrit",
      query: "Ski",
    },
    {
      name: "Kultura e kafesë",
      query: "Kafe",
    },
    {
      name: "Histori dhe trashëgimi",
      query: "Histori",
    },
  ],
};
