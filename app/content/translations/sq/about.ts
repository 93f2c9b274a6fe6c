/* sq texts of app/content/about.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  aboutMeta: {
    title: "Rreth Kosovës",
    description:
      "Kosova me një shikim: kryeqyteti, popullsia, gjuhët dhe monedha, një histori e shkurtër nga Dardania deri sot, kultura, peizazhet dhe monumentet e saj mesjetare.",
    heading: "Rreth Kosovës",
    intro:
      "Një vend i vogël dhe i ri në zemër të Ballkanit, me male nga tri anët, qytete të vjetra me çarshi, manastire mesjetare dhe disa nga kafenetë më të gjalla në Evropë. Ja faktet që ju duhen para se të niseni.",
  },
  aboutTabs: {
    overview: {
      label: "Përmbledhje",
      title: "Kosova me një shikim",
      paragraphs: [
        "Kosova është një vend pa dalje në det në Ballkanin qendror, që kufizohet me Shqipërinë, Maqedoninë e Veriut, Malin e Zi dhe Serbinë. Është e vogël — nga Prishtina në lindje deri në Pejë në perëndim shkohet me makinë për rreth një orë e gjysmë — e megjithatë në këtë distancë të shkurtër gjenden male të larta, gryka lumenjsh, vise vreshtarie dhe qytete të vjetra osmane.",
        "Shumica e banorëve janë shqiptarë, por Kosova është shtëpi edhe për komunitetet serbe, boshnjake, turke, rome, ashkalie, egjiptiane dhe gorane. Ka një nga popullsitë më të reja në Evropë, gjë që e vini re në kafenetë plot, në turmat e studentëve në Prishtinë dhe në festivalet e verës.",
        "Kuvendi shpalli pavarësinë më 17 shkurt 2008. Mbi 100 shtete anëtare të OKB-së e njohin Kosovën; të tjera, përfshirë Serbinë, nuk e njohin, dhe Kosova nuk është anëtare e Kombeve të Bashkuara. Për një vizitor, ajo që ka rëndësi në përditshmëri është e thjeshtë: paguani me euro, telefononi me +383 dhe do t’ju presë një traditë e fortë mikpritjeje.",
      ],
      highlights: [
        "Kryeqyteti dhe qyteti më i madh: Prishtina",
        "Kufizohet me Shqipërinë, Maqedoninë e Veriut, Malin e Zi dhe Serbinë",
        "38 komuna, nga Dragashi në jug deri në Leposaviq në veri",
        "Monedha: euro; prefiksi telefonik +383; zona kohore CET",
      ],
      links: [
        {
          label: "Eksploroni qytetet",
        },
        {
          label: "Shfletoni destinacionet",
        },
      ],
    },
    history: {
      label: "Historia",
      title: "Shtresat e historisë",
      paragraphs: [
        "Në antikitet këto troje u përkisnin dardanëve, e më vonë provincës romake që mori emrin e tyre; rrënojat e Ulpianës romake ndodhen menjëherë jashtë Prishtinës. Në mesjetë rajoni ishte në zemër të shtetit mesjetar serb, i cili ndërtoi manastiret e Deçanit dhe të Graçanicës, si dhe Patrikanën e Pejës.",
        "Pas Betejës së Kosovës më 1389, Perandoria Osmane e mori kontrollin për më shumë se katër shekuj, dhe qytete si Prizreni, Prishtina dhe Gjakova u rritën rreth çarshive, xhamive dhe hamamëve. Më 1878 Lidhja e Prizrenit i dha zë lëvizjes kombëtare shqiptare.",
        "Në shekullin XX Kosova u bë pjesë e Serbisë dhe pastaj e Jugosllavisë. Humbja e autonomisë më 1989, lufta e viteve 1998–99 dhe vitet e administrimit të OKB-së që pasuan çuan në shpalljen e pavarësisë më 2008.",
      ],
      highlights: [
        "Ulpiana: një qytet romak afër Graçanicës së sotme",
        "Manastire mesjetare në listën e UNESCO-s",
        "Çarshi osmane në Prizren, Gjakovë dhe Pejë",
        "Lidhja e Prizrenit, 1878",
        "Shpallja e pavarësisë, 17 shkurt 2008",
      ],
    },
    culture: {
      label: "Kultura",
      title: "Kultura dhe jeta e përditshme",
      paragraphs: [
        "Mikpritja është në qendër të jetës këtu. Mysafirëve u ofrohet kafe ose çaj brenda pak minutash pas mbërritjes, dhe për zakonin e vjetër të besës — mbajtjes së fjalës së dhënë — ende flitet me krenari. Në Prishtinë kafeneja është dhoma e ndenjes së qytetit: porositni një makiato dhe shpejt do ta kuptoni pse vendasit e quajnë të tyren.",
        "Muzikën tradicionale e mbajnë gjallë çiftelia me dy tela dhe lahuta me një tel, që shoqëron këngët epike. Ushqimi është i bollshëm dhe bujar: flija, e ndërtuar shtresë pas shtrese nën një saç të nxehtë, pite me djathë e me spinaq, qebapë në skarë, speca me pavlakë dhe verë nga vreshtat rreth Rahovecit.",
        "Jeta fetare është e larmishme. Shumica e kosovarëve janë myslimanë; ka manastire dhe kisha ortodokse serbe, si dhe komunitete katolike në Prizren, Gjakovë dhe Klinë. Në të njëjtën pasdite mund të dëgjoni ezanin nga një xhami e shekullit XV në Prishtinë dhe këmbanat e kishës në Graçanicë.",
        "Kultura këtu është edhe shumë bashkëkohore: DokuFest mbush çdo gusht kinematë buzë lumit në Prizren, dhe medaljen e artë të Majlinda Kelmendit në xhudo në Lojërat Olimpike të Rios 2016 — medaljen e parë olimpike të Kosovës — e mbajnë mend të gjithë.",
      ],
      highlights: [
        "Kultura e kafesë dhe makiatoja e famshme",
        "Flija, pitet dhe qebapët në skarë",
        "Muzika popullore me çifteli dhe lahutë",
        "DokuFest, festivali i filmit dokumentar në Prizren",
      ],
      links: [
        {
          label: "Informacione kryesore për vizitorët",
        },
      ],
    },
    geography: {
      label: "Gjeografia",
      title: "Male, fusha dhe lumenj",
      paragraphs: [
        "Kosova shtrihet në 10 887 km². Dy rrafshe të gjera formojnë zemrën e saj — Rrafshi i Kosovës rreth Prishtinës në lindje dhe Rrafshi i Dukagjinit rreth Pejës, Gjakovës dhe Prizrenit në perëndim — dhe malet i rrethojnë pothuajse nga të gjitha anët: Bjeshkët e Nemuna në perëndim, Malet e Sharrit në jug dhe vargu i Kopaonikut në veri.",
        "Pika më e lartë është Rudoka e Madhe (2660 m), në kufi me Maqedoninë e Veriut; Gjeravica (Đeravica, 2656 m), afër kufirit me Shqipërinë mbi Deçan, për një kohë të gjatë është dhënë si maja më e lartë. Nga Kosova lumenjtë rrjedhin drejt tri deteve: Drini i Bardhë derdhet në Adriatik, Ibri dhe Sitnica rrjedhin drejt Danubit dhe Detit të Zi, ndërsa Lepenci bashkohet me Vardarin në rrugën e tij drejt Egjeut.",
        "Klima është kontinentale, me vera të ngrohta dhe dimra të ftohtë e me borë në male; në jugperëndim, rreth Prizrenit dhe Gjakovës, ndihet pak ndikimi mesdhetar. Dy parqe kombëtare mbrojnë viset më të egra: Bjeshkët e Nemuna në perëndim dhe Sharri në jug.",
      ],
      highlights: [
        "Gryka e Rugovës në perëndim të Pejës",
        "Ujëvarat dhe pellgjet e Mirushës",
        "Shpella e Gadimes, shpellë mermeri afër Lipjanit",
        "Zona e skijimit në Brezovicë, në Malet e Sharrit",
      ],
      links: [
        {
          label: "Qeverisja dhe politika",
        },
        {
          label: "Si të vini dhe si të lëvizni",
        },
      ],
    },
  },
  fullHistory: {
    title: "Një histori e shkurtër e Kosovës",
    intro:
      "E kaluara e Kosovës u përket disa popujve dhe tregohet në më shumë se një mënyrë. Kjo përmbledhje qëndron te ajo për të cilën historianët në përgjithësi pajtohen, nga qytetet romake deri te vendi që vizitoni sot.",
    sections: {
      antiquity: {
        heading: "Dardania dhe romakët",
        period: "Antikiteti – shekulli VI",
        paragraphs: [
          "Në antikitet rajoni ishte atdheu i dardanëve, një popull ballkanik që autorët antikë e radhitnin herë mes ilirëve e herë mes trakëve. Pas pushtimit romak u bë pjesë e provincës së Mezisë, dhe rreth fundit të shekullit III u krijua një provincë më vete, Dardania. Minierat e rajonit nxirrnin argjend dhe plumb për perandorinë.",
          "Qyteti më i madh romak ishte Ulpiana, pak në juglindje të Prishtinës së sotme, afër Graçanicës. I dëmtuar nga një tërmet në fillim të shekullit VI, u rindërtua nga perandori Justinian me emrin Iustiniana Secunda. Muret, bazilika dhe nekropoli i gërmuar mund të vizitohen sot.",
        ],
      },
      "early-middle-ages": {
        heading: "Bizanti, Bullgaria dhe Serbia",
        period: "Shekujt VI – XIV",
        paragraphs: [
          "Grupe sllave u vendosën në Ballkan që nga shekujt VI dhe VII, dhe për disa qindra vjet rajoni kaloi herë nën sundimin bizantin e herë nën atë bullgar. Nga fundi i shekullit XII u bë pjesë e shtetit mesjetar serb të dinastisë Nemanjić, dhe në shekujt XIII dhe XIV ndodhej në zemrën politike dhe fetare të atij shteti.",
          "Kjo është periudha e manastireve të mëdha: Patrikana e Pejës, selia e Kishës Ortodokse Serbe, Manastiri i Deçanit dhe kisha e Graçanicës, si dhe Zonja e Levishës në Prizren. Qytete minerare si Novobërda u pasuruan me argjend. Burimet e kohës përmendin edhe komunitete shqiptare dhe vllahe që jetonin në rajon.",
        ],
      },
      "battle-of-kosovo": {
        heading: "Beteja e Kosovës",
        paragraphs: [
          "Në qershor të vitit 1389 një koalicion i krishterë, i udhëhequr nga princi serb Lazar, u ndesh me ushtrinë osmane të sulltan Murad I në Fushën e Kosovës, afër Prishtinës. Të dy sundimtarët u vranë. Beteja nuk i dha fund menjëherë sundimit serb, por brenda shtatëdhjetë viteve që pasuan — Novobërda ra më 1455 — rajoni kaloi plotësisht nën kontrollin osman. Beteja zë një vend qendror në traditën dhe kujtesën serbe.",
        ],
      },
      "ottoman-era": {
        heading: "Katër shekuj sundim osman",
        period: "Shekulli XV – 1912",
        paragraphs: [
          "Nën osmanët, qytete si Prizreni, Prishtina, Peja dhe Gjakova u rritën rreth çarshive të mbuluara, karvansarajeve, xhamive dhe hamamëve, shumë prej të cilave qëndrojnë ende. Me kalimin e kohës një pjesë e madhe e popullsisë shqiptare u bë myslimane, ndërsa komunitetet ortodokse dhe katolike vazhduan të jetonin. Gjatë luftës austro-osmane të fundit të shekullit XVII, shumë serbë e lanë rajonin më 1690, një eksod që mbahet mend si Shpërngulja e Madhe.",
          "Më 1878 krerët shqiptarë u mblodhën në Prizren dhe themeluan Lidhjen e Prizrenit, e cila mbrojti trojet e banuara nga shqiptarët gjatë rivizatimit të kufijve ballkanikë dhe u bë një moment kyç i lëvizjes kombëtare shqiptare. Në fillim të viteve 1910 pasuan kryengritjet shqiptare kundër sundimit osman.",
        ],
      },
      "twentieth-century": {
        heading: "Serbia dhe Jugosllavia",
        paragraphs: [
          "Në Luftërat Ballkanike të viteve 1912–13 rajoni u pushtua nga Serbia dhe Mali i Zi, dhe pas Luftës së Parë Botërore u bë pjesë e Mbretërisë së Serbëve, Kroatëve dhe Sllovenëve, më vonë Jugosllavisë. Gjatë Luftës së Dytë Botërore pjesa më e madhe e tij iu bashkua Shqipërisë nën kontrollin italian, ndërsa veriun e pushtoi Gjermania dhe një zonë më të vogël në lindje Bullgaria.",
          "Në Jugosllavinë socialiste Kosova ishte rajon autonom dhe pastaj krahinë e Serbisë. Kushtetuta e vitit 1974 i dha një vetëqeverisje të gjerë, afër asaj të republikave jugosllave, dhe Universiteti i Prishtinës u hap rreth vitit 1970. Tensionet u rritën në vitet 1980, duke nisur me protestat studentore të vitit 1981.",
        ],
      },
      nineties: {
        heading: "Autonomia e humbur dhe rezistenca paqësore",
        paragraphs: [
          "Më 1989 Serbia, nën udhëheqjen e Slobodan Miloševićit, ia hoqi Kosovës pjesën më të madhe të autonomisë. Dhjetëra mijë shqiptarë humbën vendet e punës në institucionet publike. Nën udhëheqjen e shkrimtarit Ibrahim Rugova, shumica shqiptare u përgjigj me rezistencë paqësore dhe me një sistem paralel shkollash, shëndetësie dhe zgjedhjesh, ku shumë mësime mbaheshin në shtëpi private.",
        ],
      },
      war: {
        heading: "Lufta e viteve 1998–99",
        paragraphs: [
          "Më 1998 shpërthyen luftimet mes Ushtrisë Çlirimtare të Kosovës dhe forcave jugosllave e serbe. Më shumë vuajtën civilët: fshatra u shkatërruan, vrasje si ajo në Reçak (Račak) në janar 1999 tronditën botën, dhe pasi dështuan bisedimet e paqes në Rambuje, NATO-ja nisi sulmet ajrore kundër Jugosllavisë më 24 mars 1999.",
          "Gjatë 78 ditëve të fushatës, qindra mijë shqiptarë të Kosovës u dëbuan ose u larguan. Deri në shkurt 2013 projekti Libri i Kujtimit të Kosovës (Kosovo Memory Book) i Fondit për të Drejtën Humanitare kishte dokumentuar 13 526 njerëz të vrarë ose të zhdukur në lidhje me luftën mes vitit 1998 dhe fundit të vitit 2000, shumica shqiptarë, por edhe serbë, romë dhe pjesëtarë të komuniteteve të tjera. Pas qershorit 1999 shumë serbë, romë e të tjerë u larguan nga ana e tyre nga Kosova, dhe disa nuk janë kthyer.",
        ],
      },
      "un-administration": {
        heading: "Nën administrimin e OKB-së",
        paragraphs: [
          "Rezoluta 1244 e Këshillit të Sigurimit të OKB-së, e qershorit 1999, e vendosi Kosovën nën një mision të OKB-së (UNMIK), ndërsa forca KFOR, e udhëhequr nga NATO-ja, ruante paqen. Institucionet e vetë Kosovës — Kuvendi, Presidenti dhe Qeveria — u ngritën hap pas hapi që nga viti 2001. Dhuna e marsit 2004 dëmtoi shtëpi, kisha dhe manastire dhe tregoi sa e brishtë ishte ende paqja. Bisedimet për statusin përfundimtar të Kosovës, të udhëhequra nga OKB-ja që nga viti 2006, përfunduan pa marrëveshje mes Prishtinës dhe Beogradit.",
        ],
      },
      independence: {
        heading: "Pavarësia dhe njohja",
        period: "2008 – sot",
        paragraphs: [
          "Më 17 shkurt 2008 Kuvendi e shpalli Kosovën të pavarur, dhe në qershor të po atij viti hyri në fuqi një kushtetutë e re me garanci të forta për komunitetet joshumicë. Më 2010 Gjykata Ndërkombëtare e Drejtësisë dha një opinion këshillëdhënës se shpallja nuk e shkelte të drejtën ndërkombëtare.",
          "Njohja mbetet e pjesshme: mbi 100 shtete anëtare të OKB-së e njohin Kosovën, ndërsa Serbia dhe disa të tjera, përfshirë pesë shtete anëtare të BE-së, nuk e njohin, dhe Kosova nuk është anëtare e OKB-së. Që nga viti 2011 Kosova dhe Serbia zhvillojnë bisedime me ndërmjetësimin e BE-së për normalizimin e marrëdhënieve, të cilat sollën Marrëveshjen e Brukselit të vitit 2013.",
        ],
      },
      today: {
        heading: "Kosova sot",
        period: "Sot",
        paragraphs: [
          "Sot Kosova është një republikë e re parlamentare me një diasporë të madhe, sidomos në Gjermani dhe Zvicër, kthimi veror i së cilës i mbush rrugët çdo korrik e gusht. Më 2022 aplikoi për anëtarësim në Bashkimin Evropian, dhe që nga 1 janari 2024 shtetasit e saj mund të udhëtojnë në zonën Schengen pa vizë. Për vizitorët, është një vend ku shtresat e kësaj historie qëndrojnë krah për krah, shpesh brenda një shëtitjeje të vetme nëpër një qytet të vjetër.",
        ],
      },
    },
  },
  quickFacts: {
    capital: {
      label: "Kryeqyteti",
      value: "Prishtina",
    },
    population: {
      label: "Popullsia",
      value: "Rreth 1,8 milionë",
      note: "Vlerësimi që përmendet zakonisht. Regjistrimi i vitit 2024 numëroi rreth 1,6 milionë banorë; qindra mijë kosovarë të tjerë jetojnë jashtë vendit.",
    },
    area: {
      label: "Sipërfaqja",
      value: "10 887 km²",
    },
    currency: {
      label: "Monedha",
      value: "Euro (€)",
      note: "Në përdorim që nga viti 2002; Kosova nuk është anëtare e eurozonës.",
    },
    independence: {
      label: "Pavarësia",
      value: "E shpallur më 17 shkurt 2008",
    },
    "highest-point": {
      label: "Pika më e lartë",
      value: "2660 m, Rudoka e Madhe",
      note: "Në kufi me Maqedoninë e Veriut, në Malet e Sharrit. Gjeravica (Đeravica, 2656 m), mbi Deçan dhe Junik, për një kohë të gjatë është dhënë si maja më e lartë.",
    },
    "time-zone": {
      label: "Zona kohore",
      value: "CET (GMT+1, në verë GMT+2)",
    },
    "phone-code": {
      label: "Prefiksi telefonik",
    },
    languages: {
      label: "Gjuhët zyrtare",
      value: "Shqipja dhe serbishtja",
      note: "Turqishtja, boshnjakishtja dhe gjuha rome kanë gjithashtu status zyrtar në komunat ku jetojnë këto komunitete.",
    },
  },
  worldHeritage: {
    title: "Monumentet Mesjetare në Kosovë",
    text: [
      "Katër kisha dhe manastire ortodokse serbe përbëjnë një pasuri të Trashëgimisë Botërore të UNESCO-s: Manastiri i Deçanit u regjistrua në vitin 2004, dhe më 2006 pasuria u zgjerua me Patrikanën e Pejës, kishën e Zonjës së Levishës në Prizren dhe Manastirin e Graçanicës. Afresket e tyre, të pikturuara që nga shekulli XIII e këtej, dëshmojnë takimin e traditave bizantine dhe romanike në Ballkan.",
      "Që nga viti 2006 UNESCO e ka përfshirë pasurinë edhe në listën e Trashëgimisë Botërore në Rrezik. Manastiret janë bashkësi fetare aktive: vizitorët janë të mirëpritur, por vishuni me maturi, flisni me zë të ulët dhe kërkoni leje para se të fotografoni brenda.",
    ],
    sites: [
      {
        name: "Manastiri i Deçanit",
        place: "afër Deçanit (Dečani)",
      },
      {
        name: "Patrikana e Pejës",
        place: "Pejë (Peć)",
        built: "shekujt XIII–XIV",
      },
      {
        name: "Zonja e Levishës",
        place: "Prizren",
        built: "fillimi i shekullit XIV",
      },
      {
        name: "Manastiri i Graçanicës",
        place: "Graçanicë, afër Prishtinës",
        built: "rreth vitit 1321",
      },
    ],
    linkLabel: "Mësoni më shumë",
  },
};
