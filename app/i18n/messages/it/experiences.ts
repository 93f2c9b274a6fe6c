/** Italian strings of /experiences and /experiences/{id}. */
export default {
  list: {
    title: "Esperienze indimenticabili",
    intro:
      "Passeggia nel centro storico di Prizren, agganciati alla via ferrata della gola di Rugova, degusta il vino a Rahovec o impara a preparare la flija: esperienze che ricorderai.",
    metaTitle: "Esperienze · Explore Kosovo",
    metaDescription:
      "Cosa fare in Kosovo: passeggiate nei centri storici, via ferrata nella gola di Rugova, degustazioni di vino a Rahovec, monasteri, grotte, sci e cucina casalinga.",
    learnMore: "Scopri di più",
    loading: "Caricamento delle esperienze…",
  },
  detail: {
    untranslated: "Questa pagina non è ancora tradotta. Alcuni testi sono mostrati in inglese.",
    metaTitle: "{name} · Esperienze · Explore Kosovo",
    back: "Torna a tutte le esperienze",
    what: "Cosa farai",
    facts: "In breve",
    where: "Dove",
    duration: "Durata",
    season: "Quando andare",
    category: "Tipo",
    whatToBring: "Cosa portare",
    destination: "Leggi la nostra guida: {name}",
    location: "Dove si trova?",
    share: "Condividi questa esperienza",
    related: "Esperienze correlate",
    ratingLabel: "Recensioni dei visitatori",
  },
  notFound: {
    title: "Esperienza non trovata",
    text: "Non siamo riusciti a trovare l'esperienza che cerchi.",
    back: "Torna a tutte le esperienze",
    metaTitle: "Esperienza non trovata · Explore Kosovo",
  },
  categories: {
    Culture: "Cultura",
    Adventure: "Avventura",
    Food: "Gastronomia",
    Nature: "Natura",
  },
};
