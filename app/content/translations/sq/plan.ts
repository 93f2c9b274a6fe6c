/* sq texts of app/content/plan.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  budgets: {
    budget: {
      name: "Ekonomik",
    },
    medium: {
      name: "Mesatar",
    },
    luxury: {
      name: "Luksoz",
    },
  },
  monthRecommendations: {
    January: [
      {
        title: "Skijim në Brezovicë",
        description:
          "Mesi i dimrit është zemra e sezonit të skijimit në Malet e Sharrit. Para se të niseni, kontrolloni cilat ski-lifte janë në punë.",
      },
      {
        title: "Krishtlindjet ortodokse",
        description:
          "Komuniteti ortodoks serb i Kosovës i feston Krishtlindjet më 7 janar, me shërbesa në Graçanicë dhe në manastire të tjera.",
      },
      {
        title: "Kafene dhe muze në Prishtinë",
        description:
          "Ditët e ftohta janë për kafe të gjata, për Muzeun e Kosovës dhe për Muzeun Etnologjik në lagjen e vjetër.",
      },
    ],
    February: [
      {
        title: "Dita e Pavarësisë, 17 shkurt",
        description:
          "Prishtina feston me koncerte dhe me turma njerëzish rreth monumentit Newborn, që zakonisht merr një pamje të re për përvjetorin.",
      },
      {
        title: "Sporte dimërore në Brezovicë",
        description:
          "Në shkurt zakonisht ka borë të mjaftueshme; merrni me vete zinxhirë për rrugën malore.",
      },
      {
        title: "Shëtitje në borë në Parkun e Gërmisë",
        description:
          "Kodrat e pyllëzuara në skaj të Prishtinës janë vend i qetë për një shëtitje dimërore, vetëm pak minuta nga qendra.",
      },
    ],
    March: [
      {
        title: "Zbritjet e fundit të sezonit",
        description:
          "Nëse bora e lejon, Brezovica qëndron e hapur edhe në mars, me ditë më të gjata dhe më me diell në pista.",
      },
      {
        title: "Prizreni para turmave",
        description:
          "Fillimi i pranverës është kohë e qetë për të shëtitur qytetin e vjetër, për të vizituar xhamitë dhe për t’u ngjitur te kalaja.",
      },
      {
        title: "Shpella e Gadimes",
        description:
          "Një dalje që nuk varet nga moti, afër Lipjanit: salla mermeri me stalaktite dhe heliktite, pak larg Prishtinës me makinë.",
      },
    ],
    April: [
      {
        title: "Ecje pranverore në Gërmi",
        description:
          "Pyjet e blerta dhe ditët e buta e bëjnë prillin muaj të mirë për shtigjet afër kryeqytetit.",
      },
      {
        title: "Traditat e Pashkëve",
        description:
          "Komunitetet katolike dhe ortodokse i festojnë Pashkët, zakonisht në prill, me shërbesa në Prizren, Gjakovë dhe Graçanicë.",
      },
      {
        title: "Graçanica dhe Ulpiana romake",
        description:
          "Mot i këndshëm për afresket e manastirit dhe për një shëtitje mes rrënojave të gërmuara të Ulpianës aty pranë.",
      },
    ],
    May: [
      {
        title: "Gryka e Rugovës në lulëzim",
        description:
          "Bora që shkrin e mbush lumin dhe lulet e egra mbulojnë kullotat e larta; fshatrat malore nisin të hapen për sezonin.",
      },
      {
        title: "Manastiri i Deçanit",
        description:
          "Drita e pranverës mbi muret me breza mermeri të kishës së shekullit XIV; vishuni me maturi për vizitën.",
      },
      {
        title: "Ujëvarat e Mirushës",
        description:
          "Në pranverë ujëvarat kanë më shumë ujë se kurrë, dhe shtigjet janë ende të qeta.",
      },
    ],
    June: [
      {
        title: "Ditë të gjata në Rugovë",
        description:
          "Mot i ngrohtë dhe mbrëmje të gjata për via ferrata, zipline dhe ecje mbi Pejë.",
      },
      {
        title: "Mbrëmjet në Prizren",
        description:
          "Kafenetë buzë lumit mbushen kur bie vapa; ngjituni te kalaja për perëndimin e diellit.",
      },
      {
        title: "Nis sezoni i festivaleve",
        description:
          "Koncertet në natyrë dhe festivalet kulturore nisin në Prishtinë dhe në Prizren. Shihni çfarë ka në program gjatë qëndrimit tuaj.",
      },
    ],
    July: [
      {
        title: "Ecje në Malet e Sharrit",
        description:
          "Brezovica shndërrohet në bazë për ecje, me shtigje drejt liqeneve akullnajore dhe ajër të freskët në lartësi.",
      },
      {
        title: "Festivalet verore të muzikës",
        description:
          "Korriku dhe gushti sjellin koncerte të mëdha në natyrë dhe festivale, shumë prej tyre në Prishtinë. Rezervoni akomodimin herët.",
      },
      {
        title: "Not në Liqenin e Batllavës",
        description:
          "Një liqen artificial mes kodrash të gjelbra, në verilindje të Prishtinës, i preferuar për not dhe piknik në ditët e nxehta.",
      },
    ],
    August: [
      {
        title: "DokuFest në Prizren",
        description:
          "Festivali ndërkombëtar i filmit dokumentar dhe të metrazhit të shkurtër mbush çdo gusht kinematë në natyrë të Prizrenit.",
      },
      {
        title: "Largohuni nga vapa në male",
        description: "Fshatrat e Grykës së Rugovës janë strehë e freskët kur fushat përvëlojnë.",
      },
      {
        title: "Sezoni i diasporës: rezervoni herët",
        description:
          "Shumë kosovarë që jetojnë jashtë vendit kthehen në shtëpi në gusht: prisni rrugë të ngarkuara dhe radhë në kufi, dhe rezervoni dhomat herët.",
      },
    ],
    September: [
      {
        title: "Vjelja e rrushit në Rahovec",
        description:
          "Shtatori është koha e vjeljes në trevën e verës së Kosovës; vizitoni bodrumet familjare dhe shijoni rrushin e stinës së re.",
      },
      {
        title: "Ecje drejt Gjeravicës",
        description:
          "Moti i kthjellët dhe i qëndrueshëm është ideal për shtigjet e larta nga Juniku drejt Gjeravicës, një nga majat më të larta të Kosovës, mundësisht me një udhërrëfyes vendas.",
      },
      {
        title: "Çarshia e Madhe e Gjakovës",
        description:
          "Ditë të buta për të eksploruar çarshinë e vjetër, dyqanet e zejtarëve dhe kafenetë e saj.",
      },
    ],
    October: [
      {
        title: "Ngjyrat e vjeshtës në Rugovë",
        description:
          "Pyjet e ahut marrin ngjyrë të artë e të kuqe përgjatë grykës; muaj i bukur për shëtitje dhe fotografi.",
      },
      {
        title: "Sezoni i specave dhe i ajvarit",
        description:
          "Anembanë Kosovës familjet pjekin speca të kuq për të bërë ajvar për dimër — aromën do ta ndieni në çdo fshat.",
      },
      {
        title: "Prizreni në mot të butë",
        description:
          "Më pak vizitorë dhe temperatura të këndshme për të shëtitur qytetin e vjetër dhe kalanë.",
      },
    ],
    November: [
      {
        title: "Dita e Flamurit, 28 nëntor",
        description:
          "Dita e Flamurit shqiptar festohet anembanë Kosovës me flamuj, muzikë dhe tubime në sheshet e qyteteve.",
      },
      {
        title: "Vera e re në Rahovec",
        description:
          "Pas vjeljes, bodrumet janë të qeta dhe mikpritëse; kërkoni ta provoni verën e re.",
      },
      {
        title: "Shpella e Gadimes",
        description:
          "Një dalje e mirë për ditët e vrenjtura, nën tokë dhe larg motit të keq, afër Lipjanit.",
      },
    ],
    December: [
      {
        title: "Hapet sezoni i skijimit",
        description:
          "Sezoni në Brezovicë zakonisht nis në dhjetor, kur ka rënë mjaft borë. Kontrolloni kushtet më parë.",
      },
      {
        title: "Meshat e Krishtlindjeve",
        description:
          "Komunitetet katolike festojnë më 25 dhjetor, me meshë në Katedralen e Shenjtes Nënë Tereza në Prishtinë dhe në Prizren.",
      },
      {
        title: "Viti i Ri në Prishtinë",
        description: "Koncertet dhe festimet në qendër të qytetit e përcjellin vitin e vjetër.",
      },
    ],
  },
  planHero: {
    title: "Planifikoni aventurën tuaj në Kosovë",
    subtitle:
      "Na tregoni kur vini, sa gjatë mund të qëndroni dhe çfarë ju pëlqen, dhe ne do t’ju skicojmë një itinerar — nga kafenetë e Prishtinës te Gryka e Rugovës dhe rrugicat e vjetra të Prizrenit.",
    startPlanningLabel: "Filloni planifikimin",
    downloadGuideLabel: "Shkarkoni udhërrëfyesin",
    infoTiles: {
      "best-time": {
        label: "Koha më e mirë për vizitë",
        value: "Maj–tetor",
        detail: "Mot i ngrohtë",
      },
      "average-visit": {
        label: "Vizita mesatare",
        value: "4–7 ditë",
        detail: "E rekomanduar",
      },
      currency: {
        label: "Monedha",
        value: "Euro",
        detail: "€ — kartë në qytete, para në dorë gjetkë",
      },
    },
  },
  planMeta: {
    title: "Planifikoni udhëtimin",
    description:
      "Ndërtoni itinerarin tuaj në Kosovë sipas muajit, kohëzgjatjes, buxhetit dhe interesave, dhe lexoni udhëzuesit tanë për vizat, transportin, akomodimin, stinët dhe kulturën.",
  },
  planTabs: {
    visa: {
      label: "Vizat",
      title: "Informacione për vizat",
      intro:
        "Shumica e vizitorëve nga Evropa, Amerika e Veriut dhe Australia thjesht e tregojnë pasaportën në kufi. Ja çfarë duhet të kontrolloni para se të niseni.",
      sections: {
        "visa-information": {
          heading: "A ju duhet vizë?",
          paragraphs: [
            "Shtetasit e shumë vendeve — përfshirë të gjitha shtetet anëtare të BE-së, Mbretërinë e Bashkuar, SHBA-në, Kanadanë, Australinë dhe Japoninë — mund ta vizitojnë Kosovën pa vizë dhe të qëndrojnë deri në 90 ditë brenda çdo periudhe 180-ditore.",
            "Nëse vendi juaj nuk është në listë, aplikoni për vizë në një ambasadë ose konsullatë të Kosovës para udhëtimit. Mbajtësve të disa vizave të vlefshme Schengen ose lejeve të qëndrimit mund t’u lejohet hyrja për një qëndrim të shkurtër pa vizë të Kosovës; para se të rezervoni, sigurohuni që kjo vlen edhe për ju.",
          ],
          links: [
            {
              label: "Kontrolloni kërkesat zyrtare",
            },
          ],
        },
        "passport-requirements": {
          heading: "Pasaporta dhe letërnjoftimi",
          items: [
            "Pasaporta juaj duhet të jetë e vlefshme për gjithë kohën e qëndrimit; disa qeveri këshillojnë një afat më të gjatë, ndaj shikoni këshillat e udhëtimit të qeverisë suaj.",
            "Shtetasit e vendeve të BE-së dhe të zonës Schengen zakonisht mund të hyjnë edhe me letërnjoftim kombëtar.",
            "Mbajini dokumentet me vete: policia mund t’ju kërkojë dokument identifikimi, dhe do t’ju duhet për të regjistruar kartën SIM ose për t’u paraqitur në hotel.",
          ],
        },
        "longer-stays": {
          heading: "Qëndrim më i gjatë se 90 ditë",
          paragraphs: [
            "Për të qëndruar më shumë se 90 ditë — për të punuar, studiuar ose jetuar në Kosovë — ju duhet leje qëndrimi. Aplikoni shumë kohë përpara se t’ju mbarojnë ditët pa vizë; kërkesat varen nga arsyeja e qëndrimit.",
          ],
        },
        "travelling-onwards": {
          heading: "Udhëtimi më tej drejt Serbisë",
          paragraphs: [
            "Serbia nuk i njeh kufijtë e Kosovës. Udhëtarëve që kanë hyrë në Kosovë nga Shqipëria, Maqedonia e Veriut, Mali i Zi ose me avion u është refuzuar herë pas here hyrja kur kanë kaluar drejtpërdrejt në Serbi. Rregullat kanë ndryshuar me kalimin e kohës, ndaj kontrolloni kërkesat aktuale të të dy vendeve para se ta planifikoni këtë itinerar.",
          ],
          links: [
            {
              label: "Pikat kufitare",
            },
            {
              label: "Kontrolloni kërkesat zyrtare",
            },
          ],
        },
      },
    },
    transportation: {
      label: "Transporti",
      title: "Si të vini dhe si të lëvizni",
      intro:
        "Fluturoni në Prishtinë ose vini me rrugë tokësore nga cilido vend fqinj. Pasi të jeni këtu, autobusët janë të lirë dhe të shpeshtë, ndërsa një makinë me qira jua hap rrugën drejt maleve.",
      sections: {
        "getting-here": {
          heading: "Si të vini",
          paragraphs: [
            "Aeroporti Ndërkombëtar i Prishtinës “Adem Jashari” ndodhet rreth 15 km nga qendra e qytetit dhe ka fluturime direkte nga shumë qytete evropiane. Taksia deri në qendër kushton 15–20 €, ndërsa autobusi i aeroportit 3 €.",
            "Mund të fluturoni edhe në Shkup ose në Tiranë dhe të vazhdoni me autobus ose me makinë. Autobusët e linjës lidhin Prishtinën me Tiranën, Shkupin dhe Podgoricën, ndërsa autostradat e lidhin Kosovën me Shqipërinë dhe Maqedoninë e Veriut.",
          ],
          links: [
            {
              label: "Më shumë për transportin",
            },
          ],
        },
        "getting-around": {
          heading: "Si të lëvizni",
          table: {
            columns: ["Mjeti", "Kostoja e zakonshme"],
            rows: [
              [
                "Autobus ndërqytetës",
                "2–10 € sipas distancës (3–7 € mes shumicës së qyteteve kryesore)",
              ],
              ["Autobus urban", "0,40–0,50 € për një udhëtim"],
              ["Taksi në qytet", null],
              ["Taksi nga aeroporti në Prishtinë", null],
              ["Autobusi i aeroportit", null],
              ["Makinë me qira", "25–50 € në ditë"],
              ["Karburanti", "Rreth 1,3 € për litër"],
            ],
          },
        },
        driving: {
          heading: "Këshilla për ngasjen e makinës",
          items: [
            "Kufijtë e shpejtësisë janë 50 km/h në qytete, 80 km/h në rrugët jashtë qyteteve dhe 110–130 km/h në autostrada.",
            "Mbajini dritat e shkurtra të ndezura gjatë gjithë kohës dhe kini me vete patentën, pasaportën dhe dokumentet e makinës.",
            "Kompanitë e qirasë zakonisht kërkojnë që shoferi të jetë të paktën 21–25 vjeç dhe marrin një depozitë prej 100–500 €.",
            "Në rrugët malore duhen goma dimërore që nga fundi i vjeshtës; pas errësirës ngisni me kujdes.",
          ],
        },
      },
    },
    accommodation: {
      label: "Akomodimi",
      title: "Ku të qëndroni",
      intro:
        "Nga bujtinat familjare në fshatrat malore deri te hotelet butik në shtëpi osmane, dhomat në Kosovë e vlejnë çmimin. Për korrikun dhe gushtin rezervoni paraprakisht.",
      sections: {
        "places-to-stay": {
          heading: "Llojet dhe çmimet",
          table: {
            columns: ["Lloji", "Çmimi për natë", "Mirë është të dini"],
            rows: [
              [
                "Hotele",
                null,
                "Nga hotelet e biznesit në Prishtinë deri te hotelet butik në qytetin e vjetër të Prizrenit",
              ],
              [
                "Bujtina",
                null,
                "Të mbajtura nga familje, shpesh me gatim shtëpie; zgjedhja më e mirë në Rugovë dhe në fshatra",
              ],
              ["Hostele", null, "Dhoma të përbashkëta dhe private në Prishtinë, Prizren dhe Pejë"],
            ],
          },
        },
        "where-to-stay": {
          heading: "Ku të vendoseni",
          items: [
            "Prishtina: qëndroni afër Bulevardit Nëna Terezë, që të shkoni në këmbë kudo në qendër.",
            "Prizreni: nga qyteti i vjetër rreth Urës së Gurit, kalaja dhe kafenetë buzë lumit janë dy hapa larg.",
            "Peja dhe Rugova: flini në qytet për restorantet, ose në një bujtinë malore për qetësi dhe për ecje që herët në mëngjes.",
            "Brezovica: hotele dhe shalete afër pistave, më të ngarkuara gjatë sezonit të skijimit.",
          ],
        },
        "booking-tips": {
          heading: "Këshilla për rezervimin",
          items: [
            "Korriku dhe gushti, kur vjen diaspora, janë muajt më të ngarkuar — rezervoni herët.",
            "Bujtinat shpesh pranojnë vetëm para në dorë; pyesni kur rezervoni.",
            "Pyesni mikpritësin për mëngjesin: djathi i shtëpisë, ajvari dhe buka e freskët shpesh janë të përfshira.",
          ],
        },
      },
    },
    seasonal: {
      label: "Kur të vini",
      title: "Kur të vini",
      intro:
        "Kosova ka katër stinë të dallueshme. Nga maji deri në tetor moti është i ngrohtë për shumicën e udhëtimeve; dimri është për ski dhe për pushime të shkurtra në qytet.",
      sections: {
        seasons: {
          heading: "Stinët me një shikim",
          table: {
            columns: ["Stina", "Muajt", "Çfarë të prisni"],
            rows: [
              [
                "Pranvera",
                "Prill–qershor",
                "E butë dhe e gjelbër, lumenj dhe ujëvara plot ujë; shirat e shkurtër janë të shpeshtë",
              ],
              [
                "Vera",
                "Qershor–gusht",
                "Nxehtë dhe me diell në fusha, freskët në male; sezoni i festivaleve",
              ],
              [
                "Vjeshta",
                "Shtator–nëntor",
                "Ngrohtë në fillim, pastaj freskët; vjelja e rrushit dhe ngjyrat e vjeshtës",
              ],
              ["Dimri", "Dhjetor–mars", "Ftohtë, me borë në male; skijim në Brezovicë"],
            ],
          },
        },
        "best-time": {
          heading: "Koha më e mirë për udhëtimin tuaj",
          items: [
            "Për të parë qytetet: pranvera (prill–qershor) dhe fillimi i vjeshtës (shtator–tetor).",
            "Ecje në Rugovë dhe në Malet e Sharrit: nga qershori deri në shtator, kur shtigjet e larta nuk kanë borë.",
            "Festivalet: vera, me DokuFest në Prizren në gusht.",
            "Skijimi: nga dhjetori deri në mars në Brezovicë, varësisht nga bora.",
          ],
        },
        weather: {
          heading: "Moti",
          paragraphs: [
            "Ditët e verës në fusha shpesh kanë rreth 25–30 °C, ndërsa mbrëmjet në male mbeten të freskëta. Netët e dimrit zakonisht shkojnë nën zero, dhe bora mund t’i mbyllë rrugët e larta. Në çdo stinë, merrni me vete rroba që vishen shtresë mbi shtresë.",
          ],
        },
      },
    },
    culture: {
      label: "Kultura",
      title: "Kultura dhe zakonet",
      intro:
        "Mikpritja është krenari në Kosovë. Disa fjalë shqip, një kafe e pranuar dhe veshja e matur në vendet fetare ju hapin shumë dyer.",
      sections: {
        language: {
          heading: "Gjuha",
          paragraphs: [
            "Shumica e njerëzve flasin shqip, ndërsa serbishtja flitet në zonat me shumicë serbe, si Graçanica dhe veriu. Anglishtja është e përhapur te të rinjtë dhe në turizëm, ndërsa gjermanishtja kuptohet gjerësisht. Një “Faleminderit” dhe një “Mirëdita” do t’ju sjellin buzëqeshje.",
          ],
          links: [
            {
              label: "Fraza të dobishme",
            },
          ],
        },
        hospitality: {
          heading: "Mikpritja",
          items: [
            "Nëse ju ftojnë brenda, pranoni të paktën një kafe ose një çaj; po t’i refuzoni të gjitha, mund të duket ftohtësi.",
            "Hiqini këpucët kur hyni në një shtëpi — mikpritësit shpesh ju ofrojnë papuçe.",
            "Mikpritësit mund të ngulin këmbë që të paguajnë vetë; është mirësjellje ta ofroni, por rrallë do t’ia dilni.",
          ],
        },
        "religious-sites": {
          heading: "Vizita në vendet fetare",
          items: [
            "Mbuloni shpatullat dhe gjunjët në xhami, kisha dhe manastire.",
            "Gratë duhet të marrin me vete një shami për të mbuluar flokët në xhami; të gjithë i heqin këpucët te dera.",
            "Shmangni vizitat në xhami gjatë kohës së namazit dhe kërkoni leje para se të fotografoni brenda manastireve.",
          ],
        },
        "coffee-culture": {
          heading: "Kultura e kafesë",
          paragraphs: [
            "Kafeja është ajo që i mban njerëzit bashkë në Kosovë. Makiatoja e Prishtinës është krenari vendase, takimet e çdo lloji bëhen me një kafe përpara, dhe askush nuk ju nxiton. Çaji, i shërbyer në gota të vogla, është po aq i zakonshëm, sidomos në Prizren.",
          ],
        },
        "respectful-travel": {
          heading: "Biseda me respekt",
          paragraphs: [
            "Lufta dhe politika janë tema personale për shumë njerëz. Dëgjoni më shumë se sa flisni dhe shmangni shfaqjen e simboleve kombëtare të cilësdo palë. Shumica e njerëzve e ndajnë me kënaqësi historinë e tyre, nëse pyesni me interes të sinqertë.",
          ],
        },
      },
    },
    itineraries: {
      label: "Itinerare",
      title: "Itinerare dhe buxhete shembull",
      intro:
        "Kosova është aq e vogël sa mund të shihni shumë në pak ditë. Këto itinerare dhe buxhete shembull ju ndihmojnë të planifikoni; përdorni planifikuesin më lart për të krijuar udhëtimin tuaj.",
      sections: {
        "sample-itineraries": {
          heading: "Itinerare shembull",
          paragraphs: [
            "Vlerësime, jo oferta: netët, ditët e ushqimit dhe udhëtimet me autobus ndërqytetës të çdo udhëtimi me çmimet tipike që përdor planifikuesi i udhëtimit (një shtrat në hostel rreth 10 € ose një dhomë në bujtinë a hotel rreth 40 € nata, ushqimi rreth 15 € ose 20 € në ditë, një udhëtim me autobus rreth 5 €; shumica e vendeve për t'u parë janë falas), për person dhe pa biletat e avionit. Burimet i tregon planifikuesi më lart.",
          ],
          table: {
            columns: ["Udhëtimi", "Itinerari", "Vlerësim për person"],
            rows: [
              [
                "Fundjavë (2 net)",
                "Prishtinë, Graçanicë, Prizren",
                "≈ 60 € ekonomik, ≈ 130 € mesatar",
              ],
              [
                "Tetë ditë (7 net)",
                "Prishtinë, Prizren, Pejë dhe Gryka e Rugovës, Deçan, Gjakovë, Rahovec",
                "≈ 225 € ekonomik, ≈ 475 € mesatar",
              ],
            ],
          },
        },
        "daily-budgets": {
          heading: "Buxheti ditor",
          table: {
            columns: ["Stili i udhëtimit", "Në ditë (vlerësim)", "Nga se përbëhet"],
            rows: [
              [
                "Ekonomik",
                null,
                "Një shtrat në hostel dhe ushqim vendas; rreth 5 € më shumë për çdo udhëtim me autobus ndërqytetës",
              ],
              [
                "Mesatar",
                null,
                "Një dhomë në bujtinë ose hotel dhe vakte në restorant; rreth 5 € më shumë për çdo udhëtim me autobus ndërqytetës",
              ],
            ],
          },
        },
        "build-your-own": {
          heading: "Krijoni itinerarin tuaj",
          items: [
            "Vendosuni në Prishtinë dhe në Prizren, dhe shtoni Pejën për malet.",
            "Lini një ditë të plotë për Rugovën — shijohet më mirë pa nxitim.",
            "Kombinoni Gjakovën me bodrumet e verës së Rahovecit, dhe Pejën me Deçanin.",
          ],
        },
      },
    },
    practical: {
      label: "Info praktike",
      title: "Informacione praktike",
      intro:
        "Gjërat e vogla që e bëjnë udhëtimin të rrjedhë pa telashe: telefoni, paratë, prizat elektrike dhe kë të telefononi në rast urgjence.",
      sections: {
        "travel-tips": {
          heading: "Këshilla për udhëtimin",
          items: [
            "Blini një kartë SIM me parapagim nga Vala ose IPKO: rreth 5–10 € për 5–10 GB, e vlefshme 1–2 javë.",
            "Mbani para në dorë për vendet e vogla; kartat pranohen në hotele dhe në restorantet më të mëdha.",
            "Lini bakshish 5–10 % në restorante, nëse jeni të kënaqur me shërbimin.",
            "Rryma elektrike është 230 V / 50 Hz, me priza të tipit C dhe F, si në pjesën më të madhe të Evropës.",
            "Kosova është në zonën kohore të Evropës Qendrore (GMT+1, GMT+2 në verë).",
          ],
        },
        "emergency-numbers": {
          heading: "Numrat e urgjencës",
          table: {
            columns: ["Shërbimi", "Numri"],
            rows: [
              ["Urgjenca e përgjithshme", null],
              ["Ambulanca", null],
              ["Policia", null],
              ["Zjarrfikësit", null],
            ],
          },
        },
        "health-and-insurance": {
          heading: "Shëndeti dhe sigurimi",
          paragraphs: [
            "Bëni një sigurim udhëtimi me mbulim shëndetësor. Barnatoret gjenden lehtë në çdo qytet, dhe uji i rubinetit në qytete në përgjithësi është i pijshëm, megjithëse shumë njerëz preferojnë ujin në shishe.",
          ],
          links: [
            {
              label: "Informacione kryesore për vizitorët",
            },
          ],
        },
      },
    },
  },
  plans: {
    weekend: [
      {
        title: "Shëtitje nëpër Prishtinë",
        description:
          "Nisni te monumenti Newborn, ecni përgjatë Bulevardit Nëna Terezë deri te shtatorja e Skënderbeut dhe Biblioteka Kombëtare, pastaj shëtisni nëpër lagjen e çarshisë së vjetër rreth Xhamisë së Mbretit dhe Sahatkullës. Mbylleni ditën në njërën nga kafenetë plot gjallëri të qytetit.",
      },
      {
        title: "Ekskursion njëditor në Prizren",
        description:
          "Një orë e gjysmë me autobus nga Prishtina: Ura e Gurit, sheshi Shadërvan dhe Xhamia e Sinan Pashës, një ngjitje e pjerrët deri te kalaja për pamjen, dhe drekë buzë lumit Lumbardh para kthimit.",
      },
    ],
    "5days": [
      {
        title: "Eksplorimi i Prishtinës",
        description:
          "Dy ditë pa nxitim në kryeqytet: ditën e parë monumenti Newborn, kupolat e Bibliotekës Kombëtare dhe Bulevardi Nëna Terezë; ditën e dytë lagjja e vjetër rreth Xhamisë së Mbretit të shekullit XV, Sahatkulla dhe Muzeu Etnologjik, me kohë për makiato dhe një darkë me flija.",
      },
      {
        title: "Qendra historike e Prizrenit",
        description:
          "Kaloni Urën e Gurit, ndërtim osman, mbi lumin Lumbardh, hyni në Xhaminë e Sinan Pashës dhe në muzeun e Lidhjes së Prizrenit, pastaj ngjituni te kalaja për perëndimin e diellit mbi çatitë e kuqe. Qëndroni natën për të shijuar kafenetë buzë lumit dhe qebapët në skarë.",
      },
      {
        title: "Aventurë në kanionin e Rugovës",
        description:
          "Nga Peja drejtohuni në perëndim, në Grykën e Rugovës, ku muret gëlqerore ngrihen thikë mbi lumë. Zgjidhni via ferratën, zipline-in ose një ecje deri te kullotat e larta, dhe ndaluni për djathë malor dhe troftë të freskët në një bujtinë fshati.",
      },
      {
        title: "Manastiri i Graçanicës",
        description:
          "Rreth 10 km nga Prishtina, manastiri ortodoks serb i Graçanicës, i shekullit XIV dhe pjesë e një pasurie të Trashëgimisë Botërore të UNESCO-s, është i njohur për afresket dhe për kishën me pesë kupola. Rrënojat e Ulpianës romake janë vetëm pak minuta larg.",
      },
    ],
    week: [
      {
        title: "Eksplorimi i Prishtinës",
        description:
          "Dy ditë pa nxitim në kryeqytet: ditën e parë monumenti Newborn, kupolat e Bibliotekës Kombëtare dhe Bulevardi Nëna Terezë; ditën e dytë lagjja e vjetër rreth Xhamisë së Mbretit të shekullit XV, Sahatkulla dhe Muzeu Etnologjik, me kohë për makiato dhe një darkë me flija.",
      },
      {
        title: "Qendra historike e Prizrenit",
        description:
          "Kaloni Urën e Gurit, ndërtim osman, mbi lumin Lumbardh, hyni në Xhaminë e Sinan Pashës dhe në muzeun e Lidhjes së Prizrenit, pastaj ngjituni te kalaja për perëndimin e diellit mbi çatitë e kuqe. Qëndroni natën për të shijuar kafenetë buzë lumit dhe qebapët në skarë.",
      },
      {
        title: "Aventurë në kanionin e Rugovës",
        description:
          "Nga Peja drejtohuni në perëndim, në Grykën e Rugovës, ku muret gëlqerore ngrihen thikë mbi lumë. Zgjidhni via ferratën, zipline-in ose një ecje deri te kullotat e larta, dhe ndaluni për djathë malor dhe troftë të freskët në një bujtinë fshati.",
      },
      {
        title: "Peja dhe Patrikana",
        description:
          "Vizitoni Patrikanën e Pejës në hyrje të Grykës së Rugovës, shëtisni në çarshinë e vjetër të Pejës (Peć), pastaj ngisni rreth 15 km në jug deri te Manastiri i Deçanit, kisha mesjetare më e madhe në Ballkan, me muret e mbuluara me afreske të shekullit XIV.",
      },
      {
        title: "Gjakova dhe Rahoveci",
        description:
          "Paraditen në Çarshinë e Madhe të Gjakovës, një nga çarshitë e vjetra më të mëdha të rajonit, me dyqanet e zejtarëve dhe Xhaminë e Hadumit; pasditen mes vreshtave të Rahovecit, kryeqytetit të verës së Kosovës, me degustime në bodrume familjare.",
      },
      {
        title: "Ujëvarat e Mirushës",
        description:
          "Një varg ujëvarash dhe pellgjesh të gjelbra në një kanion gëlqeror mes Klinës dhe Malishevës, pak larg Rahovecit me makinë. Ecni në shtegun përgjatë grykës dhe, në një ditë të nxehtë vere, freskohuni në ujë si vendasit.",
      },
      {
        title: "Qendra malore e Brezovicës",
        description:
          "Lart në Malet e Sharrit, Brezovica është zona e skijimit e Kosovës nga dhjetori deri në mars, nëse ka borë. Në verë të njëjtat shpate i çojnë ecësit drejt liqeneve akullnajore dhe kreshtave të gjera me pamje nga Maqedonia e Veriut.",
      },
    ],
  },
  tripBuilderText: {
    title: "Krijoni udhëtimin tuaj",
    intro:
      "Zgjidhni muajin, kohëzgjatjen e udhëtimit, buxhetin dhe atë që ju pëlqen. Ndalesat opsionale shfaqen kur përputhen me interesat tuaja, dhe ato që përputhen më së miri dalin në krye.",
    priceNote:
      "Një vlerësim për person, në euro, sipas çmimeve të zakonshme, jo një ofertë: ne nuk shesim asgjë. Biletat e avionit nuk përfshihen, dhe çmimet ndryshojnë sipas stinës dhe vendit ku qëndroni.",
  },
  tripTypes: {
    weekend: {
      name: "Fundjavë",
      title: "Një fundjavë në Prishtinë dhe Prizren",
    },
    "5days": {
      name: "5 ditë",
      title: "Pesë ditë: qytetet dhe Gryka e Rugovës",
    },
    week: {
      name: "Një javë+",
      title: "Një javë a më shumë nëpër Kosovë",
    },
  },
};
