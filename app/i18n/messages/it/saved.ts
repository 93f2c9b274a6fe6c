/** Italian strings of the saved list: Save buttons, the header badge, /saved. */
export default {
  button: {
    save: "Salva",
    saved: "Salvato",
    saveLabel: "Salva {name}",
    removeLabel: "Rimuovi {name} dai salvati",
  },
  toast: {
    saved: "Salvato",
    removed: "Rimosso dai salvati",
    storageFailed:
      "Il browser non ha memorizzato questa modifica; forse sei in navigazione privata.",
  },
  badge: {
    label: "Luoghi salvati: {count}",
  },
  types: {
    destination: "Destinazioni",
    place: "Luoghi",
    city: "Città",
    attraction: "Attrazioni",
    experience: "Esperienze",
    event: "Eventi",
  },
  page: {
    title: "Luoghi salvati",
    metaTitle: "Luoghi salvati · Explore Kosovo",
    metaDescription:
      "Le destinazioni, le attrazioni, le esperienze e gli eventi che hai salvato esplorando il Kosovo, conservati solo in questo browser.",
    intro:
      "Tutto ciò che salvi resta solo in questo browser: nessun account, niente viene inviato a noi. Stampa l'elenco per portarlo con te.",
    count: "{count} salvati",
    countOne: "1 salvato",
    print: "Stampa l'elenco",
    remove: "Rimuovi",
    removeLabel: "Rimuovi {name} dai salvati",
    emptyTitle: "Non hai ancora salvato nulla",
    emptyText:
      "Usa il pulsante Salva o il cuore su destinazioni, attrazioni, esperienze ed eventi per ritrovarli qui.",
    emptyNoScript:
      "I luoghi salvati sono conservati da JavaScript in questo browser: attivalo per vederli.",
    browse: "Sfoglia le destinazioni",
    browseAttractions: "Vedi le attrazioni",
    browseEvents: "Vedi i prossimi eventi",
    printTitle: "I miei luoghi salvati in Kosovo",
    printedFrom: "Stampato da {site}",
    open: "Apri",
  },
};
