/* sq texts of app/content/experiences.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  experiences: {
    "1": {
      imageAlt:
        "Kalaja e Prizrenit mbi kodër në dritën e ngrohtë të mbrëmjes, mbi çatitë, minaren dhe lumin e qytetit të vjetër",
      name: "Shëtitje në qytetin e vjetër të Prizrenit dhe deri te Kalaja",
      description:
        "Kaloni Urën e Gurit, ecni pranë Xhamisë së Sinan Pashës dhe ngjituni nëpër rrugicat deri te kalaja, për një pamje mbi çatitë e kuqe të Prizrenit.",
      location: "Prizren",
      details: [
        "Prizreni është qyteti ku e kaluara osmane, ortodokse dhe katolike e Kosovës qëndrojnë më pranë njëra-tjetrës. Nisni te Ura e Gurit, ura osmane mbi lumin Lumbardh (Bistrica), pastaj ecni deri në Shadërvan, sheshin e vogël me çezmën, kafenetë dhe Xhaminë e Sinan Pashës me kube, nga fillimi i shekullit XVII. Disa rrugë më tutje gjeni Kishën e Shën Premtes (Zonja e Levishës), pjesë e Monumenteve Mesjetare në Kosovë në listën e UNESCO-s, dhe kompleksin e Lidhjes së Prizrenit, ku udhëheqësit shqiptarë u mblodhën në vitin 1878.",
        "Nga qyteti i vjetër një shteg me kalldrëm ngjitet deri te kalaja. Me hap të qetë duhen rreth 20 minuta, dhe afër majës bëhet i pjerrët, ndaj mbathni këpucë të përshtatshme. Lart, nga muret, shihni poshtë lumin, minaret dhe, përtej tyre, Malet e Sharrit. Shkoni vonë pasdite: ngjitja është më e freskët dhe mund ta shihni qytetin të marrë ngjyrë të artë para se të zbrisni për darkë buzë lumit.",
      ],
      duration: "Gjysmë dite",
      season:
        "Gjatë gjithë vitit. Pranvera dhe vjeshta janë stinët më të rehatshme për ngjitjen; në fillim të gushtit qyteti mbushet plot me DokuFest-in.",
      whatToBring: [
        "Këpucë të rehatshme që nuk rrëshqasin",
        "Ujë për ngjitjen",
        "Një shall ose rroba që mbulojnë supet, për xhamitë dhe kishat",
        "Para në dorë për kafenetë dhe dyqanet e vogla",
      ],
    },
    "2": {
      imageAlt: "Alpinistë në një via ferrata lart në muret e thepisura gri të Grykës së Rugovës",
      name: "Via ferrata dhe ecje në Grykën e Rugovës",
      description:
        "Me një udhërrëfyes vendas, lidhuni pas kabllove dhe shkallëve prej çeliku të ngulura në muret gëlqerore të Grykës së Rugovës, disa minuta me makinë nga Peja.",
      location: "Gryka e Rugovës, afër Pejës",
      details: [
        "Gryka e Rugovës nis pak në perëndim të Pejës (Peć), aty ku lumi Lumbardh ka gdhendur një kanion të ngushtë në Bjeshkët e Nemuna. Në muret e saj janë ngulur disa shtigje via ferrata, nga kalime të lehta mbi lumë deri te një linjë e vështirë me një urë të gjatë të varur. Operatorët vendas të aktiviteteve në natyrë japin me qira parzmoren, helmetën dhe litarët e sigurisë dhe ju shoqërojnë gjatë rrugës; për shtigjet më të lehta nuk ju duhet përvojë në ngjitje, mjafton të mos keni frikë nga lartësia.",
        "Nëse preferoni të mos i ndani këmbët nga shtegu, gryka dhe kullotat e larta mbi të përshkohen nga shtigje të shënuara për ecje, përfshirë disa pjesë të shtegut ndërkufitar “Majat e Ballkanit” (Peaks of the Balkans). Para se të niseni, pyesni udhërrëfyesin për motin: shtigjet janë të ekspozuara dhe shkëmbi bëhet i rrëshqitshëm pas shiut.",
      ],
      duration: "Gjysmë dite",
      season:
        "Nga fundi i pranverës deri në vjeshtë, afërsisht maj–tetor. Mëngjeset e verës janë koha më e freskët për ngjitje.",
      whatToBring: [
        "Këpucë të forta që kapin mirë",
        "Doreza (bëjnë punë edhe ato të biçikletës)",
        "Ujë dhe diçka për të ngrënë",
        "Një xhaketë e lehtë",
        "Krem dielli",
      ],
    },
    "3": {
      imageAlt: "Fuçi vere buzë një vreshti në kodrat e Rahovecit në muzg",
      name: "Degustim vere në Rahovec",
      description:
        "Provoni verëra të kuqe e të bardha dhe raki shtëpie në bodrumet e Rahovecit, qytetit të vogël në zemër të zonës së verës së Kosovës.",
      location: "Rahovec",
      details: [
        "Rahoveci shtrihet mbi kodra me diell mes Prizrenit dhe Gjakovës, dhe hardhitë mbulojnë pothuajse çdo shpat përreth tij. Këtu bëhet verë prej shekujsh. Sot mund të vizitoni si vinarinë e madhe Stone Castle, ashtu edhe bodrume të vogla familjare, ku shpesh vetë prodhuesi jua mbush gotën dhe ju tregon cili rrush rritet në cilën kodër.",
        "Një degustim zakonisht përfshin disa verëra të kuqe e të bardha me djathë, bukë e speca, dhe në fund një gotë raki. Lajmërohuni paraprakisht me telefon ose përmes bujtinës ku qëndroni, dhe mos planifikoni të ngisni makinë pas kësaj: merrni një taksi bashkë me të tjerë nga Prizreni ose Gjakova, ose kalojeni natën aty. Në fillim të shtatorit qyteti feston vjeljen e rrushit me Hardh Fest.",
      ],
      duration: "Gjysmë dite",
      season:
        "Gjatë gjithë vitit; më i gjallë nga fundi i gushtit deri në tetor, kur rrushi vilet dhe shtrydhet.",
      whatToBring: [
        "Një shofer që nuk pi ose një plan me taksi",
        "Para në dorë për të blerë shishe",
        "Diçka për të ngrënë para se të filloni",
      ],
    },
    "4": {
      imageAlt:
        "Një tepsi e rrumbullakët me fli me shumë shtresa mbi një tryezë jashtë, me shpate malesh pas",
      name: "Flija dhe gatimi shtëpiak",
      description:
        "Shihni si ndërtohet flija shtresë pas shtrese dhe piqet me orë të tëra nën një kapak metalik të nxehtë, pastaj ndajeni në një tryezë fshati me kos, mjaltë dhe turshi.",
      location: "Fshatrat e luginës së Rugovës, mbi Pejë",
      details: [
        "Flija është gjella që në Kosovë gatuhet kur ka kohë dhe shoqëri. Një brumë i hollë e i lëngshëm shtrihet në një tepsi të gjerë e të rrumbullakët, lyhet me ajkë dhe mbulohet me një kapak metalik (saç) mbi të cilin grumbullohet prush i nxehtë. Pastaj shtohet shtresa tjetër, e pas saj një tjetër, me orë të tëra, derisa në tepsi ngrihet një fli e lartë, e artë, me shumë shtresa.",
        "Shumë bujtina fshatrash, për shembull në luginën e Rugovës mbi Pejë, e përgatitin nëse e kërkoni një ditë më parë, dhe disa ju lënë të ndihmoni me shtresat. Shërbehet me pavlakë, kos, mjaltë ose speca turshi. Qëndroni edhe për pjesën tjetër të vaktit: fasule të pjekura në tavë balte, mish në skarë, ajvar nga specat e pjekur dhe kafe turke e fortë.",
      ],
      duration: "3–4 orë",
      season: "Gjatë gjithë vitit; në ditët e verës shpesh gatuhet jashtë.",
      whatToBring: [
        "Oreks dhe asnjë orar të ngurtë",
        "Një veshje të ngrohtë për mbrëmjet në mal",
        "Para në dorë për bujtinën",
      ],
    },
    "5": {
      imageAlt: "Një kishë manastiri prej guri me kube në një luginë me pyje në agim",
      name: "Manastiri i Deçanit dhe Patrikana e Pejës",
      description:
        "Vizitoni dy manastire ortodokse serbe të shekujve XIII dhe XIV, pjesë e Monumenteve Mesjetare në Kosovë në listën e UNESCO-s, me mure të mbuluara me afreske.",
      location: "Deçan dhe Pejë",
      details: [
        "Manastiri i Deçanit (Visoki Dečani) qëndron në një luginë me pyje, pak jashtë Deçanit. Kisha e tij, e ndërtuar në vitet 1330 me gurë në breza ngjyrash, është kisha mesjetare më e madhe e ruajtur në Ballkan, dhe brenda pothuajse çdo sipërfaqe është e pikturuar me afreske. Murgjit ende jetojnë e punojnë këtu, dhe mund të blini djathin, verën dhe mjaltin e tyre. Patrikana e Pejës, një grup kishash të lyera me të kuqe në hyrje të Grykës së Rugovës, ishte për shekuj me radhë selia e patriarkëve serbë.",
        "Të dy bëjnë pjesë në pasurinë e Trashëgimisë Botërore të UNESCO-s “Monumentet Mesjetare në Kosovë”, bashkë me Graçanicën afër Prishtinës dhe Kishën e Shën Premtes (Zonja e Levishës) në Prizren. Dy manastiret janë rreth gjysmë ore larg njëri-tjetrit me makinë, ndaj mund t’i vizitoni në një ditë nga Peja. Vishuni me maturi, flisni me zë të ulët brenda dhe merrni me vete pasaportën ose letërnjoftimin: Manastiri i Deçanit ruhet dhe te porta duhet të regjistroheni.",
      ],
      duration: "Gjithë ditën",
      season:
        "Gjatë gjithë vitit. Në festat e mëdha ortodokse pyesni para vizitës, sepse atëherë përparësi kanë shërbesat fetare.",
      whatToBring: [
        "Pasaportë ose letërnjoftim",
        "Rroba që mbulojnë supet dhe gjunjët",
        "Para në dorë për dyqanin e manastirit",
        "Një veshje të lehtë për brendinë e freskët të kishave",
      ],
    },
    "6": {
      imageAlt:
        "Stalaktite të ndriçuara dhe formacione kristalesh të bardha brenda Shpellës së Mermertë të Gadimes",
      name: "Shpella e Mermertë e Gadimes",
      description:
        "Ndiqni udhërrëfyesin nëpër Shpellën e Mermertë në Gadime, gjysmë ore me makinë në jug të Prishtinës, pranë kristaleve të bardha të aragonitit dhe shtyllave prej mermeri.",
      location: "Gadime e Ulët, Lipjan",
      details: [
        "Një fshatar nga Gadimja e Ulët, Ahmet Asllani, e gjeti hyrjen teksa punonte në tokën e tij (në vitin 1966 ose 1969, sepse burimet ndryshojnë), dhe shpella u hap për vizitorët në vitet 1970. Ajo është formuar në mermer e jo në gur gëlqeror të zakonshëm, gjë e rrallë, dhe muret e saj janë të mbushura me kristale aragoniti si gjilpëra, që rriten në çdo drejtim, jo vetëm poshtë.",
        "Njihen rreth 1,2 km galeri; një turë me udhërrëfyes ju çon nëpër pjesën e tyre të ndriçuar për shumë më pak se një orë. Brenda është freskët gjatë gjithë vitit, rreth 12 deri në 15 °C, ndaj merrni me vete një veshje edhe në gusht. Kombinojeni me Manastirin e Graçanicës ose me Prishtinën për një udhëtim të lehtë gjysmëditor.",
      ],
      duration: "1–2 orë",
      season:
        "Sezoni i zakonshëm i vizitave është nga pranvera deri në vjeshtë; për një vizitë në dimër kontrolloni më parë orarin.",
      whatToBring: [
        "Një veshje të ngrohtë",
        "Këpucë që kapin mirë në shkallët e lagështa",
        "Para në dorë për biletën e hyrjes",
      ],
    },
    "7": {
      imageAlt:
        "Një teleferik me ulëse që ngjitet nëpër shpate me borë në Malet e Sharrit në një ditë të kthjellët dimri",
      name: "Skijim në Brezovicë",
      description:
        "Bëni ski në pista të gjera e të hapura në shpatet veriore të Maleve të Sharrit në Brezovicë, qendra më e madhe e skijimit në Kosovë, një ditë e lehtë jashtë Prishtinës ose Prizrenit.",
      location: "Brezovicë, Malet e Sharrit",
      details: [
        "Brezovica u ndërtua në vitet 1950 dhe dikur priti gara ndërkombëtare; shpatet e saj të kthyera nga veriu e mbajnë mirë borën, dhe teleferikët e sipërm ju çojnë mbi 2 000 m. Pistat janë të gjera dhe u përshtaten kryesisht skiatorëve me njëfarë përvoje, ndërsa për skitouring ka shumë terren jashtë pistave drejt majave përreth.",
        "Teleferikët dhe hotelet janë të vjetër, dhe numri i teleferikëve që punojnë ndryshon nga sezoni në sezon, ndaj kontrolloni kushtet aktuale para se të niseni. Qendra ndodhet rreth 60 km në jug të Prishtinës; nga Prizreni rruga ngjitet përmes Qafës së Prevallës. Në fundjavat e dimrit mbushet me vizitorë ditorë, ndaj ejani gjatë javës për pista më të qeta.",
      ],
      duration: "Gjithë ditën",
      season: "Dimër, zakonisht nga dhjetori deri në mars, varësisht nga bora.",
      whatToBring: [
        "Veshje të ngrohta që nuk lënë ujë të kalojë",
        "Syze skijimi dhe krem dielli",
        "Zinxhirë për borë ose goma dimri",
        "Para në dorë për biletat e teleferikut dhe pajisjet me qira",
      ],
    },
    "8": {
      imageAlt:
        "Një ujëvarë që derdhet mbi shkëmb të zbehtë në një pellg të gjelbër e të rrumbullakët në kanionin e Mirushës",
      name: "Ujëvarat e Mirushës",
      description:
        "Ecni nëpër kanionin e Mirushës nga një pellg te tjetri, pranë një vargu ujëvarash, dhe notoni në liqenet nën shkëmbinj në një ditë të nxehtë vere.",
      location: "Mirushë, mes Klinës dhe Malishevës",
      details: [
        "Lumi Mirusha ka gdhendur një kanion rreth 10 km të gjatë nëpër shkëmb të zbehtë në mes të Kosovës, dhe përgjatë tij shtrihet një shkallë liqenesh të vegjël të lidhur me ujëvara. Më e larta bie rreth 22 m. Nga parkingu pranë liqeneve të poshtme, një shteg ngjitet përgjatë lumit, pranë shkëmbinjve, parvazeve dhe shpellave të cekëta.",
        "Në verë familjet vijnë për piknik e not, dhe për të parë të rinjtë që hidhen nga shkëmbinjtë. Për liqenet e sipërme duhet të kacaviren nëpër shkëmbinj, ndaj kthehuni sapo të ndiheni të pasigurt. Mos notoni në pranverë, kur shkrirja e borës e bën ujin ngjyrë kafe dhe mund të sjellë ndotje.",
      ],
      duration: "Gjysmë dite",
      season: "Qershor–shtator për not; pranvera dhe vjeshta për shëtitje më të qeta.",
      whatToBring: [
        "Rroba banje dhe peshqir",
        "Këpucë uji ose sandale që kapin mirë",
        "Ushqim për piknik dhe ujë",
        "Krem dielli",
      ],
    },
    "9": {
      imageAlt: "Një çiklist në një shteg pylli nën lisat e vjeshtës në Parkun e Gërmisë në agim",
      name: "Shtigjet e pyllit në Parkun e Gërmisë",
      description:
        "Ndërroni qytetin me pyllin e lisit: ecni, vraponi ose ngisni biçikletën në shtigjet e Parkut të Gërmisë buzë Prishtinës, dhe në verë notoni në pishinën e madhe të hapur.",
      location: "Parku i Gërmisë, Prishtinë",
      details: [
        "Gërmia është zona kodrinore me pyje që nis aty ku mbarojnë lagjet verilindore të Prishtinës, dhe banorët e quajnë mushkëria e qytetit. Një udhëtim i shkurtër me taksi ose autobus nga qendra ju çon te hyrja kryesore, me kafene, restorante dhe kënde lojërash; prej andej shtigjet hyjnë në pyje lisi e ahu që të duken shumë larg çdo qyteti.",
        "Mund të ecni një orë ose ta kaloni aty gjithë ditën: shtigjet u përshtaten këmbësorëve, vrapuesve dhe çiklistëve malorë. Në verë pishina e madhe e hapur pranë hyrjes është një nga vendet më të frekuentuara në Prishtinë, ndaj në fundjavat e nxehta ejani herët.",
      ],
      duration: "2–4 orë",
      season:
        "Gjatë gjithë vitit; pishina hapet në verë, dhe ngjyrat e vjeshtës arrijnë kulmin në tetor.",
      whatToBring: [
        "Këpucë ecjeje",
        "Ujë",
        "Rroba banje në verë",
        "Një hartë e shtigjeve që funksionon pa internet",
      ],
    },
    "10": {
      imageAlt: "Shkronjat gjigante NEWBORN të ndriçuara natën në qendër të Prishtinës",
      name: "Muzetë e Prishtinës dhe monumenti Newborn",
      description:
        "Ecni nga shkronjat Newborn te Biblioteka Kombëtare, Muzeu Etnologjik në shtëpitë e Emin Gjikut dhe Muzeu i Kosovës, në një ditë të lehtë.",
      location: "Prishtinë",
      details: [
        "Nisni te monumenti Newborn, i zbuluar më 17 shkurt 2008, ditën kur Kosova shpalli pavarësinë; që atëherë, në shumicën e viteve, shkronjat e tij rilyhen me një dizajn të ri për përvjetorin. Prej andej, me një shëtitje të shkurtër arrini te Biblioteka Kombëtare, me kupolat e bardha dhe rrjetën metalike, dhe përgjatë bulevardit këmbësor Nëna Terezë deri te Sheshi Skënderbej.",
        "Kaloni në lagjen e vjetër për Muzeun e Kosovës, me gjetje arkeologjike si figurina neolitike prej terrakote “Hyjnesha në Fron”, dhe për Muzeun Etnologjik në kompleksin Emin Gjiku, një grup shtëpish të periudhës osmane ku shihni si jetonin, visheshin dhe prisnin mysafirët familjet. Përfundojeni me një makiato në bulevard: Prishtina e merr kafen seriozisht.",
      ],
      duration: "Gjithë ditën",
      season:
        "Gjatë gjithë vitit. Secili muze ka ditët e veta të mbylljes gjatë javës, ndaj kontrolloni para se të shkoni.",
      whatToBring: [
        "Këpucë të rehatshme për ecje",
        "Pak para në dorë për një dhuratë në muze",
        "Një aparat fotografik",
      ],
    },
  },
};
