/* it texts of app/content/cities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  cities: {
    "1": {
      imageAlt:
        "Le lettere del Newborn e le cupole della Biblioteca nazionale nel centro di Pristina",
      name: "Pristina",
      gallery: [
        {
          imageAlt:
            "Le cupole e la facciata a reticolo della Biblioteca nazionale in una giornata di sole",
        },
        {
          imageAlt: "Il monumento Newborn illuminato in una sera d'inverno",
        },
        {
          imageAlt: "Il viale Madre Teresa animato dalle terrazze dei caffè in primavera",
        },
        {
          imageAlt: "Minareti e torre dell'orologio nella città vecchia di Pristina all'alba",
        },
        {
          imageAlt: "Sentieri nel bosco del parco di Germia, ai margini della città",
        },
      ],
      description:
        "La giovane capitale del Kosovo, innamorata dei caffè: il monumento Newborn, la Biblioteca nazionale con le sue cupole e un piccolo quartiere ottomano, tutto raggiungibile a piedi.",
      longDescription:
        "Pristina (Prishtina) è il punto di partenza della maggior parte dei viaggi in Kosovo. Qui si trovano l'aeroporto, la stazione principale degli autobus, l'università e il governo, e il centro è raccolto: dal viale Madre Teresa raggiungi a piedi il monumento Newborn, la Biblioteca nazionale, il Museo del Kosovo e il vecchio quartiere del bazar in molto meno di un'ora.\n\nNon è una città di grandi scenografie, ma di strati. Moschee ottomane come la Moschea imperiale del XV secolo sorgono accanto a palazzi di epoca jugoslava, all'audace biblioteca del 1982 e alla nuova cattedrale cattolica. Una delle popolazioni più giovani d'Europa tiene pieni caffè, gallerie e bar dall'espresso del mattino fino a tarda notte.\n\nConcediti un giorno o due. Percorri il viale, sali sul campanile della cattedrale per la vista, ammira la Dea in trono al museo e rifugiati sui sentieri nel bosco del parco di Germia. Il monastero di Gračanica e il sito romano di Ulpiana sono a breve distanza verso sud-est.",
      population: "Circa 230.000 (comune)",
      founded: "Borgo mercantile medievale, documentato dal XIV secolo",
      area: "circa 523 km² (comune)",
      keyLandmarks: [
        {
          name: "Monumento Newborn",
          description:
            "Lettere giganti inaugurate il giorno dell'indipendenza nel 2008 e ridipinte ogni anno con un nuovo disegno.",
        },
        {
          name: "Biblioteca nazionale del Kosovo",
          description:
            "L'edificio del 1982 di Andrija Mutnjaković, con cupole di vetro avvolte da un reticolo metallico, nel campus universitario.",
        },
        {
          name: "Viale Madre Teresa",
          description:
            "La spina dorsale pedonale della città, fiancheggiata da caffè e negozi, con la statua di Scanderbeg all'estremità nord.",
        },
        {
          name: "Museo del Kosovo",
          description:
            "Il museo nazionale, in un edificio del 1889, che custodisce la neolitica Dea in trono.",
        },
        {
          name: "Cattedrale di Santa Madre Teresa",
          description:
            "Cattedrale cattolica consacrata nel 2017; il suo campanile ha un ascensore e un'ampia vista sulla città.",
        },
        {
          name: "Parco di Germia",
          description:
            "Un grande parco boscoso sul margine nord-orientale della città, con sentieri, aree picnic e una piscina estiva.",
        },
      ],
      neighborhoods: [
        {
          name: "Centro città (Qendra)",
          description:
            "Il viale Madre Teresa, le piazze principali e la maggior parte di musei, hotel e caffè.",
        },
        {
          name: "Città vecchia",
          description:
            "Ciò che resta del quartiere ottomano del bazar, con la Moschea imperiale, la torre dell'orologio e il Museo etnologico.",
        },
        {
          name: "Pejton",
          description:
            "Una fitta griglia di strade appena a ovest del viale, piena di ristoranti e bar.",
        },
        {
          name: "Dragodan (Arbëria)",
          description:
            "Un quartiere collinare e alberato di ambasciate e ville, con vista sulla città.",
        },
        {
          name: "Ulpiana",
          description:
            "Un quartiere residenziale di epoca jugoslava a sud del centro, con palazzoni, parchi e caffè di quartiere.",
        },
        {
          name: "Kodra e Diellit (Sunny Hill)",
          description: "Una zona residenziale su una collina a est, con vista sul centro.",
        },
      ],
      attractions: {
        "101": {
          imageAlt: "Le lettere NEWBORN dipinte con colori vivaci nel centro di Pristina",
          name: "Monumento Newborn",
          description:
            "Il monumento tipografico dell'indipendenza, ridipinto ogni febbraio. Una tappa fotografica breve ma immancabile.",
          openingHours: "All'aperto, accessibile in qualsiasi momento",
          address: "Via Luan Haradinaj, accanto al Palazzo della gioventù e dello sport",
        },
        "102": {
          imageAlt:
            "La Biblioteca nazionale del Kosovo con le sue cupole nella luce dorata della sera",
          name: "Biblioteca nazionale del Kosovo",
          description:
            "L'edificio più discusso di Pristina, tutto cupole e reticolo metallico. Entra per vedere la luce sotto le cupole.",
          openingHours: "Biblioteca in attività, generalmente aperta nei giorni feriali",
          address: "Campus universitario, vicino a via Agim Ramadani",
        },
        "103": {
          imageAlt: "La facciata ocra del Museo del Kosovo nella città vecchia",
          name: "Museo del Kosovo",
          description:
            "Archeologia dal Neolitico all'Ulpiana romana e la storia del Kosovo moderno. Verifica che sia aperto prima di andare.",
          openingHours: "Di solito da martedì a domenica, di giorno; chiuso il lunedì",
          address: "Città vecchia, accanto alla moschea di Jashar Pascià",
        },
        "104": {
          imageAlt: "La cattedrale cattolica in mattoni rossi e il suo alto campanile a Pristina",
          name: "Cattedrale di Santa Madre Teresa",
          description:
            "Una cattedrale in mattoni rossi consacrata nel 2017. Prendi l'ascensore del campanile per una delle viste migliori sulla città.",
          openingHours: "Di solito aperta tutti i giorni; il campanile ha orari propri",
          address: "Vicino al viale Bill Clinton, centro di Pristina",
        },
        "105": {
          imageAlt: "Escursionisti tra alberi alti su un sentiero nel bosco del parco di Germia",
          name: "Parco di Germia",
          description:
            "Colline boscose ai margini della città con sentieri a piedi e in bici, prati per il picnic e una grande piscina all'aperto d'estate.",
          openingHours: "Aperto tutto il giorno, tutti i giorni",
          address: "Margine nord-orientale di Pristina",
        },
        "106": {
          imageAlt: "La cupola in pietra e il minareto della Moschea imperiale nella città vecchia",
          name: "Moschea imperiale (moschea di Fatih)",
          description:
            "Costruita negli anni Sessanta del Quattrocento per ordine del sultano Mehmed II, è uno degli edifici più antichi di Pristina, con un'unica, vastissima cupola.",
          openingHours: "Visitabile al di fuori degli orari di preghiera",
          address: "Città vecchia, vicino alla torre dell'orologio",
        },
      },
      restaurants: {
        "11": {
          imageAlt:
            "Una tavola di piatti tradizionali kosovari in un vecchio ristorante con muri in pietra",
          name: "Liburnia",
          description:
            "Cucina tradizionale albanese e kosovara in una vecchia casa vicino alla città vecchia, con un cortile per le sere calde.",
          category: "Cucina tradizionale kosovara",
          address: "Vicino alla città vecchia, centro di Pristina",
        },
        "12": {
          imageAlt: "Piatti cotti nel forno a legna serviti su una terrazza in giardino",
          name: "Tiffany",
          description:
            "Un classico di lunga data senza menù fisso: è il cameriere a dirti che cosa esce oggi dal forno a legna.",
          category: "Cucina kosovara, grigliate",
          address: "Centro città, Pristina",
        },
        "13": {
          imageAlt:
            "Un tavolo di caffè-ristorante circondato da scaffali di libri e da un giardino",
          name: "Soma Book Station",
          description:
            "Caffè, ristorante e libreria in uno, con un giardino, un ampio menù internazionale e un pubblico rilassato.",
          category: "Internazionale, caffè",
          address: "Centro città, Pristina",
        },
        "14": {
          imageAlt: "Un accogliente caffè-libreria con tazze di caffè e libri sul tavolo",
          name: "Dit' e Nat'",
          description:
            "Un caffè-libreria che serve ottimo caffè, piatti leggeri e, alcune sere, jazz dal vivo o letture.",
          category: "Caffè, libreria",
          address: "Centro città, Pristina",
        },
      },
      accommodations: {
        "15": {
          imageAlt: "La facciata di un grande hotel su una piazza del centro di Pristina, di notte",
          name: "Swiss Diamond Hotel",
          description:
            "Il cinque stelle più noto della capitale, proprio sul viale Madre Teresa, con spa e ristoranti eleganti.",
          address: "Piazza Madre Teresa, Pristina",
        },
        "16": {
          imageAlt: "Un hotel moderno in centro con vista dalla terrazza panoramica su Pristina",
          name: "Hotel Sirius",
          description:
            "Un hotel centrale in stile business a pochi minuti dal viale, con ristorante sulla terrazza panoramica.",
          address: "Centro città, Pristina",
        },
        "17": {
          imageAlt: "La terrazza di una guesthouse accogliente su una strada in collina a Pristina",
          name: "Velania Guesthouse",
          description:
            "Una guesthouse familiare e di lunga data nel quartiere collinare di Velania, molto amata dai backpacker.",
          address: "Quartiere di Velania, Pristina",
        },
      },
      accommodationTips: [
        "Dormi a distanza pedonale dal viale Madre Teresa: lì si trovano la maggior parte delle attrazioni, dei caffè e dei ristoranti.",
        "Prenota presto per fine luglio e agosto, quando i festival e la diaspora in visita riempiono le camere.",
        "Gli hotel costano circa 40–150 € a notte, le guesthouse 15–60 € e un letto in ostello 10–25 €.",
      ],
      events: {
        "18": {
          imageAlt:
            "Uno schermo cinematografico e il pubblico a una proiezione serale di un festival",
          name: "PriFest (Prishtina International Film Festival)",
          date: "Le date variano; le ultime edizioni si sono svolte a fine estate o in autunno",
          description:
            "Il festival internazionale del lungometraggio del Kosovo, attivo dal 2009, con proiezioni, ospiti e feste in tutta la città.",
        },
        "19": {
          imageAlt: "Un grande palco di festival all'aperto con la folla al crepuscolo",
          name: "Sunny Hill Festival",
          date: "Di solito a fine luglio o inizio agosto",
          description:
            "Il grande festival musicale fondato da Dua Lipa e da suo padre, con artisti internazionali di punta. Verifica che sia stata annunciata un'edizione.",
        },
      },
      localCuisine:
        "Flija (torta a strati di pastella), tavë kosi, qebapa, burek con lo yogurt e un macchiato a ogni sosta.",
      touristInfo:
        "Chiedi al tuo hotel o a un'agenzia locale mappe, guide e orari aggiornati: gli orari dei musei cambiano spesso.",
      gettingAround:
        "Il centro di Pristina si scopre meglio a piedi: il viale, la città vecchia e la biblioteca sono tutti entro 20 minuti di cammino. Gli autobus urbani costano circa 0,40–0,50 € a corsa, e i taxi sono economici, circa 2–5 € per un tragitto in città; scegli un taxi con tassametro o concorda prima il prezzo. Dall'aeroporto un taxi costa circa 15–20 € e l'autobus dell'aeroporto circa 3 €. Per Gračanica, Ulpiana o gite più lontane, gli autobus interurbani partono dalla stazione principale degli autobus, oppure puoi noleggiare un'auto per circa 25–50 € al giorno.",
      climate: {
        note: "Continentale: inverni freddi, a volte nevosi, ed estati calde e secche. La primavera e l'inizio dell'autunno sono le stagioni più piacevoli per camminare.",
      },
    },
    "2": {
      imageAlt:
        "La fortezza di Prizren sopra il Ponte di pietra e il minareto della moschea di Sinan Pascià",
      name: "Prizren",
      gallery: [
        {
          imageAlt: "L'antico Ponte di pietra sul fiume Lumbardhi a Prizren",
        },
        {
          imageAlt: "La moschea di Sinan Pascià accanto al fiume in una notte d'estate",
        },
        {
          imageAlt: "Le mura della fortezza sopra i tetti rossi della città vecchia al tramonto",
        },
        {
          imageAlt: "I caffè e la fontana di piazza Shadërvan al mattino",
        },
        {
          imageAlt: "La neve sui monti Šar dietro i minareti di Prizren",
        },
      ],
      description:
        "La città vecchia più bella del Kosovo: un ponte di pietra, moschee ottomane e una fortezza sulla collina lungo il fiume Lumbardhi, ai piedi dei monti Šar (Sharr).",
      longDescription:
        "Prizren sorge dove il fiume Lumbardhi esce dai monti Šar (Sharr), e la sua città vecchia si arrampica sui pendii di entrambe le sponde. Intorno a piazza Shadërvan trovi la moschea di Sinan Pascià, il Ponte di pietra restaurato e vicoli di caffè, laboratori di filigrana d'argento e panetterie, mentre dalla collina vegliano le mura della fortezza.\n\nFu un'importante città medievale, poi una prospera città ottomana, e nel 1878 ospitò la Lega di Prizren, una pietra miliare del movimento nazionale albanese. Chiese, moschee, hammam e una cattedrale cattolica sorgono a pochi passi l'una dall'altra, e la chiesa della Madonna di Ljeviš, del XIV secolo, fa parte di un sito del Patrimonio mondiale dell'UNESCO.\n\nFermati almeno una notte. Sali alla fortezza per il tramonto, cena in riva al fiume e, se sei qui all'inizio di agosto, unisciti alla folla del DokuFest, il festival del documentario e del cortometraggio. I monti Šar, il passo di Prevalla e i vigneti di Rahovec sono tutti facilmente raggiungibili.",
      population: "Circa 150.000 (comune)",
      founded: "La Theranda di epoca romana, fiorita dal XIV secolo",
      area: "circa 627 km² (comune)",
      keyLandmarks: [
        {
          name: "Fortezza di Prizren",
          description:
            "Mura in cima alla collina sopra la città vecchia, raggiungibili con una salita di 15–20 minuti, con la vista più bella della città.",
        },
        {
          name: "Ponte di pietra",
          description:
            "Il ponte di epoca ottomana sul Lumbardhi, ricostruito dopo un'alluvione nel 1979 e oggi simbolo della città.",
        },
        {
          name: "Moschea di Sinan Pascià",
          description:
            "L'emblematica moschea del 1615, con una grande cupola e interni dipinti, accanto al fiume.",
        },
        {
          name: "Chiesa della Madonna di Ljeviš",
          description:
            "Una chiesa del XIV secolo con affreschi importanti, parte del sito UNESCO dei Monumenti medievali in Kosovo.",
        },
        {
          name: "Complesso della Lega di Prizren",
          description:
            "Un museo nel luogo in cui i capi albanesi si riunirono nel 1878 per difendere le loro terre e i loro diritti.",
        },
        {
          name: "Hammam di Gazi Mehmed Pascià",
          description:
            "Un bagno ottomano del XVI secolo sull'altra sponda del fiume, restaurato e usato per mostre.",
        },
      ],
      neighborhoods: [
        {
          name: "Shadërvan",
          description:
            "Il cuore acciottolato della città vecchia intorno alla fontana, pieno di caffè e ristoranti.",
        },
        {
          name: "Nënkalaja",
          description:
            "Il ripido quartiere antico sotto la fortezza, che attraversi salendo verso Kalaja.",
        },
        {
          name: "Marash",
          description:
            "Una verde zona lungo il fiume, a monte, con platani, aree picnic e ristoranti in riva all'acqua.",
        },
        {
          name: "Arasta",
          description:
            "Un antico quartiere artigiano vicino al fiume, un tempo pieno di bancarelle e botteghe.",
        },
        {
          name: "Ortakoll",
          description:
            "Un quartiere residenziale sul lato nord della città, con negozi di quartiere e panetterie.",
        },
      ],
      attractions: {
        "201": {
          imageAlt: "Le mura della fortezza di Prizren sulla collina al tramonto",
          name: "Fortezza di Prizren",
          description:
            "Mura e porte restaurate sulla collina sopra la città vecchia; vieni al tramonto per la vista sui minareti.",
          openingHours: "Sito all'aperto, accessibile tutto il giorno",
          address: "Collina di Kalaja, sopra la città vecchia",
        },
        "202": {
          imageAlt: "La cupola e il minareto della moschea di Sinan Pascià accanto al fiume",
          name: "Moschea di Sinan Pascià",
          description:
            "La grande moschea di Prizren del XVII secolo, con la cupola dipinta. Visitala tra una preghiera e l'altra e vestiti in modo sobrio.",
          openingHours: "Visitabile al di fuori degli orari di preghiera",
          address: "Zona di Shadërvan, sponda sud del Lumbardhi",
        },
        "203": {
          imageAlt: "Il Ponte di pietra ad arco sul Lumbardhi all'alba",
          name: "Ponte di pietra",
          description:
            "Il ponte ad arco di epoca ottomana, ricostruito dopo l'alluvione del 1979; la veduta classica di Prizren, soprattutto di notte.",
          openingHours: "Sempre accessibile",
          address: "Sul Lumbardhi, accanto a Shadërvan",
        },
        "204": {
          imageAlt: "Il campanile in mattoni e le cupole della chiesa della Madonna di Ljeviš",
          name: "Chiesa della Madonna di Ljeviš",
          description:
            "Una chiesa del XIV secolo con rari affreschi, iscritta nella lista dell'UNESCO. L'accesso all'interno è limitato: chiedi sul posto.",
          openingHours: "Interno aperto in modo irregolare; l'esterno si vede dalla strada",
          address: "Città vecchia, sponda nord del Lumbardhi",
        },
        "205": {
          imageAlt: "Una tradizionale casa ottomana con cortile accanto al fiume a Prizren",
          name: "Complesso della Lega di Prizren",
          description:
            "Un museo nel luogo della Lega di Prizren del 1878, con una collezione etnografica in una casa tradizionale.",
          openingHours: "Di solito aperto di giorno; chiuso in alcuni giorni festivi",
          address: "Sponda sud del Lumbardhi, a monte del Ponte di pietra",
        },
      },
      restaurants: {
        "21": {
          imageAlt: "Tavoli accanto a un fiume e a una piccola cascata, con piatti tradizionali",
          name: "Ambient",
          description:
            "Tavoli lungo l'acqua a pochi passi dalla città vecchia, con piatti tradizionali come le tava, stufati cotti al forno.",
          category: "Cucina tradizionale kosovara",
          address: "Sul fiume Lumbardhi, appena fuori dalla città vecchia",
        },
        "22": {
          imageAlt: "Carne alla griglia e insalate su una terrazza nella città vecchia di Prizren",
          name: "Besimi-Beska",
          description:
            "Un ristorante storico della città vecchia per carne alla griglia, insalate e piatti semplici e abbondanti a prezzi onesti.",
          category: "Grigliate",
          address: "Città vecchia, vicino a Shadërvan",
        },
        "23": {
          imageAlt:
            "Macchiati e baklava sul tavolino di un caffè accanto alla fontana di Shadërvan",
          name: "I caffè di Shadërvan",
          description:
            "Siediti sotto gli alberi intorno alla fontana con un macchiato o un caffè turco e una baklava, e guarda la città passeggiare.",
          category: "Caffè",
          address: "Piazza Shadërvan, città vecchia",
        },
      },
      accommodations: {
        "24": {
          imageAlt:
            "Un hotel nella città vecchia di Prizren con la fortezza sulla collina alle spalle",
          name: "Hotel Theranda",
          description:
            "Un hotel confortevole proprio nella città vecchia, a pochi passi da Shadërvan e dal fiume.",
          address: "Città vecchia, vicino a Shadërvan",
        },
        "25": {
          imageAlt: "Il cortile accogliente di un ostello in una vecchia casa di Prizren",
          name: "Driza's House",
          description:
            "Un ostello molto frequentato in una vecchia casa vicino al centro, con un cortile dove è facile conoscere altri viaggiatori.",
          address: "Città vecchia, Prizren",
        },
      },
      accommodationTips: [
        "Dormi nella città vecchia o nei dintorni: tutto ciò che vale la pena vedere è entro 15 minuti a piedi.",
        "Durante il DokuFest, all'inizio di agosto, le camere vanno esaurite: per quella settimana prenota con mesi di anticipo.",
        "Molte piccole guesthouse in case antiche hanno scale ripide e niente ascensore: chiedi, se per te è importante.",
      ],
      events: {
        "26": {
          imageAlt: "Uno schermo di cinema all'aperto accanto al fiume a Prizren, di notte",
          name: "DokuFest",
          date: "Di solito all'inizio di agosto",
          description:
            "Il festival più famoso del Kosovo: documentari e cortometraggi su schermi all'aperto in tutta la città vecchia, con concerti ogni sera.",
        },
        "27": {
          imageAlt: "Musicisti su un palco nella città vecchia di Prizren in una sera d'autunno",
          name: "Zambaku i Prizrenit",
          date: "Le date variano; le ultime edizioni si sono svolte a fine estate o in autunno",
          description:
            "Nato nel 1986: una serata di canzoni inedite nella tradizione della canzone urbana di Prizren, cantate con un'orchestra dal vivo per aggiudicarsi il giglio del festival.",
        },
      },
      localCuisine:
        "Qebapa alla griglia e tava al forno, burek, baklava, e vino e raki della vicina Rahovec.",
      touristInfo:
        "La città vecchia è raccolta e ben segnalata; chiedi alla tua guesthouse una mappa e quali chiese e musei sono aperti quel giorno.",
      gettingAround:
        "Muoviti a piedi: la città vecchia è pedonale e la fortezza è a una breve salita. Un taxi dentro Prizren costa circa 2–5 €. Gli autobus interurbani per Pristina, Gjakova e Peja partono dalla stazione ai margini del centro e costano circa 3–7 €; per i monti Šar o per Rahovec la soluzione più semplice è un'auto (circa 25–50 € al giorno) o un taxi organizzato dal tuo hotel.",
      climate: {
        note: "Riparata e un po' più calda di Pristina, con estati calde; i vicini monti Šar restano innevati fino a primavera inoltrata.",
      },
    },
    "3": {
      imageAlt: "L'imbocco della gola di Rugova sopra la città di Peja",
      name: "Peja",
      gallery: [
        {
          imageAlt: "Le pareti calcaree della gola di Rugova appena fuori Peja",
        },
        {
          imageAlt: "Le chiese rosse del Patriarcato di Peć ai piedi delle montagne",
        },
        {
          imageAlt: "Il vecchio bazar di Peja con le sue botteghe in legno al crepuscolo",
        },
        {
          imageAlt: "Una zip line che attraversa la gola di Rugova",
        },
        {
          imageAlt: "Le vette innevate delle Prokletije sopra Peja all'alba",
        },
      ],
      description:
        "Peja (Peć) si trova ai piedi delle Prokletije (Alpi albanesi), con la gola di Rugova alle porte e il Patriarcato, patrimonio UNESCO, ai margini della città.",
      longDescription:
        "Peja (Peć in serbo) si stende sul fiume Lumbardhi, nel punto in cui esce dalla gola di Rugova, con le vette delle Prokletije (Alpi albanesi, in albanese Bjeshkët e Nemuna) che si innalzano subito alle sue spalle. È la principale base del Kosovo per le attività all'aria aperta, e anche la patria della birra che porta il suo nome.\n\nLa città ha un passato lungo e stratificato. Dal 1346 il Patriarcato di Peć fu la sede dei patriarchi serbi; sotto gli ottomani la città crebbe intorno al suo bazar e alla moschea Bajrakli del XV secolo. Il vecchio bazar è stato ricostruito, e il Patriarcato fa parte del sito UNESCO dei Monumenti medievali in Kosovo.\n\nPassa una giornata in città, poi risali la gola: vie ferrate, una zip line, escursioni sul sentiero Peaks of the Balkans e pranzi in guesthouse a base di formaggio di Rugova e flija. A luglio l'Anibar, il festival dell'animazione, riempie il cinema e le piazze della città.",
      population: "Circa 85.000 (comune)",
      founded: "Città medievale, sede dei patriarchi serbi dal XIV secolo",
      area: "circa 602 km² (comune)",
      keyLandmarks: [
        {
          name: "Gola di Rugova",
          description:
            "Uno stretto canyon calcareo che inizia 2 km a ovest della città, con una strada di montagna, una via ferrata e una zip line.",
        },
        {
          name: "Patriarcato di Peć",
          description:
            "Quattro chiese medievali unite tra loro e ricoperte di affreschi, parte di un sito del Patrimonio mondiale dell'UNESCO.",
        },
        {
          name: "Moschea Bajrakli",
          description:
            "La principale moschea storica di Peja, del XV secolo, ai margini del vecchio bazar.",
        },
        {
          name: "Vecchio bazar (Çarshia e Gjatë)",
          description:
            "La lunga via del bazar ricostruita, con piccole botteghe, caffè e artigiani.",
        },
        {
          name: "Sorgente del Drin Bianco (Radavc)",
          description:
            "Una cascata e una sorgente vicino al villaggio di Radavc, circa 11 km a nord della città.",
        },
        {
          name: "Prokletije (Alpi albanesi)",
          description:
            "Alte vette calcaree e valli attraversate dal sentiero Peaks of the Balkans.",
        },
      ],
      neighborhoods: [
        {
          name: "Centro città",
          description: "Le piazze e le vie pedonali intorno all'Hotel Dukagjini e al fiume.",
        },
        {
          name: "Vecchio bazar",
          description:
            "La via del mercato ottomano ricostruita, con caffè e botteghe vicino alla moschea Bajrakli.",
        },
        {
          name: "Karagaç",
          description:
            "Una collina boscosa con un parco sul lato occidentale della città, molto frequentata per le passeggiate.",
        },
        {
          name: "Lungofiume del Lumbardhi",
          description:
            "La passeggiata lungo il fiume che dal centro porta verso ovest, fino al Patriarcato e alla gola.",
        },
        {
          name: "Valle di Rugova",
          description:
            "I villaggi di montagna sopra la gola, con guesthouse, pascoli e punti di partenza dei sentieri.",
        },
      ],
      attractions: {
        "301": {
          imageAlt: "La strada che si snoda nello stretto canyon di Rugova",
          name: "Gola di Rugova",
          description:
            "Il canyon più spettacolare del Kosovo, appena fuori città: punti panoramici, via ferrata, una zip line e sentieri di montagna.",
          openingHours: "Aperta tutto l'anno; attività soprattutto da fine primavera all'autunno",
          address: "Strada Peja–Rugova, circa 2 km a ovest del centro",
        },
        "302": {
          imageAlt: "Le chiese dalle pareti rosse del Patriarcato in un giardino verde",
          name: "Patriarcato di Peć",
          description:
            "Quattro chiese medievali sotto un unico tetto, ricoperte di affreschi. Porta il passaporto o un documento d'identità per il posto di controllo.",
          openingHours: "Di solito aperto di giorno, al di fuori delle funzioni",
          address: "Margine occidentale di Peja, sulla strada che entra nella gola",
        },
        "303": {
          imageAlt: "La cupola e il minareto della moschea Bajrakli di Peja al crepuscolo",
          name: "Moschea Bajrakli",
          description:
            "La principale moschea storica della città, del XV secolo, accanto al vecchio bazar.",
          openingHours: "Visitabile al di fuori degli orari di preghiera",
          address: "Vecchio bazar, Peja",
        },
        "304": {
          imageAlt: "Botteghe in legno e caffè lungo il vecchio bazar di Peja",
          name: "Vecchio bazar",
          description:
            "Passeggia lungo la via del mercato ricostruita per filigrana, copricapi tradizionali e un caffè in un localino minuscolo.",
          openingHours: "Negozi di solito aperti dal mattino al tardo pomeriggio",
          address: "Città vecchia, Peja",
        },
        "305": {
          imageAlt: "Una cascata che sgorga da una parete di roccia vicino a Radavc",
          name: "Sorgente del Drin Bianco",
          description:
            "Una cascata nel punto in cui il Drin Bianco sgorga dalla roccia, con un breve sentiero e ristoranti nei dintorni.",
          openingHours: "Accessibile tutto il giorno",
          address: "Vicino al villaggio di Radavc, a nord di Peja",
        },
      },
      restaurants: {
        "31": {
          imageAlt: "Una tavola di piatti tradizionali in un ristorante pieno di arte popolare",
          name: "Art Design",
          description:
            "Un ristorante di lunga data decorato con arte popolare e dipinti, che serve piatti tradizionali kosovari.",
          category: "Cucina tradizionale kosovara",
          address: "Centro città, Peja",
        },
        "32": {
          imageAlt: "Flija, formaggio e insalate sulla tavola di una guesthouse in montagna",
          name: "Le guesthouse della valle di Rugova",
          description:
            "Molte guesthouse familiari lungo la gola servono cucina casalinga: flija, formaggio di Rugova, agnello di montagna e insalate fresche.",
          category: "Cucina casalinga",
          address: "Villaggi della valle di Rugova, a ovest di Peja",
        },
        "33": {
          imageAlt: "Caffè e pasticcini su un tavolino in una via del vecchio bazar",
          name: "I caffè del vecchio bazar",
          description:
            "Minuscoli caffè e panetterie lungo il bazar per un macchiato, un burek o una pite al mattino.",
          category: "Caffè",
          address: "Vecchio bazar, Peja",
        },
      },
      accommodations: {
        "34": {
          imageAlt: "Un grande hotel sulla piazza principale di Peja con le montagne alle spalle",
          name: "Hotel Dukagjini",
          description:
            "Lo storico hotel sulla piazza principale di Peja, accanto al fiume, con vista sulle montagne dai piani alti.",
          address: "Piazza principale, Peja",
        },
        "35": {
          imageAlt: "Una guesthouse di montagna in una valle verde degli altopiani di Rugova",
          name: "Guesthouse Kujtimi",
          description:
            "Una guesthouse familiare sugli altopiani di Rugova, ben nota agli escursionisti del sentiero Peaks of the Balkans.",
          address: "Reka e Allagës, valle di Rugova",
        },
      },
      accommodationTips: [
        "Dormi in città per ristoranti e autobus, oppure in una guesthouse di Rugova per partire presto sui sentieri.",
        "Le guesthouse in montagna di solito includono cena e colazione; chiedi quando prenoti.",
        "D'inverno i villaggi più alti possono restare isolati per la neve: verifica l'accesso prima di prenotare.",
      ],
      events: {
        "36": {
          imageAlt:
            "Uno schermo all'aperto e il pubblico in una piazza di Peja in una notte d'estate",
          name: "Anibar, festival internazionale dell'animazione",
          date: "Di solito a metà luglio",
          description:
            "Una settimana di film d'animazione nel cinema della città e su schermi all'aperto, con laboratori, incontri e concerti ogni sera.",
        },
        "37": {
          imageAlt: "Una folla che assiste a giochi tradizionali in un prato di montagna",
          name: "Giochi tradizionali di Rugova",
          date: "Di solito in estate",
          description:
            "Lotta, sport tradizionali, canti e danze degli altopiani di Rugova, con cibo e bevande del posto.",
        },
      },
      localCuisine:
        "Flija, formaggio di Rugova, pite, miele di montagna, trota e una Peja fresca, la birra locale.",
      touristInfo:
        "Gli operatori outdoor locali e le guesthouse sono la fonte migliore di informazioni su sentieri, vie ferrate e meteo; per l'alta montagna ingaggia una guida abilitata.",
      gettingAround:
        "Il centro, il vecchio bazar e il Patriarcato si girano a piedi, e l'imbocco della gola è a circa 30 minuti di cammino. Un taxi in città costa circa 2–5 €; per l'alta valle di Rugova concorda il prezzo e l'orario di ritorno prima di partire. Gli autobus interurbani collegano Peja con Pristina, Deçan e Gjakova per circa 3–7 €. Per la montagna, la scelta pratica è un'auto (circa 25–50 € al giorno) o una guida con mezzo di trasporto.",
      climate: {
        note: "In città estati calde e inverni freddi; gli altopiani di Rugova sono più freschi di diversi gradi e innevati all'incirca da dicembre a marzo.",
      },
    },
    "4": {
      imageAlt:
        "Le botteghe in legno del Gran Bazar di Gjakova con il minareto della moschea di Hadum",
      name: "Gjakova",
      gallery: [
        {
          imageAlt: "La lunga via acciottolata del Gran Bazar con le imposte di legno",
        },
        {
          imageAlt: "Il minareto della moschea di Hadum sopra il bazar al crepuscolo",
        },
        {
          imageAlt: "L'antico ponte Terzi sul fiume Erenik, in aperta campagna",
        },
        {
          imageAlt: "Tavolini di caffè nel bazar illuminati dalle lanterne, di notte",
        },
        {
          imageAlt: "Gli altopiani di Gjakova sotto la neve oltre la città",
        },
      ],
      description:
        "Una tranquilla città dell'ovest costruita intorno a uno dei bazar più lunghi dei Balcani, con moschee ottomane, logge sufi, antichi ponti e un caffè famoso.",
      longDescription:
        "Gjakova (Đakovica) si trova nel Kosovo occidentale, più o meno a metà strada tra Peja e Prizren e vicino al confine albanese. Il suo cuore è il Gran Bazar (Çarshia e Madhe), una lunga strada acciottolata di botteghe basse con le imposte di legno, dove sarti, argentieri e caffè condividono ancora la stessa via.\n\nLa città crebbe nel XVI secolo intorno alla moschea di Hadum e al suo mercato, lungo le vie commerciali verso Scutari. Gran parte del bazar bruciò nel 1999 ed è stata ricostruita con cura. Gjakova è nota anche per il suo patrimonio sufi, con diverse tekke ancora attive, e per una forte tradizione di canzone urbana.\n\nVieni per una giornata senza fretta: un caffè nel bazar, gli interni dipinti della moschea di Hadum, una passeggiata fino agli antichi ponti in pietra sull'Erenik e una cena quando si accendono le lanterne. Visoki Dečani, Prizren e i vigneti di Rahovec sono ciascuno a meno di un'ora d'auto.",
      population: "Circa 80.000 (comune)",
      founded: "Città mercato ottomana, cresciuta intorno al suo bazar dal XVI secolo",
      area: "circa 587 km² (comune)",
      keyLandmarks: [
        {
          name: "Gran Bazar (Çarshia e Madhe)",
          description: "Circa un chilometro di botteghe in legno ricostruite, laboratori e caffè.",
        },
        {
          name: "Moschea di Hadum",
          description:
            "La moschea della fine del XVI secolo in cima al bazar, con interni dipinti.",
        },
        {
          name: "Ponte Terzi",
          description:
            "Un lungo ponte ottomano in pietra sull'Erenik, fuori città, che prende il nome dalla corporazione dei sarti.",
        },
        {
          name: "Ponte Tabaku",
          description:
            "Un piccolo ponte in pietra sul torrente Krena, che prende il nome dai conciatori che lavoravano nei dintorni.",
        },
        {
          name: "Tekke sufi",
          description:
            "Logge di diversi ordini dervisci, ancora in uso; visitale con rispetto e chiedi prima di entrare.",
        },
        {
          name: "Museo etnografico",
          description:
            "Costumi tradizionali, mobili e artigianato in una vecchia casa cittadina; a volte è rimasto chiuso per lavori, quindi verifica prima.",
        },
      ],
      neighborhoods: [
        {
          name: "Çarshia e Madhe",
          description: "Il Gran Bazar e le sue vie laterali, il centro storico e sociale.",
        },
        {
          name: "Qarshia e Vogël",
          description:
            "Il centro più recente intorno alla via pedonale, animato la sera da caffè e bar.",
        },
        {
          name: "Quartiere della moschea di Hadum",
          description:
            "La zona intorno al complesso della moschea, alla biblioteca e al luogo dell'antica torre dell'orologio.",
        },
        {
          name: "Lungofiume dell'Erenik",
          description:
            "Sponde verdi lungo il fiume, con sentieri che portano a sud verso il ponte Terzi.",
        },
        {
          name: "Çabrat",
          description: "Una collina ai margini del centro con sentieri e vista sulla città.",
        },
      ],
      attractions: {
        "401": {
          imageAlt: "Passanti e imposte di legno nel Gran Bazar di Gjakova",
          name: "Gran Bazar",
          description:
            "Percorri tutto il bazar ricostruito, fermati nei laboratori e nei caffè e torna la sera per le lanterne.",
          openingHours: "Negozi di solito aperti dal mattino alla sera; caffè fino a più tardi",
          address: "Çarshia e Madhe, centro di Gjakova",
        },
        "402": {
          imageAlt: "La cupola in pietra e il portico della moschea di Hadum in primavera",
          name: "Moschea di Hadum",
          description:
            "L'edificio ottomano più bello di Gjakova, della fine del XVI secolo, con decorazioni dipinte all'interno.",
          openingHours: "Visitabile al di fuori degli orari di preghiera",
          address: "In cima al Gran Bazar, Gjakova",
        },
        "403": {
          imageAlt: "Il ponte Terzi con le sue numerose arcate sull'Erenik al tramonto",
          name: "Ponte Terzi",
          description:
            "Un lungo ponte ottomano a molte arcate nella campagna fuori città; una piacevole breve gita in auto o in taxi.",
          openingHours: "Sempre accessibile",
          address: "Sul fiume Erenik, fuori Gjakova",
        },
        "404": {
          imageAlt: "Un piccolo ponte in pietra ad arco su un torrente a Gjakova",
          name: "Ponte Tabaku",
          description:
            "Un piccolo e fotogenico ponte in pietra vicino al centro, che prende il nome dai conciatori che un tempo lavoravano lì accanto.",
          openingHours: "Sempre accessibile",
          address: "Sul torrente Krena, vicino al centro di Gjakova",
        },
      },
      restaurants: {
        "41": {
          imageAlt: "Caffè e lokum su un tavolino sotto le imposte di legno del bazar",
          name: "I caffè del Gran Bazar",
          description:
            "Gjakova va fiera del suo caffè: siediti in un caffè del bazar con un macchiato o un caffè turco e guarda la strada.",
          category: "Caffè",
          address: "Çarshia e Madhe, Gjakova",
        },
        "42": {
          imageAlt: "Qebapa con pane, cipolle e ayran sul tavolino di un locale",
          name: "Griglierie del bazar (qebaptore)",
          description:
            "Piccole griglierie intorno al bazar servono qebapa con pane, cipolle e un bicchiere di ayran.",
          category: "Grigliate",
          address: "Intorno al Gran Bazar, Gjakova",
        },
        "43": {
          imageAlt: "Tavoli all'aperto con bevande e piattini in una vivace strada serale",
          name: "Le terrazze serali di Qarshia e Vogël",
          description:
            "La sera le vie pedonali del centro si riempiono di terrazze, per una pizza, una grigliata e un bicchiere di vino locale.",
          category: "Caffè e bar",
          address: "Vie pedonali del centro, Gjakova",
        },
      },
      accommodations: {
        "44": {
          imageAlt: "Un piccolo hotel in edifici tradizionali su un vicolo acciottolato del bazar",
          name: "Hotel Çarshia e Jupave",
          description:
            "Un piccolo hotel nella zona del vecchio bazar, a pochi passi dai caffè e dalla moschea di Hadum.",
          address: "Zona del vecchio bazar, Gjakova",
        },
      },
      accommodationTips: [
        "Dormi vicino al bazar per goderti le serate a piedi.",
        "Gjakova ha meno hotel di Prizren o Peja; prenota in anticipo a luglio e agosto, quando la diaspora torna a casa.",
        "Si presta anche a una gita in giornata da Prizren o da Peja, entrambe a meno di un'ora.",
      ],
      events: {
        "45": {
          imageAlt: "Un palco per concerti nel Gran Bazar in una sera d'estate",
          name: "Ditët e Shqiptarit (Giorni dell'albanese)",
          date: "Le ultime edizioni si sono svolte da metà luglio fino ad agosto",
          description:
            "Un recente festival estivo di concerti, sport tradizionali e cibo, sui palchi del bazar e nei parchi della città.",
        },
        "46": {
          imageAlt:
            "Poeti che leggono davanti al pubblico in un vecchio cortile in una sera d'autunno",
          name: "100 Thousand Poets for Change (centomila poeti per il cambiamento)",
          date: "Di solito a settembre",
          description:
            "Un incontro letterario che si tiene a Gjakova dal 2011, con letture, musica e premi nell'arco di due giorni.",
        },
      },
      localCuisine:
        "Qebapa, flija, peperoni ripieni, caffè turco e dolci come la baklava e la tespishte.",
      touristInfo:
        "Il bazar e il centro si esplorano facilmente senza guida; chiedi alla gente del posto o al tuo hotel come visitare le tekke e i ponti fuori città.",
      gettingAround:
        "Il bazar e il centro si girano a piedi, e un taxi in città costa circa 2–5 €. Gli autobus interurbani vanno a Pristina, Prizren, Peja e Deçan per circa 3–7 €. Per il ponte Terzi e la campagna prendi un taxi concordando prima il prezzo, oppure vai in auto.",
      climate: {
        note: "D'estate è una delle città più calde del Kosovo, con primavere e autunni miti e qualche nevicata d'inverno.",
      },
    },
    "5": {
      imageAlt:
        "Il castelletto di una miniera sopra i tetti di Mitrovica e il fiume Ibar al crepuscolo",
      name: "Mitrovica",
      gallery: [
        {
          imageAlt: "Il ponte principale sul fiume Ibar a Mitrovica",
        },
        {
          imageAlt: "Il Monumento ai minatori sulla sua collina sopra la città",
        },
        {
          imageAlt: "Le rovine della fortezza di Zvečan su una collina vulcanica all'alba",
        },
        {
          imageAlt: "Una torre di miniera del complesso di Trepça contro le colline d'inverno",
        },
        {
          imageAlt: "La passeggiata lungo l'Ibar di notte",
        },
      ],
      description:
        "La città principale del Kosovo settentrionale, divisa dal fiume Ibar e plasmata dalle miniere di Trepça, con la fortezza di Zvečan su una collina poco lontana.",
      longDescription:
        "Mitrovica è cresciuta dove la Sitnica si getta nell'Ibar. Il fiume divide anche la città: il sud è in prevalenza albanese e il nord in prevalenza serbo, e il ponte principale tra le due parti è diventato il simbolo di questa divisione. Puoi passare a piedi da una metà all'altra; al nord aspettati prezzi in dinari oltre che in euro.\n\nSono state le miniere a creare la città moderna. Le miniere e le fonderie di Trepça furono sfruttate su larga scala dalla fine degli anni Venti e nei decenni jugoslavi davano lavoro a molte migliaia di persone; i loro castelletti e il Monumento ai minatori, sulla collina sopra la sponda nord, disegnano ancora l'orizzonte.\n\nÈ una gita in giornata insolita ma appagante da Pristina, a circa 40 km. Passeggia lungo il fiume, sali al Monumento ai minatori per la vista e visita le rovine medievali della fortezza di Zvečan, appena a nord-ovest della città. Prima di partire consulta gli avvisi di viaggio aggiornati, perché la situazione al nord può cambiare.",
      population: "Circa 70.000–90.000 (Mitrovica Sud e Mitrovica Nord)",
      founded: "Città mineraria, cresciuta con Trepça nel XX secolo",
      area: "circa 331 km² (comune di Mitrovica Sud)",
      keyLandmarks: [
        {
          name: "Ponte principale sull'Ibar",
          description:
            "Il ponte tra la metà meridionale e quella settentrionale della città, oggi aperto ai pedoni.",
        },
        {
          name: "Monumento ai minatori",
          description:
            "Un suggestivo memoriale di epoca jugoslava sulla collina sopra la sponda nord, con vista sulla città.",
        },
        {
          name: "Fortezza di Zvečan",
          description:
            "Rovine medievali su una ripida collina vulcanica appena a nord-ovest di Mitrovica.",
        },
        {
          name: "Miniere di Trepça",
          description:
            "Il complesso minerario di piombo e zinco che ha costruito la città; le sue torri si ergono ancora ai margini.",
        },
        {
          name: "Monumento a Isa Boletini",
          description:
            "Una statua del combattente per l'indipendenza albanese nato vicino a Mitrovica, nella parte sud della città.",
        },
        {
          name: "Lungofiume dell'Ibar",
          description: "Passeggiate e parchi lungo il fiume, su entrambe le sponde.",
        },
      ],
      neighborhoods: [
        {
          name: "Centro di Mitrovica Sud",
          description:
            "Le piazze principali, le moschee, i caffè e la stazione degli autobus sulla sponda sud.",
        },
        {
          name: "Mitrovica Nord",
          description:
            "La sponda nord a maggioranza serba, con la sua via principale, una chiesa e le facoltà universitarie.",
        },
        {
          name: "Bosniak Mahala",
          description:
            "Un quartiere misto sulla sponda nord, dove vivono albanesi, bosgnacchi e altri.",
        },
        {
          name: "Lungofiume dell'Ibar",
          description: "Le sponde verdi dell'Ibar, con passeggiate su entrambi i lati dei ponti.",
        },
        {
          name: "Zvečan",
          description:
            "La piccola città vicina ai piedi della collina della fortezza, a nord-ovest.",
        },
      ],
      attractions: {
        "501": {
          imageAlt: "Un alto monumento in cemento su una collina sopra Mitrovica al tramonto",
          name: "Monumento ai minatori",
          description:
            "Un audace memoriale di epoca jugoslava dedicato ai minatori, sulla collina sopra la sponda nord; sali a piedi per la vista sulla città.",
          openingHours: "All'aperto, accessibile in qualsiasi momento",
          address: "Collina sopra la sponda nord, Mitrovica Nord",
        },
        "502": {
          imageAlt: "Un ponte sul fiume Ibar che collega le due metà di Mitrovica",
          name: "Ponte principale sull'Ibar",
          description:
            "Il ponte che per anni ha diviso la città; attraversarlo a piedi è il modo migliore per capire la Mitrovica di oggi.",
          openingHours: "Sempre aperto ai pedoni",
          address: "Sull'Ibar, centro di Mitrovica",
        },
        "503": {
          imageAlt: "Rovine di una fortezza medievale in cima a una ripida collina conica",
          name: "Fortezza di Zvečan",
          description:
            "Le rovine di una fortezza medievale su un vulcano spento, raggiungibili con un sentiero ripido, con ampie vedute sulla valle dell'Ibar.",
          openingHours: "Sito all'aperto, accessibile con la luce del giorno",
          address: "Sopra Zvečan, a nord-ovest di Mitrovica",
        },
        "504": {
          imageAlt: "Una statua di bronzo di un uomo in abito tradizionale in una piazza cittadina",
          name: "Monumento a Isa Boletini",
          description:
            "Una statua in onore di Isa Boletini, uno dei capi del movimento nazionale albanese, nato vicino a Mitrovica.",
          openingHours: "All'aperto, accessibile in qualsiasi momento",
          address: "Centro di Mitrovica Sud",
        },
      },
      restaurants: {
        "51": {
          imageAlt: "Un piatto di vitello arrosto e un'insalata shopska sul tavolo di un pub",
          name: "Museum Pub",
          description:
            "Un pub-ristorante rilassato in centro, noto per gli arrosti, le insalate e le bevande fresche.",
          category: "Pub, grigliate",
          address: "Centro di Mitrovica",
        },
        "52": {
          imageAlt: "Qebapa, pane e peperoni sul tavolino di un locale",
          name: "Le qebaptore di Mitrovica Sud",
          description:
            "Le griglierie intorno al centro servono qebapa, burek e insalate in fretta e a poco prezzo.",
          category: "Grigliate",
          address: "Intorno al centro, Mitrovica Sud",
        },
        "53": {
          imageAlt: "Tazze di caffè sulla terrazza di un caffè lungo un fiume",
          name: "I caffè sul fiume",
          description:
            "Terrazze di caffè vicino ai ponti e lungo l'Ibar, per un macchiato guardando la gente passare.",
          category: "Caffè",
          address: "Lungo l'Ibar, centro di Mitrovica",
        },
      },
      accommodations: {
        "54": {
          imageAlt: "Un piccolo hotel moderno su una strada di Mitrovica Nord",
          name: "NorthCity Hotel",
          description:
            "Un hotel curato a Mitrovica Nord, con colazione inclusa e un ristorante nello stesso edificio.",
          address: "Mitrovica Nord",
        },
      },
      accommodationTips: [
        "La maggior parte dei visitatori arriva in giornata da Pristina, a circa un'ora di autobus.",
        "Se ti fermi a dormire, scegli la sponda del fiume più adatta ai tuoi programmi; attraversare a piedi è facile.",
        "Porta un po' di contanti: al nord i prezzi sono spesso in dinari, anche se di solito gli euro vengono accettati.",
      ],
      events: {
        "55": {
          imageAlt: "Una jazz band su un palco all'aperto in una notte d'estate",
          name: "Mitrovica International Jazz Days (giornate internazionali del jazz)",
          date: "Prima edizione a fine agosto 2023; verifica se ce ne sono di nuove",
          description:
            "Un festival jazz che fa rivivere la tradizione jazz e rock della città, con artisti internazionali e una big band residente.",
        },
      },
      localCuisine:
        "Qebapa e burek sulla sponda sud, carne alla griglia e piatti serbi come la pljeskavica su quella nord.",
      touristInfo:
        "Prima di partire consulta gli avvisi di viaggio aggiornati per il Kosovo settentrionale, e tieni con te il passaporto o un documento d'identità.",
      gettingAround:
        "Il centro ed entrambe le sponde si girano facilmente a piedi, e i ponti sono comodi per i pedoni. Un taxi in città costa circa 2–5 €. Gli autobus da e per Pristina sono frequenti e costano quanto le solite tratte interurbane, 3–7 €; per la fortezza di Zvečan prendi un breve taxi e sali a piedi sulla collina.",
      climate: {
        note: "Continentale, come Pristina: inverni freddi con gelate frequenti ed estati calde; le colline intorno sono più fresche.",
      },
    },
    "6": {
      imageAlt: "Una moschea e una chiesa ortodossa una accanto all'altra nel centro di Ferizaj",
      name: "Ferizaj",
      gallery: [
        {
          imageAlt: "La Grande moschea e la chiesa di San Uroš che condividono lo stesso cortile",
        },
        {
          imageAlt: "La biforcazione del fiume Nerodime tra prati verdi",
        },
        {
          imageAlt: "Il viale pedonale di Ferizaj con i caffè, di sera",
        },
        {
          imageAlt: "La ferrovia che ha fatto nascere la città, all'alba",
        },
        {
          imageAlt: "I monti Šar all'orizzonte a sud di Ferizaj",
        },
      ],
      description:
        "Una vivace città ferroviaria a sud di Pristina, nota per la moschea e la chiesa che condividono lo stesso cortile e per la rara biforcazione del fiume Nerodime.",
      longDescription:
        "Ferizaj (Uroševac) è una città giovane. È cresciuta dopo che la ferrovia tra Mitrovica e Skopje raggiunse la zona nel 1873, intorno a una locanda il cui proprietario, Feriz Shashivari, avrebbe dato il nome alla città. Oggi è una delle città più grandi del Kosovo, con un animato viale pedonale e un pubblico giovane nei suoi caffè.\n\nIl suo monumento più noto si trova in centro: la Grande moschea e la chiesa ortodossa di San Uroš condividono lo stesso cortile, immagine della lunga tradizione di convivenza della città. Appena fuori città, il fiume Nerodime si divide in due e le sue acque scorrono sia verso il Mar Nero sia verso l'Egeo: è una delle pochissime biforcazioni fluviali d'Europa.\n\nFerizaj è una tappa comoda scendendo da Pristina verso Brezovica e i monti Šar (Sharr), o verso Skopje. Dedicale qualche ora: visita la moschea e la chiesa, percorri il viale e concediti un lungo pranzo a base di vitello cotto lentamente.",
      population: "Circa 110.000 (comune)",
      founded: "Città ferroviaria, cresciuta nel XIX secolo intorno alla stazione del 1873",
      area: "circa 345 km² (comune)",
      keyLandmarks: [
        {
          name: "Grande moschea (moschea di Mulla Veseli)",
          description:
            "La moschea principale della città, costruita per la prima volta negli anni Novanta dell'Ottocento, ricostruita dopo i bombardamenti di guerra del 1941 e poi ampliata.",
        },
        {
          name: "Chiesa di San Uroš",
          description:
            "Una chiesa ortodossa del 1930 circa, che condivide il cortile con la moschea.",
        },
        {
          name: "Biforcazione del Nerodime",
          description:
            "Il punto in cui il fiume Nerodime si divide, mandando le sue acque verso due mari diversi.",
        },
        {
          name: "Viale pedonale",
          description: "La via principale di caffè, negozi e ristoranti, la più animata di sera.",
        },
        {
          name: "Stazione ferroviaria",
          description: "La stazione che ha fondato la città, sulla linea tra Pristina e Skopje.",
        },
        {
          name: "Vista sui monti Šar",
          description:
            "Le montagne si innalzano all'orizzonte a sud, con Brezovica a circa un'ora d'auto.",
        },
      ],
      neighborhoods: [
        {
          name: "Centro città",
          description:
            "Il viale pedonale, la piazza principale e il cortile della moschea e della chiesa.",
        },
        {
          name: "Zona della stazione",
          description: "Le strade intorno alla ferrovia, la parte più antica della città.",
        },
        {
          name: "Lungofiume del Nerodime",
          description:
            "Spazi verdi lungo i canali del fiume che attraversano e circondano la città.",
        },
        {
          name: "Nerodime e Epërme",
          description:
            "La zona del villaggio a sud-ovest della città, vicino alla biforcazione del fiume.",
        },
        {
          name: "Bibaj",
          description:
            "Un quartiere periferico ai margini della città, lungo le strade principali.",
        },
      ],
      attractions: {
        "601": {
          imageAlt: "Una moschea bianca con due minareti nel centro di Ferizaj",
          name: "Grande moschea di Ferizaj",
          description:
            "La moschea principale della città, costruita per la prima volta negli anni Novanta dell'Ottocento e da allora ricostruita e ampliata, in un cortile condiviso con la chiesa ortodossa.",
          openingHours: "Visitabile al di fuori degli orari di preghiera",
          address: "Centro città, Ferizaj",
        },
        "602": {
          imageAlt: "Una chiesa ortodossa con cupole accanto a una moschea a Ferizaj",
          name: "Chiesa di San Uroš",
          description:
            "Una chiesa ortodossa a cinque cupole ispirata a Gračanica, che condivide il cortile con la moschea. Di solito è aperta solo per le funzioni.",
          openingHours:
            "Aperta soprattutto per le funzioni delle feste principali; l'esterno si vede in qualsiasi momento",
          address: "Centro città, accanto alla Grande moschea, Ferizaj",
        },
        "603": {
          imageAlt: "Un piccolo fiume che si divide in due corsi d'acqua tra prati verdi",
          name: "Biforcazione del fiume Nerodime",
          description:
            "Guarda un fiume dividersi in due, con un ramo che scorre verso il Mar Nero e l'altro verso l'Egeo. Una sosta breve e curiosa.",
          openingHours: "All'aperto, accessibile con la luce del giorno",
          address: "Vicino a Nerodime e Epërme, a ovest di Ferizaj",
        },
        "604": {
          imageAlt: "Famiglie a passeggio sotto gli alberi in un parco cittadino",
          name: "Parco cittadino di Ferizaj",
          description:
            "Una pausa verde in centro, vicino alla biblioteca e agli edifici religiosi, frequentata dalle famiglie la sera.",
          openingHours: "Aperto tutto il giorno",
          address: "Centro città, Ferizaj",
        },
      },
      restaurants: {
        "61": {
          imageAlt:
            "Vitello cotto lentamente e insalate su un tavolo in terrazza in una casa tradizionale",
          name: "Restaurant Adriani",
          description:
            "Slow food tradizionale in una vecchia casa con terrazza, vicino al viale pedonale.",
          category: "Cucina tradizionale kosovara",
          address: "Vicino al viale pedonale, Ferizaj",
        },
        "62": {
          imageAlt: "Costine di vitello e pane su un tavolo rustico vicino a un fiume",
          name: "Restaurant Bifurkacioni",
          description:
            "Prende il nome dalla vicina biforcazione del fiume ed è noto per il collo e le costine di vitello arrostiti lentamente.",
          category: "Grigliate, cucina tradizionale",
          address: "Vicino alla biforcazione del Nerodime, fuori Ferizaj",
        },
        "63": {
          imageAlt: "Terrazze di caffè con tazzine su una via pedonale al crepuscolo",
          name: "I caffè del viale",
          description:
            "Il viale pedonale è fiancheggiato da caffè, panetterie e lounge bar per un caffè, un burek o un drink la sera.",
          category: "Caffè",
          address: "Viale pedonale, Ferizaj",
        },
      },
      accommodations: {
        "64": {
          imageAlt: "Un moderno edificio alberghiero nel centro di Ferizaj",
          name: "Hotel Rubis",
          description:
            "Un hotel moderno con ristorante proprio e una carta dei vini di vitigni locali.",
          address: "Comune di Ferizaj",
        },
      },
      accommodationTips: [
        "Ferizaj si presta più a una tappa tra Pristina e Brezovica o Skopje che a un soggiorno lungo.",
        "Nella stagione sciistica è una base più economica della stessa Brezovica, a circa un'ora d'auto.",
        "Gli hotel vicino alle strade principali sono comodi se viaggi in auto; per girare a piedi è meglio il centro.",
      ],
      events: {
        "65": {
          imageAlt: "Cavalli che corrono in un campo d'inverno davanti agli spettatori",
          name: "Corsa di cavalli del giorno dell'indipendenza",
          date: "Intorno al 17 febbraio, negli ultimi anni",
          description:
            "Una corsa di cavalli che si tiene vicino al villaggio di Prelez i Muhaxherëve per celebrare il giorno dell'indipendenza, e che richiama cavalieri da tutta la regione.",
        },
      },
      localCuisine:
        "Vitello arrostito lentamente, flija, pite e qebapa, spesso accompagnati dal vino dei vigneti del sud del Kosovo.",
      touristInfo:
        "Il centro è piccolo e facile da esplorare a piedi; chiedi al tuo hotel come visitare la chiesa, che apre in modo irregolare.",
      gettingAround:
        "Gira il centro a piedi: moschea, chiesa, parco e viale sono vicini tra loro. Un taxi in città costa circa 2–5 € ed è il modo più semplice per raggiungere la biforcazione del fiume. Autobus e treni collegano Ferizaj con Pristina, e gli autobus interurbani proseguono verso sud, in direzione di Skopje; le tariffe per le tratte in Kosovo rientrano nella solita forbice di 3–7 €.",
      climate: {
        note: "Continentale, simile a quello di Pristina, con inverni freddi ed estati calde; i monti Šar a sud restano innevati fino a primavera.",
      },
    },
  },
};
