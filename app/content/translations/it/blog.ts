/* it texts of app/content/blog.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  blogCategories: {
    all: {
      name: "Tutti",
    },
    culture: {
      name: "Cultura",
    },
    food: {
      name: "Cibo e vino",
    },
    nature: {
      name: "Natura e aria aperta",
    },
    adventure: {
      name: "Avventura",
    },
    events: {
      name: "Eventi",
    },
    tips: {
      name: "Consigli di viaggio",
    },
  },
  blogPosts: {
    "1": {
      title: "Un weekend a Prizren: la fortezza, il Ponte di pietra e serate lente sul fiume",
      excerpt:
        "Bastano due giorni per innamorarsi di Prizren. Attraversa il Ponte di pietra, sali alla fortezza per il tramonto e lascia che sia la città vecchia a dettare il ritmo.",
      imageAlt:
        "La fortezza sulla collina sopra Prizren nella luce dorata del tardo pomeriggio, con il Ponte di pietra e un minareto nella città vecchia",
      author: {
        name: "Ardit Shala",
        bio: "Ardit ha studiato storia dell'arte a Pristina e, dai tempi dell'università, ogni agosto fa il volontario al DokuFest di Prizren.",
      },
      tags: ["Prizren", "Cultura", "Storia", "Weekend"],
    },
    "2": {
      title: "Il Kosovo a tavola: flija, tavë kosi, pite e vino di Rahovec",
      excerpt:
        "Dalla flija cotta strato dopo strato sotto la brace ardente a un bicchiere di Vranac in una cantina di Rahovec: ecco cosa mangiare e bere in Kosovo, e dove trovarlo.",
      imageAlt:
        "Una tavola apparecchiata con flija, pite e un bicchiere di vino rosso, con le colline vitate di Rahovec sullo sfondo al crepuscolo",
      author: {
        name: "Drita Morina",
        bio: "Drita è cresciuta a Gjakova, ha imparato a cuocere la flija dalla nonna e da dieci anni scrive di mercati, cucine e cantine del Kosovo.",
      },
      tags: ["Cucina", "Vino", "Rahovec", "Prizren"],
    },
    "3": {
      title: "Escursioni nella gola di Rugova e sulla sua via ferrata",
      excerpt:
        "Appena fuori Peja, la gola di Rugova si apre un varco profondo nelle Prokletije (Alpi albanesi). Ecco come percorrerla a piedi, affrontare una via ferrata e passare una notte nei villaggi d'alta quota.",
      imageAlt:
        "Escursionisti su una cengia sopra le ripide pareti calcaree e il fiume verde della gola di Rugova in estate",
      author: {
        name: "Luan Berisha",
        bio: "Luan è una guida escursionistica di Peja: ha percorso ogni tappa del sentiero Peaks of the Balkans ed è ancora convinto che Rugova dia il meglio di sé a ottobre.",
      },
      tags: ["Escursionismo", "Rugova", "Peja", "Montagna", "Avventura"],
    },
    "4": {
      title: "L'estate dei festival in Kosovo: film sul fiume, musica nella capitale",
      excerpt:
        "Il DokuFest proietta film sulle mura della fortezza di Prizren, il Sunny Hill porta grandi nomi a Pristina e Rahovec brinda alla vendemmia. Ecco come organizzare un'estate di festival.",
      imageAlt:
        "Il palco di un festival illuminato su una collina in una notte d'estate, con la folla raccolta davanti",
      author: {
        name: "Ardit Shala",
        bio: "Ardit ha studiato storia dell'arte a Pristina e, dai tempi dell'università, ogni agosto fa il volontario al DokuFest di Prizren.",
      },
      tags: ["Festival", "Estate", "Prizren", "Pristina", "Musica"],
    },
    "5": {
      title: "Consigli pratici per il tuo primo viaggio in Kosovo",
      excerpt:
        "Visti, euro, una SIM locale, autobus e taxi, mance e i numeri da chiamare in caso di emergenza: tutto quello che devi sapere prima del tuo primo viaggio in Kosovo.",
      imageAlt:
        "La vecchia torre dell'orologio che svetta sulle strade di Pristina in una luminosa giornata di primavera",
      author: {
        name: "Hannah Keller",
        bio: "Hannah si è trasferita da Monaco di Baviera a Pristina nel 2019 e risponde alle domande dei nostri lettori su autobus, frontiere e budget.",
      },
      tags: ["Consigli di viaggio", "Trasporti", "Denaro", "Pristina"],
    },
    "6": {
      title: "Inverno a Brezovica e sui monti Šar (Sharr)",
      excerpt:
        "Quando la neve si posa sui monti Šar, le lunghe piste esposte a nord di Brezovica si animano. Ecco cosa aspettarti da sci, ciaspolate e passeggiate invernali nel sud del Kosovo.",
      imageAlt:
        "Una seggiovia che sale lungo i pendii innevati dei monti Šar sopra Brezovica all'alba",
      author: {
        name: "Luan Berisha",
        bio: "Luan è una guida escursionistica di Peja: ha percorso ogni tappa del sentiero Peaks of the Balkans ed è ancora convinto che Rugova dia il meglio di sé a ottobre.",
      },
      tags: ["Inverno", "Sci alpino", "Montagna", "Escursionismo", "Natura"],
    },
    "7": {
      title:
        "I monasteri medievali del Kosovo: visita a un sito del Patrimonio mondiale dell'UNESCO",
      excerpt:
        "Quattro chiese e monasteri medievali formano il sito del Patrimonio mondiale dell'UNESCO «Monumenti medievali in Kosovo». Ecco che cosa rende speciale ciascuno di essi e come visitarli con rispetto.",
      imageAlt:
        "La chiesa a fasce di marmo del monastero di Visoki Dečani tra i boschi di castagni ai piedi delle montagne",
      author: {
        name: "Ardit Shala",
        bio: "Ardit ha studiato storia dell'arte a Pristina e, dai tempi dell'università, ogni agosto fa il volontario al DokuFest di Prizren.",
      },
      tags: ["UNESCO", "Storia", "Cultura", "Peja", "Prizren"],
    },
    "8": {
      title:
        "Pristina a colpi di macchiato: caffè, il monumento Newborn e una capitale da girare a piedi",
      excerpt:
        "Pristina si capisce meglio dal tavolino di un caffè. Passa una giornata a camminare da un macchiato all'altro, dal monumento Newborn al vecchio quartiere del bazar, e la giovane capitale comincerà a svelarsi.",
      imageAlt:
        "Le gigantesche lettere di Newborn nel centro di Pristina in una sera d'inverno sotto la neve",
      author: {
        name: "Hannah Keller",
        bio: "Hannah si è trasferita da Monaco di Baviera a Pristina nel 2019 e risponde alle domande dei nostri lettori su autobus, frontiere e budget.",
      },
      tags: ["Pristina", "Caffè", "Cucina", "Cultura"],
    },
  },
  popularTopics: [
    {
      name: "Città vecchia di Prizren",
      query: "Prizren",
    },
    {
      name: "Sentieri escursionistici",
      query: "Escursioni",
    },
    {
      name: "Cucina tradizionale",
      query: "Cucina",
    },
    {
      name: "Patrimonio UNESCO",
      query: "UNESCO",
    },
    {
      name: "Vino di Rahovec",
      query: "Vino",
    },
    {
      name: "Festival estivi",
      query: "Festival",
    },
    {
      name: "Gola di Rugova",
      query: "Rugova",
    },
    {
      name: "Pristina",
      query: "Pristina",
    },
    {
      name: "Denaro e trasporti",
      query: "Trasporti",
    },
    {
      name: "Sport invernali",
      query: "Sci alpino",
    },
    {
      name: "La cultura del caffè",
      query: "Caffè",
    },
    {
      name: "Storia e patrimonio",
      query: "Storia",
    },
  ],
};
