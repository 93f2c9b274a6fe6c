/** Vargjet e faqeve /blog dhe /blog/{id} në shqip. Artikujt janë te app/content/blog.ts. */
export default {
  meta: {
    title: "Blogu · Explore Kosovo",
    description:
      "Tregime dhe udhëzues praktikë nga Kosova: fundjava në Prizren, ecje në Rugovë, flija dhe vera e Rahovecit, festivale, manastire dhe këshilla për udhëtimin tuaj të parë.",
    articleTitle: "{title} · Blogu · Explore Kosovo",
    notFoundTitle: "Artikulli nuk u gjet · Blogu · Explore Kosovo",
  },
  hero: {
    eyebrow: "Blogu i Explore Kosovo",
    title: "Tregime nga Kosova",
    text: "Fundjava në Prizren, ecje në Grykën e Rugovës, çfarë të hani dhe ku, si dhe këshillat praktike që lexuesit tanë na kërkojnë më shpesh.",
    searchLabel: "Kërkoni artikuj",
    placeholder: "Kërkoni artikuj...",
    submit: "Kërkoni",
    clear: "Pastroni kërkimin",
  },
  featured: {
    title: "Artikulli i veçuar",
    read: "Lexoni artikullin",
    readLabel: "Lexoni artikullin: {title}",
  },
  latest: {
    title: "Artikujt më të rinj",
    categoriesLabel: "Filtroni sipas kategorisë",
    showing: "Po shfaqen {count} nga {total} artikuj",
    showAll: "Shihni të gjithë artikujt",
    byAuthor: "Artikuj nga {author}",
    allAuthors: "Shihni artikujt e të gjithë autorëve",
  },
  empty: {
    title: "Nuk u gjet asnjë artikull",
    text: "Provoni të ndryshoni kërkimin ose filtrin e kategorisë",
    reset: "Pastroni filtrat",
  },
  topics: {
    title: "Temat më të kërkuara",
    intro: "Shkoni drejt e te temat që lexuesit tanë kërkojnë më shumë.",
    count: "{count} artikuj",
    countOne: "1 artikull",
  },
  newsletter: {
    title: "Mos humbisni asnjë tregim",
    text: "Artikuj të rinj, datat e festivaleve dhe këshilla praktike për udhëtimin tuaj, një ose dy herë në muaj.",
  },
  card: {
    minRead: "{minutes} min lexim",
  },
  like: {
    like: "Pëlqejeni këtë artikull",
    unlike: "Hiqni pëlqimin",
    likeCard: "Pëlqejeni këtë artikull: {title}",
    unlikeCard: "Hiqni pëlqimin nga ky artikull: {title}",
    liked: "Faleminderit që e pëlqyet këtë artikull!",
    unliked: "E hoqët pëlqimin",
    count: "{count} pëlqime",
  },
  share: {
    button: "Ndajeni këtë artikull",
    buttonCard: "Ndajeni këtë artikull: {title}",
    facebook: "Facebook",
    x: "X",
    linkedin: "LinkedIn",
    email: "E-mail",
    shareOn: "Ndajeni në {target}",
    shared: "U nda në {target}",
    rowTitle: "Ndajeni këtë artikull",
  },
  comments: {
    count: "{count} komente",
    soon: "Komentet vijnë së shpejti!",
  },
  article: {
    back: "Kthehuni te të gjithë artikujt",
    by: "Nga",
    published: "Botuar",
    readTime: "{minutes} min lexim",
    tags: "Etiketat",
    about: "Rreth autorit: {author}",
    viewAll: "Shihni të gjithë artikujt",
    related: "Artikuj të ngjashëm",
  },
  notFound: {
    title: "Artikulli nuk u gjet",
    text: "Artikulli që kërkoni nuk ekziston ose është zhvendosur.",
    back: "Kthehuni te blogu",
  },
};
