/* sq texts of app/content/attractions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  attractions: {
    "1": {
      name: "Kalaja e Prizrenit",
      description:
        "Një ngjitje e shkurtër, por e pjerrët, nga qyteti i vjetër ju çon te muret e kalasë dhe te pamja më e mirë mbi minaret, çatitë dhe lumin e Prizrenit.",
      longDescription:
        "Kalaja e Prizrenit, që vendasit e quajnë thjesht Kalaja, kurorëzon kodrën në anën juglindore të qytetit të vjetër. Ky vend është përdorur për mbrojtje që nga parahistoria; bizantinët ndërtuan kalanë e parë të mirëfilltë, sundimtarët mesjetarë serbë e zgjeruan, dhe osmanët e mbajtën deri në vitin 1912.\n\nAjo që shihni sot janë mure, porta dhe themele të restauruara, jo një kështjellë e plotë, me tabela informuese në anglisht. Shpërblimi i vërtetë është pamja: Ura e Gurit, Xhamia e Sinan Pashës dhe gjithë qyteti i vjetër shtrihen poshtë jush përgjatë lumit Lumbardh, me Malet e Sharrit pas.\n\nShtegu nis pranë Shadërvanit dhe ngjitet përmes lagjes së vjetër Nënkalaja; me hap të qetë llogaritni 15–20 minuta për t’u ngjitur. Ejani vonë pasdite dhe qëndroni deri në perëndim, kur ngjiten edhe vendasit dhe çatitë marrin ngjyrë të artë. Në gusht, DokuFest e ka përdorur kalanë për shfaqje në ambient të hapur.",
      images: [
        {
          imageAlt:
            "Muret e Kalasë së Prizrenit në majë të kodrës, mbi çatitë e kuqe të qytetit të vjetër, në perëndim të diellit",
        },
        {
          imageAlt: "Kalaja mbi Urën e Gurit dhe lumin Lumbardh në një mbrëmje vjeshte",
        },
        {
          imageAlt:
            "Minaret dhe shtëpitë me çati të kuqe të qytetit të vjetër të Prizrenit, parë nga shtegu i kalasë",
        },
        {
          imageAlt: "Borë mbi muret e kalasë, me Malet e Sharrit pas, në agim",
        },
      ],
      address: "Kodra e Kalasë, mbi qytetin e vjetër (shtegu nga Shadërvani), Prizren",
      tags: [
        "Pamje panoramike",
        "Vend për perëndimin",
        "Mure mesjetare",
        "Ecje e shkurtër",
        "Fotografi",
        "Hyrje falas",
      ],
      openingHours:
        "Vend në ambient të hapur, zakonisht i qasshëm gjithë ditën; më mirë ta vizitoni me dritë dite",
      bestTimeToVisit:
        "Nga pasditja e vonë deri në perëndim, prej prillit deri në tetor; në korrik dhe gusht herët në mëngjes, kur në mesditë kodra është e nxehtë dhe pa hije.",
      accessibilityInfo:
        "Arrihet përmes një shtegu të pjerrët e të parregullt dhe shkallëve, me pak hije. Nuk është i përshtatshëm për karrige me rrota; një taksi mund t’ju afrojë më shumë nga rruga në anën jugore.",
      facilities: [
        "Tabela informuese në anglisht",
        "Pika panoramike mbi qytetin e vjetër",
        "Kafene në fund të shtegut",
      ],
      visitorTips: [
        "Mbathni këpucë që kapin mirë: gurët e shtegut janë lëmuar nga koha dhe rrëshqasin pas shiut.",
        "Në verë merrni ujë me vete; lart nuk ka pothuajse fare hije.",
        "Zbritni para se të errësohet ose merrni një elektrik dore, sepse disa pjesë të shtegut janë të ndriçuara dobët.",
        "Bashkojeni ngjitjen me Xhaminë e Sinan Pashës dhe Urën e Gurit, poshtë në qytet.",
      ],
      gettingThere: {
        onFoot:
          "Nga sheshi Shadërvan ndiqni rrugicën përpjetë, pranë kishës ortodokse në shpat; shenjat tregojnë drejt Kalasë. Ngjitja zgjat 15–20 minuta.",
        byTaxi:
          "Një taksi brenda Prizrenit kushton rreth 2–5 € dhe mund t’ju çojë nga rruga e pasme deri afër majës, pa ngjitjen e pjerrët.",
      },
      nearbyAttractions: {
        "2": {
          distance: "0,6 km",
        },
        "8": {
          distance: "rreth 70 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0,5 km",
        },
        {
          name: "Driza's House (hostel)",
          distance: "0,8 km",
        },
      ],
    },
    "2": {
      name: "Xhamia e Sinan Pashës",
      description:
        "Xhamia simbol e Prizrenit, e vitit 1615, me një kube të lartë prej guri, një minare të hollë dhe zbukurime lulesh të pikturuara brenda, buzë lumit.",
      longDescription:
        "Xhamia e Sinan Pashës u ndërtua në vitin 1615 nga Sofu Sinan Pasha, një zyrtar osman nga ky rajon. Thuhet se guri për të u mor nga rrënojat e Manastirit të Kryeengjëjve të Shenjtë, të shekullit XIV, më lart përgjatë lumit, gjë që e bën ndërtesën një dëshmi të vogël të historisë me shumë shtresa të qytetit.\n\nKubeja e saj e vetme dhe e madhe dhe zbukurimet e pikturuara të shekullit XVII, me lule dhe motive gjeometrike, e bëjnë brendinë të ndritshme dhe të qetë. Xhamia u restaurua me kujdes vitet e fundit dhe është ende një vend aktiv faljeje në zemër të qytetit të vjetër, disa hapa larg Urës së Gurit.\n\nVizitorët janë të mirëpritur jashtë kohës së namazit. Hiqni këpucët te dera, vishuni me maturi dhe, nëse jeni grua, merrni një shami për të mbuluar flokët. Kopshti i vogël dhe bregu i lumit jashtë janë vende të këndshme për t’u ulur pak pas vizitës.",
      images: [
        {
          imageAlt:
            "Kubeja prej guri dhe minarja e hollë e Xhamisë së Sinan Pashës buzë lumit në Prizren",
        },
        {
          imageAlt: "Xhamia e Sinan Pashës dhe Ura e Gurit të ndriçuara natën",
        },
        {
          imageAlt: "Minarja e xhamisë mbi çatitë e Shadërvanit, me kalanë në kodër",
        },
        {
          imageAlt: "Xhamia në dritën e dimrit, me borë në kodrat pas Prizrenit",
        },
      ],
      address: "Zona e Shadërvanit, në bregun jugor të lumit Lumbardh, qyteti i vjetër, Prizren",
      tags: [
        "Arkitekturë osmane",
        "Brendi e pikturuar",
        "Qyteti i vjetër",
        "Pranë Urës së Gurit",
        "Xhami aktive",
      ],
      openingHours:
        "E hapur për vizitorë gjatë ditës jashtë pesë namazeve ditore; e mbyllur për vizita gjatë namazit të xhumasë, të premten në mesditë",
      bestTimeToVisit:
        "Në mes të mëngjesit ose në mes të pasdites, në ditët e javës, mes namazeve. Mbrëmjet janë të bukura nga jashtë, kur minarja ndriçohet.",
      accessibilityInfo:
        "Disa shkallë të çojnë te hyrja, dhe salla e faljes është e shtruar me qilima. Përdoruesit e karrigeve me rrota mund ta shohin ndërtesën dhe kopshtin nga niveli i rrugës.",
      facilities: ["Rafte për këpucë te hyrja", "Kopsht i vogël", "Çezmë për abdes"],
      visitorTips: [
        "Mbuloni supet dhe gjunjët; gratë duhet të marrin një shami për sallën e faljes.",
        "Pyesni para se të fotografoni njerëz që falen, dhe flisni me zë të ulët.",
        "Hyrja është falas; një dhuratë e vogël mirëpritet, por askush nuk e pret.",
        "Shikoni lart kubenë e pikturuar — lulet dhe mbishkrimet janë pjesa më e bukur.",
      ],
      gettingThere: {
        onFoot:
          "Xhamia ndodhet buzë lumit, mes Shadërvanit dhe Urës së Gurit; nga çdo pikë e qytetit të vjetër arrihet me disa minuta në këmbë.",
        byTaxi:
          "Taksitë nuk mund të hyjnë në qytetin e vjetër këmbësor; kërkoni t’ju lënë në rrugën pranë lumit. Një udhëtim brenda Prizrenit kushton rreth 2–5 €.",
      },
      nearbyAttractions: {
        "1": {
          distance: "0,6 km",
        },
        "8": {
          distance: "rreth 70 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0,2 km",
        },
        {
          name: "Driza's House (hostel)",
          distance: "0,4 km",
        },
      ],
    },
    "3": {
      name: "Monumenti Newborn",
      description:
        "Shkronjat gjigante të zbuluara në Ditën e Pavarësisë, më 17 shkurt 2008, që rilyhen çdo vit me një dizajn të ri — vendi më i njohur për foto në Prishtinë.",
      longDescription:
        "Monumenti Newborn është një varg shkronjash të mëdha që formojnë fjalën NEWBORN, në fillim të verdha të ndezura, i projektuar nga Fisnik Ismaili dhe i zbuluar në qendër të Prishtinës më 17 shkurt 2008, ditën kur Kosova shpalli pavarësinë. Atë ditë të parë, mijëra njerëz i nënshkruan shkronjat me markera.\n\nÇdo vit, rreth përvjetorit, shkronjat lyhen me një skemë të re ngjyrash, ndaj monumenti që do të shihni do të jetë ndryshe nga fotot që keni parë. Disa vite dizajni përcjell një mesazh për shpresat e vendit; disa vite shkronjat janë edhe rirenditur.\n\nNdodhet pranë Pallatit të Rinisë dhe Sporteve, disa minuta në këmbë nga Bulevardi Nëna Terezë, Biblioteka Kombëtare dhe Muzeu i Kosovës. Vizita zgjat pak minuta, por është një vend i mirë për të nisur një shëtitje nëpër kryeqytet — dhe më 17 shkurt është qendra e festimeve.",
      images: [
        {
          imageAlt: "Shkronjat gjigante NEWBORN në qendër të Prishtinës, të sapolyera",
        },
        {
          imageAlt: "Njerëz të mbledhur rreth monumentit Newborn në një mbrëmje shkurti",
        },
        {
          imageAlt: "Shkronjat Newborn nën pemët pranverore pranë Pallatit të Rinisë dhe Sporteve",
        },
        {
          imageAlt: "Monumenti Newborn i ndriçuar natën, me dritat e qytetit pas",
        },
      ],
      address: "Rruga Luan Haradinaj, pranë Pallatit të Rinisë dhe Sporteve, Prishtinë",
      tags: [
        "Simbol i pavarësisë",
        "Vend për foto",
        "Dizajn i ri çdo vit",
        "Qendra e qytetit",
        "Hyrje falas",
      ],
      openingHours: "Monument në ambient të hapur, i qasshëm në çdo kohë",
      bestTimeToVisit:
        "Në çdo stinë; rreth 17 shkurtit shihni dizajnin e sapolyer dhe atmosferën e Ditës së Pavarësisë. Mëngjeset janë më të qeta për foto.",
      accessibilityInfo:
        "Në një shesh publik të rrafshët e të shtruar, me qasje pa shkallë nga rrugët përreth.",
      facilities: [
        "Shesh publik i hapur",
        "Kafene dhe restorante në afërsi",
        "Ndriçim rrugor natën",
      ],
      visitorTips: [
        "Shikoni më parë fotot e dizajneve të kaluara — kështu versioni i këtij viti bëhet më interesant.",
        "Kthehuni pasi të errësohet; shkronjat ndriçohen dhe sheshi gjallërohet.",
        "Bashkojeni me Bibliotekën Kombëtare dhe Muzeun e Kosovës, që të dyja brenda 15 minutash në këmbë.",
      ],
      gettingThere: {
        onFoot:
          "Nga skaji jugor i Bulevardit Nëna Terezë, ecni rreth pesë minuta drejt lindjes, në drejtim të Pallatit të Rinisë dhe Sporteve.",
        byTaxi:
          "Çdo taksi e qytetit e njeh “Newborn-in”; një udhëtim brenda qendrës së Prishtinës kushton rreth 2–5 €.",
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
      name: "Biblioteka Kombëtare e Kosovës",
      description:
        "Biblioteka e vitit 1982, vepër e Andrija Mutnjaković-it, e mbështjellë me një rrjetë metalike dhe e kurorëzuar me dhjetëra kupola qelqi — ndërtesa më e diskutuar e Prishtinës.",
      longDescription:
        "Biblioteka Kombëtare dhe Universitare e Kosovës “Pjetër Bogdani” u projektua nga arkitekti kroat Andrija Mutnjaković dhe u përfundua në vitin 1982. Blloqet e saj në formë kubi janë të mbështjella me një rrjetë metalike dhe të kurorëzuara me dhjetëra kupola qelqi, që lëshojnë dritën e ditës në sallat e leximit poshtë.\n\nNjerëzit ose e duan, ose u duket e çuditshme; shpesh përfshihet në listat e ndërtesave më të çuditshme në botë, dhe kjo është pjesë e kënaqësisë. Mutnjaković ka thënë se donte një arkitekturë të re për Kosovën, që merrte frymëzim nga format bizantine dhe islame pa kopjuar asnjërën, dhe kur qëndroni para saj i shihni të dyja idetë në veprim.\n\nËshtë bibliotekë që punon, në kampusin universitar, ndaj zakonisht mund të hyni në hollin e hyrjes dhe të shikoni lart kupolat kur është e hapur. Menjëherë pranë qëndron Kisha ortodokse serbe e pambaruar e Krishtit Shpëtimtar, e nisur në vitet 1990 — një çift i pazakontë që thotë shumë për qytetin.",
      images: [
        {
          imageAlt:
            "Kupolat dhe fasada me rrjetë metalike e Bibliotekës Kombëtare në dritë të plotë dite",
        },
        {
          imageAlt:
            "Kupolat prej qelqi të bibliotekës që kapin dritën e fundit të një mbrëmjeje vjeshte",
        },
        {
          imageAlt: "Biblioteka Kombëtare nën borë, me kupolat e bardha përballë një qielli gri",
        },
        {
          imageAlt: "Studentë që kalojnë pranë bibliotekës nën pemë të lulëzuara në kampus",
        },
      ],
      address: "Kampusi universitar, pranë rrugës Agim Ramadani, Prishtinë",
      tags: [
        "Ikonë brutaliste",
        "Kupola qelqi",
        "Arkitekturë",
        "Kampusi universitar",
        "Vend për foto",
      ],
      openingHours:
        "Bibliotekë që punon, zakonisht e hapur në ditët e javës dhe e mbyllur në festat zyrtare; pamja e jashtme mund të shihet në çdo kohë",
      bestTimeToVisit:
        "Një mëngjes i ditës së javës, nëse doni të shihni brendinë; pasditja e vonë për foto të fasadës në dritë të ngrohtë.",
      accessibilityInfo:
        "Kampusi rreth bibliotekës është i rrafshët dhe i shtruar. Ndërtesa ka shkallë te hyrja kryesore; pyesni stafin për qasje pa shkallë.",
      facilities: [
        "Holli i hyrjes, i hapur për vizitorë kur biblioteka punon",
        "Salla leximi për anëtarët",
        "Kafene në skaj të kampusit",
      ],
      visitorTips: [
        "Ruani qetësinë brenda: studentët po mësojnë, dhe disa zona janë vetëm për anëtarët.",
        "Bëni një xhiro të plotë rreth saj — ndërtesa duket ndryshe nga çdo anë.",
        "Tërhiquni pak në lëndinë për t’i futur kupolat dhe rrjetën në një foto të vetme.",
      ],
      gettingThere: {
        onFoot:
          "Nga monumenti Newborn, ecni rreth pesë minuta drejt juglindjes nëpër kampusin universitar.",
        byTaxi:
          "Kërkoni “Biblioteka Kombëtare”; një taksi brenda qendrës së Prishtinës kushton rreth 2–5 €.",
      },
      nearbyAttractions: {
        "3": {
          distance: "0,5 km",
        },
        "5": {
          distance: "1,3 km",
        },
        "10": {
          distance: "rreth 9 km",
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
      name: "Muzeu i Kosovës",
      description:
        "Muzeu kombëtar i Kosovës, në një ndërtesë të vitit 1889 në qytetin e vjetër të Prishtinës, shtëpia e “Hyjneshës në Fron” neolitike dhe e gjetjeve nga Ulpiana.",
      longDescription:
        "Muzeu i Kosovës u themelua në vitin 1949 dhe ndodhet në një ndërtesë ngjyrë okër, në stil austro-hungarez, të vitit 1889, që fillimisht u përdor si shtab ushtarak. Gjendet në qytetin e vjetër, pranë Xhamisë së Jashar Pashës, pak hapa larg Xhamisë së Mbretit dhe Sahatkullës.\n\nKati përdhes i kushtohet arkeologjisë, nga qeramika neolitike te stolitë ilire-dardane dhe gurët romakë nga vende si Ulpiana. Pjesa më e çmuar është “Hyjnesha në Fron”, një figurinë e vogël prej terrakote rreth 6 000 vjeçare, e gjetur në Prishtinë dhe sot simbol i qytetit. Katet e sipërme i kushtohen historisë së afërt dhe rrugës drejt pavarësisë.\n\nEtiketat nuk janë gjithmonë në anglisht dhe disa salla janë gjysmë bosh, ndaj një guidë ose pak lexim paraprak ndihmon. Hyrja ka qenë falas, ndërsa dhuratat mirëpriten. Ndërtesa pret prej kohësh renovimin, ndaj sigurohuni që muzeu është i hapur para se të shkoni.",
      images: [
        {
          imageAlt:
            "Fasada okër e shekullit XIX e Muzeut të Kosovës në qytetin e vjetër të Prishtinës",
        },
        {
          imageAlt: "Ndërtesa e muzeut pranë minares së një xhamie, në një pasdite të artë vjeshte",
        },
        {
          imageAlt:
            "Një figurinë e vogël hyjneshe prej terrakote mbi një piedestal, në një vitrinë muzeu",
        },
        {
          imageAlt: "Muzeu dhe rrugicat e qytetit të vjetër në dritën blu të një mbrëmjeje vere",
        },
      ],
      address: "Qyteti i vjetër, pranë Xhamisë së Jashar Pashës, Prishtinë",
      tags: [
        "Hyjnesha në Fron",
        "Arkeologji",
        "Historia e pavarësisë",
        "Qyteti i vjetër",
        "Dhuratat mirëpriten",
      ],
      openingHours:
        "Zakonisht i hapur nga e marta në të dielën gjatë ditës dhe i mbyllur të hënën; orari ndryshon dhe ndërtesa pret renovimin, ndaj kontrolloni më parë",
      bestTimeToVisit:
        "Një mëngjes i ditës së javës, ose çdo pasdite me shi apo shumë të nxehtë, kur doni një pushim në ambient të mbyllur.",
      accessibilityInfo:
        "Ndërtesë historike me shkallë te hyrja dhe mes kateve; qasja për përdoruesit e karrigeve me rrota është e kufizuar.",
      facilities: ["Sallat e arkeologjisë", "Kati i historisë moderne", "Ekspozita të përkohshme"],
      visitorTips: [
        "Hyrja ka qenë falas; një dhuratë për muzeun mirëpritet.",
        "Lexoni më parë për Hyjneshën në Fron — figurina është e vogël dhe lehtë mund të kaloni pranë saj pa e vënë re.",
        "Bashkojeni me Muzeun Etnologjik dhe xhamitë e qytetit të vjetër aty pranë.",
        "Mbani në telefon një aplikacion përkthimi për etiketat që janë vetëm në shqip.",
      ],
      gettingThere: {
        onFoot:
          "Nga skaji verior i Bulevardit Nëna Terezë, ecni rreth 10 minuta drejt verilindjes në qytetin e vjetër, në drejtim të Sahatkullës dhe xhamive.",
        byTaxi:
          "Kërkoni “Muzeu i Kosovës”; një taksi brenda Prishtinës kushton rreth 2–5 €. Rrugicat e qytetit të vjetër janë të ngushta, ndaj llogaritni t’i bëni metrat e fundit në këmbë.",
      },
      nearbyAttractions: {
        "3": {
          distance: "1 km",
        },
        "4": {
          distance: "1,3 km",
        },
        "9": {
          distance: "rreth 10 km",
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
      name: "Gryka e Rugovës",
      description:
        "Një kanion gëlqeror mbresëlënës që nis menjëherë jashtë Pejës, me një rrugë malore gjarpëruese, via ferrata, zipline dhe shtigje për në Bjeshkët e Nemuna.",
      longDescription:
        "Gryka e Rugovës nis mezi dy kilometra në perëndim të Pejës, aty ku lumi Lumbardh ka gdhendur një kanion të thellë e të ngushtë mes mureve gëlqerore. Një rrugë ngjitet nëpër të, përmes tuneleve dhe pranë pikave panoramike, drejt luginës së lartë të Rugovës dhe Bjeshkëve të Nemuna.\n\nKjo është palestra në natyrë e Kosovës. Mund të provoni shtigjet via ferrata në muret e kanionit, të fluturoni me zipline mbi grykë, të ecni, të ngjiteni në shkëmb, ose thjesht të ngisni makinën deri te fshatrat për drekë në një bujtinë. Shtegu “Majat e Ballkanit” (Peaks of the Balkans) kalon nëpër bjeshkët e Rugovës, dhe në dimër rreth Bogës ka pista të vogla skijimi.\n\nMos nxitoni: pjesa më e ngushtë dhe më mbresëlënëse është në kilometrat e parë, por më lart lugina hapet në livadhe dhe fshatra të vegjël malorë. Në mal moti ndryshon shpejt, ndaj kontrolloni kushtet dhe shkoni me një udhërrëfyes vendas për çdo gjë më serioze se një shëtitje.",
      images: [
        {
          imageAlt:
            "Kanioni i ngushtë i Rugovës, me mure gëlqerore të thepisura dhe një rrugë që gjarpëron përgjatë lumit",
        },
        {
          imageAlt: "Një zipline që kalon mbi Grykën e Rugovës, lart mbi lumë",
        },
        {
          imageAlt:
            "Njerëz që ecin në një shteg malor mbi luginën e Rugovës, me ngjyrat e vjeshtës",
        },
        {
          imageAlt: "Gryka e Rugovës nën borë, me një lumë të ngrirë në fund, në agim",
        },
      ],
      address: "Rruga Pejë–Rugovë, që nis rreth 2 km në perëndim të qendrës së Pejës",
      tags: [
        "Peizazh kanioni",
        "Via ferrata",
        "Zipline",
        "Shtigje për ecje",
        "Fshatra malore",
        "Hyrje falas",
      ],
      openingHours:
        "E hapur gjatë gjithë vitit; aktivitetet si zipline-i dhe via ferrata me udhërrëfyes zhvillohen sipas sezonit, kryesisht nga fundi i pranverës deri në vjeshtë",
      bestTimeToVisit:
        "Maj–tetor për ecje dhe aktivitete; tetori për ngjyrat e vjeshtës. Në dimër rruga mund të ketë akull dhe pjesët më të larta mund të mbyllen pas reshjeve të dendura të borës.",
      accessibilityInfo:
        "Pamjet nga rruga dhe nga disa pika panoramike anës saj mund të shijohen edhe nga makina. Shtigjet, via ferrata dhe zipline-i kërkojnë lëvizshmëri të mirë.",
      facilities: [
        "Pika panoramike anës rrugës",
        "Operatorë zipline-i dhe via ferrate (sipas sezonit)",
        "Bujtina dhe restorante në luginë",
        "Vende parkimi përgjatë rrugës",
      ],
      visitorTips: [
        "Hyrja në grykë është falas; zipline-i, via ferrata dhe turet me udhërrëfyes paguhen dhe rezervohen te operatorët vendas.",
        "Për via ferrata dhe ecje në mal të lartë shkoni me një udhërrëfyes të licencuar, dhe kontrolloni motin një ditë më parë.",
        "Provoni djathë Rugove dhe fli në një bujtinë fshati.",
        "Ngisni me kujdes: rruga është e ngushtë, me tunele dhe kthesa të forta.",
      ],
      gettingThere: {
        onFoot:
          "Nga qendra e Pejës ecni drejt perëndimit përgjatë lumit, pranë Patrikanës; muret e kanionit nisin pas rreth 30 minutash. Më tej rruga ka pak trotuar, ndaj kini kujdes.",
        byTaxi:
          "Një taksi në Pejë deri te hyrja e grykës kushton rreth 2–5 €; për luginën e sipërme, merruni vesh me shoferin për çmimin dhe orën e kthimit para se të niseni.",
      },
      nearbyAttractions: {
        "7": {
          distance: "rreth 1 km",
        },
        "8": {
          distance: "rreth 18 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "rreth 3 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "rreth 15 km",
        },
      ],
    },
    "7": {
      name: "Patrikana e Pejës",
      description:
        "Katër kisha mesjetare të bashkuara në hyrje të Grykës së Rugovës, selia e patriarkëve serbë dhe pjesë e një pasurie të Trashëgimisë Botërore të UNESCO-s.",
      longDescription:
        "Patrikana e Pejës është një manastir me mure rrethuese në skajin perëndimor të Pejës, aty ku Gryka e Rugovës hapet drejt fushës. Katër kishat e saj — e Apostujve të Shenjtë, e Shën Dhimitrit, e Shën Mërisë Hodegjitria dhe e Shën Nikollës — u ndërtuan krah njëra-tjetrës mes shekujve XIII dhe XIV dhe kanë një paradhomë të përbashkët.\n\nQë nga viti 1346 ishte selia e patriarkëve serbë, dhe disa kryepeshkopë e patriarkë janë varrosur këtu. Muret brenda janë të mbuluara me afreske nga shekulli XIII deri në shekullin XVII. Në vitin 2006 iu bashkua Manastirit të Deçanit, Graçanicës dhe Kishës së Shën Premtes (Zonja e Levishës) në Prizren në pasurinë e UNESCO-s “Monumentet Mesjetare në Kosovë”.\n\nSot këtu jeton një bashkësi murgeshash ortodokse serbe, dhe portën e ruan Policia e Kosovës. Merrni me vete pasaportën ose letërnjoftimin, që e dorëzoni në pikën e kontrollit, vishuni me maturi dhe ruani qetësinë brenda. Kopshti, me një man të madh e të vjetër, është një vend i qetë për t’u ulur pas vizitës.",
      images: [
        {
          imageAlt: "Kishat me mure të kuqe të Patrikanës së Pejës nën male",
        },
        {
          imageAlt: "Kopshti i manastirit me një man të vjetër dhe kubetë e kishave në vjeshtë",
        },
        {
          imageAlt: "Patrikana në hyrje të Grykës së Rugovës në një mbrëmje vere",
        },
        {
          imageAlt: "Borë mbi muret e manastirit dhe malet mbi Pejë",
        },
      ],
      address: "Skaji perëndimor i Pejës, në rrugën që hyn në Grykën e Rugovës",
      tags: [
        "Trashëgimi Botërore e UNESCO-s",
        "Afreske mesjetare",
        "Katër kisha",
        "Kopshti i manastirit",
        "Duhet pasaporta",
      ],
      openingHours:
        "Zakonisht e hapur për vizitorë gjatë ditës; kishat mbyllen për vizita gjatë shërbesave fetare",
      bestTimeToVisit:
        "Mëngjeset e ditëve të javës, jashtë shërbesave fetare dhe festave të mëdha ortodokse, nga pranvera deri në vjeshtë.",
      accessibilityInfo:
        "Shteg dhe oborr i shtruar, kryesisht i rrafshët. Ka pragje dhe një shkallë për të hyrë në kisha, dhe brendia është e errët.",
      facilities: [
        "Kopshti i manastirit",
        "Dyqan i vogël me ikona dhe produkte të manastirit",
        "Parking jashtë mureve",
      ],
      visitorTips: [
        "Merrni pasaportën ose letërnjoftimin; e lini në pikën e kontrollit të policisë dhe e merrni kur dilni.",
        "Mbuloni supet dhe gjunjët; grave mund t’u kërkohet të veshin fund ose shami.",
        "Fotografimi brenda kishave është i kufizuar — pyesni më parë.",
        "Hyrja është falas; dhuratat dhe blerjet në dyqan i mbështesin murgeshat.",
      ],
      gettingThere: {
        onFoot:
          "Nga sheshi kryesor i Pejës, ecni drejt perëndimit përgjatë lumit Lumbardh për rreth 20–30 minuta; muret e manastirit janë në të djathtë, para grykës.",
        byTaxi:
          "Një taksi nga qendra e Pejës kushton rreth 2–5 € dhe ju lë te pika e kontrollit buzë rrugës.",
      },
      nearbyAttractions: {
        "6": {
          distance: "rreth 1 km",
        },
        "8": {
          distance: "rreth 15 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "rreth 2 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "rreth 14 km",
        },
      ],
    },
    "8": {
      name: "Manastiri i Deçanit",
      description:
        "Një manastir i shekullit XIV në rrëzë të maleve afër Deçanit, me kishën mesjetare më të madhe në Ballkan dhe mure të mbuluara me afreske.",
      longDescription:
        "Manastiri i Deçanit (Visoki Dečani) u themelua nga mbreti serb Stefan Uroš III Dečanski dhe u përfundua në vitet 1330 nën të birin, Stefan Dušan. Ndërtuesi ishte një murg françeskan, fra Vita nga Kotorri, prandaj kisha ndërthur punimet romanike dhe gotike në gur, me mermer të zbehtë e të kuqërremtë, me pikturën bizantine brenda.\n\nKaloni dyert prej druri dhe pothuajse çdo sipërfaqe është e pikturuar: kisha ka mijëra figura në cikle afreskesh të shekullit XIV. Që nga viti 2004 është në Listën e Trashëgimisë Botërore të UNESCO-s dhe është një nga “Monumentet Mesjetare në Kosovë”.\n\nKëtu jeton një bashkësi murgjish ortodoksë serbë, që prodhojnë verë, djathë dhe mjaltë. Manastiri ndodhet në hyrje të një gryke lumi me pyje, rreth 2 km nga qyteti i Deçanit, dhe ruhet nga KFOR-i; pasaportën ose letërnjoftimin e lini te porta. Vishuni me maturi dhe lini kohë — nuk është vend për ta vizituar me nxitim.",
      images: [
        {
          imageAlt: "Kisha prej mermeri e Manastirit të Deçanit mes gështenjave, nën male",
        },
        {
          imageAlt:
            "Muret me breza guri të Manastirit të Deçanit që shkëlqejnë në dritën e pasdites së vonë",
        },
        {
          imageAlt: "Oborri i manastirit me pemë frutore të lulëzuara",
        },
        {
          imageAlt: "Manastiri nën borë, me Bjeshkët e Nemuna pas, në muzg",
        },
      ],
      address:
        "Rreth 2 km në perëndim të qytetit të Deçanit, në hyrje të grykës së Lumbardhit të Deçanit",
      tags: [
        "Trashëgimi Botërore e UNESCO-s",
        "Afreske të shekullit XIV",
        "Kishë prej mermeri",
        "Mjedis malor",
        "Produkte të manastirit",
      ],
      openingHours:
        "Zakonisht i hapur për vizitorë gjatë ditës, me pushime gjatë shërbesave; verifikoni në vend para se të niseni",
      bestTimeToVisit:
        "Nga fundi i pranverës deri në fillim të vjeshtës, në një mëngjes të ditës së javës. Shmangni festat e mëdha ortodokse, kur manastiri është plot me pelegrinë.",
      accessibilityInfo:
        "Oborri është kryesisht i rrafshët. Kisha ka një prag te dera dhe ndriçim të zbehtë brenda; rruga nga porta është e shkurtër dhe e shtruar.",
      facilities: [
        "Dyqani i manastirit (verë, djathë, mjaltë, ikona)",
        "Parking pranë pikës së kontrollit",
        "Tualete pranë hyrjes",
      ],
      visitorTips: [
        "Merrni pasaportën ose letërnjoftimin për pikën e kontrollit të KFOR-it.",
        "Nuk lejohen foto brenda kishës, dhe mos i fotografoni kurrë ushtarët ose pozicionet e tyre.",
        "Pritet të keni pantallona të gjata ose fund të gjatë dhe supet të mbuluara.",
        "Hyrja është falas; të blini diçka në dyqanin e manastirit është një mënyrë e mirë për ta mbështetur.",
      ],
      gettingThere: {
        onFoot:
          "Nga qendra e Deçanit ndiqni shenjat drejt perëndimit, për te manastiri dhe gryka e lumit; ecja zgjat rreth 20–30 minuta.",
        byTaxi:
          "Një taksi nga qyteti i Deçanit kushton rreth 2–5 €. Nga Peja, rreth 15 km larg, merruni vesh për çmimin para se të niseni.",
      },
      nearbyAttractions: {
        "6": {
          distance: "rreth 18 km",
        },
        "7": {
          distance: "rreth 15 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini (Pejë)",
          distance: "rreth 15 km",
        },
        {
          name: "Guesthouse Kujtimi (Rugovë)",
          distance: "rreth 30 km",
        },
      ],
    },
    "9": {
      name: "Lokaliteti arkeologjik i Ulpianës",
      description:
        "Rrënojat e gërmuara të një qyteti romak dhe bizantin të hershëm mes Graçanicës dhe Lipjanit: një portë qyteti, kisha dhe një nekropol në fusha të hapura.",
      longDescription:
        "Ulpiana ishte një nga qytetet romake më të rëndësishme në provincën e Dardanisë dhe e mori emrin nga familja e perandorit Trajan. Pas një tërmeti në vitin 518, perandori Justinian e rindërtoi si Iustiniana Secunda. Përgjithësisht mendohet se Lipjani, disa kilometra në perëndim, e ka marrë emrin nga Ulpiana.\n\nËshtë gërmuar vetëm një pjesë e vogël e qytetit antik. Në parkun arkeologjik mund të ecni mes themeleve të portës veriore të qytetit, kishave paleokristiane, një pagëzimoreje dhe nekropolit verior me mauzoleun e tij. Shumë gjetje janë të ekspozuara në Muzeun e Kosovës në Prishtinë.\n\nNë vitin 2016 u shpall parku i parë arkeologjik i Kosovës, dhe gërmimet vazhdojnë ende në verë, shpesh me studentë dhe ekipe të huaja. Lokaliteti shtrihet mes tokave bujqësore, ndaj është i qetë dhe i hapur; bashkojeni me Manastirin e Graçanicës, nja dy kilometra larg, për një udhëtim gjysmëditor nga Prishtina.",
      images: [
        {
          imageAlt: "Themelet prej guri të një porte qyteti romake në Ulpianë, në fusha të hapura",
        },
        {
          imageAlt: "Muret e rrënuara të një bazilike paleokristiane në Ulpianë, në dritë të artë",
        },
        {
          imageAlt: "Lule të egra mes mureve të gërmuara të Ulpianës në pranverë",
        },
        {
          imageAlt: "Brymë mbi rrënojat romake të Ulpianës në një mëngjes dimri",
        },
      ],
      address:
        "Parku Arkeologjik Ulpiana, pak në jugperëndim të Graçanicës, në rrugën drejt Lipjanit",
      tags: [
        "Qytet romak",
        "Kisha paleokristiane",
        "Park arkeologjik",
        "Vend i qetë e i hapur",
        "Hyrje falas",
      ],
      openingHours:
        "Zakonisht i hapur gjatë ditës në ditët e javës dhe të shtunën në mëngjes; orari ndryshon sipas stinës dhe gërmimeve, ndaj verifikoni në vend",
      bestTimeToVisit:
        "Pranvera dhe fillimi i vjeshtës, kur fushat janë të gjelbra dhe nuk bën shumë vapë. Në verë mund të shihni gërmime në vazhdim.",
      accessibilityInfo:
        "Vend i rrafshët me shtigje me bar e zhavorr; terreni është i parregullt rreth gërmimeve dhe ka pak hije.",
      facilities: ["Tabela informuese", "Shtigje të shënuara për ecje", "Parking pranë hyrjes"],
      visitorTips: [
        "Merrni kapelë dhe ujë; në vend nuk ka kafene.",
        "Shihni më parë gjetjet në Muzeun e Kosovës, që themelet të kenë më shumë kuptim.",
        "Qëndroni në shtigje dhe mos u ngjitni mbi mure.",
        "Bashkojeni me Manastirin e Graçanicës për një udhëtim gjysmëditor nga Prishtina.",
      ],
      gettingThere: {
        onFoot:
          "Nga Manastiri i Graçanicës janë afërsisht 25–30 minuta në këmbë nëpër rrugë lokale; pyesni vendasit për kthesën, sepse shenjat janë të pakta.",
        byTaxi:
          "Nga Graçanica një udhëtim i shkurtër me taksi kushton rreth 2–5 €. Nga Prishtina, rreth 10 km larg, merruni vesh për çmimin para se të niseni.",
      },
      nearbyAttractions: {
        "5": {
          distance: "rreth 10 km",
        },
        "10": {
          distance: "rreth 2 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "rreth 2 km",
        },
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "rreth 10 km",
        },
      ],
    },
    "10": {
      name: "Manastiri i Graçanicës",
      description:
        "Kisha me pesë kube e mbretit Milutin, e vitit 1321, pak jashtë Prishtinës, me afreske të gjalla të shekullit XIV dhe një kopsht të qetë që e mbajnë murgeshat.",
      longDescription:
        "Manastiri i Graçanicës u ndërtua nga mbreti serb Stefan Milutin dhe u përfundua në vitin 1321, mbi mbetjet e kishave më të vjetra. Pesë kubetë e tij ngrihen në shtresa të shkallëzuara guri dhe tulle, dhe shpesh quhet një nga ndërtesat më të bukura të arkitekturës bizantine të vonë në Ballkan.\n\nBrenda, afresket e pikturuara pak pas përfundimit të tij janë ruajtur jashtëzakonisht mirë, përfshirë portretet e mbretit Milutin dhe mbretëreshës Simonida dhe një pemë gjenealogjike të dinastisë Nemanjiq. Që nga viti 2006 manastiri është pjesë e pasurisë së Trashëgimisë Botërore të UNESCO-s “Monumentet Mesjetare në Kosovë”.\n\nKëtu jeton një bashkësi murgeshash ortodokse serbe, që e mbajnë kopshtin të lulëzuar. Manastiri ndodhet në qendër të qytezës së Graçanicës, rreth 10 km në juglindje të Prishtinës, ndaj është një udhëtim i lehtë gjysmëditor. Vishuni me respekt dhe kini parasysh se fotografimi brenda kishës nuk lejohet.",
      images: [
        {
          imageAlt: "Kisha me pesë kube e Manastirit të Graçanicës në kopshtin e saj të gjelbër",
        },
        {
          imageAlt: "Kubetë prej guri e tulle të Graçanicës që shkëlqejnë në diellin e mbrëmjes",
        },
        {
          imageAlt: "Kopshti i manastirit me gjethe vjeshte dhe kishën pas",
        },
        {
          imageAlt: "Manastiri i Graçanicës nën borë në muzg, me dritat e qytezës",
        },
      ],
      address:
        "Qendra e qytezës, në rrugën kryesore që kalon nëpër Graçanicë, rreth 10 km në juglindje të Prishtinës",
      tags: [
        "Trashëgimi Botërore e UNESCO-s",
        "Pesë kube",
        "Afreske të shekullit XIV",
        "Udhëtim i lehtë nga Prishtina",
        "Kopshti i manastirit",
      ],
      openingHours:
        "Zakonisht i hapur për vizitorë çdo ditë, me dritë dite; i mbyllur për vizita gjatë shërbesave fetare",
      bestTimeToVisit:
        "Pranvera, kur kopshti është në lulëzim, ose një ditë e kthjellët vjeshte. Mëngjeset e ditëve të javës janë më të qetat.",
      accessibilityInfo:
        "Shtigje të rrafshëta e të shtruara nëpër kopsht deri te dera e kishës; një prag te hyrja dhe brendi e errët.",
      facilities: [
        "Kopshti i manastirit",
        "Dyqan i vogël me ikona dhe produkte të murgeshave",
        "Kafene dhe restorante në qytezë, aty pranë",
      ],
      visitorTips: [
        "Pa pantallona të shkurtra ose bluza pa mëngë; grave mund t’u kërkohet të mbulojnë flokët.",
        "Fotografimi brenda kishës nuk lejohet.",
        "Hyrja është falas; dhuratat dhe blerjet në dyqan e mbështesin manastirin.",
        "Rrënojat romake të Ulpianës janë nja dy kilometra larg — shihini të dyja në një udhëtim.",
      ],
      gettingThere: {
        onFoot:
          "Autobusët nga Prishtina drejt Gjilanit ndalojnë në Graçanicë; manastiri është disa minuta në këmbë nga stacioni në qendër të qytezës.",
        byTaxi:
          "Me taksi nga qendra e Prishtinës duhen rreth 15–20 minuta; merruni vesh më parë për çmimin. Brenda Graçanicës një udhëtim i shkurtër kushton rreth 2–5 €.",
      },
      nearbyAttractions: {
        "4": {
          distance: "rreth 9 km",
        },
        "9": {
          distance: "rreth 2 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "0,5 km",
        },
        {
          name: "Swiss Diamond Hotel Prishtina",
          distance: "rreth 10 km",
        },
      ],
    },
  },
};
