/** Deutsche Texte von /blog und /blog/{id}. */
export default {
  meta: {
    title: "Blog · Explore Kosovo",
    description:
      "Geschichten und praktische Ratgeber aus Kosovo: Wochenenden in Prizren, Wanderungen in Rugova, Flija und Wein aus Rahovec, Festivals, Klöster und Tipps für Ihre erste Reise.",
    articleTitle: "{title} · Reiseblog · Explore Kosovo",
    notFoundTitle: "Artikel nicht gefunden · Blog · Explore Kosovo",
  },
  hero: {
    eyebrow: "Der Blog von Explore Kosovo",
    title: "Geschichten aus Kosovo",
    text: "Wochenenden in Prizren, Wanderungen in der Rugova-Schlucht, was man wo isst – und die praktischen Tipps, nach denen unsere Leser am häufigsten fragen.",
    searchLabel: "Artikel durchsuchen",
    placeholder: "Artikel suchen …",
    submit: "Suchen",
    clear: "Suche löschen",
  },
  featured: {
    title: "Empfohlener Artikel",
    read: "Artikel lesen",
    readLabel: "Artikel lesen: {title}",
  },
  latest: {
    title: "Neueste Artikel",
    categoriesLabel: "Nach Kategorie filtern",
    showing: "{count} von {total} Artikeln",
    showAll: "Alle Artikel anzeigen",
    byAuthor: "Artikel von {author}",
    allAuthors: "Artikel aller Autoren anzeigen",
  },
  empty: {
    title: "Keine Artikel gefunden",
    text: "Ändern Sie Ihre Suche oder den Kategoriefilter",
    reset: "Filter zurücksetzen",
  },
  topics: {
    title: "Beliebte Themen",
    intro: "Direkt zu den Themen, nach denen unsere Leser am häufigsten suchen.",
    count: "{count} Artikel",
    countOne: "1 Artikel",
  },
  newsletter: {
    title: "Keine Geschichte mehr verpassen",
    text: "Neue Artikel, Festivaltermine und praktische Tipps für Ihre Reise – ein- bis zweimal im Monat.",
  },
  card: {
    minRead: "{minutes} Min. Lesezeit",
  },
  like: {
    like: "Artikel gefällt mir",
    unlike: "Artikel gefällt mir nicht mehr",
    likeCard: "Artikel gefällt mir: {title}",
    unlikeCard: "Artikel gefällt mir nicht mehr: {title}",
    liked: "Danke, dass Ihnen dieser Artikel gefällt!",
    unliked: "Sie haben Ihr „Gefällt mir“ entfernt",
    count: "{count} „Gefällt mir“",
    countOne: "1 „Gefällt mir“",
    failed: "Ihr „Gefällt mir“ konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  },
  share: {
    button: "Artikel teilen",
    buttonCard: "Artikel teilen: {title}",
    facebook: "Facebook",
    x: "X",
    linkedin: "LinkedIn",
    email: "E-Mail",
    shareOn: "Über {target} teilen",
    shared: "Über {target} geteilt",
    rowTitle: "Diesen Artikel teilen",
  },
  comments: {
    count: "{count} Kommentare",
    countOne: "1 Kommentar",
  },
  article: {
    back: "Zurück zu allen Artikeln",
    by: "Von",
    published: "Veröffentlicht",
    readTime: "{minutes} Min. Lesezeit",
    tags: "Schlagwörter",
    about: "Über {author}",
    viewAll: "Alle Artikel ansehen",
    related: "Ähnliche Artikel",
    untranslated:
      "Dieser Artikel ist noch nicht übersetzt. Einige Texte werden auf Englisch angezeigt.",
  },
  notFound: {
    title: "Artikel nicht gefunden",
    text: "Der gesuchte Artikel existiert nicht oder wurde verschoben.",
    back: "Zurück zum Blog",
  },
  feed: {
    link: "Neue Artikel als Atom-Feed",
    title: "Explore Kosovo – Blog (Atom)",
  },
};
