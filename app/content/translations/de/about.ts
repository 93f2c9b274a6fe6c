/* de texts of app/content/about.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  aboutMeta: {
    title: "Über Kosovo",
    description:
      "Kosovo auf einen Blick: Hauptstadt, Bevölkerung, Sprachen, Währung, kurze Geschichte von Dardanien bis heute, Kultur, Landschaften, mittelalterliche Denkmäler.",
    heading: "Über Kosovo",
    intro:
      "Ein kleines, junges Land im Herzen des Balkans, an drei Seiten von Bergen umgeben, mit alten Basarstädten, mittelalterlichen Klöstern und einigen der lebhaftesten Cafés Europas. Hier finden Sie die Fakten, die Sie vor der Reise brauchen.",
  },
  aboutTabs: {
    overview: {
      label: "Überblick",
      title: "Kosovo auf einen Blick",
      paragraphs: [
        "Kosovo ist ein Binnenstaat im zentralen Balkan und grenzt an Albanien, Nordmazedonien, Montenegro und Serbien. Das Land ist klein – von Pristina im Osten nach Peja im Westen fahren Sie etwa anderthalb Stunden –, und doch finden sich auf dieser kurzen Strecke Hochgebirge, Flussschluchten, Weinland und alte osmanische Städte.",
        "Die meisten Einwohner sind Albaner; daneben leben in Kosovo Serben, Bosniaken, Türken, Roma, Aschkali, Ägypter und Goranen. Die Bevölkerung gehört zu den jüngsten Europas – das merken Sie an den vollen Cafés, den vielen Studierenden in Pristina und den Sommerfestivals.",
        "Das Parlament erklärte am 17. Februar 2008 die Unabhängigkeit. Mehr als 100 UN-Mitgliedstaaten erkennen Kosovo an; andere, darunter Serbien, tun das nicht, und Kosovo ist kein Mitglied der Vereinten Nationen. Für Reisende zählt im Alltag etwas ganz Einfaches: Sie bezahlen in Euro, wählen die Vorwahl +383 und erleben eine ausgeprägte Tradition der Gastfreundschaft.",
      ],
      highlights: [
        "Hauptstadt und größte Stadt: Pristina",
        "Grenzt an Albanien, Nordmazedonien, Montenegro und Serbien",
        "38 Gemeinden, von Dragash im Süden bis Leposavić im Norden",
        "Währung: Euro; Vorwahl +383; Zeitzone MEZ",
      ],
      links: [
        {
          label: "Die Städte entdecken",
        },
        {
          label: "Reiseziele ansehen",
        },
      ],
    },
    history: {
      label: "Geschichte",
      title: "Eine vielschichtige Geschichte",
      paragraphs: [
        "In der Antike gehörte das Land den Dardanern und später der römischen Provinz, die ihren Namen trug; die Ruinen des römischen Ulpiana liegen gleich vor den Toren Pristinas. Im Mittelalter lag die Region im Herzen des mittelalterlichen serbischen Staates, der die Klöster Dečani und Gračanica sowie das Patriarchat von Peć erbaute.",
        "Nach der Schlacht auf dem Amselfeld 1389 übernahm das Osmanische Reich für mehr als vier Jahrhunderte die Herrschaft, und Städte wie Prizren, Pristina und Gjakova wuchsen rund um Basare, Moscheen und Hammams. 1878 verlieh die Liga von Prizren der albanischen Nationalbewegung eine Stimme.",
        "Im 20. Jahrhundert wurde Kosovo Teil Serbiens und danach Jugoslawiens. Der Verlust der Autonomie 1989, der Krieg von 1998–99 und die anschließenden Jahre unter UN-Verwaltung führten 2008 zur Unabhängigkeitserklärung.",
      ],
      highlights: [
        "Ulpiana: eine römische Stadt nahe dem heutigen Gračanica",
        "Mittelalterliche Klöster auf der UNESCO-Welterbeliste",
        "Osmanische Basare in Prizren, Gjakova und Peja",
        "Liga von Prizren, 1878",
        "Unabhängigkeitserklärung, 17. Februar 2008",
      ],
    },
    culture: {
      label: "Kultur",
      title: "Kultur und Alltag",
      paragraphs: [
        "Gastfreundschaft steht hier im Mittelpunkt des Lebens. Gästen wird wenige Minuten nach der Ankunft Kaffee oder Tee angeboten, und von der alten Tradition der Besa – dem gegebenen Wort, das man hält – spricht man noch immer mit Stolz. In Pristina ist das Café das Wohnzimmer der Stadt: Bestellen Sie einen Macchiato, und Sie verstehen schnell, warum die Einheimischen ihn als ihren eigenen beanspruchen.",
        "Die traditionelle Musik lebt von der zweisaitigen Çifteli und der einsaitigen Lahuta, die epische Gesänge begleitet. Das Essen ist deftig und reichlich: Flija, Schicht für Schicht unter einem heißen Deckel gebacken, Pite mit Käse und Spinat, gegrillte Qebapa, Paprika mit Rahm und Wein aus den Weinbergen rund um Rahovec.",
        "Das religiöse Leben ist vielfältig. Die meisten Kosovaren sind Muslime; es gibt serbisch-orthodoxe Klöster und Kirchen sowie katholische Gemeinden in Prizren, Gjakova und Klina. Am selben Nachmittag können Sie in Pristina den Gebetsruf von einer Moschee aus dem 15. Jahrhundert und in Gračanica Kirchenglocken hören.",
        "Zugleich ist die Kultur hier sehr gegenwärtig: Das DokuFest füllt jeden August die Kinos am Fluss in Prizren, und an Majlinda Kelmendis Judo-Gold bei den Olympischen Spielen 2016 in Rio – die erste olympische Medaille des Kosovo – erinnert sich jeder.",
      ],
      highlights: [
        "Kaffeekultur und der berühmte Macchiato",
        "Flija, Pite und gegrillte Qebapa",
        "Volksmusik mit Çifteli und Lahuta",
        "Dokumentarfilmfestival DokuFest in Prizren",
      ],
      links: [
        {
          label: "Wichtige Infos für Besucher",
        },
      ],
    },
    geography: {
      label: "Geografie",
      title: "Berge, Ebenen und Flüsse",
      paragraphs: [
        "Kosovo ist 10.887 km² groß. Zwei weite Ebenen bilden sein Herz – die Kosovo-Ebene (Amselfeld) um Pristina im Osten und die Dukagjin-Ebene um Peja, Gjakova und Prizren im Westen –, und fast auf allen Seiten sind sie von Gebirgen umgeben: den Prokletije (Albanische Alpen, Bjeshkët e Nemuna) im Westen, dem Šar-Gebirge (Sharr) im Süden und dem Kopaonik-Gebirge im Norden.",
        "Der höchste Punkt ist die Velika Rudoka (2.660 m) an der Grenze zu Nordmazedonien; die Gjeravica / Đeravica (2.656 m) nahe der albanischen Grenze oberhalb von Deçan (Dečani) galt lange als höchster Gipfel. Die Flüsse verlassen Kosovo in Richtung dreier Meere: Der Weiße Drin fließt zur Adria, Ibar und Sitnica entwässern zur Donau und damit ins Schwarze Meer, und der Lepenc mündet auf seinem Weg zur Ägäis in den Vardar.",
        "Das Klima ist kontinental, mit warmen Sommern und kalten, schneereichen Wintern in den Bergen; im Südwesten um Prizren und Gjakova ist ein Hauch Mittelmeer zu spüren. Zwei Nationalparks schützen die wildesten Landschaften: Bjeshkët e Nemuna im Westen und Sharri im Süden.",
      ],
      highlights: [
        "Rugova-Schlucht westlich von Peja",
        "Mirusha-Wasserfälle und ihre Becken",
        "Marmorhöhle von Gadime nahe Lipjan",
        "Skigebiet Brezovica im Šar-Gebirge",
      ],
      links: [
        {
          label: "Staat und Politik",
        },
        {
          label: "Anreise und Unterwegssein",
        },
      ],
    },
  },
  fullHistory: {
    title: "Eine kurze Geschichte des Kosovo",
    intro:
      "Die Vergangenheit des Kosovo teilen mehrere Völker, und sie wird auf mehr als eine Weise erzählt. Dieser Überblick hält sich an das, worüber sich Historiker weitgehend einig sind – von den römischen Städten bis zu dem Land, das Sie heute besuchen.",
    sections: {
      antiquity: {
        heading: "Dardanien und die Römer",
        period: "Antike – 6. Jahrhundert",
        paragraphs: [
          "In der Antike lebten in der Region die Dardaner, ein Balkanvolk, das antike Autoren mal zu den Illyrern, mal zu den Thrakern zählten. Nach der römischen Eroberung wurde das Gebiet Teil der Provinz Moesia, und gegen Ende des 3. Jahrhunderts entstand eine eigene Provinz Dardania. Bergwerke in der Region lieferten Silber und Blei für das Reich.",
          "Die größte römische Stadt war Ulpiana, gleich südöstlich des heutigen Pristina bei Gračanica. Nachdem ein Erdbeben sie im frühen 6. Jahrhundert beschädigt hatte, ließ Kaiser Justinian sie als Iustiniana Secunda wieder aufbauen. Ihre ausgegrabenen Mauern, die Basilika und die Nekropole können Sie heute besichtigen.",
        ],
      },
      "early-middle-ages": {
        heading: "Byzanz, Bulgarien und Serbien",
        period: "6.–14. Jahrhundert",
        paragraphs: [
          "Ab dem 6. und 7. Jahrhundert ließen sich slawische Gruppen auf dem Balkan nieder, und über mehrere Jahrhunderte wechselte die Region zwischen byzantinischer und bulgarischer Herrschaft. Ab dem späten 12. Jahrhundert gehörte sie zum mittelalterlichen serbischen Staat der Nemanjiden-Dynastie, und im 13. und 14. Jahrhundert bildete sie das politische und religiöse Zentrum dieses Staates.",
          "Aus dieser Zeit stammen die großen Klöster: das Patriarchat von Peć, Sitz der Serbisch-Orthodoxen Kirche, das Kloster Visoki Dečani und die Kirche von Gračanica, dazu die Muttergotteskirche von Ljeviš in Prizren. Bergbaustädte wie Novo Brdo wurden durch Silber reich. Quellen aus jener Zeit erwähnen auch albanische und walachische Gemeinschaften in der Region.",
        ],
      },
      "battle-of-kosovo": {
        heading: "Die Schlacht auf dem Amselfeld",
        paragraphs: [
          "Im Juni 1389 trat eine christliche Koalition unter dem serbischen Fürsten Lazar auf dem Amselfeld bei Pristina dem osmanischen Heer von Sultan Murad I. entgegen. Beide Herrscher kamen ums Leben. Die Schlacht beendete die serbische Herrschaft nicht sofort, doch innerhalb der folgenden siebzig Jahre – Novo Brdo fiel 1455 – kam die Region vollständig unter osmanische Kontrolle. In der serbischen Überlieferung und Erinnerung nimmt die Schlacht einen zentralen Platz ein.",
        ],
      },
      "ottoman-era": {
        heading: "Vier Jahrhunderte osmanische Herrschaft",
        period: "15. Jahrhundert – 1912",
        paragraphs: [
          "Unter den Osmanen wuchsen Städte wie Prizren, Pristina, Peja und Gjakova rund um überdachte Basare, Karawansereien, Moscheen und Hammams, von denen viele noch heute stehen. Mit der Zeit trat ein großer Teil der albanischen Bevölkerung zum Islam über, während orthodoxe und katholische Gemeinden fortbestanden. Im österreichisch-osmanischen Krieg des späten 17. Jahrhunderts verließen 1690 viele Serben die Region – ein Exodus, der als Große Wanderung in Erinnerung geblieben ist.",
          "1878 kamen albanische Vertreter in Prizren zusammen und gründeten die Liga von Prizren, die bei der Neuordnung der Grenzen auf dem Balkan die von Albanern bewohnten Gebiete verteidigte und zu einem Meilenstein der albanischen Nationalbewegung wurde. Anfang der 1910er-Jahre folgten albanische Aufstände gegen die osmanische Herrschaft.",
        ],
      },
      "twentieth-century": {
        heading: "Serbien und Jugoslawien",
        paragraphs: [
          "In den Balkankriegen 1912–13 eroberten Serbien und Montenegro die Region, und nach dem Ersten Weltkrieg wurde sie Teil des Königreichs der Serben, Kroaten und Slowenen, des späteren Jugoslawien. Im Zweiten Weltkrieg wurde der größte Teil dem italienisch kontrollierten Albanien angegliedert, während Deutschland den Norden und Bulgarien ein kleineres Gebiet im Osten besetzte.",
          "Im sozialistischen Jugoslawien war Kosovo zunächst ein autonomes Gebiet und dann eine Provinz Serbiens. Die Verfassung von 1974 gewährte ihm eine weitreichende Selbstverwaltung, die der der jugoslawischen Republiken nahekam, und um 1970 wurde die Universität Pristina eröffnet. In den 1980er-Jahren wuchsen die Spannungen, beginnend mit den Studentenprotesten von 1981.",
        ],
      },
      nineties: {
        heading: "Verlorene Autonomie und friedlicher Widerstand",
        paragraphs: [
          "1989 hob Serbien unter Slobodan Milošević den größten Teil der Autonomie des Kosovo auf. Zehntausende Albaner verloren ihre Stellen in öffentlichen Einrichtungen. Unter der Führung des Schriftstellers Ibrahim Rugova antwortete die albanische Mehrheit mit friedlichem Widerstand und einem Parallelsystem aus Schulen, Gesundheitsversorgung und Wahlen; viel Unterricht fand in Privathäusern statt.",
        ],
      },
      war: {
        heading: "Der Krieg von 1998–99",
        paragraphs: [
          "1998 brachen Kämpfe zwischen der Befreiungsarmee des Kosovo (UÇK) und jugoslawischen und serbischen Einheiten aus. Am meisten litt die Zivilbevölkerung: Dörfer wurden zerstört, Tötungen wie die in Reçak / Račak im Januar 1999 erschütterten die Welt, und nachdem die Friedensgespräche in Rambouillet gescheitert waren, begann die NATO am 24. März 1999 mit Luftangriffen gegen Jugoslawien.",
          "Während der 78 Tage dauernden Luftangriffe wurden Hunderttausende Kosovo-Albaner vertrieben oder flohen. Bis Februar 2013 hatte das Projekt Kosovo Memory Book des Humanitarian Law Center 13.526 Menschen dokumentiert, die zwischen 1998 und Ende 2000 im Zusammenhang mit dem Krieg getötet wurden oder verschwanden, die meisten von ihnen Albaner, aber auch Serben, Roma und Angehörige anderer Gemeinschaften. Nach Juni 1999 verließen ihrerseits viele Serben, Roma und andere Kosovo, und manche sind nicht zurückgekehrt.",
        ],
      },
      "un-administration": {
        heading: "Unter UN-Verwaltung",
        paragraphs: [
          "Die Resolution 1244 des UN-Sicherheitsrats vom Juni 1999 stellte Kosovo unter eine UN-Mission (UNMIK), während die NATO-geführte Schutztruppe KFOR den Frieden sicherte. Eigene Institutionen – ein Parlament, ein Präsident und eine Regierung – wurden ab 2001 Schritt für Schritt aufgebaut. Die Gewalt im März 2004 beschädigte Häuser, Kirchen und Klöster und zeigte, wie brüchig der Frieden noch war. Die 2006 begonnenen Gespräche unter UN-Leitung über den endgültigen Status des Kosovo endeten ohne Einigung zwischen Pristina und Belgrad.",
        ],
      },
      independence: {
        heading: "Unabhängigkeit und Anerkennung",
        period: "2008 – heute",
        paragraphs: [
          "Am 17. Februar 2008 erklärte das Parlament Kosovo für unabhängig, und im Juni desselben Jahres trat eine neue Verfassung mit weitreichenden Garantien für die Nicht-Mehrheitsgemeinschaften in Kraft. 2010 stellte der Internationale Gerichtshof in einem Gutachten fest, dass die Erklärung nicht gegen das Völkerrecht verstieß.",
          "Die Anerkennung ist bis heute unvollständig: Mehr als 100 UN-Mitgliedstaaten erkennen Kosovo an, Serbien und mehrere andere Staaten, darunter fünf EU-Mitgliedstaaten, dagegen nicht, und Kosovo ist kein Mitglied der UNO. Seit 2011 führen Kosovo und Serbien unter Vermittlung der EU Gespräche über die Normalisierung ihrer Beziehungen, aus denen 2013 das Brüsseler Abkommen hervorging.",
        ],
      },
      today: {
        heading: "Kosovo heute",
        period: "Heute",
        paragraphs: [
          "Heute ist Kosovo eine junge parlamentarische Republik mit einer großen Diaspora, vor allem in Deutschland und der Schweiz, deren Heimkehr im Sommer jeden Juli und August die Straßen füllt. 2022 beantragte das Land die Mitgliedschaft in der Europäischen Union, und seit dem 1. Januar 2024 können seine Bürgerinnen und Bürger ohne Visum in den Schengen-Raum reisen. Für Besucher ist es ein Ort, an dem die Schichten dieser Geschichte nebeneinanderliegen, oft auf einem einzigen Spaziergang durch eine Altstadt.",
        ],
      },
    },
  },
  quickFacts: {
    capital: {
      label: "Hauptstadt",
      value: "Pristina (Prishtina)",
    },
    population: {
      label: "Bevölkerung",
      value: "Etwa 1,8 Millionen",
      note: "Die übliche Schätzung. Bei der Volkszählung 2024 wurden rund 1,6 Millionen Einwohner gezählt; Hunderttausende weitere Kosovaren leben im Ausland.",
    },
    area: {
      label: "Fläche",
      value: "10.887 km²",
    },
    currency: {
      label: "Währung",
      value: "Euro (€)",
      note: "In Gebrauch seit 2002; Kosovo ist kein Mitglied der Eurozone.",
    },
    independence: {
      label: "Unabhängigkeit",
      value: "Erklärt am 17. Februar 2008",
    },
    "highest-point": {
      label: "Höchster Punkt",
      value: "2.660 m, Velika Rudoka",
      note: "An der Grenze zu Nordmazedonien im Šar-Gebirge. Die Gjeravica / Đeravica (2.656 m) oberhalb von Deçan und Junik galt lange als höchster Gipfel.",
    },
    "time-zone": {
      label: "Zeitzone",
      value: "MEZ (GMT+1, im Sommer GMT+2)",
    },
    "phone-code": {
      label: "Vorwahl",
    },
    languages: {
      label: "Amtssprachen",
      value: "Albanisch und Serbisch",
      note: "Türkisch, Bosnisch und Romani haben in den Gemeinden, in denen diese Gemeinschaften leben, ebenfalls Amtsstatus.",
    },
  },
  worldHeritage: {
    title: "Mittelalterliche Denkmäler in Kosovo",
    text: [
      "Vier serbisch-orthodoxe Kirchen und Klöster bilden eine UNESCO-Welterbestätte: Das Kloster Dečani wurde 2004 eingetragen, 2006 wurde die Stätte um das Patriarchat von Peć, die Muttergotteskirche von Ljeviš in Prizren und das Kloster Gračanica erweitert. Ihre ab dem 13. Jahrhundert entstandenen Fresken zeigen, wie byzantinische und romanische Traditionen auf dem Balkan zusammentrafen.",
      "Seit 2006 führt die UNESCO die Stätte außerdem auf der Liste des gefährdeten Welterbes. Die Klöster sind lebendige religiöse Gemeinschaften: Besucher sind willkommen, doch kleiden Sie sich dezent, sprechen Sie leise und fragen Sie, bevor Sie im Inneren fotografieren.",
    ],
    sites: [
      {
        name: "Kloster Visoki Dečani",
        place: "bei Deçan / Dečani",
      },
      {
        name: "Patriarchat von Peć",
        place: "Peja / Peć",
        built: "13.–14. Jahrhundert",
      },
      {
        name: "Muttergotteskirche von Ljeviš",
        place: "Prizren",
        built: "Anfang des 14. Jahrhunderts",
      },
      {
        name: "Kloster Gračanica",
        place: "Gračanica, bei Pristina",
        built: "um 1321",
      },
    ],
    linkLabel: "Mehr erfahren",
  },
};
