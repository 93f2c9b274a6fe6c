/**
 * Italian strings of /plan, /plan/itinerary and /travel-guide. The hero, the builder's options,
 * the plans and the guide tabs live in app/content/plan.ts.
 */
export default {
  hero: {
    tilesLabel: "Il viaggio in sintesi",
  },
  builder: {
    formLabel: "Il tuo viaggio",
    month: "Mese del viaggio",
    length: "Durata del viaggio",
    budget: "Budget",
    interests: "Interessi",
    interestsHint: "Le tappe facoltative compaiono quando corrispondono alle tue scelte.",
    update: "Aggiorna il mio programma",
    summaryTitle: "{length} a {month}",
    from: "Da",
    perPerson: "a persona",
    price: "Da {price} a persona",
    itineraryTitle: "Il tuo itinerario",
    itineraryCount: "{count} tappe in circa {days} giorni",
    day: "Giorno {day}",
    days: "Giorni {first}–{last}",
    optional: "Facoltativo",
    matches: "In linea con i tuoi interessi: {interests}",
    more: "Scopri di più: {title}",
    recommendationsTitle: "Consigli per {month}",
    fullItinerary: "Ottieni l'itinerario completo",
    downloadPdf: "Scarica il PDF",
    share: "Condividi questo viaggio",
    linkCopied: "Link copiato",
    linkCopiedText: "Invialo ai tuoi compagni di viaggio: il link apre esattamente questo viaggio.",
    copyFailed: "Impossibile copiare il link",
    copyFailedText: "Copia invece l'indirizzo dalla barra degli indirizzi del browser.",
  },
  tabs: {
    title: "La tua guida di viaggio al Kosovo",
    intro:
      "Visti, trasporti, dove dormire, le stagioni, le usanze locali, itinerari di esempio e consigli pratici, tutto in un unico posto.",
    label: "Argomenti della guida di viaggio",
    loading: "Caricamento delle guide di viaggio",
  },
  itinerary: {
    metaTitle: "Il tuo itinerario · Organizza il viaggio · Explore Kosovo",
    metaDescription:
      "Il tuo itinerario in Kosovo giorno per giorno, con prezzo, tappe, consigli per il mese scelto e suggerimenti pratici, pronto da stampare o salvare in PDF.",
    eyebrow: "Il tuo itinerario in Kosovo",
    title: "{length} a {month}",
    choices: "Le tue scelte",
    month: "Mese",
    length: "Durata del viaggio",
    budget: "Budget",
    interests: "Interessi",
    noInterests: "Nessuno selezionato",
    price: "Prezzo di partenza",
    dayByDay: "Giorno per giorno",
    goodToKnow: "Buono a sapersi",
    print: "Stampa o salva in PDF",
    edit: "Modifica questo viaggio",
    generated:
      "I prezzi sono a persona in euro, voli esclusi. Verifica gli orari di apertura sul posto prima di partire.",
  },
  guide: {
    metaTitle: "Guida di viaggio · Organizza il viaggio · Explore Kosovo",
    metaDescription:
      "La guida di viaggio di Explore Kosovo da stampare: visti, come arrivare, dove dormire, quando andare, cultura, itinerari e numeri di emergenza.",
    eyebrow: "Explore Kosovo",
    title: "Guida di viaggio al Kosovo",
    intro:
      "Tutto ciò che trovi nelle nostre pagine per organizzare il viaggio, in un'unica guida da stampare. Stampala, oppure scegli «Salva come PDF» nella finestra di stampa per averla sempre sul telefono.",
    atAGlance: "In sintesi",
    contents: "Indice",
    print: "Stampa o salva in PDF",
    back: "Torna a «Organizza il viaggio»",
  },
  interests: {
    Culture: "Cultura",
    Nature: "Natura",
    Adventure: "Avventura",
    Relaxation: "Relax",
    Food: "Gastronomia",
  },
  durations: {
    "1 day": "1 giorno",
    "2 days": "2 giorni",
    "Half day": "Mezza giornata",
  },
};
