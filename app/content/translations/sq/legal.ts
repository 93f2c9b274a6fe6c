/* sq texts of app/content/legal.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  faqPage: {
    title: "Pyetjet e shpeshta",
    description:
      "Përgjigje për pyetjet më të shpeshta rreth vizitës në Kosovë: vizat, stina më e mirë, transferi nga aeroporti, kostot, paratë, siguria, gjuha dhe manastiret.",
    sections: [
      {
        heading: "A më duhet vizë për të vizituar Kosovën?",
        paragraphs: [
          "Shtetasit e shumë vendeve, përfshirë BE-në, Mbretërinë e Bashkuar, SHBA-në, Kanadanë dhe Australinë, mund të qëndrojnë deri në 90 ditë pa vizë. Pasaporta juaj duhet të jetë e vlefshme për gjithë kohën e qëndrimit; disa qeveri këshillojnë një afat më të gjatë. Verifikoni kërkesat zyrtare para se të rezervoni, sepse rregullat ndryshojnë.",
        ],
        links: [
          {
            label: "Informacion për vizat",
          },
        ],
      },
      {
        heading: "Cila është koha më e mirë për vizitë?",
        paragraphs: [
          "Nga maji deri në tetor moti është i ngrohtë për shumicën e udhëtimeve. Pranvera (prill–qershor) dhe fillimi i vjeshtës (shtator–tetor) janë idealë për vizita turistike, vera për malet dhe festivalet, ndërsa dhjetori deri në mars për ski në Brezovicë.",
        ],
        links: [
          {
            label: "Kur të vini",
          },
        ],
      },
      {
        heading: "Sa ditë më duhen?",
        paragraphs: [
          "Shumica e vizitorëve qëndrojnë 4–7 ditë. Një fundjavë e zgjatur mjafton për Prishtinën dhe Prizrenin; një javë ju lejon të shtoni Pejën, Grykën e Rugovës, Deçanin, Gjakovën dhe vreshtat e Rahovecit. Planifikuesi ynë i udhëtimit ju sugjeron një itinerar sipas datave dhe interesave tuaja.",
        ],
        links: [
          {
            label: "Krijoni udhëtimin tuaj",
          },
        ],
      },
      {
        heading: "Si shkoj nga aeroporti në Prishtinë?",
        paragraphs: [
          "Aeroporti Ndërkombëtar i Prishtinës është rreth 15 km larg qendrës. Një taksi kushton 15–20 € dhe udhëtimi zgjat 20–30 minuta; autobusi i aeroportit kushton 3 €, por qarkullon vetëm disa herë në ditë.",
        ],
        links: [
          {
            label: "Transporti",
          },
        ],
      },
      {
        heading: "Sa e shtrenjtë është Kosova?",
        paragraphs: [
          "Kosova ofron shumë për paratë që shpenzoni. Me çmimet tipike, një udhëtar me buxhet të kufizuar shpenzon rreth 25 € në ditë (një shtrat në hostel dhe ushqim vendas) dhe një udhëtar me buxhet mesatar rreth 60 € (një dhomë në bujtinë ose hotel dhe vakte në restorant), plus rreth 5 € për çdo udhëtim me autobus ndërqytetës: vlerësime, jo oferta. Një udhëtim me autobus urban kushton 0,40–0,50 €.",
        ],
        links: [
          {
            label: "Shembuj buxhetesh",
          },
        ],
      },
      {
        heading: "Cila monedhë përdoret dhe a mund të paguaj me kartë?",
        paragraphs: [
          "Kosova përdor euron. Kartat pranohen në hotele, restorante më të mëdha dhe supermarkete, por mbani para në dorë për kafenetë e vogla, tregjet, autobusët dhe fshatrat. Bankomate gjeni lehtë në çdo qytet.",
        ],
        links: [
          {
            label: "Paratë dhe pagesat",
          },
        ],
      },
      {
        heading: "A është Kosova e sigurt për udhëtarët?",
        paragraphs: [
          "Kosova në përgjithësi është e sigurt dhe njerëzit i presin mirë vizitorët. Merrni masat e zakonshme, ngisni me kujdes dhe ndiqni lajmet nëse planifikoni të shkoni në veri. Në rast urgjence, telefononi 112.",
        ],
        links: [
          {
            label: "Shëndetësia dhe siguria",
          },
        ],
      },
      {
        heading: "Cilat gjuhë fliten?",
        paragraphs: [
          "Shqipja dhe serbishtja janë gjuhët zyrtare. Shumë të rinj flasin mirë anglisht, dhe gjermanishtja kuptohet gjerësisht. Një “Faleminderit” në kohën e duhur është gjithmonë një fillim i mirë.",
        ],
        links: [
          {
            label: "Shprehje të dobishme",
          },
        ],
      },
      {
        heading: "A mund t’i vizitoj manastiret mesjetare?",
        paragraphs: [
          "Po. Deçani, Patrikana e Pejës dhe Graçanica janë manastire aktive të Kishës Ortodokse Serbe që i mirëpresin vizitorët që sillen me respekt; bashkë me Kishën e Shën Premtes (Zonja e Levishës) në Prizren ato përbëjnë një pasuri të Trashëgimisë Botërore të UNESCO-s. Vishuni në mënyrë modeste dhe merrni me vete pasaportën, e cila ndonjëherë kontrollohet në hyrje.",
        ],
        links: [
          {
            label: "Vendet fetare",
          },
          {
            label: "Rreth Kosovës",
          },
        ],
      },
      {
        heading: "A përdor kjo faqe cookies apo më gjurmon?",
        paragraphs: [
          "Nuk ka gjurmues dhe as cookies reklamuese. Zgjedhjen e gjuhës dhe vendet e ruajtura i mbajmë mend në shfletuesin tuaj, ndërsa adresën tuaj të e-mailit e ruajmë vetëm nëse na e jepni: për buletinin, një vlerësim, një koment ose një njoftim ngjarjeje.",
        ],
        links: [
          {
            label: "Politika e privatësisë",
          },
        ],
      },
    ],
  },
  privacyPolicy: {
    title: "Politika e privatësisë",
    description:
      "Çfarë ruan Explore Kosovo për ju: zgjedhjen e gjuhës dhe vendet e ruajtura në shfletuesin tuaj, e-mailin nëse regjistroheni dhe asgjë për qëllime reklamimi.",
    sections: [
      {
        heading: "Shkurt e shqip",
        paragraphs: [
          "Çdo faqe të Explore Kosovo mund ta lexoni pa llogari dhe pa na treguar se kush jeni. Nuk përdorim gjurmues, shërbime analitike apo cookies reklamuese, dhe kurrë nuk i shesim e as nuk i ndajmë me të tjerë të dhënat personale. Informacioni personal që mbajmë është adresa juaj e e-mailit, vetëm nëse regjistroheni në buletin, shkruani një vlerësim ose një koment, ose na njoftoni për një ngjarje; dhe, për të ndaluar abuzimin, një gjurmë të adresës së lidhjes suaj me atë që dërgoni, dhe vetë adresën për një orë më së shumti.",
        ],
      },
      {
        heading: "Çfarë mbetet në shfletuesin tuaj",
        paragraphs: [
          "Kur zgjidhni një gjuhë, këtë zgjedhje e mbajmë mend në shfletuesin tuaj (në kujtesën e tij dhe në një cookie me emrin «language», që vlen një vit dhe i tregon edhe serverit tonë ta hapë faqen kryesore në gjuhën tuaj), që herën tjetër faqja të hapet në gjuhën tuaj. Kur ruani një vend ose një përvojë, edhe lista ruhet në shfletuesin tuaj. Listën tuaj të vendeve të ruajtura nuk e marrim kurrë; nëse fshini të dhënat e shfletuesit, fshihen që të dyja.",
        ],
        links: [
          {
            label: "Vendet tuaja të ruajtura",
          },
        ],
      },
      {
        heading: "Buletini",
        paragraphs: [
          "Nëse regjistroheni, në bazën tonë të të dhënave ruajmë adresën tuaj të e-mailit, gjuhën që keni zgjedhur dhe datën. Regjistrimi mbetet në pritje derisa të hapni lidhjen e konfirmimit që ju dërgojmë me e-mail; vetëm atëherë konfirmohet dhe ju fillojnë t’ju vijnë buletinet. Nëse regjistroheni dy herë me të njëjtën adresë, nuk krijohet një regjistrim i dytë.",
          "Mund të çregjistroheni në çdo kohë përmes lidhjes që gjendet në çdo e-mail që dërgojmë, ose në faqen e çregjistrimit. Atëherë e shënojmë adresën tuaj si të çregjistruar, nuk ju dërgojmë më asgjë dhe e fshijmë 30 ditë më vonë (deri atëherë lidhja ju tregon ende që jeni çregjistruar). Nëse dëshironi që të fshihet menjëherë, na kontaktoni dhe do ta fshijmë.",
        ],
        links: [
          {
            label: "Çregjistrohuni",
          },
        ],
      },
      {
        heading: "Vlerësimet",
        paragraphs: [
          "Nëse shkruani një vlerësim, ruajmë atë që shkruat (notën, titullin, tekstin, muajin e vizitës, emrin që zgjodhët dhe gjuhën), adresën tuaj të e-mailit dhe një gjurmë të adresës IP të lidhjes suaj (të krijuar me një çelës sekret që ndryshon çdo muaj, që nga ajo të mos mund të nxirret adresa), për të konfirmuar që vlerësimi është i juaji, për t'ju njoftuar vendimin e moderatorit dhe për të ndaluar abuzimin. Adresa juaj e e-mailit nuk shfaqet kurrë. Një vlerësim që nuk e konfirmoni brenda 7 ditësh fshihet bashkë me gjithçka të ruajtur me të.",
          "Një vlerësim i konfirmuar ruhet për sa kohë që është në faqe; mund ta ndryshoni ose fshini në çdo kohë me lidhjen private në e-mailin tonë. Një i refuzuar mbetet i fshehur me arsyen e moderatorit për 30 ditë pas vendimit; pastaj fshihen teksti i tij, adresa juaj, gjurma, arsyeja dhe lidhja private, dhe ruajmë vetëm që një vlerësim u refuzua dhe kur, për numrat te “Si funksionojnë vlerësimet këtu”. Nëse shtypni “I dobishëm” ose “Raporto”, shfletuesi juaj ruan një numër të rastësishëm në një cookie për një vit, që vota ose raportimi juaj të numërohet një herë; ne ruajmë vetëm një gjurmë të tij, me vlerësimin, për sa kohë ruhet vlerësimi. Kontrollet kundër spamit bëhen në shfletuesin tuaj dhe në serverin tonë; asgjë nuk u dërgohet palëve të treta.",
        ],
        links: [
          {
            label: "Si funksionojnë vlerësimet këtu",
          },
        ],
      },
      {
        heading: "Komente, njoftime ngjarjesh, pëlqime dhe shënime ndryshimesh",
        paragraphs: [
          "Nëse komentoni një artikull të blogut, ruajmë komentin tuaj, emrin që zgjodhët, gjuhën, adresën tuaj të e-mailit dhe gjurmën e lidhjes suaj, dhe i trajtojmë si një vlerësim: konfirmohen nga e-maili ynë, lexohen nga një moderator para se të shfaqen, adresa juaj nuk shfaqet kurrë, gjithçka fshihet pas 7 ditësh nëse nuk konfirmoni, dhe një koment i refuzuar mbetet i fshehur me arsyen për 30 ditë, pastaj fshihet si një vlerësim i refuzuar. Lidhja private në e-mailin tonë e fshin komentin tuaj. “Raporto” nën një koment funksionon si nën një vlerësim.",
          "Nëse na njoftoni për një ngjarje, ruajmë të dhënat e saj, emrin dhe adresën tuaj të e-mailit, për të konfirmuar që njoftimi është i juaji, që një redaktor ta kontrollojë dhe për t'ju treguar kur publikohet ose pse jo. Një njoftim që nuk e konfirmoni brenda 7 ditëve fshihet; një njoftim i refuzuar fshihet 30 ditë pas vendimit. Pasi publikohet, të dhënat e ngjarjes janë publike; emri dhe adresa juaj jo. I mbajmë me njoftimin, që ta mbani ngjarjen të përditësuar me lidhjen tuaj private, për sa kohë ngjarja përsëritet dhe deri një vit pas datës së saj të fundit; pastaj i fshijmë dhe lidhja nuk funksionon më, më herët nëse na kërkoni të fshijmë adresën tuaj.",
          "Kur pëlqeni një artikull, shfletuesi juaj ruan një numër të rastësishëm në hapësirën e tij lokale që pëlqimi juaj të numërohet një herë; ne e ruajmë atë numër me artikullin dhe asgjë tjetër. Një shënim “Ka ndryshuar diçka këtu?” ruan vetëm atë që zgjodhët dhe shkruat, faqen dhe gjuhën e saj; e mbajmë si dëshmi të asaj që kontrolluan redaktorët tanë dhe e fshijmë një vit pasi e mbyllën.",
        ],
      },
      {
        heading: "E-mailet dhe fshirja e adresës suaj",
        paragraphs: [
          "Çdo e-mail që ju dërgojmë (konfirmime, vendimi i një moderatori, buletine) pret në kutinë tonë dërguese derisa të dërgohet. Pasi është dërguar, ose nuk ka mundur të dorëzohet, i fshijmë subjektin, tekstin dhe lidhjet dhe mbajmë vetëm një rresht në regjistrin tonë të dërgesave: llojin e e-mailit, adresën tuaj të shkurtuar në shkronjat e para, nëse dhe kur u dërgua, si dhe një gabim të mundshëm; ky rresht fshihet 30 ditë më vonë. Lidhjet në e-mailet tona i ruajmë vetëm si gjurmë, që një kopje e bazës sonë të të dhënave të mos mund t’i hapë.",
          "Na e kërkoni dhe e fshijmë adresën tuaj të e-mailit kudo që mbajmë të dhëna të vizitorëve: nga vlerësimet, komentet dhe njoftimet tuaja të ngjarjeve, nga kutia jonë dërguese, nga një regjistrim në buletin (i cili përfundon) dhe nga çdo tekst i shkruar nga vizitorët që e përmend; nëse një nga faqet tona e citon (për shembull një ngjarje e krijuar nga njoftimi juaj), një redaktor e heq prej andej. Ajo që shkruat mbetet në faqe me emrin që zgjodhët, përveç nëse e fshini me lidhjen tuaj private ose na e kërkoni. Shënojmë që një adresë u fshi, kur dhe nga kush, me një gjurmë të saj të krijuar me çelësin tonë sekret, që ta dallojmë nëse na e kërkoni sërish; kurrë vetë adresën.",
        ],
      },
      {
        heading: "Regjistrat e serverit dhe siguria",
        paragraphs: [
          "Për mbarëvajtjen e faqes, serveri ynë mban një regjistër të shkurtër teknik për çdo kërkesë: cila faqe u kërkua, rezultati dhe sa kohë zgjati, pa adresën tuaj IP.",
          "Për të ndaluar keqpërdorimin e automatizuar të formularëve dhe butonave tanë (buletini, vlerësimet, komentet, njoftimet e ngjarjeve, pëlqimet, shënimet e ndryshimeve, “I dobishëm” dhe “Raporto”), numërojmë sa dërgon një lidhje në një kohë të shkurtër: adresa IP e lidhjes suaj ruhet me një numërues për kohëzgjatjen e atij kufiri (një orë më së shumti) dhe fshihet brenda rreth një ore pasi mbaron. Kontrolli kundër spamit është një enigmë e vogël që e zgjidh shfletuesi juaj, pa asnjë palë të tretë; nënshkrimin e një enigme të zgjidhur e mbajmë 20 minuta që të mos përdoret dy herë, dhe asgjë për ju.",
          "Nëse punoni në redaksinë tonë, mbajmë një shënim për çdo hyrje, përpjekje të dështuar dhe kërkesë për rivendosjen e fjalëkalimit (adresën IP të lidhjes dhe adresën e shkruar) për 90 ditë, dhe seancën tuaj (me adresën IP dhe shfletuesin) derisa të përfundojë, më së shumti 12 orë pasi e keni përdorur për herë të fundit dhe 7 ditë pasi keni hyrë; seancat e përfunduara fshihen brenda një dite.",
        ],
      },
      {
        heading: "Hartat dhe videot",
        paragraphs: [
          "Fotografitë dhe shkronjat tona ngarkohen nga serveri ynë. Hartat nga OpenStreetMap dhe videot nga YouTube (përmes luajtësit youtube-nocookie.com me mbrojtje të shtuar të privatësisë) ngarkohen vetëm pasi t’i kërkoni vetë, duke hapur një hartë ose duke shtypur butonin e luajtjes. Në atë çast shfletuesi juaj lidhet me atë ofrues, i cili merr adresën tuaj IP dhe zbaton politikën e vet të privatësisë.",
        ],
      },
      {
        heading: "Të drejtat tuaja",
        paragraphs: [
          "Në çdo kohë mund të na pyesni se cilat të dhëna mbajmë për ju dhe të kërkoni që ato të korrigjohen ose të fshihen. Nëse mendoni se i kemi trajtuar të dhënat tuaja në mënyrë të gabuar, keni gjithashtu të drejtë të paraqitni ankesë në një autoritet për mbrojtjen e të dhënave.",
        ],
      },
      {
        heading: "Ndryshimet e kësaj politike",
        paragraphs: [
          "Nëse faqja fillon t’i trajtojë të dhënat ndryshe, do ta përditësojmë këtë faqe para se ndryshimi të hyjë në fuqi.",
        ],
      },
    ],
  },
  terms: {
    title: "Kushtet e përdorimit",
    description:
      "Kushtet e përdorimit të Explore Kosovo: udhërrëfyes falas, të dhënat e të cilit verifikojini në burime zyrtare para udhëtimit; lidhjet e jashtme dhe kontakti.",
    sections: [
      {
        heading: "Përdorimi i kësaj faqeje",
        paragraphs: [
          "Explore Kosovo është një udhërrëfyes turistik falas. Faqet e tij mund t’i lexoni, t’i printoni dhe t’i ndani. Ju lutemi mos e përdorni faqen në mënyrë që ua pengon përdorimin të tjerëve: për ta ripërdorur përmbajtjen tonë në sasi të madhe, përdorni API-në e të dhënave të hapura dhe burimet e përshkruara te /api, në vend që t’i nxirrni faqet me mjete automatike.",
        ],
      },
      {
        heading: "Saktësia e informacionit",
        paragraphs: [
          "Faktet tona i verifikojmë me kujdes, por çmimet, oraret e punës, oraret e transportit, datat e ngjarjeve dhe rregullat e hyrjes ndryshojnë, ndonjëherë pa njoftim paraprak. Shifrat në këtë faqe merrini si orientim, jo si garanci, dhe çdo gjë të rëndësishme — mbi të gjitha kërkesat për vizë dhe kalimin e kufirit — verifikojeni në burime zyrtare para se të udhëtoni.",
          "Çmimet e planifikuesit të udhëtimit janë vlerësime për person, të llogaritura nga kosto tipike me burimet e tyre, jo oferta; ne nuk shesim udhëtime dhe nuk pranojmë rezervime.",
        ],
        links: [
          {
            label: "Verifikoni kërkesat zyrtare",
          },
        ],
      },
      {
        heading: "Lidhjet e jashtme",
        paragraphs: [
          "Ne vendosim lidhje drejt faqeve të tjera, si UNESCO, institucionet qeveritare, OpenStreetMap dhe YouTube, sepse u shërbejnë udhëtarëve. Ato faqe nuk i kontrollojmë dhe nuk mbajmë përgjegjësi për përmbajtjen apo praktikat e tyre të privatësisë.",
        ],
      },
      {
        heading: "Përmbajtja jonë",
        paragraphs: [
          "Tekstet dhe ilustrimet në këtë faqe janë tonat dhe publikohen me licencën Creative Commons Attribution 4.0 (CC BY 4.0): mund t’i kopjoni, t’i përshtatni dhe t’i ndani, edhe për qëllime tregtare, nëse përmendni «Explore Kosovo» dhe vendosni lidhje drejt faqes. Fotografitë nuk përfshihen: secila ruan licencën e vet.",
        ],
      },
      {
        heading: "Buletini",
        paragraphs: [
          "Buletini është falas dhe mund të çregjistroheni në çdo kohë. Si e trajtojmë adresën tuaj të e-mailit shpjegohet në politikën tonë të privatësisë.",
        ],
        links: [
          {
            label: "Politika e privatësisë",
          },
        ],
      },
      {
        heading: "Kontakti",
        paragraphs: [
          "Keni gjetur një gabim apo keni ndonjë pyetje për këto kushte? Përdorni të dhënat e kontaktit në fund të çdo faqeje — korrigjimet nga udhëtarët dhe vendasit na ndihmojnë ta mbajmë udhërrëfyesin të saktë.",
        ],
      },
    ],
  },
};
