/* sq texts of app/content/general-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  faq: [
    {
      question: "A më duhet vizë për të vizituar Kosovën?",
      answer:
        "Shtetasit e shumë vendeve, përfshirë shtetet anëtare të BE-së, Mbretërinë e Bashkuar, SHBA-në, Kanadanë dhe Australinë, mund të qëndrojnë deri në 90 ditë pa vizë. Pasaporta juaj duhet të jetë e vlefshme për gjithë kohën e qëndrimit; disa qeveri këshillojnë një afat më të gjatë. Rregullat ndryshojnë, ndaj verifikojini në Ministrinë e Punëve të Jashtme para se të rezervoni.",
    },
    {
      question: "A është Kosova e sigurt për turistët?",
      answer:
        "Po, Kosova në përgjithësi është e sigurt dhe krimi i dhunshëm ndaj vizitorëve është i rrallë. Merrni masat e zakonshme, ndiqni lajmet nëse udhëtoni në veri, ku tensionet herë pas here ndezen, dhe jini të kujdesshëm në rrugë.",
    },
    {
      question: "A mund të paguaj me kartë kudo?",
      answer:
        "Jo kudo. Hotelet, restorantet më të mëdha dhe supermarketet në qytete pranojnë karta, por për kafenetë e vogla, tregjet, autobusët dhe fshatrat do t’ju duhen para në dorë. Bankomate gjeni lehtë në çdo qytet.",
    },
    {
      question: "A mund të pihet uji i rubinetit?",
      answer:
        "Në qytete uji i rubinetit në përgjithësi është i pijshëm, megjithëse shumë njerëz preferojnë ujin në shishe, që kushton pak. Nëse nuk jeni të sigurt — në fshat ose në një strehë malore — pyetni mikpritësin.",
    },
    {
      question: "A mund të vazhdoj udhëtimin për në Serbi pas Kosovës?",
      answer:
        "Varet nga mënyra si keni hyrë në Kosovë. Serbia nuk i njeh kufijtë e Kosovës, dhe udhëtarëve që kanë ardhur nga një vend tjetër ndonjëherë u është refuzuar hyrja në pikat kufitare Kosovë–Serbi. Rregullat kanë ndryshuar me vite, ndaj verifikoni kërkesat zyrtare para se ta planifikoni këtë itinerar.",
    },
  ],
  generalInfoMeta: {
    title: "Informacione kryesore për vizitorët",
    description:
      "Të dhëna praktike për udhëtimin në Kosovë: gjuhët dhe shprehje të dobishme, paratë dhe kartat, numrat e urgjencës, shëndeti, siguria dhe kartat SIM vendore.",
    heading: "Informacione kryesore për vizitorët",
    intro:
      "Gjithçka që doni të dini para se të zbrisni nga aeroplani: çfarë gjuhe flitet, si paguani, cilët numra të thirrni dhe si të qëndroni të lidhur.",
    backLink: {
      label: "Kthehu te Rreth Kosovës",
    },
  },
  healthSection: {
    title: "Shëndetësia dhe siguria",
    paragraphs: [
      "Kosova në përgjithësi është e sigurt për vizitorët, dhe njerëzit janë të gatshëm t’i ndihmojnë një udhëtari të humbur. Merrni masat e zakonshme për sendet me vlerë në vende me shumë njerëz dhe kini kujdes nga trafiku: shoferët mund të jenë të padurueshëm dhe trotuaret jo gjithmonë janë të pandërprera.",
      "Barnatoret gjenden lehtë në çdo qytet, dhe farmacistët mund t’ju këshillojnë për probleme të vogla shëndetësore. Spitali kryesor publik është Qendra Klinike Universitare e Kosovës në Prishtinë, ndërsa në qytetet më të mëdha ka spitale rajonale dhe klinika private.",
      "Uji i rubinetit në qytete në përgjithësi është i pijshëm, megjithëse shumë vendas e vizitorë preferojnë ujin në shishe, që është i lirë dhe shitet kudo. Në mal, pyetni mikpritësin para se të pini ujë nga një burim.",
    ],
    items: [
      "Bëni para nisjes një sigurim udhëtimi me mbulim shëndetësor; Kosova nuk është në BE, ndaj Karta Evropiane e Sigurimit Shëndetësor nuk vlen këtu.",
      "Merrni me vete barnat me recetë që ju nevojiten, në paketimin e tyre origjinal.",
      "Në mal moti ndryshon shpejt: tregojini dikujt itinerarin tuaj dhe merrni një guidë vendas për majat e larta.",
      "Në disa zona të largëta kufitare e malore ka ende mjete shpërthyese të pashpërthyera nga konfliktet e së kaluarës — mos dilni nga shtigjet e shënuara.",
      "Në dimër, smogu nga ngrohja mund ta përkeqësojë ajrin në Prishtinë në ditët pa erë; personat me astmë duhet të ndjekin raportet për cilësinë e ajrit.",
    ],
    emergencyNumbers: [
      {
        service: "Urgjenca e përgjithshme",
      },
      {
        service: "Ambulanca",
      },
      {
        service: "Policia",
      },
      {
        service: "Zjarrfikësit",
      },
    ],
  },
  languageSection: {
    title: "Gjuha dhe komunikimi",
    paragraphs: [
      "Shqipja dhe serbishtja janë gjuhët zyrtare të Kosovës, ndërsa turqishtja, boshnjakishtja dhe gjuha rome janë zyrtare në komunat ku jetojnë këto komunitete. Shqipen do ta dëgjoni në pjesën më të madhe të vendit; serbisht flitet në Graçanicë, në Shtërpcë (Štrpce) rreth Brezovicës dhe në veri. Tabelat rrugore zakonisht i shënojnë emrat e vendeve në të dyja gjuhët — Prishtinë / Priština.",
      "Shumë kosovarë kanë punuar ose studiuar në Gjermani, Zvicër apo Austri, ndaj kur nuk merreni vesh me anglisht, shpesh ia dilni me gjermanisht.",
    ],
    phrasesTitle: "Shprehje të dobishme në shqip",
    phrases: [
      {
        english: "Përshëndetje e përgjithshme",
        pronunciation: "për-shën-DET-je",
      },
      {
        english: "Përshëndetje gjatë ditës",
        pronunciation: "mi-rë-DI-ta",
      },
      {
        english: "Përshëndetje në mbrëmje",
        pronunciation: "mi-rëm-BRË-ma",
      },
      {
        english: "Falënderim",
        pronunciation: "fa-le-min-DE-rit",
      },
      {
        english: "Kërkesë e sjellshme",
        pronunciation: "ju LU-tem",
      },
      {
        english: "Pohim / mohim",
        pronunciation: "po / jo",
      },
      {
        english: "Kërkim falje / ndjese",
        pronunciation: "më FAL-ni",
      },
      {
        english: "Pyetje për çmimin",
        pronunciation: "sa kush-TON",
      },
      {
        english: "Pyetje për drejtimin",
        pronunciation: "ku ËSH-të",
      },
      {
        english: "Pyetje nëse dikush flet anglisht",
        pronunciation: "a FLIS-ni ang-LISHT",
      },
      {
        english: "Dolli",
        pronunciation: "gë-ZU-ar",
      },
      {
        english: "Lamtumirë",
        pronunciation: "mi-ru-PAF-shim",
      },
    ],
    englishTitle: "Ku flitet anglisht",
    englishSpoken: [
      {
        place: "Hotelet, hostelet dhe agjencitë turistike",
      },
      {
        place: "Të rinjtë në Prishtinë, Prizren dhe Pejë",
      },
      {
        place: "Kafenetë dhe restorantet në qendrat e qyteteve",
      },
      {
        place: "Taksistët dhe stacionet e autobusëve",
      },
      {
        place: "Dyqanet dhe tregjet jashtë qendrave",
      },
      {
        place: "Të moshuarit dhe fshatrat",
      },
    ],
    tipsTitle: "Këshilla",
    tips: [
      "Një përshëndetje në shqip — qoftë edhe vetëm një “Mirëdita” — pritet gjithmonë mirë dhe shpesh hap një bisedë.",
      "Në vendet me shumicë serbe, si Graçanica, fjalët që duhen janë “Zdravo” (përshëndetje) dhe “Hvala” (faleminderit).",
      "Shënojeni adresën e akomodimit në shqip, për t’ua treguar taksistëve.",
      "Pyetni mikpritësit dhe pronarët e bujtinave: ata e njohin më mirë se kushdo rrugën dhe shpesh telefonojnë paraprakisht për ju.",
    ],
    resourcesTitle: "Mjete për përkthim",
    translationResources: [
      "Para nisjes, shkarkoni shqipen (dhe serbishten, nëse po shkoni në veri) në një aplikacion përkthimi, që të funksionojë edhe pa internet.",
      "Një fjalorth i vogël shqip vjen në ndihmë në mal, ku sinjali celular mund të jetë i dobët.",
      "Zyrat e informacionit turistik në qytetet më të mëdha dhe akomodimi juaj mund t’ju ndihmojnë me telefonata dhe rezervime në shqip.",
    ],
  },
  moneySection: {
    title: "Paratë dhe pagesat",
    paragraphs: [
      "Kosova përdor euron, ndaj nëse vini nga eurozona nuk keni nevojë të këmbeni para. Çmimet janë të ulëta krahasuar me Evropën Perëndimore, sidomos për kafenë, ushqimin dhe transportin publik.",
      "Jashtë qyteteve paratë në dorë mbeten mbretër: mbani kartëmonedha të vogla dhe monedha për autobusë, furra, tregje dhe bujtina në fshat, ku një kartëmonedhë 50 € mund të jetë e vështirë për t’u thyer.",
    ],
    items: [
      "Bankomatet janë të përhapura në qytete; banka juaj ose vetë bankomati mund të marrë tarifë për tërheqjet.",
      "Kartat pranohen në hotele, restorante më të mëdha, supermarkete dhe pika karburanti në qytete.",
      "Në fshatra, kafene të vogla, tregje dhe autobusë ndërqytetës paguani me para në dorë.",
      "Bakshishi: në kafene rrumbullakoni shumën, ndërsa në restorante lini 5–10 % nëse ju pëlqeu shërbimi.",
      "Zyrat e këmbimit në qytete këmbejnë monedha të tjera; krahasoni kursin para se t’i jepni paratë.",
    ],
  },
  quickReference: {
    languages: {
      label: "Gjuhët",
      value: "Shqip, serbisht",
      detail:
        "Të dyja janë zyrtare. Anglishtja është e përhapur te të rinjtë; gjermanishtja kuptohet gjerësisht.",
    },
    currency: {
      label: "Monedha",
      value: "Euro (€)",
      detail: "Bankomate në çdo qytet; mbani para në dorë për fshatrat dhe tregjet.",
    },
    "phone-code": {
      label: "Prefiksi telefonik",
      detail: "Kartat SIM me parapagesë të Vala-s dhe IPKO-s kushtojnë 5–10 €.",
    },
    electricity: {
      label: "Rryma",
      value: "230 V / 50 Hz",
      detail:
        "Priza të tipit C dhe F, të njëjtat spina me dy kunja si në pjesën më të madhe të Evropës kontinentale.",
    },
    safety: {
      label: "Siguria",
      value: "Përgjithësisht e sigurt",
      detail: "Merrni masat e zakonshme; trafiku është rreziku kryesor për vizitorët.",
    },
    emergency: {
      label: "Numri i urgjencës",
      detail: "Ambulanca 194, policia 192, zjarrfikësit 193.",
    },
    tipping: {
      label: "Bakshishi",
      detail: "Në kafene rrumbullakoni shumën; në restorante lini 5–10 % për shërbim të mirë.",
    },
    "local-time": {
      label: "Ora lokale",
      value: "CET",
      detail: "GMT+1 në dimër, GMT+2 në verë (ora verore si në BE).",
    },
  },
  simSection: {
    title: "Telefoni dhe kartat SIM",
    paragraphs: [
      "Një kartë SIM vendore me parapagesë është mënyra më e lirë për të qëndruar në internet. Vala dhe IPKO, dy operatorët kryesorë, shesin paketa turistike për rreth 5–10 €, me 5–10 GB internet të vlefshme për 1–2 javë.",
      "Blejeni në një dyqan të operatorit në çdo qytet — merrni me vete pasaportën, sepse dyqanet zakonisht e regjistrojnë. Kosova nuk përfshihet në roamingun e BE-së, ndaj kontrolloni tarifën e operatorit tuaj para se të përdorni internetin pas mbërritjes.",
    ],
  },
};
