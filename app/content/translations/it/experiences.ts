/* it texts of app/content/experiences.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  experiences: {
    "1": {
      imageAlt:
        "La fortezza di Prizren sulla collina nella calda luce della sera, sopra i tetti della città vecchia, un minareto e il fiume",
      name: "Passeggiata nella città vecchia di Prizren e salita alla fortezza",
      description:
        "Attraversa il Ponte di pietra, passa davanti alla moschea di Sinan Pascià e sali per i vicoli fino alla fortezza, con vista sui tetti rossi di Prizren.",
      location: "Prizren",
      details: [
        "Prizren è la città del Kosovo in cui il passato ottomano, ortodosso e cattolico convivono più da vicino. Parti dal Ponte di pietra, di epoca ottomana, sul fiume Lumbardh (Bistrica), poi raggiungi Shadërvan, la piazzetta con la fontana, i caffè e la moschea a cupola di Sinan Pascià, dei primi del Seicento. A pochi isolati trovi la chiesa della Madonna di Ljeviš, parte dei Monumenti medievali in Kosovo tutelati dall'UNESCO, e il complesso della Lega di Prizren, dove nel 1878 si riunirono i capi albanesi.",
        "Dalla città vecchia un sentiero acciottolato sale alla fortezza. Con passo tranquillo ci vogliono circa 20 minuti; verso la cima diventa ripido, quindi indossa scarpe adatte. Dalle mura guardi giù sul fiume, sui minareti e, più in là, sui monti Šar (Sharr). Vai nel tardo pomeriggio: la salita è più fresca e puoi vedere la luce farsi dorata sulla città prima di ridiscendere per cena lungo il fiume.",
      ],
      duration: "Mezza giornata",
      season:
        "Tutto l'anno. Primavera e autunno sono le stagioni più piacevoli per la salita; a inizio agosto la città è affollata per il DokuFest.",
      whatToBring: [
        "Scarpe comode con una buona suola",
        "Acqua per la salita",
        "Un foulard o qualcosa per coprire le spalle in moschee e chiese",
        "Contanti per caffè e piccoli negozi",
      ],
    },
    "2": {
      imageAlt:
        "Arrampicatori su una via ferrata, in alto sulle pareti grigie e verticali della gola di Rugova",
      name: "Via ferrata ed escursioni nella gola di Rugova",
      description:
        "Aggancia il moschettone a cavi d'acciaio e scale fissati nelle pareti calcaree della gola di Rugova, a pochi minuti d'auto da Peja, con una guida del posto.",
      location: "Gola di Rugova, vicino a Peja",
      details: [
        "La gola di Rugova comincia subito a ovest di Peja (Peć), dove il fiume Lumbardh ha scavato uno stretto canyon nelle Prokletije (Alpi albanesi, in albanese Bjeshkët e Nemuna). Sulle sue pareti sono attrezzate diverse vie ferrate, dai facili traversi sopra il fiume a un percorso impegnativo con un lungo ponte sospeso. Gli operatori outdoor della zona noleggiano imbrago, casco e set da ferrata e ti accompagnano lungo il percorso; per le vie più facili non serve esperienza di arrampicata, basta non soffrire di vertigini.",
        "Se preferisci restare con i piedi su un sentiero, la gola e i pascoli d'alta quota sopra di essa sono attraversati da percorsi escursionistici segnati, tra cui alcuni tratti del sentiero transfrontaliero Peaks of the Balkans. Prima di partire chiedi alla tua guida che tempo è previsto: i percorsi sono esposti e dopo la pioggia la roccia diventa scivolosa.",
      ],
      duration: "Mezza giornata",
      season:
        "Dalla tarda primavera all'autunno, più o meno da maggio a ottobre. In estate il momento più fresco per salire è il mattino.",
      whatToBring: [
        "Scarpe robuste con una buona aderenza",
        "Guanti (vanno bene quelli da ciclismo)",
        "Acqua e uno snack",
        "Una giacca leggera",
        "Crema solare",
      ],
    },
    "3": {
      imageAlt: "Botti di vino ai margini di un vigneto sulle colline di Rahovec al tramonto",
      name: "Degustazione di vini a Rahovec",
      description:
        "Assaggia rossi, bianchi e raki fatta in casa nelle cantine di Rahovec, la cittadina nel cuore della zona vinicola del Kosovo.",
      location: "Rahovec",
      details: [
        "Rahovec sorge su colline soleggiate tra Prizren e Gjakova, e le viti ricoprono quasi ogni pendio intorno. Qui si fa vino da secoli. Oggi puoi visitare sia la grande cantina Stone Castle sia le piccole cantine di famiglia, dove spesso è il vignaiolo stesso a versarti il vino e a spiegarti quali uve crescono su quale collina.",
        "Di solito una degustazione comprende qualche rosso e qualche bianco accompagnati da formaggio, pane e peperoni, e si chiude con un bicchierino di raki. Organizza le visite in anticipo per telefono o tramite la tua guesthouse, e non pensare di guidare dopo: dividi un taxi da Prizren o da Gjakova, oppure fermati a dormire. A inizio settembre la città festeggia la vendemmia con l'Hardh Fest.",
      ],
      duration: "Mezza giornata",
      season:
        "Tutto l'anno; il periodo più vivace va da fine agosto a ottobre, quando l'uva viene raccolta e pigiata.",
      whatToBring: [
        "Un guidatore che non beve o un taxi già organizzato",
        "Contanti per comprare bottiglie",
        "Qualcosa da mangiare prima di cominciare",
      ],
    },
    "4": {
      imageAlt:
        "Una teglia rotonda di flija a strati su un tavolo apparecchiato all'aperto, con i pendii dei monti sullo sfondo",
      name: "Flija e cucina casalinga",
      description:
        "Guarda preparare la flija strato dopo strato e cuocerla per ore sotto un coperchio di metallo rovente, poi gustala a una tavola di villaggio con yogurt, miele e sottaceti.",
      location: "Villaggi della valle di Rugova, sopra Peja",
      details: [
        "La flija è il piatto che in Kosovo si prepara quando c'è tempo e compagnia. Una pastella sottile viene stesa in una larga teglia rotonda, spennellata di panna e coperta con un coperchio di metallo (saç) carico di braci ardenti. Poi si aggiunge lo strato successivo, e poi un altro, per diverse ore, finché nella teglia non c'è una torta alta, dorata, fatta di tantissimi strati.",
        "Molte guesthouse di villaggio, per esempio nella valle di Rugova sopra Peja, te la preparano se la chiedi il giorno prima, e alcune ti lasciano aiutare con gli strati. Arriva in tavola con panna acida, yogurt, miele o peperoni sottaceto. Resta per il resto del pasto: fagioli cotti nel coccio, carne alla griglia, ajvar di peperoni arrostiti e un caffè forte alla turca.",
      ],
      duration: "3–4 ore",
      season: "Tutto l'anno; nelle giornate estive si cucina spesso all'aperto.",
      whatToBring: [
        "Appetito e nessun orario fisso",
        "Uno strato caldo per le serate in montagna",
        "Contanti per la guesthouse",
      ],
    },
    "5": {
      imageAlt: "Una chiesa monastica in pietra con cupola in una valle boscosa all'alba",
      name: "Visoki Dečani e il Patriarcato di Peć",
      description:
        "Visita due monasteri serbo-ortodossi del XIII e XIV secolo, parte dei Monumenti medievali in Kosovo tutelati dall'UNESCO, con le pareti coperte di affreschi.",
      location: "Deçan e Peja",
      details: [
        "Visoki Dečani sorge in una valle boscosa appena fuori Deçan (Dečani). La sua chiesa, costruita negli anni Trenta del Trecento in pietra a fasce, è la più grande chiesa medievale conservata dei Balcani, e all'interno quasi ogni superficie è dipinta ad affresco. I monaci vivono e lavorano ancora qui, e puoi comprare il loro formaggio, il vino e il miele. Il Patriarcato di Peć, un gruppo di chiese dipinte di rosso all'imbocco della gola di Rugova, fu per secoli la sede dei patriarchi serbi.",
        "Entrambi fanno parte del sito del Patrimonio mondiale dell'UNESCO Monumenti medievali in Kosovo, insieme a Gračanica, vicino a Pristina, e alla chiesa della Madonna di Ljeviš a Prizren. I due monasteri distano circa mezz'ora d'auto, quindi puoi vederli in un giorno partendo da Peja. Vesti in modo sobrio, all'interno parla a bassa voce e porta con te il passaporto o la carta d'identità: Visoki Dečani è sorvegliato e all'ingresso devi registrarti.",
      ],
      duration: "Giornata intera",
      season:
        "Tutto l'anno. Informati prima di andare nelle principali feste ortodosse, quando le funzioni hanno la precedenza.",
      whatToBring: [
        "Passaporto o carta d'identità",
        "Abiti che coprano spalle e ginocchia",
        "Contanti per il negozio del monastero",
        "Uno strato leggero per il fresco all'interno delle chiese",
      ],
    },
    "6": {
      imageAlt:
        "Stalattiti illuminate e formazioni di cristalli bianchi all'interno della grotta di marmo di Gadime",
      name: "Grotta di marmo di Gadime",
      description:
        "Segui una guida nella grotta di marmo di Gadime, a mezz'ora d'auto a sud di Pristina, tra cristalli bianchi di aragonite e colonne di marmo.",
      location: "Gadime e Ulët, Lipjan",
      details: [
        "Un abitante di Gadime e Ulët, Ahmet Asllani, ne scoprì l'ingresso mentre lavorava sul suo terreno — nel 1966 o nel 1969, perché le fonti non concordano — e la grotta fu aperta ai visitatori negli anni Settanta. Si è formata nel marmo e non nel comune calcare, cosa rara, e le sue pareti sono irte di cristalli di aragonite aghiformi che crescono in ogni direzione, non solo verso il basso.",
        "Se ne conoscono circa 1,2 km di gallerie; la visita guidata percorre la parte illuminata in molto meno di un'ora. Dentro fa fresco tutto l'anno, tra 12 e 15 °C, quindi porta uno strato in più anche ad agosto. Abbinala al monastero di Gračanica o a Pristina per una comoda gita di mezza giornata.",
      ],
      duration: "1–2 ore",
      season:
        "La stagione delle visite va di solito dalla primavera all'autunno; d'inverno controlla gli orari di apertura prima di andare.",
      whatToBring: [
        "Uno strato caldo",
        "Scarpe con una buona suola per i gradini umidi",
        "Contanti per il biglietto d'ingresso",
      ],
    },
    "7": {
      imageAlt:
        "Una seggiovia che risale pendii innevati nei monti Šar in una limpida giornata d'inverno",
      name: "Sci a Brezovica",
      description:
        "Scia su piste ampie e aperte sui versanti nord dei monti Šar a Brezovica, la più grande stazione sciistica del Kosovo, comoda gita in giornata da Pristina o da Prizren.",
      location: "Brezovica, monti Šar",
      details: [
        "Brezovica è stata costruita negli anni Cinquanta e un tempo ospitava gare internazionali; i suoi versanti esposti a nord tengono bene la neve e gli impianti più alti ti portano oltre i 2.000 m. Le piste sono larghe e adatte soprattutto a sciatori con un po' di esperienza, e c'è molto terreno fuoripista per chi fa scialpinismo verso le cime intorno.",
        "Impianti e alberghi sono datati, e il numero di impianti in funzione cambia da una stagione all'altra: controlla le condizioni aggiornate prima di salire. La stazione si trova a circa 60 km a sud di Pristina; da Prizren la strada sale oltre il passo di Prevalla. Nei fine settimana d'inverno si riempie di gitanti, quindi vieni in settimana per trovare piste più tranquille.",
      ],
      duration: "Giornata intera",
      season: "Inverno, di solito da dicembre a marzo, a seconda della neve.",
      whatToBring: [
        "Abbigliamento caldo e impermeabile a strati",
        "Maschera da sci e crema solare",
        "Catene da neve o pneumatici invernali",
        "Contanti per skipass e noleggio",
      ],
    },
    "8": {
      imageAlt:
        "Una cascata che si getta da una roccia chiara in una pozza verde e rotonda nel canyon della Mirusha",
      name: "Cascate di Mirusha",
      description:
        "Percorri il canyon della Mirusha di pozza in pozza, lungo una catena di cascate, e nelle giornate calde d'estate fai il bagno nei laghetti sotto le pareti di roccia.",
      location: "Mirusha, tra Klina e Malisheva",
      details: [
        "Nel cuore del Kosovo il fiume Mirusha ha scavato nella roccia chiara un canyon lungo circa 10 km, lungo il quale si susseguono a gradini piccoli laghi collegati da cascate. La più alta fa un salto di circa 22 m. Dal parcheggio vicino ai laghi inferiori un sentiero risale la corrente tra pareti rocciose, cenge e grotte poco profonde.",
        "D'estate arrivano le famiglie per fare picnic, nuotare e guardare i ragazzi che si tuffano dalle rocce. Per raggiungere i laghi superiori bisogna arrampicarsi sulle rocce, quindi torna indietro non appena ti senti insicuro. In primavera evita di fare il bagno: lo scioglimento delle nevi rende l'acqua torbida e può portare con sé sostanze inquinanti.",
      ],
      duration: "Mezza giornata",
      season:
        "Da giugno a settembre per fare il bagno; primavera e autunno per passeggiate più tranquille.",
      whatToBring: [
        "Costume e asciugamano",
        "Scarpette da scoglio o sandali con una buona suola",
        "Un picnic e acqua",
        "Crema solare",
      ],
    },
    "9": {
      imageAlt:
        "Un ciclista su un sentiero nel bosco sotto querce autunnali nel parco di Germia all'alba",
      name: "Sentieri nel bosco del parco di Germia",
      description:
        "Lascia la città per il bosco di querce: cammina, corri o pedala sui sentieri del parco di Germia, alle porte di Pristina, e d'estate nuota nella sua grande piscina all'aperto.",
      location: "Parco di Germia, Pristina",
      details: [
        "Germia è la zona collinare e boscosa che comincia dove finiscono i quartieri nord-orientali di Pristina, e gli abitanti la chiamano il polmone della città. Con un breve tragitto in taxi o in autobus dal centro arrivi all'ingresso principale, con caffè, ristoranti e parchi giochi; da lì i sentieri si addentrano in un bosco di querce e faggi che sembra lontanissimo da qualsiasi città.",
        "Puoi camminare per un'ora o passarci l'intera giornata: i sentieri vanno bene per escursionisti, runner e mountain biker. D'estate la grande piscina all'aperto vicino all'ingresso è uno dei posti più frequentati di Pristina, quindi nei fine settimana caldi arriva presto.",
      ],
      duration: "2–4 ore",
      season:
        "Tutto l'anno; la piscina apre d'estate e i colori autunnali raggiungono il culmine a ottobre.",
      whatToBring: [
        "Scarpe da camminata",
        "Acqua",
        "Costume da bagno d'estate",
        "Una mappa offline dei sentieri",
      ],
    },
    "10": {
      imageAlt: "Le gigantesche lettere NEWBORN illuminate di notte nel centro di Pristina",
      name: "I musei di Pristina e il monumento Newborn",
      description:
        "Cammina dalle lettere Newborn alla Biblioteca nazionale, al Museo etnologico nelle case Emin Gjiku e al Museo del Kosovo in una giornata tranquilla.",
      location: "Pristina",
      details: [
        "Comincia dal monumento Newborn, inaugurato il 17 febbraio 2008, il giorno in cui il Kosovo dichiarò l'indipendenza; da allora, quasi ogni anno, le sue lettere vengono ridipinte con un nuovo motivo per l'anniversario. Da lì bastano pochi passi per arrivare alla Biblioteca nazionale, con le sue cupole bianche e il reticolo metallico, e poi lungo il pedonale viale Madre Teresa fino a piazza Skanderbeg.",
        "Entra nel quartiere vecchio per il Museo del Kosovo, con reperti archeologici come la «Dea in trono», una terracotta neolitica, e per il Museo etnologico nel complesso Emin Gjiku, un insieme di case di epoca ottomana dove scopri come le famiglie vivevano, si vestivano e accoglievano gli ospiti. Chiudi con un macchiato sul viale: a Pristina il caffè è una cosa seria.",
      ],
      duration: "Giornata intera",
      season:
        "Tutto l'anno. Ogni museo ha il proprio giorno di chiusura settimanale, quindi controlla prima di andare.",
      whatToBring: [
        "Scarpe comode per camminare",
        "Qualche spicciolo per un'offerta nei musei",
        "Una macchina fotografica",
      ],
    },
  },
};
