/** Italian strings of the map of every place. */
export default {
  page: {
    title: "Mappa del Kosovo",
    metaTitle: "Mappa del Kosovo · Explore Kosovo",
    metaDescription:
      "Tutte le destinazioni, le città, i luoghi e le attrazioni del Kosovo su un'unica mappa, con vista elenco e filtro per tipo. Ogni indicatore rimanda alla sua pagina.",
    intro:
      "Tutte le destinazioni, le città, i luoghi e le attrazioni del nostro sito. Scegli un indicatore per aprirne la pagina, oppure passa all'elenco.",
    viewLabel: "Vista",
    mapView: "Mappa",
    listView: "Elenco",
    filterLabel: "Mostra",
    all: "Tutti",
    apply: "Applica il filtro",
    count: "{count} sulla mappa",
    countOne: "1 sulla mappa",
    mapLabel: "Mappa del Kosovo con {count} luoghi",
    outlineCredit:
      "Contorni: Natural Earth (pubblico dominio). Le posizioni su questo disegno sono approssimative.",
    showStreetMap: "Mostra la mappa stradale",
    streetMapConsent: "La mappa stradale carica i riquadri da OpenStreetMap solo quando lo chiedi.",
    streetMapLabel: "Mappa stradale del Kosovo da OpenStreetMap",
    hideStreetMap: "Torna alla mappa disegnata",
    streetMapFailed:
      "Impossibile caricare la mappa stradale. La mappa disegnata e l'elenco funzionano comunque.",
    attribution: "© Collaboratori di OpenStreetMap",
    listTitle: "Tutti i luoghi per tipo",
    noneOfType: "Ancora nulla di questo tipo.",
  },
  types: {
    destination: "Destinazioni",
    city: "Città",
    place: "Luoghi",
    attraction: "Attrazioni",
  },
  typeOne: {
    destination: "Destinazione",
    city: "Città",
    place: "Luogo",
    attraction: "Attrazione",
  },
};
