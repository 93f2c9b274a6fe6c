/* it texts of app/content/events.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  events: {
    "1": {
      imageAlt: "Corridori che partono all'alba lungo un ampio viale nel centro di Pristina",
      name: "Prishtina Marathon",
      description:
        "Corri per le strade della capitale sulla distanza della maratona, della mezza, dei 10 km o dei 5 km, oppure porta i bambini alla breve corsa per famiglie che parte dal Teatro nazionale.",
      details: [
        "La più grande corsa su strada del Kosovo è nata da una mezza maratona disputata per la prima volta a Pristina nel 2001. La organizza la Federazione di atletica leggera del Kosovo insieme al comune, e dal 2021 prevede anche il percorso completo di 42,195 km, oltre a mezza maratona, 10 km, 5 km e una breve corsa per i bambini. Partenza e arrivo sono stati davanti al Teatro nazionale, nel cuore della città.",
        "Le iscrizioni aprono qualche settimana prima della gara, online e di persona. A fine settembre le mattine sono di solito miti e asciutte, ideali per correre; se vieni a guardare, il viale pedonale Madre Teresa è il posto più comodo per fare il tifo.",
      ],
      location: "Teatro nazionale, centro di Pristina",
      address: "Vicino al Teatro nazionale, centro città, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Le ultime edizioni si sono svolte di domenica a fine settembre; per la data esatta informati presso la Federazione di atletica leggera del Kosovo.",
    },
    "2": {
      imageAlt: "Un quartetto jazz su un piccolo palco sotto luci calde in una notte d'autunno",
      name: "Prishtina Jazz Festival",
      description:
        "Diverse serate di jazz nella capitale a fine autunno, con musicisti stranieri che dividono il palco con la vivace scena jazz del Kosovo, più workshop durante il giorno.",
      details: [
        "A Pristina il jazz ha un pubblico affezionato da tempo, e dai primi anni Duemila il Prishtina Jazz Festival ne è il principale punto d'incontro, con una pausa di qualche anno verso la fine degli anni Dieci. Ogni edizione porta gruppi internazionali a suonare accanto a musicisti kosovari, con workshop per studenti durante il giorno.",
        "I concerti si tengono la sera in locali e sale del centro; i posti sono limitati, quindi compra i biglietti appena esce il programma. È un buon motivo per visitare Pristina nella tranquilla stagione di fine autunno.",
      ],
      location: "Sale da concerto nel centro di Pristina",
      address: "Centro città, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Si svolge di solito nell'arco di più giorni tra ottobre e novembre; controlla gli annunci del festival per le date di quest'anno.",
    },
    "3": {
      imageAlt: "Una folla in una piazza di notte che guarda i fuochi d'artificio sopra i tetti",
      name: "Capodanno a Pristina",
      description:
        "Accogli l'anno nuovo con migliaia di persone nelle piazze del centro di Pristina, tra concerti all'aperto di star del pop albanese e fuochi d'artificio a mezzanotte.",
      details: [
        "Il 31 dicembre il centro di Pristina, da piazza Skanderbeg lungo tutto il viale Madre Teresa, si trasforma in un'unica grande festa. Negli ultimi anni il comune ha organizzato un programma di dicembre nelle piazze centrali, con bancarelle, cibo e concerti, fino al conto alla rovescia e ai fuochi d'artificio di mezzanotte.",
        "Fa freddo, spesso sotto zero, quindi vestiti bene e tieni d'occhio le tue cose tra la folla. Molti ristoranti organizzano il proprio cenone di Capodanno: prenota un tavolo con largo anticipo. I primi due giorni di gennaio sono festivi.",
      ],
      location: "Piazza Skanderbeg e viale Madre Teresa, Pristina",
      address: "Piazza Skanderbeg, centro città, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "La data è fissa; il Comune di Pristina annuncia il programma e gli artisti a dicembre.",
    },
    "4": {
      imageAlt:
        "Un palco illuminato di rosso e oro nella piazza di una città in una sera d'inverno con la neve",
      name: "Flaka e Janarit",
      description:
        "Ogni gennaio, tre settimane di concerti, teatro, mostre e serate letterarie a Gjilan, in ricordo di chi ha dato la vita per la libertà del Kosovo.",
      details: [
        "Flaka e Janarit, «la fiamma di gennaio», è nata all'inizio degli anni Novanta nei villaggi intorno a Gjilan, in un'epoca in cui incontri di questo tipo erano vietati. Prende il nome dagli anniversari, a gennaio, di figure nazionali albanesi, tra cui Jusuf e Bardhosh Gërvalla e Kadri Zeka, uccisi nel gennaio 1982. Oggi è uno dei principali eventi culturali del Kosovo orientale.",
        "Il festival si apre con l'accensione simbolica della fiamma e prosegue per tutto il mese, con artisti provenienti da tutto il mondo di lingua albanese. La maggior parte degli eventi si tiene a Gjilan, nell'est del Paese. Il clima è insieme commemorativo e di festa.",
      ],
      location: "Varie sedi a Gjilan",
      address: "Centro città, Gjilan, Kosovo",
      town: "Gjilan",
      dateNote:
        "Per tradizione si apre l'11 gennaio e dura fino alla fine del mese; il programma è pubblicato dal Comune di Gjilan.",
    },
    "5": {
      imageAlt:
        "Il monumento Newborn a Pristina dipinto con nuovi colori vivaci in una giornata d'inverno soleggiata",
      name: "Festa dell'indipendenza",
      description:
        "Il Kosovo celebra la dichiarazione d'indipendenza del 17 febbraio 2008 con bandiere, musica e folla nel centro di Pristina, e un nuovo look per le lettere del Newborn.",
      details: [
        "Il 17 febbraio 2008 l'Assemblea del Kosovo dichiarò l'indipendenza, e l'anniversario è la principale festa nazionale del paese. Pristina è il cuore dei festeggiamenti: cerimonie ufficiali, concerti e famiglie in strada con le bandiere albanesi rosse e nere e quelle del Kosovo, blu e oro.",
        "Il monumento Newborn, inaugurato il giorno della dichiarazione, di solito sfoggia per l'anniversario la sua nuova decorazione, ed è il posto dove tutti vengono a farsi una foto. Uffici pubblici, banche e molti negozi sono chiusi, mentre caffè e ristoranti sono pieni.",
      ],
      location: "Monumento Newborn e centro città, Pristina",
      address:
        "Monumento Newborn, accanto al Palazzo della gioventù e dello sport, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Sempre il 17 febbraio, giorno festivo; il programma dei festeggiamenti viene annunciato poco prima.",
    },
    "6": {
      imageAlt:
        "Una moschea ottomana con cupola e un minareto slanciato nella luce tenue di un'alba di primavera",
      name: "Eid al-Fitr (Fitër Bajrami)",
      description:
        "La festa di fine Ramadan è un giorno festivo in Kosovo: preghiere del mattino nelle moschee, poi visite in famiglia, baklava e caffè affollati.",
      details: [
        "In Kosovo la maggior parte della popolazione è musulmana, e il Fitër Bajrami, la festa che chiude il mese di Ramadan, è una delle festività ufficiali. A Prizren la giornata comincia con la preghiera del mattino in moschee come quella di Sinan Pascià, del Seicento; in tutto il paese ci si veste a festa, si visitano parenti e vicini, e i bambini ricevono dolci e piccoli regali.",
        "Come visitatore sei il benvenuto a goderti l'atmosfera di festa; vicino alle moschee vesti in modo sobrio e durante le preghiere resta fuori, a meno che non ti invitino a entrare. Uffici pubblici e molti negozi restano chiusi per la giornata, quindi organizza le tue commissioni di conseguenza. Se qualcuno ti offre della baklava, accetta: è fatta per essere condivisa.",
      ],
      location: "Moschea di Sinan Pascià e città vecchia, Prizren, e moschee in tutto il Kosovo",
      address: "Shadërvan, città vecchia, Prizren, Kosovo",
      town: "Prizren",
      dateNote:
        "La data segue il calendario lunare ed è prevista intorno al 9–10 marzo 2027; la Comunità islamica del Kosovo la conferma poco prima.",
    },
    "7": {
      imageAlt: "Un pianoforte a coda solo su un palco dalle luci soffuse al crepuscolo",
      name: "Chopin Piano Fest Prishtina",
      description:
        "Un mese di recital pianistici, musica da camera e masterclass con pianisti kosovari e internazionali, con chiusura affidata alla Filarmonica del Kosovo.",
      details: [
        "La Kosova Chopin Association ha fondato questo festival nel 2010 per celebrare i 200 anni dalla nascita di Chopin, e da allora torna ogni primavera. La direttrice artistica, Lejla Pula-Haxhiu, insegna pianoforte all'Università di Pristina da decenni, e il programma affianca solisti internazionali affermati a giovani pianisti kosovari, in un repertorio che va da Chopin a molto oltre.",
        "Le ultime edizioni si sono aperte il 9 maggio, Giornata dell'Europa, e sono durate circa un mese, con concerti quasi ogni settimana, masterclass e un concerto di chiusura con la Filarmonica del Kosovo. Pristina non ha una vera sala da concerto, quindi le sedi cambiano: controlla dove si tiene ogni concerto e se serve il biglietto.",
      ],
      location: "Sale da concerto nel centro di Pristina",
      address: "Centro città, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Si svolge di solito da inizio maggio a inizio giugno; controlla il programma del festival per le date e le sedi di quest'anno.",
    },
    "8": {
      imageAlt:
        "Lo schermo di un cinema all'aperto illuminato in un parco di notte, con gente seduta sul prato",
      name: "Anibar International Animation Festival",
      description:
        "Una settimana di film d'animazione da tutto il mondo a Peja, nel cinema cittadino e sugli schermi all'aperto, con workshop, incontri e concerti ogni sera.",
      details: [
        "L'Anibar è nato nel 2010 da un gruppo di ragazzi di Peja che volevano fare animazione e non potevano andare facilmente ai festival all'estero: così ne hanno portato uno a casa. Oggi è l'unico festival d'animazione del Kosovo, proietta centinaia di corti e lungometraggi, e il suo team ha riportato in vita l'unico cinema di Peja, il Kino Jusuf Gërvalla.",
        "Durante la settimana del festival i film si susseguono dal pomeriggio fino a notte, nel cinema e sugli schermi all'aperto sparsi per la città, con concorsi, workshop, incontri e concerti dopo le proiezioni. Peja è anche la base per la gola di Rugova, quindi è facile alternare cinema e montagna.",
      ],
      location: "Kino Jusuf Gërvalla e schermi all'aperto, Peja",
      address: "Centro città, Peja, Kosovo",
      town: "Peja",
      dateNote:
        "Si svolge di solito per una settimana a metà luglio (alcune edizioni passate erano ad agosto); controlla gli annunci del festival per le date di quest'anno.",
    },
    "9": {
      imageAlt:
        "Un grande palco di festival con luci colorate su una collina al crepuscolo, con il pubblico davanti",
      name: "Sunny Hill Festival",
      description:
        "Il più grande festival musicale del Kosovo, fondato da Dua Lipa e da suo padre Dukagjin: tre o quattro serate con headliner internazionali e star albanesi alle porte di Pristina.",
      details: [
        "Il Sunny Hill è nato nel 2018, quando Dua Lipa e suo padre vollero mettere Pristina sulla mappa dei festival europei. Ha portato in Kosovo nomi come Miley Cyrus, Calvin Harris e la stessa Dua Lipa, accanto a molti artisti albanesi. Dal 2024 ha un proprio parco del festival a Bërnica, a circa 10 km dal centro città.",
        "Aspettati una gran folla in un'ampia area a pagamento; organizza il rientro in città prima che finisca la serata. Gli hotel di Pristina si riempiono in quel fine settimana, quindi prenota presto. Il festival non si è tenuto tutti gli anni (nel 2023 non c'è stata un'edizione, mentre si preparava la nuova area), quindi verifica sempre che un'edizione sia stata annunciata.",
      ],
      location: "Parco del Sunny Hill Festival, Bërnica, fuori Pristina",
      address: "Bërnica, comune di Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Le ultime edizioni si sono svolte in un fine settimana tra fine luglio e inizio agosto; controlla gli annunci degli organizzatori per le date di quest'anno.",
    },
    "10": {
      imageAlt:
        "Lo schermo di un cinema all'aperto accanto a un fiume in una città vecchia in una notte d'estate",
      name: "DokuFest",
      description:
        "Il festival internazionale del documentario e del cortometraggio di Prizren: nove giorni di proiezioni nei cinema e negli spazi all'aperto della città vecchia, con la musica delle DokuNights.",
      details: [
        "Un gruppo di amici ha fondato il DokuFest a Prizren nel 2002, ed è diventato l'evento culturale più conosciuto del Kosovo. Ogni agosto proietta oltre 200 documentari e cortometraggi da tutto il mondo, tra concorsi e programmi speciali, al Kino Lumbardhi, nel cinema estivo sopra il fiume Lumbardh e in altri spazi all'aperto della città vecchia.",
        "Tra un film e l'altro ci sono incontri, workshop e i concerti e le feste delle DokuNights, che vanno avanti fino a tardi. Prizren si riempie moltissimo: prenota la camera presto, oppure chiedi di alloggiare presso famiglie del posto, molte delle quali ospitano i visitatori del festival. Le proiezioni cominciano nel pomeriggio e continuano dopo il tramonto.",
      ],
      location: "Kino Lumbardhi e cinema all'aperto, città vecchia di Prizren",
      address: "Città vecchia lungo il fiume Lumbardh (Bistrica), Prizren, Kosovo",
      town: "Prizren",
      dateNote:
        "Si svolge di solito per nove giorni a inizio agosto, a partire da un venerdì; controlla il sito del festival per le date di quest'anno.",
    },
    "11": {
      imageAlt:
        "Botti di vino e cesti d'uva tra i filari di un vigneto nella luce dorata di fine estate",
      name: "Hardh Fest",
      description:
        "La festa della vendemmia di Rahovec: assaggia vino e raki delle cantine locali, guarda la pigiatura dell'uva con i piedi e la distillazione della raki, e attraversa i vigneti in trattore.",
      details: [
        "Hardh significa «vite», e per tre giorni a inizio settembre Rahovec, il centro della zona vinicola del Kosovo, festeggia il primo taglio della vendemmia. Cantine grandi e piccole allestiscono i loro stand, i contadini si sfidano nella raccolta e nella pigiatura dell'uva, e ci sono dimostrazioni di distillazione della raki, giochi tradizionali e concerti ogni sera.",
        "Giri in trattore hanno portato i visitatori tra i vigneti e fino alle tekke dei dervisci della città, le cui comunità mostrano le proprie tradizioni. Rahovec è una cittadina piccola: vieni in autobus o in taxi da Prizren o da Gjakova invece di guidare, visto che il protagonista è il vino.",
      ],
      location: "Centro e vigneti, Rahovec",
      address: "Centro città, Rahovec, Kosovo",
      town: "Rahovec",
      dateNote:
        "Si svolge di solito in un fine settimana di inizio settembre; le date vengono annunciate durante l'estate.",
    },
    "12": {
      imageAlt:
        "Uno schermo e file di poltrone in una sala cinematografica in penombra, fuori una strada di città al crepuscolo",
      name: "Prishtina International Film Festival (PriFest)",
      description:
        "Il festival internazionale del lungometraggio di Pristina, con concorsi balcanici e internazionali, anteprime e incontri professionali, e i premi Golden Goddess.",
      details: [
        "Il PriFest è nato dopo la dichiarazione d'indipendenza del 2008 per portare il cinema del mondo in Kosovo e il Kosovo nel mondo; la prima edizione, nel 2009, fu aperta da Vanessa Redgrave. Il concorso principale, Honey and Blood, è riservato ai film balcanici, e il suo trofeo, la Golden Goddess, riprende la statuetta neolitica della «Dea in trono» ritrovata vicino a Pristina.",
        "Negli anni il festival si è spostato tra primavera, luglio e, nelle edizioni più recenti, settembre. Le proiezioni si tengono nei cinema del centro, mentre in parallelo si svolge PriForum, il programma professionale di panel e masterclass.",
      ],
      location: "Cinema nel centro di Pristina",
      address: "Centro città, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Le edizioni più recenti si sono svolte a settembre, quelle precedenti in primavera o a luglio; controlla gli annunci del festival per le date di quest'anno.",
    },
    "13": {
      imageAlt:
        "Una cantante su un palco illuminato davanti a un'orchestra al crepuscolo, con i tetti della città vecchia sullo sfondo",
      name: "Zambaku i Prizrenit",
      description:
        "Una serata di canzoni nuove nella tradizione della canzone cittadina di Prizren, eseguite con un'orchestra dal vivo da cantanti in gara per il giglio del festival.",
      details: [
        "Zambaku i Prizrenit, «il giglio di Prizren», è stato fondato nel 1986 per tenere viva la këngë qytetare, la canzone cittadina di Prizren e di altre città antiche, con le sue melodie dal sapore orientale e i testi delicati. Ogni edizione presenta canzoni inedite, giudicate da una giuria e dal pubblico, e ha lanciato voci diventate celebri.",
        "È un'unica serata con un'orchestra dal vivo e un pubblico soprattutto locale, un'occasione per ascoltare un lato della musica albanese che raramente varca i confini. Data e sede sono cambiate negli anni, da una notte d'estate nel giardino del Kino Lumbardhi a una serata d'autunno alla Casa della cultura.",
      ],
      location: "Centro di Prizren",
      address: "Centro città, Prizren, Kosovo",
      town: "Prizren",
      dateNote:
        "Si tiene in estate o a inizio autunno (l'edizione 2025 si è svolta a fine settembre); controlla gli annunci locali per la data di quest'anno.",
    },
    "14": {
      imageAlt:
        "Un pubblico riunito in una piazza nella luce dorata della sera davanti a uno spettacolo",
      name: "FemArt Festival",
      description:
        "Il Festival internazionale di artiste e attiviste porta a Pristina teatro, mostre, concerti e dibattiti di donne del Kosovo e di altri paesi.",
      details: [
        "Il FemArt è organizzato da Artpolis, un centro d'arte e di comunità di Pristina; è stato fondato da Zana Hoxha e va avanti da oltre dieci anni. Dà spazio ad artiste e attiviste del Kosovo, dei Balcani e di altri paesi, e usa l'arte per parlare di parità di genere e diritti delle donne.",
        "Il programma unisce teatro e danza, mostre, concerti e cinema a panel e workshop, in varie sedi del centro città. È un ottimo modo per avvicinarsi alla scena artistica indipendente di Pristina.",
      ],
      location: "Varie sedi nel centro di Pristina",
      address: "Centro città, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Le edizioni si sono tenute in periodi diversi dell'anno, tra maggio e ottobre; controlla gli annunci di Artpolis per le date di quest'anno.",
    },
  },
};
