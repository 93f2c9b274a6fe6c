/* it texts of app/content/plan.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  budgets: {
    budget: {
      name: "Economico",
    },
    medium: {
      name: "Medio",
    },
    luxury: {
      name: "Lusso",
    },
  },
  monthRecommendations: {
    January: [
      {
        title: "Sciare a Brezovica",
        description:
          "Il pieno inverno è il cuore della stagione sciistica sui monti Šar (Sharr). Prima di partire, verifica quali impianti sono in funzione.",
      },
      {
        title: "Il Natale ortodosso",
        description:
          "La comunità serbo-ortodossa del Kosovo festeggia il Natale il 7 gennaio, con funzioni a Gračanica e in altri monasteri.",
      },
      {
        title: "Caffè e musei a Pristina",
        description:
          "Le giornate fredde sono fatte per lunghe soste al caffè, per il Museo del Kosovo e per il Museo etnologico nel quartiere vecchio.",
      },
    ],
    February: [
      {
        title: "Festa dell'indipendenza, 17 febbraio",
        description:
          "Pristina festeggia con concerti e tanta gente attorno al monumento Newborn, che di solito cambia veste per l'anniversario.",
      },
      {
        title: "Sport invernali a Brezovica",
        description:
          "A febbraio la neve di solito è abbondante; porta le catene per la strada di montagna.",
      },
      {
        title: "Passeggiate sulla neve nel parco di Germia",
        description:
          "Le colline boscose alle porte di Pristina sono un posto tranquillo per una passeggiata invernale, a pochi minuti dal centro.",
      },
    ],
    March: [
      {
        title: "Le ultime discese della stagione",
        description:
          "Neve permettendo, Brezovica resta aperta fino a marzo, con giornate sulle piste più lunghe e più soleggiate.",
      },
      {
        title: "Prizren prima della folla",
        description:
          "L'inizio della primavera è il momento giusto per girare con calma il centro storico, visitare le moschee e salire alla fortezza.",
      },
      {
        title: "La grotta di marmo di Gadime",
        description:
          "Una gita al riparo dal maltempo vicino a Lipjan: sale di marmo con stalattiti ed elictiti, a poca strada in auto da Pristina.",
      },
    ],
    April: [
      {
        title: "Escursioni primaverili a Germia",
        description:
          "Boschi di un verde fresco e giornate miti fanno di aprile un buon mese per i sentieri vicino alla capitale.",
      },
      {
        title: "Le tradizioni pasquali",
        description:
          "Le comunità cattoliche e ortodosse celebrano la Pasqua, di solito ad aprile, con funzioni a Prizren, Gjakova e Gračanica.",
      },
      {
        title: "Gračanica e la romana Ulpiana",
        description:
          "Il clima piacevole è ideale per gli affreschi del monastero e per una passeggiata tra i resti riportati alla luce della vicina Ulpiana.",
      },
    ],
    May: [
      {
        title: "La gola di Rugova in fiore",
        description:
          "Il disgelo ingrossa il fiume e i fiori selvatici ricoprono gli alpeggi; i villaggi di montagna iniziano ad aprire per la stagione.",
      },
      {
        title: "Il monastero di Visoki Dečani",
        description:
          "La luce di primavera sulle pareti a fasce di marmo della chiesa del XIV secolo; per la visita, vestiti in modo sobrio.",
      },
      {
        title: "Le cascate di Mirusha",
        description:
          "In primavera le cascate sono al massimo della loro portata e i sentieri sono ancora tranquilli.",
      },
    ],
    June: [
      {
        title: "Giornate lunghe a Rugova",
        description:
          "Clima caldo e serate lunghe per via ferrata, zipline ed escursioni sopra Peja.",
      },
      {
        title: "Serate a Prizren",
        description:
          "Quando il caldo cala, i caffè lungo il fiume si riempiono; sali alla fortezza per il tramonto.",
      },
      {
        title: "Inizia la stagione dei festival",
        description:
          "A Pristina e a Prizren partono concerti all'aperto e festival culturali. Scopri cosa c'è in programma durante il tuo soggiorno.",
      },
    ],
    July: [
      {
        title: "Escursioni sui monti Šar",
        description:
          "Brezovica diventa una base per le escursioni, con sentieri verso laghi glaciali e aria fresca in quota.",
      },
      {
        title: "Festival musicali estivi",
        description:
          "Luglio e agosto portano grandi concerti e festival all'aperto, molti a Pristina. Prenota l'alloggio per tempo.",
      },
      {
        title: "Un tuffo nel lago di Batllava",
        description:
          "Un bacino artificiale tra verdi colline a nord-est di Pristina, molto frequentato nelle giornate calde per nuotare e fare picnic.",
      },
    ],
    August: [
      {
        title: "DokuFest a Prizren",
        description:
          "Ogni agosto il festival internazionale del documentario e del cortometraggio riempie i cinema all'aperto di Prizren.",
      },
      {
        title: "In montagna per sfuggire al caldo",
        description:
          "I villaggi della gola di Rugova sono un rifugio fresco quando in pianura si soffoca.",
      },
      {
        title: "La stagione della diaspora: prenota in anticipo",
        description:
          "Ad agosto molti kosovari che vivono all'estero tornano a casa: aspettati strade trafficate e code alle frontiere, e prenota le camere per tempo.",
      },
    ],
    September: [
      {
        title: "La vendemmia a Rahovec",
        description:
          "Settembre è il mese della vendemmia nella terra del vino del Kosovo: visita le cantine di famiglia e assaggia l'uva della nuova stagione.",
      },
      {
        title: "Escursioni verso il Gjeravica",
        description:
          "Il tempo limpido e stabile è ideale per i sentieri d'alta quota che da Junik salgono verso il Gjeravica, una delle vette più alte del Kosovo, meglio se con una guida locale.",
      },
      {
        title: "Il Grande Bazar di Gjakova",
        description:
          "Giornate miti per esplorare il vecchio bazar, le sue botteghe artigiane e i suoi caffè.",
      },
    ],
    October: [
      {
        title: "I colori dell'autunno a Rugova",
        description:
          "Lungo la gola le faggete si tingono d'oro e di rosso: un mese splendido per passeggiare e fotografare.",
      },
      {
        title: "La stagione dei peperoni e dell'ajvar",
        description:
          "In tutto il Kosovo le famiglie arrostiscono peperoni rossi per preparare l'ajvar per l'inverno: ne sentirai il profumo in ogni villaggio.",
      },
      {
        title: "Prizren con il clima mite",
        description:
          "Meno visitatori e temperature gradevoli per girare il centro storico e la fortezza.",
      },
    ],
    November: [
      {
        title: "Festa della bandiera, 28 novembre",
        description:
          "La Festa della bandiera albanese si celebra in tutto il Kosovo con bandiere, musica e raduni nelle piazze.",
      },
      {
        title: "Il vino nuovo a Rahovec",
        description:
          "Dopo la vendemmia le cantine sono tranquille e accoglienti; chiedi di assaggiare il vino giovane.",
      },
      {
        title: "La grotta di marmo di Gadime",
        description:
          "Una buona gita per le giornate grigie, sottoterra e al riparo dal maltempo, vicino a Lipjan.",
      },
    ],
    December: [
      {
        title: "Si apre la stagione sciistica",
        description:
          "A Brezovica la stagione di solito inizia a dicembre, quando è caduta abbastanza neve. Verifica prima le condizioni.",
      },
      {
        title: "Le funzioni di Natale",
        description:
          "Le comunità cattoliche festeggiano il 25 dicembre, con la messa nella cattedrale di Santa Madre Teresa a Pristina e a Prizren.",
      },
      {
        title: "Capodanno a Pristina",
        description: "Concerti e festeggiamenti nel centro città salutano l'anno che se ne va.",
      },
    ],
  },
  planHero: {
    title: "Organizza la tua avventura in Kosovo",
    subtitle:
      "Dicci quando arrivi, quanto tempo puoi fermarti e cosa ami, e ti tracciamo un itinerario: dai caffè di Pristina alla gola di Rugova e alle vecchie strade di Prizren.",
    startPlanningLabel: "Inizia a organizzare",
    downloadGuideLabel: "Scarica la guida di viaggio",
    infoTiles: {
      "best-time": {
        label: "Periodo migliore",
        value: "Maggio–ottobre",
        detail: "Clima caldo",
      },
      "average-visit": {
        label: "Durata media",
        value: "4–7 giorni",
        detail: "Consigliata",
      },
      currency: {
        label: "Valuta",
        value: "Euro",
        detail: "€: carte in città, contanti altrove",
      },
    },
  },
  planMeta: {
    title: "Organizza il viaggio",
    description:
      "Crea il tuo itinerario in Kosovo in base a mese, durata, budget e interessi, e leggi le nostre guide su visti, trasporti, alloggi, stagioni e cultura.",
  },
  planTabs: {
    visa: {
      label: "Visti",
      title: "Informazioni sui visti",
      intro:
        "Alla maggior parte dei visitatori da Europa, Nord America e Australia basta mostrare il passaporto alla frontiera. Ecco cosa verificare prima di partire.",
      sections: {
        "visa-information": {
          heading: "Ti serve un visto?",
          paragraphs: [
            "I cittadini di molti paesi, tra cui tutti gli Stati membri dell'UE, il Regno Unito, gli Stati Uniti, il Canada, l'Australia e il Giappone, possono visitare il Kosovo senza visto e restare fino a 90 giorni in qualsiasi periodo di 180 giorni.",
            "Se il tuo paese non è nell'elenco, richiedi il visto a un'ambasciata o a un consolato del Kosovo prima di partire. Chi è titolare di alcuni visti Schengen o permessi di soggiorno validi può essere ammesso per un breve soggiorno senza visto kosovaro; prima di prenotare, verifica che questo valga anche per te.",
          ],
          links: [
            {
              label: "Verifica i requisiti ufficiali",
            },
          ],
        },
        "passport-requirements": {
          heading: "Passaporto e carta d'identità",
          items: [
            "Il passaporto deve essere valido per tutta la durata del soggiorno; alcuni governi consigliano un margine più ampio, quindi controlla gli avvisi di viaggio del tuo paese.",
            "I cittadini dei paesi dell'UE e dell'area Schengen di solito possono entrare anche con la carta d'identità.",
            "Tieni sempre con te i documenti: la polizia può chiederteli, e ti servono per registrare una SIM o per il check-in.",
          ],
        },
        "longer-stays": {
          heading: "Soggiorni oltre i 90 giorni",
          paragraphs: [
            "Per restare più di 90 giorni, per lavorare, studiare o vivere in Kosovo, ti serve un permesso di soggiorno. Fai domanda ben prima che scadano i giorni senza visto; i requisiti dipendono dal motivo del soggiorno.",
          ],
        },
        "travelling-onwards": {
          heading: "Proseguire verso la Serbia",
          paragraphs: [
            "La Serbia non riconosce i confini del Kosovo. A chi era entrato in Kosovo dall'Albania, dalla Macedonia del Nord, dal Montenegro o in aereo è capitato a volte di vedersi negare l'ingresso passando direttamente in Serbia. Le regole sono cambiate nel tempo, quindi verifica i requisiti attuali di entrambi i paesi prima di pianificare questo percorso.",
          ],
          links: [
            {
              label: "Valichi di frontiera",
            },
            {
              label: "Verifica i requisiti ufficiali",
            },
          ],
        },
      },
    },
    transportation: {
      label: "Trasporti",
      title: "Come arrivare e come spostarsi",
      intro:
        "Atterra a Pristina o arriva su strada da uno qualsiasi dei paesi confinanti. Una volta qui, gli autobus sono economici e frequenti, e con un'auto a noleggio le montagne sono a portata di mano.",
      sections: {
        "getting-here": {
          heading: "Come arrivare",
          paragraphs: [
            "L'aeroporto internazionale Adem Jashari di Pristina si trova a circa 15 km dal centro e ha voli diretti da molte città europee. Un taxi per il centro costa 15–20 €, l'autobus dell'aeroporto 3 €.",
            "Puoi anche volare a Skopje o a Tirana e proseguire in autobus o in auto. Gli autobus di linea collegano Pristina a Tirana, Skopje e Podgorica, e le autostrade uniscono il Kosovo all'Albania e alla Macedonia del Nord.",
          ],
          links: [
            {
              label: "Tutto sui trasporti",
            },
          ],
        },
        "getting-around": {
          heading: "Come spostarsi",
          table: {
            columns: ["Mezzo", "Costo indicativo"],
            rows: [
              [
                "Autobus interurbano",
                "2–10 € a seconda della distanza (3–7 € tra la maggior parte delle città principali)",
              ],
              ["Autobus urbano", "0,40–0,50 € a corsa"],
              ["Taxi in città", null],
              ["Taxi dall'aeroporto a Pristina", null],
              ["Autobus dell'aeroporto", null],
              ["Auto a noleggio", "25–50 € al giorno"],
              ["Carburante", "Circa 1,3 € al litro"],
            ],
          },
        },
        driving: {
          heading: "Consigli per la guida",
          items: [
            "I limiti di velocità sono di 50 km/h nei centri abitati, 80 km/h sulle strade extraurbane e 110–130 km/h in autostrada.",
            "Tieni sempre accesi gli anabbaglianti e porta con te patente, passaporto e documenti dell'auto.",
            "Di solito le società di noleggio chiedono un'età minima di 21–25 anni e un deposito cauzionale di 100–500 €.",
            "Sulle strade di montagna servono pneumatici invernali dal tardo autunno; dopo il tramonto guida con prudenza.",
          ],
        },
      },
    },
    accommodation: {
      label: "Alloggi",
      title: "Dove dormire",
      intro:
        "Dalle guesthouse di famiglia nei villaggi di montagna ai boutique hotel nelle case ottomane, in Kosovo dormire ha un ottimo rapporto qualità-prezzo. Per luglio e agosto prenota in anticipo.",
      sections: {
        "places-to-stay": {
          heading: "Tipologie e prezzi",
          table: {
            columns: ["Tipologia", "Prezzo a notte", "Buono a sapersi"],
            rows: [
              [
                "Hotel",
                null,
                "Dagli hotel business di Pristina ai boutique hotel nel centro storico di Prizren",
              ],
              [
                "Guesthouse",
                null,
                "A conduzione familiare, spesso con cucina casalinga; la scelta migliore a Rugova e nei villaggi",
              ],
              ["Ostelli", null, "Dormitori e camere private a Pristina, Prizren e Peja"],
            ],
          },
        },
        "where-to-stay": {
          heading: "Dove fare base",
          items: [
            "Pristina: alloggia vicino al viale Madre Teresa per girare tutto il centro a piedi.",
            "Prizren: dal centro storico intorno al Ponte di pietra hai la fortezza e i caffè sul fiume a due passi.",
            "Peja e Rugova: dormi in città per i ristoranti, oppure in una guesthouse di montagna per la quiete e le escursioni di buon mattino.",
            "Brezovica: hotel e chalet vicino alle piste, più affollati durante la stagione sciistica.",
          ],
        },
        "booking-tips": {
          heading: "Consigli per prenotare",
          items: [
            "Luglio e agosto, quando torna la diaspora, sono i mesi di maggiore affluenza: prenota presto.",
            "Spesso le guesthouse accettano solo contanti; chiedilo al momento della prenotazione.",
            "Chiedi al padrone di casa della colazione: formaggio fatto in casa, ajvar e pane fresco sono spesso inclusi.",
          ],
        },
      },
    },
    seasonal: {
      label: "Quando andare",
      title: "Quando andare",
      intro:
        "Il Kosovo ha quattro stagioni ben distinte. Da maggio a ottobre il clima è caldo e adatto alla maggior parte dei viaggi; l'inverno è la stagione dello sci e dei weekend in città.",
      sections: {
        seasons: {
          heading: "Le stagioni in sintesi",
          table: {
            columns: ["Stagione", "Mesi", "Cosa aspettarsi"],
            rows: [
              [
                "Primavera",
                "Apr–giu",
                "Clima mite e paesaggi verdi, fiumi e cascate in piena; gli acquazzoni sono frequenti",
              ],
              [
                "Estate",
                "Giu–ago",
                "Caldo e sole in pianura, fresco in montagna; stagione dei festival",
              ],
              [
                "Autunno",
                "Set–nov",
                "Caldo all'inizio, poi aria frizzante; vendemmia e colori autunnali",
              ],
              ["Inverno", "Dic–mar", "Freddo, con neve in montagna; sci a Brezovica"],
            ],
          },
        },
        "best-time": {
          heading: "Il periodo migliore per il tuo viaggio",
          items: [
            "Visitare le città: primavera (aprile–giugno) e inizio autunno (settembre–ottobre).",
            "Escursioni a Rugova e sui monti Šar: da giugno a settembre, quando i sentieri d'alta quota sono liberi dalla neve.",
            "Festival: d'estate, con il DokuFest di Prizren ad agosto.",
            "Sci: da dicembre a marzo a Brezovica, neve permettendo.",
          ],
        },
        weather: {
          heading: "Il clima",
          paragraphs: [
            "D'estate in pianura le giornate sono spesso intorno ai 25–30 °C, mentre le serate in montagna restano fresche. D'inverno di notte si scende di solito sotto lo zero, e la neve può chiudere le strade d'alta quota. In qualsiasi stagione, porta abiti da vestire a strati.",
          ],
        },
      },
    },
    culture: {
      label: "Cultura",
      title: "Cultura e buone maniere",
      intro:
        "In Kosovo l'ospitalità è motivo d'orgoglio. Qualche parola di albanese, un caffè accettato volentieri e un abbigliamento sobrio nei luoghi di culto ti apriranno molte porte.",
      sections: {
        language: {
          heading: "La lingua",
          paragraphs: [
            "La maggior parte della popolazione parla albanese; il serbo si parla nelle zone a maggioranza serba, come Gračanica e il nord. L'inglese è diffuso tra i giovani e nel turismo, e il tedesco è capito da molti. Con «Faleminderit» (grazie) e «Mirëdita» (buongiorno) ti guadagnerai parecchi sorrisi.",
          ],
          links: [
            {
              label: "Frasi utili",
            },
          ],
        },
        hospitality: {
          heading: "L'ospitalità",
          items: [
            "Se ti invitano in casa, accetta almeno un caffè o un tè: rifiutare tutto può sembrare scortese.",
            "Togliti le scarpe quando entri in una casa: spesso i padroni di casa ti offrono delle pantofole.",
            "Chi ti ospita può insistere per pagare: proporti è gentile, ma raramente la spunterai.",
          ],
        },
        "religious-sites": {
          heading: "Visitare i luoghi di culto",
          items: [
            "Copri spalle e ginocchia in moschee, chiese e monasteri.",
            "Nelle moschee le donne dovrebbero coprirsi i capelli con un foulard; tutti si tolgono le scarpe all'ingresso.",
            "Evita di visitare le moschee durante gli orari di preghiera e chiedi il permesso prima di scattare foto all'interno dei monasteri.",
          ],
        },
        "coffee-culture": {
          heading: "La cultura del caffè",
          paragraphs: [
            "Il caffè è il collante sociale del Kosovo. Il macchiato di Pristina è un vanto locale, incontri di ogni genere si svolgono davanti a una tazzina e nessuno ti mette fretta. Il tè, servito in piccoli bicchieri, è altrettanto diffuso, soprattutto a Prizren.",
          ],
        },
        "respectful-travel": {
          heading: "Conversare con rispetto",
          paragraphs: [
            "Per molte persone la guerra e la politica sono temi personali. Ascolta più di quanto parli ed evita di esibire simboli nazionali di qualsiasi parte. Scoprirai che quasi tutti sono felici di raccontarti la propria storia, se chiedi con interesse sincero.",
          ],
        },
      },
    },
    itineraries: {
      label: "Itinerari",
      title: "Itinerari e budget di esempio",
      intro:
        "Il Kosovo è abbastanza piccolo da poter vedere molto in pochi giorni. Questi percorsi e budget di esempio ti aiutano a organizzarti; usa il pianificatore qui sopra per creare il tuo.",
      sections: {
        "sample-itineraries": {
          heading: "Itinerari di esempio",
          paragraphs: [
            "Stime, non offerte: le notti, i giorni di pasti e i viaggi in autobus interurbano di ogni viaggio ai prezzi tipici usati dal pianificatore (un letto in ostello circa 10 € o una camera in guesthouse o hotel circa 40 € a notte, il cibo circa 15 € o 20 € al giorno, una corsa in autobus circa 5 €; la maggior parte dei luoghi da visitare è gratuita), a persona e voli esclusi. Il pianificatore qui sopra ne indica le fonti.",
          ],
          table: {
            columns: ["Viaggio", "Percorso", "Stima a persona"],
            rows: [
              [
                "Weekend (2 notti)",
                "Pristina, Gračanica, Prizren",
                "≈ 60 € economico, ≈ 130 € fascia media",
              ],
              [
                "Otto giorni (7 notti)",
                "Pristina, Prizren, Peja e la gola di Rugova, Dečani, Gjakova, Rahovec",
                "≈ 225 € economico, ≈ 475 € fascia media",
              ],
            ],
          },
        },
        "daily-budgets": {
          heading: "Budget giornalieri",
          table: {
            columns: ["Stile di viaggio", "Al giorno (stima)", "Da cosa è composto"],
            rows: [
              [
                "Economico",
                null,
                "Un letto in ostello e cucina locale; circa 5 € in più per ogni viaggio in autobus interurbano",
              ],
              [
                "Fascia media",
                null,
                "Una camera in guesthouse o hotel e pasti al ristorante; circa 5 € in più per ogni viaggio in autobus interurbano",
              ],
            ],
          },
        },
        "build-your-own": {
          heading: "Crea il tuo percorso",
          items: [
            "Fai base a Pristina e a Prizren, e aggiungi Peja per le montagne.",
            "Dedica a Rugova un'intera giornata: va vissuta con calma.",
            "Abbina Gjakova alle cantine di Rahovec, e Peja a Dečani.",
          ],
        },
      },
    },
    practical: {
      label: "Info pratiche",
      title: "Informazioni pratiche",
      intro:
        "Le piccole cose che rendono il viaggio più semplice: telefono, denaro, prese elettriche e chi chiamare in caso di emergenza.",
      sections: {
        "travel-tips": {
          heading: "Consigli di viaggio",
          items: [
            "Compra una SIM prepagata Vala o IPKO: circa 5–10 € per 5–10 GB, valida 1–2 settimane.",
            "Porta contanti per i locali più piccoli; le carte sono accettate negli hotel e nei ristoranti più grandi.",
            "Al ristorante lascia una mancia del 5–10 % se sei soddisfatto del servizio.",
            "La corrente è a 230 V / 50 Hz, con prese di tipo C e F, come in gran parte d'Europa.",
            "Il Kosovo segue l'ora dell'Europa centrale (GMT+1, GMT+2 in estate).",
          ],
        },
        "emergency-numbers": {
          heading: "Numeri di emergenza",
          table: {
            columns: ["Servizio", "Numero"],
            rows: [
              ["Emergenza generale", null],
              ["Ambulanza", null],
              ["Polizia", null],
              ["Vigili del fuoco", null],
            ],
          },
        },
        "health-and-insurance": {
          heading: "Salute e assicurazione",
          paragraphs: [
            "Stipula un'assicurazione di viaggio con copertura sanitaria. Le farmacie (barnatore) si trovano facilmente in ogni città, e nei centri urbani l'acqua del rubinetto è in genere potabile, anche se molti preferiscono quella in bottiglia.",
          ],
          links: [
            {
              label: "Informazioni essenziali per i visitatori",
            },
          ],
        },
      },
    },
  },
  plans: {
    weekend: [
      {
        title: "Tour della città di Pristina",
        description:
          "Parti dal monumento Newborn, percorri il viale Madre Teresa fino alla statua di Skanderbeg e alla Biblioteca nazionale, poi perditi nel quartiere del vecchio bazar intorno alla Moschea imperiale e alla torre dell'orologio. Chiudi la giornata in uno dei vivaci caffè della città.",
      },
      {
        title: "Gita di un giorno a Prizren",
        description:
          "A un'ora e mezza di autobus da Pristina: il Ponte di pietra, la piazza Shadërvan e la moschea di Sinan Pascià, una ripida salita alla fortezza per il panorama e il pranzo sul fiume Lumbardhi prima del rientro.",
      },
    ],
    "5days": [
      {
        title: "Alla scoperta di Pristina",
        description:
          "Due giorni senza fretta nella capitale: il primo il monumento Newborn, le cupole della Biblioteca nazionale e il viale Madre Teresa; il secondo il quartiere vecchio intorno alla Moschea imperiale del XV secolo, la torre dell'orologio e il Museo etnologico, con il tempo per qualche macchiato e una cena a base di flija.",
      },
      {
        title: "Il centro storico di Prizren",
        description:
          "Attraversa l'ottomano Ponte di pietra sul fiume Lumbardhi, entra nella moschea di Sinan Pascià e nel museo della Lega di Prizren, poi sali alla fortezza per il tramonto sui tetti rossi. Fermati per la notte per goderti i caffè sul fiume e i qebapa alla griglia.",
      },
      {
        title: "Avventura nel canyon di Rugova",
        description:
          "Dirigiti a ovest di Peja, nella gola di Rugova, dove pareti calcaree si alzano a picco sul fiume. Scegli tra la via ferrata, la zipline o un'escursione agli alpeggi, e fermati in una guesthouse di villaggio per assaggiare formaggio di montagna e trota fresca.",
      },
      {
        title: "Il monastero di Gračanica",
        description:
          "A circa 10 km da Pristina, il monastero serbo-ortodosso di Gračanica, del XIV secolo e parte di un sito del Patrimonio mondiale dell'UNESCO, è famoso per i suoi affreschi e per la chiesa a cinque cupole. Le rovine della romana Ulpiana sono a pochi minuti.",
      },
    ],
    week: [
      {
        title: "Alla scoperta di Pristina",
        description:
          "Due giorni senza fretta nella capitale: il primo il monumento Newborn, le cupole della Biblioteca nazionale e il viale Madre Teresa; il secondo il quartiere vecchio intorno alla Moschea imperiale del XV secolo, la torre dell'orologio e il Museo etnologico, con il tempo per qualche macchiato e una cena a base di flija.",
      },
      {
        title: "Il centro storico di Prizren",
        description:
          "Attraversa l'ottomano Ponte di pietra sul fiume Lumbardhi, entra nella moschea di Sinan Pascià e nel museo della Lega di Prizren, poi sali alla fortezza per il tramonto sui tetti rossi. Fermati per la notte per goderti i caffè sul fiume e i qebapa alla griglia.",
      },
      {
        title: "Avventura nel canyon di Rugova",
        description:
          "Dirigiti a ovest di Peja, nella gola di Rugova, dove pareti calcaree si alzano a picco sul fiume. Scegli tra la via ferrata, la zipline o un'escursione agli alpeggi, e fermati in una guesthouse di villaggio per assaggiare formaggio di montagna e trota fresca.",
      },
      {
        title: "Peja e il Patriarcato",
        description:
          "Visita il Patriarcato di Peć all'imbocco della gola di Rugova, curiosa nel vecchio bazar di Peja (Peć), poi prosegui in auto per circa 15 km verso sud fino al monastero di Visoki Dečani, la più grande chiesa medievale dei Balcani, con le pareti coperte di affreschi del XIV secolo.",
      },
      {
        title: "Gjakova e Rahovec",
        description:
          "La mattina nel Grande Bazar di Gjakova, uno dei più grandi bazar storici della regione, con le sue botteghe artigiane e la moschea di Hadum; il pomeriggio tra i vigneti di Rahovec, la capitale del vino del Kosovo, per una degustazione nelle cantine di famiglia.",
      },
      {
        title: "Le cascate di Mirusha",
        description:
          "Una serie di cascate e di pozze verdi in un canyon calcareo tra Klina e Malisheva, a breve distanza in auto da Rahovec. Percorri il sentiero lungo la gola e, nelle giornate d'estate più calde, rinfrescati in acqua come fa la gente del posto.",
      },
      {
        title: "Brezovica, località di montagna",
        description:
          "In alto sui monti Šar, Brezovica è l'area sciistica del Kosovo da dicembre a marzo, neve permettendo. D'estate le stesse piste portano gli escursionisti verso laghi glaciali e ampi crinali affacciati sulla Macedonia del Nord.",
      },
    ],
  },
  tripBuilderText: {
    title: "Crea il tuo viaggio su misura",
    intro:
      "Scegli un mese, una durata, un budget e ciò che ti piace. Le tappe facoltative compaiono quando corrispondono ai tuoi interessi, e quelle più adatte salgono in cima.",
    priceNote:
      "Una stima a persona in euro basata su prezzi tipici, non un'offerta: non vendiamo nulla. I voli sono esclusi e i prezzi cambiano con la stagione e con il tipo di alloggio.",
  },
  tripTypes: {
    weekend: {
      name: "Weekend",
      title: "Un weekend tra Pristina e Prizren",
    },
    "5days": {
      name: "5 giorni",
      title: "Cinque giorni: città e gola di Rugova",
    },
    week: {
      name: "Settimana+",
      title: "Una settimana o più in giro per il Kosovo",
    },
  },
};
