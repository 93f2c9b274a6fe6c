/* sq texts of app/content/places.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  places: {
    "1": {
      imageAlt:
        "Biblioteka Kombëtare e Kosovës në Prishtinë, me kupola dhe e mbështjellë me rrjetë metalike, në dritën e artë të vjeshtës",
      name: "Prishtina",
      blurb:
        "Kryeqyteti i Kosovës: një qytet i ri që e do kafenë, me monumentin Newborn, Bibliotekën Kombëtare me kupola dhe një lagje të vogël osmane.",
      intro: [
        "Prishtina është vendi ku nisin shumica e udhëtimeve në Kosovë: këtu janë aeroporti, stacioni kryesor i autobusëve, universiteti dhe ministritë. Qendra është e vogël — nga Bulevardi Nëna Terezë mund të shkoni në këmbë te monumenti Newborn, Biblioteka Kombëtare, Muzeu i Kosovës dhe lagjja e vjetër osmane për më pak se një orë.",
        "Është edhe kryeqyteti i kafeneve të vendit, me makiato të forta dhe tarraca plot njerëz nga mëngjesi deri natën vonë. Kur ju duhet pak gjelbërim, Parku i Gërmisë ngrihet në skajin verilindor të qytetit, ndërsa Manastiri i Graçanicës ndodhet rreth 10 km në juglindje.",
      ],
    },
    "2": {
      imageAlt: "Ura osmane e gurit në Prizren mbi lumin Lumbardh, në muzgun e pranverës",
      name: "Prizreni",
      blurb:
        "Margaritari historik i Kosovës: një qytet i vjetër osman me xhami, kisha dhe një urë guri, nën një kala në majë të kodrës.",
      intro: [
        "Prizreni u rrit aty ku lumi Lumbardh del nga Malet e Sharrit, dhe qyteti i vjetër ende e ndjek ujin: sheshi Shadërvan, Ura e Gurit, Xhamia e Sinan Pashës dhe Kisha e Shën Premtes (Zonja e Levishës) janë vetëm pak minuta në këmbë larg njëra-tjetrës.",
        "Ngjituni te kalaja për perëndimin e diellit, shihni dyqanet e filigranit të argjendtë në rrugicat poshtë saj dhe ejani në gusht nëse doni DokuFest-in, festivalin e filmit dokumentar dhe të filmit të shkurtër që mbush kinematë dhe ekranet në ajër të hapur të qytetit.",
      ],
    },
    "3": {
      imageAlt: "Çarshia e vjetër e Pejës, me male që ngrihen pas saj, në një agim vere",
      name: "Peja",
      blurb:
        "Porta drejt Grykës së Rugovës dhe Bjeshkëve të Nemuna, me një çarshi të vjetër të rindërtuar dhe Patrikanën mesjetare të Pejës.",
      intro: [
        "Peja (Peć) është qyteti malor i Kosovës. Lumbardhi del nga Gryka e Rugovës dhe kalon drejt e nëpër qendër, dhe brenda njëzet minutash nga çarshia mund të jeni në një via ferrata, në një shteg pylli ose në rrugën që ngjitet te fshatrat e larta.",
        "Në qytet, Çarshia e vjetër rreth Xhamisë së Bajraklisë është vendi për kafe dhe zanate. Në hyrje të grykës, Patrikana e Pejës, një grup kishash të shekujve XIII dhe XIV, është një nga monumentet mesjetare të Kosovës në listën e UNESCO-s.",
      ],
    },
    "4": {
      imageAlt:
        "Ura e gjatë e Terzive, me shumë harqe, mbi lumin Erenik pranë Gjakovës, në një ditë pranvere",
      name: "Gjakova",
      blurb:
        "Qytet zejtarësh me një Çarshi të Madhe të gjatë, Xhaminë e Hadumit, teqe sufiste ende aktive dhe ura osmane mbi Erenik.",
      intro: [
        "Gjakova (Đakovica) u ndërtua nga zejtarët dhe tregtarët, dhe kjo duket: Çarshia e Madhe është një rrugë e gjatë me kalldrëm dhe dyqane të ulëta me kanata druri, e rindërtuar pasi u dogj në vitin 1999.",
        "Rreth saj ngrihen Xhamia e Hadumit e shekullit XVI dhe disa teqe sufiste, ndërsa pak jashtë qytetit Ura e Terzive e kapërcen Erenikun mbi një varg të gjatë harqesh guri. Gjakova është gjithashtu një bazë e përshtatshme për Junikun, Deçanin dhe qytetin e verës, Rahovecin.",
      ],
    },
    "5": {
      imageAlt:
        "Përmendorja e Minatorëve në një kodër të gjelbër mbi Mitrovicë, në një ditë pranvere",
      name: "Mitrovica",
      blurb:
        "Qyteti kryesor i veriut të Kosovës, mbi lumin Ibër, i formësuar nga minierat e Trepçës dhe i ndarë mes një jugu kryesisht shqiptar dhe një veriu kryesisht serb.",
      intro: [
        "Mitrovica u rrit si zemra industriale e veriut të Kosovës, rreth minierave dhe shkritoreve të Trepçës dhe aty ku bashkohen lumenjtë Ibër dhe Sitnicë. Që nga viti 1999, Ibri e ndan edhe qytetin, me një jug kryesisht shqiptar dhe një veri kryesisht serb, të lidhur me ura që mund t'i kaloni në këmbë.",
        "Shikoni lart, nga kodra veriore, për të parë Përmendoren e Minatorëve, vepër e vitit 1973 e arkitektit Bogdan Bogdanović, dhe kombinojeni vizitën me kalanë e Zveçanit, pak në veriperëndim të qytetit, ose me malësitë e Shalës së Bajgorës në lindje.",
      ],
    },
    "6": {
      imageAlt: "Minarja e Xhamisë së Madhe në qendër të Ferizajt, në një natë dimri me borë",
      name: "Ferizaji",
      blurb:
        "Një qytet i lindur nga hekurudha në jug të Prishtinës, ku një xhami dhe një kishë ortodokse qëndrojnë krah për krah, pranë bifurkacionit të rrallë të lumit në Nerodime.",
      intro: [
        "Ferizaj (Uroševac) u rrit në vitet 1870 rreth një stacioni të hekurudhës së re osmane nga Mitrovica për në Shkup dhe Selanik, dhe ende është një qytet udhëkryq plot lëvizje. Sipas traditës vendore, e ka marrë emrin nga Feriz Shashivari, i cili mbante një han pranë stacionit.",
        "Në qendër, Xhamia e Madhe dhe Kisha Ortodokse e Shën Uroshit qëndrojnë pranë njëra-tjetrës. Jashtë qytetit, pranë fshatit Nerodime, një përrua ndahet në dysh dhe i dërgon ujërat e tij si në Detin e Zi, ashtu edhe në Detin Egje — një nga bifurkacionet e rralla natyrore të lumenjve në Evropë. Pistat e skive në Brezovicë janë rreth një orë larg.",
      ],
    },
    "7": {
      imageAlt: "Turma e mbrëmjes që shëtit në qendrën këmbësore të Gjilanit, në verë",
      name: "Gjilani",
      blurb:
        "Qyteti kryesor dhe plot jetë i Kosovës lindore, me dy muze të rinj, një qendër të gjatë me kafene dhe udhëtime të lehta drejt Novobërdës dhe Kllokotit.",
      intro: [
        "Gjilani (Gnjilane) është qyteti tregtar i luginës së Anamoravës. Qendra e tij këmbësore mbushet me njerëz në mbrëmjet e verës, dhe dy muzetë e tij — Muzeu i Qytetit për arkeologjinë dhe Muzeu Etnologjik në pallatin e Hysen Pashës të vitit 1887 — tregojnë historinë e gjatë të rajonit.",
        "Përdoreni Gjilanin si bazë për lindjen: kalaja mesjetare e Novobërdës ngrihet në kodrat në veri, banja termale e Kllokotit është pak larg me makinë në jugperëndim, ndërsa shenjtërorja katolike e Letnicës ndodhet pranë kufirit në jug.",
      ],
    },
    "8": {
      imageAlt:
        "Mjegull mëngjesi mbi Liqenin e Batllavës dhe kodrat me pyje pranë Podujevës, në vjeshtë",
      name: "Podujeva",
      blurb:
        "Qyteti kryesor i luginës së Llapit, në verilindje të Kosovës, pranë Liqenit të Batllavës dhe në rrugën kryesore drejt Serbisë.",
      intro: [
        "Podujeva (Podujevo) është qendra e rajonit të Llapit, një luginë e gjerë me ferma dhe fshatra në verilindje të Prishtinës. Ndodhet në rrugën kryesore për në pikën kufitare të Merdarit drejt Serbisë, ndaj shumë udhëtarë kalojnë andej — por pak ndalen.",
        "Ata që ndalen shkojnë te Liqeni i Batllavës, një rezervuar rreth 13 km nga qyteti, ku në verë mund të notoni, të lundroni me varkë dhe të hani në restorantet buzë liqenit, ose bëjnë shëtitje në kodrat me pyje rreth luginës. Vetë qyteti është një vend praktik për një vakt dhe për t'u furnizuar.",
      ],
    },
    "9": {
      imageAlt: "Kupolat e ulëta të hamamit të vjetër osman në Vushtrri, në një ditë vjeshte",
      name: "Vushtrria",
      blurb:
        "Një nga qytetet më të vjetra të Kosovës, me kullën e një kalaje mesjetare, një hamam osman dhe një urë guri me nëntë harqe mbi një lumë që nuk ekziston më.",
      intro: [
        "Vushtrria (Vučitrn) shtrihet në fushën e Sitnicës, në gjysmë të rrugës mes Prishtinës dhe Mitrovicës. Qendra e saj është aq e vogël sa mund ta shihni për një orë: kulla prej guri e kalasë mesjetare, hamami i vjetër dhe xhamitë, si dhe kafenetë në shesh.",
        "Ecni pak minuta jashtë qendrës deri te Ura e Gurit, një urë mesjetare me nëntë harqe dhe rreth 135 m e gjatë, që sot kalon mbi një livadh të thatë, sepse lumi Sitnicë e ndryshoi shtratin shumë kohë më parë.",
      ],
    },
    "10": {
      imageAlt: "Gryka shkëmbore e Lumbardhit të Deçanit mbi Deçan, në një ditë vjeshte",
      name: "Deçani",
      blurb:
        "Një qytet i vogël nën Bjeshkët e Nemuna, i njohur për Manastirin e Deçanit, në listën e UNESCO-s, dhe për grykën e lumit të tij.",
      intro: [
        "Deçani (Dečani) është një qytet i vogël aty ku Rrafshi i Dukagjinit takon Bjeshkët e Nemuna. Pak në perëndim të qendrës, Manastiri i Deçanit (Visoki Dečani), i ndërtuar mes viteve 1327 dhe 1335, ruan një nga ciklet më të pasura të afreskeve mesjetare në Ballkan dhe është pjesë e një siti të Trashëgimisë Botërore të UNESCO-s.",
        "Përtej manastirit, një rrugë ngjitet nëpër grykën e Lumbardhit të Deçanit drejt maleve, dhe fshatrat rreth qytetit, si Isniqi, ruajnë kulla të bukura prej guri. Merrni me vete një dokument identifikimi për manastirin dhe vishuni me modesti.",
      ],
    },
    "11": {
      imageAlt:
        "Kullota të gjera e të gjelbra të Maleve të Sharrit mbi Dragash, në një ditë pranvere",
      name: "Dragashi",
      blurb:
        "Komuna më jugore e Kosovës, lart në Malet e Sharrit: fshatra goranë dhe shqiptarë, kullota barinjsh dhe djathë i famshëm.",
      intro: [
        "Dragashi (Dragaš) përfshin majën malore jugore të Kosovës, në kufi me Shqipërinë dhe Maqedoninë e Veriut. Shtrihet në dy zona historike: Opojën, me fshatra shqiptare, dhe Gorën, vendin e goranëve, myslimanë sllavishtfolës, me fshatra si Brodi dhe Restelica.",
        "Ky është vend blegtorësh, i njohur për djathin e Sharrit, qentë e stanit dhe kullotat që gjelbërojnë në qershor. Një pjesë e madhe e komunës shtrihet brenda Parkut Kombëtar “Malet e Sharrit”, dhe shtigjet nga fshatrat të çojnë te liqenet akullnajore dhe kreshtat e larta; në dimër rrugët mund të bllokohen nga bora.",
      ],
    },
    "12": {
      imageAlt: "Kupolat e shkallëzuara të Manastirit të Graçanicës në dritën e artë të verës",
      name: "Graçanica",
      blurb:
        "Vendi i Manastirit të Graçanicës, kryevepër e arkitekturës së shekullit XIV në listën e UNESCO-s, dhe i rrënojave romake të Ulpianës, pak minuta nga Prishtina.",
      intro: [
        "Graçanica (Gračanica) është një qytet i vogël, kryesisht serb, rreth 10 km në juglindje të Prishtinës, dhe manastiri i saj është ndër ndërtesat më të bukura të Kosovës mesjetare. Mbreti Milutin e përfundoi kishën në vitin 1321; kupolat e saj të shkallëzuara dhe muret me shirita guri e tulle ngrihen mbi një kopsht të rrethuar me mur, dhe manastiri është pjesë e sitit të UNESCO-s Monumentet Mesjetare në Kosovë.",
        "Afër ndodhen rrënojat e gërmuara të Ulpianës, një qytet romak dhe i hershëm bizantin, si dhe Liqeni i Badovcit. Bear Sanctuary Prishtina (Strehimorja e Arinjve), ku arinj të murrmë të shpëtuar jetojnë në rrethime të mëdha pyjore, është pak larg me makinë, pranë liqenit.",
      ],
    },
    "13": {
      imageAlt:
        "Kalaja e Zveçanit në kodrën e saj në formë koni mbi luginën e Ibrit, në një agim vjeshte",
      name: "Zveçani",
      blurb:
        "Një qytet i vogël pranë Mitrovicës, i kurorëzuar nga një kala mesjetare mbi një kon të lashtë vullkanik, me Manastirin e Banjskës aty pranë.",
      intro: [
        "Zveçani (Zvečan) është fqinji i vogël i Mitrovicës mbi Ibër, dhe mbi të dominojnë rrënojat e kalasë mesjetare në majën e një vullkani të shuar e të thepisur. Ngjitja kërkon mund, por pamja mbi luginë e shpërblen.",
        "Qyteti është kryesisht serbishtfolës dhe u rrit bashkë me shkritoren e Trepçës, oxhaku i lartë i së cilës është një pikë orientimi vendore. Rreth 12 km në veri, Manastiri i Banjskës, i themeluar nga mbreti Milutin në fillim të shekullit XIV, është i hapur për vizitorët që sillen me respekt.",
      ],
    },
    "14": {
      imageAlt:
        "Liqeni i Gazivodës mes kodrave me pyje pranë Zubin Potokut, në dritën e artë të vjeshtës",
      name: "Zubin Potoku",
      blurb:
        "Një qytet i qetë në luginën e sipërme të Ibrit, pranë Liqenit të Gazivodës, një rezervuar i gjatë që gjarpëron mes kodrave me pyje.",
      intro: [
        "Zubin Potoku është një qytet i vogël, kryesisht serb, në pjesën kodrinore perëndimore të veriut të Kosovës, në zonën e njohur si Ibarski Kolašin. Pasuria e tij e madhe është Liqeni i Gazivodës, një rezervuar i gjatë, i krijuar në vitet 1970 me ngritjen e një dige mbi Ibër, i cili shtrihet në perëndim deri në Serbi.",
        "Në verë bregu përdoret për not, peshkim dhe piknik; pjesën tjetër të vitit liqeni është i qetë dhe shpesh i mbuluar nga mjegulla. Rrugët nëpër kodra janë të ngushta dhe me shumë kthesa, ndaj llogaritni mjaft kohë.",
      ],
    },
    "15": {
      imageAlt:
        "Mbetje muresh romake prej guri në luginën e gjelbër të Ibrit pranë Leposaviqit, në një ditë vere",
      name: "Leposaviqi",
      blurb:
        "Komuna më veriore e Kosovës, në luginën e gjelbër të Ibrit mes kodrave të Kopaonikut dhe Rogoznës, me mbetje romake në Soçanicë.",
      intro: [
        "Leposaviqi (Leposavić) është komuna më veriore e Kosovës, e shtrirë përgjatë luginës së Ibrit mes maleve Kopaonik dhe Rogozna, me popullsi kryesisht serbe. Rruga kryesore dhe hekurudha e ndjekin lumin drejt veriut përmes qytetit për në Serbi; trafiku rrugor e kalon kufirin në Jarinjë.",
        "Në Soçanicë, në jug të qytetit, arkeologët kanë gërmuar mbetjet e një qyteti minerar romak, Municipium Dardanorum — një kujtesë se në këto kodra të pasura me metale nxirrej xeheror që në kohën romake, midis shekujve II dhe IV pas Krishtit. Shpatet me pyje mbi luginë janë të mira për shëtitje të qeta.",
      ],
    },
    "16": {
      imageAlt: "Ujë i kthjellët burimi që rrjedh nga shkëmbinjtë në Istog, në një agim pranvere",
      name: "Istogu",
      blurb:
        "Një qytet i gjelbër me burime dhe restorante trofte në veriperëndim, pranë ujërave termale të Banjës së Pejës dhe Manastirit të Gorioçit.",
      intro: [
        "Istogu (Istok) shtrihet në rrëzë të maleve të Moknës, në skajin veriperëndimor të Rrafshit të Dukagjinit, dhe është i njohur për ujin: lumi i Istogut buron nga një burim i fuqishëm karstik pranë qytetit, ndërsa rritoret e troftës dhe restorantet e peshkut rreshtohen përgjatë luginës.",
        "Brenda komunës ndodhet Banja e Pejës (Pećka Banja), një qytezë e vogël banjash me burime termale, dhe pranë Istogut, Manastiri i Gorioçit është një manastir ortodoks serb me origjinë mesjetare. Istogu është një devijim i lehtë mes Pejës dhe Mitrovicës.",
      ],
    },
    "17": {
      imageAlt:
        "Kaskada dhe pellgje të gjelbra të Ujëvarave të Mirushës në një kanion gëlqeror, në një ditë vere",
      name: "Klina",
      blurb:
        "Një qytet udhëkryq në Rrafshin e Dukagjinit dhe porta drejt Ujëvarave të Mirushës, një varg kaskadash dhe pellgjesh në një kanion gëlqeror.",
      intro: [
        "Klina ndodhet në mes të Rrafshit të Dukagjinit, aty ku lumi Klina takon Drinin e Bardhë, në rrugën mes Prishtinës dhe Pejës. Është qytet bujqësor dhe një ndalesë e përshtatshme gjatë rrugës drejt perëndimit.",
        "Pamja e saj e madhe natyrore janë Ujëvarat e Mirushës, një varg kaskadash dhe liqenesh të vegjël në një kanion gëlqeror në kufi me Malishevën, të mbrojtura si monument natyror. Në verë notarët vijnë te pellgjet; shtigjet mund të jenë të rrëshqitshme, ndaj mbathni këpucë të përshtatshme.",
      ],
    },
    "18": {
      imageAlt: "Ara të valëzuara dhe kodra rreth Malishevës në dritën e artë të verës",
      name: "Malisheva",
      blurb:
        "Një qytet tregtar rural në kodrat mes Prishtinës dhe Prizrenit, mes fshatrash bujqësore, me kanionin e Mirushës te pragu.",
      intro: [
        "Malisheva (Mališevo) shtrihet mes kodrave të buta e të valëzuara në zemër të Kosovës, mes rajonit të Drenicës dhe Rrafshit të Dukagjinit. Është një qytet tregtar i vogël e plot lëvizje, që i shërben një komune të madhe rurale me fshatra bujqësore.",
        "Për vizitorët, është hyrja lindore për në kanionin e Mirushës dhe ujëvarat e tij, si dhe një rrugë e qetë mes Prishtinës dhe Rahovecit ose Prizrenit. Ndaluni për bukë të freskët, djathë dhe zgara, dhe merrni rrugët dytësore për pamje mbi kodrat.",
      ],
    },
    "19": {
      imageAlt:
        "Një tryezë me ushqime dhe verë e shtruar mbi vreshtat e Rahovecit, në një muzg vere",
      name: "Rahoveci",
      blurb:
        "Kryeqyteti i verës në Kosovë, i rrethuar nga vreshta në shpate, me kantina dhe bodrume familjare për t'u vizituar dhe një vjelje rrushi me frymë feste.",
      intro: [
        "Rahoveci (Orahovac) është i rrethuar nga vreshta që ngjiten në shpatet mbi Rrafshin e Dukagjinit. Kjo është zemra e krahinës së verës në Kosovë, me prodhues të mëdhenj si Stone Castle dhe një numër në rritje kantinash të vogla familjare që ofrojnë degustime.",
        "Ejani në shtator ose tetor për vjeljen. Aty pranë, Hoça e Madhe (Velika Hoča), një fshat serb me shtëpi guri dhe kisha të vjetra, ka traditën e vet të verës. Rregulloni degustimet paraprakisht dhe lëreni timonin në dorë të dikujt që nuk merr pjesë në degustim.",
      ],
    },
    "20": {
      imageAlt: "Kodra të gjelbra mbi luginën e Suharekës, në një muzg pranvere",
      name: "Suhareka",
      blurb:
        "Një qytet në luginë, në rrugën mes Prishtinës dhe Prizrenit, i rrethuar nga toka bujqësore, me rrëzat e Sharrit që ngrihen në jug.",
      intro: [
        "Suhareka (Suva Reka) shtrihet në një luginë të gjerë në rrugën kryesore nga Prishtina për në Prizren, pranë autostradës. Është më shumë qytet pune sesa qytet turistik, i rrethuar nga fshatra, ara dhe kodra me pyje.",
        "Është një ndalesë e përshtatshme për një vakt gjatë rrugës për në Prizren, dhe rrugët anësore në jug ngjiten drejt rrëzave të Maleve të Sharrit — një pjesë e komunës shtrihet brenda Parkut Kombëtar “Malet e Sharrit”.",
      ],
    },
    "21": {
      imageAlt: "Kodra të spërkatura me borë rreth Shtimes, në një ditë të ndritshme dimri",
      name: "Shtimja",
      blurb:
        "Një qytet i vogël mes Prishtinës dhe Ferizajt, në skaj të kodrave që i kapërcen rruga për në Prizren.",
      intro: [
        "Shtimja (Štimlje) është një qytet i vogël në jug të Prishtinës, aty ku Fusha e Kosovës takon kodrat. Qyteti ndodhet në një udhëkryq: këtu bashkohen rrugët nga Prishtina dhe nga Ferizaji për në Prizren, para se të ngjiten nëpër kodra.",
        "Pak udhëtarë ndalen këtu, por është një bazë e qetë mes Prishtinës, Ferizajt dhe Shpellës së Mermerit në Gadime, dhe kodrat mbi qytet ofrojnë shëtitje të lehta në natyrë.",
      ],
    },
    "22": {
      imageAlt: "Ara të gjera verore të Fushës së Kosovës rreth Lipjanit, në muzg",
      name: "Lipjani",
      blurb:
        "Një qytet i vjetër në Fushën e Kosovës, në jug të Prishtinës, dhe komuna ku ndodhet Shpella e Mermerit në Gadime.",
      intro: [
        "Lipjani (Lipljan) është një qytet i vogël në Fushën e Kosovës, rreth 17 km në jug të Prishtinës, me rrënjë në epokën romake: emri i tij shpesh lidhet me Ulpianën, qytetin romak, rrënojat e të cilit ndodhen disa kilometra më në veri.",
        "Shumica e vizitorëve vijnë për Shpellën e Mermerit në fshatin Gadime, brenda komunës, me heliktitet e saj vezulluese dhe formacionet kristalore. Vetë qyteti është një vend i qetë me kafene dhe një treg, vetëm një hap larg kryeqytetit.",
      ],
    },
    "23": {
      imageAlt:
        "Një kullë përkujtimore prej guri në Fushën e hapur të Kosovës, në orën e artë të një dite dimri",
      name: "Obiliqi",
      blurb:
        "Një qytet industrial në veriperëndim të Prishtinës, pranë dy përmendoreve të Betejës së Kosovës të vitit 1389: Gazimestanit dhe tyrbes së Sulltan Muratit.",
      intro: [
        "Obiliqi (Obilić) njihet më së shumti për termocentralet e mëdha me linjit të Kosovës, Kosova A dhe Kosova B, oxhaqet e të cilave duken nga e gjithë fusha. Qyteti mban emrin e kalorësit Miloš Obilić, i cili, sipas traditës, vrau Sulltan Muratin I në Betejën e Kosovës në vitin 1389.",
        "Beteja u zhvillua në fushën mes Obiliqit dhe Prishtinës, dhe dy përmendore e kujtojnë atë: kulla e Gazimestanit, një përmendore serbe e ndërtuar në vitin 1953, dhe tyrbja (varri) e Sulltan Muratit, e cila sipas traditës ruhet prej shekujsh nga e njëjta familje rojtarësh.",
      ],
    },
    "24": {
      imageAlt:
        "Ara të hapura me brymë të Fushës së Kosovës pranë Fushë Kosovës, në një agim dimri",
      name: "Fushë Kosova",
      blurb:
        "Fqinja perëndimore e Prishtinës në Fushën e hapur të Kosovës: nyja kryesore hekurudhore e vendit dhe Fusha historike e Mëllenjave.",
      intro: [
        "Fushë Kosova (Kosovo Polje) do të thotë “fusha e Kosovës”, dhe qyteti ndodhet në tokë të rrafshët pak në perëndim të Prishtinës, sot gati i bashkuar me kryeqytetin. Emri Kosovë vjen nga fjala sllave kos, mëllenjë, prandaj fusha shpesh quhet Fusha e Mëllenjave.",
        "Është nyja kryesore hekurudhore e Kosovës: trenat e pasagjerëve, përfshirë linjën për në Pejë, kalojnë nga stacioni i saj, ku mund të pyesni për linjat aktuale. Fusha e betejës së vitit 1389 shtrihet në rrafshinë, pak më në veri.",
      ],
    },
    "25": {
      imageAlt: "Pyje lisi në kodrat mbi Kamenicë, me ngjyrat e arta të vjeshtës",
      name: "Kamenica",
      blurb:
        "Një qytet i vogël në skajin lindor të Kosovës, mbi lumin Krivareka, i rrethuar nga kodra me pyje lisi pranë kufirit me Serbinë.",
      intro: [
        "Kamenica (Kamenicë) është një qytet i vogël në skajin lindor të Kosovës, afër kufirit me Serbinë. Jeta përqendrohet në një qendër të vogël dhe në një park buzë lumit Krivareka, me Kishën Ortodokse të Shën Nikollës dhe një përmendore të kohës jugosllave aty pranë.",
        "Kodrat përreth janë të mbuluara me pyje lisi dhe fshatra të shpërndara, ndërsa turbinat e parkut të erës në Kitkë janë një pikë orientimi më e re në lartësi. Ejani për udhëtime të qeta me makinë, mikpritjen e fshatit dhe një ritëm më të ngadaltë se në perëndim të vendit.",
      ],
    },
    "26": {
      imageAlt:
        "Kisha katolike e Letnicës mes kodrave të gjelbra pranë Vitisë, në dritën e artë të verës",
      name: "Vitia",
      blurb:
        "Një qytet bujqësor në jug të Gjilanit, pranë shenjtërores katolike të Letnicës dhe banjës termale të Kllokotit.",
      intro: [
        "Vitia (Vitina) është një qytet i qetë në luginën e Anamoravës, në jug të Gjilanit, i rrethuar nga ara, pemishte dhe kodra të ulëta. Popullsia e saj, kryesisht shqiptare, përfshin edhe një komunitet katolik, dhe kishat e xhamitë qëndrojnë krah për krah në të gjithë zonën.",
        "Në kodrat në jug, fshati Letnicë ka një kishë katolike me një statujë të nderuar të Zojës, vend pelegrinazhi prej brezash; Anjezë Gonxhe Bojaxhiu, më vonë Nënë Tereza, e vizitoi kur ishte vajzë e re. Banja termale e Kllokotit, pak më në veri, është e preferuar për një zhytje në ujë të ngrohtë.",
      ],
    },
    "27": {
      imageAlt: "Lumi Lepenc që gjarpëron nëpër grykën e Kaçanikut, në dritën e artë të pranverës",
      name: "Kaçaniku",
      blurb:
        "Një qytet i vogël në grykën e ngushtë të Lepencit, porta jugore e Kosovës drejt Maqedonisë së Veriut, me Malet e Sharrit që ngrihen në perëndim.",
      intro: [
        "Kaçaniku (Kačanik) ndodhet në grykën e lumit Lepenc, kalimi i ngushtë ku rruga, hekurudha dhe autostrada shtrëngohen mes maleve gjatë rrugës për në Shkup. Prej kohësh ka qenë një kalim strategjik mes Fushës së Kosovës dhe luginës së Vardarit.",
        "Në perëndim të qytetit, shpatet ngrihen drejt skajit lindor të Parkut Kombëtar “Malet e Sharrit”, me Lubotenin (2498 m) në horizont, dhe rrugë të vështira e shtigje të çojnë në kodra. Pika kufitare e Hanit të Elezit drejt Maqedonisë së Veriut është pak më në jug.",
      ],
    },
    "28": {
      imageAlt: "Silueta e rrënojave të kalasë së Novobërdës në kodrën e saj, në një muzg vjeshte",
      name: "Novobërda",
      blurb:
        "Vend kodrinor në lindje të Prishtinës, ku ndodhen rrënojat e Novobërdës (Artanës), dikur një nga qytetet e mëdha të minierave të argjendit në Ballkanin mesjetar.",
      intro: [
        "Novobërda (Novo Brdo), e njohur në shqip edhe si Artana, është një komunë rurale në kodrat në lindje të Prishtinës, me fshatra shqiptare dhe serbe. Emri i saj — “kodra e re” në serbisht — i përket qytetit minerar mesjetar, rrënojat e kalasë së të cilit ende kurorëzojnë një kodër këtu.",
        "Në fillim të shekullit XV, Novobërda ishte ndër qytetet minerare më të rëndësishme të Ballkanit, e famshme për argjendin e saj. Sot kalaja është një vend i qetë me pamje të gjera; kombinojeni me Gjilanin, pak larg me makinë.",
      ],
    },
    "29": {
      imageAlt: "Një statujë bronzi në qendër të Skënderajt, nën qiellin e ndritshëm të verës",
      name: "Skënderaji",
      blurb:
        "Qyteti kryesor i kodrave të Drenicës, i quajtur sipas Skënderbeut, dhe vendi i Kompleksit Memorial “Adem Jashari” në Prekazin aty pranë.",
      intro: [
        "Skënderaj (Srbica) është qendra e Drenicës, një rajon me kodra të ulëta e të pyllëzuara në perëndim të Mitrovicës, me një traditë të fortë rezistence në historinë shqiptare. Qyteti e ka marrë emrin shqip nga Skënderbeu, prijësi shqiptar i shekullit XV.",
        "Në skaj të qytetit, në Prekaz, Kompleksi Memorial “Adem Jashari” ruan shtëpinë dhe varret e familjes Jashari, të vrarë në mars të vitit 1998; vizitorët i afrohen me respekt e në heshtje. Rreth 5 km në jug, Manastiri i Deviçit, i themeluar në shekullin XV, është një manastir ortodoks serb për murgesha.",
      ],
    },
  },
};
