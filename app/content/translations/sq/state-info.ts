/* sq texts of app/content/state-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  agreementStatusLabels: {
    "in-force": "Në fuqi",
    "in-implementation": "Në zbatim",
    "partially-implemented": "Zbatuar pjesërisht",
  },
  economy: {
    title: "Ekonomia",
    cards: {
      gdp: {
        title: "BPV",
        value: "Rreth 10 miliardë € (2023)",
        paragraphs: [
          "Një ekonomi e vogël që rritet shpejt: vitet e fundit rritja ka qenë kryesisht 3–5 % në vit. Prijnë shërbimet, tregtia dhe ndërtimi, ndërsa paratë që dërgon diaspora shtojnë çdo vit më shumë se një të dhjetën e BPV-së.",
        ],
      },
      currency: {
        title: "Monedha",
        value: "Euro (€), që nga viti 2002",
        paragraphs: [
          "Kosova kaloi në markën gjermane në vitin 1999 dhe kaloi në euro bashkë me pjesën tjetër të Evropës më 2002. E përdor euron pa qenë pjesë e eurozonës, ndaj nuk nxjerr monedha metalike apo kartëmonedha të veta. Banka Qendrore e Republikës së Kosovës mbikëqyr bankat, dhe që nga shkurti 2024 euroja është monedha e vetme për pagesat në para të gatshme kudo në Kosovë.",
        ],
      },
      trade: {
        title: "Tregtia",
        value: "Importet i tejkalojnë shumë eksportet e mallrave",
        paragraphs: [
          "Pjesa më e madhe e tregtisë bëhet me BE-në — mbi të gjitha me Gjermaninë dhe Italinë — si dhe me Turqinë, Kinën dhe ekonomitë fqinje të Ballkanit Perëndimor. Eksportet e mallrave përfshijnë metale bazë si feronikeli, plastikë dhe gomë, si dhe ushqime e pije; eksportet e shërbimeve, nga udhëtimet e diasporës deri te puna në TI, janë më të mëdha se eksportet e mallrave.",
        ],
      },
    },
    challenges: {
      title: "Sfidat ekonomike",
      intro:
        "Ekonomia e Kosovës është rritur në mënyrë të qëndrueshme, por tregu i punës mbetet i dobët. Shifrat më poshtë janë rezultate të rrumbullakosura anketash të Agjencisë së Statistikave të Kosovës, me vitin përkatës; për numrat më të fundit shihni burimin.",
      bars: [
        {
          label: "Shkalla e papunësisë",
          display: "Rreth 11 % (2023)",
          source: "Agjencia e Statistikave të Kosovës, Anketa e Fuqisë Punëtore",
        },
        {
          label: "Njerëzit në moshë pune që janë pjesë e fuqisë punëtore",
          display: "Rreth 40 % (fillimi i viteve 2020)",
          source: "Agjencia e Statistikave të Kosovës, Anketa e Fuqisë Punëtore",
        },
        {
          label: "Gratë në moshë pune që janë të punësuara",
          display: "Rreth 16 % (fundi i vitit 2020)",
          source: "Agjencia e Statistikave të Kosovës, Anketa e Fuqisë Punëtore",
        },
      ],
      notes: [
        "Papunësia është shumë më e lartë te të rinjtë sesa te të rriturit mbi 25 vjeç.",
        "Shumë të rinj kanë emigruar për punë, sidomos në Gjermani dhe Zvicër.",
        "Energjia elektrike vjen ende kryesisht nga dy termocentrale të vjetra me linjit, dhe në dimër furnizimi mund të jetë i tendosur.",
        "Puna informale dhe një deficit i madh tregtar mbeten probleme strukturore të kahershme.",
      ],
    },
    opportunitiesTitle: "Mundësitë ekonomike",
    opportunities: {
      it: {
        title: "Teknologjia e informacionit",
        paragraph:
          "Një fuqi punëtore e re, shpesh shumëgjuhëshe, e ka bërë TI-në një nga sektorët me rritjen më të shpejtë në Kosovë. Kompanitë e softuerit dhe firmat e outsourcing-ut në Prishtinë punojnë për klientë anembanë Evropës dhe Amerikës së Veriut, dhe shumë themelues e mësuan zanatin jashtë vendit para se të ktheheshin në shtëpi.",
      },
      mining: {
        title: "Minierat dhe burimet energjetike",
        paragraph:
          "Kosova ka disa nga rezervat më të mëdha të linjitit në Evropë dhe vendburime plumbi, zinku dhe argjendi të shfrytëzuara prej kohësh rreth minierave të Trepçës afër Mitrovicës, si dhe nikel që nxirret dhe përpunohet në zonën e Drenicës. Modernizimi i këtyre industrive, krahas zhvillimit të energjisë më të pastër, është një detyrë afatgjatë.",
      },
      agriculture: {
        title: "Bujqësia dhe ushqimi",
        paragraph:
          "Rrafshet pjellore të Kosovës dhe të Dukagjinit prodhojnë grurë, misër, perime dhe specat që gjenden në çdo tryezë, ndërsa Rahoveci dhe Suhareka janë zemra e një rajoni vere me traditë të gjatë. Frutat e pyllit, kërpudhat dhe bimët e egra që mblidhen në male eksportohen, dhe përpunimi i ushqimit po rritet.",
      },
      tourism: {
        title: "Turizmi",
        paragraph:
          "Malet, manastiret mesjetare, qytetet e vjetra osmane dhe çmimet e ulëta tërheqin gjithnjë e më shumë vizitorë, përveç diasporës që kthehet çdo verë. Ecja dhe alpinizmi në Rugovë, skijimi në Brezovicë, pushimet e shkurtra në Prishtinë dhe Prizren, si dhe turizmi i verërave janë të gjitha në zgjerim.",
      },
    },
    reportButtonLabel: "Shihni raportin ekonomik",
  },
  electoralSystem: {
    title: "Sistemi zgjedhor",
    paragraphs: [
      "Të 120 anëtarët e Kuvendit zgjidhen me sistem proporcional, në një zonë të vetme zgjedhore për gjithë vendin. Ju votoni për listën e një partie ose koalicioni dhe mund të shënoni edhe kandidatët që preferoni në atë listë.",
      "Një partie i duhen të paktën 5 % e votave për të fituar ulëse. Partitë e komuniteteve joshumicë garojnë për 20 ulëset e tyre të garantuara pa këtë prag. Zgjedhjet e rregullta mbahen çdo katër vjet, dhe që nga pavarësia zgjedhjet e parakohshme kanë qenë të shpeshta.",
    ],
    bars: [
      {
        label: "Ulëset e Kuvendit",
        display: "120 ulëse",
      },
      {
        label: "Ulëse të garantuara për komunitetet joshumicë",
        display: "20 nga 120 (16,7 %)",
      },
      {
        label: "Komuniteti serb",
        display: "10 nga 120 (8,3 %)",
      },
      {
        label: "Komunitetet e tjera",
        display: "10 nga 120 (8,3 %)",
      },
      {
        label: "Shumica e nevojshme për zgjedhjen e qeverisë",
        display: "61 nga 120 (50,8 %)",
      },
      {
        label: "Shumica e nevojshme për ndryshimin e kushtetutës",
        display: "80 nga 120 (dy të tretat)",
        note: "Përfshirë dy të tretat e deputetëve që mbajnë ulëset e komuniteteve.",
      },
      {
        label: "Pragu zgjedhor",
        display: "5 % e votave",
      },
    ],
  },
  governmentStructure: {
    legislative: {
      title: "Pushteti legjislativ",
      body: "Kuvendi i Republikës së Kosovës",
      summary:
        "Një dhomë e vetme me 120 anëtarë, të zgjedhur për katër vjet, që miraton ligjet dhe buxhetin, ratifikon marrëveshjet ndërkombëtare dhe zgjedh Presidentin dhe Qeverinë.",
      facts: [
        "120 ulëse, të zgjedhura për një mandat katërvjeçar",
        "20 ulëse të garantuara për komunitetet joshumicë: 10 për komunitetin serb dhe 10 për komunitetet e tjera",
        "10 ulëset e tjera: 4 për komunitetet rom, ashkali dhe egjiptian, 3 për boshnjakët, 2 për turqit dhe 1 për goranët",
        "Ligjet me interes jetik për komunitetet kërkojnë edhe mbështetjen e shumicës së përfaqësuesve të komuniteteve",
      ],
    },
    executive: {
      title: "Pushteti ekzekutiv",
      body: "Presidenti, Kryeministri dhe Qeveria",
      summary:
        "Presidenti është kreu i shtetit; Kryeministri udhëheq Qeverinë, e cila ushtron pushtetin ekzekutiv dhe i përgjigjet Kuvendit.",
      facts: [
        "Presidenti: zgjidhet nga Kuvendi për pesë vjet, për jo më shumë se dy mandate",
        "Kryeministri dhe ministrat: zgjidhen së bashku me shumicën e votave të të gjithë deputetëve të Kuvendit (61 vota)",
        "Qeveria përfshin të paktën një ministër nga komuniteti serb dhe një nga një komunitet tjetër joshumicë",
        "38 komuna qeverisin çështjet lokale, secila me kryetar dhe kuvend komunal të zgjedhur",
      ],
    },
    judicial: {
      title: "Pushteti gjyqësor",
      body: "Gjykata Kushtetuese, Gjykata Supreme dhe gjykatat e shkallëve më të ulëta",
      summary:
        "Një gjyqësor i pavarur, nën mbikëqyrjen e Këshillit Gjyqësor të Kosovës, ku Gjykata Kushtetuese është autoriteti përfundimtar për kushtetutën.",
      facts: [
        "Gjykata Kushtetuese: 9 gjyqtarë, secili me një mandat të vetëm nëntëvjeçar",
        "Gjykata Supreme: gjykata më e lartë për çështjet civile, penale dhe administrative",
        "Gjykata e Apelit dhe shtatë Gjykata Themelore: Prishtinë, Prizren, Pejë, Gjakovë, Mitrovicë, Ferizaj dhe Gjilan",
        "Individët mund t’i drejtohen Gjykatës Kushtetuese pasi t’i kenë shteruar mjetet e tjera juridike",
      ],
    },
  },
  internationalRelations: {
    title: "Marrëdhëniet ndërkombëtare",
    recognition: {
      title: "Statusi i njohjes",
      paragraphs: [
        "Kosova shpalli pavarësinë më 17 shkurt 2008. Që atëherë është njohur nga mbi 100 shtete anëtare të OKB-së, përfshirë Shtetet e Bashkuara dhe shumicën e anëtarëve të Bashkimit Evropian. Serbia nuk e njeh, e as disa shtete të tjera — mes tyre Rusia, Kina dhe pesë anëtare të BE-së (Spanja, Greqia, Qiproja, Rumania dhe Sllovakia).",
        "Kosova nuk është anëtare e Kombeve të Bashkuara. Më 2010 Gjykata Ndërkombëtare e Drejtësisë konstatoi në një opinion këshillëdhënës se shpallja e pavarësisë nuk e shkelte të drejtën ndërkombëtare. Në Kosovë mbeten të pranishme një forcë paqeruajtëse e udhëhequr nga NATO-ja (KFOR) dhe një mision i BE-së për sundimin e ligjit (EULEX).",
      ],
    },
    organizationsTitle: "Organizatat ndërkombëtare",
    organizations: {
      imf: {
        name: "Fondi Monetar Ndërkombëtar",
        note: "Anëtarësimi i parë i Kosovës në një institucion të madh financiar ndërkombëtar.",
      },
      "world-bank": {
        name: "Grupi i Bankës Botërore",
        note: "Anëtarësuar njëkohësisht me FMN-në; Banka financon projekte në energji, arsim dhe fusha të tjera.",
      },
      ebrd: {
        name: "Banka Evropiane për Rindërtim dhe Zhvillim",
        note: "Investon në biznese private, infrastrukturë dhe efiçiencë energjetike.",
      },
      ceb: {
        name: "Banka e Zhvillimit e Këshillit të Evropës",
        note: "Bankë për zhvillim social; anëtarësimi në të nuk do të thotë anëtarësim në vetë Këshillin e Evropës.",
      },
      ioc: {
        name: "Komiteti Olimpik Ndërkombëtar",
        note: "Komiteti Olimpik i Kosovës u njoh plotësisht më 2014; sportistët e Kosovës debutuan në Lojërat Olimpike nën flamurin e tyre në Rio 2016.",
      },
      uefa: {
        name: "UEFA",
        note: "Ekipet kombëtare të futbollit të Kosovës luajnë në garat evropiane.",
      },
      fifa: {
        name: "FIFA",
        note: "Pranuar pak pas UEFA-s; ekipi kombëtar i meshkujve luan në kualifikueset e Kampionatit Botëror që nga viti 2016.",
      },
      eu: {
        name: "Bashkimi Evropian",
        note: "Kosova aplikoi për anëtarësim në dhjetor 2022.",
      },
      "council-of-europe": {
        name: "Këshilli i Evropës",
        note: "Kosova aplikoi më 2022; në kohën e shkrimit, aplikimi ishte ende në pritje.",
      },
      un: {
        name: "Kombet e Bashkuara",
        note: "Anëtarësimi do të kërkonte një rekomandim të Këshillit të Sigurimit, gjë që nuk ka qenë e mundur.",
      },
      nato: {
        name: "NATO",
        note: "Misioni KFOR, i udhëhequr nga NATO-ja, ruan paqen në Kosovë që nga viti 1999.",
      },
    },
    agreementsTitle: "Marrëveshjet kryesore",
    agreements: {
      "stabilisation-and-association-agreement": {
        name: "Marrëveshja e Stabilizim-Asociimit me BE-në",
        description:
          "Marrëveshja e parë kontraktuale e Kosovës me BE-në, në fuqi që nga prilli 2016: hap tregtinë dhe përcakton reformat në rrugën drejt anëtarësimit.",
      },
      "eu-visa-liberalisation": {
        name: "Liberalizimi i vizave me BE-në",
        description:
          "Që nga 1 janari 2024, mbajtësit e pasaportave të Kosovës mund ta vizitojnë zonën Schengen pa vizë deri në 90 ditë brenda çdo periudhe 180-ditore.",
      },
      "brussels-agreement": {
        name: "Marrëveshja e Brukselit",
        description:
          "Marrëveshja e parë për normalizimin e marrëdhënieve mes Kosovës dhe Serbisë, e arritur në bisedimet me ndërmjetësimin e BE-së në prill 2013. Disa pjesë, si integrimi i policisë dhe i gjykatave në veri, janë zbatuar; të tjera mbeten të hapura.",
      },
      cefta: {
        name: "Marrëveshja e Tregtisë së Lirë të Evropës Qendrore (CEFTA 2006)",
        description:
          "Zona rajonale e tregtisë së lirë e Ballkanit Perëndimor dhe Moldavisë, ku Kosova u anëtarësua përmes misionit të OKB-së (UNMIK) dhe ku merr pjesë sot.",
      },
    },
  },
  membershipStatusLabels: {
    member: "Anëtare",
    "potential-candidate": "Kandidate potenciale",
    "not-member": "Jo anëtare",
  },
  officialSources: [
    {
      label: "Agjencia e Statistikave të Kosovës",
    },
    {
      label: "Banka Botërore në Kosovë",
    },
    {
      label: "Banka Qendrore e Republikës së Kosovës",
    },
  ],
  stateInfoMeta: {
    title: "Qeverisja dhe politika",
    description:
      "Si qeveriset Kosova: Kuvendi, Presidenti, Qeveria dhe gjykatat, sistemi zgjedhor, marrëdhëniet ndërkombëtare dhe tiparet e ekonomisë së saj.",
    heading: "Qeverisja dhe politika",
    intro:
      "Kosova është republikë parlamentare. Kushtetuta e saj e vitit 2008 u jep garanci të forta komuniteteve joshumicë, dhe politika e saj përcaktohet nga përpjekjet për një njohje më të gjerë ndërkombëtare dhe për lidhje më të ngushta me Bashkimin Evropian.",
    backLink: {
      label: "Kthehuni te “Rreth Kosovës”",
    },
  },
};
