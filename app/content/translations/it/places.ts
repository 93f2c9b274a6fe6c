/* it texts of app/content/places.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  places: {
    "1": {
      imageAlt:
        "La Biblioteca nazionale del Kosovo a Pristina, con le sue cupole e il reticolo metallico, nella luce dorata d'autunno",
      name: "Pristina",
      blurb:
        "La capitale del Kosovo: una città giovane e innamorata dei caffè, con il monumento Newborn, la Biblioteca nazionale dalle cupole e un piccolo quartiere ottomano.",
      intro: [
        "Pristina (Prishtina) è il punto di partenza della maggior parte dei viaggi in Kosovo: qui si trovano l'aeroporto, la stazione principale degli autobus, l'università e i ministeri. Il centro è raccolto: dal viale Madre Teresa raggiungi a piedi il monumento Newborn, la Biblioteca nazionale, il Museo del Kosovo e il vecchio quartiere ottomano in meno di un'ora.",
        "È anche la capitale del caffè del Paese, con macchiati robusti e terrazze affollate dal mattino fino a tarda sera. Quando hai bisogno di verde, il parco di Germia si apre sul margine nord-orientale della città, e il monastero di Gračanica si trova a circa 10 km a sud-est.",
      ],
    },
    "2": {
      imageAlt:
        "Il ponte ottomano in pietra di Prizren sul fiume Lumbardhi al crepuscolo, in primavera",
      name: "Prizren",
      blurb:
        "Il gioiello storico del Kosovo: una città vecchia ottomana di moschee, chiese e un ponte di pietra ai piedi di una fortezza sulla collina.",
      intro: [
        "Prizren è nata dove il fiume Lumbardhi esce dai monti Šar (Sharr), e la sua città vecchia segue ancora l'acqua: piazza Shadërvan, il Ponte di pietra, la moschea di Sinan Pascià e la chiesa della Madonna di Ljeviš distano pochi minuti a piedi l'una dall'altra.",
        "Sali alla fortezza per il tramonto, curiosa tra le botteghe di filigrana d'argento nei vicoli sottostanti e vieni ad agosto se vuoi il DokuFest, il festival del documentario e del cortometraggio che riempie i cinema e gli schermi all'aperto della città.",
      ],
    },
    "3": {
      imageAlt: "Il vecchio bazar di Peja con le montagne alle spalle, all'alba d'estate",
      name: "Peja",
      blurb:
        "La porta della gola di Rugova e delle Prokletije (Alpi albanesi), con un vecchio bazar ricostruito e il medievale Patriarcato di Peć.",
      intro: [
        "Peja (Peć) è la città di montagna del Kosovo. Il fiume Lumbardhi esce dalla gola di Rugova e attraversa dritto il centro, e in venti minuti dal bazar puoi trovarti su una via ferrata, su un sentiero nel bosco o sulla strada che sale ai villaggi d'alta quota.",
        "In città, la vecchia Çarshia intorno alla moschea Bajrakli è il posto giusto per un caffè e per l'artigianato. All'imbocco della gola, il Patriarcato di Peć, un complesso di chiese del XIII e XIV secolo, è uno dei monumenti medievali del Kosovo iscritti nella lista dell'UNESCO.",
      ],
    },
    "4": {
      imageAlt:
        "Il lungo ponte Terzi, con le sue numerose arcate, sul fiume Erenik vicino a Gjakova in una giornata di primavera",
      name: "Gjakova",
      blurb:
        "Una città di artigiani con un lungo Gran Bazar, la moschea di Hadum, logge sufi ancora attive e ponti ottomani sull'Erenik.",
      intro: [
        "Gjakova (Đakovica) è stata costruita da artigiani e mercanti, e si vede: il Gran Bazar (Çarshia e Madhe) è una lunga strada acciottolata di botteghe basse con le imposte di legno, ricostruita dopo l'incendio del 1999.",
        "Tutto intorno sorgono la moschea di Hadum, del XVI secolo, e diverse tekke sufi, e appena fuori città il ponte Terzi (Ura e Terzive) attraversa l'Erenik su una lunga fila di arcate in pietra. Gjakova è anche una comoda base per Junik, Deçan e la città del vino di Rahovec.",
      ],
    },
    "5": {
      imageAlt:
        "Il Monumento ai minatori su una collina verde sopra Mitrovica in una giornata di primavera",
      name: "Mitrovica",
      blurb:
        "La principale città del Kosovo settentrionale, sul fiume Ibar, plasmata dalle miniere di Trepça e divisa tra un sud in prevalenza albanese e un nord in prevalenza serbo.",
      intro: [
        "Mitrovica è cresciuta come cuore industriale del Kosovo settentrionale, intorno alle miniere e alle fonderie di Trepça e alla confluenza dei fiumi Ibar e Sitnica. Dal 1999 l'Ibar divide anche la città, con un sud in prevalenza albanese e un nord in prevalenza serbo, collegati da ponti che puoi attraversare a piedi.",
        "Alza lo sguardo verso la collina a nord per vedere il Monumento ai minatori, opera del 1973 dell'architetto Bogdan Bogdanović, e abbina la visita alla fortezza di Zvečan, appena a nord-ovest della città, o agli altopiani di Shala e Bajgorës a est.",
      ],
    },
    "6": {
      imageAlt:
        "Il minareto della Grande moschea di Ferizaj nel centro città, in una notte d'inverno con la neve",
      name: "Ferizaj",
      blurb:
        "Una città nata con la ferrovia a sud di Pristina, dove una moschea e una chiesa ortodossa sorgono una accanto all'altra, vicino a una rara biforcazione fluviale a Nerodime.",
      intro: [
        "Ferizaj (Uroševac) è nata negli anni Settanta dell'Ottocento intorno a una stazione della nuova ferrovia ottomana da Mitrovica a Skopje e Salonicco, ed è ancora oggi un vivace crocevia. Secondo la tradizione locale prende il nome da Feriz Shashivari, che gestiva una locanda vicino alla stazione.",
        "In centro, la Grande moschea e la chiesa ortodossa di San Uroš sorgono l'una accanto all'altra. Fuori città, vicino al villaggio di Nerodime, un torrente si divide in due e manda le sue acque sia verso il Mar Nero sia verso l'Egeo: è una delle rare biforcazioni fluviali naturali d'Europa. Le piste da sci di Brezovica sono a circa un'ora di distanza.",
      ],
    },
    "7": {
      imageAlt: "Una folla serale a passeggio nel centro pedonale di Gjilan, in estate",
      name: "Gjilan",
      blurb:
        "La vivace città principale del Kosovo orientale, con due nuovi musei, un lungo centro pieno di caffè e comode gite a Novo Brdo e Kllokot.",
      intro: [
        "Gjilan (Gnjilane) è la città mercato della valle dell'Anamorava. Nelle sere d'estate il suo centro pedonale si riempie di gente, e i suoi due musei, il Museo civico per l'archeologia e il Museo etnologico nel palazzo di Hysen Pascià del 1887, raccontano la lunga storia della regione.",
        "Usa Gjilan come base per l'est: la fortezza medievale di Novo Brdo sorge sulle colline a nord, le terme di Kllokot sono a breve distanza in auto verso sud-ovest e il santuario cattolico di Letnica si trova vicino al confine, a sud.",
      ],
    },
    "8": {
      imageAlt:
        "Nebbia mattutina sul lago di Batllava e sulle colline boscose vicino a Podujevo, in autunno",
      name: "Podujevo",
      blurb:
        "La città principale della valle del Llap, nel nord-est del Kosovo, vicino al lago di Batllava e sulla strada principale verso la Serbia.",
      intro: [
        "Podujevo (Podujeva) è il centro della regione del Llap, un'ampia valle di fattorie e villaggi a nord-est di Pristina. Si trova sulla strada principale verso il valico di Merdare per la Serbia, quindi molti viaggiatori ci passano, ma pochi si fermano.",
        "Chi si ferma va al lago di Batllava, un bacino artificiale a circa 13 km dalla città dove d'estate si nuota, si va in barca e si mangia nei ristoranti in riva al lago, oppure cammina sulle colline boscose intorno alla valle. La città in sé è un posto pratico per un pasto e per fare provviste.",
      ],
    },
    "9": {
      imageAlt: "Le basse cupole del vecchio hammam ottomano di Vushtrri in una giornata d'autunno",
      name: "Vushtrri",
      blurb:
        "Una delle città più antiche del Kosovo, con il mastio di un castello medievale, un hammam ottomano e un ponte di pietra a nove arcate su un fiume scomparso.",
      intro: [
        "Vushtrri (Vučitrn) si trova nella pianura della Sitnica, a metà strada tra Pristina e Mitrovica. Il centro è così piccolo che lo vedi in un'ora: il mastio in pietra del castello medievale, il vecchio hammam e le moschee, e i caffè sulla piazza.",
        "Cammina pochi minuti fuori dal centro fino al Ponte di pietra (Ura e Gurit), un ponte medievale a nove arcate lungo circa 135 m che oggi attraversa un prato asciutto, perché il fiume Sitnica ha cambiato corso molto tempo fa.",
      ],
    },
    "10": {
      imageAlt:
        "La gola rocciosa del fiume Lumbardhi i Deçanit sopra Deçan in una giornata d'autunno",
      name: "Deçan",
      blurb:
        "Una piccola città ai piedi delle Prokletije, nota per il monastero di Visoki Dečani, patrimonio UNESCO, e per la gola del suo fiume.",
      intro: [
        "Deçan (Dečani) è una piccola città dove la pianura del Dukagjin incontra le Prokletije (Alpi albanesi). Appena a ovest del centro, il monastero di Visoki Dečani, costruito tra il 1327 e il 1335, custodisce uno dei cicli di affreschi medievali più ricchi dei Balcani e fa parte di un sito del Patrimonio mondiale dell'UNESCO.",
        "Oltre il monastero, una strada risale la gola del Lumbardhi i Deçanit verso le montagne, e i villaggi intorno alla città, come Isniq, conservano belle kulla in pietra. Porta con te un documento d'identità per il monastero e vestiti in modo sobrio.",
      ],
    },
    "11": {
      imageAlt: "Ampi pascoli verdi dei monti Šar sopra Dragash in una giornata di primavera",
      name: "Dragash",
      blurb:
        "Il comune più meridionale del Kosovo, in alto sui monti Šar (Sharr): villaggi gorani e albanesi, pascoli di pastori e un formaggio famoso.",
      intro: [
        "Dragash (Dragaš) occupa la punta meridionale e montuosa del Kosovo, al confine con l'Albania e la Macedonia del Nord. Comprende due aree storiche: l'Opoja, con villaggi albanesi, e la Gora, terra dei gorani, musulmani di lingua slava, con villaggi come Brod e Restelica.",
        "È terra di pastori, nota per il formaggio di Sharr, i cani da pastore e i pascoli che si fanno verdi a giugno. Gran parte del comune rientra nel Parco nazionale dei monti Šar, e dai villaggi partono sentieri che portano a laghi glaciali e alte creste; d'inverno le strade possono essere bloccate dalla neve.",
      ],
    },
    "12": {
      imageAlt: "Le cupole a gradoni del monastero di Gračanica nella luce dorata d'estate",
      name: "Gračanica",
      blurb:
        "Sede del monastero di Gračanica, capolavoro dell'architettura del XIV secolo e patrimonio UNESCO, e delle rovine romane di Ulpiana, a pochi minuti da Pristina.",
      intro: [
        "Gračanica (Graçanica) è una piccola città in prevalenza serba a circa 10 km a sud-est di Pristina, e il suo monastero è tra i più begli edifici del Kosovo medievale. Il re Milutin completò la chiesa nel 1321; le sue cupole a gradoni e le pareti a fasce di pietra e mattoni si innalzano da un giardino cinto da mura, e il monastero fa parte del sito UNESCO dei Monumenti medievali in Kosovo.",
        "Nei dintorni si trovano i resti portati alla luce di Ulpiana, città romana e protobizantina, e il lago di Badovc. Il Bear Sanctuary Prishtina, dove orsi bruni salvati vivono in ampi recinti nel bosco, è a breve distanza in auto, vicino al lago.",
      ],
    },
    "13": {
      imageAlt:
        "La fortezza di Zvečan sulla sua collina a cono sopra la valle dell'Ibar, all'alba d'autunno",
      name: "Zvečan",
      blurb:
        "Una piccola città accanto a Mitrovica, dominata da una fortezza medievale su un antico cono vulcanico, con il monastero di Banjska nei dintorni.",
      intro: [
        "Zvečan (Zveçan) è la piccola vicina di Mitrovica sull'Ibar, ed è dominata dalle rovine della sua fortezza medievale in cima a un ripido vulcano spento. La salita richiede un po' di fatica, ma la vista sulla valle la ripaga.",
        "La città è in prevalenza di lingua serba ed è cresciuta con la fonderia di Trepça, la cui alta ciminiera è un punto di riferimento locale. Circa 12 km a nord, il monastero di Banjska, fondato dal re Milutin all'inizio del XIV secolo, è aperto ai visitatori rispettosi.",
      ],
    },
    "14": {
      imageAlt:
        "Il lago di Gazivoda tra colline boscose vicino a Zubin Potok, nella luce dorata d'autunno",
      name: "Zubin Potok",
      blurb:
        "Una tranquilla cittadina nell'alta valle dell'Ibar, accanto al lago di Gazivoda, un lungo bacino che si snoda tra colline boscose.",
      intro: [
        "Zubin Potok è una piccola città in prevalenza serba nell'ovest collinare del Kosovo settentrionale, nella zona nota come Ibarski Kolašin. La sua grande risorsa è il lago di Gazivoda, un lungo bacino creato sbarrando l'Ibar negli anni Settanta, che si allunga a ovest fino in Serbia.",
        "D'estate la riva si usa per nuotare, pescare e fare picnic; nel resto dell'anno il lago è tranquillo e spesso avvolto nella nebbia. Le strade tra le colline sono strette e tortuose, quindi calcola parecchio tempo.",
      ],
    },
    "15": {
      imageAlt:
        "Resti di mura romane in pietra nella verde valle dell'Ibar vicino a Leposavić in una giornata d'estate",
      name: "Leposavić",
      blurb:
        "Il comune più settentrionale del Kosovo, nella verde valle dell'Ibar tra i rilievi del Kopaonik e della Rogozna, con resti romani a Sočanica.",
      intro: [
        "Leposavić (Leposaviq) è il comune più settentrionale del Kosovo, disteso lungo la valle dell'Ibar tra i monti Kopaonik e Rogozna, con una popolazione in prevalenza serba. La strada principale e la ferrovia seguono il fiume verso nord attraverso la città in direzione della Serbia; il traffico stradale passa il confine a Jarinje.",
        "A Sočanica, a sud della città, gli archeologi hanno riportato alla luce i resti di una città mineraria romana, Municipium Dardanorum: un segno che queste colline ricche di metalli venivano sfruttate già in epoca romana, tra il II e il IV secolo d.C. I pendii boscosi sopra la valle sono ideali per passeggiate tranquille.",
      ],
    },
    "16": {
      imageAlt: "Limpida acqua di sorgente che sgorga dalle rocce a Istog, all'alba di primavera",
      name: "Istog",
      blurb:
        "Una verde cittadina di sorgenti e ristoranti di trote nel nord-ovest, vicino alle acque termali di Banja e Pejës e al monastero di Gorioč.",
      intro: [
        "Istog (Istok) si trova ai piedi dei monti Mokna, sul margine nord-occidentale della pianura del Dukagjin, ed è nota per l'acqua: il fiume Istog nasce da una potente sorgente carsica accanto alla città, e allevamenti di trote e ristoranti di pesce costeggiano la valle.",
        "Nel territorio comunale si trova Banja e Pejës (Pećka Banja), una piccola città termale, e vicino a Istog sorge il monastero di Gorioč, un monastero serbo-ortodosso di origine medievale. Istog è una comoda deviazione tra Peja e Mitrovica.",
      ],
    },
    "17": {
      imageAlt:
        "Salti d'acqua e pozze verdi delle cascate di Mirusha in un canyon calcareo in una giornata d'estate",
      name: "Klina",
      blurb:
        "Una città crocevia della pianura del Dukagjin e la porta d'accesso alle cascate di Mirusha, una serie di salti e pozze in un canyon calcareo.",
      intro: [
        "Klina si trova al centro della pianura del Dukagjin, dove il fiume Klina confluisce nel Drin Bianco (Drini i Bardhë), sulla strada tra Pristina e Peja. È una città agricola e una tappa comoda sulla via verso ovest.",
        "La sua grande attrazione naturale sono le cascate di Mirusha (Ujëvarat e Mirushës), una serie di salti d'acqua e laghetti in un canyon calcareo al confine con Malisheva, tutelata come monumento naturale. D'estate i bagnanti vengono a tuffarsi nelle pozze; i sentieri possono essere scivolosi, quindi indossa scarpe adatte.",
      ],
    },
    "18": {
      imageAlt: "Campi e colline ondulate intorno a Malisheva nella luce dorata d'estate",
      name: "Malisheva",
      blurb:
        "Una cittadina mercato rurale sulle colline tra Pristina e Prizren, tra villaggi agricoli, con il canyon di Mirusha a due passi.",
      intro: [
        "Malisheva (Mališevo) si trova tra le colline dolcemente ondulate nel cuore del Kosovo, tra la regione della Drenica e la pianura del Dukagjin. È una piccola e vivace città mercato al servizio di un vasto comune rurale fatto di villaggi agricoli.",
        "Per i visitatori è l'accesso orientale al canyon di Mirusha e alle sue cascate, oltre che un tranquillo percorso tra Pristina e Rahovec o Prizren. Fermati per pane fresco, formaggio e carne alla griglia, e prendi le strade secondarie per goderti la vista sulle colline.",
      ],
    },
    "19": {
      imageAlt:
        "Una tavola apparecchiata con cibo e vino sopra i vigneti di Rahovec, al tramonto d'estate",
      name: "Rahovec",
      blurb:
        "La capitale del vino del Kosovo, circondata da vigneti in collina, con aziende vinicole e cantine di famiglia da visitare e una vendemmia in festa.",
      intro: [
        "Rahovec (Orahovac) è circondata da vigneti che salgono lungo i pendii sopra la pianura del Dukagjin. È il cuore della zona vinicola del Kosovo, con grandi produttori come Stone Castle e un numero crescente di piccole cantine di famiglia che offrono degustazioni.",
        "Vieni a settembre o ottobre per la vendemmia. La vicina Velika Hoča (Hoça e Madhe), un villaggio serbo di case in pietra e antiche chiese, ha una propria tradizione vinicola. Prenota le degustazioni in anticipo e lascia la guida a chi non assaggia.",
      ],
    },
    "20": {
      imageAlt: "Colline verdi sopra la valle di Suhareka al tramonto, in primavera",
      name: "Suhareka",
      blurb:
        "Una città di valle sulla strada tra Pristina e Prizren, circondata da campi, con le prime pendici dei monti Šar che si innalzano a sud.",
      intro: [
        "Suhareka (Suva Reka) si trova in un'ampia valle sulla via principale da Pristina a Prizren, vicino all'autostrada. È una città che lavora più che una meta turistica, circondata da villaggi, campi e colline boscose.",
        "È una tappa comoda per mangiare sulla strada per Prizren, e le strade secondarie verso sud salgono sulle prime pendici dei monti Šar (Sharr): una parte del comune rientra nel Parco nazionale dei monti Šar.",
      ],
    },
    "21": {
      imageAlt: "Colline spolverate di neve intorno a Shtime in una luminosa giornata d'inverno",
      name: "Shtime",
      blurb:
        "Una piccola città tra Pristina e Ferizaj, ai margini delle colline attraversate dalla strada per Prizren.",
      intro: [
        "Shtime (Štimlje) è una piccola città a sud di Pristina, dove la piana del Kosovo incontra le colline. La città sorge a un incrocio: qui le strade da Pristina e da Ferizaj verso Prizren si uniscono prima di salire tra le colline.",
        "Pochi viaggiatori si fermano, ma è una base tranquilla tra Pristina, Ferizaj e la grotta di marmo di Gadime, e le colline sopra la città offrono facili passeggiate in campagna.",
      ],
    },
    "22": {
      imageAlt: "Ampi campi estivi della piana del Kosovo intorno a Lipjan, al tramonto",
      name: "Lipjan",
      blurb:
        "Un'antica città nella piana del Kosovo a sud di Pristina, nel cui comune si trova la grotta di marmo di Gadime.",
      intro: [
        "Lipjan (Lipljan) è una piccola città nella piana del Kosovo, circa 17 km a sud di Pristina, con radici in epoca romana: il suo nome viene spesso collegato a Ulpiana, la città romana le cui rovine si trovano pochi chilometri più a nord.",
        "La maggior parte dei visitatori viene per la grotta di marmo (Shpella e Mermerit) nel villaggio di Gadime, nel territorio comunale, con le sue scintillanti eliciti e formazioni cristalline. La città in sé è un posto tranquillo con caffè e un mercato, a un passo dalla capitale.",
      ],
    },
    "23": {
      imageAlt:
        "Una torre commemorativa in pietra nella piana aperta del Kosovo, all'ora dorata d'inverno",
      name: "Obiliq",
      blurb:
        "Una città industriale a nord-ovest di Pristina, vicino ai due memoriali della battaglia del Kosovo del 1389: Gazimestan e la tomba del sultano Murad.",
      intro: [
        "Obiliq (Obilić) è nota soprattutto per le grandi centrali a lignite del Kosovo, Kosovo A e Kosovo B, le cui ciminiere si vedono da tutta la piana. La città prende il nome da Miloš Obilić, il cavaliere che, secondo la tradizione, uccise il sultano Murad I nella battaglia del Kosovo del 1389.",
        "La battaglia fu combattuta nella piana tra Obiliq e Pristina, e due memoriali la ricordano: la torre di Gazimestan, un memoriale serbo costruito nel 1953, e la türbe (tomba) del sultano Murad, custodita per tradizione dalla stessa famiglia di guardiani da secoli.",
      ],
    },
    "24": {
      imageAlt:
        "Campi aperti coperti di brina nella piana del Kosovo vicino a Fushë Kosova, all'alba d'inverno",
      name: "Fushë Kosova",
      blurb:
        "La vicina occidentale di Pristina, nella piana aperta del Kosovo: il principale nodo ferroviario del Paese e la storica Piana dei merli.",
      intro: [
        "Fushë Kosova (Kosovo Polje) significa «piana del Kosovo», e la città sorge su un terreno pianeggiante appena a ovest di Pristina, oggi quasi saldata alla capitale. Il nome Kosovo deriva dalla parola slava kos, merlo, ed è per questo che la piana viene spesso chiamata Piana dei merli.",
        "È il principale nodo ferroviario del Kosovo: i treni passeggeri, compresa la linea per Peja, passano dalla sua stazione, dove puoi verificare i collegamenti attuali. Il campo di battaglia del 1389 si trova nella piana, subito a nord.",
      ],
    },
    "25": {
      imageAlt: "Querceti sulle colline sopra Kamenica nei colori dorati dell'autunno",
      name: "Kamenica",
      blurb:
        "Una piccola città nell'estremo est del Kosovo, sul fiume Krivareka, circondata da colline coperte di querce vicino al confine con la Serbia.",
      intro: [
        "Kamenica (Kamenicë) è una piccola città nell'estremo est del Kosovo, vicino al confine con la Serbia. La vita ruota intorno a un centro raccolto e a un parco lungo il fiume Krivareka, con la chiesa ortodossa di San Nicola e un monumento di epoca jugoslava nei dintorni.",
        "Le colline intorno sono coperte di querceti e villaggi sparsi, e le turbine del parco eolico di Kitka sono un punto di riferimento più recente sulle alture. Vieni per tranquilli giri in auto, l'ospitalità dei villaggi e un ritmo più lento rispetto all'ovest del Paese.",
      ],
    },
    "26": {
      imageAlt:
        "La chiesa cattolica di Letnica tra colline verdi vicino a Viti, nella luce dorata d'estate",
      name: "Viti",
      blurb:
        "Una città agricola a sud di Gjilan, vicino al santuario cattolico di Letnica e alle terme di Kllokot.",
      intro: [
        "Viti (Vitina) è una tranquilla città nella valle dell'Anamorava a sud di Gjilan, circondata da campi, frutteti e basse colline. La sua popolazione, in prevalenza albanese, comprende una comunità cattolica, e in tutta la zona chiese e moschee sorgono fianco a fianco.",
        "Sulle colline a sud, il villaggio di Letnica ha una chiesa cattolica con una venerata statua della Vergine, meta di pellegrinaggio da generazioni; Anjezë Gonxhe Bojaxhiu, poi Madre Teresa, la visitò da giovane. Le terme di Kllokot, appena a nord, sono molto frequentate per un bagno caldo.",
      ],
    },
    "27": {
      imageAlt: "Il fiume Lepenc che si snoda nella gola di Kaçanik nella luce dorata di primavera",
      name: "Kaçanik",
      blurb:
        "Una piccola città nella stretta gola del Lepenc, porta meridionale del Kosovo verso la Macedonia del Nord, con i monti Šar che si innalzano a ovest.",
      intro: [
        "Kaçanik (Kačanik) sorge nella gola del fiume Lepenc, lo stretto passaggio in cui strada, ferrovia e autostrada si infilano tra le montagne dirette a Skopje. È da sempre un passaggio strategico tra la piana del Kosovo e la valle del Vardar.",
        "A ovest della città i pendii salgono verso l'estremità orientale del Parco nazionale dei monti Šar (Sharr), con il Luboten (2.498 m) all'orizzonte, e strade sterrate e sentieri portano tra le colline. Il valico di Hani i Elezit verso la Macedonia del Nord è subito a sud.",
      ],
    },
    "28": {
      imageAlt:
        "La sagoma delle rovine della fortezza di Novo Brdo sulla sua collina al tramonto, in autunno",
      name: "Novo Brdo",
      blurb:
        "Terra di colline a est di Pristina, dove si trovano le rovine di Novo Brdo (Artana), un tempo una delle grandi città minerarie dell'argento dei Balcani medievali.",
      intro: [
        "Novo Brdo (Novobërdë), nota in albanese anche come Artana, è un comune rurale sulle colline a est di Pristina, con villaggi sia albanesi sia serbi. Il suo nome, «collina nuova» in serbo, appartiene alla città mineraria medievale di cui restano ancora qui le rovine della fortezza, in cima a un colle.",
        "All'inizio del XV secolo Novo Brdo era tra le città minerarie più importanti dei Balcani, famosa per il suo argento. Oggi la fortezza è un luogo tranquillo con ampie vedute; abbinala a Gjilan, a breve distanza in auto.",
      ],
    },
    "29": {
      imageAlt: "Una statua di bronzo nel centro di Skënderaj sotto un luminoso cielo d'estate",
      name: "Skënderaj",
      blurb:
        "La città principale delle colline della Drenica, che prende il nome da Scanderbeg, e sede del Memoriale di Adem Jashari nella vicina Prekaz.",
      intro: [
        "Skënderaj (Srbica) è il centro della Drenica, una regione di basse colline boscose a ovest di Mitrovica con una forte tradizione di resistenza nella storia albanese. La città prende il suo nome albanese da Scanderbeg, il condottiero albanese del XV secolo.",
        "Ai margini della città, a Prekaz, il Complesso memoriale Adem Jashari conserva la casa e le tombe della famiglia Jashari, uccisa nel marzo 1998; i visitatori vi si avvicinano con silenzioso rispetto. Circa 5 km a sud, il monastero di Devič, fondato nel XV secolo, è un convento serbo-ortodosso.",
      ],
    },
  },
};
