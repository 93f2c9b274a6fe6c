/* de texts of app/content/cities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  cities: {
    "1": {
      imageAlt:
        "Die Newborn-Buchstaben und die Kuppeln der Nationalbibliothek im Zentrum von Pristina",
      name: "Pristina",
      gallery: [
        {
          imageAlt:
            "Die Kuppeln und die Gitterfassade der Nationalbibliothek an einem sonnigen Tag",
        },
        {
          imageAlt: "Das beleuchtete Newborn-Denkmal an einem Winterabend",
        },
        {
          imageAlt: "Der Mutter-Teresa-Boulevard mit vollen Caféterrassen im Frühling",
        },
        {
          imageAlt: "Minarette und der Uhrturm der Altstadt von Pristina im Morgengrauen",
        },
        {
          imageAlt: "Waldwege im Germia-Park am Stadtrand",
        },
      ],
      description:
        "Die junge, kaffeeverliebte Hauptstadt des Kosovo: das Newborn-Denkmal, die Nationalbibliothek mit ihren Kuppeln und ein kleines osmanisches Viertel, alles zu Fuß erreichbar.",
      longDescription:
        "In Pristina (Prishtina) beginnen die meisten Reisen nach Kosovo. Flughafen, Hauptbusbahnhof, Universität und Regierung sind alle hier, und das Zentrum ist kompakt: Vom Mutter-Teresa-Boulevard gehen Sie in deutlich weniger als einer Stunde zum Newborn-Denkmal, zur Nationalbibliothek, zum Kosovo-Museum und ins alte Basarviertel.\n\nPristina ist keine Stadt der großen Prachtbauten, sondern eine Stadt der Schichten. Osmanische Moscheen wie die Kaisermoschee aus dem 15. Jahrhundert stehen neben Wohnblocks aus jugoslawischer Zeit, der kühnen Bibliothek von 1982 und der neuen katholischen Kathedrale. Eine der jüngsten Bevölkerungen Europas füllt Cafés, Galerien und Bars vom Morgenespresso bis spät in die Nacht.\n\nNehmen Sie sich ein oder zwei Tage Zeit. Schlendern Sie über den Boulevard, steigen Sie auf den Glockenturm der Kathedrale, um die Aussicht zu genießen, sehen Sie sich im Museum die Göttin auf dem Thron an, und flüchten Sie auf die Waldwege des Germia-Parks. Das Kloster Gračanica und die römische Fundstätte Ulpiana liegen eine kurze Fahrt südöstlich.",
      population: "Rund 230.000 (Gemeinde)",
      founded: "Mittelalterliche Marktstadt, belegt seit dem 14. Jahrhundert",
      area: "etwa 523 km² (Gemeinde)",
      keyLandmarks: [
        {
          name: "Newborn-Denkmal",
          description:
            "Riesige Buchstaben, enthüllt am Unabhängigkeitstag 2008 und jedes Jahr mit einem neuen Design bemalt.",
        },
        {
          name: "Nationalbibliothek des Kosovo",
          description:
            "Das Gebäude von Andrija Mutnjaković aus dem Jahr 1982, gläserne Kuppeln in einem Metallgitter, auf dem Universitätsgelände.",
        },
        {
          name: "Mutter-Teresa-Boulevard",
          description:
            "Die Fußgängerachse der Stadt, gesäumt von Cafés und Geschäften, mit der Skanderbeg-Statue am nördlichen Ende.",
        },
        {
          name: "Kosovo-Museum",
          description:
            "Das Nationalmuseum in einem Gebäude von 1889, Heimat der jungsteinzeitlichen Göttin auf dem Thron.",
        },
        {
          name: "Kathedrale der heiligen Mutter Teresa",
          description:
            "Katholische Kathedrale, geweiht 2017; ihr Glockenturm hat einen Aufzug und bietet einen weiten Blick über die Stadt.",
        },
        {
          name: "Germia-Park",
          description:
            "Ein großer Waldpark am nordöstlichen Stadtrand mit Wanderwegen, Picknickplätzen und einem Freibad im Sommer.",
        },
      ],
      neighborhoods: [
        {
          name: "Stadtzentrum (Qendra)",
          description:
            "Der Mutter-Teresa-Boulevard, die Hauptplätze und die meisten Museen, Hotels und Cafés.",
        },
        {
          name: "Altstadt",
          description:
            "Die Reste des osmanischen Basarviertels mit der Kaisermoschee, dem Uhrturm und dem Ethnologischen Museum.",
        },
        {
          name: "Pejton",
          description:
            "Ein kompaktes Straßenraster gleich westlich des Boulevards, dicht gefüllt mit Restaurants und Bars.",
        },
        {
          name: "Dragodan (Arbëria)",
          description:
            "Ein grünes Hangviertel mit Botschaften und Villen und Blick über die Stadt.",
        },
        {
          name: "Ulpiana",
          description:
            "Ein Wohnviertel aus jugoslawischer Zeit südlich des Zentrums, mit Hochhäusern, Parks und Nachbarschaftscafés.",
        },
        {
          name: "Sunny Hill (Kodra e Diellit)",
          description:
            "Ein Wohngebiet auf einem Hügel im Osten, mit Blick zurück über das Zentrum.",
        },
      ],
      attractions: {
        "101": {
          imageAlt: "Die bunt bemalten NEWBORN-Buchstaben im Zentrum von Pristina",
          name: "Newborn-Denkmal",
          description:
            "Das typografische Denkmal der Unabhängigkeit, jeden Februar neu bemalt. Ein kurzer, aber unverzichtbarer Fotostopp.",
          openingHours: "Im Freien, jederzeit zugänglich",
          address: "Rruga Luan Haradinaj, neben dem Jugend- und Sportpalast",
        },
        "102": {
          imageAlt: "Die Kuppeln der Nationalbibliothek des Kosovo im goldenen Abendlicht",
          name: "Nationalbibliothek des Kosovo",
          description:
            "Das umstrittenste Gebäude Pristinas, ganz aus Kuppeln und Metallgitter. Gehen Sie hinein, um das Licht unter den Kuppeln zu sehen.",
          openingHours: "Arbeitsbibliothek, in der Regel werktags geöffnet",
          address: "Universitätsgelände, an der Rruga Agim Ramadani",
        },
        "103": {
          imageAlt: "Die ockerfarbene Fassade des Kosovo-Museums in der Altstadt",
          name: "Kosovo-Museum",
          description:
            "Archäologie von der Jungsteinzeit bis zum römischen Ulpiana und die Geschichte des modernen Kosovo. Prüfen Sie vor dem Besuch, ob es geöffnet ist.",
          openingHours: "Meist Dienstag bis Sonntag tagsüber; montags geschlossen",
          address: "Altstadt, neben der Jashar-Pascha-Moschee",
        },
        "104": {
          imageAlt: "Die katholische Backsteinkathedrale und ihr hoher Glockenturm in Pristina",
          name: "Kathedrale der heiligen Mutter Teresa",
          description:
            "Eine 2017 geweihte Backsteinkathedrale. Fahren Sie mit dem Aufzug auf den Glockenturm – einer der besten Ausblicke auf die Stadt.",
          openingHours: "Meist täglich geöffnet; der Glockenturm hat eigene Öffnungszeiten",
          address: "Nahe dem Bill-Clinton-Boulevard, Zentrum von Pristina",
        },
        "105": {
          imageAlt: "Spaziergänger zwischen hohen Bäumen auf einem Waldweg im Germia-Park",
          name: "Germia-Park",
          description:
            "Bewaldete Hügel am Stadtrand mit Wander- und Radwegen, Picknickwiesen und einem großen Freibad im Sommer.",
          openingHours: "Täglich ganztägig geöffnet",
          address: "Nordöstlicher Stadtrand von Pristina",
        },
        "106": {
          imageAlt: "Die steinerne Kuppel und das Minarett der Kaisermoschee in der Altstadt",
          name: "Kaisermoschee (Fatih-Moschee)",
          description:
            "In den 1460er-Jahren auf Befehl von Sultan Mehmed II. erbaut, ist sie eines der ältesten Gebäude Pristinas, mit einer gewaltigen einzelnen Kuppel.",
          openingHours: "Außerhalb der Gebetszeiten für Besucher geöffnet",
          address: "Altstadt, nahe dem Uhrturm",
        },
      },
      restaurants: {
        "11": {
          imageAlt:
            "Ein Tisch mit traditionellen kosovarischen Gerichten in einem alten Restaurant mit Steinmauern",
          name: "Liburnia",
          description:
            "Traditionelle albanische und kosovarische Küche in einem alten Haus nahe der Altstadt, mit einem Innenhof für warme Abende.",
          category: "Traditionell kosovarisch",
          address: "Nahe der Altstadt, Zentrum von Pristina",
        },
        "12": {
          imageAlt: "Gerichte aus dem Holzofen, serviert auf einer Gartenterrasse",
          name: "Tiffany",
          description:
            "Ein langjähriger Favorit ohne feste Speisekarte: Der Kellner erzählt Ihnen, was heute aus dem Holzofen kommt.",
          category: "Kosovarisch, Grill",
          address: "Stadtzentrum, Pristina",
        },
        "13": {
          imageAlt:
            "Ein Tisch in einem Café-Restaurant, umgeben von Bücherregalen und einem Garten",
          name: "Soma Book Station",
          description:
            "Café, Restaurant und Buchhandlung in einem, mit Garten, einer breiten internationalen Karte und entspanntem Publikum.",
          category: "International, Café",
          address: "Stadtzentrum, Pristina",
        },
        "14": {
          imageAlt: "Ein gemütliches Buchcafé mit Kaffeetassen und Büchern auf dem Tisch",
          name: "Dit' e Nat'",
          description:
            "Ein Buchcafé mit gutem Kaffee, kleinen Gerichten und an manchen Abenden Live-Jazz oder Lesungen.",
          category: "Café, Buchhandlung",
          address: "Stadtzentrum, Pristina",
        },
      },
      accommodations: {
        "15": {
          imageAlt:
            "Die prächtige Fassade eines Hotels an einem Platz im Zentrum von Pristina bei Nacht",
          name: "Hotel Swiss Diamond Prishtina",
          description:
            "Das bekannteste Fünf-Sterne-Hotel der Hauptstadt, direkt am Mutter-Teresa-Boulevard, mit Spa und gehobenen Restaurants.",
          address: "Mutter-Teresa-Platz, Pristina",
        },
        "16": {
          imageAlt:
            "Ein modernes Hotel im Stadtzentrum mit Blick von der Dachterrasse über Pristina",
          name: "Hotel Sirius",
          description:
            "Ein zentrales Businesshotel wenige Minuten vom Boulevard, mit einem Restaurant auf dem Dach.",
          address: "Stadtzentrum, Pristina",
        },
        "17": {
          imageAlt: "Die freundliche Terrasse eines Gästehauses an einer Hangstraße in Pristina",
          name: "Velania Guesthouse",
          description:
            "Ein seit Langem bestehendes, gemütliches Gästehaus im Hangviertel Velania, beliebt bei Rucksackreisenden.",
          address: "Stadtteil Velania, Pristina",
        },
      },
      accommodationTips: [
        "Wohnen Sie in Gehweite zum Mutter-Teresa-Boulevard; dort liegen die meisten Sehenswürdigkeiten, Cafés und Restaurants.",
        "Buchen Sie für Ende Juli und August früh, wenn Festivals und die Diaspora auf Heimatbesuch die Zimmer füllen.",
        "Hotels kosten etwa 40–150 € pro Nacht, Gästehäuser 15–60 € und ein Bett im Hostel 10–25 €.",
      ],
      events: {
        "18": {
          imageAlt: "Eine Kinoleinwand und Publikum bei einer abendlichen Festivalvorführung",
          name: "Internationales Filmfestival Pristina (PriFest)",
          date: "Termine wechseln; die letzten Ausgaben fanden im Spätsommer oder Herbst statt",
          description:
            "Das internationale Spielfilmfestival des Kosovo, seit 2009, mit Vorführungen, Gästen und Partys in der ganzen Stadt.",
        },
        "19": {
          imageAlt: "Eine große Open-Air-Festivalbühne mit Publikum in der Abenddämmerung",
          name: "Sunny Hill Festival",
          date: "Meist Ende Juli oder Anfang August",
          description:
            "Das große Musikfestival, gegründet von Dua Lipa und ihrem Vater, mit internationalen Headlinern. Prüfen Sie, ob eine Ausgabe angekündigt ist.",
        },
      },
      localCuisine:
        "Flija (geschichteter Pfannkuchenkuchen), Tavë Kosi, Qebapa, Burek mit Joghurt – und bei jedem Halt ein Macchiato.",
      touristInfo:
        "Fragen Sie in Ihrem Hotel oder bei einer örtlichen Reiseagentur nach Karten, Führern und aktuellen Öffnungszeiten; die Öffnungszeiten der Museen ändern sich oft.",
      gettingAround:
        "Das Zentrum von Pristina erkunden Sie am besten zu Fuß: Boulevard, Altstadt und Bibliothek liegen alle innerhalb von 20 Gehminuten. Stadtbusse kosten etwa 0,40–0,50 € pro Fahrt, und Taxis sind günstig, etwa 2–5 € für eine Fahrt in der Stadt; nehmen Sie ein Taxi mit Taxameter oder vereinbaren Sie den Preis vorher. Vom Flughafen kostet ein Taxi etwa 15–20 €, der Flughafenbus etwa 3 €. Nach Gračanica, Ulpiana oder für weitere Tagesausflüge fahren Überlandbusse vom Hauptbusbahnhof, oder Sie mieten ein Auto für etwa 25–50 € am Tag.",
      climate: {
        note: "Kontinental: kalte, manchmal schneereiche Winter und warme, trockene Sommer. Frühling und Frühherbst sind am angenehmsten für Spaziergänge.",
      },
    },
    "2": {
      imageAlt:
        "Die Festung von Prizren über der Steinbrücke und dem Minarett der Sinan-Pascha-Moschee",
      name: "Prizren",
      gallery: [
        {
          imageAlt: "Die alte Steinbrücke über den Lumbardhi in Prizren",
        },
        {
          imageAlt: "Die Sinan-Pascha-Moschee am Fluss in einer Sommernacht",
        },
        {
          imageAlt: "Die Festungsmauern über den roten Dächern der Altstadt bei Sonnenuntergang",
        },
        {
          imageAlt: "Cafés und Brunnen am Shadërvan-Platz am Morgen",
        },
        {
          imageAlt: "Schnee auf dem Šar-Gebirge hinter den Minaretten von Prizren",
        },
      ],
      description:
        "Die schönste Altstadt des Kosovo: eine Steinbrücke, osmanische Moscheen und eine Festung auf dem Hügel am Lumbardhi, unterhalb des Šar-Gebirges.",
      longDescription:
        "Prizren liegt dort, wo der Lumbardhi das Šar-Gebirge (Sharr) verlässt, und die Altstadt zieht sich an beiden Ufern die Hänge hinauf. Rund um den Shadërvan-Platz finden Sie die Sinan-Pascha-Moschee, die restaurierte Steinbrücke und Gassen voller Cafés, Filigranwerkstätten und Bäckereien, während die Festungsmauern vom Hügel darüber herabschauen.\n\nPrizren war eine bedeutende Stadt des Mittelalters, dann eine wohlhabende osmanische Stadt, und 1878 tagte hier die Liga von Prizren, ein Meilenstein der albanischen Nationalbewegung. Kirchen, Moscheen, Hamams und eine katholische Kathedrale stehen dicht beieinander, und die Kirche der Muttergottes von Ljeviš aus dem 14. Jahrhundert gehört zu einer UNESCO-Welterbestätte.\n\nBleiben Sie mindestens eine Nacht. Steigen Sie zum Sonnenuntergang zur Festung hinauf, essen Sie am Fluss, und wenn Sie Anfang August hier sind, mischen Sie sich beim DokuFest, dem Dokumentar- und Kurzfilmfestival, unter die Menge. Das Šar-Gebirge, der Prevalla-Pass und die Weinberge von Rahovec sind alle leicht erreichbar.",
      population: "Rund 150.000 (Gemeinde)",
      founded: "Das römische Theranda; Blütezeit ab dem 14. Jahrhundert",
      area: "etwa 627 km² (Gemeinde)",
      keyLandmarks: [
        {
          name: "Festung von Prizren",
          description:
            "Mauern auf dem Hügel über der Altstadt, in 15–20 Minuten Aufstieg erreichbar, mit dem besten Blick der Stadt.",
        },
        {
          name: "Steinbrücke",
          description:
            "Die Brücke aus osmanischer Zeit über den Lumbardhi, nach einem Hochwasser 1979 wiederaufgebaut und heute das Wahrzeichen der Stadt.",
        },
        {
          name: "Sinan-Pascha-Moschee",
          description:
            "Die markante Moschee von 1615 am Fluss, mit großer Kuppel und bemaltem Innenraum.",
        },
        {
          name: "Kirche der Muttergottes von Ljeviš",
          description:
            "Eine Kirche aus dem 14. Jahrhundert mit bedeutenden Fresken, Teil der UNESCO-Welterbestätte „Mittelalterliche Denkmäler in Kosovo“.",
        },
        {
          name: "Gedenkkomplex der Liga von Prizren",
          description:
            "Ein Museum an dem Ort, an dem sich 1878 albanische Vertreter trafen, um ihr Land und ihre Rechte zu verteidigen.",
        },
        {
          name: "Hamam des Gazi Mehmed Pascha",
          description:
            "Ein osmanisches Badehaus aus dem 16. Jahrhundert am anderen Flussufer, restauriert und für Ausstellungen genutzt.",
        },
      ],
      neighborhoods: [
        {
          name: "Shadërvan",
          description:
            "Das gepflasterte Herz der Altstadt rund um den Brunnen, voller Cafés und Restaurants.",
        },
        {
          name: "Nënkalaja",
          description:
            "Das steile alte Viertel unterhalb der Festung, das Sie auf dem Weg hinauf zur Kalaja durchqueren.",
        },
        {
          name: "Marash",
          description:
            "Ein grünes Gebiet flussaufwärts mit Platanen, Picknickplätzen und Restaurants am Wasser.",
        },
        {
          name: "Arasta",
          description:
            "Ein altes Handwerkerviertel nahe dem Fluss, einst voller Marktstände und Werkstätten.",
        },
        {
          name: "Ortakoll",
          description:
            "Ein Wohnviertel im Norden der Stadt mit Nachbarschaftsläden und Bäckereien.",
        },
      ],
      attractions: {
        "201": {
          imageAlt: "Die Mauern der Festung von Prizren auf dem Hügel bei Sonnenuntergang",
          name: "Festung von Prizren",
          description:
            "Restaurierte Mauern und Tore auf dem Hügel über der Altstadt; kommen Sie zum Sonnenuntergang und für den Blick über die Minarette.",
          openingHours: "Freigelände, den ganzen Tag zugänglich",
          address: "Burghügel (Kalaja), oberhalb der Altstadt",
        },
        "202": {
          imageAlt: "Die Kuppel und das Minarett der Sinan-Pascha-Moschee am Fluss",
          name: "Sinan-Pascha-Moschee",
          description:
            "Prizrens große Moschee aus dem 17. Jahrhundert mit bemalter Kuppel. Besuchen Sie sie zwischen den Gebeten und kleiden Sie sich zurückhaltend.",
          openingHours: "Außerhalb der Gebetszeiten für Besucher geöffnet",
          address: "Bereich Shadërvan, Südufer des Lumbardhi",
        },
        "203": {
          imageAlt: "Die gewölbte Steinbrücke über den Lumbardhi im Morgengrauen",
          name: "Steinbrücke",
          description:
            "Die Bogenbrücke aus osmanischer Zeit, nach dem Hochwasser von 1979 wiederaufgebaut; der klassische Blick auf Prizren, besonders bei Nacht.",
          openingHours: "Jederzeit zugänglich",
          address: "Über den Lumbardhi, beim Shadërvan",
        },
        "204": {
          imageAlt:
            "Der Glockenturm aus Backstein und die Kuppeln der Kirche der Muttergottes von Ljeviš",
          name: "Kirche der Muttergottes von Ljeviš",
          description:
            "Eine Kirche aus dem 14. Jahrhundert mit seltenen Fresken, auf der UNESCO-Welterbeliste. Der Innenraum ist nur eingeschränkt zugänglich; fragen Sie vor Ort.",
          openingHours:
            "Innenraum unregelmäßig geöffnet; das Äußere ist von der Straße aus zu sehen",
          address: "Altstadt, Nordufer des Lumbardhi",
        },
        "205": {
          imageAlt: "Ein traditionelles osmanisches Haus mit Innenhof am Fluss in Prizren",
          name: "Gedenkkomplex der Liga von Prizren",
          description:
            "Ein Museum am Ort der Liga von Prizren von 1878, mit einer ethnografischen Sammlung in einem traditionellen Haus.",
          openingHours: "Meist tagsüber geöffnet; an manchen Feiertagen geschlossen",
          address: "Südufer des Lumbardhi, flussaufwärts von der Steinbrücke",
        },
      },
      restaurants: {
        "21": {
          imageAlt: "Tische an einem Fluss mit kleinem Wasserfall, darauf traditionelle Gerichte",
          name: "Ambient",
          description:
            "Tische direkt am Wasser, ein kurzer Spaziergang von der Altstadt, mit traditionellen Gerichten wie Tava-Schmorgerichten.",
          category: "Traditionell kosovarisch",
          address: "Am Lumbardhi, gleich außerhalb der Altstadt",
        },
        "22": {
          imageAlt: "Gegrilltes Fleisch und Salate auf einer Terrasse in der Altstadt von Prizren",
          name: "Besimi-Beska",
          description:
            "Ein alteingesessenes Restaurant in der Altstadt für Gegrilltes, Salate und einfache, großzügige Teller zu fairen Preisen.",
          category: "Grill",
          address: "Altstadt, nahe dem Shadërvan",
        },
        "23": {
          imageAlt: "Macchiatos und Baklava auf einem Cafétisch am Shadërvan-Brunnen",
          name: "Cafés am Shadërvan",
          description:
            "Setzen Sie sich mit einem Macchiato oder türkischem Kaffee und Baklava unter die Bäume rund um den Brunnen und sehen Sie der Stadt beim Flanieren zu.",
          category: "Cafés",
          address: "Shadërvan-Platz, Altstadt",
        },
      },
      accommodations: {
        "24": {
          imageAlt: "Ein Hotel in der Altstadt von Prizren, dahinter die Festung auf dem Hügel",
          name: "Hotel Theranda",
          description:
            "Ein komfortables Hotel mitten in der Altstadt, wenige Schritte vom Shadërvan und vom Fluss.",
          address: "Altstadt, nahe dem Shadërvan",
        },
        "25": {
          imageAlt: "Der freundliche Innenhof eines Hostels in einem alten Haus in Prizren",
          name: "Driza's House",
          description:
            "Ein beliebtes Hostel in einem alten Haus nahe dem Zentrum, mit einem Innenhof, in dem man leicht andere Reisende kennenlernt.",
          address: "Altstadt, Prizren",
        },
      },
      accommodationTips: [
        "Wohnen Sie in der Altstadt oder in ihrer Nähe: Alles Sehenswerte liegt innerhalb von 15 Gehminuten.",
        "Während des DokuFest Anfang August sind die Zimmer ausgebucht; buchen Sie für diese Woche Monate im Voraus.",
        "Viele kleine Gästehäuser in alten Häusern haben steile Treppen und keinen Aufzug – fragen Sie nach, wenn das für Sie wichtig ist.",
      ],
      events: {
        "26": {
          imageAlt: "Eine Freiluft-Kinoleinwand am Fluss in Prizren bei Nacht",
          name: "DokuFest",
          date: "Meist Anfang August",
          description:
            "Das bekannteste Festival des Kosovo: Dokumentar- und Kurzfilme auf Freiluftleinwänden rund um die Altstadt, mit Konzerten an jedem Abend.",
        },
        "27": {
          imageAlt: "Musiker auf einer Bühne in der Altstadt von Prizren an einem Herbstabend",
          name: "Zambaku i Prizrenit",
          date: "Termine wechseln; die letzten Ausgaben fanden im Spätsommer oder Herbst statt",
          description:
            "Gegründet 1986: ein Abend mit neu geschriebenen Liedern in der städtischen Liedtradition Prizrens, gesungen mit Live-Orchester und im Wettstreit um die Lilie des Festivals.",
        },
      },
      localCuisine:
        "Gegrillte Qebapa und Tava-Schmorgerichte, Burek, Baklava sowie Wein und Raki aus dem nahen Rahovec.",
      touristInfo:
        "Die Altstadt ist kompakt und gut ausgeschildert; fragen Sie in Ihrem Gästehaus nach einem Plan und danach, welche Kirchen und Museen an diesem Tag geöffnet sind.",
      gettingAround:
        "Gehen Sie zu Fuß: Die Altstadt ist Fußgängerzone, und zur Festung ist es ein kurzer Aufstieg. Ein Taxi innerhalb von Prizren kostet etwa 2–5 €. Überlandbusse nach Pristina, Gjakova und Peja fahren vom Busbahnhof am Rand des Zentrums ab und kosten etwa 3–7 €; für das Šar-Gebirge oder Rahovec ist ein Auto (etwa 25–50 € am Tag) oder ein über Ihr Hotel bestelltes Taxi am einfachsten.",
      climate: {
        note: "Geschützt gelegen und etwas wärmer als Pristina, mit heißen Sommern; auf dem nahen Šar-Gebirge liegt bis weit in den Frühling Schnee.",
      },
    },
    "3": {
      imageAlt: "Der Eingang der Rugova-Schlucht oberhalb der Stadt Peja",
      name: "Peja",
      gallery: [
        {
          imageAlt: "Die Kalksteinwände der Rugova-Schlucht gleich außerhalb von Peja",
        },
        {
          imageAlt: "Die roten Kirchen des Patriarchats von Peć unterhalb der Berge",
        },
        {
          imageAlt:
            "Der alte Basar von Peja mit seinen hölzernen Ladenfronten in der Abenddämmerung",
        },
        {
          imageAlt: "Eine Zipline über der Rugova-Schlucht",
        },
        {
          imageAlt: "Verschneite Gipfel der Prokletije über Peja im Morgengrauen",
        },
      ],
      description:
        "Peja (Peć) liegt am Fuß der Prokletije (Albanische Alpen), mit der Rugova-Schlucht vor der Haustür und dem Patriarchat auf der UNESCO-Welterbeliste am Stadtrand.",
      longDescription:
        "Peja (serbisch Peć) liegt am Lumbardhi, dort, wo er die Rugova-Schlucht verlässt, und direkt dahinter ragen die Gipfel der Prokletije (Albanische Alpen, albanisch Bjeshkët e Nemuna) auf. Die Stadt ist der wichtigste Ausgangspunkt des Kosovo für Outdoor-Aktivitäten – und die Heimat des Biers, das ihren Namen trägt.\n\nDie Stadt hat eine lange, vielschichtige Vergangenheit. Ab 1346 war das Patriarchat von Peć Sitz der serbischen Patriarchen; unter den Osmanen wuchs die Stadt um ihren Basar und die Bajrakli-Moschee aus dem 15. Jahrhundert. Der alte Basar wurde wiederaufgebaut, und das Patriarchat gehört zur UNESCO-Welterbestätte „Mittelalterliche Denkmäler in Kosovo“.\n\nVerbringen Sie einen Tag in der Stadt und fahren Sie dann hinauf in die Schlucht: Klettersteige, eine Zipline, Wanderungen auf dem Fernwanderweg Peaks of the Balkans und Mittagessen in Gästehäusern mit Rugova-Käse und Flija. Im Juli füllt das Animationsfilmfestival Anibar das Kino und die Plätze der Stadt.",
      population: "Rund 85.000 (Gemeinde)",
      founded: "Mittelalterliche Stadt, ab dem 14. Jahrhundert Sitz der serbischen Patriarchen",
      area: "etwa 602 km² (Gemeinde)",
      keyLandmarks: [
        {
          name: "Rugova-Schlucht",
          description:
            "Ein enger Kalksteincanyon, der 2 km westlich der Stadt beginnt, mit Bergstraße, Klettersteig und Zipline.",
        },
        {
          name: "Patriarchat von Peć",
          description:
            "Vier miteinander verbundene mittelalterliche Kirchen mit Fresken, Teil einer UNESCO-Welterbestätte.",
        },
        {
          name: "Bajrakli-Moschee",
          description:
            "Die wichtigste historische Moschee von Peja aus dem 15. Jahrhundert, am Rand des alten Basars.",
        },
        {
          name: "Alter Basar (Çarshia e Gjatë)",
          description:
            "Die wiederaufgebaute lange Basarstraße mit kleinen Läden, Cafés und Handwerkern.",
        },
        {
          name: "Quelle des Weißen Drin (Radavc)",
          description:
            "Ein Wasserfall und eine Quelle beim Dorf Radavc, etwa 11 km nördlich der Stadt.",
        },
        {
          name: "Prokletije (Albanische Alpen)",
          description:
            "Hohe Kalksteingipfel und Täler, durch die der Fernwanderweg Peaks of the Balkans führt.",
        },
      ],
      neighborhoods: [
        {
          name: "Stadtzentrum",
          description: "Die Plätze und Fußgängerstraßen rund um das Hotel Dukagjini und den Fluss.",
        },
        {
          name: "Alter Basar",
          description:
            "Die wiederaufgebaute osmanische Marktstraße mit Cafés und Werkstätten nahe der Bajrakli-Moschee.",
        },
        {
          name: "Karagaç",
          description:
            "Ein bewaldeter Hügel mit Park im Westen der Stadt, beliebt für Spaziergänge.",
        },
        {
          name: "Ufer des Lumbardhi",
          description:
            "Die Flusspromenade, die vom Zentrum nach Westen zum Patriarchat und zur Schlucht führt.",
        },
        {
          name: "Rugova-Tal",
          description:
            "Die Bergdörfer oberhalb der Schlucht mit Gästehäusern, Weiden und Ausgangspunkten für Wanderungen.",
        },
      ],
      attractions: {
        "301": {
          imageAlt: "Die Straße windet sich durch den engen Rugova-Canyon",
          name: "Rugova-Schlucht",
          description:
            "Der spektakulärste Canyon des Kosovo, gleich vor der Stadt: Aussichtspunkte, Klettersteig, Zipline und Bergwege.",
          openingHours:
            "Ganzjährig zugänglich; Aktivitäten meist vom späten Frühling bis zum Herbst",
          address: "Straße Peja–Rugova, etwa 2 km westlich des Zentrums",
        },
        "302": {
          imageAlt: "Die rot verputzten Kirchen des Patriarchats in einem grünen Garten",
          name: "Patriarchat von Peć",
          description:
            "Vier mittelalterliche Kirchen unter einem Dach, ganz mit Fresken bedeckt. Nehmen Sie für die Kontrolle am Eingang Reisepass oder Ausweis mit.",
          openingHours: "Meist tagsüber außerhalb der Gottesdienste geöffnet",
          address: "Westlicher Stadtrand von Peja, an der Straße in die Schlucht",
        },
        "303": {
          imageAlt: "Kuppel und Minarett der Bajrakli-Moschee von Peja in der Abenddämmerung",
          name: "Bajrakli-Moschee",
          description:
            "Die wichtigste historische Moschee der Stadt aus dem 15. Jahrhundert, neben dem alten Basar.",
          openingHours: "Außerhalb der Gebetszeiten für Besucher geöffnet",
          address: "Alter Basar, Peja",
        },
        "304": {
          imageAlt: "Hölzerne Ladenfronten und Cafés entlang des alten Basars von Peja",
          name: "Alter Basar",
          description:
            "Bummeln Sie durch die wiederaufgebaute Marktstraße – für Filigranschmuck, traditionelle Kappen und einen Kaffee in einem winzigen Café.",
          openingHours: "Geschäfte meist vom Morgen bis zum frühen Abend geöffnet",
          address: "Altstadt, Peja",
        },
        "305": {
          imageAlt: "Ein Wasserfall stürzt bei Radavc aus einer Felswand",
          name: "Quelle des Weißen Drin",
          description:
            "Ein Wasserfall, wo der Weiße Drin aus dem Fels entspringt, mit einem kurzen Weg und Restaurants in der Nähe.",
          openingHours: "Ganztägig zugänglich",
          address: "Beim Dorf Radavc, nördlich von Peja",
        },
      },
      restaurants: {
        "31": {
          imageAlt: "Ein Tisch mit traditionellen Gerichten in einem Restaurant voller Volkskunst",
          name: "Art Design",
          description:
            "Ein alteingesessenes Restaurant, geschmückt mit Volkskunst und Gemälden, mit traditionellen kosovarischen Gerichten.",
          category: "Traditionell kosovarisch",
          address: "Stadtzentrum, Peja",
        },
        "32": {
          imageAlt: "Flija, Käse und Salate auf dem Tisch eines Gästehauses in den Bergen",
          name: "Gästehäuser im Rugova-Tal",
          description:
            "Viele Familiengästehäuser oben in der Schlucht servieren Hausmannskost: Flija, Rugova-Käse, Berglamm und frische Salate.",
          category: "Hausmannskost",
          address: "Dörfer im Rugova-Tal, westlich von Peja",
        },
        "33": {
          imageAlt: "Kaffee und Gebäck auf einem kleinen Tisch in einer alten Basargasse",
          name: "Cafés im alten Basar",
          description:
            "Winzige Cafés und Bäckereien entlang des Basars für einen Macchiato, Burek oder Pite am Morgen.",
          category: "Cafés",
          address: "Alter Basar, Peja",
        },
      },
      accommodations: {
        "34": {
          imageAlt: "Ein großes Hotel am Hauptplatz von Peja, dahinter die Berge",
          name: "Hotel Dukagjini",
          description:
            "Das traditionsreiche Hotel am Hauptplatz von Peja, direkt am Fluss, mit Bergblick aus den oberen Etagen.",
          address: "Hauptplatz, Peja",
        },
        "35": {
          imageAlt: "Ein Berggästehaus in einem grünen Tal im Hochland von Rugova",
          name: "Guesthouse Kujtimi",
          description:
            "Ein Familiengästehaus im Hochland von Rugova, gut bekannt bei Wanderern auf dem Peaks of the Balkans.",
          address: "Reka e Allagës, Rugova-Tal",
        },
      },
      accommodationTips: [
        "Wohnen Sie in der Stadt, wenn Ihnen Restaurants und Busse wichtig sind, oder in einem Gästehaus in Rugova, wenn Sie früh auf die Wege wollen.",
        "Gästehäuser in den Bergen bieten meist Abendessen und Frühstück an; fragen Sie bei der Buchung nach.",
        "Höher gelegene Dörfer können im Winter eingeschneit sein – prüfen Sie die Erreichbarkeit vor der Buchung.",
      ],
      events: {
        "36": {
          imageAlt:
            "Eine Freiluftleinwand und Publikum auf einem Platz in Peja in einer Sommernacht",
          name: "Internationales Animationsfilmfestival Anibar",
          date: "Meist Mitte Juli",
          description:
            "Eine Woche Animationsfilme im Kino der Stadt und auf Freiluftleinwänden, mit Workshops, Gesprächen und Konzerten an jedem Abend.",
        },
        "37": {
          imageAlt: "Zuschauer bei traditionellen Wettkämpfen auf einer Bergwiese",
          name: "Traditionelle Spiele von Rugova",
          date: "Meist im Sommer",
          description:
            "Ringen, traditionelle Sportarten, Lieder und Tänze des Hochlands von Rugova, dazu Essen und Getränke aus der Gegend.",
        },
      },
      localCuisine: "Flija, Rugova-Käse, Pite, Berghonig, Forelle und ein kaltes Peja-Bier.",
      touristInfo:
        "Örtliche Outdoor-Anbieter und Gästehäuser sind die beste Quelle für Informationen zu Wegen, Klettersteigen und Wetter; nehmen Sie für das Hochgebirge einen lizenzierten Bergführer.",
      gettingAround:
        "Zentrum, alter Basar und Patriarchat sind zu Fuß erreichbar, bis zum Eingang der Schlucht sind es etwa 30 Minuten zu Fuß. Ein Taxi in der Stadt kostet etwa 2–5 €; für das obere Rugova-Tal vereinbaren Sie Preis und Rückfahrzeit, bevor Sie losfahren. Überlandbusse verbinden Peja für etwa 3–7 € mit Pristina, Deçan und Gjakova. Für die Berge ist ein Auto (etwa 25–50 € am Tag) oder ein Führer mit eigenem Fahrzeug die praktische Wahl.",
      climate: {
        note: "In der Stadt warme Sommer und kalte Winter; das Hochland von Rugova ist einige Grad kühler und etwa von Dezember bis März verschneit.",
      },
    },
    "4": {
      imageAlt:
        "Die hölzernen Ladenfronten des Großen Basars von Gjakova mit dem Minarett der Hadum-Moschee",
      name: "Gjakova",
      gallery: [
        {
          imageAlt: "Die lange, gepflasterte Gasse des Großen Basars mit hölzernen Fensterläden",
        },
        {
          imageAlt: "Das Minarett der Hadum-Moschee über dem Basar in der Abenddämmerung",
        },
        {
          imageAlt: "Die alte Terzi-Brücke über den Erenik in der Landschaft",
        },
        {
          imageAlt: "Von Laternen beleuchtete Cafétische im Basar bei Nacht",
        },
        {
          imageAlt: "Das verschneite Hochland von Gjakova jenseits der Stadt",
        },
      ],
      description:
        "Eine entspannte Stadt im Westen rund um einen der längsten Basare des Balkans, mit osmanischen Moscheen, Sufi-Konventen, alten Brücken und berühmtem Kaffee.",
      longDescription:
        "Gjakova (Đakovica) liegt im Westen des Kosovo, etwa auf halbem Weg zwischen Peja und Prizren und nahe der albanischen Grenze. Das Herz der Stadt ist der Große Basar (Çarshia e Madhe), eine lange, gepflasterte Gasse mit niedrigen Läden und hölzernen Fensterläden, in der sich Schneider, Silberschmiede und Cafés noch immer die Straße teilen.\n\nDie Stadt wuchs im 16. Jahrhundert um die Hadum-Moschee und ihren Markt, an Handelswegen nach Shkodra. Ein großer Teil des Basars brannte 1999 nieder und wurde sorgfältig wiederaufgebaut. Gjakova ist außerdem für sein Sufi-Erbe bekannt, mit mehreren noch aktiven Tekken, und für eine starke Tradition des städtischen Liedes.\n\nKommen Sie für einen gemächlichen Tag: Kaffee im Basar, der bemalte Innenraum der Hadum-Moschee, ein Spaziergang zu den alten Steinbrücken über den Erenik und ein Abendessen, wenn die Laternen angehen. Visoki Dečani, Prizren und die Weinberge von Rahovec liegen jeweils weniger als eine Autostunde entfernt.",
      population: "Rund 80.000 (Gemeinde)",
      founded: "Osmanische Marktstadt, ab dem 16. Jahrhundert um ihren Basar gewachsen",
      area: "etwa 587 km² (Gemeinde)",
      keyLandmarks: [
        {
          name: "Großer Basar (Çarshia e Madhe)",
          description:
            "Rund ein Kilometer wiederaufgebauter hölzerner Ladenfronten, Werkstätten und Cafés.",
        },
        {
          name: "Hadum-Moschee",
          description:
            "Die Moschee aus dem späten 16. Jahrhundert am oberen Ende des Basars, mit bemaltem Innenraum.",
        },
        {
          name: "Terzi-Brücke",
          description:
            "Eine lange osmanische Steinbrücke über den Erenik außerhalb der Stadt, benannt nach der Zunft der Schneider.",
        },
        {
          name: "Tabaku-Brücke",
          description:
            "Eine kleine Steinbrücke über den Bach Krena, benannt nach den Gerbern, die in der Nähe arbeiteten.",
        },
        {
          name: "Sufi-Tekken",
          description:
            "Konvente mehrerer Derwischorden, noch in Gebrauch; besuchen Sie sie respektvoll und fragen Sie vorher.",
        },
        {
          name: "Ethnografisches Museum",
          description:
            "Traditionelle Trachten, Möbel und Handwerk in einem alten Stadthaus; es war zeitweise wegen Reparaturen geschlossen, erkundigen Sie sich also vorher.",
        },
      ],
      neighborhoods: [
        {
          name: "Çarshia e Madhe",
          description:
            "Der Große Basar und seine Seitengassen, das historische und gesellschaftliche Zentrum.",
        },
        {
          name: "Qarshia e Vogël",
          description:
            "Das neuere Zentrum rund um die Fußgängerstraße, abends belebt mit Cafés und Bars.",
        },
        {
          name: "Viertel der Hadum-Moschee",
          description:
            "Die Gegend rund um den Moscheekomplex, die Bibliothek und den Standort des alten Uhrturms.",
        },
        {
          name: "Ufer des Erenik",
          description: "Grüne Ufer am Fluss mit Spazierwegen nach Süden in Richtung Terzi-Brücke.",
        },
        {
          name: "Çabrat",
          description: "Ein Hügel am Rand des Zentrums mit Wegen und Blick über die Stadt.",
        },
      ],
      attractions: {
        "401": {
          imageAlt: "Passanten und hölzerne Fensterläden im Großen Basar von Gjakova",
          name: "Großer Basar",
          description:
            "Gehen Sie den wiederaufgebauten Basar in ganzer Länge ab, halten Sie an Werkstätten und Cafés, und kommen Sie abends wegen der Laternen wieder.",
          openingHours: "Geschäfte meist von morgens bis abends geöffnet; Cafés länger",
          address: "Çarshia e Madhe, Zentrum von Gjakova",
        },
        "402": {
          imageAlt: "Die steinerne Kuppel und die Vorhalle der Hadum-Moschee im Frühling",
          name: "Hadum-Moschee",
          description:
            "Das schönste osmanische Bauwerk von Gjakova aus dem späten 16. Jahrhundert, innen bemalt.",
          openingHours: "Außerhalb der Gebetszeiten für Besucher geöffnet",
          address: "Oberes Ende des Großen Basars, Gjakova",
        },
        "403": {
          imageAlt: "Die vielbogige Terzi-Brücke über den Erenik bei Sonnenuntergang",
          name: "Terzi-Brücke",
          description:
            "Eine lange osmanische Brücke mit vielen Bögen in der Landschaft vor der Stadt; ein schöner kurzer Ausflug mit Auto oder Taxi.",
          openingHours: "Jederzeit zugänglich",
          address: "Über den Erenik, außerhalb von Gjakova",
        },
        "404": {
          imageAlt: "Eine kleine steinerne Bogenbrücke über einen Bach in Gjakova",
          name: "Tabaku-Brücke",
          description:
            "Eine kleine, fotogene Steinbrücke nahe dem Zentrum, benannt nach den Gerbern, die einst neben ihr arbeiteten.",
          openingHours: "Jederzeit zugänglich",
          address: "Über den Bach Krena, nahe dem Zentrum von Gjakova",
        },
      },
      restaurants: {
        "41": {
          imageAlt: "Kaffee und Lokum auf einem Tisch unter hölzernen Fensterläden im Basar",
          name: "Cafés im Großen Basar",
          description:
            "Gjakova ist stolz auf seinen Kaffee: Setzen Sie sich mit einem Macchiato oder türkischem Kaffee in ein Basarcafé und beobachten Sie das Treiben auf der Straße.",
          category: "Cafés",
          address: "Çarshia e Madhe, Gjakova",
        },
        "42": {
          imageAlt: "Qebapa mit Brot, Zwiebeln und Ayran auf einem Cafétisch",
          name: "Grillstuben im Basar (Qebaptore)",
          description:
            "Kleine Grillstuben rund um den Basar servieren Qebapa mit Brot, Zwiebeln und einem Glas Ayran.",
          category: "Grill",
          address: "Rund um den Großen Basar, Gjakova",
        },
        "43": {
          imageAlt:
            "Terrassentische mit Getränken und kleinen Tellern in einer belebten Straße am Abend",
          name: "Abendterrassen in Qarshia e Vogël",
          description:
            "Abends füllen sich die Fußgängerstraßen im Zentrum mit Terrassen – für Pizza, Gegrilltes und ein Glas Wein aus der Gegend.",
          category: "Cafés und Bars",
          address: "Fußgängerstraßen im Zentrum, Gjakova",
        },
      },
      accommodations: {
        "44": {
          imageAlt:
            "Ein kleines Hotel in traditionellen Gebäuden an einer gepflasterten Basargasse",
          name: "Hotel Çarshia e Jupave",
          description:
            "Ein kleines Hotel im Gebiet des alten Basars, nur wenige Schritte von den Cafés und der Hadum-Moschee.",
          address: "Alter Basar, Gjakova",
        },
      },
      accommodationTips: [
        "Wohnen Sie nahe dem Basar, um die Abende zu Fuß genießen zu können.",
        "Gjakova hat weniger Hotels als Prizren oder Peja; buchen Sie im Juli und August im Voraus, wenn die Diaspora zu Hause ist.",
        "Die Stadt eignet sich auch für einen Tagesausflug von Prizren oder Peja, beide weniger als eine Stunde entfernt.",
      ],
      events: {
        "45": {
          imageAlt: "Eine Konzertbühne im Großen Basar an einem Sommerabend",
          name: "Ditët e Shqiptarit (Tage der Albaner)",
          date: "Die letzten Ausgaben liefen von Mitte Juli bis in den August",
          description:
            "Ein junges Sommerfestival mit Konzerten, traditionellen Sportarten und Essen auf Bühnen im Basar und in den Parks der Stadt.",
        },
        "46": {
          imageAlt: "Dichter lesen an einem Herbstabend in einem alten Innenhof vor Publikum",
          name: "100 Thousand Poets for Change (Hunderttausend Dichter für den Wandel)",
          date: "Meist im September",
          description:
            "Ein Literaturtreffen, das seit 2011 in Gjakova stattfindet, mit Lesungen, Musik und Preisverleihungen an zwei Tagen.",
        },
      },
      localCuisine:
        "Qebapa, Flija, gefüllte Paprika, türkischer Kaffee und Süßes wie Baklava und Tespishte.",
      touristInfo:
        "Basar und Zentrum lassen sich gut ohne Führer erkunden; fragen Sie Einheimische oder Ihr Hotel, wenn Sie die Tekken und die Brücken außerhalb der Stadt besuchen möchten.",
      gettingAround:
        "Basar und Zentrum sind zu Fuß erreichbar, ein Taxi in der Stadt kostet etwa 2–5 €. Überlandbusse fahren für etwa 3–7 € nach Pristina, Prizren, Peja und Deçan. Zur Terzi-Brücke und aufs Land nehmen Sie ein Taxi und vereinbaren den Preis vorher, oder Sie fahren selbst.",
      climate: {
        note: "Im Sommer eine der wärmsten Städte des Kosovo, mit milden Frühlings- und Herbstmonaten und gelegentlichem Schnee im Winter.",
      },
    },
    "5": {
      imageAlt: "Ein Förderturm über den Dächern von Mitrovica und dem Ibar in der Abenddämmerung",
      name: "Mitrovica",
      gallery: [
        {
          imageAlt: "Die Hauptbrücke über den Ibar in Mitrovica",
        },
        {
          imageAlt: "Das Bergarbeiterdenkmal auf seinem Hügel über der Stadt",
        },
        {
          imageAlt: "Die Ruinen der Festung Zvečan auf einem Vulkanhügel im Morgengrauen",
        },
        {
          imageAlt: "Ein Förderturm des Trepça-Komplexes vor winterlichen Hügeln",
        },
        {
          imageAlt: "Die Uferpromenade am Ibar bei Nacht",
        },
      ],
      description:
        "Die wichtigste Stadt im Norden des Kosovo, geteilt durch den Ibar und geprägt von den Trepça-Minen, mit der Festung Zvečan auf einem Hügel in der Nähe.",
      longDescription:
        "Mitrovica entstand dort, wo die Sitnica in den Ibar mündet. Der Fluss teilt auch die Stadt: Der Süden ist überwiegend albanisch, der Norden überwiegend serbisch, und die Hauptbrücke zwischen beiden wurde zum Symbol dieser Teilung. Sie können zu Fuß zwischen den beiden Hälften wechseln; rechnen Sie im Norden mit Preisen in Dinar ebenso wie in Euro.\n\nDer Bergbau hat die moderne Stadt geschaffen. Die Minen und Hütten von Trepça wurden ab Ende der 1920er-Jahre in großem Stil betrieben und beschäftigten in den jugoslawischen Jahrzehnten viele Tausend Menschen; ihre Fördertürme und das Bergarbeiterdenkmal auf dem Hügel über dem Nordufer prägen bis heute die Silhouette.\n\nMitrovica ist ein ungewöhnlicher, aber lohnender Tagesausflug von Pristina aus, das etwa 40 km entfernt liegt. Spazieren Sie am Fluss entlang, steigen Sie wegen der Aussicht zum Bergarbeiterdenkmal hinauf und besuchen Sie die mittelalterlichen Ruinen der Festung Zvečan gleich nordwestlich der Stadt. Informieren Sie sich vorher über die aktuellen Reisehinweise, denn die Lage im Norden kann sich ändern.",
      population: "Rund 70.000–90.000 (Süd- und Nord-Mitrovica)",
      founded: "Bergbaustadt, im 20. Jahrhundert mit Trepça gewachsen",
      area: "etwa 331 km² (Gemeinde Süd-Mitrovica)",
      keyLandmarks: [
        {
          name: "Hauptbrücke über den Ibar",
          description:
            "Die Brücke zwischen der südlichen und der nördlichen Stadthälfte, heute für Fußgänger geöffnet.",
        },
        {
          name: "Bergarbeiterdenkmal",
          description:
            "Ein eindrucksvolles Denkmal aus jugoslawischer Zeit auf dem Hügel über dem Nordufer, mit Blick über die Stadt.",
        },
        {
          name: "Festung Zvečan",
          description:
            "Mittelalterliche Ruinen auf einem steilen Vulkanhügel gleich nordwestlich von Mitrovica.",
        },
        {
          name: "Trepça-Minen",
          description:
            "Der Blei- und Zinkbergbaukomplex, auf dem die Stadt aufgebaut ist; seine Türme stehen noch an den Stadträndern.",
        },
        {
          name: "Isa-Boletini-Denkmal",
          description:
            "Eine Statue des albanischen Unabhängigkeitskämpfers, der bei Mitrovica geboren wurde, im Süden der Stadt.",
        },
        {
          name: "Ufer des Ibar",
          description: "Promenaden und Parks an beiden Ufern des Flusses.",
        },
      ],
      neighborhoods: [
        {
          name: "Zentrum von Süd-Mitrovica",
          description: "Die Hauptplätze, Moscheen, Cafés und der Busbahnhof am Südufer.",
        },
        {
          name: "Nord-Mitrovica",
          description:
            "Das mehrheitlich serbische Nordufer mit eigener Hauptstraße, Kirche und Universitätsfakultäten.",
        },
        {
          name: "Bosniakische Mahala",
          description:
            "Ein gemischtes Viertel am Nordufer, in dem Albaner, Bosniaken und andere leben.",
        },
        {
          name: "Ufer des Ibar",
          description: "Die grünen Ufer des Ibar mit Promenaden auf beiden Seiten der Brücken.",
        },
        {
          name: "Zvečan",
          description: "Die kleine Nachbarstadt unterhalb des Festungshügels im Nordwesten.",
        },
      ],
      attractions: {
        "501": {
          imageAlt: "Ein hohes Betondenkmal auf einem Hügel über Mitrovica bei Sonnenuntergang",
          name: "Bergarbeiterdenkmal",
          description:
            "Ein kühnes Denkmal aus jugoslawischer Zeit für die Bergleute, auf dem Hügel über dem Nordufer; gehen Sie hinauf, um den Blick über die Stadt zu genießen.",
          openingHours: "Im Freien, jederzeit zugänglich",
          address: "Hügel über dem Nordufer, Nord-Mitrovica",
        },
        "502": {
          imageAlt: "Eine Brücke über den Ibar, die die beiden Hälften von Mitrovica verbindet",
          name: "Hauptbrücke über den Ibar",
          description:
            "Die Brücke, die die Stadt jahrelang teilte; sie zu Fuß zu überqueren ist der beste Weg, Mitrovica heute zu verstehen.",
          openingHours: "Für Fußgänger jederzeit geöffnet",
          address: "Über den Ibar, Zentrum von Mitrovica",
        },
        "503": {
          imageAlt: "Mittelalterliche Festungsruinen auf der Spitze eines steilen Kegelbergs",
          name: "Festung Zvečan",
          description:
            "Die Ruinen einer mittelalterlichen Festung auf einem erloschenen Vulkan, über einen steilen Pfad erreichbar, mit weitem Blick über das Ibartal.",
          openingHours: "Freigelände, bei Tageslicht zugänglich",
          address: "Oberhalb von Zvečan, nordwestlich von Mitrovica",
        },
        "504": {
          imageAlt: "Eine Bronzestatue eines Mannes in traditioneller Tracht auf einem Stadtplatz",
          name: "Isa-Boletini-Denkmal",
          description:
            "Eine Statue zu Ehren von Isa Boletini, einem Anführer der albanischen Nationalbewegung, der bei Mitrovica geboren wurde.",
          openingHours: "Im Freien, jederzeit zugänglich",
          address: "Zentrum von Süd-Mitrovica",
        },
      },
      restaurants: {
        "51": {
          imageAlt: "Ein Teller Kalbsbraten und ein Schopska-Salat auf einem Kneipentisch",
          name: "Museum Pub",
          description:
            "Ein entspanntes Pub-Restaurant im Zentrum, bekannt für Braten, Salate und kalte Getränke.",
          category: "Pub, Grill",
          address: "Zentrum von Mitrovica",
        },
        "52": {
          imageAlt: "Qebapa, Brot und Paprika auf einem kleinen Cafétisch",
          name: "Qebaptore in Süd-Mitrovica",
          description:
            "Grillstuben rund um das Zentrum servieren Qebapa, Burek und Salate, schnell und günstig.",
          category: "Grill",
          address: "Rund um das Zentrum, Süd-Mitrovica",
        },
        "53": {
          imageAlt: "Kaffeetassen auf einer Caféterrasse am Fluss",
          name: "Cafés am Fluss",
          description:
            "Caféterrassen nahe den Brücken und entlang des Ibar für einen Macchiato und zum Leutebeobachten.",
          category: "Cafés",
          address: "Am Ibar, Zentrum von Mitrovica",
        },
      },
      accommodations: {
        "54": {
          imageAlt: "Ein kleines modernes Hotel an einer Straße in Nord-Mitrovica",
          name: "NorthCity Hotel",
          description:
            "Ein gepflegtes Hotel in Nord-Mitrovica mit Frühstück inklusive und einem Restaurant im selben Gebäude.",
          address: "Nord-Mitrovica",
        },
      },
      accommodationTips: [
        "Die meisten Besucher kommen als Tagesausflug von Pristina, mit dem Bus etwa eine Stunde entfernt.",
        "Wenn Sie übernachten, wählen Sie die Flussseite, die zu Ihren Plänen passt; zu Fuß hinüberzugehen ist einfach.",
        "Haben Sie etwas Bargeld dabei: Im Norden sind die Preise oft in Dinar angegeben, Euro werden aber meist akzeptiert.",
      ],
      events: {
        "55": {
          imageAlt: "Eine Jazzband auf einer Freiluftbühne in einer Sommernacht",
          name: "Internationale Jazztage Mitrovica (Mitrovica International Jazz Days)",
          date: "Erstmals Ende August 2023; erkundigen Sie sich nach neuen Ausgaben",
          description:
            "Ein Jazzfestival, das die Jazz- und Rocktradition der Stadt wiederbelebt, mit internationalen Künstlern und einer eigenen Bigband.",
        },
      },
      localCuisine:
        "Qebapa und Burek am Südufer, Gegrilltes und serbische Gerichte wie Pljeskavica im Norden.",
      touristInfo:
        "Informieren Sie sich vor der Reise über die aktuellen Reisehinweise für den Norden des Kosovo und haben Sie Reisepass oder Ausweis dabei.",
      gettingAround:
        "Das Zentrum und beide Ufer lassen sich gut zu Fuß erkunden, und die Brücken sind fußgängerfreundlich. Ein Taxi in der Stadt kostet etwa 2–5 €. Busse von und nach Pristina fahren häufig und kosten im üblichen Rahmen von 3–7 € für Überlandstrecken; zur Festung Zvečan nehmen Sie für ein kurzes Stück ein Taxi und gehen dann zu Fuß den Hügel hinauf.",
      climate: {
        note: "Kontinental wie in Pristina: kalte Winter mit häufigem Frost und warme Sommer; in den umliegenden Hügeln ist es kühler.",
      },
    },
    "6": {
      imageAlt: "Eine Moschee und eine orthodoxe Kirche Seite an Seite im Zentrum von Ferizaj",
      name: "Ferizaj",
      gallery: [
        {
          imageAlt: "Die Große Moschee und die Kirche des heiligen Uroš in einem gemeinsamen Hof",
        },
        {
          imageAlt: "Die Bifurkation der Nerodime zwischen grünen Wiesen",
        },
        {
          imageAlt: "Der Fußgängerboulevard von Ferizaj mit Cafés am Abend",
        },
        {
          imageAlt: "Die Bahnlinie, der die Stadt ihre Entstehung verdankt, im Morgengrauen",
        },
        {
          imageAlt: "Das Šar-Gebirge am Horizont südlich von Ferizaj",
        },
      ],
      description:
        "Eine lebhafte Eisenbahnstadt südlich von Pristina, bekannt für Moschee und Kirche in einem gemeinsamen Hof und die seltene Bifurkation der Nerodime.",
      longDescription:
        "Ferizaj (Uroševac) ist eine junge Stadt. Sie entstand, nachdem die Eisenbahn zwischen Mitrovica und Skopje 1873 die Gegend erreicht hatte, rund um ein Gasthaus, dessen Wirt Feriz Shashivari der Stadt ihren Namen gegeben haben soll. Heute ist sie eine der größeren Städte des Kosovo, mit einem belebten Fußgängerboulevard und jungem Publikum in den Cafés.\n\nIhre bekannteste Sehenswürdigkeit steht im Zentrum: Die Große Moschee und die orthodoxe Kirche des heiligen Uroš teilen sich denselben Hof – ein Bild für die lange Tradition des Zusammenlebens in der Stadt. Gleich außerhalb teilt sich die Nerodime in zwei Arme, und ihr Wasser fließt sowohl ins Schwarze Meer als auch in die Ägäis – eine der ganz wenigen Flussbifurkationen in Europa.\n\nFerizaj ist ein einfacher Halt auf dem Weg von Pristina nach Süden in Richtung Brezovica und Šar-Gebirge oder nach Skopje. Nehmen Sie sich ein paar Stunden Zeit: Besuchen Sie Moschee und Kirche, schlendern Sie über den Boulevard und gönnen Sie sich ein langes Mittagessen mit geschmortem Kalbfleisch.",
      population: "Rund 110.000 (Gemeinde)",
      founded: "Eisenbahnstadt, im 19. Jahrhundert um den Bahnhof von 1873 gewachsen",
      area: "etwa 345 km² (Gemeinde)",
      keyLandmarks: [
        {
          name: "Große Moschee (Mulla-Veseli-Moschee)",
          description:
            "Die Hauptmoschee der Stadt, erstmals in den 1890er-Jahren erbaut, nach einem Bombenangriff im Kriegsjahr 1941 wiederaufgebaut und später erweitert.",
        },
        {
          name: "Kirche des heiligen Uroš",
          description:
            "Eine orthodoxe Kirche von etwa 1930, die sich einen Hof mit der Moschee teilt.",
        },
        {
          name: "Bifurkation der Nerodime",
          description:
            "Die Stelle, an der sich die Nerodime teilt und ihr Wasser in zwei verschiedene Meere schickt.",
        },
        {
          name: "Fußgängerboulevard",
          description:
            "Die Hauptstraße mit Cafés, Geschäften und Restaurants, am belebtesten am Abend.",
        },
        {
          name: "Bahnhof",
          description:
            "Der Bahnhof, mit dem die Stadt begann, an der Strecke zwischen Pristina und Skopje.",
        },
        {
          name: "Blick auf das Šar-Gebirge",
          description:
            "Die Berge erheben sich am südlichen Horizont; Brezovica ist etwa eine Autostunde entfernt.",
        },
      ],
      neighborhoods: [
        {
          name: "Stadtzentrum",
          description:
            "Der Fußgängerboulevard, der Hauptplatz und der gemeinsame Hof von Moschee und Kirche.",
        },
        {
          name: "Bahnhofsviertel",
          description: "Die Straßen rund um die Bahnlinie, der älteste Teil der Stadt.",
        },
        {
          name: "Ufer der Nerodime",
          description:
            "Grünflächen entlang der Flussarme, die durch die Stadt und um sie herum fließen.",
        },
        {
          name: "Nerodime e Epërme",
          description: "Die dörfliche Gegend südwestlich der Stadt nahe der Flussbifurkation.",
        },
        {
          name: "Bibaj",
          description: "Ein Vorstadtviertel am Stadtrand entlang der Hauptstraßen.",
        },
      ],
      attractions: {
        "601": {
          imageAlt: "Eine weiße Moschee mit zwei Minaretten im Zentrum von Ferizaj",
          name: "Große Moschee von Ferizaj",
          description:
            "Die Hauptmoschee der Stadt, erstmals in den 1890er-Jahren erbaut und seither wiederaufgebaut und erweitert, in einem Hof, den sie mit der orthodoxen Kirche teilt.",
          openingHours: "Außerhalb der Gebetszeiten für Besucher geöffnet",
          address: "Stadtzentrum, Ferizaj",
        },
        "602": {
          imageAlt: "Eine orthodoxe Kirche mit Kuppeln neben einer Moschee in Ferizaj",
          name: "Kirche des heiligen Uroš",
          description:
            "Eine orthodoxe Kirche mit fünf Kuppeln nach dem Vorbild von Gračanica, die sich einen Hof mit der Moschee teilt. Meist nur zu Gottesdiensten geöffnet.",
          openingHours:
            "Meist zu Gottesdiensten an hohen Feiertagen geöffnet; das Äußere ist jederzeit zu sehen",
          address: "Stadtzentrum, neben der Großen Moschee, Ferizaj",
        },
        "603": {
          imageAlt: "Ein kleiner Fluss teilt sich zwischen grünen Wiesen in zwei Bäche",
          name: "Bifurkation der Nerodime",
          description:
            "Sehen Sie, wie sich ein Fluss in zwei Arme teilt: Einer fließt ins Schwarze Meer, der andere in die Ägäis. Ein kurzer, kurioser Halt.",
          openingHours: "Im Freien, bei Tageslicht zugänglich",
          address: "Nahe Nerodime e Epërme, westlich von Ferizaj",
        },
        "604": {
          imageAlt: "Familien spazieren unter Bäumen in einem Stadtpark",
          name: "Stadtpark von Ferizaj",
          description:
            "Eine grüne Oase im Zentrum nahe der Bibliothek und den Gotteshäusern, abends voller Familien.",
          openingHours: "Ganztägig geöffnet",
          address: "Stadtzentrum, Ferizaj",
        },
      },
      restaurants: {
        "61": {
          imageAlt:
            "Geschmortes Kalbfleisch und Salate auf einem Terrassentisch in einem traditionellen Haus",
          name: "Restaurant Adriani",
          description:
            "Traditionelles Slow Food in einem alten Haus mit Terrasse, nahe dem Fußgängerboulevard.",
          category: "Traditionell kosovarisch",
          address: "Nahe dem Fußgängerboulevard, Ferizaj",
        },
        "62": {
          imageAlt: "Kalbsrippen und Brot auf einem rustikalen Tisch an einem Fluss",
          name: "Restaurant Bifurkacioni",
          description:
            "Benannt nach der nahen Flussbifurkation und bekannt für langsam gegarten Kalbsnacken und Kalbsrippen.",
          category: "Grill, traditionell",
          address: "Nahe der Bifurkation der Nerodime, außerhalb von Ferizaj",
        },
        "63": {
          imageAlt: "Caféterrassen mit Kaffeetassen in einer Fußgängerstraße in der Abenddämmerung",
          name: "Cafés am Boulevard",
          description:
            "Den Fußgängerboulevard säumen Cafés, Bäckereien und Lounges für Kaffee, Burek oder einen Drink am Abend.",
          category: "Cafés",
          address: "Fußgängerboulevard, Ferizaj",
        },
      },
      accommodations: {
        "64": {
          imageAlt: "Ein modernes Hotelgebäude im Zentrum von Ferizaj",
          name: "Hotel Rubis",
          description:
            "Ein modernes Hotel mit eigenem Restaurant und einer Weinkarte mit einheimischen Rebsorten.",
          address: "Gemeinde Ferizaj",
        },
      },
      accommodationTips: [
        "Ferizaj eignet sich eher als Zwischenstopp zwischen Pristina und Brezovica oder Skopje als für einen langen Aufenthalt.",
        "In der Skisaison ist die Stadt eine günstigere Unterkunftsbasis als Brezovica selbst, das etwa eine Autostunde entfernt liegt.",
        "Hotels an den Hauptstraßen sind praktisch, wenn Sie mit dem Auto unterwegs sind; im Zentrum sind Sie besser zu Fuß.",
      ],
      events: {
        "65": {
          imageAlt: "Pferde galoppieren vor Zuschauern über ein winterliches Feld",
          name: "Pferderennen zum Unabhängigkeitstag",
          date: "In den letzten Jahren um den 17. Februar",
          description:
            "Ein Pferderennen beim Dorf Prelez i Muhaxherëve zum Unabhängigkeitstag, zu dem Reiter aus der ganzen Region kommen.",
        },
      },
      localCuisine:
        "Langsam gegartes Kalbfleisch, Flija, Pite und Qebapa, oft mit Wein aus den Weinbergen im Süden des Kosovo.",
      touristInfo:
        "Das Zentrum ist klein und leicht zu Fuß zu erkunden; fragen Sie in Ihrem Hotel nach einem Besuch der Kirche, die unregelmäßig geöffnet ist.",
      gettingAround:
        "Erkunden Sie das Zentrum zu Fuß; Moschee, Kirche, Park und Boulevard liegen nah beieinander. Ein Taxi in der Stadt kostet etwa 2–5 € und ist der einfachste Weg zur Flussbifurkation. Busse und Züge verbinden Ferizaj mit Pristina, und Überlandbusse fahren weiter nach Süden Richtung Skopje; die Fahrpreise für Strecken innerhalb des Kosovo liegen im üblichen Rahmen von 3–7 €.",
      climate: {
        note: "Kontinental, ähnlich wie in Pristina, mit kalten Wintern und warmen Sommern; auf dem Šar-Gebirge im Süden liegt bis in den Frühling Schnee.",
      },
    },
  },
};
