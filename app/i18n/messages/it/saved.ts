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
  keep: {
    button: "Tieni offline",
    buttonHint: "Salva su questo dispositivo questa pagina, i luoghi collegati e le loro foto.",
    measuring: "Misurazione in corso…",
    sizeMB: "Circa {size} MB",
    sizeKB: "Circa {size} KB",
    contents: "Questa pagina, {count} luoghi collegati e le loro foto.",
    contentsOne: "Questa pagina, 1 luogo collegato e le sue foto.",
    contentsNone: "Questa pagina e le sue foto.",
    confirm: "Tieni offline",
    cancel: "Annulla",
    saving: "Salvataggio…",
    keptOn: "Tenuta offline dal {date}",
    remove: "Rimuovi da offline",
    removeLabel: "Rimuovi {title} da offline",
    print: "Stampa",
    keptTitle: "Tenuta offline",
    keptText: "{title} e i suoi luoghi si aprono senza connessione.",
    evictedTitle: "Tenuta offline, rimossi i più vecchi",
    evictedText: "Per restare sotto {cap}, sono stati rimossi da offline: {titles}.",
    removedTitle: "Rimossa da offline",
    failedTitle: "Non tenuta offline",
    failedText:
      "Non è stato possibile salvare le pagine. Controlla la connessione e lo spazio su questo dispositivo, poi riprova.",
    tooBig: "Supera i {cap} tenuti offline al massimo.",
    changed: "Modificata da quando l'hai salvata. La copia offline è aggiornata.",
    listTitle: "Tenuti offline",
    listIntro:
      "I pacchetti di viaggio salvati con «Tieni offline»: ogni pagina, i luoghi collegati e le loro foto.",
    listEmpty:
      "Ancora niente. Usa «Tieni offline» su una città, una destinazione, i luoghi salvati o un itinerario.",
    listItem: "Tenuta dal {date} · {size}",
    listRefreshed: "aggiornata il {date}",
    listTotal: "{size} di {cap} usati",
  },
};
