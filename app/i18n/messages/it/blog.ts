/** Italian strings of /blog and /blog/{id}. Articles live in app/content/blog.ts. */
export default {
  meta: {
    title: "Blog · Explore Kosovo",
    description:
      "Racconti e guide pratiche dal Kosovo: weekend a Prizren, escursioni a Rugova, flija e vino di Rahovec, festival, monasteri e consigli per il tuo primo viaggio.",
    articleTitle: "{title} · Blog di Explore Kosovo",
    notFoundTitle: "Articolo non trovato · Blog · Explore Kosovo",
  },
  hero: {
    eyebrow: "Il blog di Explore Kosovo",
    title: "Storie dal Kosovo",
    text: "Weekend a Prizren, escursioni nella gola di Rugova, cosa mangiare e dove, e i consigli pratici che i nostri lettori ci chiedono più spesso.",
    searchLabel: "Cerca negli articoli",
    placeholder: "Cerca negli articoli...",
    submit: "Cerca",
    clear: "Cancella la ricerca",
  },
  featured: {
    title: "Articolo in evidenza",
    read: "Leggi l'articolo",
    readLabel: "Leggi l'articolo: {title}",
  },
  latest: {
    title: "Ultimi articoli",
    categoriesLabel: "Filtra per categoria",
    showing: "{count} articoli su {total}",
    showAll: "Mostra tutti gli articoli",
    byAuthor: "Articoli di {author}",
    allAuthors: "Mostra gli articoli di tutti gli autori",
  },
  empty: {
    title: "Nessun articolo trovato",
    text: "Prova a modificare la ricerca o il filtro per categoria",
    reset: "Azzera i filtri",
  },
  topics: {
    title: "Argomenti più letti",
    intro: "Vai subito ai temi che i nostri lettori cercano di più.",
    count: "{count} articoli",
    countOne: "1 articolo",
  },
  newsletter: {
    title: "Non perderti nessuna storia",
    text: "Nuovi articoli, date dei festival e consigli pratici per il tuo viaggio, una o due volte al mese.",
  },
  card: {
    minRead: "Lettura: {minutes} min",
  },
  like: {
    like: "Mi piace questo articolo",
    unlike: "Togli il Mi piace",
    likeCard: "Mi piace questo articolo: {title}",
    unlikeCard: "Togli il Mi piace a questo articolo: {title}",
    liked: "Grazie per il tuo Mi piace!",
    unliked: "Hai tolto il tuo Mi piace",
    count: "{count} Mi piace",
  },
  share: {
    button: "Condividi questo articolo",
    buttonCard: "Condividi questo articolo: {title}",
    facebook: "Facebook",
    x: "X",
    linkedin: "LinkedIn",
    email: "E-mail",
    shareOn: "Condividi su {target}",
    shared: "Condiviso su {target}",
    rowTitle: "Condividi questo articolo",
  },
  comments: {
    count: "{count} commenti",
    soon: "I commenti arriveranno presto!",
  },
  article: {
    back: "Torna a tutti gli articoli",
    by: "Di",
    published: "Pubblicato",
    readTime: "Lettura: {minutes} min",
    tags: "Tag",
    about: "Chi è {author}",
    viewAll: "Vedi tutti gli articoli",
    related: "Articoli correlati",
  },
  notFound: {
    title: "Articolo non trovato",
    text: "L'articolo che cerchi non esiste o è stato spostato.",
    back: "Torna al blog",
  },
};
