/* sq texts of app/content/destinations.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  destinations: {
    "1": {
      imageAlt:
        "Shkronjat gjigante të Newborn në qendër të Prishtinës, në muzg, në një mbrëmje dimri",
      name: "Prishtina",
      location: "Prishtinë, Kosova Qendrore",
      description:
        "Kryeqyteti i ri i Kosovës, plot kafene, ku monumenti Newborn, Biblioteka Kombëtare me kupola dhe xhamitë e periudhës osmane janë vetëm pak hapa larg njëra-tjetrës.",
      overview: [
        "Prishtina (në anglisht Pristina) është kryeqyteti dhe qyteti më i madh i Kosovës, dhe kjo ndihet: studentë, kafene dhe vinça ndërtimi kudo. Nisni nga Bulevardi Nëna Terezë, rruga e gjatë këmbësore që përshkon qendrën, ku shëtitja e mbrëmjes është zakon i vendasve. Prej andej, me pak hapa arrini te monumenti Newborn, shkronjat gjigante të zbuluara më 17 shkurt 2008, ditën kur u shpall pavarësia, të cilat që atëherë janë rilyer me motive të reja në shumë përvjetorë.",
        "Disa minuta më tej, Biblioteka Kombëtare e Kosovës nuk ka si t’ju shpëtojë: një ndërtesë e përfunduar në fillim të viteve 1980 sipas projektit të arkitektit kroat Andrija Mutnjaković, e mbështjellë me një rrjetë metalike dhe e kurorëzuar me dhjetëra kupola të vogla. Përballë saj ngrihet Katedralja e Shenjtes Nënë Tereza, e shuguruar në vitin 2017.",
        "Lagjja e vjetër rreth Kullës së Sahatit ruan shtresën osmane të Prishtinës: Xhamia e Mbretit e shekullit XV, Xhamia e Jashar Pashës dhe kompleksi i Emin Gjikut, sot Muzeu Etnologjik. Ndërmjet tyre, kafeja është ajo që e mban të lidhur jetën shoqërore të qytetit: porositni një makiato, uluni dhe askush nuk do t’ju nxitojë të largoheni.",
      ],
      history: [
        "Rreth Prishtinës kanë jetuar njerëz që nga neoliti. Figura prej terrakote e njohur si Hyjnesha në Fron, e gjetur në Tjerrtore, buzë qytetit, është bërë emblema e Prishtinës dhe ruhet në Muzeun e Kosovës. Disa kilometra në juglindje gjenden rrënojat e gërmuara të Ulpianës, një qytet romak dhe i hershëm bizantin.",
        "Në mesjetë Prishtina ishte qytet tregtar, dhe sundimtarët mesjetarë serbë kishin rezidenca në këtë zonë; Beteja e Kosovës u zhvillua në vitin 1389 në fushën pak në perëndim të qytetit të sotëm. Nga mesi i shekullit XV deri në vitin 1912 qyteti ishte pjesë e Perandorisë Osmane dhe u rrit si qendër tregtare me xhami, hamame dhe rrugë zejtarësh.",
        "Në shekullin XX Prishtina u bë qendra administrative e Kosovës, në vitin 1970 fitoi universitetin e saj dhe u rrit me shpejtësi në dekadat jugosllave. Pas luftës së viteve 1998–99 dhe një periudhe administrimi nga Kombet e Bashkuara, u bë kryeqyteti i Republikës së Kosovës kur u shpall pavarësia, më 17 shkurt 2008.",
      ],
      highlights: [
        "Monumenti Newborn",
        "Biblioteka Kombëtare e Kosovës",
        "Bulevardi Nëna Terezë",
        "Muzeu i Kosovës dhe Hyjnesha në Fron",
        "Muzeu Etnologjik në kompleksin e Emin Gjikut",
        "Parku i Gërmisë buzë qytetit",
      ],
      gettingThere:
        "Prishtina është nyja kryesore e vendit. Aeroporti Ndërkombëtar i Prishtinës “Adem Jashari” ndodhet rreth 15 km në jugperëndim të qendrës; taksia deri në qytet zakonisht kushton 15–20 €, ndërsa autobusi i aeroportit rreth 3 €. Stacioni kryesor i autobusëve, në anën jugperëndimore të qendrës, ka lidhje me çdo qytet të Kosovës dhe me kryeqytetet fqinje. Brenda qytetit, autobusët urbanë kushtojnë 0,40–0,50 € për udhëtim dhe taksitë për distanca të shkurtra zakonisht 2–5 €.",
      climate: {
        note: "Klimë kontinentale në rreth 650 m lartësi: dimra të ftohtë me pak borë, vera të ngrohta dhe mjaft të thata.",
      },
      bestTime:
        "Nga maji në qershor dhe nga shtatori në tetor, për ditë të buta dhe tarraca kafenesh plot.",
    },
    "2": {
      imageAlt:
        "Kalaja e Prizrenit mbi kodër, mbi çatitë dhe minaret e qytetit të vjetër, në dritën e artë të mbrëmjes",
      name: "Prizreni",
      location: "Prizren, Kosova Jugore",
      description:
        "Qyteti i vjetër osman më i ruajtur i Kosovës, i shtrirë nën një kala mbi kodër përgjatë lumit Lumbardh, me xhami, kisha dhe një urë të vjetër guri.",
      overview: [
        "Prizreni shtrihet aty ku Malet e Sharrit takojnë fushën, dhe qyteti i tij i vjetër ngjitet nga lumi Lumbardh (Bistrica e Prizrenit) deri te kalaja. Nisni nga Shadërvani, sheshi me kalldrëm rreth një çezme të vjetër, kaloni urën osmane prej guri dhe do të keni para syve Xhaminë e Sinan Pashës të vitit 1615, me kupolën dhe minaren e hollë që ngrihen mbi lumë.",
        "Ngjitja deri te Kalaja zgjat rreth 20 minuta në një shteg të pjerrët, dhe në perëndim të diellit e gjithë lugina merr ngjyrë të artë poshtë jush. Kur të ktheheni në rrugicat e qytetit, do të gjeni Hamamin e Gazi Mehmet Pashës, Kishën e Shën Premtes (Zoja e Levishës), pjesë e Monumenteve Mesjetare në Kosovë në listën e UNESCO-s, dhe kompleksin muzeor të Lidhjes së Prizrenit.",
        "Çdo gusht qyteti mbushet për DokuFest, festivalin ndërkombëtar të filmit dokumentar dhe të filmit të shkurtër, me shfaqje në kinema, oborre dhe skena në ajër të hapur buzë lumit. Jashtë javës së festivalit, mbrëmjet janë për një darkë të qetë me mish në skarë dhe një shëtitje buzë ujit.",
      ],
      history: [
        "Kodra e kalasë ishte fortifikuar shumë kohë para osmanëve, dhe arkeologët kanë gjetur aty shtresa romake dhe bizantine. Në mesjetë Prizreni ishte një qytet i rëndësishëm i shtetit serb të dinastisë Nemanjić: mbreti Milutin rindërtoi Kishën e Shën Premtes në fillim të shekullit XIV, dhe perandori Dušan themeloi Manastirin e Kryeengjëjve të Shenjtë në grykën mbi qytet.",
        "Osmanët e morën Prizrenin në mesin e shekullit XV, dhe në shekujt që pasuan ai u bë një qendër e begatë zejtarie dhe tregtie, e njohur për punimet në filigran argjendi. Shumica e xhamive, hamameve dhe shtëpive të qytetit të vjetër i përkasin kësaj periudhe.",
        "Në vitin 1878 prijësit shqiptarë u mblodhën këtu për të themeluar Lidhjen e Prizrenit, një gur themeli i lëvizjes kombëtare shqiptare. Sot në Prizren jetojnë komunitete shqiptare, boshnjake, turke, rome dhe serbe, dhe në çarshi do të dëgjoni disa gjuhë.",
      ],
      highlights: [
        "Kalaja e Prizrenit në perëndim të diellit",
        "Ura e Gurit dhe sheshi Shadërvan",
        "Xhamia e Sinan Pashës",
        "Kisha e Shën Premtes (UNESCO)",
        "Kompleksi muzeor i Lidhjes së Prizrenit",
        "Festivali i filmit DokuFest në gusht",
      ],
      gettingThere:
        "Autobusët nga Prishtina për në Prizren nisen gjatë gjithë ditës dhe udhëtojnë rreth një orë e gjysmë në autostradë; biletat ndërqytetëse në Kosovë zakonisht kushtojnë 3–7 €. Me makinë janë rreth 80 km, afërsisht një orë e një çerek. Stacioni i autobusëve është pak minuta në këmbë ose me taksi nga Shadërvani, ndërsa qyteti i vjetër eksplorohet më mirë në këmbë.",
      climate: {
        note: "I mbrojtur nga Malet e Sharrit, me një ndikim të lehtë mesdhetar: vera të nxehta dhe dimra më të butë se në Prishtinë.",
      },
      bestTime: "Nga maji në qershor dhe nga shtatori në tetor; gushti, nëse doni DokuFest.",
    },
    "3": {
      imageAlt: "Kishat me kupola të kuqe të Patrikanës së Pejës, në një luginë nën male vjeshte",
      name: "Peja",
      location: "Pejë (Peć), Kosova Perëndimore",
      description:
        "Një qytet i gjallë në perëndim, në hyrje të Grykës së Rugovës, me një çarshi të restauruar, Patrikanën mesjetare të Pejës dhe male që ngrihen menjëherë pas tij.",
      overview: [
        "Peja (në serbisht Peć) shtrihet në këmbë të Bjeshkëve të Nemuna, dhe kjo bie në sy menjëherë: majat ngrihen pas minareve, dhe lumi Lumbardh zbret me vrull nga Gryka e Rugovës drejt e nëpër qytet. Është baza natyrore për ecje në mal, ngjitje dhe shtegun Peaks of the Balkans (Majat e Ballkanit).",
        "Çarshia e vjetër rreth Xhamisë së Bajraklisë, të shekullit XV, është rindërtuar me kafene e dyqane zejtarie, dhe afër saj qëndron kulla prej guri e Haxhi Zekës, prijësit të Lidhjes së Pejës. Birra Peja prodhohet në qytet dhe shërbehet pothuajse në çdo tarracë.",
        "Rreth 2 km në perëndim të qendrës, në hyrje të grykës, Patrikana e Pejës është një grup prej katër kishash të lidhura me njëra-tjetrën, të shekujve XIII dhe XIV, të pikturuara me afreske të jashtëzakonshme dhe pjesë e Monumenteve Mesjetare në Kosovë në listën e UNESCO-s. Është një manastir aktiv ortodoks serb murgeshash: vishuni me maturi dhe merrni me vete dokumentin e identifikimit, i cili mund të kontrollohet në hyrje.",
      ],
      history: [
        "Patrikana u bë selia e Kryepeshkopatës Serbe në fund të shekullit XIII dhe, nga viti 1346, e Patrikanës Serbe; prandaj Peja zë një vend qendror në traditën ortodokse serbe.",
        "Nën sundimin osman, nga shekulli XV, qyteti, i njohur atëherë si İpek, u rrit si qendra tregtare e Kosovës perëndimore. Në vitin 1899 prijësit shqiptarë u mblodhën këtu për të themeluar Lidhjen e Pejës, të udhëhequr nga Haxhi Zeka.",
        "Peja u dëmtua rëndë në luftën e viteve 1998–99, përfshirë çarshinë, e cila është rindërtuar që atëherë. Sot është një nga qytetet kryesore të Kosovës për turizmin në natyrë, plot me ecës dhe alpinistë çdo verë.",
      ],
      highlights: [
        "Patrikana e Pejës (UNESCO)",
        "Çarshia e vjetër dhe Xhamia e Bajraklisë",
        "Kulla e Haxhi Zekës",
        "Gryka e Rugovës, pak minuta nga qyteti",
        "Pikënisje të shtegut Peaks of the Balkans",
      ],
      gettingThere:
        "Autobusët nga Prishtina për në Pejë qarkullojnë shumë herë në ditë dhe i përshkojnë afërsisht 85 km për rreth një orë e gjysmë; me makinë llogaritni përafërsisht të njëjtën kohë. Një tren i ngadaltë pasagjerësh lidh gjithashtu Prishtinën me Pejën përmes Fushë Kosovës, por udhëtimet janë të rralla, ndaj kontrolloni orarin aktual.",
      climate: {
        note: "Vera të ngrohta dhe dimra të ftohtë; bora në malet pas qytetit qëndron deri vonë në pranverë.",
      },
      bestTime: "Nga maji në tetor; qershori dhe shtatori janë idealë për ecje në mal.",
    },
    "4": {
      imageAlt:
        "Dyqanet me kepenga druri të Çarshisë së Madhe të Gjakovës, në dritën e ngrohtë të një mbrëmjeje vjeshte",
      name: "Gjakova",
      location: "Gjakovë (Đakovica), Kosova Perëndimore",
      description:
        "Një qytet tregtar i ngritur rreth Çarshisë së Madhe, një rrugë e gjatë me kalldrëm dhe dyqane zejtarësh të restauruara, me Xhaminë e Hadumit të shekullit XVI dhe ura osmane afër.",
      overview: [
        "Zemra e Gjakovës është Çarshia e Madhe, një rrugë e gjatë me kalldrëm dhe dyqane të ulëta me kepenga druri, ku rrobaqepësit, argjendarët dhe kafenetë ndajnë të njëjtën rrugicë. U dogj në vitin 1999 dhe u rindërtua me kujdes, dhe në mbrëmjet e verës është një nga rrugët më të gjalla të Kosovës perëndimore.",
        "Në krye të çarshisë ngrihet Xhamia e Hadumit, e ndërtuar në fund të shekullit XVI dhe e zbukuruar brenda me motive të pikturuara. Gjakova njihet edhe për trashëgiminë e saj sufiste: disa teqe të urdhrave të ndryshëm janë ende aktive në qytet.",
        "Pak jashtë qytetit, ura osmane prej guri kalojnë lumin Erenik: Ura e Tabakëve dhe, disa kilometra më tej, Ura e Terzive, e gjatë dhe me shumë harqe, një vend shumë i bukur për piknik.",
      ],
      history: [
        "Gjakova u rrit në shekullin XVI rreth Xhamisë së Hadumit dhe çarshisë së saj, mbi rrugët tregtare mes Shkodrës dhe brendësisë. Esnafët e saj (rrobaqepës, tabakë, argjendarë) u dhanë emrat urave dhe rrugëve.",
        "Në periudhën e vonë osmane qyteti ishte qendër tregtie, arsimi dhe jete fetare sufiste. Pësoi shkatërrime të rënda në luftën e viteve 1998–99, përfshirë djegien e çarshisë së vjetër, dhe që atëherë e ka rindërtuar pjesën më të madhe të bërthamës së tij historike.",
      ],
      highlights: [
        "Çarshia e Madhe",
        "Xhamia e Hadumit",
        "Ura e Terzive",
        "Ura e Tabakëve",
        "Kafe dhe flija në çarshi",
      ],
      gettingThere:
        "Autobusët nga Prishtina i përshkojnë afërsisht 90 km për rreth dy orë dhe nisen disa herë në ditë; me makinë llogaritni rreth një orë e gjysmë. Gjakova është gjithashtu më pak se një orë me makinë si nga Peja, ashtu edhe nga Prizreni, prandaj përfshihet lehtë në një xhiro nëpër Kosovën perëndimore.",
      climate: {
        note: "Një nga qytetet më të ngrohta të Kosovës: vera të nxehta në rrafsh dhe dimra relativisht të butë.",
      },
      bestTime: "Nga prilli në qershor dhe nga shtatori në tetor; pasditet e verës janë të nxehta.",
    },
    "5": {
      imageAlt: "Muret e thepisura të kanionit të Rugovës, me ecës në një parvaz mbi lumë, në verë",
      name: "Gryka e Rugovës",
      location: "Pranë Pejës, Kosova Perëndimore",
      description:
        "Një kanion i thellë gëlqeror, i gdhendur nga lumi Lumbardh pak në perëndim të Pejës, me via ferrata, zipline, fshatra malore dhe ecje nëpër bjeshkë.",
      overview: [
        "Gryka e Rugovës fillon buzë Pejës, menjëherë pas Patrikanës, dhe brenda pak minutash rruga ngushtohet mes shkëmbinjve qindra metra të lartë. Lumi Lumbardh e ka gdhendur këtë kanion në gurin gëlqeror të Bjeshkëve të Nemuna, dhe rruga që e përshkon, me tunele të shkurtra të hapura në shkëmb, ngjitet më tej drejt fshatrave malore dhe kufirit me Malin e Zi.",
        "Pjesa e poshtme e grykës është vendi i aventurave në Kosovë: via ferrata për fillestarë dhe për alpinistë me përvojë, një zipline përmes kanionit dhe faqe shkëmbore për ngjitje. Shkoni me një guidë ose agjenci të licencuar nga Peja, që mund t’ju sigurojë parzmoren dhe helmetën.",
        "Më lart, lugina hapet në kullota dhe fshatra si Drelaj dhe Kuqishta, me bujtina që shërbejnë djathë shtëpie, ndërsa shtigjet çojnë te liqenet akullnajore dhe te shtegu Peaks of the Balkans, që Kosova e ndan me Shqipërinë dhe Malin e Zi. Pjesa më e madhe e zonës shtrihet brenda Parkut Kombëtar “Bjeshkët e Nemuna”.",
      ],
      history: [
        "Malësorët e Rugovës kanë jetuar për shekuj me blegtori, duke i çuar kopetë në kullotat verore dhe duke u kthyer në luginë për dimër. Trashëgimia e tyre jeton në shtëpitë prej guri dhe druri, në veshjen e Rugovës dhe në vallen energjike të Rugovës, që ende luhet në festivale në Pejë.",
        "Rruga e kanionit ka qenë prej kohësh rruga nga Peja përmes maleve drejt Malit të Zi. Në fillim të viteve 2010 malet u shpallën Park Kombëtar “Bjeshkët e Nemuna”, dhe shtegu Peaks of the Balkans, i hapur në vitin 2012, solli ecës nga e gjithë Evropa në fshatrat e Rugovës.",
      ],
      highlights: [
        "Shtigjet via ferrata",
        "Zipline mbi kanion",
        "Tunelet në shkëmb të rrugës së kanionit",
        "Fshatrat Drelaj dhe Kuqishtë",
        "Shtegu Peaks of the Balkans",
        "Liqene akullnajore në bjeshkë",
      ],
      gettingThere:
        "Së pari shkoni në Pejë, rreth një orë e gjysmë me autobus nga Prishtina. Gryka fillon rreth 2 km nga qendra, një udhëtim i shkurtër me taksi (zakonisht 2–5 €). Nuk ka transport publik të rregullt drejt luginës së sipërme, ndaj për fshatrat merrni një makinë me qira ose një taksi, ose bashkohuni me një udhëtim të organizuar nga Peja.",
      climate: {
        note: "Më freskët se në Pejë: gryka është me hije, dhe fshatrat mbi 1000 m mbulohen me borë të thellë në dimër.",
      },
      bestTime: "Nga qershori në shtator për ecje dhe ngjitje; tetori për ngjyrat e vjeshtës.",
    },
    "6": {
      imageAlt:
        "Një teleferik që ngjitet në një shpat me borë të Maleve të Sharrit në Brezovicë, në një ditë të kthjellët dimri",
      name: "Brezovica",
      location: "Shtërpcë (Štrpce), Kosova Jugore",
      description:
        "Zona më e njohur e skijimit në Kosovë, në shpatet veriore të Maleve të Sharrit, me pista dimërore dhe shëtitje verore drejt liqeneve akullnajore si Jazhinca.",
      overview: [
        "Brezovica është qendra e skijimit e Maleve të Sharrit, mbi fshatin me të njëjtin emër në komunën e Shtërpcës (Štrpce). Pistat e saj zbresin nëpër shpatet veriore të vargmalit nga stacioni i sipërm në rreth 2200 m (zona e skijimit arrin deri në rreth 2500 m), mjaft lart që bora të mbahet gjatë pjesës më të madhe të dimrit.",
        "Qendra u ndërtua në periudhën jugosllave dhe prej vitesh pret një modernizim të plotë, ndaj teleferikët dhe shërbimet ndryshojnë nga sezoni në sezon. Pyesni në vend se cilët teleferikë punojnë para se të shkoni, dhe prisni një mal të thjeshtë e pa turma, jo një qendër alpine.",
        "Në verë Brezovica është bazë për shëtitje në Parkun Kombëtar “Sharri”; një itinerar i njohur ngjitet te Liqeni i Jazhincës, një liqen akullnajor nën kreshtë. Fshatrat e luginës së Siriniqit më poshtë janë kryesisht serbishtfolës, me kisha të vogla dhe bujtina.",
      ],
      history: [
        "Lugina e sipërme e Lepencit rreth Shtërpcës, e njohur si Siriniq, ka qenë që nga mesjeta zonë bujqësie dhe blegtorie me fshatra serbe, dhe disa fshatra ruajnë kisha të vjetra.",
        "Skijimi erdhi në periudhën jugosllave, kur mbi fshat u ndërtuan teleferikë dhe hotele. Që nga viti 1999 qendra ka ndërruar pronarë dhe menaxhim më shumë se një herë, dhe planet për rinovimin e saj mbeten një temë që rikthehet vazhdimisht në Kosovë.",
      ],
      highlights: [
        "Skijim dhe snowboard në dimër",
        "Ecje te Liqeni i Jazhincës",
        "Shtigjet e Parkut Kombëtar “Sharri”",
        "Fshatrat e luginës së Siriniqit",
      ],
      gettingThere:
        "Nga Prishtina ngisni drejt jugut për në Ferizaj, pastaj kthehuni në perëndim përmes Shtërpcës: rreth 60 km, afërsisht një orë e gjysmë, në rrugë malore që kërkojnë kujdes kur ka borë. Transporti publik është i kufizuar, ndaj një makinë me qira (rreth 25–50 € në ditë) ose një taksi nga Ferizaji është zgjidhja praktike.",
      climate: {
        note: "Klimë alpine mbi 1700 m: borë zakonisht nga dhjetori deri në mars dhe net të freskëta vere.",
      },
      bestTime: "Nga janari në mars për borë; nga korriku në shtator për ecje.",
    },
    "7": {
      imageAlt:
        "Ecës që kalojnë një livadh të lartë në qafën e Prevallës në agim, me majat e Sharrit pas tyre",
      name: "Prevalla",
      location: "Malet e Sharrit mbi Prizren, Kosova Jugore",
      description:
        "Një fshat në një qafë mali, në rreth 1500 m lartësi, në rrugën nga Prizreni për në Brezovicë, me pyje pishe, ajër të freskët vere dhe shtigje në vargmalin e Sharrit.",
      overview: [
        "Prevalla (Prevalac) shtrihet në një qafë të Maleve të Sharrit, rreth 30 km mbi Prizren, aty ku rruga kalon nga ana e Prizrenit drejt Brezovicës dhe Shtërpcës. Është një grumbull hotelesh, shtëpish pushimi dhe restorantesh mes pyjeve me pisha dhe livadheve, në afërsisht 1500 m lartësi.",
        "Familjet nga Prizreni ngjiten këtu në verë për t’i shpëtuar vapës, për të ngrënë mish në skarë e djathë Sharri dhe për të shëtitur. Nga qafa, shtigjet ngjiten më lart në Parkun Kombëtar “Sharri”, drejt burimit të lumit Lumbardh dhe majave përgjatë kreshtës kufitare; në dimrat me borë, shpatet pranë hoteleve përdoren për slitë dhe skijim të lehtë.",
        "Udhëtimi deri këtu është pjesë e përvojës: rruga ngjitet nga Prizreni përmes grykës së Lumbardhit, pranë rrënojave të Manastirit të Kryeengjëjve të Shenjtë, e më pas nëpër fshatra e pyje, me pamje që hapen gjithnjë e më shumë.",
      ],
      history: [
        "Për shekuj me radhë qafa ishte rrugë e barinjve që i çonin kopetë mes fushës së Prizrenit dhe kullotave të larta të Maleve të Sharrit, të famshme për djathin dhe për qenin e Sharrit.",
        "Shtëpitë e pushimit dhe hotelet u përhapën këtu nga fundi i shekullit XX e tutje. Sot Prevalla ndodhet brenda Parkut Kombëtar “Sharri”, ku kontrolli i ndërtimeve dhe i mbeturinave mbetet një shqetësim i vazhdueshëm.",
      ],
      highlights: [
        "Shëtitje verore në pyje me pisha",
        "Ecje në Parkun Kombëtar “Sharri”",
        "Djathë Sharri dhe qengj në skarë në restorantet malore",
        "Udhëtim piktoresk përmes grykës së Lumbardhit",
        "Slitë në dimrat me borë",
      ],
      gettingThere:
        "Nga Prizreni janë rreth 30 km, afërsisht 45 minuta me makinë në një rrugë malore me kthesa. Nga Prishtina llogaritni rreth dy orë përmes Prizrenit, ose vini përmes qafës nga ana e Brezovicës. Nuk ka autobus të besueshëm gjatë gjithë vitit, ndaj planifikoni një makinë ose një taksi nga Prizreni.",
      climate: {
        note: "Klimë malore në rreth 1500 m: dimra me borë dhe vera rreth 8–10 °C më të freskëta se në Prizren.",
      },
      bestTime: "Nga qershori në shtator për shëtitje; janari dhe shkurti për borë.",
    },
    "8": {
      imageAlt:
        "Kulla e nxjerrjes së një miniere mbi çatitë e Mitrovicës dhe lumin Ibër, në muzg, në vjeshtë",
      name: "Mitrovica",
      location: "Mitrovicë, Kosova Veriore",
      description:
        "Qyteti kryesor i veriut të Kosovës, i ndarë nga lumi Ibër dhe i formësuar nga minierat e Trepçës, me Monumentin mbresëlënës të Minatorëve nga koha jugosllave dhe Kalanë e Zveçanit afër.",
      overview: [
        "Mitrovica është qyteti kryesor i veriut të Kosovës, i ngritur aty ku Sitnica derdhet në Ibër. Lumi e ndan edhe qytetin: jugu është kryesisht shqiptar, veriu kryesisht serb, dhe ura kryesore mes tyre ka qenë prej kohësh simbol i kësaj ndarjeje. Mund të kaloni nga njëra pjesë në tjetrën në këmbë.",
        "Mbi një kodër në veri qëndron Monumenti i Minatorëve, i projektuar nga arkitekti Bogdan Bogdanović në vitin 1973 në kujtim të minatorëve që ranë në Luftën e Dytë Botërore, një skulpturë e guximshme prej betoni që duket nga çdo anë e qytetit.",
        "Mitrovica është bazë e mirë për trashëgiminë minerare të Kosovës, për Kalanë e Zveçanit mbi kodrën e saj vullkanike, pak në veriperëndim të qytetit, dhe për viset malore të Shalës së Bajgorës në lindje.",
      ],
      history: [
        "Emri i qytetit vjen nga kisha e Shën Dhimitrit që dikur ndodhej këtu. Minierat në kodrat përreth janë të lashta: minierat e argjendit dhe të plumbit të Trepçës shfrytëzoheshin që në mesjetë, kur në rajon erdhën minatorë sasë dhe tregtarë nga Dubrovniku.",
        "Shfrytëzimi industrial në shkallë të gjerë nisi në fund të viteve 1920 nën një kompani britanike, dhe në dekadat jugosllave kompleksi i Trepçës, me miniera, shkritore dhe fabrika, punësonte mijëra punëtorë dhe e bëri Mitrovicën qytet industrial.",
        "Që nga lufta e viteve 1998–99 qyteti ka mbetur i ndarë përgjatë Ibrit, me institucione të veçanta në secilën anë. Përpjekjet për t’i lidhur dy pjesët vazhdojnë, dhe urat mbeten vendet ku takohen dy anët.",
      ],
      highlights: [
        "Ura mbi Ibër mes veriut dhe jugut",
        "Monumenti i Minatorëve nga Bogdan Bogdanović",
        "Trashëgimia minerare e Trepçës",
        "Kalaja e Zveçanit, pak në veriperëndim të qytetit",
        "Ekskursione njëditore në Shalë të Bajgorës",
      ],
      gettingThere:
        "Autobusët nga Prishtina për në Mitrovicë qarkullojnë shpesh dhe i përshkojnë afërsisht 40 km për 45 minuta deri në një orë. Me makinë është një rrugë e thjeshtë drejt veriut përmes Vushtrrisë.",
      climate: {
        note: "Klimë kontinentale luginash: dimra të ftohtë me mjegull përgjatë lumenjve, vera të ngrohta.",
      },
      bestTime: "Nga maji në qershor dhe nga shtatori në tetor.",
    },
    "9": {
      imageAlt:
        "Një kalë që kullot mbi shtëpitë prej guri të Brodit, në një luginë të lartë malore, në dritën e vjeshtës",
      name: "Brodi",
      location: "Brod, Dragash, Kosova Jugore",
      description:
        "Një fshat malor gorani me shtëpi prej guri, lart në Malet e Sharrit pranë kufirit me Maqedoninë e Veriut, i njohur për djathin, ëmbëlsirëbërësit dhe shtigjet e tij.",
      overview: [
        "Brodi shtrihet në një luginë të lartë të Maleve të Sharrit, në skajin jugor të Kosovës, afër kufirit me Maqedoninë e Veriut. Është një nga fshatrat më të mëdhenj të Gorës, vendbanimi i goranëve, një komunitet mysliman sllavishtfolës me dialektin e vet, našinski, dhe me muzikën e zakonet e veta. Shtëpitë prej guri ngjiten nëpër shpatet përgjatë lumit, dhe ka mundësi të takoni më shumë kuaj se makina.",
        "Disa kilometra në jug të fshatit, zona rreth hotelit Arxhena ka pista të vogla skijimi, dhe në verë të njëjtat kodra janë të hapura për shëtitje. Shtigjet ngjiten nëpër grykën e lumit dhe drejt majave përreth; merrni me vete një hartë, pyesni vendasit për itineraret dhe mbani parasysh se kufiri është afër.",
        "Familjet gorane bëjnë djathë të shkëlqyer, dhe ëmbëlsirëbërësit goranë njihen në gjithë Ballkanin. Në fillim të majit, shumë prej atyre që jetojnë jashtë kthehen në shtëpi për Shëngjergj (Đurđevdan), kohë dasmash, muzike dhe ritakimesh.",
      ],
      history: [
        "Gora ka qenë për shekuj vendbanimi i goranëve, në malet ku takohen Kosova, Shqipëria dhe Maqedonia e Veriut. Ekonomia mbështetej te blegtoria dhe te puna sezonale: burrat largoheshin për muaj të tërë për të punuar si ëmbëlsirëbërës dhe zejtarë në qytetet e Ballkanit, një traditë që ende i jep formë jetës në fshat.",
        "Gjatë shekullit XX shumë familje emigruan, në Turqi, në pjesë të tjera të ish-Jugosllavisë dhe në Evropën Perëndimore, ndaj Brodi është shumë më i gjallë në verë, kur kthehet diaspora, se sa në dimër.",
      ],
      highlights: [
        "Shtëpi prej guri dhe rrugica fshati",
        "Djathë dhe ëmbëlsira gorane",
        "Ecje në Malet e Sharrit",
        "Pista të vogla skijimi pranë hotelit Arxhena",
        "Festimet e Shëngjergjit (Đurđevdan) në fillim të majit",
      ],
      gettingThere:
        "Ngisni deri në Prizren (rreth një orë e një çerek nga Prishtina), pastaj në jug për në Dragash (rreth 45 minuta) dhe vazhdoni lart nëpër luginë deri në Brod. Autobusët lidhin Prizrenin me Dragashin, por makina ose taksia është mënyra praktike për t’u ngjitur në fshat, dhe rrugët mund të kenë borë nga dhjetori deri në mars.",
      climate: {
        note: "Fshat i lartë, mbi 1200 m: dimra të gjatë me borë dhe vera të freskëta.",
      },
      bestTime: "Nga qershori në shtator, dhe në fillim të majit për Shëngjergj (Đurđevdan).",
    },
    "10": {
      imageAlt:
        "Një çiklist në një shteg pyjor në Parkun e Gërmisë, nën gjethet e reja të pranverës",
      name: "Parku i Gërmisë",
      location: "Prishtinë, Kosova Qendrore",
      description:
        "Mushkëria e gjelbër e Prishtinës: një park i madh me pyje lisi e ahu në skajin verilindor të qytetit, me shtigje, vende pikniku dhe një pishinë të madhe verore në ajër të hapur.",
      overview: [
        "Parku i Gërmisë fillon vetëm disa kilometra nga qendra e Prishtinës, aty ku qyteti u lë vendin kodrave me lisa dhe ahe. Është vendi ku Prishtina merr frymë: ecës, vrapues, çiklistë malorë dhe familje me shporta pikniku.",
        "Pranë hyrjes kryesore do të gjeni restorante, kënde lojërash dhe një pishinë të madhe në ajër të hapur që mbushet plot në ditët e nxehta të verës. Përtej saj, rrugët pyjore dhe shtigjet ngjiten drejt kreshtave më të larta; një shëtitje mëngjesi këtu është një nga arratisjet më të lehta në natyrë në Kosovë.",
        "Në vjeshtë pylli merr ngjyrë bakri dhe ari, dhe pas një reshjeje të lehtë bore parku bëhet një shëtitje e qetë dimërore. Qëndroni në shtigje dhe merrni ujë me vete: pylli është aq i madh sa mund ta humbni drejtimin.",
      ],
      history: [
        "Gërmia ka qenë për breza të tërë pylli i çlodhjes së Prishtinës; pishina dhe restorantet pranë hyrjes e bënë atë traditë fundjavash për familjet e qytetit shumë kohë para pavarësisë.",
        "Pylli mbrohet si park rajonal dhe njëkohësisht ruan ajrin dhe ujin e kryeqytetit. Ndërsa Prishtina është zgjeruar drejt tij, ruajtja e gjelbërimit të parkut është bërë një kauzë e rëndësishme vendore.",
      ],
      highlights: [
        "Shëtitje në pyll dhe shtigje vrapimi",
        "Çiklizëm malor",
        "Pishinë në ajër të hapur në verë",
        "Piknik dhe restorante pranë hyrjes",
        "Ngjyrat e vjeshtës",
      ],
      gettingThere:
        "Hyrja e parkut është rreth 4–5 km nga qendra e Prishtinës: taksia zakonisht kushton 2–5 € dhe zgjat rreth 10–15 minuta. Autobusët e qytetit shkojnë drejt parkut (bileta urbane kushton 0,40–0,50 €); pyesni në vend për linjën aktuale. Me biçikletë, prisni një ngjitje të vazhdueshme.",
      climate: {
        note: "Pak më freskët dhe më e gjelbër se qendra e qytetit, me hije të mirëpritur në ditët e nxehta të verës.",
      },
      bestTime: "Nga prilli në tetor; pishina është më e mbushur në korrik dhe gusht.",
    },
    "11": {
      imageAlt:
        "Një kajak në ujërat e qeta të Liqenit të Batllavës, me kodra të pyllëzuara, në një ditë vere",
      name: "Liqeni i Batllavës",
      location: "Pranë Podujevës, Kosova Qendrore",
      description:
        "Një liqen akumulues mes kodrave të gjelbra, rreth 30 km në verilindje të Prishtinës, i preferuar në verë për not, lundrim, peshkim dhe restorante buzë ujit.",
      overview: [
        "Liqeni i Batllavës është një liqen artificial mes kodrash të pyllëzuara në rajonin e Llapit, në komunën e Podujevës. Në fundjavat e verës është një nga arratisjet e preferuara nga Prishtina: njerëzit notojnë, marrin varka dhe kajakë, peshkojnë dhe e zgjatin drekën në tarracat mbi ujë.",
        "Liqeni është gjithashtu rezervuari kryesor i ujit të pijshëm për Prishtinën dhe Podujevën, ndaj trajtojeni me kujdes: përdorni zonat e caktuara për larje, merrni mbeturinat me vete dhe ndiqni shenjat vendore.",
        "Jashtë sezonit është i qetë, një vend i mirë për një shëtitje përgjatë bregut dhe për fotografi kur mjegulla qëndron mbi ujë në mëngjeset e vjeshtës.",
      ],
      history: [
        "Diga në lumin e Batllavës u ndërtua në kohën e Jugosllavisë. Fillimisht ishte menduar të furnizonte me ujë termocentralet me qymyr në Obiliq, të cilat më vonë kaluan në një rezervuar tjetër.",
        "Sot liqeni furnizon me ujë të pijshëm pjesën më të madhe të rajonit të Prishtinës. Në verat e thata niveli i tij mund të bjerë dukshëm, një kujtesë se sa shumë varet kryeqyteti prej tij.",
      ],
      highlights: [
        "Not në verë",
        "Kajak dhe shëtitje me varkë",
        "Peshkim",
        "Restorante buzë liqenit",
        "Mjegulla e vjeshtës mbi ujë",
      ],
      gettingThere:
        "Me makinë liqeni është rreth 40 minuta nga Prishtina: drejtohuni në veri për në Podujevë, pastaj në lindje nëpër rrugë më të vogla vendore. Nuk ka autobus të rregullt deri në breg, ndaj shkoni me makinë, ose merrni autobusin për në Podujevë dhe një taksi për rreth 13 km e fundit.",
      climate: {
        note: "Klimë kontinentale në rreth 640 m lartësi: vera të ngrohta për not dhe dimra të ftohtë.",
      },
      bestTime: "Nga qershori deri në fillim të shtatorit për not; tetori për shëtitje të qeta.",
    },
    "12": {
      imageAlt: "Një kullë guri në Junik, me male pas saj, në dritën e artë të vjeshtës",
      name: "Juniku",
      location: "Junik, Kosova Perëndimore",
      description:
        "Një qytezë me kulla guri në këmbë të Bjeshkëve të Nemuna, mes Deçanit dhe Gjakovës, dhe pikënisje për ngjitjen në Gjeravicë, një nga majat më të larta të Kosovës.",
      overview: [
        "Juniku shtrihet aty ku Rrafshi i Dukagjinit takon malet, dhe rrugicat e tij janë të rreshtuara me kulla, shtëpi-fortesa prej guri të ndërtuara nga familje të mëdha, me dhomat e banimit në katet e sipërme dhe dritare të ngushta. Qyteza ka një nga grupet më të mëdha të kullave në Kosovë, disa prej tyre të restauruara.",
        "Mbi qytezë, lumi Erenik zbret nga malet, dhe shtigje e rrugë të vështira çojnë në Parkun Kombëtar “Bjeshkët e Nemuna”. Synimi klasik është Gjeravica (2656 m), që për një kohë të gjatë është dhënë si maja më e lartë e Kosovës, me liqene akullnajore nën majë: një ditë e gjatë mali që bëhet më mirë me një guidë vendase.",
        "Poshtë në luginë, restorantet shërbejnë troftë nga përrenjtë malorë dhe flija, gatimin me petë të shtresuara të Kosovës perëndimore.",
      ],
      history: [
        "Kullat e Junikut i ndërtuan mjeshtër muratorë, shumë prej tyre nga Dibra. Në vitin 1999 shumica e tyre u dogjën, dhe që atëherë është restauruar vetëm një pjesë.",
        "Kullat pasqyrojnë një shoqëri fshatare të organizuar rreth familjeve të mëdha dhe të drejtës zakonore. Juniku u bë komunë më vete në vitin 2008, dhe restaurimi i kullave e ka bërë një nga vendet më të mira në Kosovë për të parë këtë arkitekturë.",
      ],
      highlights: [
        "Kulla të restauruara",
        "Kullat e vjetra të lagjes Hoxhaj",
        "Ecje drejt Gjeravicës (2656 m)",
        "Lugina e lumit Erenik",
        "Troftë mali dhe flija",
      ],
      gettingThere:
        "Juniku është rreth dy orë me makinë nga Prishtina, përmes Pejës dhe Deçanit ose përmes Gjakovës. Autobusët shkojnë në Deçan dhe në Gjakovë; nga secili prej tyre, një taksi ju çon në pjesën e fundit të rrugës. Për malet e larta ju duhet një guidë me 4×4, ose këmbë të forta dhe një nisje herët në mëngjes.",
      climate: {
        note: "Mot i ngrohtë në luginë; malet mbi qytezë janë shumë më të ftohta dhe të mbuluara me borë nga fundi i vjeshtës deri në pranverë.",
      },
      bestTime: "Nga maji në tetor; nga korriku në shtator për Gjeravicën.",
    },
    "13": {
      imageAlt:
        "Kisha prej mermeri e Manastirit të Deçanit nën male të pyllëzuara, në agim, në pranverë",
      name: "Deçani",
      location: "Deçan (Dečani), Kosova Perëndimore",
      description:
        "Një qytet i vogël nën Bjeshkët e Nemuna, ku ndodhet Manastiri i Deçanit (Visoki Dečani), manastiri i shekullit XIV në listën e UNESCO-s, i famshëm për ciklin e madh të afreskeve.",
      overview: [
        "Deçani (Dečani) është një qytet i qetë në skajin perëndimor të Rrafshit të Dukagjinit, dhe shumica e vizitorëve vijnë për Manastirin e Deçanit, në një luginë me gështenja rreth 2 km në perëndim të qendrës. Kisha e tij, e ndërtuar me breza të alternuar mermeri të zbehtë dhe të kuqërremtë, shpesh përshkruhet si kisha mesjetare më e madhe e ruajtur në Ballkan.",
        "Brenda, pothuajse çdo sipërfaqe është e pikturuar: afresket përbëjnë një nga ciklet më të mëdha të mbijetuara të artit të epokës bizantine, me mijëra figura. Manastiri është pjesë e pasurisë së Trashëgimisë Botërore të UNESCO-s “Monumentet Mesjetare në Kosovë” dhe shtëpi e një komuniteti murgjish ortodoksë serbë. Merrni me vete pasaportën ose letërnjoftimin, që kontrollohet në hyrje, dhe vishuni me maturi, me supe dhe gjunjë të mbuluar.",
        "Përtej manastirit, rruga ndjek Lumbardhin e Deçanit përpjetë një gryke të pjerrët drejt maleve, me vende pikniku dhe pikënisje shtigjesh. Në fshatrat rreth qytetit, kullat prej guri dhe restorantet e vogla që shërbejnë troftë lumi janë një ndalesë e mirë për drekë.",
      ],
      history: [
        "Manastiri u themelua nga mbreti serb Stefan Uroš III Dečanski dhe u ndërtua mes viteve 1327 dhe 1335; pas vdekjes së tij u përfundua nga i biri, Stefan Dušan. Mjeshtri ndërtues ishte Fra Vita, një françeskan nga Kotorri, gjë që shpjegon prekjet romanike të arkitekturës.",
        "Manastiri i kaloi shekujt osmanë dhe luftërat e shekullit XX. Paqeruajtësit ndërkombëtarë e mbrojnë që nga viti 1999, dhe së bashku me Monumentet e tjera Mesjetare në Kosovë është në Listën e UNESCO-s të Trashëgimisë Botërore në Rrezik.",
        "Qyteti i Deçanit është kryesisht shqiptar dhe u godit rëndë në luftën e viteve 1998–99; sot është një bazë gjithnjë e më e kërkuar për të eksploruar malet perëndimore.",
      ],
      highlights: [
        "Manastiri i Deçanit (UNESCO)",
        "Afresket e shekullit XIV",
        "Gryka e Lumbardhit të Deçanit",
        "Kulla guri në fshatrat përreth",
        "Pikënisje shtigjesh në Bjeshkët e Nemuna",
      ],
      gettingThere:
        "Deçani është rreth 15 km në jug të Pejës, në rrugën për në Gjakovë. Nga Prishtina autobusët udhëtojnë rreth dy orë, zakonisht përmes Pejës; me makinë llogaritni afërsisht një orë e gjysmë. Nga qendra e qytetit deri te manastiri janë 2 km në këmbë ose një udhëtim i shkurtër me taksi.",
      climate: {
        note: "Vera të ngrohta në luginë; malet menjëherë pas qytetit mbajnë borë deri në pranverë.",
      },
      bestTime: "Nga prilli në tetor; pranvera dhe vjeshta janë më të mirat për grykën.",
    },
    "14": {
      imageAlt:
        "Stalaktite dhe stalagmite që shkëlqejnë nën ndriçim brenda Shpellës së Mermerit në Gadime",
      name: "Shpella e Gadimes (Shpella e Mermerit)",
      location: "Gadime, Lipjan, Kosova Qendrore",
      description:
        "Një shpellë mermeri në jug të Prishtinës, e zbuluar nga një fshatar në vitet 1960, ku një itinerar me guidë kalon pranë stalaktiteve, stalagmiteve dhe heliktiteve të rralla që rriten anash.",
      overview: [
        "Shpella e Mermerit, në fshatin Gadime e Ulët, rreth 25 km në jug të Prishtinës, është shpella turistike më e njohur e Kosovës. Është formuar në gur gëlqeror mermeror, dhe sallat e saj shkëlqejnë nga kristalet, stalaktitet, stalagmitet dhe heliktitet e përdredhura që duket sikur nuk i bindin gravitetit.",
        "Vizitat ndjekin një itinerar me guidë, me shkallë dhe parmakë, nëpër disa galeri; kalimet e hartografuara arrijnë rreth 1,2 km, dhe pjesa më e madhe e shpellës është ende e paeksploruar. Brenda është freskët gjatë gjithë vitit, rreth 12–15 °C, ndaj merrni një xhaketë të lehtë edhe në korrik dhe mbathni këpucë që nuk rrëshqasin.",
        "Vizita është aq e shkurtër sa mund ta kombinoni me Prishtinën, Graçanicën ose udhëtimin drejt jugut për në Ferizaj dhe Prizren, dhe është një plan i mirë për një ditë me shi.",
      ],
      history: [
        "Shpella u zbulua në fund të viteve 1960 nga një fshatar, Ahmet Asllani, ndërsa gërmonte në tokën e tij (burimet e japin vitin 1966 ose 1969), dhe u hap për vizitorët në vitet 1970.",
        "Sot shpella dhe toka mbi të mbrohen si monument natyror. Speleologët kanë paralajmëruar se ndriçimi, numri i vizitorëve dhe dëmtimet e së kaluarës ndikojnë te formacionet, ndaj ju lutemi mos e prekni gurin: kristale të tilla rriten vetëm disa milimetra gjatë shumë vitesh.",
      ],
      highlights: [
        "Heliktite dhe kristale aragoniti",
        "Stalaktite dhe stalagmite",
        "Itinerar me guidë nëpër galeri",
        "Ekskursion i lehtë gjysmëditor nga Prishtina",
      ],
      gettingThere:
        "Gadimja është rreth 25 km në jug të Prishtinës, afërsisht 30 minuta me makinë në rrugën drejt Ferizajt e më pas në një rrugë të shkurtër anësore për në fshat. Autobusët mes Prishtinës dhe Ferizajt kalojnë afër, por makina ose taksia nga Prishtina është mënyra më e thjeshtë për të arritur te hyrja.",
      climate: {
        note: "Jashtë, fusha ka vera të nxehta dhe dimra të ftohtë; brenda, shpella mban rreth 12–15 °C gjatë gjithë vitit.",
      },
      bestTime: "Në çdo stinë; zgjedhje e mirë në ditë me shi ose shumë të nxehta.",
    },
    "15": {
      imageAlt:
        "Fuçi vere para rreshtave të hardhive në shpatet mbi Rahovec, në orën e artë, në vjeshtë",
      name: "Rahoveci",
      location: "Rahovec (Orahovac), Kosova Perëndimore",
      description:
        "Qyteti i verës i Kosovës, i rrethuar nga vreshta me diell në kodra, ku kantina të mëdha dhe bodrume familjare shërbejnë verëra vendore të kuqe e të bardha, dhe vjelja sjell festime në vjeshtë.",
      overview: [
        "Rahoveci (Orahovac) shtrihet në shpatet mbi Rrafshin e Dukagjinit, dhe hardhitë arrijnë pothuajse deri në skaj të qytetit. Dielli, vapa e verës dhe tokat e kodrave e bëjnë këtë zonë qendrën e vendit të verës në Kosovë.",
        "Mund të vizitoni kantina të mëdha (më e njohura, Stone Castle, lindi nga ish-kantina shtetërore) si dhe bodrume të vogla familjare, ku vetë prodhuesi jua hedh verën në gotë. Verërat e kuqe nga Vranaci dhe varietete të tjera ndajnë tryezën me verëra të bardha vendore; shumica e degustimeve organizohen paraprakisht, ndaj telefononi më parë.",
        "Pak jashtë qytetit, Hoça e Madhe (Velika Hoča) është një fshat serb me shtëpi prej guri dhe kisha të vjetra, me traditën e vet të gjatë të prodhimit të verës.",
      ],
      history: [
        "Prodhimi i verës rreth Rahovecit është i lashtë: manastiret mesjetare kishin vreshta këtu, dhe rrushi u kultivua pa ndërprerje gjatë shekujve osmanë. Në epokën jugosllave kooperativat e mëdha prodhonin verë në sasi të mëdha, shumica e eksportuar në Gjermaninë Perëndimore me emrin Amselfelder, “Fusha e Mëllenjave”, një përkthim i emrit Kosovë.",
        "Pas vitit 1999 industria u rindërtua në shkallë më të vogël, dhe krahas prodhuesve të mëdhenj është rritur një brez i ri kantinash familjare. Qyteti është kryesisht shqiptar, me një komunitet serb në lagjen e sipërme dhe në Hoçë të Madhe.",
      ],
      highlights: [
        "Vizita dhe degustime në kantina",
        "Bodrume familjare",
        "Shëtitje nëpër vreshta mbi qytet",
        "Fshati Hoça e Madhe",
        "Festimet e vjeljes në vjeshtë",
      ],
      gettingThere:
        "Rahoveci është rreth 70 km në jugperëndim të Prishtinës, afërsisht një orë e një çerek me makinë; autobusët udhëtojnë rreth një orë e gjysmë. Nga Prizreni ose Gjakova është më pak se një orë. Nëse planifikoni të shijoni verë, ejani me autobus ose taksi, ose merrni me vete një shofer që nuk do të pijë.",
      climate: {
        note: "Me diell dhe ngrohtë: vapa e verës e pjek rrushin, dhe dimrat janë mjaft të butë për Kosovën.",
      },
      bestTime: "Shtatori dhe tetori për vjeljen; maji dhe qershori për vreshtat e gjelbra.",
    },
    "16": {
      imageAlt:
        "Pyll ahu me borë dhe kreshta të rrumbullakëta të Shalës së Bajgorës, në agim, në dimër",
      name: "Shala e Bajgorës",
      location: "Në lindje të Mitrovicës, Kosova Veriore",
      description:
        "Një zonë malore në shpatet jugore të vargmalit të Kopaonikut, në lindje të Mitrovicës, me pyje ahu, fshatra të shpërndarë, pamje të gjera dhe parkun më të madh të erës në Kosovë.",
      overview: [
        "Shala e Bajgorës, shpesh thjesht “Shala”, është një zonë malore në lindje të komunës së Mitrovicës, në shpatet jugore të vargmalit të Kopaonikut. Fshatra si Bajgora shtrihen nëpër kreshta dhe lugina lart mbi fushën e Ibrit, mes pyjeve të ahut dhe livadheve.",
        "Ky është vend për shëtitje të qeta, pamje të gjera mbi Fushën e Kosovës dhe sezonin e manave të pyllit e të kërpudhave në fund të verës. Turistët janë të paktë dhe shërbimet të thjeshta. Kreshtat mbi Bajgorë mbajnë 27 turbinat e parkut të erës së Bajgorës, më i madhi në Kosovë, i cili nisi të furnizojë rrjetin me energji në vitin 2021.",
        "Zona është e izoluar, ndaj ejani me rezervuar plot, harta jashtë linje dhe rroba të ngrohta, dhe pyesni vendasit për rrugët pyjore, që mund të jenë me baltë ose me borë.",
      ],
      history: [
        "Kodrat e Shalës i përkasin të njëjtit vargmal të Kopaonikut, të pasur me minerale, ku ndodhen edhe minierat e Trepçës, dhe minierat, pylltaria e blegtoria e kanë formësuar jetën këtu për breza.",
        "Gjatë luftës së viteve 1998–99 zona pa veprimtari të Ushtrisë Çlirimtare të Kosovës dhe shumë fshatra u dëmtuan; memorialet nëpër fshatra i kujtojnë ato vite. Kohët e fundit, parku i erës dhe rrugët e reja e kanë rikthyer Shalën në vëmendje.",
      ],
      highlights: [
        "Shëtitje në pyje ahu",
        "Pamje mbi Fushën e Kosovës",
        "Parku i erës i Bajgorës mbi kreshta",
        "Mana pylli dhe kërpudha në fund të verës",
        "Jeta e qetë e fshatit",
      ],
      gettingThere:
        "Nga Prishtina ngisni deri në Vushtrri ose Mitrovicë, pastaj ndiqni rrugët vendore drejt lindjes në kodra, gjithsej rreth një orë deri në një orë e gjysmë. Transporti publik është i pakët, ndaj makina është mënyra shumë më e lehtë; në dimër kontrolloni kushtet para se të niseni.",
      climate: {
        note: "Klimë malore: dimra me borë dhe erë, vera të freskëta, dukshëm më freskët se në Mitrovicë.",
      },
      bestTime: "Nga qershori në tetor.",
    },
    "17": {
      imageAlt: "Diga dhe liqeni i Gazivodës nën kodra të pyllëzuara, në muzg, në verë",
      name: "Zubin Potoku",
      location: "Zubin Potok, Kosova Veriore",
      description:
        "Një qytet i vogël në luginën e sipërme të Ibrit, pranë Liqenit të Gazivodës, një rezervuar i gjatë mes kodrash të pyllëzuara, i preferuar në verë për peshkim, not dhe lundrim.",
      overview: [
        "Zubin Potoku është një qytet i vogël, kryesisht serb, në luginën e Ibrit në perëndim të Mitrovicës, në zonën historike të njohur si Kollashini i Ibrit (Ibarski Kolašin). Atraksioni i tij kryesor ndodhet pak më sipër: Liqeni i Gazivodës, ose Ujmani, një rezervuar i gjatë që gjarpëron mes kodrash të pyllëzuara.",
        "Në verë njerëzit vijnë për të notuar, peshkuar, vozitur dhe bërë piknik përgjatë bregut, dhe shtëpitë e pushimit janë të shpërndara nëpër shpate. Skaji perëndimor i liqenit ndodhet në Serbi, ndaj kini kujdes ku ndodheni nëse eksploroni me varkë ose përgjatë bregut.",
        "Kodrat përreth (Mokna në jug dhe Rogozna në veri) ofrojnë shëtitje të qeta, dhe qyteti ka kafene dhe vende të thjeshta për të ngrënë.",
      ],
      history: [
        "Diga në Ibër u ndërtua mes viteve 1973 dhe 1977; me mbi 100 m lartësi, është një nga digat prej dheu më të larta në Evropë. Rezervuari përmbyti fshatra, kisha dhe vende mesjetare në luginë, dhe uji i tij çohet me kanal në Fushën e Kosovës për ujë të pijshëm, termocentrale dhe industri.",
        "Rreth tre të katërtat e 11,9 km² të liqenit ndodhen në Kosovë dhe pjesa tjetër në Serbi. Për shkak të rëndësisë për ujin dhe energjinë, liqeni ka qenë shpesh temë në bisedimet mes Prishtinës dhe Beogradit.",
      ],
      highlights: [
        "Not dhe piknik në Liqenin e Gazivodës",
        "Peshkim",
        "Lundrim dhe kajak",
        "Shëtitje në kodrat e Moknës dhe Rogoznës",
        "Pamje nga diga",
      ],
      gettingThere:
        "Ngisni deri në Mitrovicë (rreth 45 minuta nga Prishtina), pastaj ndiqni luginën e Ibrit drejt perëndimit për afërsisht 25 km; gjithsej llogaritni rreth një orë e një çerek. Autobusë vendorë nisen nga Mitrovica e Veriut, por me makinë mund të arrini lehtë deri në breg të liqenit.",
      climate: {
        note: "Klimë luginash: vera të ngrohta, dimra të ftohtë dhe mjegull e shpeshtë në mëngjes mbi liqen.",
      },
      bestTime: "Nga qershori në shtator për liqenin; maji dhe tetori për shëtitje.",
    },
    "18": {
      imageAlt:
        "Një tendë nën qiellin me yje në një kullotë të lartë të Maleve të Sharrit, në verë",
      name: "Parku Kombëtar “Sharri”",
      location: "Dragash, Kosova Jugore",
      description:
        "Një park i lartë malor përgjatë kufirit me Maqedoninë e Veriut, me liqene akullnajore, kullota alpine, stane barinjsh dhe maja mbi 2400 m si Luboteni.",
      overview: [
        "Parku Kombëtar “Sharri” mbron anën kosovare të vargmalit të Sharrit, maleve përgjatë kufirit me Maqedoninë e Veriut. Shtrihet nga Dragashi në jugperëndim deri në Kaçanik në lindje dhe përfshin pjesë të komunave të Prizrenit, Dragashit, Suharekës, Shtërpcës dhe Kaçanikut.",
        "Mbi kufirin e pyllit shtrihen kullota të pafundme, plot liqene akullnajore, stane verore dhe kope të ruajtura nga qentë e mëdhenj të Sharrit. Ana e Dragashit është e egër dhe pak e vizituar: itineraret nga fshatra si Brodi çojnë te Liqeni i Shutmanit dhe te majat e kreshtës kufitare.",
        "Fauna përfshin ariun e murrmë, ujkun, dhinë e egër dhe rrëqebullin e rrallë ballkanik. Në lartësi moti ndryshon shpejt: merrni me vete hartë, ujë dhe rroba të ngrohta, nisuni herët dhe merrni një guidë vendase për kreshtën kufitare.",
      ],
      history: [
        "Barinjtë i kanë kullotur këto male për shumë shekuj, dhe blegtoria sezonale ende i jep formë peizazhit; qeni i Sharrit dhe djathi i Sharrit mbajnë të dy emrin e maleve.",
        "Në anën kosovare të vargmalit u shpall për herë të parë një park kombëtar në vitin 1986, i cili u zgjerua me një ligj të Kosovës në vitin 2012. Ekuilibri mes turizmit, kullotjes dhe ndërtimit brenda kufijve të tij mbetet një detyrë e vazhdueshme.",
      ],
      highlights: [
        "Liqene akullnajore si Shutmani dhe Jazhinca",
        "Kullota alpine dhe stane barinjsh",
        "Luboteni (2498 m) në horizont",
        "Fauna: dhia e egër, ariu dhe rrëqebulli",
        "Ecje shumëditore nga Brodi dhe Prevalla",
      ],
      gettingThere:
        "Parku ka disa hyrje. Për anën e Dragashit, ngisni deri në Prizren (rreth një orë e një çerek nga Prishtina) dhe vazhdoni për në Dragash dhe Brod (edhe rreth një orë). Prevalla, mbi Prizren, dhe Brezovica, që arrihet përmes Shtërpcës, janë pikat më të lehta të hyrjes. Për shumicën e pikënisjeve të shtigjeve makina është e domosdoshme.",
      climate: {
        note: "Klimë alpine: bora qëndron në kreshtat e larta deri në qershor, dhe netët e verës mund të jenë afër ngrirjes.",
      },
      bestTime: "Nga korriku në shtator për ecje në lartësi.",
    },
    "19": {
      imageAlt:
        "Muret e rrënuara të Kalasë së Zveçanit mbi një kodër të thepisur, në muzg, në dimër",
      name: "Zveçani",
      location: "Zveçan, Kosova Veriore",
      description:
        "Një qytet i vogël pak në veriperëndim të Mitrovicës, i kurorëzuar nga rrënojat e një kalaje mesjetare mbi një kodër vullkanike të shuar, me Manastirin e Banjskës pak më tutje.",
      overview: [
        "Zveçani shtrihet në luginën e Ibrit, ngjitur me Mitrovicën, dhe simboli i tij bie menjëherë në sy: rrënojat e Kalasë së Zveçanit në majë të një kodre të thepisur në formë koni, një vullkan i shuar, lart mbi lumë. Një shteg ngjitet deri te muret, dhe nga maja pamja përfshin luginën e Ibrit, Mitrovicën dhe kodrat e Kopaonikut.",
        "Poshtë në qytet, oxhaku dhe ndërtesat e shkritores së plumbit të Trepçës kujtojnë historinë minerare të zonës. Rreth 12 km në veri, Manastiri i Banjskës, i themeluar nga mbreti Milutin në fillim të shekullit XIV, është restauruar dhe i pret vizitorët që sillen me respekt.",
        "Zveçani është një komunë kryesisht serbishtfolëse; mbishkrimet janë shpesh në cirilik, dhe disa fjalë përshëndetjeje ndihmojnë shumë.",
      ],
      history: [
        "Zveçani është një nga kalatë më të vjetra në rajon, e përmendur në fund të shekullit XI si fortesë kufitare mes trojeve serbe dhe Bizantit. U bë një kala e rëndësishme e shtetit të dinastisë Nemanjić; sipas burimeve mesjetare, mbreti Stefan Dečanski vdiq këtu në vitin 1331, pasi u rrëzua nga i biri, Dušan.",
        "Osmanët e morën kalanë në shekullin XV, dhe ajo gradualisht u rrënua. Në shekullin XX qyteti poshtë saj u rrit bashkë me minierat dhe shkritoren e Trepçës.",
      ],
      highlights: [
        "Ngjitja te Kalaja e Zveçanit",
        "Pamje mbi luginën e Ibrit",
        "Manastiri i Banjskës",
        "Trashëgimia minerare e Trepçës",
        "Kombinojeni me Mitrovicën",
      ],
      gettingThere:
        "Merrni autobusin nga Prishtina për në Mitrovicë (rreth 45 minuta deri në një orë), pastaj kaloni në anën veriore dhe vazhdoni disa kilometra me taksi deri në Zveçan. Me makinë i gjithë udhëtimi zgjat rreth një orë. Mbathni këpucë të forta për shtegun e pjerrët deri te kalaja.",
      climate: {
        note: "Klimë kontinentale luginash: dimra të ftohtë, shpesh me mjegull, dhe vera të ngrohta.",
      },
      bestTime: "Nga prilli në qershor dhe nga shtatori në tetor; mos u ngjitni në ditë me akull.",
    },
    "20": {
      imageAlt:
        "Kulla prej guri e kështjellës mesjetare të Vushtrrisë në qendër të qytetit, në dritën e artë të pranverës",
      name: "Vushtrria",
      location: "Vushtrri (Vučitrn), Kosova Veriore",
      description:
        "Një nga qytetet më të vjetra të Kosovës, mes Prishtinës dhe Mitrovicës, me kullën e një kështjelle mesjetare, një hamam të vjetër osman dhe një urë të gjatë guri pak jashtë qendrës.",
      overview: [
        "Vushtrria (Vučitrn) është një qytet i vogël tregtar në rrugën mes Prishtinës dhe Mitrovicës, dhe qendra e saj ka një grup të vogël monumentesh. Kulla e ulët dhe masive prej guri e kështjellës mesjetare, e quajtur shpesh Kulla e Vojinoviqëve, ngrihet menjëherë pranë sheshit kryesor.",
        "Afër ndodhen një hamam i vjetër osman dhe disa xhami, dhe pak minuta në këmbë në veri të qendrës gjendet Ura e Gurit, e famshme, që kalon mbi një shtrat lumi që Sitnica e ka braktisur shumë kohë më parë.",
        "Vushtrria është një ndalesë e lehtë gjysmëditore mes Prishtinës dhe Mitrovicës: shëtisni në qendër, shihni urën dhe pini një kafe në shesh.",
      ],
      history: [
        "Vushtrria përmendet në burimet mesjetare, dhe në fillim të shekullit XV ishte një nga selitë e familjes Branković, zotër të kësaj pjese të Kosovës. Kulla e kështjellës dhe ura prej guri datojnë nga ajo kohë.",
        "Nën osmanët, Vushtrria ishte për një kohë selia e një sanxhaku (province) dhe një qytet i gjallë me xhami, hamame dhe tregje. Më vonë humbi rëndësinë në favor të Prishtinës dhe Mitrovicës, por bërthama e saj e vjetër ruhet ende rreth kështjellës.",
      ],
      highlights: [
        "Kulla e kështjellës mesjetare",
        "Ura e Gurit",
        "Hamami i vjetër osman",
        "Kafe në sheshin kryesor",
      ],
      gettingThere:
        "Vushtrria ndodhet në rrugën kryesore nga Prishtina për në Mitrovicë, në veri të kryeqytetit. Autobusët drejt Mitrovicës ndalojnë këtu dhe udhëtojnë rreth 30–40 minuta; me makinë është një udhëtim i lehtë prej gjysmë ore.",
      climate: {
        note: "Klimë kontinentale fushore: dimra të ftohtë, vera të ngrohta dhe pranvera të këndshme.",
      },
      bestTime: "Nga prilli në tetor.",
    },
    "21": {
      imageAlt:
        "Ura mesjetare me harqe e Vushtrrisë mbi një ish-shtrat lumi të mbuluar me bar, në një ditë vere",
      name: "Ura e Gurit në Vushtrri",
      location: "Vushtrri, Kosova Veriore",
      description:
        "Një urë mesjetare me nëntë harqe, rreth 135 m e gjatë, prej guri të kuq e gri, në një rrugë të vjetër karvanësh, që sot qëndron mbi një livadh të thatë, pasi lumi Sitnica ndryshoi shtratin.",
      overview: [
        "Ura e Gurit (e quajtur edhe Ura e Vojinoviqëve) është monumenti më i fotografuar i Vushtrrisë: nëntë harqe prej guri të kuq e gri që alternohen, mbi të cilat shtrihet një rrugë me kalldrëm rreth 135 metra e gjatë. E veçanta e saj është se poshtë saj nuk rrjedh lumë: Sitnica e zhvendosi shtratin drejt perëndimit shekuj më parë dhe e la urën mbi bar.",
        "Është pak minuta në këmbë nga qendra e qytetit. Ecni përgjatë gjithë urës, pastaj shihni harqet nga livadhi poshtë. Menjëherë pranë urës ka një restorant, nëse doni të qëndroni më gjatë.",
      ],
      history: [
        "Stili e daton urën në fund të shekullit XIV ose në fillim të shekullit XV, dhe tradita ua atribuon vëllezërve Vojinović, fisnikë që kujtohen në poezinë epike serbe. Ajo mbante rrugën e karvanëve mes Dubrovnikut dhe Shkupit mbi Sitnicë.",
        "Ndërsa llumi grumbullohej dhe lumi largohej, ura humbi funksionin, por mbijetoi.",
      ],
      highlights: [
        "Nëntë harqe prej guri",
        "Shëtitje mbi rrugën me kalldrëm të urës",
        "Shtrati i dikurshëm, tani i thatë, i Sitnicës",
        "Kombinojeni me kullën e kështjellës së Vushtrrisë",
      ],
      gettingThere:
        "Nga Prishtina merrni autobusin drejt Mitrovicës dhe zbritni në Vushtrri (rreth 30–40 minuta). Ura ndodhet në anën veriore të qytetit, pak minuta në këmbë nga qendra, dhe me makinë mund të parkoni afër.",
      climate: {
        note: "Klimë kontinentale fushore: dimra të ftohtë dhe vera të ngrohta.",
      },
      bestTime: "Pranvera dhe fillimi i vjeshtës, kur livadhi është i gjelbër dhe drita e butë.",
    },
    "22": {
      imageAlt:
        "Memoriali “Adem Jashari” dhe varret mes kodrave të gjelbra në Prekaz, në agim, në pranverë",
      name: "Kompleksi Memorial “Adem Jashari”",
      location: "Prekaz, Skënderaj, Kosova Veriore",
      description:
        "Shtëpitë e ruajtura, varret dhe muzeu i familjes Jashari në Prekaz, ku Adem Jashari dhe dhjetëra të afërm të tij u vranë në mars 1998: një vend kombëtar kujtimi.",
      overview: [
        "Në Prekaz, buzë Skënderajt, në rajonin e Drenicës, Kompleksi Memorial “Adem Jashari” ruan shtëpitë e familjes ku Adem Jashari, një nga themeluesit e Ushtrisë Çlirimtare të Kosovës, u vra bashkë me një pjesë të madhe të familjes së tij më 5–7 mars 1998. Për shumë shqiptarë të Kosovës ky është memoriali më i rëndësishëm i luftës, dhe vizitorët vijnë nga e gjithë Kosova dhe nga diaspora.",
        "Kompleksi ka tri pjesë: shtëpitë e familjes të dëmtuara nga predhat, të ruajtura ashtu siç ishin nën një strukturë mbrojtëse; varrezat ku prehen anëtarët e familjes, me roje nderi; dhe një muze i vogël me fotografi dhe sende personale.",
        "Ky është vend zie. Vishuni me maturi, flisni me zë të ulët, pyesni para se të fotografoni njerëz dhe ndiqni udhëzimet e stafit. Përkujtimet mbahen çdo vit në fillim të marsit, kur vendi është shumë i frekuentuar.",
      ],
      history: [
        "Adem Jashari lindi në Prekaz në vitin 1955 dhe në vitet 1990 u bë një nga themeluesit dhe udhëheqësit e Ushtrisë Çlirimtare të Kosovës. Më 5 mars 1998 forcat policore dhe ushtarake serbe sulmuan shtëpitë e familjes Jashari. Gjatë tri ditëve, Ademi, vëllai i tij Hamëzi dhe babai i tyre Shabani u vranë bashkë me dhjetëra anëtarë të tjerë të familjes së gjerë, përfshirë gra dhe fëmijë; mbesa e tij Besarta, atëherë njëmbëdhjetë vjeçe, mbijetoi.",
        "Sulmi tërhoqi vëmendjen ndërkombëtare dhe shihet gjerësisht si pikë kthese drejt luftës së viteve 1998–99. Pas luftës vendi u shndërrua në kompleks memorial, dhe Kuvendi i Kosovës e shpalli zonë me interes të veçantë kombëtar.",
      ],
      highlights: [
        "Shtëpitë e ruajtura të familjes Jashari",
        "Varrezat memoriale",
        "Muzeu i familjes Jashari",
        "Përkujtimet vjetore në fillim të marsit",
      ],
      gettingThere:
        "Autobusët nga Prishtina për në Skënderaj i përshkojnë afërsisht 50 km për rreth një orë. Memoriali ndodhet në Prekaz, buzë qytetit, pak minuta në këmbë ose me taksi nga stacioni i autobusëve. Me makinë është rreth 50 minuta nga Prishtina.",
      climate: {
        note: "Rajoni kodrinor i Drenicës ka dimra të ftohtë dhe vera të ngrohta.",
      },
      bestTime: "Në çdo stinë; fillimi i marsit për përkujtimet, kur ka shumë njerëz.",
    },
    "23": {
      imageAlt: "Një ndërtesë historike muzeu në qendër të Gjilanit, në diellin e vjeshtës",
      name: "Gjilani",
      location: "Gjilan (Gnjilane), Kosova Lindore",
      description:
        "Qyteti kryesor dhe i gjallë i Kosovës Lindore, me Muzeun e Qytetit për arkeologjinë, Muzeun Etnologjik në pallatin me tavane të gdhendura të Hysen Pashës dhe një jetë të gjallë kafenesh.",
      overview: [
        "Gjilani është qyteti më i madh i Kosovës Lindore dhe qendra e Luginës së Anamoravës, një rajon tokash bujqësore dhe kodrash të buta drejt kufijve me Serbinë dhe Maqedoninë e Veriut. Është një vend i qetë, që shëtitet lehtë në këmbë, me një qendër të gjatë këmbësore plot kafene.",
        "Qyteti ka dy muze. Muzeu i Qytetit, i hapur në vitin 2016 në një ndërtesë historike që dikur shërbente si zyra e rrethit osman, ekspozon gjetje arkeologjike nga parahistoria deri në mesjetë, krahas sendeve të jetës së përditshme. Muzeu Etnologjik mbush pallatin e Hysen Pashës, të ndërtuar në vitin 1887 dhe të njohur për tavanet prej druri të gdhendura me mjeshtëri, me veshje, zanate dhe vegla të rajonit.",
        "Gjilani është bazë e mirë për Kosovën Lindore: Kalaja e Novobërdës, banja termale e Kllokotit dhe shenjtërorja katolike e Letnicës arrihen të gjitha me makinë.",
      ],
      history: [
        "Zona është e banuar që nga parahistoria, siç e tregojnë gjetjet e muzeut. Qyteti i sotëm u zhvillua në periudhën osmane si qendër tregtare, dhe tradita vendore e lidh rritjen e tij me rënien e qytetit mesjetar minerar të Novobërdës aty pranë.",
        "Në periudhën e vonë osmane Gjilani ishte qendër rrethi, dhe në shekullin XX u rrit si qyteti rajonal i Anamoravës. Muzetë e tij u hapën vetëm kohët e fundit: deri në vitin 2016, gjetjet e rajonit duhej të ekspozoheshin në kryeqytet.",
      ],
      highlights: [
        "Muzeu i Qytetit të Gjilanit",
        "Muzeu Etnologjik në pallatin e Hysen Pashës",
        "Shëtitje mbrëmjeje dhe kafe në qendër",
        "Ekskursion njëditor në Kalanë e Novobërdës",
        "Banja termale e Kllokotit afër",
      ],
      gettingThere:
        "Autobusët nga Prishtina për në Gjilan nisen shpesh dhe i përshkojnë afërsisht 50 km për rreth një orë; me makinë zgjat përafërsisht njësoj. Nga Gjilani, autobusët vendorë dhe taksitë shkojnë në Kamenicë, Viti dhe Kllokot.",
      climate: {
        note: "Klimë kontinentale: dimra të ftohtë dhe vera të ngrohta e me diell në Luginën e Anamoravës.",
      },
      bestTime: "Nga prilli në qershor dhe nga shtatori në tetor.",
    },
    "24": {
      imageAlt: "Kullat prej guri të Kalasë së Novobërdës mbi një kodër, në dritën e artë të verës",
      name: "Kalaja e Novobërdës (Artana)",
      location: "Novobërdë, Kosova Lindore",
      description:
        "Kalaja e rrënuar e një qyteti të madh mesjetar të minierave të argjendit, mbi një kon vullkanik të shuar në lindje të Prishtinës, me kulla, mure dhe pamje të gjera mbi kodrat.",
      overview: [
        "Mbi një kodër në formë koni, rreth 40 km në lindje të Prishtinës, qëndrojnë rrënojat e Kalasë së Novobërdës (në serbisht Novo Brdo), e njohur edhe si kalaja e Artanës. Në shekujt XIV dhe XV ky ishte një nga qytetet minerare më të rëndësishme në Ballkan, i famshëm për argjendin e tij.",
        "Kalaja ka një qytet të sipërm me kulla katërkëndëshe dhe një qytet të poshtëm që shtrihet tatëpjetë shpatit; punimet e konservimit i kanë bërë muret më të sigurta për vizitë. Përreth tyre mund të dallohen themelet e kishave dhe të shtëpive të qytetit mesjetar.",
        "Ejani për qetësinë dhe pamjet mbi kodrat e Kosovës Lindore. Mbathni këpucë të mira, sepse terreni është i pabarabartë, dhe merrni ujë me vete: shërbimet në vend janë minimale.",
      ],
      history: [
        "Kalaja u ndërtua rreth kapërcimit të shekullit XIV për të ruajtur minierat e arit dhe të argjendit të zonës. Nën Despotatin Serb, në fillim të shekullit XV, Novobërda arriti kulmin: minatorë sasë punonin në miniera, tregtarët nga Dubrovniku mbanin një koloni të madhe, dhe në vitin 1412 despoti Stefan Lazarević nxori këtu një kod minierash për të rregulluar këtë veprimtari.",
        "Pas disa rrethimeve, qyteti ra në duart e ushtrisë osmane në vitin 1455. Minierat vazhduan në shkallë më të vogël, por qyteti u dobësua, dhe deri në fund të shekullit XVII kalaja ishte braktisur. Kërkimet arkeologjike, të nisura në vitet 1950, vazhdojnë të zbulojnë qytetin mesjetar.",
      ],
      highlights: [
        "Muret dhe kullat e qytetit të sipërm",
        "Mbetjet e qytetit mesjetar minerar",
        "Pamje mbi Kosovën Lindore",
        "Historia e minierave mesjetare të argjendit",
      ],
      gettingThere:
        "Novobërda është rreth 40 km në lindje të Prishtinës: me makinë llogaritni rreth 50 minuta, pjesa e fundit në një rrugë kodrinore me kthesa. Transporti publik deri te kalaja është shumë i kufizuar, ndaj shkoni me makinë, merrni një taksi nga Prishtina ose Gjilani, ose bashkohuni me një tur.",
      climate: {
        note: "Kodra të larta: më shumë erë dhe më freskët se në Prishtinë, me borë në dimër.",
      },
      bestTime: "Nga maji në tetor, në një ditë të kthjellët për pamjet.",
    },
    "25": {
      imageAlt:
        "Kodra të buta të gjelbra dhe pyje lisi në Kosovën Lindore, në dritën e artë të pranverës",
      name: "Spas",
      location: "Pranë Gjilanit dhe Kamenicës, Kosova Lindore",
      description:
        "Një cep i qetë i kodrave të buta të Kosovës Lindore, mes Gjilanit dhe Kamenicës, për rrugë fshati, pemishte, pyje lisi dhe ditë të ngadalta larg rrugëve kryesore.",
      overview: [
        "Zona rreth Spasit, në kodrat mes Gjilanit dhe Kamenicës, e tregon Kosovën Lindore në anën e saj më rurale: kodra të ulëta e të buta, fshatra të vegjël, ara, pemishte dhe pyje lisi, të përshkuara nga përrenj që rrjedhin drejt Moravës. Nuk është vendpushim dhe nuk ka atraksione të mëdha: ejani për qetësinë.",
        "Kaloni një ditë me makinë ose me biçikletë nëpër rrugët dytësore, ndaluni në një fshat për kafe dhe kombinoni fshatin me atraksionet aty pranë: muzetë e Gjilanit, kalanë mesjetare të Novobërdës dhe qytezën e Kamenicës me parkun e saj buzë lumit.",
        "Shërbimet në fshatra janë të pakta, ndaj merrni ujë e diçka për të ngrënë dhe mbani pak para në dorë për blerje të vogla.",
      ],
      history: [
        "Spas është një fjalë sllave që do të thotë “Shpëtimtar”, e pranishme në emra vendesh në gjithë Ballkanin dhe shpesh e lidhur me një kishë të Shpëtimtarit të Shenjtë. Kosova Lindore ka qenë prej kohësh një zonë e përzier, ku fshatrat shqiptare dhe serbe qëndrojnë afër njëri-tjetrit.",
        "Anamorava dhe kodrat e Kamenicës kanë qenë për shekuj vend bujqësie, me blegtori, drithëra dhe pemishte. Shumë familje këtu kanë të afërm që punojnë jashtë vendit, prandaj fshatrat gjallërohen në verë, kur kthehet diaspora.",
      ],
      highlights: [
        "Udhëtime me makinë dhe biçikletë në rrugët e kodrave",
        "Jeta e fshatit në Kosovën Lindore",
        "Muzetë e Gjilanit afër",
        "Kalaja e Novobërdës në afërsi",
        "Parku buzë lumit në Kamenicë",
      ],
      gettingThere:
        "Së pari shkoni në Gjilan, rreth një orë me autobus nga Prishtina, dhe eksploroni prej andej me makinë ose taksi; Kamenica është afërsisht gjysmë ore më në lindje. Autobusët vendorë lidhin qytetet, por fshatrat arrihen shumë më lehtë me mjetin tuaj.",
      climate: {
        note: "Kodra me klimë kontinentale: dimra të ftohtë, vera të ngrohta dhe ditë të freskëta pranvere e vjeshte.",
      },
      bestTime:
        "Nga prilli në qershor për kodrat e gjelbra; shtatori dhe tetori për ngjyrat e vjeljes.",
    },
  },
};
