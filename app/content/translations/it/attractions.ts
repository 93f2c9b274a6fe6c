/* it texts of app/content/attractions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  attractions: {
    "1": {
      name: "Fortezza di Prizren",
      description:
        "Una breve e ripida salita dalla città vecchia ti porta alle mura della fortezza e al panorama più bello su minareti, tetti e fiume di Prizren.",
      longDescription:
        "La fortezza di Prizren, che qui chiamano Kalaja, corona la collina sul lato sud-orientale della città vecchia. Questo punto è stato usato per la difesa fin dalla preistoria; i Bizantini vi costruirono la prima vera fortezza, i sovrani serbi medievali la ampliarono e gli Ottomani la tennero fino al 1912.\n\nOggi vedi mura, porte e fondamenta restaurate più che un castello completo, con pannelli informativi in inglese. La vera ricompensa è il panorama: il Ponte di pietra, la moschea di Sinan Pascià e tutta la città vecchia distesa sotto di te lungo il fiume Lumbardhi, con i monti Šar (Sharr) alle spalle.\n\nIl sentiero parte vicino a Shadërvan e sale passando per il vecchio quartiere di Nënkalaja; calcola 15–20 minuti di salita con passo tranquillo. Vieni nel tardo pomeriggio e resta per il tramonto, quando salgono anche gli abitanti e i tetti diventano dorati. Ad agosto il DokuFest ha usato la fortezza per proiezioni all'aperto.",
      images: [
        {
          imageAlt:
            "Le mura della fortezza di Prizren in cima alla collina sopra i tetti rossi della città vecchia al tramonto",
        },
        {
          imageAlt:
            "La fortezza sopra il Ponte di pietra e il fiume Lumbardhi in una sera d'autunno",
        },
        {
          imageAlt:
            "Minareti e case dai tetti rossi della città vecchia di Prizren visti dal sentiero della fortezza",
        },
        {
          imageAlt: "Neve sulle mura della fortezza con i monti Šar sullo sfondo all'alba",
        },
      ],
      address: "Collina di Kalaja, sopra la città vecchia (sentiero da Shadërvan), Prizren",
      tags: [
        "Vista panoramica",
        "Tramonto",
        "Mura medievali",
        "Breve escursione",
        "Fotografia",
        "Ingresso gratuito",
      ],
      openingHours:
        "Sito all'aperto, di solito accessibile tutto il giorno; meglio visitarlo con la luce del giorno",
      bestTimeToVisit:
        "Da aprile a ottobre, dal tardo pomeriggio al tramonto; a luglio e agosto al mattino presto, perché a mezzogiorno sulla collina fa caldo e non c'è ombra.",
      accessibilityInfo:
        "Si raggiunge con un sentiero ripido e sconnesso e con gradini, poco ombreggiati. Non è adatto alle sedie a rotelle; un taxi può avvicinarti percorrendo la strada sul lato sud.",
      facilities: [
        "Pannelli informativi in inglese",
        "Punti panoramici sulla città vecchia",
        "Caffè ai piedi del sentiero",
      ],
      visitorTips: [
        "Metti scarpe con una buona suola: le pietre del sentiero sono levigate e dopo la pioggia diventano scivolose.",
        "D'estate porta acqua; in cima non c'è quasi ombra.",
        "Scendi prima che faccia buio o porta una torcia, perché alcuni tratti del sentiero sono poco illuminati.",
        "Abbina la salita alla moschea di Sinan Pascià e al Ponte di pietra, in basso.",
      ],
      gettingThere: {
        onFoot:
          "Da piazza Shadërvan segui la stradina in salita oltre la chiesa ortodossa sul pendio; i cartelli indicano Kalaja. La salita dura 15–20 minuti.",
        byTaxi:
          "Una corsa in taxi all'interno di Prizren costa circa 2–5 € e può portarti quasi in cima dalla strada sul retro, risparmiandoti la salita ripida.",
      },
      nearbyAttractions: {
        "2": {
          distance: "0,6 km",
        },
        "8": {
          distance: "circa 70 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0,5 km",
        },
        {
          name: "Driza's House (ostello)",
          distance: "0,8 km",
        },
      ],
    },
    "2": {
      name: "Moschea di Sinan Pascià",
      description:
        "La moschea simbolo di Prizren, del 1615, con un'alta cupola in pietra, un minareto slanciato e decorazioni floreali dipinte all'interno, proprio accanto al fiume.",
      longDescription:
        "La moschea di Sinan Pascià fu costruita nel 1615 da Sofu Sinan Pascià, un funzionario ottomano della regione. Si dice che la pietra provenga dal monastero dei Santi Arcangeli, del XIV secolo, già in rovina e situato più a monte: così l'edificio racconta in piccolo la storia stratificata della città.\n\nL'unica grande cupola e le decorazioni dipinte del Seicento, con fiori e motivi geometrici, rendono l'interno luminoso e sereno. Negli ultimi anni la moschea è stata restaurata con cura, ed è ancora un luogo di culto attivo nel cuore della città vecchia, a pochi passi dal Ponte di pietra.\n\nI visitatori sono i benvenuti al di fuori degli orari di preghiera. Togli le scarpe all'ingresso, vesti in modo sobrio e, se sei una donna, porta un foulard per coprire i capelli. Il piccolo giardino e la riva del fiume sono posti piacevoli dove sederti un momento dopo la visita.",
      images: [
        {
          imageAlt:
            "La cupola in pietra e il minareto slanciato della moschea di Sinan Pascià accanto al fiume a Prizren",
        },
        {
          imageAlt: "La moschea di Sinan Pascià e il Ponte di pietra illuminati di notte",
        },
        {
          imageAlt:
            "Il minareto della moschea sopra i tetti di Shadërvan, con la fortezza sulla collina",
        },
        {
          imageAlt: "La moschea nella luce invernale, con la neve sulle colline dietro Prizren",
        },
      ],
      address: "Zona di Shadërvan, sulla sponda sud del fiume Lumbardhi, città vecchia, Prizren",
      tags: [
        "Architettura ottomana",
        "Interni dipinti",
        "Città vecchia",
        "Vicino al Ponte di pietra",
        "Moschea attiva",
      ],
      openingHours:
        "Aperta ai visitatori durante il giorno al di fuori delle cinque preghiere quotidiane; chiusa alle visite durante la preghiera del venerdì a mezzogiorno",
      bestTimeToVisit:
        "A metà mattina o a metà pomeriggio nei giorni feriali, tra una preghiera e l'altra. La sera è bellissima vista da fuori, con il minareto illuminato.",
      accessibilityInfo:
        "All'ingresso si salgono alcuni gradini e la sala di preghiera è coperta di tappeti. Chi usa la sedia a rotelle può vedere l'edificio e il giardino dal livello della strada.",
      facilities: [
        "Scaffali per le scarpe all'ingresso",
        "Piccolo giardino",
        "Fontana per le abluzioni",
      ],
      visitorTips: [
        "Copri spalle e ginocchia; le donne dovrebbero portare un velo per la sala di preghiera.",
        "Chiedi il permesso prima di fotografare chi sta pregando, e parla a bassa voce.",
        "L'ingresso è gratuito; una piccola offerta è gradita, ma nessuno se la aspetta.",
        "Alza lo sguardo verso la cupola dipinta: fiori e iscrizioni sono la parte più bella.",
      ],
      gettingThere: {
        onFoot:
          "La moschea si trova lungo il fiume tra Shadërvan e il Ponte di pietra; da qualsiasi punto della città vecchia bastano pochi minuti a piedi.",
        byTaxi:
          "I taxi non possono entrare nella città vecchia pedonale; fatti lasciare sulla strada lungo il fiume lì vicino. Una corsa all'interno di Prizren costa circa 2–5 €.",
      },
      nearbyAttractions: {
        "1": {
          distance: "0,6 km",
        },
        "8": {
          distance: "circa 70 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0,2 km",
        },
        {
          name: "Driza's House (ostello)",
          distance: "0,4 km",
        },
      ],
    },
    "3": {
      name: "Monumento Newborn",
      description:
        "Le gigantesche lettere inaugurate il giorno dell'indipendenza, il 17 febbraio 2008, e ridipinte ogni anno con un nuovo motivo: la tappa fotografica più famosa di Pristina.",
      longDescription:
        "Il monumento Newborn è una fila di enormi lettere che compongono la parola NEWBORN, in origine di un giallo acceso, progettata da Fisnik Ismaili e inaugurata nel centro di Pristina il 17 febbraio 2008, il giorno in cui il Kosovo dichiarò l'indipendenza. Quel primo giorno migliaia di persone firmarono le lettere con i pennarelli.\n\nOgni anno, intorno all'anniversario, le lettere vengono ridipinte con una nuova decorazione, quindi il monumento che vedrai sarà diverso dalle foto che hai visto. In certi anni il motivo porta un messaggio sulle speranze del paese; in altri le lettere sono state perfino ricomposte.\n\nSi trova accanto al Palazzo della gioventù e dello sport, a pochi minuti a piedi dal viale Madre Teresa, dalla Biblioteca nazionale e dal Museo del Kosovo. La visita dura pochi minuti, ma è un buon punto di partenza per una passeggiata nella capitale, e il 17 febbraio è il cuore dei festeggiamenti.",
      images: [
        {
          imageAlt: "Le gigantesche lettere NEWBORN nel centro di Pristina, appena ridipinte",
        },
        {
          imageAlt: "Persone radunate intorno al monumento Newborn in una sera di febbraio",
        },
        {
          imageAlt:
            "Le lettere del Newborn sotto gli alberi in primavera vicino al Palazzo della gioventù e dello sport",
        },
        {
          imageAlt: "Il monumento Newborn illuminato di notte con le luci della città sullo sfondo",
        },
      ],
      address: "Via Luan Haradinaj, accanto al Palazzo della gioventù e dello sport, Pristina",
      tags: [
        "Simbolo dell'indipendenza",
        "Tappa fotografica",
        "Nuovo motivo ogni anno",
        "Centro città",
        "Ingresso gratuito",
      ],
      openingHours: "Monumento all'aperto, accessibile a qualsiasi ora",
      bestTimeToVisit:
        "In qualsiasi periodo dell'anno; intorno al 17 febbraio vedi la nuova decorazione e l'atmosfera della festa dell'indipendenza. Al mattino c'è meno gente per le foto.",
      accessibilityInfo:
        "Si trova in una piazza pubblica piana e pavimentata, accessibile senza gradini dalle strade circostanti.",
      facilities: [
        "Piazza pubblica aperta",
        "Caffè e ristoranti nelle vicinanze",
        "Illuminazione pubblica di notte",
      ],
      visitorTips: [
        "Guarda prima le foto delle decorazioni degli anni passati: così la versione di quest'anno è ancora più divertente.",
        "Torna dopo il tramonto: le lettere sono illuminate e la piazza è animata.",
        "Abbinalo alla Biblioteca nazionale e al Museo del Kosovo, entrambi a meno di 15 minuti a piedi.",
      ],
      gettingThere: {
        onFoot:
          "Dall'estremità sud del viale Madre Teresa cammina verso est per circa cinque minuti, in direzione del Palazzo della gioventù e dello sport.",
        byTaxi:
          "Tutti i tassisti della città conoscono il «Newborn»; una corsa nel centro di Pristina costa circa 2–5 €.",
      },
      nearbyAttractions: {
        "4": {
          distance: "0,5 km",
        },
        "5": {
          distance: "1 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "0,6 km",
        },
        {
          name: "Hotel Sirius",
          distance: "0,9 km",
        },
      ],
    },
    "4": {
      name: "Biblioteca nazionale del Kosovo",
      description:
        "La biblioteca di Andrija Mutnjaković del 1982, avvolta in un reticolo metallico e sormontata da decine di cupole di vetro: l'edificio più discusso di Pristina.",
      longDescription:
        "La Biblioteca nazionale e universitaria del Kosovo «Pjetër Bogdani» fu progettata dall'architetto croato Andrija Mutnjaković e completata nel 1982. I suoi blocchi cubici sono avvolti in un reticolo metallico e coronati da decine di cupole di vetro che portano la luce del giorno nelle sale di lettura sottostanti.\n\nC'è chi la adora e chi la trova strana; compare spesso nelle classifiche degli edifici più bizzarri del mondo, e questo fa parte del divertimento. Mutnjaković disse di voler creare per il Kosovo una nuova architettura che attingesse alle forme bizantine e islamiche senza copiare né le une né le altre, e davanti all'edificio vedi entrambe le idee all'opera.\n\nÈ una biblioteca in piena attività nel campus universitario, quindi di solito, negli orari di apertura, puoi entrare nell'atrio e alzare lo sguardo verso le cupole. Accanto sorge l'incompiuta chiesa serbo-ortodossa di Cristo Salvatore, iniziata negli anni Novanta: una coppia insolita che dice molto della città.",
      images: [
        {
          imageAlt:
            "Le cupole e la facciata a reticolo metallico della Biblioteca nazionale in pieno giorno",
        },
        {
          imageAlt:
            "Le cupole di vetro della biblioteca illuminate dall'ultima luce di una sera d'autunno",
        },
        {
          imageAlt:
            "La Biblioteca nazionale sotto la neve, con le cupole bianche contro un cielo grigio",
        },
        {
          imageAlt:
            "Studenti che passano davanti alla biblioteca sotto gli alberi in fiore del campus",
        },
      ],
      address: "Campus universitario, nei pressi di via Agim Ramadani, Pristina",
      tags: [
        "Simbolo brutalista",
        "Cupole di vetro",
        "Architettura",
        "Campus universitario",
        "Tappa fotografica",
      ],
      openingHours:
        "Biblioteca in attività, in genere aperta nei giorni feriali e chiusa nei giorni festivi; l'esterno si può vedere a qualsiasi ora",
      bestTimeToVisit:
        "Una mattina di un giorno feriale se vuoi vedere l'interno; il tardo pomeriggio per fotografare la facciata nella luce calda.",
      accessibilityInfo:
        "Il campus intorno alla biblioteca è pianeggiante e pavimentato. All'ingresso principale ci sono gradini; chiedi al personale di un accesso senza barriere.",
      facilities: [
        "Atrio aperto ai visitatori negli orari di apertura della biblioteca",
        "Sale di lettura per gli iscritti",
        "Caffè ai margini del campus",
      ],
      visitorTips: [
        "All'interno fai silenzio: ci sono studenti che studiano, e alcune zone sono riservate agli iscritti.",
        "Fai il giro completo dell'edificio: da ogni lato sembra diverso.",
        "Arretra sul prato per far stare in una sola foto le cupole e il reticolo.",
      ],
      gettingThere: {
        onFoot:
          "Dal monumento Newborn cammina per circa cinque minuti verso sud-est attraverso il campus universitario.",
        byTaxi:
          "Chiedi della «Biblioteka Kombëtare»; un taxi nel centro di Pristina costa circa 2–5 €.",
      },
      nearbyAttractions: {
        "3": {
          distance: "0,5 km",
        },
        "5": {
          distance: "1,3 km",
        },
        "10": {
          distance: "circa 9 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "0,9 km",
        },
        {
          name: "Hotel Sirius",
          distance: "0,8 km",
        },
      ],
    },
    "5": {
      name: "Museo del Kosovo",
      description:
        "Il museo nazionale del Kosovo, in un edificio del 1889 nella città vecchia di Pristina, custodisce la neolitica «Dea in trono» e reperti da Ulpiana.",
      longDescription:
        "Il Museo del Kosovo (Muzeu i Kosovës) fu fondato nel 1949 e occupa un edificio color ocra in stile austro-ungarico del 1889, usato in origine come quartier generale militare. Si trova nella città vecchia accanto alla moschea di Jashar Pascià, a pochi passi dalla Moschea imperiale e dalla torre dell'orologio.\n\nIl pianterreno è dedicato all'archeologia, dalla ceramica neolitica ai gioielli illirico-dardani fino alle pietre romane provenienti da siti come Ulpiana. Il pezzo forte è la «Dea in trono», una piccola statuetta in terracotta di circa 6.000 anni fa ritrovata a Pristina e oggi simbolo della città. I piani superiori passano alla storia recente e al cammino verso l'indipendenza.\n\nLe didascalie non sono sempre in inglese e alcune sale sono piuttosto spoglie, quindi aiuta avere una guida o leggere qualcosa prima. L'ingresso è stato gratuito, con offerte gradite. L'edificio è in attesa di una ristrutturazione, quindi verifica che sia aperto prima di andare.",
      images: [
        {
          imageAlt:
            "La facciata ottocentesca color ocra del Museo del Kosovo nella città vecchia di Pristina",
        },
        {
          imageAlt:
            "L'edificio del museo accanto al minareto di una moschea in un dorato pomeriggio d'autunno",
        },
        {
          imageAlt:
            "Una piccola statuetta di dea in terracotta su un piedistallo in una vetrina del museo",
        },
        {
          imageAlt: "Il museo e i vicoli della città vecchia nella luce blu di una sera d'estate",
        },
      ],
      address: "Città vecchia, accanto alla moschea di Jashar Pascià, Pristina",
      tags: [
        "Dea in trono",
        "Archeologia",
        "Storia dell'indipendenza",
        "Città vecchia",
        "Offerte gradite",
      ],
      openingHours:
        "Di solito aperto da martedì a domenica durante il giorno e chiuso il lunedì; gli orari cambiano e l'edificio è in attesa di ristrutturazione, quindi verifica prima",
      bestTimeToVisit:
        "Una mattina di un giorno feriale, oppure un pomeriggio di pioggia o di gran caldo, quando hai voglia di una pausa al chiuso.",
      accessibilityInfo:
        "Edificio storico con gradini all'ingresso e tra i piani; l'accesso per chi usa la sedia a rotelle è limitato.",
      facilities: [
        "Sale di archeologia",
        "Piano dedicato alla storia moderna",
        "Mostre temporanee",
      ],
      visitorTips: [
        "L'ingresso è stato gratuito; un'offerta per il museo è gradita.",
        "Informati prima sulla Dea in trono: la statuetta è piccola ed è facile passarle davanti senza notarla.",
        "Abbinalo al Museo etnologico e alle moschee della città vecchia lì vicino.",
        "Porta un'app di traduzione sul telefono per le didascalie solo in albanese.",
      ],
      gettingThere: {
        onFoot:
          "Dall'estremità nord del viale Madre Teresa cammina per circa 10 minuti verso nord-est fino alla città vecchia, in direzione della torre dell'orologio e delle moschee.",
        byTaxi:
          "Chiedi del «Muzeu i Kosovës»; un taxi all'interno di Pristina costa circa 2–5 €. I vicoli della città vecchia sono stretti, quindi gli ultimi metri li farai probabilmente a piedi.",
      },
      nearbyAttractions: {
        "3": {
          distance: "1 km",
        },
        "4": {
          distance: "1,3 km",
        },
        "9": {
          distance: "circa 10 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Sirius",
          distance: "0,7 km",
        },
        {
          name: "Grand Hotel Prishtina",
          distance: "0,9 km",
        },
      ],
    },
    "6": {
      name: "Gola di Rugova",
      description:
        "Uno spettacolare canyon calcareo che comincia appena fuori Peja, con una tortuosa strada di montagna, vie ferrate, una zipline e sentieri verso le Prokletije.",
      longDescription:
        "La gola di Rugova (Gryka e Rugovës) comincia a neanche due chilometri a ovest di Peja, dove il fiume Lumbardhi ha scavato un canyon profondo e stretto tra pareti di calcare. Una strada la risale tra gallerie e punti panoramici verso l'alta valle di Rugova e le Prokletije (Alpi albanesi, in albanese Bjeshkët e Nemuna).\n\nÈ il grande parco giochi all'aria aperta del Kosovo. Puoi provare le vie ferrate sulle pareti del canyon, volare sulla zipline che attraversa la gola, fare escursioni, arrampicare o semplicemente salire in auto fino ai villaggi per pranzare in una guesthouse. Il sentiero Peaks of the Balkans attraversa gli altipiani di Rugova, e d'inverno nella zona di Boge ci sono piccole piste da sci.\n\nPrenditi il tuo tempo: il tratto più stretto e spettacolare è nei primi chilometri, ma più in alto la valle si apre in prati e piccoli borghi di montagna. In montagna il tempo cambia in fretta, quindi controlla le condizioni e, per qualsiasi cosa più impegnativa di una passeggiata, vai con una guida locale.",
      images: [
        {
          imageAlt:
            "Lo stretto canyon di Rugova con pareti calcaree a strapiombo e una strada che si snoda lungo il fiume",
        },
        {
          imageAlt: "Una zipline che attraversa la gola di Rugova, alta sopra il fiume",
        },
        {
          imageAlt:
            "Escursionisti su un sentiero di montagna sopra la valle di Rugova tra i colori d'autunno",
        },
        {
          imageAlt: "La gola di Rugova sotto la neve, con il fiume ghiacciato sul fondo, all'alba",
        },
      ],
      address: "Strada Peja–Rugova, a partire da circa 2 km a ovest del centro di Peja",
      tags: [
        "Paesaggi da canyon",
        "Via ferrata",
        "Zipline",
        "Sentieri escursionistici",
        "Villaggi di montagna",
        "Ingresso gratuito",
      ],
      openingHours:
        "Aperta tutto l'anno; attività come la zipline e la via ferrata guidata sono stagionali, per lo più dalla tarda primavera all'autunno",
      bestTimeToVisit:
        "Da maggio a ottobre per escursioni e attività; ottobre per i colori autunnali. D'inverno la strada può essere ghiacciata e i tratti più alti possono chiudere dopo forti nevicate.",
      accessibilityInfo:
        "Il panorama dalla strada e da diversi punti panoramici lungo il percorso si può godere dall'auto. Sentieri, via ferrata e zipline richiedono una buona mobilità.",
      facilities: [
        "Punti panoramici lungo la strada",
        "Operatori di zipline e via ferrata (stagionali)",
        "Guesthouse e ristoranti nella valle",
        "Piazzole di sosta lungo la strada",
      ],
      visitorTips: [
        "L'ingresso alla gola è gratuito; zipline, via ferrata e tour guidati sono attività a pagamento da prenotare con gli operatori locali.",
        "Per la via ferrata e le escursioni d'alta montagna vai con una guida autorizzata, e controlla il meteo il giorno prima.",
        "Assaggia il formaggio di Rugova e la flija in una guesthouse di villaggio.",
        "Guida con prudenza: la strada è stretta, con gallerie e curve a gomito.",
      ],
      gettingThere: {
        onFoot:
          "Dal centro di Peja cammina verso ovest lungo il fiume, oltre il Patriarcato; le pareti del canyon cominciano dopo circa 30 minuti. Più avanti la strada ha pochi marciapiedi, quindi fai attenzione.",
        byTaxi:
          "Un taxi da Peja all'imbocco della gola costa circa 2–5 €; per l'alta valle, prima di partire concorda con il tassista il prezzo e l'orario del ritorno.",
      },
      nearbyAttractions: {
        "7": {
          distance: "circa 1 km",
        },
        "8": {
          distance: "circa 18 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "circa 3 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "circa 15 km",
        },
      ],
    },
    "7": {
      name: "Patriarcato di Peć",
      description:
        "Quattro chiese medievali unite tra loro all'imbocco della gola di Rugova, sede dei patriarchi serbi e parte di un sito del Patrimonio mondiale dell'UNESCO.",
      longDescription:
        "Il Patriarcato di Peć (Patrikana e Pejës) è un monastero cinto da mura al margine occidentale di Peja, dove la gola di Rugova si apre sulla pianura. Le sue quattro chiese (dei Santi Apostoli, di San Demetrio, della Vergine Odigitria e di San Nicola) furono costruite una accanto all'altra tra il XIII e il XIV secolo e condividono un nartece comune.\n\nDal 1346 fu la sede dei patriarchi serbi, e qui sono sepolti diversi arcivescovi e patriarchi. All'interno le pareti sono coperte di affreschi che vanno dal XIII al XVII secolo. Nel 2006 si è aggiunto a Visoki Dečani, a Gračanica e alla chiesa della Madonna di Ljeviš a Prizren nel sito UNESCO «Monumenti medievali in Kosovo».\n\nOggi vi vive una comunità di monache serbo-ortodosse, e l'ingresso è sorvegliato dalla Polizia del Kosovo. Porta il passaporto o la carta d'identità, che consegni al posto di controllo, vesti in modo sobrio e all'interno resta in silenzio. Il giardino, con il suo enorme gelso secolare, è un luogo tranquillo dove sederti dopo la visita.",
      images: [
        {
          imageAlt: "Le chiese dalle pareti rosse del Patriarcato di Peć ai piedi delle montagne",
        },
        {
          imageAlt:
            "Il giardino del monastero con un vecchio gelso e le cupole delle chiese in autunno",
        },
        {
          imageAlt: "Il Patriarcato all'imbocco della gola di Rugova in una sera d'estate",
        },
        {
          imageAlt: "Neve sulle mura del monastero e sulle montagne sopra Peja",
        },
      ],
      address: "Margine occidentale di Peja, sulla strada che entra nella gola di Rugova",
      tags: [
        "Patrimonio mondiale UNESCO",
        "Affreschi medievali",
        "Quattro chiese",
        "Giardino del monastero",
        "Serve il passaporto",
      ],
      openingHours:
        "Di solito aperto ai visitatori durante il giorno; durante le funzioni le chiese sono chiuse alle visite",
      bestTimeToVisit:
        "Le mattine dei giorni feriali, al di fuori delle funzioni e delle principali feste ortodosse, dalla primavera all'autunno.",
      accessibilityInfo:
        "Vialetto e cortile pavimentati e per lo più in piano. Per entrare nelle chiese ci sono soglie e un gradino, e l'interno è in penombra.",
      facilities: [
        "Giardino del monastero",
        "Piccolo negozio di icone e prodotti del monastero",
        "Parcheggio fuori dalle mura",
      ],
      visitorTips: [
        "Porta il passaporto o la carta d'identità; lo lasci al posto di controllo della polizia e lo riprendi all'uscita.",
        "Copri spalle e ginocchia; alle donne può essere chiesto di indossare una gonna o un foulard.",
        "Dentro le chiese le foto sono limitate: chiedi prima.",
        "L'ingresso è gratuito; le offerte e gli acquisti nel negozio sostengono le monache.",
      ],
      gettingThere: {
        onFoot:
          "Dalla piazza principale di Peja cammina verso ovest lungo il fiume Lumbardhi per circa 20–30 minuti; le mura del monastero sono sulla destra, prima della gola.",
        byTaxi:
          "Un taxi dal centro di Peja costa circa 2–5 € e ti lascia al posto di controllo sulla strada.",
      },
      nearbyAttractions: {
        "6": {
          distance: "circa 1 km",
        },
        "8": {
          distance: "circa 15 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "circa 2 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "circa 14 km",
        },
      ],
    },
    "8": {
      name: "Monastero di Visoki Dečani",
      description:
        "Un monastero del XIV secolo ai piedi delle montagne vicino a Deçan, con la più grande chiesa medievale dei Balcani e pareti interamente affrescate.",
      longDescription:
        "Visoki Dečani fu fondato dal re serbo Stefan Uroš III Dečanski e completato negli anni Trenta del Trecento sotto suo figlio, Stefan Dušan. Il costruttore fu un frate francescano, Vita da Cattaro, ed è per questo che la chiesa unisce una lavorazione della pietra romanica e gotica, in marmo chiaro e rossastro, alla pittura bizantina dell'interno.\n\nOltrepassa le porte di legno e vedrai che quasi ogni superficie è dipinta: la chiesa ospita migliaia di figure in cicli di affreschi del XIV secolo. Dal 2004 è iscritta nella Lista del Patrimonio mondiale dell'UNESCO ed è uno dei «Monumenti medievali in Kosovo».\n\nQui vive una comunità di monaci serbo-ortodossi che produce vino, formaggio e miele. Il monastero sorge all'imbocco di una gola fluviale boscosa, a circa 2 km dalla cittadina di Deçan (Dečani), ed è sorvegliato dalla KFOR; all'ingresso lasci il passaporto o la carta d'identità. Vesti in modo sobrio e prenditi il tuo tempo: non è un posto da visitare di corsa.",
      images: [
        {
          imageAlt: "La chiesa in marmo di Visoki Dečani tra i castagni ai piedi delle montagne",
        },
        {
          imageAlt:
            "Le pareti in pietra a fasce di Visoki Dečani che brillano nella luce del tardo pomeriggio",
        },
        {
          imageAlt: "Il cortile del monastero con gli alberi da frutto in fiore",
        },
        {
          imageAlt: "Il monastero sotto la neve con le Prokletije sullo sfondo al crepuscolo",
        },
      ],
      address:
        "Circa 2 km a ovest della cittadina di Deçan, all'imbocco della gola del Lumbardhi i Deçanit",
      tags: [
        "Patrimonio mondiale UNESCO",
        "Affreschi del XIV secolo",
        "Chiesa in marmo",
        "Cornice montana",
        "Prodotti del monastero",
      ],
      openingHours:
        "Di solito aperto ai visitatori durante il giorno, con pause per le funzioni; informati sul posto prima di metterti in viaggio",
      bestTimeToVisit:
        "Dalla tarda primavera all'inizio dell'autunno, la mattina di un giorno feriale. Evita le principali feste ortodosse, quando il monastero è affollato di pellegrini.",
      accessibilityInfo:
        "Il cortile è in gran parte pianeggiante. All'ingresso della chiesa c'è una soglia e l'interno è poco illuminato; il percorso dal cancello è breve e pavimentato.",
      facilities: [
        "Negozio del monastero (vino, formaggio, miele, icone)",
        "Parcheggio vicino al posto di controllo",
        "Servizi igienici vicino all'ingresso",
      ],
      visitorTips: [
        "Porta il passaporto o la carta d'identità per il posto di controllo della KFOR.",
        "Niente foto all'interno della chiesa, e non fotografare mai i soldati né le loro postazioni.",
        "Sono richiesti pantaloni lunghi o gonne e spalle coperte.",
        "L'ingresso è gratuito; comprare qualcosa nel negozio del monastero è un buon modo per sostenerlo.",
      ],
      gettingThere: {
        onFoot:
          "Dal centro di Deçan segui le indicazioni verso ovest per il monastero e la gola del fiume; a piedi ci vogliono circa 20–30 minuti.",
        byTaxi:
          "Un taxi dalla cittadina di Deçan costa circa 2–5 €. Da Peja, a circa 15 km, concorda il prezzo prima di partire.",
      },
      nearbyAttractions: {
        "6": {
          distance: "circa 18 km",
        },
        "7": {
          distance: "circa 15 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini (Peja)",
          distance: "circa 15 km",
        },
        {
          name: "Guesthouse Kujtimi (Rugova)",
          distance: "circa 30 km",
        },
      ],
    },
    "9": {
      name: "Sito archeologico di Ulpiana",
      description:
        "I resti riportati alla luce di una città romana e protobizantina tra Gračanica e Lipjan: una porta urbica, chiese e una necropoli in aperta campagna.",
      longDescription:
        "Ulpiana fu una delle città romane più importanti della provincia di Dardania e prese il nome dalla famiglia dell'imperatore Traiano. Dopo un terremoto nel 518 l'imperatore Giustiniano la ricostruì con il nome di Iustiniana Secunda. Si ritiene in genere che Lipjan, pochi chilometri più a ovest, derivi il proprio nome da Ulpiana.\n\nFinora è stata scavata solo una piccola parte della città antica. Nel parco archeologico puoi camminare tra le fondamenta della porta settentrionale della città, di chiese paleocristiane, di un battistero e della necropoli nord con il suo mausoleo. Molti reperti sono esposti al Museo del Kosovo a Pristina.\n\nNel 2016 è stato dichiarato il primo parco archeologico del Kosovo, e d'estate gli scavi proseguono ancora, spesso con studenti e squadre straniere. Il sito si trova in aperta campagna, quindi è tranquillo e spazioso; abbinalo al monastero di Gračanica, a un paio di chilometri, per una gita di mezza giornata da Pristina.",
      images: [
        {
          imageAlt:
            "Le fondamenta in pietra di una porta urbica romana a Ulpiana in aperta campagna",
        },
        {
          imageAlt: "Le mura in rovina di una basilica paleocristiana a Ulpiana nella luce dorata",
        },
        {
          imageAlt: "Fiori di campo tra i muri riportati alla luce di Ulpiana in primavera",
        },
        {
          imageAlt: "Brina sulle rovine romane di Ulpiana in una mattina d'inverno",
        },
      ],
      address:
        "Parco archeologico di Ulpiana, poco a sud-ovest di Gračanica, sulla strada verso Lipjan",
      tags: [
        "Città romana",
        "Chiese paleocristiane",
        "Parco archeologico",
        "Sito tranquillo all'aperto",
        "Ingresso gratuito",
      ],
      openingHours:
        "Di solito aperto durante il giorno nei giorni feriali e il sabato mattina; gli orari variano con la stagione e gli scavi, quindi informati sul posto",
      bestTimeToVisit:
        "Primavera e inizio autunno, quando i campi sono verdi e non fa troppo caldo. D'estate potresti vedere gli scavi in corso.",
      accessibilityInfo:
        "Sito pianeggiante con vialetti d'erba e ghiaia; intorno agli scavi il terreno è irregolare e c'è poca ombra.",
      facilities: [
        "Pannelli informativi",
        "Percorsi pedonali segnalati",
        "Parcheggio all'ingresso",
      ],
      visitorTips: [
        "Porta un cappello e acqua; sul sito non c'è un bar.",
        "Guarda prima i reperti al Museo del Kosovo, così le fondamenta avranno più senso.",
        "Resta sui vialetti e non salire sui muri.",
        "Abbinalo al monastero di Gračanica per una gita di mezza giornata da Pristina.",
      ],
      gettingThere: {
        onFoot:
          "Dal monastero di Gračanica sono circa 25–30 minuti a piedi lungo strade locali; chiedi alla gente del posto dove svoltare, perché i cartelli sono pochi.",
        byTaxi:
          "Da Gračanica una breve corsa in taxi costa circa 2–5 €. Da Pristina, a circa 10 km, concorda il prezzo prima di partire.",
      },
      nearbyAttractions: {
        "5": {
          distance: "circa 10 km",
        },
        "10": {
          distance: "circa 2 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "circa 2 km",
        },
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "circa 10 km",
        },
      ],
    },
    "10": {
      name: "Monastero di Gračanica",
      description:
        "La chiesa a cinque cupole del re Milutin, del 1321, appena fuori Pristina, con vividi affreschi del XIV secolo e un giardino tranquillo curato dalle monache.",
      longDescription:
        "Il monastero di Gračanica fu fatto costruire dal re serbo Stefan Milutin e completato nel 1321 sui resti di chiese più antiche. Le sue cinque cupole si innalzano a gradoni in pietra e mattoni, ed è spesso definito uno degli edifici più raffinati dell'architettura tardo-bizantina nei Balcani.\n\nAll'interno gli affreschi, dipinti poco dopo il completamento, sono straordinariamente ben conservati, tra cui i ritratti del re Milutin e della regina Simonida e un albero genealogico della dinastia dei Nemanjić. Dal 2006 il monastero fa parte del sito del Patrimonio mondiale dell'UNESCO «Monumenti medievali in Kosovo».\n\nQui vive una comunità di monache serbo-ortodosse che tiene il giardino sempre fiorito. Il monastero si trova nel centro della cittadina di Gračanica, circa 10 km a sud-est di Pristina, quindi è una comoda gita di mezza giornata. Vesti in modo rispettoso, e tieni presente che all'interno della chiesa non si possono scattare foto.",
      images: [
        {
          imageAlt: "La chiesa a cinque cupole del monastero di Gračanica nel suo giardino verde",
        },
        {
          imageAlt: "Le cupole in pietra e mattoni di Gračanica che risplendono al sole della sera",
        },
        {
          imageAlt: "Il giardino del monastero con le foglie d'autunno e la chiesa sullo sfondo",
        },
        {
          imageAlt:
            "Il monastero di Gračanica sotto la neve al crepuscolo, con le luci della cittadina",
        },
      ],
      address:
        "Centro della cittadina, sulla strada principale che attraversa Gračanica, circa 10 km a sud-est di Pristina",
      tags: [
        "Patrimonio mondiale UNESCO",
        "Cinque cupole",
        "Affreschi del XIV secolo",
        "Gita facile da Pristina",
        "Giardino del monastero",
      ],
      openingHours:
        "Di solito aperto ai visitatori tutti i giorni nelle ore di luce; durante le funzioni è chiuso alle visite",
      bestTimeToVisit:
        "In primavera, quando il giardino è in fiore, o in una limpida giornata d'autunno. Le mattine dei giorni feriali sono le più tranquille.",
      accessibilityInfo:
        "Vialetti piani e pavimentati attraverso il giardino fino alla porta della chiesa; una soglia all'ingresso e un interno in penombra.",
      facilities: [
        "Giardino del monastero",
        "Piccolo negozio con icone e prodotti delle monache",
        "Caffè e ristoranti in paese, nelle vicinanze",
      ],
      visitorTips: [
        "Niente pantaloncini né canottiere; alle donne può essere chiesto di coprirsi i capelli.",
        "All'interno della chiesa non sono ammesse foto.",
        "L'ingresso è gratuito; offerte e acquisti nel negozio sostengono il monastero.",
        "Le rovine romane di Ulpiana sono a un paio di chilometri: visitale entrambe nella stessa gita.",
      ],
      gettingThere: {
        onFoot:
          "Gli autobus da Pristina in direzione di Gjilan fermano a Gračanica; il monastero è a pochi minuti a piedi dalla fermata nel centro.",
        byTaxi:
          "Un taxi dal centro di Pristina impiega circa 15–20 minuti; concorda prima il prezzo. All'interno di Gračanica una breve corsa costa circa 2–5 €.",
      },
      nearbyAttractions: {
        "4": {
          distance: "circa 9 km",
        },
        "9": {
          distance: "circa 2 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "0,5 km",
        },
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "circa 10 km",
        },
      ],
    },
  },
};
