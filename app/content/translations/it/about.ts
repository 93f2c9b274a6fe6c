/* it texts of app/content/about.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  aboutMeta: {
    title: "Il Kosovo",
    description:
      "Il Kosovo in sintesi: capitale, popolazione, lingue e valuta, una breve storia dalla Dardania a oggi, la cultura, i paesaggi e i monumenti medievali.",
    heading: "Il Kosovo",
    intro:
      "Un paese piccolo e giovane nel cuore dei Balcani, con montagne su tre lati, vecchie città di bazar, monasteri medievali e alcuni dei caffè più vivaci d'Europa. Ecco le informazioni che ti servono prima di partire.",
  },
  aboutTabs: {
    overview: {
      label: "Panoramica",
      title: "Il Kosovo in sintesi",
      paragraphs: [
        "Il Kosovo è un paese senza sbocco sul mare nei Balcani centrali, confinante con Albania, Macedonia del Nord, Montenegro e Serbia. È piccolo (da Pristina, a est, a Peja, a ovest, ci vuole circa un'ora e mezza di auto), eppure in così poca distanza racchiude alte montagne, gole fluviali, terre del vino e vecchie città ottomane.",
        "La maggior parte della popolazione è albanese, ma il Kosovo ospita anche comunità serbe, bosgnacche, turche, rom, ashkali, egiziane e gorani. Ha una delle popolazioni più giovani d'Europa, e te ne accorgerai dai caffè sempre pieni, dagli studenti che animano Pristina e dai festival estivi.",
        "L'Assemblea ha dichiarato l'indipendenza il 17 febbraio 2008. Più di 100 Stati membri dell'ONU riconoscono il Kosovo; altri, tra cui la Serbia, no, e il Kosovo non è membro delle Nazioni Unite. Per chi viaggia, nella vita di tutti i giorni conta una cosa semplice: si paga in euro, il prefisso è +383 e ti accoglie una forte tradizione di ospitalità.",
      ],
      highlights: [
        "Capitale e città più grande: Pristina",
        "Confina con Albania, Macedonia del Nord, Montenegro e Serbia",
        "38 comuni, da Dragash a sud a Leposavić a nord",
        "Valuta: euro; prefisso telefonico +383; fuso orario CET",
      ],
      links: [
        {
          label: "Scopri le città",
        },
        {
          label: "Sfoglia le destinazioni",
        },
      ],
    },
    history: {
      label: "Storia",
      title: "Strati di storia",
      paragraphs: [
        "Nell'antichità queste terre appartenevano ai Dardani e poi alla provincia romana che da loro prese il nome; le rovine della romana Ulpiana si trovano appena fuori Pristina. Nel Medioevo la regione era il cuore dello Stato medievale serbo, che costruì i monasteri di Dečani e di Gračanica e il Patriarcato di Peć.",
        "Dopo la battaglia del Kosovo del 1389, l'Impero ottomano prese il controllo della regione per più di quattro secoli, e città come Prizren, Pristina e Gjakova crebbero intorno a bazar, moschee e hammam. Nel 1878 la Lega di Prizren diede voce al movimento nazionale albanese.",
        "Nel XX secolo il Kosovo entrò a far parte della Serbia e poi della Jugoslavia. La perdita dell'autonomia nel 1989, la guerra del 1998–99 e gli anni di amministrazione ONU che seguirono portarono alla dichiarazione d'indipendenza del 2008.",
      ],
      highlights: [
        "Ulpiana: una città romana vicino all'odierna Gračanica",
        "Monasteri medievali iscritti dall'UNESCO",
        "Bazar ottomani a Prizren, Gjakova e Peja",
        "La Lega di Prizren, 1878",
        "Dichiarazione d'indipendenza, 17 febbraio 2008",
      ],
    },
    culture: {
      label: "Cultura",
      title: "Cultura e vita quotidiana",
      paragraphs: [
        "Qui l'ospitalità è al centro della vita. Agli ospiti si offre un caffè o un tè pochi minuti dopo l'arrivo, e dell'antica usanza della besa, la parola data da mantenere, si parla ancora con orgoglio. A Pristina il caffè è il salotto della città: ordina un macchiato e capirai presto perché la gente del posto lo considera una cosa propria.",
        "La musica tradizionale è affidata alla çifteli a due corde e alla lahuta a una corda, che accompagna i canti epici. La cucina è sostanziosa e generosa: la flija, costruita strato dopo strato sotto un coperchio rovente, torte salate di formaggio e spinaci, qebapa alla griglia, peperoni con la panna e il vino dei vigneti intorno a Rahovec.",
        "La vita religiosa è varia. La maggior parte dei kosovari è musulmana; ci sono monasteri e chiese serbo-ortodossi e comunità cattoliche a Prizren, Gjakova e Klina. Nello stesso pomeriggio puoi sentire il richiamo alla preghiera da una moschea del XV secolo a Pristina e le campane delle chiese a Gračanica.",
        "La cultura qui è anche molto contemporanea: ogni agosto il DokuFest riempie i cinema lungo il fiume di Prizren, e tutti ricordano l'oro nel judo di Majlinda Kelmendi alle Olimpiadi di Rio 2016, la prima medaglia olimpica del Kosovo.",
      ],
      highlights: [
        "La cultura del caffè e il celebre macchiato",
        "Flija, pite e qebapa alla griglia",
        "La musica popolare di çifteli e lahuta",
        "Il DokuFest, festival del documentario di Prizren",
      ],
      links: [
        {
          label: "Informazioni essenziali per i visitatori",
        },
      ],
    },
    geography: {
      label: "Geografia",
      title: "Montagne, pianure e fiumi",
      paragraphs: [
        "Il Kosovo si estende su 10.887 km². Il suo cuore è formato da due ampie pianure, la piana del Kosovo intorno a Pristina, a est, e la piana di Dukagjin intorno a Peja, Gjakova e Prizren, a ovest, circondate da montagne su quasi tutti i lati: le Prokletije (Alpi albanesi, in albanese Bjeshkët e Nemuna) a ovest, i monti Šar a sud e il massiccio del Kopaonik a nord.",
        "Il punto più alto è la Velika Rudoka (2.660 m), sul confine con la Macedonia del Nord; il Gjeravica / Đeravica (2.656 m), vicino al confine albanese sopra Deçan, è stato a lungo indicato come la vetta più alta. I fiumi del Kosovo scendono verso tre mari: il Drin Bianco sfocia nell'Adriatico, l'Ibar e la Sitnica defluiscono verso il Danubio e il Mar Nero, e il Lepenc confluisce nel Vardar diretto all'Egeo.",
        "Il clima è continentale, con estati calde e inverni freddi e nevosi in montagna; il sud-ovest, intorno a Prizren e Gjakova, risente un po' dell'influsso mediterraneo. Due parchi nazionali proteggono le zone più selvagge: Bjeshkët e Nemuna a ovest e Sharri a sud.",
      ],
      highlights: [
        "La gola di Rugova, a ovest di Peja",
        "Le cascate e le pozze di Mirusha",
        "La grotta di marmo di Gadime, vicino a Lipjan",
        "L'area sciistica di Brezovica sui monti Šar",
      ],
      links: [
        {
          label: "Istituzioni e politica",
        },
        {
          label: "Come arrivare e come spostarsi",
        },
      ],
    },
  },
  fullHistory: {
    title: "Breve storia del Kosovo",
    intro:
      "Il passato del Kosovo è condiviso da più popoli e viene raccontato in più di un modo. Questa panoramica si attiene a ciò su cui gli storici sono in larga parte d'accordo, dalle città romane al paese che visiti oggi.",
    sections: {
      antiquity: {
        heading: "La Dardania e i Romani",
        period: "Antichità – VI secolo",
        paragraphs: [
          "Nell'antichità la regione era abitata dai Dardani, un popolo balcanico che gli autori antichi annoveravano ora tra gli Illiri, ora tra i Traci. Dopo la conquista romana entrò a far parte della provincia di Mesia, e verso la fine del III secolo fu creata una provincia autonoma di Dardania. Le miniere della zona fornivano argento e piombo all'impero.",
          "La città romana più grande era Ulpiana, appena a sud-est dell'odierna Pristina, vicino a Gračanica. Danneggiata da un terremoto all'inizio del VI secolo, fu ricostruita dall'imperatore Giustiniano con il nome di Iustiniana Secunda. Oggi si possono visitare le mura, la basilica e la necropoli riportate alla luce.",
        ],
      },
      "early-middle-ages": {
        heading: "Bisanzio, Bulgaria e Serbia",
        period: "VI – XIV secolo",
        paragraphs: [
          "Dal VI e VII secolo gruppi slavi si stabilirono nei Balcani, e per diverse centinaia di anni la regione passò dal dominio bizantino a quello bulgaro e viceversa. Dalla fine del XII secolo entrò a far parte dello Stato medievale serbo della dinastia dei Nemanjić, e nel XIII e XIV secolo ne fu il cuore politico e religioso.",
          "È l'epoca dei grandi monasteri: il Patriarcato di Peć, sede della Chiesa ortodossa serba, il monastero di Visoki Dečani e la chiesa di Gračanica, oltre alla Madonna di Ljeviš a Prizren. Città minerarie come Novo Brdo si arricchirono con l'argento. Le fonti dell'epoca citano anche comunità albanesi e valacche che vivevano nella regione.",
        ],
      },
      "battle-of-kosovo": {
        heading: "La battaglia del Kosovo",
        paragraphs: [
          "Nel giugno 1389 una coalizione cristiana guidata dal principe serbo Lazar affrontò l'esercito ottomano del sultano Murad I nella piana del Kosovo, vicino a Pristina. Entrambi i sovrani rimasero uccisi. La battaglia non pose fine subito al dominio serbo, ma nei settant'anni successivi (Novo Brdo cadde nel 1455) la regione passò interamente sotto il controllo ottomano. La battaglia occupa un posto centrale nella tradizione e nella memoria serba.",
        ],
      },
      "ottoman-era": {
        heading: "Quattro secoli di dominio ottomano",
        period: "XV secolo – 1912",
        paragraphs: [
          "Sotto gli Ottomani, città come Prizren, Pristina, Peja e Gjakova crebbero intorno a bazar coperti, caravanserragli, moschee e hammam, molti dei quali sono ancora in piedi. Col tempo gran parte della popolazione albanese si convertì all'islam, mentre le comunità ortodosse e cattoliche continuarono a esistere. Durante la guerra austro-turca della fine del XVII secolo, nel 1690 molti serbi lasciarono la regione, un esodo ricordato come la Grande Migrazione.",
          "Nel 1878 i capi albanesi si riunirono a Prizren per fondare la Lega di Prizren, che difese le terre abitate da albanesi durante il ridisegno dei confini balcanici e divenne una tappa fondamentale del movimento nazionale albanese. All'inizio degli anni Dieci del Novecento seguirono rivolte albanesi contro il dominio ottomano.",
        ],
      },
      "twentieth-century": {
        heading: "Serbia e Jugoslavia",
        paragraphs: [
          "Con le guerre balcaniche del 1912–13 la regione fu conquistata da Serbia e Montenegro, e dopo la prima guerra mondiale entrò a far parte del Regno dei Serbi, Croati e Sloveni, poi Jugoslavia. Durante la seconda guerra mondiale gran parte del territorio fu annessa all'Albania sotto controllo italiano, mentre il nord fu occupato dalla Germania e una zona più piccola a est dalla Bulgaria.",
          "Nella Jugoslavia socialista il Kosovo fu prima una regione autonoma e poi una provincia della Serbia. La costituzione del 1974 gli concesse un ampio autogoverno, vicino a quello delle repubbliche jugoslave, e intorno al 1970 aprì l'Università di Pristina. Negli anni Ottanta le tensioni crebbero, a partire dalle proteste studentesche del 1981.",
        ],
      },
      nineties: {
        heading: "L'autonomia perduta e la resistenza pacifica",
        paragraphs: [
          "Nel 1989 la Serbia di Slobodan Milošević revocò gran parte dell'autonomia del Kosovo. Decine di migliaia di albanesi persero il lavoro nelle istituzioni pubbliche. Guidata dallo scrittore Ibrahim Rugova, la maggioranza albanese rispose con la resistenza pacifica e un sistema parallelo di scuole, sanità ed elezioni, con molte lezioni tenute in case private.",
        ],
      },
      war: {
        heading: "La guerra del 1998–99",
        paragraphs: [
          "Nel 1998 scoppiarono i combattimenti tra l'Esercito di liberazione del Kosovo e le forze jugoslave e serbe. A soffrire di più furono i civili: villaggi distrutti, uccisioni come quella di Reçak / Račak nel gennaio 1999 sconvolsero il mondo e, dopo il fallimento dei negoziati di pace di Rambouillet, il 24 marzo 1999 la NATO iniziò i bombardamenti aerei sulla Jugoslavia.",
          "Nei 78 giorni della campagna centinaia di migliaia di albanesi del Kosovo furono espulsi o fuggirono. Entro febbraio 2013 il progetto Kosovo Memory Book dello Humanitarian Law Center aveva documentato 13.526 persone uccise o scomparse in relazione alla guerra tra il 1998 e la fine del 2000, in maggioranza albanesi, ma anche serbi, rom e membri di altre comunità. Dopo il giugno 1999 molti serbi, rom e altri lasciarono a loro volta il Kosovo, e alcuni non sono più tornati.",
        ],
      },
      "un-administration": {
        heading: "Sotto l'amministrazione dell'ONU",
        paragraphs: [
          "La risoluzione 1244 del Consiglio di sicurezza dell'ONU del giugno 1999 pose il Kosovo sotto una missione delle Nazioni Unite (UNMIK), mentre la forza KFOR a guida NATO manteneva la pace. Dal 2001 furono costruite passo dopo passo le istituzioni proprie del Kosovo: un'Assemblea, un Presidente e un Governo. Le violenze del marzo 2004 danneggiarono case, chiese e monasteri e mostrarono quanto la pace fosse ancora fragile. I negoziati guidati dall'ONU sullo status definitivo del Kosovo, avviati nel 2006, si conclusero senza un accordo tra Pristina e Belgrado.",
        ],
      },
      independence: {
        heading: "Indipendenza e riconoscimento",
        period: "2008 – oggi",
        paragraphs: [
          "Il 17 febbraio 2008 l'Assemblea dichiarò l'indipendenza del Kosovo, e nel giugno dello stesso anno entrò in vigore una nuova costituzione con forti garanzie per le comunità non maggioritarie. Nel 2010 la Corte internazionale di giustizia espresse un parere consultivo secondo cui la dichiarazione non violava il diritto internazionale.",
          "Il riconoscimento resta parziale: più di 100 Stati membri dell'ONU riconoscono il Kosovo, mentre la Serbia e diversi altri paesi, tra cui cinque Stati membri dell'UE, non lo fanno, e il Kosovo non è membro dell'ONU. Dal 2011 Kosovo e Serbia portano avanti un dialogo facilitato dall'UE per normalizzare i loro rapporti, da cui è nato l'Accordo di Bruxelles del 2013.",
        ],
      },
      today: {
        heading: "Il Kosovo oggi",
        period: "Oggi",
        paragraphs: [
          "Oggi il Kosovo è una giovane repubblica parlamentare con una vasta diaspora, soprattutto in Germania e in Svizzera, che ogni luglio e agosto riempie le strade per il rientro estivo. Nel 2022 ha presentato domanda di adesione all'Unione europea, e dal 1° gennaio 2024 i suoi cittadini possono viaggiare nell'area Schengen senza visto. Per chi lo visita, è un luogo in cui gli strati di questa storia convivono fianco a fianco, spesso nel giro di una sola passeggiata in un centro storico.",
        ],
      },
    },
  },
  quickFacts: {
    capital: {
      label: "Capitale",
      value: "Pristina (Prishtina)",
    },
    population: {
      label: "Popolazione",
      value: "Circa 1,8 milioni",
      note: "La stima citata più spesso. Il censimento del 2024 ha contato circa 1,6 milioni di residenti; altre centinaia di migliaia di kosovari vivono all'estero.",
    },
    area: {
      label: "Superficie",
      value: "10.887 km²",
    },
    currency: {
      label: "Valuta",
      value: "Euro (€)",
      note: "In uso dal 2002; il Kosovo non fa parte dell'eurozona.",
    },
    independence: {
      label: "Indipendenza",
      value: "Dichiarata il 17 febbraio 2008",
    },
    "highest-point": {
      label: "Punto più alto",
      value: "2.660 m, Velika Rudoka",
      note: "Sul confine con la Macedonia del Nord, nei monti Šar. Il Gjeravica / Đeravica (2.656 m), sopra Deçan e Junik, è stato a lungo indicato come la vetta più alta.",
    },
    "time-zone": {
      label: "Fuso orario",
      value: "CET (GMT+1, in estate GMT+2)",
    },
    "phone-code": {
      label: "Prefisso telefonico",
    },
    languages: {
      label: "Lingue ufficiali",
      value: "Albanese e serbo",
      note: "Anche il turco, il bosniaco e il romanì hanno status ufficiale nei comuni in cui vivono queste comunità.",
    },
  },
  worldHeritage: {
    title: "Monumenti medievali in Kosovo",
    text: [
      "Quattro chiese e monasteri serbo-ortodossi formano un sito del Patrimonio mondiale dell'UNESCO: il monastero di Dečani è stato iscritto nel 2004, e nel 2006 il sito è stato esteso al Patriarcato di Peć, alla chiesa della Madonna di Ljeviš a Prizren e al monastero di Gračanica. I loro affreschi, dipinti a partire dal XIII secolo, mostrano l'incontro tra la tradizione bizantina e quella romanica nei Balcani.",
      "Dal 2006 l'UNESCO include il sito anche nella lista del Patrimonio mondiale in pericolo. I monasteri sono comunità religiose attive: i visitatori sono benvenuti, ma vestiti in modo sobrio, parla a bassa voce e chiedi il permesso prima di scattare foto all'interno.",
    ],
    sites: [
      {
        name: "Monastero di Visoki Dečani",
        place: "vicino a Deçan (Dečani)",
      },
      {
        name: "Patriarcato di Peć",
        place: "Peja (Peć)",
        built: "XIII–XIV secolo",
      },
      {
        name: "Madonna di Ljeviš",
        place: "Prizren",
        built: "inizio del XIV secolo",
      },
      {
        name: "Monastero di Gračanica",
        place: "Gračanica, vicino a Pristina",
        built: "intorno al 1321",
      },
    ],
    linkLabel: "Scopri di più",
  },
};
