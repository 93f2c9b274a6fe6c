/** Italian strings of the home page. */
export default {
  meta: {
    title: "Explore Kosovo · Montagne, monasteri e la capitale più giovane d'Europa",
    description:
      "Organizza un viaggio in Kosovo: destinazioni, città, eventi, cucina e consigli pratici onesti, dal centro storico di Prizren alla gola di Rugova.",
  },
  hero: {
    title: "Partiamo per il Kosovo",
    intro:
      "Ponti di pietra e bazar ottomani, monasteri affrescati, canyon da scalare e i caffè più vivaci dei Balcani, tutto a un paio d'ore d'auto.",
    exploreNow: "Scopri ora",
    planTrip: "Organizza il viaggio",
    carouselLabel: "Il meglio del Kosovo",
    slide: "diapositiva",
    slideLabel: "{index} di {count}",
    showSlide: "Mostra la diapositiva {index}: {title}",
    nextFestival: "Prossimo festival",
    popular: "Più visitata: Prizren",
    popularText: "Ponte di pietra, fortezza e centro storico",
    stats: {
      label: "Che cosa copre questa guida",
      destinations: "Destinazioni da scoprire",
      events: "Eventi all'anno",
      experiences: "Esperienze uniche",
    },
    guidebooks: "Il Kosovo nelle guide di viaggio",
    guidebook: {
      bradt: 'Bradt Travel Guides ha pubblicato "Kosovo", la prima guida dedicata solo al Kosovo',
      lonelyPlanet: "Lonely Planet ha inserito il Kosovo tra le migliori destinazioni dell'anno",
    },
    guidebookSource: "fonte:",
  },
  cities: {
    title: "Città e comuni",
    intro:
      "Ventinove punti di partenza, dai caffè di Pristina ai villaggi di montagna intorno a Dragash.",
    listLabel: "Scegli un luogo",
    emptyTitle: "Explore Kosovo",
    emptyHint: "Scegli un luogo dall'elenco per scoprire per cosa è famoso.",
    explore: "Scopri {name}",
  },
  experiences: {
    title: "Esperienze in evidenza",
    intro:
      "Passeggiate, escursioni, degustazioni e festival che racconterai a lungo, una volta a casa.",
    viewAll: "Vedi tutte le esperienze",
    exploreAll: "Scopri tutto",
    smallGroups: "Piccoli gruppi",
    viewDetails: "Vedi dettagli",
    viewDetailsLabel: "Vedi dettagli: {name}",
  },
  videos: {
    title: "Video in evidenza",
    intro:
      "Guarda il Kosovo in movimento prima di partire: i suoi centri storici, le sue gole e la sua capitale.",
    play: "Riproduci il video: {title}",
    descriptions: "Descrizione del filmato",
    noSound: "(Senza audio)",
    untranslated: "I testi di questo video non sono ancora tradotti. Sono mostrati in inglese.",
    mute: "Disattiva audio",
    unmute: "Attiva audio",
    choose: "Scegli un video",
    playerTitle: "Lettore video YouTube: {title}",
    whyTitle: "Perché scoprire il Kosovo",
    whyText:
      "Il Kosovo è così piccolo che lo attraversi in poche ore, eppure racchiude monasteri patrimonio UNESCO, una città-fortezza sul fiume, vette oltre i 2.500 m e una capitale che sembra non dormire mai. Si paga in euro, la gente è felice che tu sia venuto e il budget di una giornata rende parecchio.",
    hashtags: "#ExploreKosovo #VisitKosovo #KosovoTravel",
  },
  events: {
    title: "Prossimi eventi",
    intro: "Cinema, musica, cucina e feste nazionali: organizza il viaggio intorno a un festival.",
    viewAll: "Vedi tutti gli eventi",
    seeCalendar: "Vedi il calendario",
    festival: "Festival",
    event: "Evento",
    viewDetails: "Vedi dettagli",
    viewDetailsLabel: "Vedi dettagli: {name}",
    startsAt: "Inizio alle {time}",
    none: "Al momento non ci sono eventi in programma. Il calendario mostra l'intero anno.",
    toBeConfirmed: "Date da confermare",
  },
  plan: {
    title: "Organizza il viaggio",
    intro:
      "Visti, come arrivare, dove dormire e quando venire: le risposte pratiche prima di prenotare.",
    links: {
      checkRequirements: "Verifica i requisiti",
      transportationOptions: "Opzioni di trasporto",
      findPlacesToStay: "Trova dove dormire",
      seasonalGuide: "Guida alle stagioni",
      culturalTips: "Consigli culturali",
      viewItineraries: "Vedi gli itinerari",
    },
    helpTitle: "Ti serve aiuto per organizzare il viaggio?",
    helpText:
      "Scegli il mese, la durata, il budget e i tuoi interessi: il nostro pianificatore ti propone un programma giorno per giorno con un budget onesto.",
    helpButton: "Ricevi consigli su misura",
  },
  photos: {
    title: "Il Kosovo per immagini",
    intro: "Centri storici al tramonto, vette innevate all'alba: un primo sguardo sul paese.",
    follow: "Seguici su Instagram",
    viewAll: "Vedi tutte le foto",
  },
  about: {
    title: "Il Kosovo",
    button: "Scopri di più sul Kosovo",
  },
  newsletter: {
    title: "Ispirazioni di viaggio nella tua casella di posta",
    text: "Date dei festival, nuovi luoghi e consigli pratici per il tuo viaggio. Niente spam, e puoi disiscriverti in qualsiasi momento.",
  },
  loadError: "Non siamo riusciti a caricare questo elenco. Riprova tra un momento.",
};
