/* it texts of app/content/state-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  agreementStatusLabels: {
    "in-force": "In vigore",
    "in-implementation": "In fase di attuazione",
    "partially-implemented": "Attuato in parte",
  },
  economy: {
    title: "Economia",
    cards: {
      gdp: {
        title: "PIL",
        value: "Circa 10 miliardi di euro (2023)",
        paragraphs: [
          "Un'economia piccola e in rapida crescita: negli ultimi anni la crescita si è mantenuta per lo più intorno al 3–5 % annuo. Servizi, commercio ed edilizia fanno da traino, e le rimesse della diaspora aggiungono ogni anno più di un decimo del PIL.",
        ],
      },
      currency: {
        title: "Valuta",
        value: "Euro (€), dal 2002",
        paragraphs: [
          "Il Kosovo adottò il marco tedesco nel 1999 e passò all'euro insieme al resto d'Europa nel 2002. Usa l'euro senza far parte dell'eurozona, quindi non emette monete né banconote proprie. La Banca centrale della Repubblica del Kosovo vigila sulle banche e, da febbraio 2024, l'euro è l'unica valuta ammessa per i pagamenti in contanti in tutto il Kosovo.",
        ],
      },
      trade: {
        title: "Commercio",
        value: "Le importazioni superano di gran lunga le esportazioni di beni",
        paragraphs: [
          "La maggior parte degli scambi avviene con l'UE, soprattutto con Germania e Italia, oltre che con la Turchia, la Cina e le vicine economie dei Balcani occidentali. Tra i beni esportati ci sono metalli di base come il ferronichel, plastica e gomma, alimenti e bevande; le esportazioni di servizi, dai viaggi della diaspora al lavoro nell'informatica, superano quelle di beni.",
        ],
      },
    },
    challenges: {
      title: "Le sfide economiche",
      intro:
        "L'economia del Kosovo è cresciuta in modo costante, ma il mercato del lavoro resta debole. I dati qui sotto provengono da indagini dell'Agenzia di statistica del Kosovo, sono arrotondati e riferiti a un anno preciso; consulta la fonte per i numeri più recenti.",
      bars: [
        {
          label: "Tasso di disoccupazione",
          display: "Circa l'11 % (2023)",
          source: "Agenzia di statistica del Kosovo, Indagine sulle forze di lavoro",
        },
        {
          label: "Persone in età lavorativa che fanno parte delle forze di lavoro",
          display: "Circa il 40 % (primi anni 2020)",
          source: "Agenzia di statistica del Kosovo, Indagine sulle forze di lavoro",
        },
        {
          label: "Donne in età lavorativa occupate",
          display: "Circa il 16 % (fine 2020)",
          source: "Agenzia di statistica del Kosovo, Indagine sulle forze di lavoro",
        },
      ],
      notes: [
        "La disoccupazione è molto più alta tra i giovani che tra gli adulti sopra i 25 anni.",
        "Molti giovani sono emigrati per lavoro, soprattutto in Germania e in Svizzera.",
        "L'elettricità proviene ancora in gran parte da due vecchie centrali a lignite, e d'inverno la rete può andare in affanno.",
        "Il lavoro informale e un ampio deficit commerciale restano problemi strutturali di lunga data.",
      ],
    },
    opportunitiesTitle: "Opportunità economiche",
    opportunities: {
      it: {
        title: "Tecnologie dell'informazione",
        paragraph:
          "Una forza lavoro giovane e spesso poliglotta ha fatto dell'informatica uno dei settori in più rapida crescita del Kosovo. Aziende di software e di outsourcing di Pristina lavorano per clienti in tutta Europa e in Nord America, e molti fondatori hanno imparato il mestiere all'estero prima di tornare a casa.",
      },
      mining: {
        title: "Risorse minerarie ed energetiche",
        paragraph:
          "Il Kosovo ha alcune delle maggiori riserve di lignite d'Europa e giacimenti di piombo, zinco e argento sfruttati da lungo tempo intorno alle miniere di Trepça, vicino a Mitrovica, oltre al nichel estratto e lavorato nella zona della Drenica. Modernizzare queste industrie, e sviluppare al loro fianco un'energia più pulita, è un compito di lungo periodo.",
      },
      agriculture: {
        title: "Agricoltura e alimentare",
        paragraph:
          "Nelle fertili piane del Kosovo e di Dukagjin si coltivano grano, mais, ortaggi e i peperoni che non mancano su nessuna tavola, mentre Rahovec e Suhareka sono il cuore di una regione vinicola di lunga tradizione. Frutti di bosco, funghi ed erbe selvatiche raccolti in montagna vengono esportati, e l'industria alimentare è in crescita.",
      },
      tourism: {
        title: "Turismo",
        paragraph:
          "Montagne, monasteri medievali, centri storici ottomani e prezzi bassi attirano un numero crescente di visitatori, oltre alla diaspora che torna ogni estate. Escursionismo e arrampicata a Rugova, sci a Brezovica, weekend in città a Pristina e Prizren e turismo del vino sono tutti in espansione.",
      },
    },
    reportButtonLabel: "Vedi il rapporto economico",
  },
  electoralSystem: {
    title: "Sistema elettorale",
    paragraphs: [
      "Tutti i 120 membri dell'Assemblea sono eletti con il sistema proporzionale in un unico collegio nazionale. Si vota per la lista di un partito o di una coalizione e si possono anche indicare i candidati preferiti all'interno di quella lista.",
      "Per ottenere seggi un partito deve raccogliere almeno il 5 % dei voti. I partiti delle comunità non maggioritarie concorrono per i loro 20 seggi garantiti senza questa soglia. Le elezioni ordinarie si tengono ogni quattro anni, e dall'indipendenza le elezioni anticipate sono state frequenti.",
    ],
    bars: [
      {
        label: "Seggi dell'Assemblea",
        display: "120 seggi",
      },
      {
        label: "Seggi garantiti alle comunità non maggioritarie",
        display: "20 su 120 (16,7 %)",
      },
      {
        label: "Comunità serba",
        display: "10 su 120 (8,3 %)",
      },
      {
        label: "Altre comunità",
        display: "10 su 120 (8,3 %)",
      },
      {
        label: "Maggioranza necessaria per eleggere un governo",
        display: "61 su 120 (50,8 %)",
      },
      {
        label: "Maggioranza necessaria per modificare la costituzione",
        display: "80 su 120 (due terzi)",
        note: "Compresi i due terzi dei membri che occupano i seggi delle comunità.",
      },
      {
        label: "Soglia di sbarramento",
        display: "5 % dei voti",
      },
    ],
  },
  governmentStructure: {
    legislative: {
      title: "Potere legislativo",
      body: "Assemblea della Repubblica del Kosovo (Kuvendi)",
      summary:
        "Una camera unica di 120 membri, eletti per quattro anni, che approva le leggi e il bilancio, ratifica i trattati ed elegge il Presidente e il Governo.",
      facts: [
        "120 seggi, eletti per un mandato di quattro anni",
        "20 seggi garantiti alle comunità non maggioritarie: 10 alla comunità serba e 10 alle altre comunità",
        "Gli altri 10 seggi: 4 alle comunità rom, ashkali ed egiziana, 3 ai bosgnacchi, 2 ai turchi e 1 ai gorani",
        "Le leggi di interesse vitale per le comunità richiedono anche il sostegno della maggioranza dei rappresentanti delle comunità",
      ],
    },
    executive: {
      title: "Potere esecutivo",
      body: "Presidente, Primo ministro e Governo",
      summary:
        "Il Presidente è il capo dello Stato; il Primo ministro guida il Governo, che detiene il potere esecutivo e risponde all'Assemblea.",
      facts: [
        "Presidente: eletto dall'Assemblea per cinque anni, per un massimo di due mandati",
        "Primo ministro e ministri: eletti insieme dalla maggioranza di tutti i membri dell'Assemblea (61 voti)",
        "Il Governo comprende almeno un ministro della comunità serba e uno di un'altra comunità non maggioritaria",
        "38 comuni gestiscono gli affari locali, ciascuno con un sindaco e un'assemblea comunale eletti",
      ],
    },
    judicial: {
      title: "Potere giudiziario",
      body: "Corte costituzionale, Corte suprema e tribunali di grado inferiore",
      summary:
        "Una magistratura indipendente, sotto la supervisione del Consiglio giudiziario del Kosovo, con la Corte costituzionale come massima autorità in materia costituzionale.",
      facts: [
        "Corte costituzionale: 9 giudici, ciascuno con un unico mandato di nove anni",
        "Corte suprema: il massimo grado di giudizio per le cause civili, penali e amministrative",
        "Corte d'appello e sette tribunali di base: Pristina, Prizren, Peja, Gjakova, Mitrovica, Ferizaj e Gjilan",
        "Chiunque può rivolgersi alla Corte costituzionale una volta esauriti gli altri mezzi di ricorso",
      ],
    },
  },
  internationalRelations: {
    title: "Relazioni internazionali",
    recognition: {
      title: "Il riconoscimento internazionale",
      paragraphs: [
        "Il Kosovo ha dichiarato l'indipendenza il 17 febbraio 2008. Da allora è stato riconosciuto da più di 100 Stati membri dell'ONU, tra cui gli Stati Uniti e la maggior parte dei membri dell'Unione europea. Non lo riconoscono la Serbia e diversi altri Stati, tra cui la Russia, la Cina e cinque membri dell'UE (Spagna, Grecia, Cipro, Romania e Slovacchia).",
        "Il Kosovo non è membro delle Nazioni Unite. Nel 2010 la Corte internazionale di giustizia ha stabilito, con un parere consultivo, che la dichiarazione d'indipendenza non violava il diritto internazionale. Restano presenti una forza di pace a guida NATO (KFOR) e una missione dell'UE sullo Stato di diritto (EULEX).",
      ],
    },
    organizationsTitle: "Organizzazioni internazionali",
    organizations: {
      imf: {
        name: "Fondo monetario internazionale",
        note: "La prima adesione del Kosovo a una grande istituzione finanziaria internazionale.",
      },
      "world-bank": {
        name: "Gruppo della Banca mondiale",
        note: "Adesione insieme all'FMI; la Banca finanzia progetti nell'energia, nell'istruzione e in altri settori.",
      },
      ebrd: {
        name: "Banca europea per la ricostruzione e lo sviluppo",
        note: "Investe in imprese private, infrastrutture ed efficienza energetica.",
      },
      ceb: {
        name: "Banca di sviluppo del Consiglio d'Europa",
        note: "Una banca per lo sviluppo sociale; esserne membro non significa far parte del Consiglio d'Europa vero e proprio.",
      },
      ioc: {
        name: "Comitato olimpico internazionale",
        note: "Il Comitato olimpico del Kosovo è stato pienamente riconosciuto nel 2014; gli atleti kosovari hanno debuttato ai Giochi olimpici con la propria bandiera a Rio 2016.",
      },
      uefa: {
        name: "UEFA",
        note: "Le nazionali di calcio del Kosovo giocano nelle competizioni europee.",
      },
      fifa: {
        name: "FIFA",
        note: "Ammesso poco dopo l'ingresso nella UEFA; la nazionale maschile gioca le qualificazioni ai Mondiali dal 2016.",
      },
      eu: {
        name: "Unione europea",
        note: "Il Kosovo ha presentato domanda di adesione nel dicembre 2022.",
      },
      "council-of-europe": {
        name: "Consiglio d'Europa",
        note: "Il Kosovo ha presentato domanda nel 2022; al momento della stesura la domanda era ancora in sospeso.",
      },
      un: {
        name: "Nazioni Unite",
        note: "L'adesione richiederebbe una raccomandazione del Consiglio di sicurezza, che finora non è stata possibile.",
      },
      nato: {
        name: "NATO",
        note: "La missione KFOR a guida NATO mantiene la pace in Kosovo dal 1999.",
      },
    },
    agreementsTitle: "Accordi principali",
    agreements: {
      "stabilisation-and-association-agreement": {
        name: "Accordo di stabilizzazione e associazione con l'UE",
        description:
          "Il primo accordo contrattuale del Kosovo con l'UE, in vigore da aprile 2016: apre gli scambi commerciali e definisce le riforme da compiere sulla strada dell'adesione.",
      },
      "eu-visa-liberalisation": {
        name: "Liberalizzazione dei visti UE",
        description:
          "Dal 1° gennaio 2024 i titolari di passaporto kosovaro possono visitare l'area Schengen senza visto per un massimo di 90 giorni in qualsiasi periodo di 180 giorni.",
      },
      "brussels-agreement": {
        name: "Accordo di Bruxelles",
        description:
          "Il primo accordo sulla normalizzazione dei rapporti tra Kosovo e Serbia, raggiunto nell'aprile 2013 nel dialogo facilitato dall'UE. Alcune parti, come l'integrazione di polizia e tribunali nel nord, sono state attuate; altre restano aperte.",
      },
      cefta: {
        name: "Accordo centroeuropeo di libero scambio (CEFTA 2006)",
        description:
          "L'area regionale di libero scambio dei Balcani occidentali e della Moldavia, a cui il Kosovo ha aderito tramite la missione ONU (UNMIK) e di cui oggi fa parte.",
      },
    },
  },
  membershipStatusLabels: {
    member: "Membro",
    "potential-candidate": "Potenziale candidato",
    "not-member": "Non membro",
  },
  officialSources: [
    {
      label: "Agenzia di statistica del Kosovo",
    },
    {
      label: "Banca mondiale in Kosovo",
    },
    {
      label: "Banca centrale della Repubblica del Kosovo",
    },
  ],
  stateInfoMeta: {
    title: "Istituzioni e politica",
    description:
      "Come è governato il Kosovo: l'Assemblea, il Presidente, il Governo e i tribunali, il sistema elettorale, le relazioni internazionali e la struttura dell'economia.",
    heading: "Istituzioni e politica",
    intro:
      "Il Kosovo è una repubblica parlamentare. La costituzione del 2008 offre forti garanzie alle comunità non maggioritarie, e la politica del paese è segnata dalla ricerca di un più ampio riconoscimento internazionale e di legami più stretti con l'Unione europea.",
    backLink: {
      label: "Torna a «Il Kosovo»",
    },
  },
};
