/* sq texts of app/content/events.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  events: {
    "1": {
      imageAlt: "Vrapues që nisen në agim përgjatë një bulevardi të gjerë në qendër të Prishtinës",
      name: "Maratona e Prishtinës",
      description:
        "Vraponi nëpër rrugët e kryeqytetit në maratonën e plotë, në gjysmëmaratonë, 10 km ose 5 km, ose sillni fëmijët për vrapin e shkurtër familjar nga Teatri Kombëtar.",
      details: [
        "Gara më e madhe rrugore e Kosovës lindi nga një gjysmëmaratonë që u vrapua për herë të parë në Prishtinë në vitin 2001. Organizohet nga Federata e Atletikës së Kosovës bashkë me komunën, dhe që nga viti 2021 përfshin edhe një garë të plotë prej 42,195 km, krahas gjysmëmaratonës, 10 km, 5 km dhe një vrapi të shkurtër për fëmijë. Nisja dhe mbërritja kanë qenë para Teatrit Kombëtar, në mes të qytetit.",
        "Regjistrimi hapet disa javë para ditës së garës, në internet dhe personalisht. Fundi i shtatorit zakonisht sjell mëngjese të buta e të thata, që u shkojnë për shtat vrapuesve; nëse vini si spektatorë, bulevardi këmbësor Nëna Terezë është vendi më i lehtë për t’i inkurajuar.",
      ],
      location: "Teatri Kombëtar, qendra e Prishtinës",
      address: "Pranë Teatrit Kombëtar, qendra e qytetit, Prishtinë, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Edicionet e fundit u mbajtën një të diel në fund të shtatorit; për datën e saktë pyesni Federatën e Atletikës së Kosovës.",
    },
    "2": {
      imageAlt: "Një kuartet xhazi në një skenë të vogël nën drita të ngrohta në një natë vjeshte",
      name: "Prishtina Jazz Festival",
      description:
        "Disa mbrëmje xhazi në kryeqytet në fund të vjeshtës, ku muzikantë të huaj luajnë krah për krah me skenën e gjallë të xhazit në Kosovë, si dhe punëtori gjatë ditës.",
      details: [
        "Xhazi ka prej kohësh një publik besnik në Prishtinë, dhe Prishtina Jazz Festival ka qenë takimi i tij kryesor që nga fillimi i viteve 2000, me një pushim disavjeçar në fund të viteve 2010. Çdo edicion sjell grupe ndërkombëtare që luajnë krahas muzikantëve nga Kosova, me punëtori për studentët gjatë ditës.",
        "Koncertet mbahen në mbrëmje, në salla në qendër të qytetit; vendet janë të kufizuara, ndaj blini biletat sapo të dalë programi. Është një arsye e mirë për ta vizituar Prishtinën në sezonin më të qetë të fundvjeshtës.",
      ],
      location: "Salla koncertesh në qendër të Prishtinës",
      address: "Qendra e qytetit, Prishtinë, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Zakonisht mbahet për disa ditë në tetor ose në nëntor; ndiqni njoftimet e festivalit për datat e këtij viti.",
    },
    "3": {
      imageAlt: "Një turmë në një shesh qyteti natën që shikon fishekzjarrët mbi çati",
      name: "Nata e Vitit të Ri në Prishtinë",
      description:
        "Pritni vitin e ri me mijëra njerëz në sheshet e qendrës së Prishtinës, me koncerte në ambient të hapur nga yjet e muzikës pop shqiptare dhe fishekzjarrë në mesnatë.",
      details: [
        "Më 31 dhjetor qendra e Prishtinës, nga Sheshi Skënderbej e përgjatë Bulevardit Nëna Terezë, kthehet në një festë të madhe. Vitet e fundit komuna ka organizuar një program dhjetori në sheshet qendrore, me tezga, ushqim dhe koncerte, që kulmon me numërimin mbrapsht dhe fishekzjarrët në mesnatë.",
        "Bën ftohtë, shpesh nën zero, ndaj vishuni ngrohtë dhe kini kujdes sendet tuaja në turmë. Shumë restorante organizojnë darkat e tyre të Vitit të Ri: rezervoni tavolinë shumë kohë përpara. Dy ditët e para të janarit janë festa zyrtare.",
      ],
      location: "Sheshi Skënderbej dhe Bulevardi Nëna Terezë, Prishtinë",
      address: "Sheshi Skënderbej, qendra e qytetit, Prishtinë, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Data është e pandryshueshme; Komuna e Prishtinës e shpall programin dhe interpretuesit në dhjetor.",
    },
    "4": {
      imageAlt:
        "Një skenë e ndriçuar me të kuqe e të artë në një shesh qyteti, në një mbrëmje dimri me borë",
      name: "Flaka e Janarit",
      description:
        "Tri javë koncerte, teatër, ekspozita dhe mbrëmje letrare në Gjilan çdo janar, në kujtim të atyre që dhanë jetën për lirinë e Kosovës.",
      details: [
        "Flaka e Janarit nisi në fillim të viteve 1990 në fshatrat përreth Gjilanit, në një kohë kur tubime të tilla ishin të ndaluara. Emrin e merr nga përvjetorët e janarit të figurave kombëtare shqiptare, mes tyre Jusuf e Bardhosh Gërvalla dhe Kadri Zeka, të vrarë në janar të vitit 1982. Sot është një nga ngjarjet kryesore kulturore të Kosovës lindore.",
        "Festivali hapet me ndezjen simbolike të flakës dhe zgjat gjatë gjithë muajit, me artistë nga e gjithë hapësira shqipfolëse. Shumica e ngjarjeve mbahen në vetë Gjilanin, në lindje të vendit. Fryma është njëkohësisht përkujtimore dhe festive.",
      ],
      location: "Vende të ndryshme në Gjilan",
      address: "Qendra e qytetit, Gjilan, Kosovë",
      town: "Gjilan",
      dateNote:
        "Tradicionalisht hapet më 11 janar dhe zgjat deri në fund të muajit; programin e publikon Komuna e Gjilanit.",
    },
    "5": {
      imageAlt:
        "Monumenti Newborn në Prishtinë, i lyer me ngjyra të reja e të ndezura, në një ditë dimri me diell",
      name: "Dita e Pavarësisë",
      description:
        "Kosova feston shpalljen e pavarësisë më 17 shkurt 2008 me flamuj, muzikë dhe turma në qendër të Prishtinës, si dhe me një pamje të re të shkronjave Newborn.",
      details: [
        "Më 17 shkurt 2008 Kuvendi i Kosovës shpalli pavarësinë, dhe përvjetori është festa kryesore kombëtare e vendit. Prishtina është qendra e festimeve: ceremoni zyrtare, koncerte dhe familje në rrugë me flamuj shqiptarë kuq e zi dhe flamuj blu e të artë të Kosovës.",
        "Monumenti Newborn, i zbuluar ditën e shpalljes, zakonisht shfaq dizajnin e ri për përvjetorin, dhe është vendi ku të gjithë vijnë për të bërë një foto. Zyrat shtetërore, bankat dhe shumë dyqane janë të mbyllura, ndërsa kafenetë dhe restorantet janë plot.",
      ],
      location: "Monumenti Newborn dhe qendra e qytetit, Prishtinë",
      address: "Monumenti Newborn, pranë Pallatit të Rinisë dhe Sporteve, Prishtinë, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Gjithmonë më 17 shkurt, festë zyrtare; programi i festimeve shpallet pak ditë përpara.",
    },
    "6": {
      imageAlt:
        "Një xhami osmane me kube dhe minare të hollë në dritën e butë të agimit, në pranverë",
      name: "Fitër Bajrami (Ramazan Bajrami)",
      description:
        "Festa në fund të Ramazanit është festë zyrtare në Kosovë: namazi i mëngjesit në xhami, pastaj vizita familjare, bakllava dhe kafene plot.",
      details: [
        "Shumica e njerëzve në Kosovë janë myslimanë, dhe Fitër Bajrami, festa që mbyll muajin e Ramazanit, është një nga festat zyrtare. Në Prizren dita nis me namazin e mëngjesit në xhami si Xhamia e Sinan Pashës, e shekullit XVII; në gjithë vendin njerëzit vishen bukur, vizitojnë të afërmit dhe fqinjët, dhe fëmijëve u jepen ëmbëlsira e dhurata të vogla.",
        "Si vizitorë jeni të mirëpritur ta shijoni atmosferën festive; vishuni me maturi pranë xhamive dhe qëndroni jashtë gjatë namazit, përveç nëse ju ftojnë brenda. Zyrat shtetërore dhe shumë dyqane mbyllen atë ditë, ndaj planifikoni punët tuaja duke e pasur parasysh. Nëse dikush ju ofron bakllava, pranojeni: bëhet për t’u ndarë me të tjerët.",
      ],
      location:
        "Xhamia e Sinan Pashës dhe qyteti i vjetër, Prizren, si dhe xhamitë në gjithë Kosovën",
      address: "Shadërvan, qyteti i vjetër, Prizren, Kosovë",
      town: "Prizren",
      dateNote:
        "Data ndjek kalendarin hënor dhe pritet të jetë rreth 9–10 mars 2027; Bashkësia Islame e Kosovës e konfirmon pak ditë përpara.",
    },
    "7": {
      imageAlt: "Një piano me bisht, e vetme në një skenë të ndriçuar butë në muzg",
      name: "Chopin Piano Fest Prishtina",
      description:
        "Një muaj recitalesh pianoje, muzikë dhome dhe klasa mjeshtërore me pianistë nga Kosova dhe nga bota, që mbyllet me Filharmoninë e Kosovës.",
      details: [
        "Shoqata Kosova Chopin e themeloi këtë festival në vitin 2010 për të shënuar 200-vjetorin e lindjes së Chopinit, dhe që atëherë ai rikthehet çdo pranverë. Drejtoresha e tij artistike, Lejla Pula-Haxhiu, ka dhënë mësim piano në Universitetin e Prishtinës për dekada, dhe programi ndërthur solistë të njohur ndërkombëtarë me pianistë të rinj nga Kosova, me vepra të Chopinit e shumë përtej tyre.",
        "Edicionet e fundit janë hapur më 9 maj, Ditën e Evropës, dhe kanë zgjatur rreth një muaj, me koncerte pothuajse çdo javë, klasa mjeshtërore dhe një koncert përmbyllës me Filharmoninë e Kosovës. Prishtina nuk ka një sallë të posaçme koncertesh, ndaj vendet ndryshojnë; kontrolloni ku mbahet secili koncert dhe nëse ju duhet biletë.",
      ],
      location: "Salla koncertesh në qendër të Prishtinës",
      address: "Qendra e qytetit, Prishtinë, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Zakonisht mbahet nga fillimi i majit deri në fillim të qershorit; shihni programin e festivalit për datat dhe vendet e këtij viti.",
    },
    "8": {
      imageAlt:
        "Një ekran kinemaje në ambient të hapur që shkëlqen në një park natën, me njerëz të ulur mbi bar",
      name: "Anibar – Festivali Ndërkombëtar i Animacionit",
      description:
        "Një javë filmash të animuar nga e gjithë bota në Pejë, në kinemanë e qytetit dhe në ekrane në ambient të hapur, me punëtori, biseda dhe koncerte çdo natë.",
      details: [
        "Anibar u nis në vitin 2010 nga një grup të rinjsh në Pejë që donin të bënin animacion dhe nuk mund të udhëtonin lehtë për festivale jashtë vendit, ndaj e sollën një festival në shtëpi. Sot është festivali i vetëm i animacionit në Kosovë, shfaq qindra filma të shkurtër e me metrazh të gjatë, dhe ekipi i tij i ka dhënë jetë të re kinemasë së vetme të Pejës, Kino Jusuf Gërvalla.",
        "Gjatë javës së festivalit filmat shfaqen nga pasditja deri natën vonë, në kinema dhe në ekrane në ambient të hapur nëpër qytet, me gara, punëtori, biseda dhe koncerte pas shfaqjeve. Peja është edhe pika e nisjes për Grykën e Rugovës, ndaj filmat mund t’i ndërthurni lehtë me malet.",
      ],
      location: "Kino Jusuf Gërvalla dhe ekrane në ambient të hapur, Pejë",
      address: "Qendra e qytetit, Pejë, Kosovë",
      town: "Pejë",
      dateNote:
        "Zakonisht mbahet për një javë në mes të korrikut (disa edicione të hershme ishin në gusht); ndiqni njoftimet e festivalit për datat e këtij viti.",
    },
    "9": {
      imageAlt:
        "Një skenë e madhe festivali me drita me ngjyra në një shpat kodre në muzg, me turmën përpara",
      name: "Sunny Hill Festival",
      description:
        "Festivali më i madh muzikor i Kosovës, i themeluar nga Dua Lipa dhe babai i saj Dukagjin: tri a katër netë me yje ndërkombëtarë dhe artistë shqiptarë jashtë Prishtinës.",
      details: [
        "Sunny Hill nisi në vitin 2018, kur Dua Lipa dhe babai i saj deshën ta vendosnin Prishtinën në hartën e festivaleve evropiane. Ka sjellë në Kosovë emra si Miley Cyrus, Calvin Harris dhe vetë Dua Lipën, krahas shumë artistëve shqiptarë. Që nga viti 2024 ka parkun e vet të festivalit në Bërnicë, rreth 10 km nga qendra e qytetit.",
        "Prisni turma të mëdha në një hapësirë të gjerë me bileta; planifikoni kthimin në qytet para se të mbarojë nata. Hotelet në Prishtinë mbushen atë fundjavë, ndaj rezervoni herët. Festivali nuk është mbajtur çdo vit (në vitin 2023 nuk pati edicion, ndërsa përgatitej hapësira e re), ndaj kontrolloni gjithmonë nëse është shpallur një edicion.",
      ],
      location: "Parku i festivalit Sunny Hill, Bërnicë, jashtë Prishtinës",
      address: "Bërnicë, Komuna e Prishtinës, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Edicionet e fundit u mbajtën në një fundjavë në fund të korrikut ose në fillim të gushtit; ndiqni njoftimet e organizatorëve për datat e këtij viti.",
    },
    "10": {
      imageAlt:
        "Një ekran kinemaje në ambient të hapur buzë lumit, në një qytet të vjetër, në një natë vere",
      name: "DokuFest",
      description:
        "Festivali ndërkombëtar i filmit dokumentar dhe të shkurtër në Prizren: nëntë ditë shfaqjesh në kinema dhe në ambiente të hapura në qytetin e vjetër, me muzikën e DokuNights.",
      details: [
        "Një grup miqsh e nisi DokuFest-in në Prizren në vitin 2002, dhe ai është rritur deri në ngjarjen kulturore më të njohur të Kosovës. Çdo gusht shfaq më shumë se 200 dokumentarë dhe filma të shkurtër nga e gjithë bota, në gara dhe programe të veçanta, në Kino Lumbardhi, në kinemanë verore mbi lumin Lumbardh dhe në ambiente të tjera të hapura nëpër qytetin e vjetër.",
        "Mes filmave ka biseda, punëtori dhe koncerte e festa DokuNights që zgjasin deri vonë. Prizreni mbushet plot: rezervoni dhomën herët ose pyesni për akomodim te familjet vendase, shumë prej të cilave presin mysafirë të festivalit. Shfaqjet nisin pasdite dhe vazhdojnë pas errësirës.",
      ],
      location: "Kino Lumbardhi dhe kinematë në ambient të hapur, qyteti i vjetër i Prizrenit",
      address: "Qyteti i vjetër përgjatë lumit Lumbardh (Bistrica), Prizren, Kosovë",
      town: "Prizren",
      dateNote:
        "Zakonisht mbahet për nëntë ditë në fillim të gushtit, duke nisur një të premte; shihni faqen e festivalit për datat e këtij viti.",
    },
    "11": {
      imageAlt:
        "Fuçi vere dhe shporta rrushi mes rreshtave të vreshtit, në dritën e artë të fundverës",
      name: "Hardh Fest",
      description:
        "Festivali i vjeljes së rrushit në Rahovec: provoni verë dhe raki nga bodrumet vendase, shihni shtypjen e rrushit me këmbë dhe pjekjen e rakisë, dhe bëni një xhiro me traktor nëpër vreshta.",
      details: [
        "“Hardh” do të thotë hardhi, dhe për tri ditë në fillim të shtatorit Rahoveci, qendra e zonës së verës së Kosovës, feston vjeljen e parë të rrushit. Vinaritë e mëdha e të vogla hapin tezga, fermerët garojnë në vjelje dhe shtypje rrushi, dhe ka demonstrime të pjekjes së rakisë, lojëra tradicionale dhe koncerte çdo mbrëmje.",
        "Xhirot me traktor i kanë çuar vizitorët nëpër vreshta dhe deri te teqetë e dervishëve të qytetit, bashkësitë e të cilave tregojnë traditat e tyre. Rahoveci është qytet i vogël, ndaj ejani me autobus ose me taksi nga Prizreni ose Gjakova në vend që të ngisni vetë: në fund të fundit, vera është qëllimi.",
      ],
      location: "Qendra e qytetit dhe vreshtat, Rahovec",
      address: "Qendra e qytetit, Rahovec, Kosovë",
      town: "Rahovec",
      dateNote:
        "Zakonisht mbahet gjatë një fundjave në fillim të shtatorit; datat shpallen gjatë verës.",
    },
    "12": {
      imageAlt:
        "Një ekran kinemaje dhe rreshta ulësesh në një sallë të errët, me një rrugë qyteti jashtë në muzg",
      name: "Festivali Ndërkombëtar i Filmit në Prishtinë (PriFest)",
      description:
        "Festivali ndërkombëtar i filmit artistik në Prishtinë, me gara ballkanike dhe ndërkombëtare, premiera, biseda profesionale dhe çmimet “Hyjnesha e Artë”.",
      details: [
        "PriFest u krijua pas shpalljes së pavarësisë në vitin 2008 për ta sjellë kinemanë botërore në Kosovë dhe Kosovën në botë; edicionin e parë, në vitin 2009, e hapi Vanessa Redgrave. Gara e tij kryesore, “Mjaltë dhe Gjak” (Honey and Blood), është për filmat ballkanikë, dhe trofeu i saj, “Hyjnesha e Artë”, është modeluar sipas figurinës neolitike “Hyjnesha në Fron”, të gjetur pranë Prishtinës.",
        "Me kalimin e viteve festivali është zhvendosur mes pranverës, korrikut dhe, në edicionet e fundit, shtatorit. Shfaqjet mbahen në kinematë e qendrës së qytetit, ndërsa paralelisht zhvillohet PriForum, programi profesional me panele dhe klasa mjeshtërore.",
      ],
      location: "Kinematë në qendër të Prishtinës",
      address: "Qendra e qytetit, Prishtinë, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Edicionet e fundit janë mbajtur në shtator, ato më të hershmet në pranverë ose në korrik; ndiqni njoftimet e festivalit për datat e këtij viti.",
    },
    "13": {
      imageAlt:
        "Një këngëtar në një skenë të ndriçuar para një orkestre në muzg, me çatitë e qytetit të vjetër pas",
      name: "Zambaku i Prizrenit",
      description:
        "Një mbrëmje me këngë të reja në traditën e këngës qytetare të Prizrenit, të interpretuara me orkestër live nga këngëtarë që garojnë për zambakun e festivalit.",
      details: [
        "Zambaku i Prizrenit u themelua në vitin 1986 për të mbajtur gjallë këngën qytetare të Prizrenit dhe të qyteteve të tjera të vjetra, me melodi me nuanca orientale dhe tekste të ndjeshme. Çdo edicion sjell këngë të shkruara rishtas, të vlerësuara nga një juri dhe nga publiku, dhe prej tij kanë dalë zëra të njohur.",
        "Është një mbrëmje e vetme me orkestër live dhe me një publik kryesisht vendas, një rast për të dëgjuar një anë të muzikës shqiptare që rrallë del jashtë vendit. Data dhe vendi kanë ndryshuar me vite, nga një natë vere në oborrin e Kino Lumbardhit te një mbrëmje vjeshte në Shtëpinë e Kulturës.",
      ],
      location: "Qendra e Prizrenit",
      address: "Qendra e qytetit, Prizren, Kosovë",
      town: "Prizren",
      dateNote:
        "Mbahet në verë ose në fillim të vjeshtës (edicioni i vitit 2025 u mbajt në fund të shtatorit); ndiqni njoftimet vendore për datën e këtij viti.",
    },
    "14": {
      imageAlt:
        "Publik i mbledhur në një shesh qyteti, në dritën e artë të mbrëmjes, para një shfaqjeje",
      name: "FemArt Festival",
      description:
        "Festivali Ndërkombëtar i Grave Artiste dhe Aktiviste sjell në Prishtinë teatër, ekspozita, koncerte dhe debate të grave nga Kosova dhe nga bota.",
      details: [
        "FemArt organizohet nga Artpolis, një qendër arti dhe komunitare në Prishtinë; u themelua nga Zana Hoxha dhe mbahet prej më shumë se një dekade. U jep skenë grave artiste dhe aktiviste nga Kosova, Ballkani e më gjerë, dhe e përdor artin për të folur për barazinë gjinore dhe të drejtat e grave.",
        "Programi ndërthur teatrin dhe vallëzimin, ekspozitat, koncertet dhe filmin me panele e punëtori, në vende të ndryshme në qendër të qytetit. Është një mënyrë e mirë për të njohur skenën e pavarur artistike të Prishtinës.",
      ],
      location: "Vende të ndryshme në qendër të Prishtinës",
      address: "Qendra e qytetit, Prishtinë, Kosovë",
      town: "Prishtinë",
      dateNote:
        "Edicionet janë mbajtur në periudha të ndryshme të vitit, nga maji deri në tetor; ndiqni njoftimet e Artpolis-it për datat e këtij viti.",
    },
  },
};
