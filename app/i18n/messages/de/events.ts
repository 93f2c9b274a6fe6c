/** Deutsche Texte von /events und /events/{id}. */
export default {
  list: {
    title: "Veranstaltungskalender",
    intro:
      "Filmfestivals, Konzerte, Feiertage und kulinarische Märkte übers ganze Jahr. Veranstalter geben Termine oft erst wenige Wochen vorher bekannt; auf jeder Veranstaltungsseite steht, ob die Daten bestätigt sind.",
    metaTitle: "Veranstaltungskalender · Explore Kosovo",
    metaTitleMonth: "Veranstaltungen im {month} · Explore Kosovo",
    metaDescription:
      "Festivals und Veranstaltungen in Kosovo übers Jahr: DokuFest in Prizren, Sunny Hill, Anibar, PriFest, das Prishtina Jazz Festival, Feiertage und mehr.",
    metaDescriptionMonth:
      "Festivals und Veranstaltungen in Kosovo im {month}: Termine, Orte und was Sie erwartet, mit einer Kalenderdatei für jede Veranstaltung.",
    viewDetails: "Details ansehen",
    loading: "Veranstaltungen werden geladen …",
    filterTitle: "Nach Monat filtern",
    month: "Monat",
    allMonths: "Alle Monate",
    apply: "Veranstaltungen anzeigen",
    chipsLabel: "Monate mit Veranstaltungen",
    showPast: "Vergangene Veranstaltungen anzeigen",
    hidePast: "Vergangene Veranstaltungen ausblenden",
    count: "{count} Veranstaltungen",
    countOne: "1 Veranstaltung",
    countMonth: "{count} Veranstaltungen im {month}",
    countMonthOne: "1 Veranstaltung im {month}",
    empty: "Keine Veranstaltungen gefunden",
    emptyText:
      "In diesem Monat gibt es noch keine Veranstaltungen. Versuchen Sie einen anderen Monat oder sehen Sie sich alle Veranstaltungen an.",
    showAll: "Alle Veranstaltungen anzeigen",
    past: "Vergangene Veranstaltung",
    toBeConfirmed: "Termine noch nicht bestätigt",
  },
  detail: {
    metaTitle: "{name} · Veranstaltungen · Explore Kosovo",
    back: "Zurück zu allen Veranstaltungen",
    when: "Wann",
    startsAt: "Ab {time}",
    where: "Wo",
    category: "Art",
    about: "Über die Veranstaltung",
    datesNote: "Termine noch nicht bestätigt",
    aboutDates: "Zu den Terminen",
    untranslated:
      "Diese Seite ist noch nicht ins Deutsche übersetzt. Einige Texte erscheinen auf Englisch.",
    confirmed: "Termine bestätigt",
    website: "Offizielle Website",
    addToCalendar: "Zum Kalender hinzufügen",
    addToCalendarHint:
      "Lädt eine .ics-Datei für Apple Kalender, Google Kalender oder Outlook herunter.",
    passed: "Diese Veranstaltung ist vorbei",
    passedText:
      "Ihre Termine ({dates}) liegen hinter uns. Die meisten Veranstaltungen hier finden jedes Jahr wieder statt: Sehen Sie, was als Nächstes ansteht.",
    upcoming: "Kommende Veranstaltungen",
    location: "Wo findet sie statt?",
    share: "Diese Veranstaltung teilen",
    more: "Weitere kommende Veranstaltungen",
  },
  notFound: {
    title: "Veranstaltung nicht gefunden",
    text: "Die gesuchte Veranstaltung wurde leider nicht gefunden.",
    back: "Zurück zu allen Veranstaltungen",
    metaTitle: "Veranstaltung nicht gefunden · Explore Kosovo",
  },
  calendar: {
    startsAround: "Beginnt gegen {time} Uhr (Ortszeit Kosovo).",
    toBeConfirmed: "Termine noch nicht bestätigt.",
  },
  categories: {
    Film: "Film",
    Music: "Musik",
    Culture: "Kultur",
    "Food & Wine": "Essen & Wein",
    "National holiday": "Nationalfeiertag",
    Sport: "Sport",
  },
};
