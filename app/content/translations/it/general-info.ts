/* it texts of app/content/general-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  faq: [
    {
      question: "Serve il visto per visitare il Kosovo?",
      answer:
        "I cittadini di molti paesi, tra cui gli Stati membri dell'UE, il Regno Unito, gli Stati Uniti, il Canada e l'Australia, possono restare fino a 90 giorni senza visto. Il passaporto deve essere valido per tutta la durata del soggiorno; alcuni governi consigliano un margine più ampio. Le regole cambiano: prima di prenotare, controlla sul sito del Ministero degli Affari esteri.",
    },
    {
      question: "Il Kosovo è sicuro per i turisti?",
      answer:
        "Sì, il Kosovo è in genere sicuro e i reati violenti contro i visitatori sono rari. Prendi le normali precauzioni, tieniti aggiornato sulle notizie se vai nel nord, dove a volte le tensioni si riaccendono, e fai attenzione sulle strade.",
    },
    {
      question: "Posso pagare con la carta ovunque?",
      answer:
        "Non ovunque. In città alberghi, ristoranti più grandi e supermercati accettano le carte, ma per i piccoli caffè, i mercati, gli autobus e i villaggi ti serviranno contanti. Gli sportelli bancomat si trovano facilmente in ogni città.",
    },
    {
      question: "L'acqua del rubinetto è potabile?",
      answer:
        "In città l'acqua del rubinetto è in genere potabile, anche se molti preferiscono quella in bottiglia, che costa poco. Se hai dubbi, in un villaggio o in un rifugio di montagna, chiedi a chi ti ospita.",
    },
    {
      question: "Dopo il Kosovo posso proseguire verso la Serbia?",
      answer:
        "Dipende da come sei entrato in Kosovo. La Serbia non riconosce i confini del Kosovo, e a volte ai valichi tra Kosovo e Serbia è stato negato l'ingresso a viaggiatori arrivati da un altro paese. Le regole sono cambiate nel corso degli anni, quindi verifica i requisiti ufficiali prima di pianificare questo itinerario.",
    },
  ],
  generalInfoMeta: {
    title: "Informazioni essenziali per i visitatori",
    description:
      "Informazioni pratiche per il tuo viaggio in Kosovo: lingue e frasi utili in albanese, denaro e carte, numeri di emergenza, salute, sicurezza e SIM locali.",
    heading: "Informazioni essenziali per i visitatori",
    intro:
      "Tutto quello che vuoi sapere prima di atterrare: che lingua si parla, come si paga, quali numeri chiamare e come restare connesso.",
    backLink: {
      label: "Torna a «Il Kosovo»",
    },
  },
  healthSection: {
    title: "Salute e sicurezza",
    paragraphs: [
      "Il Kosovo è in genere sicuro per i visitatori, e la gente aiuta volentieri chi si è perso. Prendi le solite precauzioni con gli oggetti di valore nei luoghi affollati e fai attenzione al traffico: gli automobilisti possono essere impazienti e i marciapiedi non sono sempre continui.",
      "Le farmacie, in albanese barnatore, si trovano facilmente in ogni città, e i farmacisti sanno consigliarti per i piccoli disturbi. Il principale ospedale pubblico è il Centro clinico universitario di Pristina; nelle città più grandi ci sono ospedali regionali e cliniche private.",
      "In città l'acqua del rubinetto è in genere potabile, anche se molti abitanti e visitatori preferiscono quella in bottiglia, economica e in vendita ovunque. In montagna, prima di bere da una sorgente, chiedi a chi ti ospita.",
    ],
    items: [
      "Prima di partire stipula un'assicurazione di viaggio con copertura sanitaria: il Kosovo non fa parte dell'UE, quindi la Tessera europea di assicurazione malattia qui non è valida.",
      "Porta con te i farmaci con ricetta di cui hai bisogno, nella confezione originale.",
      "In montagna il tempo cambia in fretta: lascia detto a qualcuno il tuo itinerario e, per le vette più alte, affidati a una guida locale.",
      "In alcune zone remote di confine e di montagna restano ordigni inesplosi dei conflitti passati: non uscire dai sentieri segnati.",
      "In inverno, nelle giornate senza vento, lo smog del riscaldamento può peggiorare la qualità dell'aria a Pristina; chi soffre d'asma dovrebbe controllare i bollettini sulla qualità dell'aria.",
    ],
    emergencyNumbers: [
      {
        service: "Numero unico di emergenza",
      },
      {
        service: "Ambulanza",
      },
      {
        service: "Polizia",
      },
      {
        service: "Vigili del fuoco",
      },
    ],
  },
  languageSection: {
    title: "Lingua e comunicazione",
    paragraphs: [
      "L'albanese e il serbo sono le lingue ufficiali del Kosovo, mentre il turco, il bosniaco e il romanì sono ufficiali nei comuni in cui vivono queste comunità. Nella maggior parte del paese sentirai parlare albanese; il serbo si parla a Gračanica, a Štrpce / Shtërpcë, nella zona di Brezovica, e nel nord. I cartelli stradali di solito riportano i nomi delle località in entrambe le forme: Pristina / Prishtinë / Priština.",
      "Molti kosovari hanno lavorato o studiato in Germania, Svizzera o Austria, quindi se l'inglese non basta, spesso il tedesco funziona.",
    ],
    phrasesTitle: "Frasi utili in albanese",
    phrases: [
      {
        english: "Ciao",
        pronunciation: "per-scen-DET-ie",
      },
      {
        english: "Buongiorno",
        pronunciation: "mi-re-DI-ta",
      },
      {
        english: "Buonasera",
        pronunciation: "mi-rem-BRE-ma",
      },
      {
        english: "Grazie",
        pronunciation: "fa-le-min-DE-rit",
      },
      {
        english: "Per favore",
        pronunciation: "iu LU-tem",
      },
      {
        english: "Sì / No",
        pronunciation: "po / io",
      },
      {
        english: "Mi scusi / Scusa",
        pronunciation: "me FAL-ni",
      },
      {
        english: "Quanto costa?",
        pronunciation: "sa kush-TON",
      },
      {
        english: "Dov'è…?",
        pronunciation: "ku ESH-te",
      },
      {
        english: "Parla inglese?",
        pronunciation: "a FLIS-ni an-GLISHT",
      },
      {
        english: "Salute!",
        pronunciation: "ghe-SU-ar",
      },
      {
        english: "Arrivederci",
        pronunciation: "mi-ru-PAF-shim",
      },
    ],
    englishTitle: "Dove si parla inglese",
    englishSpoken: [
      {
        place: "Alberghi, ostelli e tour operator",
      },
      {
        place: "I giovani di Pristina, Prizren e Peja",
      },
      {
        place: "Caffè e ristoranti dei centri città",
      },
      {
        place: "Tassisti e stazioni degli autobus",
      },
      {
        place: "Negozi e mercati fuori dai centri",
      },
      {
        place: "Anziani e villaggi di campagna",
      },
    ],
    tipsTitle: "Consigli",
    tips: [
      "Un saluto in albanese, anche solo «Mirëdita», è sempre apprezzato e spesso avvia una conversazione.",
      "Nei luoghi a maggioranza serba come Gračanica, le parole giuste sono «Zdravo» (ciao) e «Hvala» (grazie).",
      "Scriviti l'indirizzo del tuo alloggio in albanese, da mostrare ai tassisti.",
      "Chiedi a chi ti ospita e ai gestori delle pensioni: sono la fonte migliore di indicazioni sul posto e spesso telefonano in anticipo per te.",
    ],
    resourcesTitle: "Strumenti per tradurre",
    translationResources: [
      "Prima di partire scarica l'albanese (e il serbo, se vai al nord) in un'app di traduzione, così funziona anche offline.",
      "Un piccolo frasario di albanese è comodo in montagna, dove il segnale del cellulare può essere discontinuo.",
      "Gli uffici di informazione turistica delle città più grandi e il tuo alloggio possono aiutarti con telefonate e prenotazioni in albanese.",
    ],
  },
  moneySection: {
    title: "Denaro e pagamenti",
    paragraphs: [
      "In Kosovo si usa l'euro, quindi se arrivi dall'eurozona non c'è niente da cambiare. I prezzi sono bassi rispetto all'Europa occidentale, soprattutto per caffè, pasti e trasporti pubblici.",
      "Fuori dalle città il contante regna ancora: tieni banconote di piccolo taglio e monete per autobus, panetterie, mercati e pensioni di villaggio, dove una banconota da 50 € può essere difficile da cambiare.",
    ],
    items: [
      "Nelle città gli sportelli bancomat sono diffusi; la tua banca o il bancomat possono applicare una commissione sui prelievi.",
      "In città le carte sono accettate in alberghi, ristoranti più grandi, supermercati e distributori di benzina.",
      "Nei villaggi, nei piccoli caffè, nei mercati e sugli autobus interurbani paga in contanti.",
      "Mance: nei caffè arrotonda il conto e al ristorante lascia il 5–10 % se il servizio ti è piaciuto.",
      "Nelle città gli uffici di cambio cambiano altre valute; confronta il tasso prima di consegnare il denaro.",
    ],
  },
  quickReference: {
    languages: {
      label: "Lingue",
      value: "Albanese, serbo",
      detail:
        "Sono entrambe ufficiali. L'inglese è diffuso tra i giovani; il tedesco è compreso da molti.",
    },
    currency: {
      label: "Valuta",
      value: "Euro (€)",
      detail: "Bancomat in ogni città; porta contanti per villaggi e mercati.",
    },
    "phone-code": {
      label: "Prefisso telefonico",
      detail: "Le SIM prepagate di Vala e IPKO costano 5–10 €.",
    },
    electricity: {
      label: "Elettricità",
      value: "230 V / 50 Hz",
      detail:
        "Prese di tipo C e F, le stesse spine a due poli della maggior parte dell'Europa continentale.",
    },
    safety: {
      label: "Sicurezza",
      value: "In genere sicuro",
      detail:
        "Prendi le normali precauzioni; per i visitatori il rischio principale è il traffico.",
    },
    emergency: {
      label: "Numero di emergenza",
      detail: "Ambulanza 194, polizia 192, vigili del fuoco 193.",
    },
    tipping: {
      label: "Mance",
      detail: "Nei caffè arrotonda; al ristorante lascia il 5–10 % se il servizio è buono.",
    },
    "local-time": {
      label: "Ora locale",
      value: "CET",
      detail: "GMT+1 in inverno, GMT+2 in estate (ora legale come nell'UE).",
    },
  },
  simSection: {
    title: "Telefono e SIM",
    paragraphs: [
      "Una SIM prepagata locale è il modo più economico per restare online. Vala e IPKO, i due operatori principali, vendono pacchetti per turisti a circa 5–10 €, con 5–10 GB di dati validi per 1–2 settimane.",
      "Puoi comprarla in un negozio dell'operatore in qualsiasi città: porta il passaporto, perché di solito i negozi lo registrano. Il Kosovo non rientra nel roaming UE, quindi controlla la tua tariffa prima di usare i dati all'arrivo.",
    ],
  },
};
