/* sq texts of app/content/media.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  featuredVideos: {
    "1": {
      title: "Prizreni: qyteti i vjetër dhe kalaja",
      description:
        "Ecni me ne nga Ura e Gurit dhe Xhamia e Sinan Pashës deri te kalaja, për pamjen mbi çatitë dhe minaret e Prizrenit.",
      imageAlt:
        "Xhamia e Sinan Pashës dhe çatitë e qytetit të vjetër të Prizrenit në dritën e ngrohtë të mbrëmjes",
    },
    "2": {
      title: "Në Grykën e Rugovës",
      description:
        "Via ferrata, ujëvara dhe fshatra malore në kanionin në perëndim të Pejës, vendi më i dashur i Kosovës për ecje në mal dhe ngjitje në shkëmb.",
      imageAlt:
        "Muret e thepisura të Grykës së Rugovës, me lumin në fund, në dritën e mëngjesit të hershëm",
    },
    "3": {
      title: "Një ditë në Prishtinë",
      description:
        "Kafe në Bulevardin Nëna Terezë, shkronjat Newborn, kupolat e Bibliotekës Kombëtare dhe lagjja e çarshisë së vjetër në kryeqytetin e ri të Kosovës.",
      imageAlt:
        "Biblioteka Kombëtare e Kosovës me kupola në Prishtinë, në një ditë të ndritshme pranvere",
    },
  },
  galleryPhotos: {
    "4": {
      title: "Monumenti Newborn, Prishtinë",
      alt: "Shkronjat gjigante NEWBORN në qendër të Prishtinës, të lyera me ngjyra të ndezura",
    },
    "5": {
      title: "Biblioteka Kombëtare e Kosovës",
      alt: "Kupolat e bardha dhe rrjeta metalike e Bibliotekës Kombëtare në Prishtinë",
    },
    "6": {
      title: "Gryka e Rugovës",
      alt: "Gryka e ngushtë e Rugovës pranë Pejës, me shkëmbinjtë e praruar nga drita mbi pemët e vjeshtës",
    },
    "7": {
      title: "Patrikana e Pejës",
      alt: "Kishat e lyera me të kuqe të Patrikanës së Pejës në hyrje të Grykës së Rugovës",
    },
    "8": {
      title: "Manastiri i Deçanit",
      alt: "Kisha me shirita guri e Manastirit të Deçanit mes kodrave me pyje, në agim",
    },
    "9": {
      title: "Çarshia e Vjetër, Gjakovë",
      alt: "Rruga me kalldrëm dhe dyqanet me vitrina druri të Çarshisë së Vjetër të Gjakovës në dritën e mbrëmjes",
    },
    "10": {
      title: "Ujëvarat e Mirushës",
      alt: "Një ujëvarë që bie mes shkëmbinjsh të zbehtë në një pellg të gjelbër në kanionin e Mirushës",
    },
    "11": {
      title: "Shpella e Mermerit në Gadime",
      alt: "Stalaktite të ndriçuara dhe formacione kristalesh të bardha në Shpellën e Mermerit në Gadime",
    },
    "12": {
      title: "Manastiri i Graçanicës",
      alt: "Pesë kupolat e Manastirit të Graçanicës përballë qiellit të muzgut, në fushën pranë Prishtinës",
    },
    "13": {
      title: "Pistat e skive në Brezovicë",
      alt: "Një ski-lift me karrige që ngjitet në shpatet me borë të Brezovicës, në Malet e Sharrit",
    },
    "14": {
      title: "Qafa e Prevallës, Malet e Sharrit",
      alt: "Livadhe të larta e të valëzuara në Qafën e Prevallës, në Malet e Sharrit, nën diellin e pasdites së vonë",
    },
    "15": {
      title: "Vreshtat e Rahovecit",
      alt: "Rreshta hardhish që mbulojnë kodrat rreth Rahovecit nën qiellin e verës",
    },
    "16": {
      title: "Miniera e Trepçës, Stan Tërg",
      alt: "Kulla prej çeliku e pusit të minierës së Trepçës në Stan Tërg, në kodrat pranë Mitrovicës",
    },
    "17": {
      title: "Liqeni i Batllavës",
      alt: "Ujërat e qeta të Liqenit të Batllavës pranë Podujevës, me kodra të pyllëzuara përreth, në lindje të diellit",
    },
    "18": {
      title: "Liqeni i Gazivodës",
      alt: "Rezervuari i gjatë i Gazivodës dhe diga e tij mes kodrave vjeshtore në veri të Kosovës",
    },
    "19": {
      title: "Kalaja e Novobërdës",
      alt: "Kullat e rrënuara të kalasë mesjetare të Novobërdës në majë të një kodre",
    },
    "20": {
      title: "Burimi i Drinit të Bardhë, Radavc",
      alt: "Drini i Bardhë që derdhet si ujëvarë nga burimi i tij pranë Radavcit, në veri të Pejës",
    },
    "21": {
      title: "Xhamia dhe kisha, Ferizaj",
      alt: "Një xhami dhe një kishë ortodokse krah për krah në qendër të Ferizajt, natën",
    },
  },
  heroSlides: {
    "1": {
      imageAlt:
        "Kreshta malesh njëra pas tjetrës mbi një luginë të gjelbër, në dritën e parë të një mëngjesi vjeshte",
      title: "Peizazhe mahnitëse",
      caption:
        "Nga Malet e Sharrit te Gryka e Rugovës, majat e egra dhe kullotat e larta nuk janë kurrë më larg se disa orë.",
    },
    "2": {
      imageAlt:
        "Një skenë festivali që shkëlqen me drita shumëngjyrëshe mbi një turmë të madhe, në një natë vere",
      title: "SunnyHill",
      caption:
        "Çdo verë kur mbahet, Sunny Hill Festival sjell emra të mëdhenj ndërkombëtarë dhe yje shqiptarë në një skenë pak jashtë Prishtinës.",
    },
    "3": {
      imageAlt: "Një person në zip line që kalon lart mbi Grykën e thellë gëlqerore të Rugovës",
      title: "Zip line",
      caption:
        "Fluturoni me zip line në Grykën e Rugovës, vetëm pak kilometra nga Peja, me lumin shumë poshtë jush.",
    },
  },
  photos: {
    "1": {
      title: "Pamje e Prishtinës",
      alt: "Çatitë e Prishtinës në muzg, me kambanoren e Katedrales së Shenjtes Nënë Tereza",
    },
    "2": {
      title: "Malet e Kosovës",
      alt: "Majat me borë të Maleve të Sharrit që marrin ngjyrë rozë në agim",
    },
    "3": {
      title: "Prizreni",
      alt: "Ura e Gurit në Prizren e ndriçuar natën mbi lum, me kalanë në kodrën përsipër",
    },
  },
};
