/* it texts of app/content/transport.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  arriving: {
    airport: {
      title: "In aereo",
      paragraphs: [
        "L'aeroporto internazionale Adem Jashari di Pristina (PRN) è l'unico aeroporto del Kosovo con voli passeggeri regolari e si trova a circa 15 km a sud-ovest del centro. Ha voli diretti per molte città europee, soprattutto in Germania, Svizzera e Austria, dove vivono grandi comunità kosovare: per questo i voli estivi si riempiono presto.",
        "Alcuni viaggiatori atterrano a Skopje, in Macedonia del Nord, a circa un'ora e mezza di auto da Pristina più il passaggio di frontiera, oppure a Tirana, in Albania, a circa tre ore e mezza di autostrada.",
      ],
      facts: [
        {
          label: "Distanza dal centro di Pristina",
          value: "Circa 15 km (20–30 minuti)",
        },
        {
          label: "Taxi dall'aeroporto",
        },
        {
          label: "Autobus dell'aeroporto",
        },
      ],
      tips: [
        "Prendi i taxi ufficiali al posteggio fuori dagli arrivi e concorda la tariffa prima di partire.",
        "L'autobus dell'aeroporto passa solo poche volte al giorno; chiedi l'orario della prossima partenza al banco informazioni.",
        "I banchi del noleggio auto sono nella sala arrivi: a luglio e agosto prenota in anticipo.",
      ],
    },
    bus: {
      title: "In autobus",
      paragraphs: [
        "Gli autobus di linea collegano Pristina a Tirana, Skopje e Podgorica, e le linee a lunga percorrenza arrivano e partono da città di Germania, Svizzera e Austria. Gli autobus internazionali arrivano alla stazione principale degli autobus di Pristina; molti fermano anche a Prizren, Peja o Gjakova.",
        "I biglietti si comprano alle biglietterie della stazione o dall'autista. Tieni il passaporto a portata di mano: viene controllato alla frontiera, e l'autobus aspetta finché tutti non hanno passato il controllo.",
      ],
    },
    car: {
      title: "In auto",
      paragraphs: [
        "In Kosovo si entra da due autostrade moderne: dall'Albania, l'autostrada Tirana–Kukës prosegue in Kosovo come R7 verso Prizren e Pristina; dalla Macedonia del Nord, la R6 va dal valico di Hani i Elezit a Pristina. Le strade del Kosovo non hanno pedaggi, ma il percorso albanese comprende un tratto a pagamento.",
        "Il Kosovo non aderisce al sistema internazionale della Carta verde, quindi le Carte verdi estere in genere non sono valide e chi guida un'auto con targa straniera deve acquistare l'assicurazione di frontiera kosovara al valico. A luglio e agosto, quando la diaspora torna a casa in auto, le code alle frontiere possono durare ore.",
      ],
    },
  },
  borderCrossings: {
    albania: {
      country: "Albania",
      intro:
        "L'autostrada tra Pristina, Prizren e Tirana fa dell'Albania il paese confinante più facile da raggiungere. Ai valichi comuni Kosovo e Albania collaborano strettamente.",
      crossings: [
        {
          crossing: "Vërmica – Morina",
          connects: "Prizren e l'autostrada R7 con Kukës e l'autostrada per Tirana",
          notes:
            "Il valico principale e il più trafficato; d'estate le lunghe code sono frequenti.",
        },
        {
          crossing: "Qafa e Morinës",
          connects: "Gjakova con Bajram Curri (Tropojë) e la valle di Valbona",
          notes: "Strada di montagna; il percorso naturale verso la valle di Valbona.",
        },
        {
          crossing: "Qafa e Prushit",
          connects: "Gjakova con Krumë, nel distretto di Has",
          notes: "Piccolo valico su una strada secondaria.",
        },
        {
          crossing: "Dragash – Shishtavec",
          connects: "Dragash con Shishtavec e Kukës",
          notes: "Strada d'alta montagna; d'inverno la neve può renderla difficile.",
        },
      ],
    },
    "north-macedonia": {
      country: "Macedonia del Nord",
      intro:
        "Con l'autostrada R6 Skopje è facile da raggiungere. Ai valichi principali i due paesi ora controllano i viaggiatori insieme, in un unico punto.",
      crossings: [
        {
          crossing: "Hani i Elezit – Blace",
          connects: "Pristina e l'autostrada R6 con Skopje",
          notes: "Il valico principale, usato da autobus e camion; trafficato nei fine settimana.",
        },
        {
          crossing: "Glloboçica – Jažince",
          connects: "Il Kosovo meridionale con Tetovo",
          notes:
            "Controlli congiunti sul lato kosovaro; comodo per Tetovo e la Macedonia del Nord occidentale.",
        },
        {
          crossing: "Stanqiq – Belanovce",
          connects: "Gjilan con Kumanovo",
          notes: "Valico minore per auto e veicoli leggeri.",
        },
      ],
    },
    montenegro: {
      country: "Montenegro",
      intro:
        "Un'unica strada attraversa le montagne tra Kosovo e Montenegro, salendo da Peja attraverso la gola di Rugova.",
      crossings: [
        {
          crossing: "Kulla – Dračenovac",
          connects: "Peja e la gola di Rugova con Rožaje",
          notes:
            "Passo d'alta montagna con tornanti; guida con prudenza d'inverno e con la nebbia.",
        },
      ],
    },
    serbia: {
      country: "Serbia",
      intro:
        "La Serbia non riconosce l'indipendenza del Kosovo e non considera questi passaggi valichi di frontiera internazionali. Ai visitatori entrati in Kosovo da un altro paese (per esempio atterrando a Pristina) è capitato a volte di vedersi negare qui l'ingresso in Serbia; le regole sono cambiate nel corso degli anni, quindi verifica i requisiti ufficiali di entrambe le parti prima di pianificare questo percorso. Spesso le società di noleggio non permettono di portare le loro auto in Serbia.",
      crossings: [
        {
          crossing: "Merdare",
          connects: "Pristina e Podujevo con Kuršumlija e Niš",
          notes:
            "Il percorso principale verso la Serbia centrale; code lunghissime durante le festività.",
        },
        {
          crossing: "Mutivodë / Mutivode",
          connects: "La zona di Podujevo con la Serbia meridionale",
          notes: "Un'alternativa più piccola a Merdare.",
        },
        {
          crossing: "Jarinje",
          connects: "Mitrovica e Leposavić con Raška e Kraljevo",
          notes: "Strada principale per il nord; può risentire delle tensioni locali.",
        },
        {
          crossing: "Bërnjak / Brnjak",
          connects: "Zubin Potok con Tutin e Novi Pazar",
          notes: "Strada di montagna; può risentire delle tensioni locali.",
        },
        {
          crossing: "Dheu i Bardhë / Končulj",
          connects: "Gjilan e Kamenica con Bujanovac",
          notes: "Percorso verso la Serbia meridionale e la Bulgaria.",
        },
        {
          crossing: "Muçibabë / Mučibaba",
          connects: "La zona di Gjilan con la valle di Preševo",
          notes: "Valico minore nel sud-est.",
        },
      ],
    },
  },
  borderCrossingsIntro:
    "Le regole di frontiera, gli orari di apertura e i documenti accettati possono cambiare con poco preavviso. Verifica i requisiti ufficiali prima di partire, e aspettati lunghe code nei fine settimana d'estate e durante le festività.",
  busStations: [
    {
      station: "Stazione principale degli autobus (Stacioni i Autobusëve)",
      note: "Il punto di partenza degli autobus interurbani e internazionali, al margine sud-occidentale del centro; a una breve corsa in taxi o in autobus urbano dal viale Madre Teresa.",
    },
    {
      station: "Stazione degli autobus di Prizren",
      note: "Autobus frequenti per Pristina e autobus per Tirana; il centro storico si raggiunge a piedi o con una breve corsa in taxi.",
    },
    {
      station: "Stazione degli autobus di Peja",
      note: "Autobus per Pristina, Prizren e Gjakova, e linee verso il Montenegro attraverso il passo di Kulla.",
    },
    {
      station: "Stazione degli autobus di Gjakova",
      note: "Collegamenti con Pristina, Peja e Prizren; il vecchio bazar è vicino al centro.",
    },
    {
      station: "Stazione degli autobus di Mitrovica",
      note: "Autobus frequenti per Pristina; una base comoda per Trepça e il nord.",
    },
    {
      station: "Stazione degli autobus di Ferizaj",
      note: "Sull'asse Pristina–Skopje, con collegamenti verso Brezovica e Prizren.",
    },
  ],
  gettingAround: {
    intro:
      "Gli autobus collegano tutte le città, sulle tratte principali spesso più volte all'ora, e i taxi costano poco. Con un'auto a noleggio puoi raggiungere montagne, monasteri e villaggi del vino con i tuoi tempi.",
    costs: [
      {
        mode: "Autobus interurbano",
        price: "3–7 €",
        note: "Tra le città principali, solo andata",
      },
      {
        mode: "Autobus urbano",
        price: "0,40–0,50 €",
        note: "Una corsa a Pristina e nelle altre città",
      },
      {
        mode: "Taxi",
        price: "2–5 €",
        note: "Una corsa tipica in città",
      },
      {
        mode: "Auto a noleggio",
        price: "25–50 € al giorno",
        note: "Auto piccola; di più in piena estate",
      },
      {
        mode: "Carburante",
        price: "Circa 1,3 € al litro",
        note: "Benzina e gasolio, varia con il prezzo del petrolio",
      },
    ],
    bus: {
      title: "Autobus",
      paragraphs: [
        "Autobus e minibus interurbani collegano tutte le città principali dalla mattina presto al tardo pomeriggio; tratte come Pristina–Prizren e Pristina–Peja sono particolarmente frequenti. Un biglietto di sola andata costa circa 3–7 € e si paga in stazione o all'autista.",
        "A Pristina gli autobus urbani costano 0,40–0,50 € a corsa e si paga a bordo: tieni pronte le monete.",
      ],
    },
    taxi: {
      title: "Taxi",
      paragraphs: [
        "I taxi sono numerosi ed economici: la maggior parte delle corse in città costa 2–5 €. Scegli un taxi con il nome della compagnia e il tassametro, e chiedi all'autista di accenderlo, oppure concorda il prezzo prima di salire.",
      ],
    },
    carRental: {
      title: "Noleggio auto",
      paragraphs: [
        "Società internazionali e locali noleggiano auto in aeroporto e nelle città per circa 25–50 € al giorno. Di solito serve una carta di credito per il deposito cauzionale; al momento della prenotazione verifica i requisiti di età e di patente.",
      ],
      facts: [
        {
          label: "Prezzo al giorno",
        },
        {
          label: "Età minima",
          value: "21–25 anni, a seconda della società",
        },
        {
          label: "Deposito cauzionale",
        },
        {
          label: "Carburante",
          value: "Circa 1,3 € al litro",
        },
      ],
      tips: [
        "Vuoi attraversare una frontiera? Fatti dare prima dalla società di noleggio un'autorizzazione scritta e un'assicurazione valida all'estero; non tutte le società permettono di andare in tutti i paesi.",
        "Prima di partire controlla l'auto insieme all'addetto e fotografa eventuali graffi.",
      ],
    },
    driving: {
      title: "Regole di guida",
      rules: [
        "Si guida a destra e si sorpassa a sinistra.",
        "Limiti di velocità: 50 km/h nei centri abitati, 80 km/h sulle strade extraurbane e 110–130 km/h in autostrada, secondo la segnaletica.",
        "Tieni sempre accesi gli anabbaglianti, di giorno e di notte.",
        "Le cinture di sicurezza sono obbligatorie per tutti e i bambini devono viaggiare su seggiolini adatti; non usare il telefono tenendolo in mano.",
        "I limiti per l'alcol alla guida sono severi e i controlli di polizia frequenti: se guidi, non bere.",
        "Porta con te patente, passaporto, libretto di circolazione e prova dell'assicurazione; insieme alla patente nazionale è consigliato il permesso internazionale di guida.",
        "Le auto con targa straniera devono avere un'assicurazione valida in Kosovo: qui le Carte verdi in genere non valgono, quindi si acquista l'assicurazione di frontiera al valico.",
        "D'inverno sulle strade di montagna, come quelle per Brezovica e attraverso la gola di Rugova, servono pneumatici invernali e a volte le catene.",
        "Sulle strade extraurbane fai attenzione a trattori, animali e pedoni, soprattutto dopo il tramonto.",
      ],
    },
    trains: {
      title: "Treni",
      paragraphs: [
        "La rete ferroviaria del Kosovo offre un servizio limitato. La linea da Pristina a Peja è quella che usano più spesso i visitatori: lenta, economica e panoramica, ma con poche partenze al giorno. Prima di organizzarti in base al treno, verifica l'orario aggiornato in stazione: per la maggior parte dei tragitti l'autobus è più veloce.",
      ],
    },
  },
  officialRequirementsLabel: "Verifica i requisiti ufficiali",
  transportMeta: {
    title: "Trasporti",
    description:
      "Come raggiungere il Kosovo in aereo, in autobus o in auto, come spostarsi in autobus, in taxi e con l'auto a noleggio, le regole di guida, i tempi di viaggio da Pristina e i valichi di frontiera.",
    heading: "Come arrivare e come spostarsi",
    intro:
      "Il Kosovo è compatto, ben servito dagli autobus e con strade principali in buone condizioni. Ecco come arrivare, come spostarti da una città all'altra e cosa sapere alle frontiere.",
    backLink: {
      label: "Torna a «Il Kosovo»",
    },
  },
  transportTabs: {
    arriving: {
      label: "Come arrivare",
    },
    "getting-around": {
      label: "Come spostarsi",
    },
    "border-crossings": {
      label: "Valichi di frontiera",
    },
  },
  travelTimes: [
    {
      to: "Mitrovica",
      byBus: "Circa 1 h",
      byCar: "Circa 45 min",
    },
    {
      to: "Ferizaj",
      byBus: "Circa 45 min",
      byCar: "Circa 35 min",
    },
    {
      to: "Gjilan",
      byBus: "Circa 1 h",
      byCar: "Circa 50 min",
    },
    {
      to: "Prizren",
      byBus: "Circa 1 h 30 min",
      byCar: "Circa 1 h 10 min",
    },
    {
      to: "Peja",
      byBus: "Circa 1 h 45 min",
      byCar: "Circa 1 h 20 min",
    },
    {
      to: "Gjakova",
      byBus: "Circa 2 h",
      byCar: "Circa 1 h 30 min",
    },
    {
      to: "Brezovica",
      byBus: "Pochi autobus diretti",
      byCar: "Circa 1 h 30 min",
    },
    {
      to: "Skopje (Macedonia del Nord)",
      byBus: "Circa 2 h",
      byCar: "Circa 1 h 30 min",
    },
    {
      to: "Tirana (Albania)",
      byBus: "Circa 4–5 h",
      byCar: "Circa 3 h 30 min",
    },
    {
      to: "Podgorica (Montenegro)",
      byBus: "Circa 6–7 h",
      byCar: "Circa 5 h",
    },
  ],
  travelTimesNote:
    "Tempi indicativi da porta a porta con traffico normale; calcola del tempo in più per i controlli di frontiera, le strade invernali e le code estive.",
};
