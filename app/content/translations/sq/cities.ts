/* sq texts of app/content/cities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  cities: {
    "1": {
      imageAlt: "Shkronjat Newborn dhe kupolat e Bibliotekës Kombëtare në qendër të Prishtinës",
      name: "Prishtina",
      gallery: [
        {
          imageAlt: "Kupolat dhe fasada me rrjetë e Bibliotekës Kombëtare në një ditë me diell",
        },
        {
          imageAlt: "Monumenti Newborn i ndriçuar në një mbrëmje dimri",
        },
        {
          imageAlt: "Bulevardi Nëna Terezë plot tarraca kafenesh në pranverë",
        },
        {
          imageAlt: "Minaret dhe kulla e sahatit në qytetin e vjetër të Prishtinës, në agim",
        },
        {
          imageAlt: "Shtigjet pyjore të Parkut të Gërmisë në skaj të qytetit",
        },
      ],
      description:
        "Kryeqyteti i ri i Kosovës, që e do kafenë: monumenti Newborn, Biblioteka Kombëtare me kupola dhe një lagje e vogël osmane, të gjitha në distancë ecjeje.",
      longDescription:
        "Prishtina është vendi ku nisin shumica e udhëtimeve në Kosovë. Këtu janë aeroporti, stacioni kryesor i autobusëve, universiteti dhe qeveria, ndërsa qendra është e vogël: nga Bulevardi Nëna Terezë mund të shkoni në këmbë te monumenti Newborn, Biblioteka Kombëtare, Muzeu i Kosovës dhe lagjja e çarshisë së vjetër për shumë më pak se një orë.\n\nNuk është qytet skenash madhështore, por qytet shtresash. Xhami osmane, si Xhamia e Mbretit e shekullit XV, qëndrojnë pranë blloqeve të kohës jugosllave, bibliotekës së guximshme të vitit 1982 dhe katedrales së re katolike. Një nga popullsitë më të reja në Evropë i mban plot kafenetë, galeritë dhe baret, nga espresoja e mëngjesit deri natën vonë.\n\nKushtojini qytetit një ose dy ditë. Shëtisni në bulevard, ngjituni në kambanoren e katedrales për pamjen, shihni Hyjneshën në Fron në muze dhe arratisuni drejt shtigjeve pyjore të Parkut të Gërmisë. Manastiri i Graçanicës dhe vendbanimi romak i Ulpianës janë një udhëtim i shkurtër në juglindje.",
      population: "Rreth 230 000 (komuna)",
      founded: "Qytet tregtar mesjetar, i përmendur që nga shekulli XIV",
      area: "rreth 523 km² (komuna)",
      keyLandmarks: [
        {
          name: "Monumenti Newborn",
          description:
            "Shkronja gjigante të zbuluara në Ditën e Pavarësisë në vitin 2008 dhe të rilyera çdo vit me një dizajn të ri.",
        },
        {
          name: "Biblioteka Kombëtare e Kosovës",
          description:
            "Ndërtesa e vitit 1982 e arkitektit Andrija Mutnjaković, me kupola xhami të mbështjella me një rrjetë metalike, në kampusin universitar.",
        },
        {
          name: "Bulevardi Nëna Terezë",
          description:
            "Shtylla kurrizore këmbësore e qytetit, me kafene, dyqane dhe statujën e Skënderbeut në skajin verior.",
        },
        {
          name: "Muzeu i Kosovës",
          description:
            "Muzeu kombëtar, në një ndërtesë të vitit 1889, ku ruhet Hyjnesha në Fron e periudhës neolitike.",
        },
        {
          name: "Katedralja e Shenjtes Nënë Tereza",
          description:
            "Katedrale katolike e shuguruar në vitin 2017; kambanorja e saj ka ashensor dhe një pamje të gjerë mbi qytetin.",
        },
        {
          name: "Parku i Gërmisë",
          description:
            "Një park i madh pyjor në skajin verilindor të qytetit, me shtigje, vende pikniku dhe një pishinë verore.",
        },
      ],
      neighborhoods: [
        {
          name: "Qendra",
          description:
            "Bulevardi Nëna Terezë, sheshet kryesore dhe shumica e muzeve, hoteleve dhe kafeneve.",
        },
        {
          name: "Qyteti i vjetër",
          description:
            "Mbetjet e lagjes së çarshisë osmane, me Xhaminë e Mbretit, kullën e sahatit dhe Muzeun Etnologjik.",
        },
        {
          name: "Pejton",
          description:
            "Një rrjet i ngjeshur rrugësh pak në perëndim të bulevardit, plot restorante dhe bare.",
        },
        {
          name: "Dragodani (Arbëria)",
          description: "Një lagje e gjelbër në kodër, me ambasada dhe vila, me pamje mbi qytetin.",
        },
        {
          name: "Ulpiana",
          description:
            "Një lagje banimi e kohës jugosllave, me pallate të larta, parqe dhe kafene lagjeje, në jug të qendrës.",
        },
        {
          name: "Kodra e Diellit (Sunny Hill)",
          description: "Një zonë banimi në kodër, në lindje, me pamje mbi qendrën.",
        },
      ],
      attractions: {
        "101": {
          imageAlt: "Shkronjat NEWBORN të lyera me ngjyra të ndezura në qendër të Prishtinës",
          name: "Monumenti Newborn",
          description:
            "Monumenti tipografik i pavarësisë, i rilyer çdo shkurt. Një ndalesë e shpejtë, por e domosdoshme për një fotografi.",
          openingHours: "Në ajër të hapur, i qasshëm në çdo kohë",
          address: "Rruga Luan Haradinaj, pranë Pallatit të Rinisë dhe Sporteve",
        },
        "102": {
          imageAlt: "Biblioteka Kombëtare e Kosovës me kupola, në dritën e artë të mbrëmjes",
          name: "Biblioteka Kombëtare e Kosovës",
          description:
            "Ndërtesa më e diskutuar e Prishtinës, e tëra kupola dhe rrjetë metalike. Hyni brenda për të parë dritën nën kupola.",
          openingHours: "Bibliotekë funksionale, zakonisht e hapur në ditët e punës",
          address: "Kampusi universitar, pranë rrugës Agim Ramadani",
        },
        "103": {
          imageAlt: "Fasada ngjyrë okër e Muzeut të Kosovës në qytetin e vjetër",
          name: "Muzeu i Kosovës",
          description:
            "Arkeologji nga neoliti deri te Ulpiana romake, dhe historia e Kosovës moderne. Sigurohuni që është i hapur para se të shkoni.",
          openingHours: "Zakonisht nga e marta deri të dielën gjatë ditës; të hënën i mbyllur",
          address: "Qyteti i vjetër, pranë Xhamisë së Jashar Pashës",
        },
        "104": {
          imageAlt:
            "Katedralja katolike prej tulle të kuqe dhe kambanorja e saj e lartë në Prishtinë",
          name: "Katedralja e Shenjtes Nënë Tereza",
          description:
            "Një katedrale prej tulle të kuqe, e shuguruar në vitin 2017. Ngjituni me ashensor në kambanore për një nga pamjet më të mira të qytetit.",
          openingHours: "Zakonisht e hapur çdo ditë; kambanorja ka orarin e vet",
          address: "Pranë Bulevardit Bill Clinton, në qendër të Prishtinës",
        },
        "105": {
          imageAlt: "Këmbësorë mes pemëve të larta në një shteg pyjor në Parkun e Gërmisë",
          name: "Parku i Gërmisë",
          description:
            "Kodra me pyje në skaj të qytetit, me shtigje për ecje dhe biçikleta, livadhe për piknik dhe një pishinë të madhe në ajër të hapur në verë.",
          openingHours: "I hapur gjithë ditën, çdo ditë",
          address: "Skaji verilindor i Prishtinës",
        },
        "106": {
          imageAlt: "Kupola prej guri dhe minarja e Xhamisë së Mbretit në qytetin e vjetër",
          name: "Xhamia e Mbretit (Xhamia Fatih)",
          description:
            "E ndërtuar në vitet 1460 me urdhër të Sulltan Mehmetit II, është një nga ndërtesat më të vjetra të Prishtinës, me një kupolë të vetme e të madhe.",
          openingHours: "E hapur për vizitorët jashtë kohës së faljes",
          address: "Qyteti i vjetër, pranë kullës së sahatit",
        },
      },
      restaurants: {
        "11": {
          imageAlt:
            "Një tryezë me gatime tradicionale kosovare në një restorant të vjetër me mure guri",
          name: "Liburnia",
          description:
            "Kuzhinë tradicionale shqiptare dhe kosovare në një shtëpi të vjetër pranë qytetit të vjetër, me oborr për mbrëmjet e ngrohta.",
          category: "Kuzhinë tradicionale kosovare",
          address: "Pranë qytetit të vjetër, në qendër të Prishtinës",
        },
        "12": {
          imageAlt: "Gatime nga furra me dru, të shërbyera në një tarracë me kopsht",
          name: "Tiffany",
          description:
            "Një i preferuar prej kohësh, pa meny të caktuar: kamarieri ju tregon çfarë del sot nga furra me dru.",
          category: "Kuzhinë kosovare, zgarë",
          address: "Qendra e qytetit, Prishtinë",
        },
        "13": {
          imageAlt: "Një tavolinë kafe-restoranti e rrethuar nga rafte librash dhe një kopsht",
          name: "Soma Book Station",
          description:
            "Kafene, restorant dhe librari në një, me kopsht, një meny të gjerë ndërkombëtare dhe një atmosferë të shtruar.",
          category: "Kuzhinë ndërkombëtare, kafene",
          address: "Qendra e qytetit, Prishtinë",
        },
        "14": {
          imageAlt: "Një kafe-librari e ngrohtë, me filxhanë kafeje dhe libra mbi tavolinë",
          name: "Dit' e Nat'",
          description:
            "Një kafe-librari që shërben kafe të mirë, ushqime të lehta dhe, disa mbrëmje, xhaz të drejtpërdrejtë ose lexime.",
          category: "Kafene, librari",
          address: "Qendra e qytetit, Prishtinë",
        },
      },
      accommodations: {
        "15": {
          imageAlt: "Fasada madhështore e një hoteli në një shesh në qendër të Prishtinës, natën",
          name: "Swiss Diamond Hotel Prishtina",
          description:
            "Hoteli me pesë yje më i njohur i kryeqytetit, drejt në Bulevardin Nëna Terezë, me spa dhe restorante elegante.",
          address: "Sheshi Nëna Terezë, Prishtinë",
        },
        "16": {
          imageAlt: "Një hotel modern në qendër, me pamje nga tarraca e çatisë mbi Prishtinën",
          name: "Hotel Sirius",
          description:
            "Një hotel qendror i stilit të biznesit, disa minuta nga bulevardi, me restorant në tarracën e çatisë.",
          address: "Qendra e qytetit, Prishtinë",
        },
        "17": {
          imageAlt: "Tarraca e një bujtine mikpritëse në një rrugë kodrinore në Prishtinë",
          name: "Velania Guesthouse",
          description:
            "Një bujtinë familjare me traditë të gjatë në lagjen kodrinore të Velanisë, e dashur për udhëtarët me çantë shpine.",
          address: "Lagjja Velania, Prishtinë",
        },
      },
      accommodationTips: [
        "Qëndroni në distancë ecjeje nga Bulevardi Nëna Terezë; aty janë shumica e pikave të interesit, kafeneve dhe restoranteve.",
        "Rezervoni herët për fundin e korrikut dhe gushtin, kur festivalet dhe diaspora që vjen për vizitë i mbushin dhomat.",
        "Hotelet kushtojnë rreth 40–150 € nata, bujtinat 15–60 € dhe shtretërit në hostele 10–25 €.",
      ],
      events: {
        "18": {
          imageAlt: "Ekrani i një kinemaje dhe publiku në një shfaqje mbrëmjeje festivali",
          name: "Festivali Ndërkombëtar i Filmit në Prishtinë (PriFest)",
          date: "Datat ndryshojnë; edicionet e fundit u mbajtën në fund të verës ose në vjeshtë",
          description:
            "Festivali ndërkombëtar i filmit artistik në Kosovë, që mbahet që nga viti 2009, me shfaqje, të ftuar dhe festa nëpër qytet.",
        },
        "19": {
          imageAlt: "Një skenë e madhe festivali në ajër të hapur me turma, në muzg",
          name: "Sunny Hill Festival",
          date: "Zakonisht në fund të korrikut ose në fillim të gushtit",
          description:
            "Festivali i madh muzikor i themeluar nga Dua Lipa dhe babai i saj, me emra të mëdhenj ndërkombëtarë. Kontrolloni nëse është shpallur një edicion.",
        },
      },
      localCuisine:
        "Flija (pite me shtresa të holla brumi), tavë kosi, qebapa, burek me kos dhe një makiato në çdo ndalesë.",
      touristInfo:
        "Pyesni në hotelin tuaj ose në një agjenci turistike vendore për harta, guida dhe oraret aktuale; oraret e muzeve ndryshojnë shpesh.",
      gettingAround:
        "Qendra e Prishtinës shihet më mirë në këmbë: bulevardi, qyteti i vjetër dhe biblioteka janë të gjitha brenda 20 minutash ecje. Autobusët e qytetit kushtojnë rreth 0,40–0,50 € për udhëtim, ndërsa taksitë janë të lira, rreth 2–5 € për një udhëtim brenda qytetit; përdorni taksi me taksimetër ose bini dakord për çmimin paraprakisht. Nga aeroporti, taksia kushton rreth 15–20 € dhe autobusi i aeroportit rreth 3 €. Për Graçanicën, Ulpianën ose ekskursione njëditore më larg, autobusët ndërqytetas nisen nga stacioni kryesor i autobusëve, ose mund të merrni me qira një makinë për rreth 25–50 € në ditë.",
      climate: {
        note: "Kontinental: dimra të ftohtë, ndonjëherë me borë, dhe vera të ngrohta e të thata. Pranvera dhe fillimi i vjeshtës janë stinët më të këndshme për shëtitje.",
      },
    },
    "2": {
      imageAlt: "Kalaja e Prizrenit mbi Urën e Gurit dhe minarja e Xhamisë së Sinan Pashës",
      name: "Prizreni",
      gallery: [
        {
          imageAlt: "Ura e vjetër e Gurit mbi lumin Lumbardh në Prizren",
        },
        {
          imageAlt: "Xhamia e Sinan Pashës pranë lumit në një natë vere",
        },
        {
          imageAlt: "Muret e kalasë mbi çatitë e kuqe të qytetit të vjetër, në perëndim të diellit",
        },
        {
          imageAlt: "Kafenetë dhe shatërvani i sheshit Shadërvan në mëngjes",
        },
        {
          imageAlt: "Borë mbi Malet e Sharrit pas minareve të Prizrenit",
        },
      ],
      description:
        "Qyteti i vjetër më i bukur i Kosovës: një urë guri, xhami osmane dhe një kala në majë të kodrës mbi lumin Lumbardh, nën Malet e Sharrit.",
      longDescription:
        "Prizreni ndodhet aty ku Lumbardhi del nga Malet e Sharrit, dhe qyteti i vjetër ngjitet në shpatet e të dy brigjeve. Rreth sheshit Shadërvan gjeni Xhaminë e Sinan Pashës, Urën e Gurit të restauruar dhe rrugica me kafene, punishte filigrani të argjendtë dhe furra buke, ndërsa muret e kalasë vështrojnë nga kodra përsipër.\n\nIshte një qytet i rëndësishëm mesjetar, pastaj një qytet osman i begatë, dhe në vitin 1878 priti Lidhjen e Prizrenit, një moment historik i lëvizjes kombëtare shqiptare. Kisha, xhami, hamame dhe një katedrale katolike qëndrojnë pranë njëra-tjetrës, ndërsa Kisha e Shën Premtes (Zonja e Levishës), e shekullit XIV, është pjesë e një siti të Trashëgimisë Botërore të UNESCO-s.\n\nEjani të paktën për një natë. Ngjituni te kalaja për perëndimin e diellit, hani buzë lumit dhe, nëse jeni këtu në fillim të gushtit, bashkohuni me turmat e DokuFest-it, festivalit të filmit dokumentar dhe të filmit të shkurtër. Malet e Sharrit, Qafa e Prevallës dhe vreshtat e Rahovecit janë të gjitha lehtësisht të arritshme.",
      population: "Rreth 150 000 (komuna)",
      founded: "Theranda e epokës romake, lulëzoi nga shekulli XIV",
      area: "rreth 627 km² (komuna)",
      keyLandmarks: [
        {
          name: "Kalaja e Prizrenit",
          description:
            "Mure në majë të kodrës mbi qytetin e vjetër, ku arrini pas 15–20 minutash ngjitje, me pamjen më të mirë të qytetit.",
        },
        {
          name: "Ura e Gurit",
          description:
            "Ura e kohës osmane mbi Lumbardh, e rindërtuar pas një përmbytjeje në vitin 1979 dhe sot emblema e qytetit.",
        },
        {
          name: "Xhamia e Sinan Pashës",
          description:
            "Xhamia simbol e vitit 1615, me një kupolë të madhe dhe brendësi të pikturuar, pranë lumit.",
        },
        {
          name: "Kisha e Shën Premtes (Zonja e Levishës)",
          description:
            "Një kishë e shekullit XIV me afreske të rëndësishme, pjesë e sitit të UNESCO-s Monumentet Mesjetare në Kosovë.",
        },
        {
          name: "Kompleksi i Lidhjes së Prizrenit",
          description:
            "Një muze në vendin ku prijësit shqiptarë u mblodhën në vitin 1878 për të mbrojtur tokat dhe të drejtat e tyre.",
        },
        {
          name: "Hamami i Gazi Mehmet Pashës",
          description:
            "Një banjë osmane e shekullit XVI në anën tjetër të lumit, e restauruar dhe e përdorur për ekspozita.",
        },
      ],
      neighborhoods: [
        {
          name: "Shadërvan",
          description:
            "Zemra me kalldrëm e qytetit të vjetër rreth shatërvanit, plot kafene dhe restorante.",
        },
        {
          name: "Nënkalaja",
          description: "Lagjja e vjetër e pjerrët nën kala, që e përshkoni kur ngjiteni te Kalaja.",
        },
        {
          name: "Marash",
          description:
            "Një zonë e gjelbër buzë lumit, në rrjedhën e sipërme, me rrapë, vende pikniku dhe restorante pranë ujit.",
        },
        {
          name: "Arasta",
          description:
            "Një lagje e vjetër zejtarësh pranë lumit, dikur me tezga tregu dhe punishte.",
        },
        {
          name: "Ortakoll",
          description: "Një lagje banimi në anën veriore të qytetit, me dyqane dhe furra lagjeje.",
        },
      ],
      attractions: {
        "201": {
          imageAlt: "Muret e Kalasë së Prizrenit në kodër, në perëndim të diellit",
          name: "Kalaja e Prizrenit",
          description:
            "Mure dhe porta të restauruara në kodrën mbi qytetin e vjetër; ejani për perëndimin e diellit dhe për pamjen mbi minaret.",
          openingHours: "Vend në ajër të hapur, i qasshëm gjithë ditën",
          address: "Kodra e Kalasë, mbi qytetin e vjetër",
        },
        "202": {
          imageAlt: "Kupola dhe minarja e Xhamisë së Sinan Pashës pranë lumit",
          name: "Xhamia e Sinan Pashës",
          description:
            "Xhamia e madhe e Prizrenit, e shekullit XVII, me kupolë të pikturuar. Vizitojeni mes kohëve të faljes dhe vishuni me modesti.",
          openingHours: "E hapur për vizitorët jashtë kohës së faljes",
          address: "Zona e Shadërvanit, bregu jugor i Lumbardhit",
        },
        "203": {
          imageAlt: "Ura e Gurit me hark mbi Lumbardh, në agim",
          name: "Ura e Gurit",
          description:
            "Ura me hark e kohës osmane, e rindërtuar pas përmbytjes së vitit 1979; pamja klasike e Prizrenit, sidomos natën.",
          openingHours: "E hapur në çdo kohë",
          address: "Mbi Lumbardh, pranë Shadërvanit",
        },
        "204": {
          imageAlt: "Kambanorja prej tulle dhe kupolat e Kishës së Shën Premtes",
          name: "Kisha e Shën Premtes (Zonja e Levishës)",
          description:
            "Një kishë e shekullit XIV me afreske të rralla, në listën e UNESCO-s. Qasja në brendësi është e kufizuar; pyesni në vend.",
          openingHours:
            "Brendësia hapet në mënyrë të parregullt; pjesa e jashtme mund të shihet nga rruga",
          address: "Qyteti i vjetër, bregu verior i Lumbardhit",
        },
        "205": {
          imageAlt: "Një shtëpi tradicionale osmane me oborr pranë lumit në Prizren",
          name: "Kompleksi i Lidhjes së Prizrenit",
          description:
            "Një muze në vendin e Lidhjes së Prizrenit të vitit 1878, me një koleksion etnografik në një shtëpi tradicionale.",
          openingHours: "Zakonisht i hapur gjatë ditës; i mbyllur në disa festa",
          address: "Bregu jugor i Lumbardhit, në rrjedhën e sipërme nga Ura e Gurit",
        },
      },
      restaurants: {
        "21": {
          imageAlt: "Tavolina buzë një lumi dhe një ujëvare të vogël, me gatime tradicionale",
          name: "Ambient",
          description:
            "Tavolina përgjatë ujit, pak minuta në këmbë nga qyteti i vjetër, ku shërbehen gatime tradicionale si tavat.",
          category: "Kuzhinë tradicionale kosovare",
          address: "Buzë lumit Lumbardh, pak jashtë qytetit të vjetër",
        },
        "22": {
          imageAlt: "Mish në zgarë dhe sallata në një tarracë në qytetin e vjetër të Prizrenit",
          name: "Besimi-Beska",
          description:
            "Një restorant me traditë në qytetin e vjetër për mish në zgarë, sallata dhe pjata të thjeshta e bujare me çmime të arsyeshme.",
          category: "Zgarë",
          address: "Qyteti i vjetër, pranë Shadërvanit",
        },
        "23": {
          imageAlt:
            "Makiato dhe bakllava mbi një tavolinë kafeneje pranë shatërvanit të Shadërvanit",
          name: "Kafenetë e Shadërvanit",
          description:
            "Uluni nën pemë rreth shatërvanit me një makiato ose një kafe turke dhe bakllava, dhe shikoni qytetin që shëtit.",
          category: "Kafene",
          address: "Sheshi Shadërvan, qyteti i vjetër",
        },
      },
      accommodations: {
        "24": {
          imageAlt: "Një hotel në qytetin e vjetër të Prizrenit, me kalanë në kodrën pas tij",
          name: "Hotel Theranda",
          description:
            "Një hotel i rehatshëm drejt në qytetin e vjetër, disa hapa nga Shadërvani dhe lumi.",
          address: "Qyteti i vjetër, pranë Shadërvanit",
        },
        "25": {
          imageAlt: "Oborri mikpritës i një hosteli në një shtëpi të vjetër në Prizren",
          name: "Driza's House",
          description:
            "Një hostel i njohur në një shtëpi të vjetër pranë qendrës, me një oborr ku njiheni lehtë me udhëtarë të tjerë.",
          address: "Qyteti i vjetër, Prizren",
        },
      },
      accommodationTips: [
        "Qëndroni në qytetin e vjetër ose afër tij: gjithçka që ia vlen të shihet është brenda 15 minutash në këmbë.",
        "Gjatë DokuFest-it, në fillim të gushtit, dhomat mbarojnë; për atë javë rezervoni muaj përpara.",
        "Shumë bujtina të vogla në shtëpi të vjetra kanë shkallë të pjerrëta dhe nuk kanë ashensor — pyesni nëse kjo ka rëndësi për ju.",
      ],
      events: {
        "26": {
          imageAlt: "Një ekran kinemaje në ajër të hapur pranë lumit në Prizren, natën",
          name: "DokuFest",
          date: "Zakonisht në fillim të gushtit",
          description:
            "Festivali më i njohur i Kosovës: filma dokumentarë dhe filma të shkurtër në ekrane në ajër të hapur nëpër qytetin e vjetër, me koncerte çdo natë.",
        },
        "27": {
          imageAlt:
            "Muzikantë në një skenë në qytetin e vjetër të Prizrenit, në një mbrëmje vjeshte",
          name: "Zambaku i Prizrenit",
          date: "Datat ndryshojnë; edicionet e fundit u mbajtën në fund të verës ose në vjeshtë",
          description:
            "I themeluar në vitin 1986: një mbrëmje me këngë të reja në traditën e këngës qytetare të Prizrenit, të kënduara me orkestër të drejtpërdrejtë për zambakun e festivalit.",
        },
      },
      localCuisine:
        "Qebapa në zgarë dhe tava, burek, bakllava, si dhe verë e raki nga Rahoveci aty pranë.",
      touristInfo:
        "Qyteti i vjetër është i vogël dhe i sinjalizuar mirë; kërkojini bujtinës suaj një hartë dhe pyesni cilat kisha dhe muze janë të hapura atë ditë.",
      gettingAround:
        "Ecni në këmbë: qyteti i vjetër është zonë këmbësore dhe kalaja është një ngjitje e shkurtër. Një taksi brenda Prizrenit kushton rreth 2–5 €. Autobusët ndërqytetas për në Prishtinë, Gjakovë dhe Pejë nisen nga stacioni i autobusëve në skaj të qendrës dhe kushtojnë rreth 3–7 €; për Malet e Sharrit ose Rahovecin, më e lehta është një makinë (rreth 25–50 € në ditë) ose një taksi e porositur nga hoteli juaj.",
      climate: {
        note: "I mbrojtur dhe pak më i ngrohtë se Prishtina, me vera të nxehta; Malet e Sharrit aty pranë mbeten me borë deri vonë në pranverë.",
      },
    },
    "3": {
      imageAlt: "Hyrja e Grykës së Rugovës mbi qytetin e Pejës",
      name: "Peja",
      gallery: [
        {
          imageAlt: "Muret gëlqerore të Grykës së Rugovës, pak jashtë Pejës",
        },
        {
          imageAlt: "Kishat e kuqe të Patrikanës së Pejës nën male",
        },
        {
          imageAlt: "Çarshia e vjetër e Pejës me dyqanet me vitrina druri, në muzg",
        },
        {
          imageAlt: "Një zip line përmes Grykës së Rugovës",
        },
        {
          imageAlt: "Majat me borë të Bjeshkëve të Nemuna mbi Pejë, në agim",
        },
      ],
      description:
        "Peja (Peć) shtrihet në rrëzë të Bjeshkëve të Nemuna, me Grykën e Rugovës te pragu dhe Patrikanën, në listën e UNESCO-s, në skaj të qytetit.",
      longDescription:
        "Peja (Peć në serbisht) shtrihet mbi lumin Lumbardh, aty ku ai del nga Gryka e Rugovës, me majat e Bjeshkëve të Nemuna që ngrihen menjëherë pas saj. Është baza kryesore e Kosovës për aktivitete në natyrë, si dhe vendlindja e birrës që mban emrin e saj.\n\nQyteti ka një të kaluar të gjatë e me shumë shtresa. Nga viti 1346, Patrikana e Pejës ishte selia e patrikëve serbë; nën osmanët, qyteti u rrit rreth çarshisë së tij dhe Xhamisë së Bajraklisë së shekullit XV. Çarshia e vjetër është rindërtuar, ndërsa Patrikana është pjesë e sitit të UNESCO-s Monumentet Mesjetare në Kosovë.\n\nKaloni një ditë në qytet, pastaj ngjituni në grykë: itinerare via ferrata, një zip line, ecje në shtegun Peaks of the Balkans dhe dreka në bujtina me djathë Rugove dhe flija. Në korrik, festivali i animacionit Anibar mbush kinemanë dhe sheshet e qytetit.",
      population: "Rreth 85 000 (komuna)",
      founded: "Qytet mesjetar, selia e patrikëve serbë nga shekulli XIV",
      area: "rreth 602 km² (komuna)",
      keyLandmarks: [
        {
          name: "Gryka e Rugovës",
          description:
            "Një kanion i ngushtë gëlqeror që nis 2 km në perëndim të qytetit, me rrugë malore, via ferrata dhe zip line.",
        },
        {
          name: "Patrikana e Pejës",
          description:
            "Katër kisha mesjetare të bashkuara, me afreske, pjesë e një siti të Trashëgimisë Botërore të UNESCO-s.",
        },
        {
          name: "Xhamia e Bajraklisë",
          description:
            "Xhamia kryesore historike e Pejës, e shekullit XV, në skaj të çarshisë së vjetër.",
        },
        {
          name: "Çarshia e Vjetër (Çarshia e Gjatë)",
          description:
            "Rruga e gjatë e rindërtuar e çarshisë, me dyqane të vogla, kafene dhe zejtarë.",
        },
        {
          name: "Burimi i Drinit të Bardhë (Radavc)",
          description:
            "Një ujëvarë dhe burim pranë fshatit Radavc, rreth 11 km në veri të qytetit.",
        },
        {
          name: "Bjeshkët e Nemuna",
          description:
            "Maja të larta gëlqerore dhe lugina që i përshkon shtegu Peaks of the Balkans.",
        },
      ],
      neighborhoods: [
        {
          name: "Qendra e qytetit",
          description: "Sheshet dhe rrugët këmbësore rreth Hotel Dukagjinit dhe lumit.",
        },
        {
          name: "Çarshia e Vjetër",
          description:
            "Rruga e rindërtuar e tregut osman, me kafene dhe punishte pranë Xhamisë së Bajraklisë.",
        },
        {
          name: "Karagaç",
          description:
            "Një kodër me pyll dhe park në anën perëndimore të qytetit, e dashur për shëtitje.",
        },
        {
          name: "Bregu i Lumbardhit",
          description:
            "Shëtitorja buzë lumit që të çon nga qendra në perëndim, drejt Patrikanës dhe grykës.",
        },
        {
          name: "Lugina e Rugovës",
          description:
            "Fshatrat malore mbi grykë, me bujtina, kullota dhe pika nisjeje të shtigjeve.",
        },
      ],
      attractions: {
        "301": {
          imageAlt: "Rruga që gjarpëron nëpër kanionin e ngushtë të Rugovës",
          name: "Gryka e Rugovës",
          description:
            "Kanioni më mbresëlënës i Kosovës, që nis menjëherë jashtë qytetit: pikëvështrime, via ferrata, zip line dhe shtigje malore.",
          openingHours:
            "E hapur gjithë vitin; aktivitetet kryesisht nga fundi i pranverës deri në vjeshtë",
          address: "Rruga Pejë–Rugovë, rreth 2 km në perëndim të qendrës",
        },
        "302": {
          imageAlt: "Kishat me mure të kuqe të Patrikanës në një kopsht të gjelbër",
          name: "Patrikana e Pejës",
          description:
            "Katër kisha mesjetare nën një çati, të mbuluara me afreske. Merrni me vete pasaportën ose letërnjoftimin për pikën e kontrollit.",
          openingHours: "Zakonisht e hapur gjatë ditës, jashtë kohës së shërbesave",
          address: "Skaji perëndimor i Pejës, në rrugën për në grykë",
        },
        "303": {
          imageAlt: "Kupola dhe minarja e Xhamisë së Bajraklisë në Pejë, në muzg",
          name: "Xhamia e Bajraklisë",
          description:
            "Xhamia kryesore historike e qytetit, e shekullit XV, pranë çarshisë së vjetër.",
          openingHours: "E hapur për vizitorët jashtë kohës së faljes",
          address: "Çarshia e Vjetër, Pejë",
        },
        "304": {
          imageAlt: "Dyqane me vitrina druri dhe kafene përgjatë çarshisë së vjetër të Pejës",
          name: "Çarshia e Vjetër",
          description:
            "Shëtisni në rrugën e rindërtuar të tregut për filigran, plisa tradicionalë dhe një kafe në një kafene të vockël.",
          openingHours: "Dyqanet zakonisht hapen nga mëngjesi deri në mbrëmjen e hershme",
          address: "Qyteti i vjetër, Pejë",
        },
        "305": {
          imageAlt: "Një ujëvarë që derdhet nga një faqe shkëmbi pranë Radavcit",
          name: "Burimi i Drinit të Bardhë",
          description:
            "Një ujëvarë aty ku Drini i Bardhë buron nga shkëmbi, me një shteg të shkurtër dhe restorante aty pranë.",
          openingHours: "I hapur gjithë ditën",
          address: "Pranë fshatit Radavc, në veri të Pejës",
        },
      },
      restaurants: {
        "31": {
          imageAlt: "Një tryezë me gatime tradicionale në një restorant plot art popullor",
          name: "Art Design",
          description:
            "Një restorant me traditë, i zbukuruar me art popullor dhe piktura, që shërben gatime tradicionale kosovare.",
          category: "Kuzhinë tradicionale kosovare",
          address: "Qendra e qytetit, Pejë",
        },
        "32": {
          imageAlt: "Flija, djathë dhe sallata mbi tryezën e një bujtine në mal",
          name: "Bujtinat e luginës së Rugovës",
          description:
            "Shumë bujtina familjare lart në grykë shërbejnë gatim shtëpie: flija, djathë Rugove, mish qengji malor dhe sallata të freskëta.",
          category: "Gatim shtëpie",
          address: "Fshatrat e luginës së Rugovës, në perëndim të Pejës",
        },
        "33": {
          imageAlt: "Kafe dhe pasta mbi një tavolinë të vogël në një rrugë të çarshisë së vjetër",
          name: "Kafenetë e Çarshisë së Vjetër",
          description:
            "Kafene dhe furra të vockla përgjatë çarshisë për një makiato, burek ose pite në mëngjes.",
          category: "Kafene",
          address: "Çarshia e Vjetër, Pejë",
        },
      },
      accommodations: {
        "34": {
          imageAlt: "Një hotel madhështor në sheshin kryesor të Pejës, me male pas tij",
          name: "Hotel Dukagjini",
          description:
            "Hoteli simbol në sheshin kryesor të Pejës, pranë lumit, me pamje nga malet prej kateve të sipërme.",
          address: "Sheshi kryesor, Pejë",
        },
        "35": {
          imageAlt: "Një bujtinë malore në një luginë të gjelbër të bjeshkëve të Rugovës",
          name: "Guesthouse Kujtimi",
          description:
            "Një bujtinë familjare në bjeshkët e Rugovës, e njohur mirë nga ecësit në shtegun Peaks of the Balkans.",
          address: "Reka e Allagës, lugina e Rugovës",
        },
      },
      accommodationTips: [
        "Qëndroni në qytet për restorantet dhe autobusët, ose në një bujtinë në Rugovë për t'u nisur herët në shtigje.",
        "Bujtinat në mal zakonisht e përfshijnë darkën dhe mëngjesin; pyesni kur rezervoni.",
        "Fshatrat më të larta mund të mbeten të izoluara nga bora në dimër — kontrolloni qasjen para se të rezervoni.",
      ],
      events: {
        "36": {
          imageAlt:
            "Një ekran në ajër të hapur dhe publiku në një shesh të Pejës, në një natë vere",
          name: "Festivali Ndërkombëtar i Animacionit Anibar",
          date: "Zakonisht në mes të korrikut",
          description:
            "Një javë filmash të animuar në kinemanë e qytetit dhe në ekrane në ajër të hapur, me punëtori, biseda dhe koncerte çdo natë.",
        },
        "37": {
          imageAlt: "Një turmë që shikon lojëra tradicionale në një livadh malor",
          name: "Lojërat tradicionale të Rugovës",
          date: "Zakonisht në verë",
          description:
            "Mundje, sporte tradicionale, këngë dhe valle të bjeshkëve të Rugovës, me ushqim e pije vendore.",
        },
      },
      localCuisine: "Flija, djathë Rugove, pite, mjaltë mali, troftë dhe një birrë Peja e ftohtë.",
      touristInfo:
        "Operatorët vendorë të aktiviteteve në natyrë dhe bujtinat janë burimi më i mirë për informacion mbi shtigjet, via ferratën dhe motin; për malet e larta merrni një guidë të licencuar.",
      gettingAround:
        "Qendra, çarshia e vjetër dhe Patrikana mund të vizitohen në këmbë, ndërsa hyrja e grykës është rreth 30 minuta larg në këmbë. Një taksi në qytet kushton rreth 2–5 €; për luginën e sipërme të Rugovës, bini dakord për çmimin dhe orën e kthimit para se të niseni. Autobusët ndërqytetas e lidhin Pejën me Prishtinën, Deçanin dhe Gjakovën për rreth 3–7 €. Për malet, zgjidhja praktike është një makinë (rreth 25–50 € në ditë) ose një guidë me transport.",
      climate: {
        note: "Vera të ngrohta dhe dimra të ftohtë në qytet; bjeshkët e Rugovës janë disa gradë më të freskëta dhe me borë afërsisht nga dhjetori deri në mars.",
      },
    },
    "4": {
      imageAlt:
        "Dyqanet me vitrina druri të Çarshisë së Madhe të Gjakovës, me minaren e Xhamisë së Hadumit",
      name: "Gjakova",
      gallery: [
        {
          imageAlt: "Rruga e gjatë me kalldrëm e Çarshisë së Madhe, me kanata druri",
        },
        {
          imageAlt: "Minarja e Xhamisë së Hadumit mbi çarshi, në muzg",
        },
        {
          imageAlt: "Ura e vjetër e Terzive mbi lumin Erenik, mes fushave",
        },
        {
          imageAlt: "Tavolina kafenesh në çarshi, të ndriçuara nga fenerë natën",
        },
        {
          imageAlt: "Malësia e Gjakovës nën borë, përtej qytetit",
        },
      ],
      description:
        "Një qytet i qetë në perëndim, i ndërtuar rreth njërës prej çarshive më të gjata të Ballkanit, me xhami osmane, teqe sufiste, ura të vjetra dhe kafe të famshme.",
      longDescription:
        "Gjakova (Đakovica) shtrihet në perëndim të Kosovës, afërsisht në gjysmë të rrugës mes Pejës dhe Prizrenit dhe pranë kufirit me Shqipërinë. Zemra e saj është Çarshia e Madhe, një rrugë e gjatë me kalldrëm dhe dyqane të ulëta me kanata druri, ku rrobaqepësit, argjendarët dhe kafenetë ende ndajnë të njëjtën rrugicë.\n\nQyteti u rrit në shekullin XVI rreth Xhamisë së Hadumit dhe tregut të saj, mbi rrugët tregtare për në Shkodër. Pjesa më e madhe e çarshisë u dogj në vitin 1999 dhe u rindërtua me kujdes. Gjakova njihet gjithashtu për trashëgiminë e saj sufiste, me disa teqe ende aktive, dhe për një traditë të fortë të këngës qytetare.\n\nEjani për një ditë pa nxitim: kafe në çarshi, brendësia e pikturuar e Xhamisë së Hadumit, një shëtitje deri te urat e vjetra prej guri mbi Erenik dhe darkë kur ndizen fenerët. Manastiri i Deçanit, Prizreni dhe vreshtat e Rahovecit janë secili më pak se një orë larg me makinë.",
      population: "Rreth 80 000 (komuna)",
      founded: "Qytet tregtar osman, u rrit rreth çarshisë së tij nga shekulli XVI",
      area: "rreth 587 km² (komuna)",
      keyLandmarks: [
        {
          name: "Çarshia e Madhe",
          description:
            "Rreth një kilometër dyqanesh të rindërtuara me vitrina druri, punishtesh dhe kafenesh.",
        },
        {
          name: "Xhamia e Hadumit",
          description:
            "Xhamia e fundit të shekullit XVI në krye të çarshisë, me brendësi të pikturuar.",
        },
        {
          name: "Ura e Terzive",
          description:
            "Një urë e gjatë osmane prej guri mbi Erenik, jashtë qytetit, e quajtur sipas esnafit të rrobaqepësve.",
        },
        {
          name: "Ura e Tabakëve",
          description:
            "Një urë e vogël prej guri mbi përroin e Krenës, e quajtur sipas tabakëve që punonin aty pranë.",
        },
        {
          name: "Teqetë sufiste",
          description:
            "Teqe të disa urdhrave dervishe, ende në përdorim; vizitojini me respekt dhe kërkoni leje më parë.",
        },
        {
          name: "Muzeu Etnografik",
          description:
            "Kostume tradicionale, mobilje dhe zanate në një shtëpi të vjetër qytetare; herë pas here ka qenë i mbyllur për riparime, ndaj kontrolloni më parë.",
        },
      ],
      neighborhoods: [
        {
          name: "Çarshia e Madhe",
          description:
            "Çarshia e Madhe dhe rrugicat anësore, qendra historike dhe shoqërore e qytetit.",
        },
        {
          name: "Qarshia e Vogël",
          description: "Qendra më e re rreth rrugës këmbësore, plot kafene dhe bare në mbrëmje.",
        },
        {
          name: "Lagjja e Xhamisë së Hadumit",
          description:
            "Zona rreth kompleksit të xhamisë, bibliotekës dhe vendit ku ishte kulla e vjetër e sahatit.",
        },
        {
          name: "Bregu i Erenikut",
          description:
            "Brigje të gjelbra përgjatë lumit, me shtigje këmbësore drejt jugut, deri te Ura e Terzive.",
        },
        {
          name: "Çabrat",
          description: "Një kodër në skaj të qendrës, me shtigje dhe pamje mbi qytetin.",
        },
      ],
      attractions: {
        "401": {
          imageAlt: "Blerës dhe kanata druri në Çarshinë e Madhe të Gjakovës",
          name: "Çarshia e Madhe",
          description:
            "Përshkojeni çarshinë e rindërtuar nga fillimi në fund, ndaluni në punishte e kafene, dhe kthehuni në mbrëmje për fenerët.",
          openingHours:
            "Dyqanet zakonisht hapen nga mëngjesi deri në mbrëmje; kafenetë deri më vonë",
          address: "Çarshia e Madhe, qendra e Gjakovës",
        },
        "402": {
          imageAlt: "Kupola prej guri dhe hajati i Xhamisë së Hadumit, në pranverë",
          name: "Xhamia e Hadumit",
          description:
            "Ndërtesa osmane më e bukur e Gjakovës, e fundit të shekullit XVI, me zbukurime të pikturuara brenda.",
          openingHours: "E hapur për vizitorët jashtë kohës së faljes",
          address: "Në krye të Çarshisë së Madhe, Gjakovë",
        },
        "403": {
          imageAlt: "Ura e Terzive me shumë harqe mbi Erenik, në perëndim të diellit",
          name: "Ura e Terzive",
          description:
            "Një urë osmane e gjatë me shumë harqe, mes fushave jashtë qytetit; një udhëtim i shkurtër e i këndshëm me makinë ose taksi.",
          openingHours: "E hapur në çdo kohë",
          address: "Mbi lumin Erenik, jashtë Gjakovës",
        },
        "404": {
          imageAlt: "Një urë e vogël guri me hark mbi një përrua në Gjakovë",
          name: "Ura e Tabakëve",
          description:
            "Një urë e vogël dhe fotogjenike prej guri pranë qendrës, e quajtur sipas tabakëve që dikur punonin pranë saj.",
          openingHours: "E hapur në çdo kohë",
          address: "Mbi përroin e Krenës, pranë qendrës së Gjakovës",
        },
      },
      restaurants: {
        "41": {
          imageAlt: "Kafe dhe llokume mbi një tavolinë nën kanatat e drurit në çarshi",
          name: "Kafenetë e Çarshisë së Madhe",
          description:
            "Gjakova krenohet me kafenë e saj: uluni në një kafene të çarshisë për një makiato ose një kafe turke dhe shikoni rrugën.",
          category: "Kafene",
          address: "Çarshia e Madhe, Gjakovë",
        },
        "42": {
          imageAlt: "Qebapa me bukë, qepë dhe dhallë mbi një tavolinë kafeneje",
          name: "Qebaptoret e çarshisë",
          description:
            "Qebaptore të vogla rreth çarshisë shërbejnë qebapa me bukë, qepë dhe një gotë dhallë.",
          category: "Zgarë",
          address: "Rreth Çarshisë së Madhe, Gjakovë",
        },
        "43": {
          imageAlt: "Tavolina tarracash me pije dhe meze në një rrugë plot gjallëri, në mbrëmje",
          name: "Tarracat e mbrëmjes në Qarshinë e Vogël",
          description:
            "Rrugët këmbësore të qendrës mbushen me tarraca në mbrëmje, për pica, zgara dhe një gotë verë vendore.",
          category: "Kafene dhe bare",
          address: "Rrugët këmbësore të qendrës, Gjakovë",
        },
      },
      accommodations: {
        "44": {
          imageAlt:
            "Një hotel i vogël në ndërtesa tradicionale, në një rrugicë me kalldrëm të çarshisë",
          name: "Hotel Çarshia e Jupave",
          description:
            "Një hotel i vogël në zonën e çarshisë së vjetër, disa hapa nga kafenetë dhe Xhamia e Hadumit.",
          address: "Zona e çarshisë së vjetër, Gjakovë",
        },
      },
      accommodationTips: [
        "Qëndroni pranë çarshisë për t'i shijuar mbrëmjet duke shëtitur.",
        "Gjakova ka më pak hotele se Prizreni ose Peja; rezervoni herët për korrikun dhe gushtin, kur diaspora vjen në vendlindje.",
        "Mund ta vizitoni edhe me një ekskursion njëditor nga Prizreni ose Peja, secili më pak se një orë larg.",
      ],
      events: {
        "45": {
          imageAlt: "Një skenë koncerti në Çarshinë e Madhe, në një mbrëmje vere",
          name: "Ditët e Shqiptarit",
          date: "Edicionet e fundit zgjatën nga mesi i korrikut deri në gusht",
          description:
            "Një festival veror i viteve të fundit, me koncerte, sporte tradicionale dhe ushqim, në skena në çarshi dhe në parqet e qytetit.",
        },
        "46": {
          imageAlt: "Poetë që lexojnë para publikut në një oborr të vjetër, në një mbrëmje vjeshte",
          name: "100 Thousand Poets for Change (100 mijë poetë për ndryshim)",
          date: "Zakonisht në shtator",
          description:
            "Një takim letrar që mbahet në Gjakovë që nga viti 2011, me lexime, muzikë dhe çmime gjatë dy ditëve.",
        },
      },
      localCuisine:
        "Qebapa, flija, speca të mbushura, kafe turke dhe ëmbëlsira si bakllava dhe tespishte.",
      touristInfo:
        "Çarshia dhe qendra eksplorohen lehtë pa guidë; pyesni vendasit ose hotelin tuaj për vizitat në teqe dhe te urat jashtë qytetit.",
      gettingAround:
        "Çarshia dhe qendra mund të përshkohen në këmbë, dhe një taksi në qytet kushton rreth 2–5 €. Autobusët ndërqytetas shkojnë në Prishtinë, Prizren, Pejë dhe Deçan për rreth 3–7 €. Për Urën e Terzive dhe fshatrat përreth, merrni një taksi dhe bini dakord më parë për çmimin, ose shkoni me makinë.",
      climate: {
        note: "Një nga qytetet më të ngrohta të Kosovës në verë, me pranvera e vjeshta të buta dhe borë të rastësishme në dimër.",
      },
    },
    "5": {
      imageAlt: "Kulla e një miniere mbi çatitë e Mitrovicës dhe lumin Ibër, në muzg",
      name: "Mitrovica",
      gallery: [
        {
          imageAlt: "Ura kryesore mbi lumin Ibër në Mitrovicë",
        },
        {
          imageAlt: "Përmendorja e Minatorëve në kodrën e saj mbi qytet",
        },
        {
          imageAlt: "Rrënojat e kalasë së Zveçanit në një kodër vullkanike, në agim",
        },
        {
          imageAlt: "Një kullë miniere e kompleksit të Trepçës përballë kodrave në dimër",
        },
        {
          imageAlt: "Shëtitorja përgjatë Ibrit, natën",
        },
      ],
      description:
        "Qyteti kryesor i veriut të Kosovës, i ndarë nga lumi Ibër dhe i formësuar nga minierat e Trepçës, me kalanë e Zveçanit në një kodër aty pranë.",
      longDescription:
        "Mitrovica u rrit aty ku Sitnica derdhet në Ibër. Lumi e ndan edhe qytetin: jugu është kryesisht shqiptar dhe veriu kryesisht serb, dhe ura kryesore mes tyre u bë simbol i kësaj ndarjeje. Mund të kaloni në këmbë nga njëra pjesë në tjetrën; në veri prisni çmime në dinarë, krahas atyre në euro.\n\nMinierat krijuan qytetin modern. Minierat dhe shkritoret e Trepçës u shfrytëzuan në shkallë të gjerë që nga fundi i viteve 1920 dhe në dekadat jugosllave punësuan shumë mijëra njerëz; kullat e tyre të nxjerrjes dhe Përmendorja e Minatorëve në kodrën mbi bregun verior ende e përcaktojnë siluetën e qytetit.\n\nËshtë një ekskursion njëditor i pazakontë, por që ia vlen, nga Prishtina, rreth 40 km larg. Shëtisni buzë lumit, ngjituni te Përmendorja e Minatorëve për pamjen dhe vizitoni rrënojat mesjetare të kalasë së Zveçanit, pak në veriperëndim të qytetit. Kontrolloni këshillat aktuale të udhëtimit para se të shkoni, sepse situata në veri mund të ndryshojë.",
      population: "Rreth 70 000–90 000 (Mitrovica e Jugut dhe Mitrovica e Veriut)",
      founded: "Qytet minerar, u rrit me Trepçën në shekullin XX",
      area: "rreth 331 km² (komuna e Mitrovicës së Jugut)",
      keyLandmarks: [
        {
          name: "Ura kryesore e Ibrit",
          description:
            "Ura mes pjesës jugore dhe asaj veriore të qytetit, sot e hapur për këmbësorët.",
        },
        {
          name: "Përmendorja e Minatorëve",
          description:
            "Një memorial mbresëlënës i kohës jugosllave në kodrën mbi bregun verior, me pamje mbi qytetin.",
        },
        {
          name: "Kalaja e Zveçanit",
          description:
            "Rrënoja mesjetare mbi një kodër të pjerrët vullkanike, pak në veriperëndim të Mitrovicës.",
        },
        {
          name: "Minierat e Trepçës",
          description:
            "Kompleksi minerar i plumbit dhe zinkut që e ndërtoi qytetin; kullat e tij ende qëndrojnë në periferi.",
        },
        {
          name: "Monumenti i Isa Boletinit",
          description:
            "Statuja e luftëtarit shqiptar për pavarësi, i lindur pranë Mitrovicës, në jug të qytetit.",
        },
        {
          name: "Bregu i Ibrit",
          description: "Shëtitore dhe parqe përgjatë lumit, në të dy brigjet.",
        },
      ],
      neighborhoods: [
        {
          name: "Qendra e Mitrovicës së Jugut",
          description:
            "Sheshet kryesore, xhamitë, kafenetë dhe stacioni i autobusëve në bregun jugor.",
        },
        {
          name: "Mitrovica e Veriut",
          description:
            "Bregu verior me shumicë serbe, me rrugën e vet kryesore, kishën dhe fakultetet universitare.",
        },
        {
          name: "Lagjja e Boshnjakëve",
          description:
            "Një lagje e përzier në bregun verior, ku jetojnë shqiptarë, boshnjakë dhe të tjerë.",
        },
        {
          name: "Bregu i Ibrit",
          description: "Brigjet e gjelbra të Ibrit, me shëtitore në të dyja anët e urave.",
        },
        {
          name: "Zveçan",
          description: "Qyteti i vogël fqinj nën kodrën e kalasë, në veriperëndim.",
        },
      ],
      attractions: {
        "501": {
          imageAlt:
            "Një monument i lartë betoni në një kodër mbi Mitrovicë, në perëndim të diellit",
          name: "Përmendorja e Minatorëve",
          description:
            "Një memorial i guximshëm i kohës jugosllave kushtuar minatorëve, në kodrën mbi bregun verior; ngjituni për pamjen mbi qytetin.",
          openingHours: "Në ajër të hapur, e qasshme në çdo kohë",
          address: "Kodra mbi bregun verior, Mitrovica e Veriut",
        },
        "502": {
          imageAlt: "Një urë mbi lumin Ibër që lidh dy pjesët e Mitrovicës",
          name: "Ura kryesore e Ibrit",
          description:
            "Ura që e ndau qytetin për vite me radhë; ta kaloni në këmbë është mënyra më e mirë për ta kuptuar Mitrovicën e sotme.",
          openingHours: "E hapur për këmbësorët në çdo kohë",
          address: "Mbi Ibër, në qendër të Mitrovicës",
        },
        "503": {
          imageAlt: "Rrënojat e një kalaje mesjetare në majë të një kodre të pjerrët në formë koni",
          name: "Kalaja e Zveçanit",
          description:
            "Rrënojat e një kalaje mesjetare mbi një vullkan të shuar, ku arrini nga një shteg i pjerrët, me pamje të gjera mbi luginën e Ibrit.",
          openingHours: "Vend në ajër të hapur, i qasshëm gjatë ditës",
          address: "Mbi Zveçan, në veriperëndim të Mitrovicës",
        },
        "504": {
          imageAlt: "Një statujë bronzi e një burri me veshje tradicionale në një shesh qyteti",
          name: "Monumenti i Isa Boletinit",
          description:
            "Një statujë në nder të Isa Boletinit, një prijës i lëvizjes kombëtare shqiptare i lindur pranë Mitrovicës.",
          openingHours: "Në ajër të hapur, i qasshëm në çdo kohë",
          address: "Qendra e Mitrovicës së Jugut",
        },
      },
      restaurants: {
        "51": {
          imageAlt: "Një pjatë me mish viçi të pjekur dhe sallatë shope mbi tavolinën e një pubi",
          name: "Museum Pub",
          description:
            "Një pub-restorant i shtruar në qendër, i njohur për mish të pjekur, sallata dhe pije të ftohta.",
          category: "Pub, zgarë",
          address: "Qendra e Mitrovicës",
        },
        "52": {
          imageAlt: "Qebapa, bukë dhe speca mbi një tavolinë të vogël kafeneje",
          name: "Qebaptoret e Mitrovicës së Jugut",
          description:
            "Qebaptoret rreth qendrës shërbejnë qebapa, burek dhe sallata, shpejt dhe lirë.",
          category: "Zgarë",
          address: "Rreth qendrës, Mitrovica e Jugut",
        },
        "53": {
          imageAlt: "Filxhanë kafeje në tarracën e një kafeneje pranë lumit",
          name: "Kafenetë buzë lumit",
          description:
            "Tarraca kafenesh pranë urave dhe përgjatë Ibrit, për një makiato dhe për të vështruar kalimtarët.",
          category: "Kafene",
          address: "Përgjatë Ibrit, në qendër të Mitrovicës",
        },
      },
      accommodations: {
        "54": {
          imageAlt: "Një hotel i vogël modern në një rrugë të Mitrovicës së Veriut",
          name: "NorthCity Hotel",
          description:
            "Një hotel i rregullt në Mitrovicën e Veriut, me mëngjes të përfshirë dhe restorant në të njëjtën ndërtesë.",
          address: "Mitrovica e Veriut",
        },
      },
      accommodationTips: [
        "Shumica e vizitorëve vijnë për një ditë nga Prishtina, rreth një orë larg me autobus.",
        "Nëse qëndroni, zgjidhni anën e lumit që u përshtatet planeve tuaja; kalimi në këmbë është i lehtë.",
        "Mbani pak para në dorë: në veri çmimet shpesh janë në dinarë, megjithëse euroja zakonisht pranohet.",
      ],
      events: {
        "55": {
          imageAlt: "Një grup xhazi në një skenë në ajër të hapur, në një natë vere",
          name: "Ditët Ndërkombëtare të Xhazit në Mitrovicë",
          date: "Nisi në fund të gushtit 2023; kontrolloni nëse ka edicione të reja",
          description:
            "Një festival xhazi që ringjall traditën e xhazit dhe të rokut në qytet, me artistë ndërkombëtarë dhe një big band rezident.",
        },
      },
      localCuisine:
        "Qebapa dhe burek në bregun jugor, mish në zgarë dhe gatime serbe si pljeskavica në atë verior.",
      touristInfo:
        "Kontrolloni këshillat aktuale të udhëtimit për veriun e Kosovës para se të shkoni, dhe mbani me vete pasaportën ose letërnjoftimin.",
      gettingAround:
        "Qendra dhe të dy brigjet përshkohen lehtë në këmbë, dhe urat janë të përshtatshme për këmbësorë. Një taksi në qytet kushton rreth 2–5 €. Autobusët nga dhe për në Prishtinë qarkullojnë shpesh dhe kushtojnë brenda intervalit të zakonshëm ndërqytetas prej 3–7 €; për kalanë e Zveçanit, merrni një taksi për një rrugë të shkurtër dhe ngjituni në kodër në këmbë.",
      climate: {
        note: "Kontinental, si në Prishtinë: dimra të ftohtë me ngrica të shpeshta dhe vera të ngrohta; kodrat përreth janë më të freskëta.",
      },
    },
    "6": {
      imageAlt: "Një xhami dhe një kishë ortodokse krah për krah në qendër të Ferizajt",
      name: "Ferizaji",
      gallery: [
        {
          imageAlt: "Xhamia e Madhe dhe Kisha e Shën Uroshit, që ndajnë të njëjtin oborr",
        },
        {
          imageAlt: "Bifurkacioni i lumit Nerodime mes livadheve të gjelbra",
        },
        {
          imageAlt: "Bulevardi këmbësor i Ferizajt me kafene, në mbrëmje",
        },
        {
          imageAlt: "Hekurudha që i dha jetë qytetit, në agim",
        },
        {
          imageAlt: "Malet e Sharrit në horizont, në jug të Ferizajt",
        },
      ],
      description:
        "Një qytet hekurudhor plot jetë në jug të Prishtinës, i njohur për xhaminë dhe kishën që ndajnë një oborr dhe për bifurkacionin e rrallë të lumit Nerodime.",
      longDescription:
        "Ferizaj (Uroševac) është një qytet i ri. U rrit pasi hekurudha mes Mitrovicës dhe Shkupit arriti në këtë zonë në vitin 1873, rreth një hani, pronari i të cilit, Feriz Shashivari, thuhet se i dha emrin qytetit. Sot është një nga qytetet më të mëdha të Kosovës, me një bulevard këmbësor plot lëvizje dhe shumë të rinj në kafenetë e tij.\n\nPamja e tij më e njohur ndodhet në qendër: Xhamia e Madhe dhe Kisha Ortodokse e Shën Uroshit ndajnë të njëjtin oborr, një pasqyrë e traditës së gjatë të bashkëjetesës në qytet. Pak jashtë qytetit, lumi Nerodime ndahet në dysh dhe ujërat e tij rrjedhin si në Detin e Zi, ashtu edhe në Detin Egje — një nga bifurkacionet shumë të rralla të lumenjve në Evropë.\n\nFerizaj është një ndalesë e lehtë gjatë rrugës në jug nga Prishtina drejt Brezovicës dhe Maleve të Sharrit, ose drejt Shkupit. Kushtojini disa orë: shihni xhaminë dhe kishën, shëtisni në bulevard dhe hani një drekë të gjatë me mish viçi të gatuar ngadalë.",
      population: "Rreth 110 000 (komuna)",
      founded: "Qytet hekurudhor, u rrit në shekullin XIX rreth stacionit të vitit 1873",
      area: "rreth 345 km² (komuna)",
      keyLandmarks: [
        {
          name: "Xhamia e Madhe (Xhamia e Mulla Veselit)",
          description:
            "Xhamia kryesore e qytetit, e ndërtuar fillimisht në vitet 1890, e rindërtuar pas bombardimit gjatë luftës në vitin 1941 dhe e zgjeruar më vonë.",
        },
        {
          name: "Kisha e Shën Uroshit",
          description: "Një kishë ortodokse nga rreth viti 1930, që e ndan oborrin me xhaminë.",
        },
        {
          name: "Bifurkacioni i Nerodimes",
          description:
            "Pika ku lumi Nerodime ndahet, duke i dërguar ujërat në dy dete të ndryshme.",
        },
        {
          name: "Bulevardi këmbësor",
          description: "Rruga kryesore me kafene, dyqane dhe restorante, më e gjallë në mbrëmje.",
        },
        {
          name: "Stacioni hekurudhor",
          description: "Stacioni që e themeloi qytetin, në linjën mes Prishtinës dhe Shkupit.",
        },
        {
          name: "Pamje nga Malet e Sharrit",
          description:
            "Malet ngrihen në horizontin jugor, me Brezovicën rreth një orë larg me makinë.",
        },
      ],
      neighborhoods: [
        {
          name: "Qendra e qytetit",
          description: "Bulevardi këmbësor, sheshi kryesor dhe oborri i xhamisë e i kishës.",
        },
        {
          name: "Zona e stacionit",
          description: "Rrugët rreth hekurudhës, pjesa më e vjetër e qytetit.",
        },
        {
          name: "Bregu i Nerodimes",
          description:
            "Hapësirë e gjelbër përgjatë kanaleve të lumit që kalojnë nëpër qytet dhe rreth tij.",
        },
        {
          name: "Nerodime e Epërme",
          description: "Zona e fshatit në jugperëndim të qytetit, pranë bifurkacionit të lumit.",
        },
        {
          name: "Bibaj",
          description: "Një lagje periferike në skaj të qytetit, përgjatë rrugëve kryesore.",
        },
      ],
      attractions: {
        "601": {
          imageAlt: "Një xhami e bardhë me dy minare në qendër të Ferizajt",
          name: "Xhamia e Madhe e Ferizajt",
          description:
            "Xhamia kryesore e qytetit, e ndërtuar fillimisht në vitet 1890 dhe që atëherë e rindërtuar dhe e zgjeruar, në një oborr që e ndan me kishën ortodokse.",
          openingHours: "E hapur për vizitorët jashtë kohës së faljes",
          address: "Qendra e qytetit, Ferizaj",
        },
        "602": {
          imageAlt: "Një kishë ortodokse me kupola pranë një xhamie në Ferizaj",
          name: "Kisha e Shën Uroshit",
          description:
            "Një kishë ortodokse me pesë kupola, e frymëzuar nga Graçanica, që e ndan oborrin me xhaminë. Zakonisht hapet vetëm për shërbesat.",
          openingHours:
            "Hapet kryesisht për shërbesat në festat e mëdha; pjesa e jashtme duket në çdo kohë",
          address: "Qendra e qytetit, pranë Xhamisë së Madhe, Ferizaj",
        },
        "603": {
          imageAlt: "Një lumë i vogël që ndahet në dy përrenj mes livadheve të gjelbra",
          name: "Bifurkacioni i lumit Nerodime",
          description:
            "Shihni një lumë që ndahet në dysh: njëri krah rrjedh drejt Detit të Zi dhe tjetri drejt Detit Egje. Një ndalesë e shkurtër dhe kurioze.",
          openingHours: "Në ajër të hapur, i qasshëm gjatë ditës",
          address: "Pranë Nerodimes së Epërme, në perëndim të Ferizajt",
        },
        "604": {
          imageAlt: "Familje që shëtisin nën pemë në një park qyteti",
          name: "Parku i qytetit të Ferizajt",
          description:
            "Një pushim i gjelbër në qendër, pranë bibliotekës dhe objekteve fetare, plot familje në mbrëmje.",
          openingHours: "I hapur gjithë ditën",
          address: "Qendra e qytetit, Ferizaj",
        },
      },
      restaurants: {
        "61": {
          imageAlt:
            "Mish viçi i gatuar ngadalë dhe sallata mbi një tavolinë tarrace në një shtëpi tradicionale",
          name: "Restorant Adriani",
          description:
            "Ushqim tradicional i gatuar ngadalë, në një shtëpi të vjetër me tarracë, pranë bulevardit këmbësor.",
          category: "Kuzhinë tradicionale kosovare",
          address: "Pranë bulevardit këmbësor, Ferizaj",
        },
        "62": {
          imageAlt: "Brinjë viçi dhe bukë mbi një tavolinë rustike pranë një lumi",
          name: "Restorant Bifurkacioni",
          description:
            "I quajtur sipas bifurkacionit të lumit aty pranë dhe i njohur për qafë dhe brinjë viçi të pjekura ngadalë.",
          category: "Zgarë, kuzhinë tradicionale",
          address: "Pranë bifurkacionit të Nerodimes, jashtë Ferizajt",
        },
        "63": {
          imageAlt: "Tarraca kafenesh me filxhanë kafeje në një rrugë këmbësore, në muzg",
          name: "Kafenetë e bulevardit",
          description:
            "Bulevardi këmbësor është plot kafene, furra dhe lokale për një kafe, një burek ose një pije në mbrëmje.",
          category: "Kafene",
          address: "Bulevardi këmbësor, Ferizaj",
        },
      },
      accommodations: {
        "64": {
          imageAlt: "Një ndërtesë moderne hoteli në qendër të Ferizajt",
          name: "Hotel Rubis",
          description:
            "Një hotel modern me restorantin e vet dhe një listë verërash me varietete vendore.",
          address: "Komuna e Ferizajt",
        },
      },
      accommodationTips: [
        "Ferizaj është më i përshtatshëm si ndalesë mes Prishtinës dhe Brezovicës ose Shkupit sesa për një qëndrim të gjatë.",
        "Në sezonin e skive, është një bazë më e lirë se vetë Brezovica, e cila është rreth një orë larg me makinë.",
        "Hotelet pranë rrugëve kryesore janë të përshtatshme nëse udhëtoni me makinë; qendra shijohet më mirë në këmbë.",
      ],
      events: {
        "65": {
          imageAlt: "Kuaj që vrapojnë nëpër një fushë dimërore, me spektatorë",
          name: "Gara me kuaj e Ditës së Pavarësisë",
          date: "Rreth 17 shkurtit, në vitet e fundit",
          description:
            "Një garë me kuaj që mbahet pranë fshatit Prelez i Muhaxherëve për të shënuar Ditën e Pavarësisë dhe që tërheq kalorës nga i gjithë rajoni.",
        },
      },
      localCuisine:
        "Mish viçi i pjekur ngadalë, flija, pite dhe qebapa, shpesh me verë nga vreshtat jugore të Kosovës.",
      touristInfo:
        "Qendra është e vogël dhe eksplorohet lehtë në këmbë; pyesni në hotelin tuaj për vizitën në kishë, e cila hapet në mënyrë të parregullt.",
      gettingAround:
        "Shëtisni qendrën në këmbë; xhamia, kisha, parku dhe bulevardi janë afër njëri-tjetrit. Një taksi në qytet kushton rreth 2–5 € dhe është mënyra më e lehtë për të shkuar te bifurkacioni i lumit. Autobusët dhe trenat e lidhin Ferizajn me Prishtinën, ndërsa autobusët ndërqytetas vazhdojnë në jug drejt Shkupit; çmimet për linjat brenda Kosovës janë brenda intervalit të zakonshëm prej 3–7 €.",
      climate: {
        note: "Kontinental, i ngjashëm me Prishtinën, me dimra të ftohtë dhe vera të ngrohta; Malet e Sharrit në jug e mbajnë borën deri në pranverë.",
      },
    },
  },
};
