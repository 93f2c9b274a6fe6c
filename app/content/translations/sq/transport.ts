/* sq texts of app/content/transport.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  arriving: {
    airport: {
      title: "Me avion",
      paragraphs: [
        "Aeroporti Ndërkombëtar i Prishtinës “Adem Jashari” (PRN) është i vetmi aeroport i Kosovës me fluturime të rregullta për pasagjerë, rreth 15 km në jugperëndim të qendrës së qytetit. Ka fluturime direkte drejt shumë qyteteve evropiane, mbi të gjitha në Gjermani, Zvicër dhe Austri, ku jetojnë komunitete të mëdha kosovare — ndaj fluturimet e verës mbushen herët.",
        "Disa udhëtarë fluturojnë në Shkup, në Maqedoninë e Veriut, rreth një orë e gjysmë me makinë nga Prishtina, plus kalimi i kufirit, ose në Tiranë, në Shqipëri, rreth tri orë e gjysmë larg përmes autostradës.",
      ],
      facts: [
        {
          label: "Largësia nga qendra e Prishtinës",
          value: "Rreth 15 km (20–30 minuta)",
        },
        {
          label: "Taksia e aeroportit",
        },
        {
          label: "Autobusi i aeroportit",
        },
      ],
      tips: [
        "Përdorni taksitë zyrtare në vendqëndrimin jashtë sallës së mbërritjeve dhe merruni vesh për çmimin para se të niseni.",
        "Autobusi i aeroportit qarkullon vetëm disa herë në ditë; pyesni për nisjen e radhës te sporteli i informacionit.",
        "Sportelet e makinave me qira janë në sallën e mbërritjeve — për korrik dhe gusht rezervoni paraprakisht.",
      ],
    },
    bus: {
      title: "Me autobus",
      paragraphs: [
        "Autobusët e linjës lidhin Prishtinën me Tiranën, Shkupin dhe Podgoricën, ndërsa linjat e largëta qarkullojnë nga dhe drejt qyteteve të Gjermanisë, Zvicrës dhe Austrisë. Autobusët ndërkombëtarë mbërrijnë në stacionin kryesor të autobusëve në Prishtinë; shumë prej tyre ndalojnë edhe në Prizren, Pejë ose Gjakovë.",
        "Biletat shiten në sportelet e stacionit ose te shoferi. Mbajeni pasaportën pranë: kontrollohet në kufi, dhe autobusi pret derisa të kontrollohen të gjithë.",
      ],
    },
    car: {
      title: "Me makinë",
      paragraphs: [
        "Në Kosovë hyjnë dy autostrada moderne: nga Shqipëria, autostrada Tiranë–Kukës vazhdon në Kosovë si R7 drejt Prizrenit dhe Prishtinës; nga Maqedonia e Veriut, R6 shkon nga pika kufitare e Hanit të Elezit deri në Prishtinë. Rrugët e Kosovës nuk kanë pagesë, por itinerari përmes Shqipërisë përfshin një segment me pagesë.",
        "Kosova nuk është pjesë e sistemit ndërkombëtar të sigurimit Karta e Gjelbër, ndaj Kartat e Gjelbra të huaja në përgjithësi nuk janë të vlefshme dhe shoferët e makinave me targa të huaja blejnë sigurim kufitar në pikën e kalimit. Në korrik dhe gusht, kur diaspora vjen me makina, radhët në kufi mund të zgjasin me orë të tëra.",
      ],
    },
  },
  borderCrossings: {
    albania: {
      country: "Shqipëria",
      intro:
        "Autostrada mes Prishtinës, Prizrenit dhe Tiranës e bën Shqipërinë fqinjin më të lehtë për t’u arritur. Kosova dhe Shqipëria bashkëpunojnë ngushtë në pikat e përbashkëta kufitare.",
      crossings: [
        {
          crossing: "Vërmica – Morina",
          connects: "Prizrenin dhe autostradën R7 me Kukësin dhe autostradën drejt Tiranës",
          notes: "Pika kryesore dhe më e ngarkuara; në verë radhët e gjata janë të zakonshme.",
        },
        {
          crossing: "Qafa e Morinës",
          connects: "Gjakovën me Bajram Currin (Tropojë) dhe luginën e Valbonës",
          notes: "Rrugë malore; rruga e natyrshme drejt luginës së Valbonës.",
        },
        {
          crossing: "Qafa e Prushit",
          connects: "Gjakovën me Krumën, në rrethin e Hasit",
          notes: "Pikë e vogël kalimi në një rrugë dytësore.",
        },
        {
          crossing: "Dragash – Shishtavec",
          connects: "Dragashin me Shishtavecin dhe Kukësin",
          notes: "Rrugë e lartë malore; në dimër bora mund ta vështirësojë kalimin.",
        },
      ],
    },
    "north-macedonia": {
      country: "Maqedonia e Veriut",
      intro:
        "Autostrada R6 e bën Shkupin shumë të afërt. Në pikat kryesore kufitare, të dy vendet tani i kontrollojnë udhëtarët bashkërisht në një pikë të vetme.",
      crossings: [
        {
          crossing: "Hani i Elezit – Blace",
          connects: "Prishtinën dhe autostradën R6 me Shkupin",
          notes: "Pika kryesore, e përdorur nga autobusët dhe kamionët; e ngarkuar në fundjavë.",
        },
        {
          crossing: "Glloboçica – Jažince",
          connects: "Kosovën jugore me Tetovën",
          notes:
            "Kontroll i përbashkët në anën e Kosovës; e përshtatshme për Tetovën dhe pjesën perëndimore të Maqedonisë së Veriut.",
        },
        {
          crossing: "Stanqiq – Belanovce",
          connects: "Gjilanin me Kumanovën",
          notes: "Pikë më e vogël për makina dhe automjete të lehta.",
        },
      ],
    },
    montenegro: {
      country: "Mali i Zi",
      intro:
        "Një rrugë e vetme i kapërcen malet mes Kosovës dhe Malit të Zi, duke u ngjitur nga Peja përmes Grykës së Rugovës.",
      crossings: [
        {
          crossing: "Kulla – Dračenovac",
          connects: "Pejën dhe Grykën e Rugovës me Rozhajën",
          notes:
            "Qafë e lartë malore me kthesa të forta; ngisni me kujdes në dimër dhe në mjegull.",
        },
      ],
    },
    serbia: {
      country: "Serbia",
      intro:
        "Serbia nuk e njeh pavarësinë e Kosovës dhe nuk i trajton këto si pika kufitare ndërkombëtare. Vizitorëve që kanë hyrë në Kosovë nga një vend tjetër (për shembull, me avion në Prishtinë) u është refuzuar herë pas here hyrja në Serbi në këto pika; rregullat kanë ndryshuar ndër vite, ndaj kontrolloni kërkesat zyrtare të të dyja palëve para se ta planifikoni këtë itinerar. Kompanitë e qirasë shpesh nuk i lejojnë makinat e tyre të hyjnë në Serbi.",
      crossings: [
        {
          crossing: "Merdare",
          connects: "Prishtinën dhe Podujevën me Kurshumlinë dhe Nishin",
          notes: "Rruga kryesore drejt Serbisë qendrore; radhë shumë të gjata gjatë festave.",
        },
        {
          crossing: "Mutivodë / Mutivode",
          connects: "Zonën e Podujevës me Serbinë jugore",
          notes: "Alternativë më e vogël e Merdares.",
        },
        {
          crossing: "Jarinje",
          connects: "Mitrovicën dhe Leposaviqin me Rashkën dhe Kralevën",
          notes: "Rruga kryesore drejt veriut; mund të preket nga tensionet lokale.",
        },
        {
          crossing: "Bërnjak / Brnjak",
          connects: "Zubin Potokun me Tutinin dhe Novi Pazarin",
          notes: "Rrugë malore; mund të preket nga tensionet lokale.",
        },
        {
          crossing: "Dheu i Bardhë / Končulj",
          connects: "Gjilanin dhe Kamenicën me Bujanocin",
          notes: "Rrugë drejt Serbisë jugore dhe Bullgarisë.",
        },
        {
          crossing: "Muçibabë / Mučibaba",
          connects: "Zonën e Gjilanit me Luginën e Preshevës",
          notes: "Pikë më e vogël në juglindje.",
        },
      ],
    },
  },
  borderCrossingsIntro:
    "Rregullat në kufi, oraret e punës dhe dokumentet e pranuara mund të ndryshojnë pa paralajmërim. Kontrolloni kërkesat zyrtare para se të niseni dhe prisni radhë të gjata në fundjavat e verës dhe rreth festave.",
  busStations: [
    {
      station: "Stacioni kryesor i autobusëve",
      note: "Qendra e linjave ndërqytetëse dhe ndërkombëtare, në skajin jugperëndimor të qendrës; pak larg Bulevardit Nëna Terezë me taksi ose me autobus urban.",
    },
    {
      station: "Stacioni i autobusëve në Prizren",
      note: "Autobusë të shpeshtë për në Prishtinë dhe autobusë për në Tiranë; deri në qytetin e vjetër shkohet në këmbë ose me një taksi për pak minuta.",
    },
    {
      station: "Stacioni i autobusëve në Pejë",
      note: "Autobusë për në Prishtinë, Prizren dhe Gjakovë, si dhe linja drejt Malit të Zi përmes Qafës së Kullës.",
    },
    {
      station: "Stacioni i autobusëve në Gjakovë",
      note: "Lidhje me Prishtinën, Pejën dhe Prizrenin; Çarshia e Vjetër është afër qendrës.",
    },
    {
      station: "Stacioni i autobusëve në Mitrovicë",
      note: "Autobusë të shpeshtë për në Prishtinë; bazë e dobishme për Trepçën dhe për veriun.",
    },
    {
      station: "Stacioni i autobusëve në Ferizaj",
      note: "Në korridorin Prishtinë–Shkup, me lidhje drejt Brezovicës dhe Prizrenit.",
    },
  ],
  gettingAround: {
    intro:
      "Autobusët lidhin çdo qytet, shpesh disa herë në orë në linjat kryesore, dhe taksitë janë të lira. Me një makinë me qira i shihni malet, manastiret dhe fshatrat e verës me ritmin tuaj.",
    costs: [
      {
        mode: "Autobus ndërqytetës",
        price: "3–7 €",
        note: "Mes qyteteve kryesore, në një drejtim",
      },
      {
        mode: "Autobus urban",
        price: "0,40–0,50 €",
        note: "Një udhëtim në Prishtinë dhe në qytete të tjera",
      },
      {
        mode: "Taksi",
        price: "2–5 €",
        note: "Një udhëtim i zakonshëm brenda qytetit",
      },
      {
        mode: "Makinë me qira",
        price: "25–50 € në ditë",
        note: "Makinë e vogël; më shtrenjtë në mes të verës",
      },
      {
        mode: "Karburanti",
        price: "Rreth 1,3 € për litër",
        note: "Benzinë dhe naftë; ndryshon sipas çmimit të naftës bruto",
      },
    ],
    bus: {
      title: "Autobusët",
      paragraphs: [
        "Autobusët dhe minibusët ndërqytetës qarkullojnë mes të gjitha qyteteve kryesore nga herët në mëngjes deri në mbrëmjen e hershme; linjat si Prishtinë–Prizren dhe Prishtinë–Pejë janë veçanërisht të shpeshta. Një biletë në një drejtim kushton rreth 3–7 € dhe paguhet në stacion ose te shoferi.",
        "Në Prishtinë, autobusi urban kushton 0,40–0,50 € për një udhëtim dhe paguhet në autobus; mbani gati monedha.",
      ],
    },
    taxi: {
      title: "Taksitë",
      paragraphs: [
        "Taksitë janë të shumta dhe të lira: shumica e udhëtimeve brenda qytetit kushtojnë 2–5 €. Zgjidhni një taksi me emrin e kompanisë dhe me taksimetër, dhe kërkojini shoferit ta ndezë — ose merruni vesh për çmimin para se të hipni.",
      ],
    },
    carRental: {
      title: "Makina me qira",
      paragraphs: [
        "Kompani ndërkombëtare dhe vendase japin makina me qira në aeroport dhe në qytete për rreth 25–50 € në ditë. Zakonisht ju duhet kartë krediti për depozitën; kontrolloni kushtet për moshën dhe patentën kur rezervoni.",
      ],
      facts: [
        {
          label: "Çmimi në ditë",
        },
        {
          label: "Mosha minimale",
          value: "21–25 vjeç, sipas kompanisë",
        },
        {
          label: "Depozita",
        },
        {
          label: "Karburanti",
          value: "Rreth 1,3 € për litër",
        },
      ],
      tips: [
        "Keni ndër mend të kaloni kufirin? Më parë merrni leje me shkrim dhe sigurim ndërkufitar nga kompania e qirasë; jo çdo kompani lejon çdo vend.",
        "Kontrolloni makinën për gërvishtje bashkë me agjentin dhe fotografojini ato para se të niseni.",
      ],
    },
    driving: {
      title: "Rregullat e qarkullimit",
      rules: [
        "Ngisni në të djathtë dhe parakaloni nga e majta.",
        "Kufijtë e shpejtësisë: 50 km/h në qytete, 80 km/h në rrugët jashtë qyteteve dhe 110–130 km/h në autostrada, sipas sinjalistikës.",
        "Mbajini dritat e shkurtra të ndezura gjatë gjithë kohës, ditën dhe natën.",
        "Rripat e sigurimit janë të detyrueshëm për të gjithë, dhe fëmijët kanë nevojë për ulëse të përshtatshme; mos e përdorni telefonin duke e mbajtur në dorë.",
        "Kufijtë e alkoolit për shoferët janë të rreptë dhe kontrollet e policisë janë të shpeshta — nëse ngisni makinën, mos pini.",
        "Kini me vete patentën, pasaportën, lejen e qarkullimit të automjetit dhe dëshminë e sigurimit; krahas patentës kombëtare, rekomandohet edhe leja ndërkombëtare e drejtimit.",
        "Makinat me targa të huaja duhet të kenë sigurim të vlefshëm në Kosovë: Kartat e Gjelbra në përgjithësi nuk vlejnë këtu, ndaj shoferët blejnë sigurim kufitar në pikën e kalimit.",
        "Në dimër, rrugët malore, si ato për në Brezovicë dhe përmes Grykës së Rugovës, kërkojnë goma dimërore dhe ndonjëherë zinxhirë.",
        "Në rrugët jashtë qyteteve, kini kujdes nga traktorët, bagëtia dhe këmbësorët, sidomos pas errësirës.",
      ],
    },
    trains: {
      title: "Trenat",
      paragraphs: [
        "Hekurudha e Kosovës ofron vetëm shërbim të kufizuar. Linja nga Prishtina në Pejë është ajo që përdorin më shumë vizitorët: e ngadaltë, e lirë dhe me pamje të bukura, por me pak nisje në ditë. Kontrolloni orarin aktual në stacion para se të planifikoni mbi bazën e tij — për shumicën e udhëtimeve autobusi është më i shpejtë.",
      ],
    },
  },
  officialRequirementsLabel: "Kontrolloni kërkesat zyrtare",
  transportMeta: {
    title: "Transporti",
    description:
      "Si të vini në Kosovë me avion, autobus ose makinë, si të lëvizni me autobus, taksi dhe makinë me qira, rregullat e qarkullimit, kohët e udhëtimit nga Prishtina dhe pikat kufitare.",
    heading: "Si të vini dhe si të lëvizni",
    intro:
      "Kosova është e vogël dhe e mbuluar mirë me linja autobusësh, ndërsa rrugët kryesore janë në gjendje të mirë. Ja si të mbërrini, si të lëvizni mes qyteteve dhe çfarë duhet të dini në kufi.",
    backLink: {
      label: "Kthehuni te “Rreth Kosovës”",
    },
  },
  transportTabs: {
    arriving: {
      label: "Mbërritja",
    },
    "getting-around": {
      label: "Si të lëvizni",
    },
    "border-crossings": {
      label: "Pikat kufitare",
    },
  },
  travelTimes: [
    {
      to: "Mitrovica",
      byBus: "Rreth 1 orë",
      byCar: "Rreth 45 min",
    },
    {
      to: "Ferizaj",
      byBus: "Rreth 45 min",
      byCar: "Rreth 35 min",
    },
    {
      to: "Gjilani",
      byBus: "Rreth 1 orë",
      byCar: "Rreth 50 min",
    },
    {
      to: "Prizreni",
      byBus: "Rreth 1 orë e 30 min",
      byCar: "Rreth 1 orë e 10 min",
    },
    {
      to: "Peja",
      byBus: "Rreth 1 orë e 45 min",
      byCar: "Rreth 1 orë e 20 min",
    },
    {
      to: "Gjakova",
      byBus: "Rreth 2 orë",
      byCar: "Rreth 1 orë e 30 min",
    },
    {
      to: "Brezovica",
      byBus: "Pak autobusë direktë",
      byCar: "Rreth 1 orë e 30 min",
    },
    {
      to: "Shkupi (Maqedonia e Veriut)",
      byBus: "Rreth 2 orë",
      byCar: "Rreth 1 orë e 30 min",
    },
    {
      to: "Tirana (Shqipëria)",
      byBus: "Rreth 4–5 orë",
      byCar: "Rreth 3 orë e 30 min",
    },
    {
      to: "Podgorica (Mali i Zi)",
      byBus: "Rreth 6–7 orë",
      byCar: "Rreth 5 orë",
    },
  ],
  travelTimesNote:
    "Kohë të përafërta nga dera në derë, në trafik normal; llogaritni kohë shtesë për kontrollet kufitare, rrugët në dimër dhe radhët e verës.",
};
