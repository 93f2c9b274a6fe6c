/* it texts of app/content/destinations.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  destinations: {
    "1": {
      imageAlt:
        "Le gigantesche lettere di Newborn nel centro di Pristina al crepuscolo, in una sera d'inverno",
      name: "Pristina",
      location: "Pristina, Kosovo centrale",
      description:
        "La giovane capitale del Kosovo, piena di caffè, dove il monumento Newborn, la Biblioteca nazionale con le sue cupole e le moschee di epoca ottomana distano pochi passi l'uno dall'altra.",
      overview: [
        "Pristina (Prishtina in albanese) è la capitale e la città più grande del Kosovo, e si vede: studenti, caffè e gru dei cantieri ovunque. Comincia dal viale Madre Teresa, la lunga strada pedonale che attraversa il centro, dove la passeggiata serale è un'abitudine del posto. Da lì bastano pochi passi per arrivare al monumento Newborn, le lettere giganti inaugurate il 17 febbraio 2008, il giorno della dichiarazione d'indipendenza, e ridipinte con nuovi motivi in molti anniversari successivi.",
        "Pochi minuti più in là, impossibile non notare la Biblioteca nazionale del Kosovo: un edificio completato all'inizio degli anni Ottanta su progetto dell'architetto croato Andrija Mutnjaković, avvolto in un reticolo metallico e coronato da decine di piccole cupole. Dall'altra parte della strada si innalza la cattedrale di Santa Madre Teresa, consacrata nel 2017.",
        "Il quartiere vecchio intorno alla Torre dell'orologio conserva lo strato ottomano di Pristina: la Moschea imperiale del XV secolo, la moschea di Jashar Pasha e il complesso di Emin Gjiku, oggi sede del Museo etnologico. Nel mezzo, il caffè è il collante sociale della città: ordina un macchiato, siediti e nessuno ti metterà fretta.",
      ],
      history: [
        "L'area di Pristina è abitata fin dal Neolitico. La statuetta in terracotta nota come Dea in trono, rinvenuta a Tjerrtorja, alla periferia della città, è diventata il simbolo di Pristina ed è custodita nel Museo del Kosovo. Pochi chilometri a sud-est si trovano le rovine, riportate alla luce dagli scavi, di Ulpiana, città romana e protobizantina.",
        "Nel Medioevo Pristina era una città di commerci, e i sovrani serbi medievali avevano residenze nella zona; la battaglia del Kosovo si combatté nel 1389 nella piana appena a ovest della città odierna. Dalla metà del XV secolo fino al 1912 la città fece parte dell'Impero ottomano e crebbe come centro di mercato, con moschee, bagni e strade di artigiani.",
        "Nel Novecento Pristina divenne il centro amministrativo del Kosovo, ebbe la sua università nel 1970 e crebbe rapidamente nei decenni jugoslavi. Dopo la guerra del 1998–99 e un periodo di amministrazione delle Nazioni Unite, divenne la capitale della Repubblica del Kosovo con la dichiarazione d'indipendenza del 17 febbraio 2008.",
      ],
      highlights: [
        "Monumento Newborn",
        "Biblioteca nazionale del Kosovo",
        "Viale Madre Teresa",
        "Museo del Kosovo e la Dea in trono",
        "Museo etnologico nel complesso di Emin Gjiku",
        "Parco di Germia alle porte della città",
      ],
      gettingThere:
        "Pristina è il centro nevralgico del paese. L'aeroporto internazionale di Pristina «Adem Jashari» si trova a circa 15 km a sud-ovest del centro; un taxi per la città costa di solito 15–20 € e l'autobus dell'aeroporto circa 3 €. La stazione centrale degli autobus, sul lato sud-occidentale del centro, ha collegamenti con tutte le città del Kosovo e con le capitali vicine. In città gli autobus urbani costano 0,40–0,50 € a corsa e i brevi tragitti in taxi di solito 2–5 €.",
      climate: {
        note: "Clima continentale a circa 650 m: inverni freddi con un po' di neve, estati calde e piuttosto secche.",
      },
      bestTime:
        "Da maggio a giugno e da settembre a ottobre, per giornate miti e dehors dei caffè pieni.",
    },
    "2": {
      imageAlt:
        "La fortezza di Prizren sulla sua collina, sopra i tetti e i minareti del centro storico, nella luce dorata della sera",
      name: "Prizren",
      location: "Prizren, Kosovo meridionale",
      description:
        "Il centro storico ottomano meglio conservato del Kosovo, disteso ai piedi di una fortezza in cima a un colle lungo il fiume Lumbardhi, con moschee, chiese e un antico ponte di pietra.",
      overview: [
        "Prizren sorge dove i monti Šar incontrano la pianura, e il suo centro storico sale dal fiume Lumbardhi (la Bistrica di Prizren) fino alla fortezza. Parti da Shadërvan, la piazza acciottolata intorno a un'antica fontana, attraversa il ponte di pietra ottomano e avrai già davanti la moschea di Sinan Pascià del 1615, con la cupola e il sottile minareto che si alzano sopra il fiume.",
        "La salita alla fortezza (Kalaja) richiede circa 20 minuti su un sentiero ripido, e al tramonto tutta la valle si tinge d'oro sotto di te. Di nuovo nei vicoli, troverai il hammam di Gazi Mehmed Pascià, la chiesa della Madonna di Ljeviš — parte dei Monumenti medievali del Kosovo, patrimonio UNESCO — e il complesso museale della Lega di Prizren.",
        "Ogni agosto la città si riempie per il DokuFest, festival internazionale di documentari e cortometraggi con proiezioni in cinema, cortili e spazi all'aperto lungo il fiume. Fuori dalla settimana del festival, le serate sono fatte per una cena senza fretta a base di carne alla griglia e una passeggiata lungo l'acqua.",
      ],
      history: [
        "Il colle della fortezza era fortificato molto prima dell'arrivo degli ottomani, e gli archeologi vi hanno trovato strati romani e bizantini. Nel Medioevo Prizren fu una città importante dello Stato serbo dei Nemanjić: il re Milutin ricostruì la chiesa della Madonna di Ljeviš all'inizio del XIV secolo, e l'imperatore Dušan fondò il monastero dei Santi Arcangeli nella gola sopra la città.",
        "Gli ottomani presero Prizren a metà del XV secolo, e nei secoli successivi la città divenne un fiorente centro di artigianato e commercio, nota per la filigrana d'argento. Quasi tutte le moschee, gli hammam e le case del centro storico risalgono a questo periodo.",
        "Nel 1878 i capi albanesi si riunirono qui per fondare la Lega di Prizren, una tappa fondamentale del movimento nazionale albanese. Oggi Prizren ospita comunità albanesi, bosgnacche, turche, rom e serbe, e nel bazar sentirai parlare diverse lingue.",
      ],
      highlights: [
        "La fortezza di Prizren al tramonto",
        "Il Ponte di pietra e la piazza Shadërvan",
        "Moschea di Sinan Pascià",
        "Chiesa della Madonna di Ljeviš (UNESCO)",
        "Complesso museale della Lega di Prizren",
        "Il festival del cinema DokuFest ad agosto",
      ],
      gettingThere:
        "Gli autobus da Pristina per Prizren partono per tutto il giorno e impiegano circa un'ora e mezza in autostrada; in Kosovo i biglietti interurbani costano di solito 3–7 €. In auto sono circa 80 km, poco più di un'ora. La stazione degli autobus è a breve distanza a piedi o in taxi da Shadërvan, e il centro storico si scopre meglio a piedi.",
      climate: {
        note: "Riparata dai monti Šar, con un leggero influsso mediterraneo: estati calde e inverni più miti che a Pristina.",
      },
      bestTime:
        "Da maggio a giugno e da settembre a ottobre; agosto se non vuoi perderti il DokuFest.",
    },
    "3": {
      imageAlt:
        "Le chiese dalle cupole rosse del Patriarcato di Peć in una valle ai piedi delle montagne in autunno",
      name: "Peja",
      location: "Peja (Peć), Kosovo occidentale",
      description:
        "Una vivace città dell'ovest all'imbocco della gola di Rugova, con un bazar restaurato, il Patriarcato di Peć medievale e le montagne che si alzano subito alle sue spalle.",
      overview: [
        "Peja (Peć in serbo) si trova ai piedi delle Prokletije (Alpi albanesi, in albanese Bjeshkët e Nemuna), e te ne accorgi subito: le vette si alzano dietro i minareti e il fiume Lumbardhi esce impetuoso dalla gola di Rugova attraversando la città. È la base naturale per escursioni, arrampicate e il sentiero Peaks of the Balkans.",
        "Il vecchio bazar (Çarshia) intorno alla moschea Bajrakli del XV secolo è stato ricostruito con caffè e botteghe artigiane, e lì vicino si trova la casa-torre in pietra di Haxhi Zeka, a capo della Lega di Peja. La birra Peja si produce in città e si spilla in quasi tutti i dehors.",
        "Circa 2 km a ovest del centro, all'ingresso della gola, il Patriarcato di Peć è un gruppo di quattro chiese collegate tra loro del XIII e XIV secolo, decorate con affreschi straordinari e parte dei Monumenti medievali del Kosovo, patrimonio UNESCO. È un convento serbo-ortodosso ancora attivo: vesti in modo sobrio e porta un documento d'identità, che può essere controllato all'ingresso.",
      ],
      history: [
        "Il Patriarcato divenne la sede dell'arcivescovado serbo alla fine del XIII secolo e, dal 1346, del Patriarcato serbo: per questo Peć occupa un posto centrale nella tradizione serbo-ortodossa.",
        "Sotto il dominio ottomano, dal XV secolo, la città — allora chiamata İpek — crebbe fino a diventare il centro commerciale del Kosovo occidentale. Nel 1899 i capi albanesi si riunirono qui per fondare la Lega di Peja, guidata da Haxhi Zeka.",
        "Peja subì gravi danni nella guerra del 1998–99, compreso il bazar, poi ricostruito. Oggi è una delle principali località del Kosovo per il turismo all'aria aperta, animata ogni estate da escursionisti e arrampicatori.",
      ],
      highlights: [
        "Patriarcato di Peć (UNESCO)",
        "Il vecchio bazar e la moschea Bajrakli",
        "La casa-torre di Haxhi Zeka",
        "La gola di Rugova, a pochi minuti dalla città",
        "Punti di partenza del Peaks of the Balkans",
      ],
      gettingThere:
        "Gli autobus da Pristina a Peja partono molte volte al giorno e impiegano circa un'ora e mezza per i circa 85 km; in auto calcola più o meno lo stesso tempo. Un lento treno passeggeri collega Pristina e Peja via Fushë Kosova, ma le corse sono rare: controlla l'orario aggiornato.",
      climate: {
        note: "Estati calde e inverni freddi; la neve resiste sulle montagne alle spalle della città fino a primavera inoltrata.",
      },
      bestTime: "Da maggio a ottobre; giugno e settembre sono ideali per le escursioni.",
    },
    "4": {
      imageAlt:
        "Le vetrine in legno del Grande Bazar di Gjakova nella calda luce di una sera d'autunno",
      name: "Gjakova",
      location: "Gjakova (Đakovica), Kosovo occidentale",
      description:
        "Una città di commerci cresciuta intorno al suo Grande Bazar, una lunga via acciottolata di botteghe artigiane restaurate, con la moschea di Hadum del XVI secolo e ponti ottomani nei dintorni.",
      overview: [
        "Il cuore di Gjakova è il Grande Bazar (Çarshia e Madhe), una lunga via acciottolata di botteghe basse con imposte di legno, dove sarti, argentieri e caffè condividono lo stesso vicolo. Bruciato nel 1999 e ricostruito con cura, nelle sere d'estate è una delle strade più vivaci del Kosovo occidentale.",
        "In cima al bazar si trova la moschea di Hadum, costruita alla fine del XVI secolo e decorata all'interno con motivi dipinti. Gjakova è nota anche per la sua eredità sufi: in città sono ancora attive diverse tekke (sedi di confraternite) di ordini diversi.",
        "Appena fuori città, ponti ottomani in pietra attraversano il fiume Erenik: il ponte dei Conciatori (Ura e Tabakëve) e, a qualche chilometro di distanza, il lungo ponte a molte arcate dei Sarti (Ura e Terzive), un ottimo posto per un picnic.",
      ],
      history: [
        "Gjakova crebbe nel XVI secolo intorno alla moschea di Hadum e al suo bazar, sulle vie commerciali tra Scutari e l'entroterra. Le sue corporazioni di artigiani — sarti, conciatori, argentieri — hanno dato il nome a ponti e strade.",
        "Nel tardo periodo ottomano la città fu un centro di commercio, istruzione e vita religiosa sufi. Subì pesanti distruzioni nella guerra del 1998–99, compreso l'incendio del vecchio bazar, e da allora ha ricostruito gran parte del suo centro storico.",
      ],
      highlights: [
        "Grande Bazar (Çarshia e Madhe)",
        "Moschea di Hadum",
        "Ponte dei Sarti (Ura e Terzive)",
        "Ponte dei Conciatori (Ura e Tabakëve)",
        "Caffè e flija nel bazar",
      ],
      gettingThere:
        "Gli autobus da Pristina impiegano circa due ore per i circa 90 km e partono più volte al giorno; in auto calcola un'ora e mezza circa. Gjakova dista anche meno di un'ora d'auto sia da Peja sia da Prizren, quindi è facile inserirla in un giro del Kosovo occidentale.",
      climate: {
        note: "Una delle città più calde del Kosovo: estati torride in pianura e inverni relativamente miti.",
      },
      bestTime: "Da aprile a giugno e da settembre a ottobre; i pomeriggi d'estate sono caldi.",
    },
    "5": {
      imageAlt:
        "Le pareti a strapiombo del canyon di Rugova con escursionisti su una cengia sopra il fiume, in estate",
      name: "Gola di Rugova",
      location: "Vicino a Peja, Kosovo occidentale",
      description:
        "Un profondo canyon calcareo scavato dal fiume Lumbardhi appena a ovest di Peja, con vie ferrate, una zipline, villaggi di montagna ed escursioni sugli alpeggi.",
      overview: [
        "La gola di Rugova (Gryka e Rugovës) comincia ai margini di Peja, proprio dietro il Patriarcato, e in pochi minuti la strada si ritrova stretta tra pareti alte centinaia di metri. Il fiume Lumbardhi ha scavato questo canyon nel calcare delle Prokletije, e la strada che lo percorre, con brevi gallerie scavate nella roccia, sale verso i villaggi di montagna e il confine con il Montenegro.",
        "La parte bassa della gola è il parco avventura del Kosovo: vie ferrate per principianti e per arrampicatori esperti, una zipline sopra il canyon e pareti per l'arrampicata. Affidati a una guida autorizzata o a un operatore di Peja, che può fornirti imbrago e casco.",
        "Più in alto la valle si apre su pascoli e villaggi come Drelaj e Kuqishtë, con guesthouse che servono formaggio fatto in casa, e i sentieri portano a laghi glaciali e al percorso Peaks of the Balkans, condiviso con l'Albania e il Montenegro. Gran parte della zona rientra nel Parco nazionale Bjeshkët e Nemuna.",
      ],
      history: [
        "Per secoli i montanari di Rugova sono vissuti di allevamento, portando le greggi sugli alpeggi estivi e riportandole a valle per l'inverno. La loro eredità sopravvive nelle case di pietra e legno, nel costume di Rugova e nell'energica danza di Rugova, che si esegue ancora durante i festival di Peja.",
        "La strada del canyon è da sempre la via che da Peja valica le montagne verso il Montenegro. All'inizio degli anni 2010 le montagne sono state protette come Parco nazionale Bjeshkët e Nemuna, e il sentiero Peaks of the Balkans, inaugurato nel 2012, ha portato nei villaggi di Rugova escursionisti da tutta Europa.",
      ],
      highlights: [
        "Vie ferrate",
        "Zipline sopra il canyon",
        "Le gallerie nella roccia della strada del canyon",
        "I villaggi di Drelaj e Kuqishtë",
        "Il sentiero Peaks of the Balkans",
        "Laghi glaciali tra gli alpeggi",
      ],
      gettingThere:
        "Raggiungi prima Peja, a circa un'ora e mezza di autobus da Pristina. La gola comincia a circa 2 km dal centro, una breve corsa in taxi (di solito 2–5 €). Non ci sono mezzi pubblici regolari per l'alta valle: per i villaggi noleggia un'auto, prendi un taxi o partecipa a un'escursione guidata da Peja.",
      climate: {
        note: "Più fresca di Peja: la gola è ombrosa, e d'inverno i villaggi sopra i 1.000 m si coprono di neve alta.",
      },
      bestTime:
        "Da giugno a settembre per escursioni e arrampicata; ottobre per i colori d'autunno.",
    },
    "6": {
      imageAlt:
        "Una seggiovia che risale un pendio innevato dei monti Šar a Brezovica in una limpida giornata d'inverno",
      name: "Brezovica",
      location: "Štrpce (Shtërpcë), Kosovo meridionale",
      description:
        "Il comprensorio sciistico più noto del Kosovo, sui versanti settentrionali dei monti Šar, con piste invernali e passeggiate estive verso laghi glaciali come il Jazhinca.",
      overview: [
        "Brezovica è la stazione sciistica dei monti Šar, sopra l'omonimo villaggio nel comune di Štrpce (Shtërpcë). Le sue piste scendono lungo i versanti settentrionali della catena dalla stazione a monte a circa 2.200 m (il comprensorio arriva a circa 2.500 m), una quota sufficiente a mantenere la neve per buona parte dell'inverno.",
        "La stazione è nata in epoca jugoslava e attende da anni un ammodernamento completo, quindi impianti e servizi cambiano da una stagione all'altra. Informati sul posto su quali impianti sono in funzione prima di andare, e aspettati una montagna semplice e poco affollata, non una località alpina.",
        "D'estate Brezovica è una base per camminare nel Parco nazionale dei monti Šar; un itinerario molto frequentato sale al lago Jazhinca, un lago glaciale sotto la cresta. I villaggi della valle di Sirinić, più in basso, sono in gran parte di lingua serba, con piccole chiese e guesthouse.",
      ],
      history: [
        "L'alta valle del Lepenc intorno a Štrpce, nota come Sirinić, è fin dal Medioevo una zona di agricoltura e pastorizia con villaggi serbi, e diversi villaggi conservano chiese antiche.",
        "Lo sci arrivò in epoca jugoslava, quando sui pendii sopra il villaggio furono costruiti impianti e alberghi. Dal 1999 la stazione ha cambiato proprietà e gestione più di una volta, e i progetti di ristrutturazione restano un tema ricorrente in Kosovo.",
      ],
      highlights: [
        "Sci e snowboard d'inverno",
        "Escursione al lago Jazhinca",
        "Sentieri del Parco nazionale dei monti Šar",
        "I villaggi della valle di Sirinić",
      ],
      gettingThere:
        "Da Pristina guida verso sud in direzione di Ferizaj, poi svolta a ovest passando per Štrpce: circa 60 km, più o meno un'ora e mezza, su strade di montagna che con la neve richiedono attenzione. I mezzi pubblici sono scarsi, quindi un'auto a noleggio (circa 25–50 € al giorno) o un taxi da Ferizaj sono la soluzione più pratica.",
      climate: {
        note: "Alpino sopra i 1.700 m: neve di solito da dicembre a marzo e notti fresche d'estate.",
      },
      bestTime: "Da gennaio a marzo per la neve; da luglio a settembre per le escursioni.",
    },
    "7": {
      imageAlt:
        "Escursionisti attraversano un prato d'alta quota al passo di Prevalla all'alba, con le vette dei monti Šar sullo sfondo",
      name: "Prevalla",
      location: "Monti Šar sopra Prizren, Kosovo meridionale",
      description:
        "Un villaggio di passo a circa 1.500 m sulla strada da Prizren a Brezovica, con pinete, aria fresca d'estate e sentieri verso la catena dei monti Šar.",
      overview: [
        "Prevalla (Prevalac) si trova su una sella dei monti Šar, circa 30 km sopra Prizren, dove la strada passa dal versante di Prizren verso Brezovica e Štrpce. È un gruppo di hotel, case vacanza e ristoranti tra pinete e prati a circa 1.500 m.",
        "D'estate le famiglie di Prizren salgono quassù per sfuggire al caldo, mangiare carne alla griglia e formaggio di Sharr, e camminare. Dal passo i sentieri salgono nel Parco nazionale dei monti Šar, verso la sorgente del fiume Lumbardhi e le vette lungo la cresta di confine; negli inverni nevosi, i pendii vicino agli hotel si usano per lo slittino e per sciare senza pretese.",
        "Già la salita fa parte dell'esperienza: la strada parte da Prizren e risale la gola del Lumbardhi, passa accanto ai resti del monastero dei Santi Arcangeli e poi attraversa villaggi e boschi, con panorami sempre più ampi.",
      ],
      history: [
        "Per secoli il passo è stato la via dei pastori che spostavano le greggi tra la piana di Prizren e gli alti pascoli dei monti Šar, famosi per il loro formaggio e per il cane da pastore di Sharr.",
        "Dalla fine del Novecento in poi qui si sono moltiplicati case vacanza e hotel. Oggi Prevalla si trova all'interno del Parco nazionale dei monti Šar, dove tenere sotto controllo edilizia e rifiuti resta una preoccupazione costante.",
      ],
      highlights: [
        "Passeggiate estive nelle pinete",
        "Escursioni nel Parco nazionale dei monti Šar",
        "Formaggio di Sharr e agnello alla griglia nei ristoranti di montagna",
        "La strada panoramica nella gola del Lumbardhi",
        "Slittino negli inverni nevosi",
      ],
      gettingThere:
        "Da Prizren sono circa 30 km, più o meno 45 minuti d'auto su una tortuosa strada di montagna. Da Pristina calcola circa due ore passando per Prizren, oppure arriva attraverso il passo dal versante di Brezovica. Non c'è un autobus affidabile tutto l'anno: conta su un'auto o su un taxi da Prizren.",
      climate: {
        note: "Clima di montagna a circa 1.500 m: inverni nevosi ed estati di circa 8–10 °C più fresche che a Prizren.",
      },
      bestTime: "Da giugno a settembre per camminare; gennaio e febbraio per la neve.",
    },
    "8": {
      imageAlt:
        "Il castelletto di una miniera sopra i tetti di Mitrovica e il fiume Ibar al crepuscolo, in autunno",
      name: "Mitrovica",
      location: "Mitrovica, Kosovo settentrionale",
      description:
        "La principale città del Kosovo settentrionale, divisa dal fiume Ibar e segnata dalle miniere di Trepça, con un imponente Monumento ai minatori di epoca jugoslava e la fortezza di Zvečan nei dintorni.",
      overview: [
        "Mitrovica è la principale città del Kosovo settentrionale, sorta dove la Sitnica si getta nell'Ibar. Il fiume divide anche la città: il sud è in prevalenza albanese, il nord in prevalenza serbo, e il ponte principale tra le due parti è stato a lungo il simbolo di questa divisione. Puoi passare a piedi da una metà all'altra.",
        "Su una collina a nord si trova il Monumento ai minatori, progettato dall'architetto Bogdan Bogdanović nel 1973 in memoria dei minatori caduti nella seconda guerra mondiale: un'audace scultura in cemento visibile da tutta la città.",
        "Mitrovica è una buona base per scoprire il patrimonio minerario del Kosovo, la fortezza di Zvečan sul suo colle vulcanico appena a nord-ovest della città e gli altopiani di Shala e Bajgorës a est.",
      ],
      history: [
        "Il nome della città deriva dalla chiesa di San Demetrio che un tempo sorgeva qui. L'attività mineraria sulle colline intorno è antica: le miniere d'argento e piombo di Trepča erano sfruttate già nel Medioevo, quando nella regione arrivarono minatori sassoni e mercanti di Ragusa (Dubrovnik).",
        "L'estrazione industriale su larga scala iniziò alla fine degli anni Venti con una società britannica, e nei decenni jugoslavi il complesso di Trepça, tra miniere, fonderie e fabbriche, diede lavoro a molte migliaia di operai e fece di Mitrovica una città industriale.",
        "Dalla guerra del 1998–99 la città è rimasta divisa lungo l'Ibar, con istituzioni separate sulle due sponde. Gli sforzi per riunire le due metà proseguono, e i ponti restano i luoghi in cui le due parti si incontrano.",
      ],
      highlights: [
        "Il ponte sull'Ibar tra nord e sud",
        "Il Monumento ai minatori di Bogdan Bogdanović",
        "Il patrimonio minerario di Trepça",
        "La fortezza di Zvečan, appena a nord-ovest della città",
        "Gite di un giorno a Shala e Bajgorës",
      ],
      gettingThere:
        "Gli autobus da Pristina a Mitrovica sono frequenti e impiegano da 45 minuti a un'ora per i circa 40 km. In auto è un percorso semplice verso nord, passando per Vushtrri.",
      climate: {
        note: "Clima continentale di valle: inverni freddi con nebbia lungo i fiumi, estati calde.",
      },
      bestTime: "Da maggio a giugno e da settembre a ottobre.",
    },
    "9": {
      imageAlt:
        "Un cavallo al pascolo sopra le case di pietra di Brod, in un'alta valle di montagna nella luce d'autunno",
      name: "Brod",
      location: "Brod, Dragash, Kosovo meridionale",
      description:
        "Un villaggio gorano di case di pietra in alto tra i monti Šar, vicino al confine con la Macedonia del Nord, noto per il formaggio, i pasticcieri e le escursioni.",
      overview: [
        "Brod si trova in un'alta valle dei monti Šar, all'estremo sud del Kosovo, vicino al confine con la Macedonia del Nord. È uno dei villaggi più grandi della Gora, la terra dei gorani: una comunità musulmana di lingua slava con un proprio dialetto, il našinski, e una propria musica e proprie usanze. Le case di pietra risalgono i pendii lungo il fiume, e potresti incontrare più cavalli che automobili.",
        "Pochi chilometri a sud del villaggio, la zona intorno all'Hotel Arxhena ha piccole piste da sci, e d'estate le stesse colline si percorrono a piedi. I sentieri risalgono la gola del fiume e portano alle vette circostanti; porta una cartina, chiedi informazioni sui percorsi sul posto e ricorda che il confine è vicino.",
        "Le famiglie gorane producono un formaggio eccellente, e i pasticcieri gorani sono famosi in tutti i Balcani. All'inizio di maggio molti di quelli che vivono all'estero tornano a casa per la festa di San Giorgio (Đurđevdan), tempo di matrimoni, musica e ritrovi.",
      ],
      history: [
        "Da secoli la Gora è la terra dei gorani, tra le montagne dove si incontrano Kosovo, Albania e Macedonia del Nord. L'economia si basava sulla pastorizia e sul lavoro stagionale: gli uomini partivano per mesi per lavorare come pasticcieri e artigiani nelle città dei Balcani, una tradizione che segna ancora la vita del villaggio.",
        "Nel corso del Novecento molte famiglie sono emigrate — in Turchia, in altre parti dell'ex Jugoslavia e nell'Europa occidentale — così Brod è molto più animato d'estate, quando la diaspora torna a casa, che d'inverno.",
      ],
      highlights: [
        "Case di pietra e vicoli del villaggio",
        "Formaggio e dolci gorani",
        "Escursioni sui monti Šar",
        "Piccole piste da sci vicino all'Hotel Arxhena",
        "La festa di Đurđevdan all'inizio di maggio",
      ],
      gettingThere:
        "Guida fino a Prizren (circa un'ora e un quarto da Pristina), poi a sud fino a Dragash (circa 45 minuti) e prosegui risalendo la valle fino a Brod. Gli autobus collegano Prizren e Dragash, ma per salire al villaggio la soluzione pratica è l'auto o il taxi, e da dicembre a marzo le strade possono essere innevate.",
      climate: {
        note: "Villaggio d'alta quota, oltre i 1.200 m: lunghi inverni nevosi ed estati fresche.",
      },
      bestTime: "Da giugno a settembre, e all'inizio di maggio per Đurđevdan.",
    },
    "10": {
      imageAlt:
        "Un ciclista su un sentiero nel bosco del parco di Germia, tra le foglie fresche della primavera",
      name: "Parco di Germia",
      location: "Pristina, Kosovo centrale",
      description:
        "Il polmone verde di Pristina: un grande parco di querce e faggi ai margini nord-orientali della città, con sentieri, aree picnic e una grande piscina all'aperto d'estate.",
      overview: [
        "Il parco di Germia (Parku i Gërmisë) comincia a pochi chilometri dal centro di Pristina, dove la città lascia il posto a colline di querce e faggi. È qui che Pristina viene a respirare: camminatori, runner, ciclisti in mountain bike e famiglie con il cestino da picnic.",
        "Vicino all'ingresso principale trovi ristoranti, parchi giochi e una grande piscina all'aperto, affollatissima nelle giornate calde d'estate. Più in là, strade forestali e sentieri salgono verso i crinali più alti: una passeggiata mattutina qui è una delle fughe nella natura più facili del Kosovo.",
        "In autunno i boschi si tingono di rame e d'oro, e dopo una leggera nevicata il parco diventa una tranquilla passeggiata invernale. Resta sui sentieri e porta dell'acqua: il bosco è abbastanza grande da farti perdere l'orientamento.",
      ],
      history: [
        "Germia è da generazioni il bosco di svago di Pristina; la piscina e i ristoranti vicino all'ingresso ne hanno fatto una tradizione del fine settimana per le famiglie di città molto prima dell'indipendenza.",
        "Il bosco è protetto come parco regionale e tutela anche l'aria e l'acqua della capitale. Man mano che Pristina si è espansa verso il parco, mantenerlo verde è diventata un'importante causa locale.",
      ],
      highlights: [
        "Passeggiate nel bosco e percorsi di corsa",
        "Mountain bike",
        "Piscina all'aperto d'estate",
        "Picnic e ristoranti vicino all'ingresso",
        "I colori dell'autunno",
      ],
      gettingThere:
        "L'ingresso del parco dista circa 4–5 km dal centro di Pristina: un taxi costa di solito 2–5 € e impiega circa 10–15 minuti. Gli autobus urbani vanno verso il parco (il biglietto urbano costa 0,40–0,50 €); chiedi sul posto qual è la linea attuale. In bicicletta, preparati a una salita costante.",
      climate: {
        note: "Un po' più fresco e verde del centro città, con un'ombra preziosa nelle giornate calde d'estate.",
      },
      bestTime: "Da aprile a ottobre; la piscina è più affollata a luglio e agosto.",
    },
    "11": {
      imageAlt:
        "Un kayak sulle acque calme del lago di Batllava, tra colline boscose, in una giornata d'estate",
      name: "Lago di Batllava",
      location: "Vicino a Podujevo, Kosovo centrale",
      description:
        "Un lago artificiale tra le verdi colline a circa 30 km a nord-est di Pristina, molto frequentato d'estate per nuotare, andare in barca, pescare e mangiare nei ristoranti sulla riva.",
      overview: [
        "Il lago di Batllava (Liqeni i Batllavës) è un lago artificiale tra colline boscose nella regione del Llap, nel comune di Podujevo. Nei fine settimana d'estate è una delle fughe preferite da Pristina: si nuota, si esce in barca e in kayak, si pesca e si pranza senza fretta sulle terrazze affacciate sull'acqua.",
        "Il lago è anche il principale serbatoio di acqua potabile per Pristina e Podujevo, quindi trattalo con cura: usa le aree di balneazione consolidate, riporta a casa i tuoi rifiuti e segui i cartelli locali.",
        "Fuori stagione è tranquillo: un buon posto per una passeggiata lungo la riva e per fotografare la nebbia che si posa sull'acqua nelle mattine d'autunno.",
      ],
      history: [
        "La diga sul fiume Batllava fu costruita in epoca jugoslava. In origine doveva fornire acqua alle centrali a carbone di Obiliq, che in seguito passarono a un altro bacino.",
        "Oggi il lago fornisce acqua potabile a gran parte della regione di Pristina. Nelle estati secche il livello può calare in modo evidente: un promemoria di quanto la capitale dipenda da esso.",
      ],
      highlights: [
        "Bagni d'estate",
        "Kayak e giri in barca",
        "Pesca",
        "Ristoranti sul lago",
        "Nebbia d'autunno sull'acqua",
      ],
      gettingThere:
        "In auto il lago dista circa 40 minuti da Pristina: dirigiti a nord verso Podujevo, poi a est su strade locali più piccole. Non c'è un autobus regolare fino alla riva, quindi vieni in auto, oppure prendi un autobus per Podujevo e un taxi per gli ultimi 13 km circa.",
      climate: {
        note: "Clima continentale a circa 640 m: estati calde, adatte ai bagni, e inverni freddi.",
      },
      bestTime: "Da giugno a inizio settembre per i bagni; ottobre per passeggiate tranquille.",
    },
    "12": {
      imageAlt:
        "Una kulla, la casa-torre in pietra, a Junik con le montagne alle spalle nella luce dorata d'autunno",
      name: "Junik",
      location: "Junik, Kosovo occidentale",
      description:
        "Una piccola città di kulla in pietra ai piedi delle Prokletije, tra Deçan e Gjakova, e punto di partenza per la salita al Gjeravica, una delle vette più alte del Kosovo.",
      overview: [
        "Junik sorge dove la piana di Dukagjin incontra le montagne, e i suoi vicoli sono fiancheggiati da kulla: case-torri fortificate in pietra costruite da famiglie allargate, con gli ambienti abitati ai piani superiori e finestre strette. La città ha uno dei gruppi di kulla più grandi del Kosovo, e diverse sono state restaurate.",
        "Sopra la città, il fiume Erenik scende dalle montagne, e sentieri e piste sterrate portano nel Parco nazionale Bjeshkët e Nemuna. La meta classica è il Gjeravica (2.656 m), a lungo indicato come la vetta più alta del Kosovo, con laghi glaciali sotto la cima: una lunga giornata in montagna, da affrontare preferibilmente con una guida locale.",
        "Di nuovo a valle, i ristoranti servono trota di torrente e flija, il piatto di sottili crêpe sovrapposte tipico del Kosovo occidentale.",
      ],
      history: [
        "Le kulla di Junik furono costruite da maestri muratori, molti dei quali venuti da Dibra. Nel 1999 la maggior parte fu data alle fiamme, e da allora solo una parte è stata restaurata.",
        "Le kulla riflettono una società rurale organizzata intorno a grandi famiglie e al diritto consuetudinario. Junik è diventata un comune a sé nel 2008, e i restauri delle sue case-torri ne hanno fatto uno dei posti migliori del Kosovo per vedere questa architettura.",
      ],
      highlights: [
        "Le kulla restaurate",
        "Le vecchie torri del quartiere Hoxhaj",
        "Escursione verso il Gjeravica (2.656 m)",
        "La valle del fiume Erenik",
        "Trota di montagna e flija",
      ],
      gettingThere:
        "Junik dista circa due ore d'auto da Pristina, passando per Peja e Deçan oppure per Gjakova. Gli autobus arrivano a Deçan e Gjakova; da entrambe, un taxi copre l'ultimo tratto. Per l'alta montagna ti serve una guida con un 4×4, oppure gambe allenate e una partenza all'alba.",
      climate: {
        note: "Caldo in valle; le montagne sopra la città sono molto più fredde e innevate dal tardo autunno fino alla primavera.",
      },
      bestTime: "Da maggio a ottobre; da luglio a settembre per il Gjeravica.",
    },
    "13": {
      imageAlt:
        "La chiesa in marmo del monastero di Visoki Dečani sotto montagne boscose all'alba, in primavera",
      name: "Deçan",
      location: "Deçan (Dečani), Kosovo occidentale",
      description:
        "Una piccola città ai piedi delle Prokletije, sede di Visoki Dečani, il monastero del XIV secolo patrimonio UNESCO, famoso per il suo vastissimo ciclo di affreschi.",
      overview: [
        "Deçan (Dečani) è una tranquilla cittadina sul margine occidentale della piana di Dukagjin, e la maggior parte dei visitatori viene per il monastero di Visoki Dečani, in una valle coperta di castagni circa 2 km a ovest del centro. La sua chiesa, costruita a fasce alternate di marmo chiaro e rossastro, è spesso descritta come la più grande chiesa medievale conservata dei Balcani.",
        "All'interno quasi ogni superficie è dipinta: gli affreschi formano uno dei più grandi cicli superstiti di arte di epoca bizantina, con migliaia di figure. Il monastero fa parte del sito UNESCO dei Monumenti medievali del Kosovo ed è abitato da una comunità di monaci serbo-ortodossi. Porta il passaporto o la carta d'identità, che vengono controllati all'ingresso, e vesti in modo sobrio, con spalle e ginocchia coperte.",
        "Oltre il monastero, la strada segue il fiume Lumbardhi i Deçanit su per una ripida gola fino alle montagne, con aree picnic e punti di partenza dei sentieri. Nei villaggi intorno alla città, kulla in pietra e piccoli ristoranti che servono trota di fiume sono una buona sosta per pranzo.",
      ],
      history: [
        "Il monastero fu fondato dal re serbo Stefan Uroš III Dečanski e costruito tra il 1327 e il 1335; dopo la sua morte fu completato dal figlio, Stefan Dušan. Il suo capomastro fu fra Vita, un francescano di Cattaro (Kotor), e questo spiega i tocchi romanici dell'architettura.",
        "Il monastero ha attraversato i secoli ottomani e le guerre del Novecento. Dal 1999 è protetto da forze di pace internazionali e, insieme agli altri Monumenti medievali del Kosovo, figura nella Lista del patrimonio mondiale in pericolo dell'UNESCO.",
        "La città di Deçan è a maggioranza albanese e fu duramente colpita nella guerra del 1998–99; oggi è una base sempre più apprezzata per esplorare le montagne occidentali.",
      ],
      highlights: [
        "Monastero di Visoki Dečani (UNESCO)",
        "Affreschi del XIV secolo",
        "La gola del Lumbardhi i Deçanit",
        "Kulla nei villaggi vicini",
        "Punti di partenza dei sentieri verso le Prokletije",
      ],
      gettingThere:
        "Deçan si trova a circa 15 km a sud di Peja, sulla strada per Gjakova. Da Pristina gli autobus impiegano circa due ore, di solito passando per Peja; in auto calcola circa un'ora e mezza. Dal centro della città il monastero si raggiunge con 2 km a piedi o con una breve corsa in taxi.",
      climate: {
        note: "Estati calde in valle; le montagne subito alle spalle della città conservano la neve fino a primavera.",
      },
      bestTime: "Da aprile a ottobre; primavera e autunno sono le stagioni migliori per la gola.",
    },
    "14": {
      imageAlt: "Stalattiti e stalagmiti scintillanti illuminate nella grotta di marmo di Gadime",
      name: "Grotta di Gadime (Grotta di marmo)",
      location: "Gadime, Lipjan, Kosovo centrale",
      description:
        "Una grotta di marmo a sud di Pristina, scoperta da un abitante del villaggio negli anni Sessanta, dove un percorso guidato passa tra stalattiti, stalagmiti e rare eliciti che crescono di lato.",
      overview: [
        "La Grotta di marmo (Shpella e Mermerit), nel villaggio di Gadime e Ulët circa 25 km a sud di Pristina, è la grotta turistica più nota del Kosovo. Si è formata nel calcare marmoreo, e le sue sale scintillano di cristalli, stalattiti, stalagmiti ed eliciti arricciate che sembrano sfidare la gravità.",
        "Le visite seguono un percorso guidato con gradini e corrimano attraverso diverse gallerie; i passaggi mappati arrivano a circa 1,2 km, e gran parte della grotta è ancora inesplorata. All'interno fa fresco tutto l'anno, circa 12–15 °C, quindi porta una giacca leggera anche a luglio e indossa scarpe con una buona presa.",
        "La visita è abbastanza breve da abbinarla a Pristina, a Gračanica o al viaggio verso sud, in direzione di Ferizaj e Prizren, ed è un buon programma per una giornata di pioggia.",
      ],
      history: [
        "La grotta fu scoperta alla fine degli anni Sessanta da un abitante del villaggio, Ahmet Asllani, mentre scavava nel suo terreno — le fonti indicano come anno il 1966 o il 1969 — e fu aperta ai visitatori negli anni Settanta.",
        "Oggi la grotta e il terreno sovrastante sono protetti come monumento naturale. Gli speleologi avvertono che l'illuminazione, il numero di visitatori e i danni del passato incidono sulle formazioni, quindi non toccare la roccia: cristalli come questi crescono solo di pochi millimetri in molti anni.",
      ],
      highlights: [
        "Eliciti e cristalli di aragonite",
        "Stalattiti e stalagmiti",
        "Percorso guidato tra le gallerie",
        "Facile gita di mezza giornata da Pristina",
      ],
      gettingThere:
        "Gadime si trova a circa 25 km a sud di Pristina, a circa 30 minuti d'auto lungo la strada per Ferizaj e poi su una breve strada laterale che porta al villaggio. Gli autobus tra Pristina e Ferizaj passano nelle vicinanze, ma un'auto o un taxi da Pristina è il modo più semplice per arrivare all'ingresso.",
      climate: {
        note: "Fuori, la pianura ha estati calde e inverni freddi; dentro, la grotta resta a circa 12–15 °C tutto l'anno.",
      },
      bestTime:
        "In qualsiasi periodo dell'anno: una buona scelta nelle giornate di pioggia o di gran caldo.",
    },
    "15": {
      imageAlt:
        "Botti di vino davanti ai filari sui pendii sopra Rahovec nell'ora dorata, in autunno",
      name: "Rahovec",
      location: "Rahovec (Orahovac), Kosovo occidentale",
      description:
        "La città del vino del Kosovo, circondata da vigneti soleggiati in collina, dove grandi cantine e cantine di famiglia versano rossi e bianchi locali e la vendemmia porta feste d'autunno.",
      overview: [
        "Rahovec (Orahovac) si trova sui pendii sopra la piana di Dukagjin, e le viti arrivano quasi ai margini della città. Sole, estati calde e terreni collinari ne fanno il cuore della terra del vino del Kosovo.",
        "Puoi visitare grandi cantine — la più nota, Stone Castle, è nata dall'ex cantina di Stato — ma anche piccole cantine di famiglia dove è il vignaiolo in persona a versarti il vino. I rossi di Vranac e di altri vitigni dividono la tavola con i bianchi locali; quasi tutte le degustazioni vanno concordate in anticipo, quindi telefona prima.",
        "Appena fuori città, Velika Hoča (Hoça e Madhe) è un villaggio serbo di case di pietra e chiese antiche, con una sua lunga tradizione vinicola.",
      ],
      history: [
        "La viticoltura intorno a Rahovec è antica: i monasteri medievali possedevano vigneti qui, e l'uva si è coltivata anche durante tutti i secoli ottomani. In epoca jugoslava grandi cooperative producevano vino sfuso, in gran parte esportato nella Germania Ovest con il nome di Amselfelder — «Campo dei merli», traduzione di Kosovo.",
        "Dopo il 1999 il settore è stato ricostruito su scala più piccola, e accanto ai produttori più grandi è cresciuta una nuova generazione di cantine di famiglia. La città è in prevalenza albanese, con una comunità serba nel quartiere alto e a Velika Hoča.",
      ],
      highlights: [
        "Visite in cantina e degustazioni",
        "Cantine di famiglia",
        "Passeggiate tra i vigneti sopra la città",
        "Il villaggio di Velika Hoča",
        "Le feste della vendemmia in autunno",
      ],
      gettingThere:
        "Rahovec si trova a circa 70 km a sud-ovest di Pristina, a poco più di un'ora d'auto; gli autobus impiegano circa un'ora e mezza. Da Prizren o da Gjakova ci vuole meno di un'ora. Se hai in programma delle degustazioni, vieni in autobus o in taxi, oppure porta con te un autista che resti sobrio.",
      climate: {
        note: "Soleggiato e caldo: le estati calde fanno maturare l'uva, e gli inverni sono piuttosto miti per il Kosovo.",
      },
      bestTime: "Settembre e ottobre per la vendemmia; maggio e giugno per i vigneti verdi.",
    },
    "16": {
      imageAlt: "Faggete innevate e crinali arrotondati di Shala e Bajgorës all'alba, in inverno",
      name: "Shala e Bajgorës",
      location: "A est di Mitrovica, Kosovo settentrionale",
      description:
        "Un altopiano sui versanti meridionali del massiccio del Kopaonik, a est di Mitrovica, con faggete, villaggi sparsi, ampi panorami e il più grande parco eolico del Kosovo.",
      overview: [
        "Shala e Bajgorës, spesso solo «Shala», è un altopiano nella parte orientale del comune di Mitrovica, sui versanti meridionali del massiccio del Kopaonik. Villaggi come Bajgora sono sparsi su crinali e valli molto al di sopra della piana dell'Ibar, tra faggete e prati.",
        "È un luogo per passeggiate tranquille, ampi panorami sulla piana del Kosovo e la stagione dei frutti di bosco e dei funghi a fine estate. I turisti sono pochi e i servizi essenziali. Sui crinali sopra Bajgora si trovano le 27 turbine del parco eolico di Bajgora, il più grande del Kosovo, che ha iniziato a immettere energia nella rete nel 2021.",
        "La zona è isolata: parti con il pieno, mappe offline e abiti caldi, e chiedi alla gente del posto delle strade forestali, che possono essere fangose o innevate.",
      ],
      history: [
        "Le colline di Shala fanno parte dello stesso massiccio del Kopaonik, ricco di minerali, delle miniere di Trepça, e da generazioni estrazione mineraria, silvicoltura e pastorizia scandiscono la vita di queste terre.",
        "Durante la guerra del 1998–99 la zona vide l'attività dell'Esercito di liberazione del Kosovo e molti villaggi furono danneggiati; i memoriali nei villaggi ricordano quegli anni. Più di recente, il parco eolico e le nuove strade hanno riportato l'attenzione su Shala.",
      ],
      highlights: [
        "Passeggiate nelle faggete",
        "Panorami sulla piana del Kosovo",
        "Il parco eolico di Bajgora sui crinali",
        "Frutti di bosco e funghi a fine estate",
        "La tranquilla vita di villaggio",
      ],
      gettingThere:
        "Da Pristina guida fino a Vushtrri o Mitrovica, poi segui le strade locali verso est, tra le colline: in tutto da un'ora a un'ora e mezza circa. I mezzi pubblici sono scarsi, quindi l'auto è di gran lunga la soluzione più semplice; d'inverno verifica le condizioni delle strade prima di partire.",
      climate: {
        note: "Clima d'altopiano: inverni nevosi e ventosi ed estati fresche, sensibilmente più fresche che a Mitrovica.",
      },
      bestTime: "Da giugno a ottobre.",
    },
    "17": {
      imageAlt: "La diga e il lago di Gazivoda sotto colline boscose al crepuscolo, in estate",
      name: "Zubin Potok",
      location: "Zubin Potok, Kosovo settentrionale",
      description:
        "Una piccola città nell'alta valle dell'Ibar accanto al lago di Gazivoda, un lungo bacino tra colline boscose, molto frequentato d'estate per pescare, nuotare e andare in barca.",
      overview: [
        "Zubin Potok è una piccola città in prevalenza serba nella valle dell'Ibar, a ovest di Mitrovica, nella zona storica nota come Ibarski Kolašin. La sua grande attrattiva si trova poco più a monte: il lago di Gazivoda (in albanese Liqeni i Gazivodës o Ujmani), un lungo bacino che si snoda tra colline boscose.",
        "D'estate si viene a nuotare, pescare, pagaiare e fare picnic sulla riva, e le case vacanza punteggiano i pendii. L'estremità occidentale del lago si trova in Serbia, quindi tieni d'occhio dove sei se esplori in barca o lungo la riva.",
        "Le colline intorno — la Mokna a sud e la Rogozna a nord — offrono passeggiate tranquille, e in città ci sono semplici caffè e locali dove mangiare.",
      ],
      history: [
        "La diga sull'Ibar fu costruita tra il 1973 e il 1977; con i suoi oltre 100 m di altezza è una delle dighe in terra più alte d'Europa. Il bacino sommerse villaggi, chiese e siti medievali della valle, e la sua acqua viene portata con un canale fino alla piana del Kosovo per l'acqua potabile, le centrali elettriche e l'industria.",
        "Circa tre quarti degli 11,9 km² del lago si trovano in Kosovo e il resto in Serbia. Per la sua importanza per l'acqua e l'energia, il lago è stato spesso al centro dei negoziati tra Pristina e Belgrado.",
      ],
      highlights: [
        "Bagni e picnic sul lago di Gazivoda",
        "Pesca",
        "Barca e kayak",
        "Passeggiate sulle colline della Mokna e della Rogozna",
        "Il panorama dalla diga",
      ],
      gettingThere:
        "Guida fino a Mitrovica (circa 45 minuti da Pristina), poi segui la valle dell'Ibar verso ovest per circa 25 km; in tutto calcola poco più di un'ora. Gli autobus locali partono da Mitrovica nord, ma con l'auto puoi raggiungere le rive del lago.",
      climate: {
        note: "Clima di valle: estati calde, inverni freddi e frequenti nebbie mattutine sul lago.",
      },
      bestTime: "Da giugno a settembre per il lago; maggio e ottobre per le passeggiate.",
    },
    "18": {
      imageAlt: "Una tenda sotto un cielo stellato su un alto pascolo dei monti Šar, in estate",
      name: "Parco nazionale dei monti Šar",
      location: "Dragash, Kosovo meridionale",
      description:
        "Un parco d'alta montagna lungo il confine con la Macedonia del Nord, con laghi glaciali, pascoli alpini, capanne estive dei pastori e vette oltre i 2.400 m come il Luboten.",
      overview: [
        "Il Parco nazionale dei monti Šar (Parku Kombëtar Sharri) protegge il versante kosovaro della catena dei monti Šar (Sharr), le montagne lungo il confine con la Macedonia del Nord. Si estende da Dragash a sud-ovest fino a Kaçanik a est e comprende parti dei comuni di Prizren, Dragash, Suhareka, Štrpce e Kaçanik.",
        "Sopra il limite del bosco si stendono pascoli immensi, punteggiati di laghi glaciali, capanne estive e greggi sorvegliate dai grandi cani da pastore di Sharr. Il versante di Dragash è selvaggio e poco frequentato: da villaggi come Brod i sentieri portano al lago Shutman e alle vette della cresta di confine.",
        "Tra gli animali ci sono l'orso bruno, il lupo, il camoscio e la rara lince balcanica. In quota il tempo cambia in fretta: porta una cartina, acqua e abiti caldi, parti presto e, per la cresta di confine, affidati a una guida locale.",
      ],
      history: [
        "I pastori portano le greggi su queste montagne da molti secoli, e la transumanza modella ancora il paesaggio; il cane da pastore di Sharr e il formaggio di Sharr portano entrambi il nome di queste montagne.",
        "Un parco nazionale fu istituito per la prima volta sul versante kosovaro della catena nel 1986 e fu ampliato con una legge kosovara nel 2012. Conciliare turismo, pascolo ed edilizia all'interno dei suoi confini resta un compito aperto.",
      ],
      highlights: [
        "Laghi glaciali come lo Shutman e il Jazhinca",
        "Pascoli alpini e capanne dei pastori",
        "Il Luboten (2.498 m) all'orizzonte",
        "Fauna: camosci, orsi e linci",
        "Trekking di più giorni da Brod e Prevalla",
      ],
      gettingThere:
        "Il parco ha diverse porte d'accesso. Per il versante di Dragash, guida fino a Prizren (circa un'ora e un quarto da Pristina) e prosegui per Dragash e Brod (circa un'altra ora). Prevalla, sopra Prizren, e Brezovica, che si raggiunge passando per Štrpce, sono gli accessi più facili. Per la maggior parte dei punti di partenza dei sentieri l'auto è indispensabile.",
      climate: {
        note: "Alpino: la neve resiste sulle creste più alte fino a giugno, e le notti d'estate possono sfiorare lo zero.",
      },
      bestTime: "Da luglio a settembre per le escursioni in quota.",
    },
    "19": {
      imageAlt:
        "Le mura in rovina della fortezza di Zvečan in cima a un colle ripido al crepuscolo, in inverno",
      name: "Zvečan",
      location: "Zvečan, Kosovo settentrionale",
      description:
        "Una piccola città appena a nord-ovest di Mitrovica, dominata dalle rovine di una fortezza medievale su un colle vulcanico spento, con il monastero di Banjska a breve distanza in auto.",
      overview: [
        "Zvečan si trova nella valle dell'Ibar, proprio accanto a Mitrovica, e il suo simbolo è impossibile da non notare: le rovine della fortezza di Zvečan sulla cima di un colle ripido a forma di cono — un vulcano spento — alto sopra il fiume. Un sentiero sale fino alle mura, e dalla cima la vista abbraccia la valle dell'Ibar, Mitrovica e le colline del Kopaonik.",
        "Giù in città, la ciminiera e gli edifici della fonderia di piombo di Trepça ricordano il passato minerario della zona. Circa 12 km a nord, il monastero di Banjska, fondato dal re Milutin all'inizio del XIV secolo, è stato restaurato e accoglie i visitatori rispettosi.",
        "Zvečan è un comune in prevalenza di lingua serba; le insegne sono spesso in cirillico, e qualche parola di saluto fa molta strada.",
      ],
      history: [
        "Zvečan è una delle fortezze più antiche della regione, citata alla fine dell'XI secolo come roccaforte di confine tra le terre serbe e Bisanzio. Divenne un'importante fortezza dello Stato dei Nemanjić; secondo le fonti medievali, il re Stefan Dečanski vi morì nel 1331 dopo essere stato deposto dal figlio Dušan.",
        "Gli ottomani presero la fortezza nel XV secolo, e lentamente andò in rovina. Nel Novecento la città sottostante crebbe con le miniere e la fonderia di Trepça.",
      ],
      highlights: [
        "Salita alla fortezza di Zvečan",
        "Panorami sulla valle dell'Ibar",
        "Il monastero di Banjska",
        "Il patrimonio minerario di Trepça",
        "Da abbinare a Mitrovica",
      ],
      gettingThere:
        "Prendi un autobus da Pristina a Mitrovica (da 45 minuti a un'ora circa), poi passa sulla sponda nord e prosegui in taxi per pochi chilometri fino a Zvečan. In auto l'intero tragitto richiede circa un'ora. Indossa scarpe robuste per il ripido sentiero che sale alla fortezza.",
      climate: {
        note: "Clima continentale di valle: inverni freddi, spesso nebbiosi, ed estati calde.",
      },
      bestTime:
        "Da aprile a giugno e da settembre a ottobre; rinuncia alla salita nei giorni di ghiaccio.",
    },
    "20": {
      imageAlt:
        "Il mastio in pietra del castello medievale di Vushtrri nel centro della città, nella luce dorata della primavera",
      name: "Vushtrri",
      location: "Vushtrri (Vučitrn), Kosovo settentrionale",
      description:
        "Una delle città più antiche del Kosovo, tra Pristina e Mitrovica, con il mastio di un castello medievale, un antico hammam ottomano e un lungo ponte di pietra appena fuori dal centro.",
      overview: [
        "Vushtrri (Vučitrn) è una piccola città di mercato sulla strada tra Pristina e Mitrovica, e il suo centro racchiude un gruppo compatto di monumenti. Il tozzo mastio in pietra del castello medievale, spesso chiamato Torre dei Vojinović, si alza proprio accanto alla piazza principale.",
        "Lì vicino ci sono un antico hammam ottomano e diverse moschee, e a breve distanza a piedi, a nord del centro, si trova il celebre Ponte di pietra della città, che attraversa un letto di fiume abbandonato dalla Sitnica molto tempo fa.",
        "Vushtrri è una comoda sosta di mezza giornata tra Pristina e Mitrovica: fai un giro in centro, guarda il ponte e prendi un caffè in piazza.",
      ],
      history: [
        "Vushtrri è citata nelle fonti medievali, e all'inizio del XV secolo fu una sede della famiglia Branković, signori di questa parte del Kosovo. Il mastio del castello e il ponte di pietra risalgono più o meno a quel periodo.",
        "Sotto gli ottomani, Vushtrri fu per un certo periodo sede di un sangiaccato (provincia) e una città animata, con moschee, bagni e mercati. In seguito perse importanza a favore di Pristina e Mitrovica, ma il suo nucleo antico sopravvive intorno al castello.",
      ],
      highlights: [
        "Il mastio del castello medievale",
        "Ponte di pietra (Ura e Gurit)",
        "L'antico hammam ottomano",
        "Un caffè nella piazza principale",
      ],
      gettingThere:
        "Vushtrri si trova sulla strada principale da Pristina a Mitrovica, a nord della capitale. Gli autobus diretti a Mitrovica fermano qui e impiegano circa 30–40 minuti; in auto è un comodo tragitto di mezz'ora.",
      climate: {
        note: "Clima continentale di pianura: inverni freddi, estati calde e primavere piacevoli.",
      },
      bestTime: "Da aprile a ottobre.",
    },
    "21": {
      imageAlt:
        "Il Ponte di pietra medievale ad arcate di Vushtrri sopra un antico letto di fiume coperto d'erba, in una giornata d'estate",
      name: "Ponte di pietra di Vushtrri",
      location: "Vushtrri, Kosovo settentrionale",
      description:
        "Un ponte medievale a nove arcate lungo circa 135 m, costruito in pietra rossa e grigia su un'antica via carovaniera, che da quando il fiume Sitnica ha cambiato corso si erge su un prato asciutto.",
      overview: [
        "Il Ponte di pietra (Ura e Gurit, detto anche ponte dei Vojinović) è il monumento più fotografato di Vushtrri: nove arcate di pietra rossa e grigia alternata che sorreggono una carreggiata acciottolata lunga circa 135 metri. Quello che lo rende insolito è che sotto non scorre alcun fiume: secoli fa la Sitnica ha spostato il suo corso verso ovest, lasciando il ponte sospeso sull'erba.",
        "Si trova a breve distanza a piedi dal centro della città. Percorri tutto il ponte, poi guarda le arcate dal prato sottostante. Proprio accanto al ponte c'è un ristorante, se vuoi fermarti più a lungo.",
      ],
      history: [
        "Lo stile colloca il ponte tra la fine del XIV e l'inizio del XV secolo, e la tradizione lo attribuisce ai fratelli Vojinović, nobili ricordati nell'epica serba. Portava la via carovaniera tra Ragusa (Dubrovnik) e Skopje oltre la Sitnica.",
        "Con l'accumularsi dei detriti e l'allontanarsi del fiume, il ponte perse la sua funzione ma sopravvisse.",
      ],
      highlights: [
        "Nove arcate di pietra",
        "Una passeggiata sulla carreggiata acciottolata",
        "L'antico letto asciutto della Sitnica",
        "Da abbinare al mastio del castello di Vushtrri",
      ],
      gettingThere:
        "Da Pristina prendi un autobus per Mitrovica e scendi a Vushtrri (circa 30–40 minuti). Il ponte si trova sul lato nord della città, a breve distanza a piedi dal centro, e chi arriva in auto può parcheggiare nelle vicinanze.",
      climate: {
        note: "Clima continentale di pianura: inverni freddi ed estati calde.",
      },
      bestTime:
        "In primavera e all'inizio dell'autunno, quando il prato è verde e la luce morbida.",
    },
    "22": {
      imageAlt:
        "Il memoriale di Adem Jashari e le tombe tra verdi colline a Prekaz all'alba, in primavera",
      name: "Complesso memoriale Adem Jashari",
      location: "Prekaz, Skënderaj, Kosovo settentrionale",
      description:
        "La casa, le tombe e il museo della famiglia Jashari a Prekaz, conservati com'erano, dove Adem Jashari e decine di suoi parenti furono uccisi nel marzo 1998: un luogo della memoria nazionale.",
      overview: [
        "A Prekaz, ai margini di Skënderaj nella regione della Drenica, il Complesso memoriale Adem Jashari conserva il complesso familiare in cui Adem Jashari, tra i fondatori dell'Esercito di liberazione del Kosovo, fu ucciso insieme a gran parte della sua famiglia il 5–7 marzo 1998. Per molti albanesi del Kosovo è il memoriale più importante della guerra, e i visitatori arrivano da tutto il Kosovo e dalla diaspora.",
        "Il complesso ha tre parti: le case di famiglia colpite dai proiettili d'artiglieria, lasciate com'erano sotto una struttura protettiva; il cimitero in cui sono sepolti i membri della famiglia, con una guardia d'onore; e un piccolo museo con fotografie ed effetti personali.",
        "È un luogo di lutto. Vesti in modo sobrio, parla a bassa voce, chiedi prima di fotografare le persone e segui le indicazioni del personale. Ogni anno all'inizio di marzo si tengono le commemorazioni, quando il sito è molto affollato.",
      ],
      history: [
        "Adem Jashari nacque a Prekaz nel 1955 e negli anni Novanta divenne uno dei fondatori e dei comandanti dell'Esercito di liberazione del Kosovo. Il 5 marzo 1998 forze di polizia e militari serbe attaccarono il complesso dei Jashari. In tre giorni Adem, suo fratello Hamëz e il padre Shaban furono uccisi insieme a decine di altri membri della famiglia allargata, tra cui donne e bambini; sopravvisse la nipote Besarta, che allora aveva undici anni.",
        "L'attacco attirò l'attenzione internazionale ed è considerato da molti un punto di svolta verso la guerra del 1998–99. Dopo la guerra il sito è diventato un complesso memoriale, e il Parlamento del Kosovo lo ha dichiarato area di speciale interesse nazionale.",
      ],
      highlights: [
        "Le case della famiglia Jashari conservate com'erano",
        "Il cimitero memoriale",
        "Il museo della famiglia Jashari",
        "Le commemorazioni annuali all'inizio di marzo",
      ],
      gettingThere:
        "Gli autobus da Pristina raggiungono Skënderaj in circa un'ora per i circa 50 km. Il memoriale si trova a Prekaz, ai margini della città, a breve distanza a piedi o in taxi dalla stazione degli autobus. In auto dista circa 50 minuti da Pristina.",
      climate: {
        note: "La collinare regione della Drenica ha inverni freddi ed estati calde.",
      },
      bestTime:
        "In qualsiasi periodo dell'anno; all'inizio di marzo per le commemorazioni, quando c'è molta gente.",
    },
    "23": {
      imageAlt: "Uno storico edificio museale nel centro di Gjilan al sole d'autunno",
      name: "Gjilan",
      location: "Gjilan (Gnjilane), Kosovo orientale",
      description:
        "La vivace città principale del Kosovo orientale, con un Museo civico di archeologia, un Museo etnologico nel palazzo di Hysen Pascià dai soffitti intagliati e un'animata vita di caffè.",
      overview: [
        "Gjilan è la città più grande del Kosovo orientale e il centro della valle dell'Anamorava, una regione di campi e colline ondulate verso i confini con la Serbia e la Macedonia del Nord. È una città rilassata e facile da girare a piedi, con un lungo centro pedonale pieno di caffè.",
        "La città ha due musei. Il Museo civico, aperto nel 2016 in un edificio storico che un tempo ospitava l'ufficio distrettuale ottomano, espone reperti archeologici dalla preistoria al Medioevo accanto a oggetti di vita quotidiana. Il Museo etnologico occupa il palazzo di Hysen Pascià, costruito nel 1887 e noto per i suoi soffitti in legno finemente intagliati, con costumi, artigianato e attrezzi della regione.",
        "Gjilan è una buona base per il Kosovo orientale: la fortezza di Novo Brdo, le terme di Kllokot e il santuario cattolico di Letnica sono tutti raggiungibili in auto.",
      ],
      history: [
        "La zona è abitata fin dalla preistoria, come mostrano i reperti del museo. La città attuale si sviluppò in epoca ottomana come centro di mercato, e la tradizione locale lega la sua crescita al declino della vicina città mineraria medievale di Novo Brdo.",
        "Nel tardo periodo ottomano Gjilan fu capoluogo di distretto, e nel Novecento divenne la città di riferimento dell'Anamorava. I suoi musei hanno aperto solo di recente: fino al 2016 i reperti della regione dovevano essere esposti nella capitale.",
      ],
      highlights: [
        "Museo civico di Gjilan",
        "Museo etnologico nel palazzo di Hysen Pascià",
        "Una passeggiata serale e un caffè in centro",
        "Gita di un giorno alla fortezza di Novo Brdo",
        "Le terme di Kllokot nei dintorni",
      ],
      gettingThere:
        "Gli autobus da Pristina per Gjilan sono frequenti e impiegano circa un'ora per i circa 50 km; in auto ci vuole più o meno lo stesso tempo. Da Gjilan, autobus locali e taxi raggiungono Kamenica, Viti e Kllokot.",
      climate: {
        note: "Clima continentale: inverni freddi ed estati calde e soleggiate nella valle dell'Anamorava.",
      },
      bestTime: "Da aprile a giugno e da settembre a ottobre.",
    },
    "24": {
      imageAlt:
        "Le torri in pietra della fortezza di Novo Brdo in cima a un colle nella luce dorata dell'estate",
      name: "Fortezza di Novo Brdo (Artana)",
      location: "Novo Brdo, Kosovo orientale",
      description:
        "La fortezza in rovina di una grande città mineraria medievale dell'argento, su un cono vulcanico spento a est di Pristina, con torri, mura e ampi panorami sulle colline.",
      overview: [
        "Su un colle a forma di cono circa 40 km a est di Pristina sorgono le rovine della fortezza di Novo Brdo, in albanese Kalaja e Novobërdës o fortezza di Artana. Nel XIV e XV secolo questa era una delle città minerarie più importanti dei Balcani, famosa per il suo argento.",
        "La fortezza ha una città alta con torri rettangolari e una città bassa che scende lungo il pendio; i lavori di conservazione hanno reso le mura più sicure da visitare. Intorno si riconoscono le fondamenta di chiese e case della città medievale.",
        "Vieni per il silenzio e per i panorami sulle colline del Kosovo orientale. Indossa scarpe adatte, perché il terreno è irregolare, e porta dell'acqua: sul posto i servizi sono ridotti al minimo.",
      ],
      history: [
        "La fortezza fu costruita intorno al passaggio al XIV secolo per proteggere le miniere d'oro e d'argento della zona. Sotto il Despotato serbo, all'inizio del XV secolo, Novo Brdo raggiunse il suo apogeo: minatori sassoni lavoravano nelle miniere, i mercanti di Ragusa vi avevano una numerosa colonia e nel 1412 il despota Stefan Lazarević vi emanò un codice minerario per regolare il settore.",
        "Dopo diversi assedi la città cadde in mano all'esercito ottomano nel 1455. L'attività mineraria proseguì su scala ridotta, ma la città decadde, e alla fine del XVII secolo la fortezza era ormai abbandonata. Le ricerche archeologiche, iniziate negli anni Cinquanta, continuano a riportare alla luce la città medievale.",
      ],
      highlights: [
        "Mura e torri della città alta",
        "Resti della città mineraria medievale",
        "Panorami sul Kosovo orientale",
        "La storia delle miniere d'argento medievali",
      ],
      gettingThere:
        "Novo Brdo si trova a circa 40 km a est di Pristina: in auto calcola circa 50 minuti, l'ultimo tratto su una tortuosa strada di collina. I mezzi pubblici fino alla fortezza sono molto limitati, quindi vieni in auto, prendi un taxi da Pristina o da Gjilan oppure partecipa a un tour.",
      climate: {
        note: "Colline d'altura: più ventilate e fresche di Pristina, con neve d'inverno.",
      },
      bestTime: "Da maggio a ottobre, in una giornata limpida per godersi il panorama.",
    },
    "25": {
      imageAlt:
        "Verdi colline ondulate e boschi di querce del Kosovo orientale nella luce dorata della primavera",
      name: "Spas",
      location: "Vicino a Gjilan e Kamenica, Kosovo orientale",
      description:
        "Un angolo tranquillo delle colline ondulate del Kosovo orientale tra Gjilan e Kamenica, per strade di campagna, frutteti, boschi di querce e giornate lente lontano dalle vie principali.",
      overview: [
        "La zona intorno a Spas, tra le colline fra Gjilan e Kamenica, mostra il volto più rurale del Kosovo orientale: colline basse e ondulate, piccoli villaggi, campi, frutteti e boschi di querce, solcati da torrenti che scorrono verso la Morava. Non è una località turistica e non ha grandi attrazioni: vieni per la quiete.",
        "Passa una giornata in auto o in bicicletta sulle strade secondarie, fermati in un villaggio per un caffè e abbina la campagna alle attrazioni vicine: i musei di Gjilan, la fortezza medievale di Novo Brdo e la cittadina di Kamenica con il suo parco lungo il fiume.",
        "Nei villaggi i servizi sono scarsi, quindi porta acqua e qualcosa da mangiare e tieni un po' di contanti per i piccoli acquisti.",
      ],
      history: [
        "Spas è una parola slava che significa «Salvatore», presente nei toponimi di tutti i Balcani e spesso legata a una chiesa del Santo Salvatore. Il Kosovo orientale è da sempre una zona mista, dove villaggi albanesi e serbi sorgono gli uni accanto agli altri.",
        "L'Anamorava e le colline di Kamenica sono terra di agricoltura da secoli, con bestiame, cereali e frutteti. Molte famiglie qui hanno parenti che lavorano all'estero: per questo i villaggi si animano d'estate, quando torna la diaspora.",
      ],
      highlights: [
        "Giri in auto e in bicicletta sulle strade secondarie tra le colline",
        "La vita di villaggio del Kosovo orientale",
        "I musei di Gjilan nelle vicinanze",
        "La fortezza di Novo Brdo a portata di mano",
        "Il parco lungo il fiume di Kamenica",
      ],
      gettingThere:
        "Raggiungi prima Gjilan, a circa un'ora di autobus da Pristina, ed esplora da lì in auto o in taxi; Kamenica si trova circa mezz'ora più a est. Gli autobus locali collegano le città, ma i villaggi sono molto più facili da raggiungere con un mezzo proprio.",
      climate: {
        note: "Colline continentali: inverni freddi, estati calde e giornate fresche in primavera e in autunno.",
      },
      bestTime:
        "Da aprile a giugno per le colline verdi; settembre e ottobre per i colori del raccolto.",
    },
  },
};
