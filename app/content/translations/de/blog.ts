/* de texts of app/content/blog.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  blogCategories: {
    all: {
      name: "Alle",
    },
    culture: {
      name: "Kultur",
    },
    food: {
      name: "Essen & Trinken",
    },
    nature: {
      name: "Natur & Outdoor",
    },
    adventure: {
      name: "Abenteuer",
    },
    events: {
      name: "Veranstaltungen",
    },
    tips: {
      name: "Reisetipps",
    },
  },
  blogPosts: {
    "1": {
      title: "Ein Wochenende in Prizren: Festung, Steinbrücke und lange Abende am Fluss",
      excerpt:
        "Zwei Tage genügen, um sich in Prizren zu verlieben. Überqueren Sie die Steinbrücke, steigen Sie zum Sonnenuntergang zur Festung hinauf und lassen Sie die Altstadt das Tempo bestimmen.",
      imageAlt:
        "Die Festung auf dem Hügel über Prizren im goldenen Abendlicht, darunter die Steinbrücke und ein Minarett in der Altstadt",
      author: {
        name: "Ardit Shala",
        bio: "Ardit hat in Pristina Kunstgeschichte studiert und hilft seit seiner Studienzeit jeden August ehrenamtlich beim DokuFest in Prizren.",
      },
      tags: ["Prizren", "Kultur", "Geschichte", "Wochenende"],
    },
    "2": {
      title: "Kulinarische Reise durch Kosovo: Flija, Tavë Kosi, Pite und Wein aus Rahovec",
      excerpt:
        "Von Flija, die Schicht für Schicht unter heißer Glut gebacken wird, bis zum Glas Vranac in einem Keller in Rahovec: was Sie in Kosovo essen und trinken sollten – und wo Sie es finden.",
      imageAlt:
        "Ein Tisch mit Flija, Pite und einem Glas Rotwein, dahinter die Weinberghügel von Rahovec in der Abenddämmerung",
      author: {
        name: "Drita Morina",
        bio: "Drita ist in Gjakova aufgewachsen, hat von ihrer Großmutter gelernt, Flija zu backen, und schreibt seit zehn Jahren über die Märkte, Küchen und Weinkeller des Kosovo.",
      },
      tags: ["Kulinarik", "Wein", "Rahovec", "Prizren"],
    },
    "3": {
      title: "Wandern in der Rugova-Schlucht und auf ihren Klettersteigen",
      excerpt:
        "Gleich hinter Peja schneidet sich die Rugova-Schlucht tief in die Prokletije (Albanische Alpen). So wandern Sie hier, steigen in einen Klettersteig ein und verbringen eine Nacht in den hoch gelegenen Dörfern.",
      imageAlt:
        "Wanderer auf einem Felsband über den steilen Kalksteinwänden und dem grünen Fluss der Rugova-Schlucht im Sommer",
      author: {
        name: "Luan Berisha",
        bio: "Luan ist Bergwanderführer aus Peja. Er ist jede Etappe des Peaks of the Balkans Trail gegangen und findet trotzdem, dass Rugova im Oktober am schönsten ist.",
      },
      tags: ["Wandern", "Rugova", "Peja", "Berge", "Abenteuer"],
    },
    "4": {
      title: "Festivalsommer in Kosovo: Filme am Fluss, Musik in der Hauptstadt",
      excerpt:
        "Das DokuFest zeigt Filme auf den Festungsmauern von Prizren, Sunny Hill holt große Namen nach Pristina, und Rahovec feiert die Weinlese. So planen Sie Ihren Festivalsommer.",
      imageAlt:
        "Eine beleuchtete Festivalbühne an einem Hang in einer Sommernacht, davor eine Menschenmenge",
      author: {
        name: "Ardit Shala",
        bio: "Ardit hat in Pristina Kunstgeschichte studiert und hilft seit seiner Studienzeit jeden August ehrenamtlich beim DokuFest in Prizren.",
      },
      tags: ["Festivals", "Sommer", "Prizren", "Pristina", "Musik"],
    },
    "5": {
      title: "Praktische Tipps für Ihre erste Reise nach Kosovo",
      excerpt:
        "Visum, Euro, lokale SIM-Karte, Busse und Taxis, Trinkgeld und die Notrufnummern: alles, was Sie vor Ihrer ersten Reise nach Kosovo klären sollten.",
      imageAlt: "Der alte Uhrturm über den Straßen von Pristina an einem hellen Frühlingstag",
      author: {
        name: "Hannah Keller",
        bio: "Hannah ist 2019 von München nach Pristina gezogen und beantwortet die Fragen unserer Leserinnen und Leser zu Bussen, Grenzen und Budgets.",
      },
      tags: ["Reisetipps", "Verkehr", "Geld", "Pristina"],
    },
    "6": {
      title: "Winter in Brezovica und im Šar-Gebirge",
      excerpt:
        "Wenn sich der Schnee auf das Šar-Gebirge legt, erwachen die langen Nordhang-Pisten von Brezovica zum Leben. Was Sie beim Skifahren, Schneeschuhwandern und bei Winterspaziergängen im Süden des Kosovo erwartet.",
      imageAlt:
        "Ein Sessellift an verschneiten Hängen des Šar-Gebirges oberhalb von Brezovica im Morgengrauen",
      author: {
        name: "Luan Berisha",
        bio: "Luan ist Bergwanderführer aus Peja. Er ist jede Etappe des Peaks of the Balkans Trail gegangen und findet trotzdem, dass Rugova im Oktober am schönsten ist.",
      },
      tags: ["Winter", "Skifahren", "Berge", "Wandern", "Natur"],
    },
    "7": {
      title: "Die mittelalterlichen Klöster des Kosovo: zu Besuch in einer UNESCO-Welterbestätte",
      excerpt:
        "Vier mittelalterliche Kirchen und Klöster bilden die UNESCO-Welterbestätte „Mittelalterliche Denkmäler im Kosovo“. Was jede von ihnen besonders macht und wie Sie sie respektvoll besuchen.",
      imageAlt:
        "Die gestreifte Marmorkirche des Klosters Visoki Dečani zwischen Kastanienwäldern am Fuß der Berge",
      author: {
        name: "Ardit Shala",
        bio: "Ardit hat in Pristina Kunstgeschichte studiert und hilft seit seiner Studienzeit jeden August ehrenamtlich beim DokuFest in Prizren.",
      },
      tags: ["UNESCO", "Geschichte", "Kultur", "Peja", "Prizren"],
    },
    "8": {
      title: "Pristina im Macchiato-Takt: Cafés, das Newborn-Denkmal und eine Hauptstadt zu Fuß",
      excerpt:
        "Pristina versteht man am besten von einem Cafétisch aus. Verbringen Sie einen Tag zu Fuß zwischen zwei Macchiatos, vom Newborn-Denkmal bis ins alte Basarviertel – und die junge Hauptstadt ergibt plötzlich Sinn.",
      imageAlt:
        "Die riesigen Newborn-Buchstaben im Zentrum von Pristina an einem verschneiten Winterabend",
      author: {
        name: "Hannah Keller",
        bio: "Hannah ist 2019 von München nach Pristina gezogen und beantwortet die Fragen unserer Leserinnen und Leser zu Bussen, Grenzen und Budgets.",
      },
      tags: ["Pristina", "Kaffee", "Kulinarik", "Kultur"],
    },
  },
  popularTopics: [
    {
      name: "Altstadt von Prizren",
      query: "Prizren",
    },
    {
      name: "Wanderwege",
      query: "Wandern",
    },
    {
      name: "Traditionelle Küche",
      query: "Kulinarik",
    },
    {
      name: "UNESCO-Welterbe",
      query: "UNESCO",
    },
    {
      name: "Wein aus Rahovec",
      query: "Wein",
    },
    {
      name: "Sommerfestivals",
      query: "Festival",
    },
    {
      name: "Rugova-Schlucht",
      query: "Rugova",
    },
    {
      name: "Pristina",
      query: "Pristina",
    },
    {
      name: "Geld & Verkehr",
      query: "Verkehr",
    },
    {
      name: "Wintersport",
      query: "Skifahren",
    },
    {
      name: "Kaffeekultur",
      query: "Kaffee",
    },
    {
      name: "Geschichte & Erbe",
      query: "Geschichte",
    },
  ],
};
