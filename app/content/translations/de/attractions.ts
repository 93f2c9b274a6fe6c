/* de texts of app/content/attractions.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  attractions: {
    "1": {
      name: "Festung von Prizren",
      description:
        "Ein kurzer, steiler Aufstieg von der Altstadt führt Sie zu den Festungsmauern und zum schönsten Blick über Minarette, Dächer und Fluss von Prizren.",
      longDescription:
        "Die Festung von Prizren, von den Einheimischen Kalaja genannt, thront auf dem Hügel südöstlich der Altstadt. Schon in prähistorischer Zeit nutzten Menschen diesen Platz zur Verteidigung; die Byzantiner bauten die erste richtige Festung, serbische Herrscher des Mittelalters erweiterten sie, und die Osmanen hielten sie bis 1912.\n\nZu sehen sind heute restaurierte Mauern, Tore und Fundamente, keine vollständige Burg, dazu Infotafeln auf Englisch. Der eigentliche Lohn ist die Aussicht: Unter Ihnen liegen die Steinbrücke, die Sinan-Pascha-Moschee und die ganze Altstadt entlang des Flusses Lumbardhi, dahinter das Šar-Gebirge (Sharr).\n\nDer Weg beginnt beim Shadërvan und führt am alten Viertel Nënkalaja vorbei hinauf; rechnen Sie in gemächlichem Tempo mit 15–20 Minuten für den Aufstieg. Kommen Sie am späten Nachmittag und bleiben Sie bis zum Sonnenuntergang, wenn auch die Einheimischen heraufspazieren und sich die Dächer golden färben. Im August hat das DokuFest die Festung schon für Open-Air-Vorführungen genutzt.",
      images: [
        {
          imageAlt:
            "Die Mauern der Festung von Prizren auf dem Hügel über den roten Dächern der Altstadt bei Sonnenuntergang",
        },
        {
          imageAlt: "Die Festung über der Steinbrücke und dem Fluss Lumbardhi an einem Herbstabend",
        },
        {
          imageAlt:
            "Minarette und rot gedeckte Häuser der Altstadt von Prizren, gesehen vom Weg zur Festung",
        },
        {
          imageAlt: "Schnee auf den Festungsmauern, dahinter das Šar-Gebirge im Morgengrauen",
        },
      ],
      address: "Burghügel Kalaja, oberhalb der Altstadt (Weg ab dem Shadërvan), Prizren",
      tags: [
        "Panoramablick",
        "Sonnenuntergang",
        "Mittelalterliche Mauern",
        "Kurze Wanderung",
        "Fotografie",
        "Eintritt frei",
      ],
      openingHours:
        "Freigelände, in der Regel ganztägig zugänglich; am besten bei Tageslicht besuchen",
      bestTimeToVisit:
        "Von April bis Oktober am späten Nachmittag bis zum Sonnenuntergang; im Juli und August früh am Morgen, denn mittags ist es auf dem Hügel heiß und schattenlos.",
      accessibilityInfo:
        "Erreichbar über einen steilen, unebenen Weg und Stufen mit wenig Schatten. Nicht für Rollstühle geeignet; ein Taxi bringt Sie über die Straße auf der Südseite näher heran.",
      facilities: [
        "Infotafeln auf Englisch",
        "Aussichtspunkte über der Altstadt",
        "Cafés am Fuß des Weges",
      ],
      visitorTips: [
        "Tragen Sie Schuhe mit gutem Profil: Die Steine auf dem Weg sind glatt geschliffen und nach Regen rutschig.",
        "Nehmen Sie im Sommer Wasser mit; oben gibt es kaum Schatten.",
        "Gehen Sie vor Einbruch der Dunkelheit hinunter oder nehmen Sie eine Taschenlampe mit, denn Teile des Weges sind schlecht beleuchtet.",
        "Verbinden Sie den Aufstieg mit der Sinan-Pascha-Moschee und der Steinbrücke unten in der Stadt.",
      ],
      gettingThere: {
        onFoot:
          "Folgen Sie vom Shadërvan-Platz der Gasse bergauf, vorbei an der orthodoxen Kirche am Hang; Schilder weisen den Weg nach Kalaja. Der Aufstieg dauert 15–20 Minuten.",
        byTaxi:
          "Ein Taxi innerhalb von Prizren kostet etwa 2–5 € und kann Sie über die hintere Straße bis fast nach oben bringen – so sparen Sie sich den steilen Aufstieg.",
      },
      nearbyAttractions: {
        "2": {
          distance: "0,6 km",
        },
        "8": {
          distance: "ca. 70 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0,5 km",
        },
        {
          name: "Driza's House (Hostel)",
          distance: "0,8 km",
        },
      ],
    },
    "2": {
      name: "Sinan-Pascha-Moschee",
      description:
        "Prizrens Wahrzeichen von 1615 direkt am Fluss: eine Moschee mit hoher Steinkuppel, schlankem Minarett und innen bemalten Blumenornamenten.",
      longDescription:
        "Die Sinan-Pascha-Moschee wurde 1615 von Sofu Sinan Pascha erbaut, einem osmanischen Würdenträger aus der Region. Die Steine dafür sollen aus dem verfallenen Erzengelkloster aus dem 14. Jahrhundert flussaufwärts stammen – so erzählt der Bau im Kleinen von den vielen Schichten der Stadtgeschichte.\n\nDie einzelne große Kuppel und die Malereien aus dem 17. Jahrhundert mit Blumen und geometrischen Mustern lassen den Innenraum hell und ruhig wirken. Die Moschee wurde in den letzten Jahren sorgfältig restauriert und ist bis heute ein aktives Gotteshaus im Herzen der Altstadt, nur wenige Schritte von der Steinbrücke entfernt.\n\nBesucher sind außerhalb der Gebetszeiten willkommen. Ziehen Sie an der Tür die Schuhe aus, kleiden Sie sich zurückhaltend, und bringen Sie als Frau ein Tuch mit, um das Haar zu bedecken. Der kleine Garten und das Flussufer vor der Moschee sind danach schöne Plätze, um einen Moment zu verweilen.",
      images: [
        {
          imageAlt:
            "Die Steinkuppel und das schlanke Minarett der Sinan-Pascha-Moschee am Fluss in Prizren",
        },
        {
          imageAlt: "Sinan-Pascha-Moschee und Steinbrücke nachts beleuchtet",
        },
        {
          imageAlt:
            "Das Minarett der Moschee über den Dächern am Shadërvan, auf dem Hügel die Festung",
        },
        {
          imageAlt: "Die Moschee im Winterlicht, dahinter verschneite Hügel um Prizren",
        },
      ],
      address: "Beim Shadërvan, am Südufer des Flusses Lumbardhi, Altstadt, Prizren",
      tags: [
        "Osmanische Architektur",
        "Bemalter Innenraum",
        "Altstadt",
        "An der Steinbrücke",
        "Aktive Moschee",
      ],
      openingHours:
        "Tagsüber außerhalb der fünf täglichen Gebete für Besucher geöffnet; während des Freitagsgebets am Mittag keine Besichtigung",
      bestTimeToVisit:
        "Werktags am Vormittag oder Nachmittag, zwischen den Gebeten. Abends ist der Anblick von außen wunderschön, wenn das Minarett beleuchtet ist.",
      accessibilityInfo:
        "Einige Stufen führen zum Eingang, der Gebetsraum ist mit Teppichen ausgelegt. Rollstuhlfahrer können das Gebäude und den Garten von der Straße aus sehen.",
      facilities: ["Schuhregale am Eingang", "Kleiner Garten", "Waschbrunnen"],
      visitorTips: [
        "Bedecken Sie Schultern und Knie; Frauen sollten für den Gebetsraum ein Kopftuch mitbringen.",
        "Fragen Sie, bevor Sie betende Menschen fotografieren, und sprechen Sie leise.",
        "Der Eintritt ist frei; eine kleine Spende ist willkommen, wird aber nie erwartet.",
        "Schauen Sie hinauf in die bemalte Kuppel – die Blumen und Inschriften sind das Schönste.",
      ],
      gettingThere: {
        onFoot:
          "Die Moschee steht am Fluss zwischen dem Shadërvan und der Steinbrücke; von überall in der Altstadt sind es nur wenige Gehminuten.",
        byTaxi:
          "Taxis dürfen nicht in die Fußgängerzone der Altstadt; lassen Sie sich an der nahen Uferstraße absetzen. Eine Fahrt innerhalb von Prizren kostet etwa 2–5 €.",
      },
      nearbyAttractions: {
        "1": {
          distance: "0,6 km",
        },
        "8": {
          distance: "ca. 70 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Theranda",
          distance: "0,2 km",
        },
        {
          name: "Driza's House (Hostel)",
          distance: "0,4 km",
        },
      ],
    },
    "3": {
      name: "Newborn-Denkmal",
      description:
        "Die riesigen Buchstaben, am Unabhängigkeitstag, dem 17. Februar 2008, enthüllt und jedes Jahr neu bemalt – Pristinas bekanntestes Fotomotiv.",
      longDescription:
        "Das Newborn-Denkmal ist eine Reihe riesiger Buchstaben, die das Wort NEWBORN bilden – anfangs leuchtend gelb –, entworfen von Fisnik Ismaili und am 17. Februar 2008 im Zentrum von Pristina enthüllt, dem Tag, an dem Kosovo seine Unabhängigkeit erklärte. An diesem ersten Tag unterschrieben Tausende Menschen mit Filzstiften auf den Buchstaben.\n\nJedes Jahr um den Jahrestag herum bekommen die Buchstaben eine neue Bemalung; das Denkmal, das Sie sehen, wird also anders aussehen als auf den Fotos, die Sie kennen. In manchen Jahren trägt das Design eine Botschaft über die Hoffnungen des Landes, in manchen wurden die Buchstaben sogar umgestellt.\n\nEs steht neben dem Jugend- und Sportpalast, wenige Gehminuten vom Mutter-Teresa-Boulevard, von der Nationalbibliothek und vom Kosovo-Museum entfernt. Ein Besuch dauert nur Minuten, aber hier lässt sich gut ein Spaziergang durch die Hauptstadt beginnen – und am 17. Februar ist es der Mittelpunkt der Feiern.",
      images: [
        {
          imageAlt: "Die riesigen NEWBORN-Buchstaben im Zentrum von Pristina, frisch bemalt",
        },
        {
          imageAlt: "Menschen versammeln sich an einem Februarabend um das Newborn-Denkmal",
        },
        {
          imageAlt: "Die Newborn-Buchstaben unter Frühlingsbäumen beim Jugend- und Sportpalast",
        },
        {
          imageAlt: "Das Newborn-Denkmal nachts beleuchtet, dahinter die Lichter der Stadt",
        },
      ],
      address: "Rruga Luan Haradinaj, neben dem Jugend- und Sportpalast, Pristina",
      tags: [
        "Symbol der Unabhängigkeit",
        "Fotomotiv",
        "Jedes Jahr neues Design",
        "Stadtzentrum",
        "Eintritt frei",
      ],
      openingHours: "Denkmal unter freiem Himmel, jederzeit zugänglich",
      bestTimeToVisit:
        "Zu jeder Jahreszeit; um den 17. Februar sehen Sie das frisch bemalte Design und erleben die Stimmung des Unabhängigkeitstags. Morgens ist es zum Fotografieren ruhiger.",
      accessibilityInfo:
        "Auf einem ebenen, gepflasterten öffentlichen Platz, von den umliegenden Straßen stufenlos erreichbar.",
      facilities: [
        "Offener öffentlicher Platz",
        "Cafés und Restaurants in der Nähe",
        "Nachts Straßenbeleuchtung",
      ],
      visitorTips: [
        "Schauen Sie sich vorher Fotos früherer Designs an – dann macht die diesjährige Version mehr Spaß.",
        "Kommen Sie nach Einbruch der Dunkelheit wieder; dann sind die Buchstaben beleuchtet und auf dem Platz ist viel los.",
        "Verbinden Sie den Besuch mit der Nationalbibliothek und dem Kosovo-Museum, beide in höchstens 15 Gehminuten erreichbar.",
      ],
      gettingThere: {
        onFoot:
          "Gehen Sie vom Südende des Mutter-Teresa-Boulevards etwa fünf Minuten nach Osten in Richtung Jugend- und Sportpalast.",
        byTaxi:
          "Jeder Taxifahrer in der Stadt kennt „Newborn“; eine Fahrt im Zentrum von Pristina kostet etwa 2–5 €.",
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
          name: "Swiss Diamond Hotel",
          distance: "0,6 km",
        },
        {
          name: "Hotel Sirius",
          distance: "0,9 km",
        },
      ],
    },
    "4": {
      name: "Nationalbibliothek des Kosovo",
      description:
        "Andrija Mutnjakovićs Bibliothek von 1982, umhüllt von einem Metallgitter und gekrönt von Dutzenden Glaskuppeln – Pristinas meistdiskutiertes Gebäude.",
      longDescription:
        "Die National- und Universitätsbibliothek des Kosovo „Pjetër Bogdani“ wurde von dem kroatischen Architekten Andrija Mutnjaković entworfen und 1982 fertiggestellt. Ihre würfelartigen Baukörper sind von einem Metallgitter umhüllt und von Dutzenden Glaskuppeln gekrönt, die Tageslicht in die Lesesäle darunter lassen.\n\nDie einen lieben sie, die anderen finden sie seltsam; auf Listen der merkwürdigsten Gebäude der Welt taucht sie oft auf, und das gehört zum Vergnügen dazu. Mutnjaković wollte nach eigenen Worten eine neue Architektur für Kosovo schaffen, die auf byzantinische und islamische Formen zurückgreift, ohne eine von beiden zu kopieren – und wenn Sie davorstehen, sehen Sie beide Ideen am Werk.\n\nDie Bibliothek ist in Betrieb und liegt auf dem Universitätscampus; während der Öffnungszeiten können Sie meist die Eingangshalle betreten und zu den Kuppeln hinaufschauen. Gleich daneben steht die unvollendete serbisch-orthodoxe Christ-Erlöser-Kirche, in den 1990er-Jahren begonnen – ein ungewöhnliches Paar, das viel über die Stadt erzählt.",
      images: [
        {
          imageAlt:
            "Die Kuppeln und die Metallgitterfassade der Nationalbibliothek im hellen Tageslicht",
        },
        {
          imageAlt: "Die Glaskuppeln der Bibliothek im letzten Licht eines Herbstabends",
        },
        {
          imageAlt: "Die Nationalbibliothek im Schnee, ihre Kuppeln weiß vor grauem Himmel",
        },
        {
          imageAlt:
            "Studierende gehen unter blühenden Bäumen auf dem Campus an der Bibliothek vorbei",
        },
      ],
      address: "Universitätscampus, an der Rruga Agim Ramadani, Pristina",
      tags: [
        "Brutalistisches Wahrzeichen",
        "Glaskuppeln",
        "Architektur",
        "Universitätscampus",
        "Fotomotiv",
      ],
      openingHours:
        "Öffentliche Bibliothek im Betrieb, in der Regel werktags geöffnet und an Feiertagen geschlossen; von außen jederzeit zu sehen",
      bestTimeToVisit:
        "Ein Werktagvormittag, wenn Sie das Innere sehen möchten; der späte Nachmittag für Fotos der Fassade im warmen Licht.",
      accessibilityInfo:
        "Der Campus rund um die Bibliothek ist eben und gepflastert. Am Haupteingang gibt es Stufen; fragen Sie das Personal nach einem stufenlosen Zugang.",
      facilities: [
        "Eingangshalle während der Öffnungszeiten für Besucher zugänglich",
        "Lesesäle für Mitglieder",
        "Cafés am Rand des Campus",
      ],
      visitorTips: [
        "Seien Sie drinnen leise: Hier wird gelernt, und manche Bereiche sind nur für Mitglieder.",
        "Gehen Sie einmal ganz herum – das Gebäude sieht von jeder Seite anders aus.",
        "Treten Sie auf den Rasen zurück, um Kuppeln und Gitter auf ein Foto zu bekommen.",
      ],
      gettingThere: {
        onFoot:
          "Vom Newborn-Denkmal gehen Sie etwa fünf Minuten nach Südosten über den Universitätscampus.",
        byTaxi:
          "Fragen Sie nach „Biblioteka Kombëtare“; ein Taxi im Zentrum von Pristina kostet etwa 2–5 €.",
      },
      nearbyAttractions: {
        "3": {
          distance: "0,5 km",
        },
        "5": {
          distance: "1,3 km",
        },
        "10": {
          distance: "ca. 9 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Swiss Diamond Hotel",
          distance: "0,9 km",
        },
        {
          name: "Hotel Sirius",
          distance: "0,8 km",
        },
      ],
    },
    "5": {
      name: "Kosovo-Museum",
      description:
        "Das Nationalmuseum des Kosovo in einem Gebäude von 1889 in der Altstadt von Pristina, mit der jungsteinzeitlichen „Göttin auf dem Thron“ und Funden aus Ulpiana.",
      longDescription:
        "Das Kosovo-Museum (Muzeu i Kosovës) wurde 1949 gegründet und ist in einem ockerfarbenen Gebäude im österreichisch-ungarischen Stil von 1889 untergebracht, das zuerst als Militärhauptquartier diente. Es liegt in der Altstadt neben der Jashar-Pascha-Moschee, nur ein paar Schritte von der Kaisermoschee und dem Uhrturm entfernt.\n\nIm Erdgeschoss geht es um Archäologie, von jungsteinzeitlicher Keramik über illyrisch-dardanischen Schmuck bis zu römischen Steinen aus Fundstätten wie Ulpiana. Das Glanzstück ist die „Göttin auf dem Thron“, eine kleine, etwa 6.000 Jahre alte Terrakottafigur, die in Pristina gefunden wurde und heute ein Symbol der Stadt ist. Die oberen Stockwerke widmen sich der jüngeren Geschichte und dem Weg in die Unabhängigkeit.\n\nDie Beschriftungen sind nicht immer auf Englisch, und manche Räume sind spärlich bestückt; ein Guide oder etwas Lektüre vorab hilft also. Der Eintritt war bisher frei, Spenden sind willkommen. Das Gebäude wartet auf eine Renovierung; prüfen Sie daher vor dem Besuch, ob es geöffnet ist.",
      images: [
        {
          imageAlt:
            "Die ockerfarbene Fassade des Kosovo-Museums aus dem 19. Jahrhundert in der Altstadt von Pristina",
        },
        {
          imageAlt:
            "Das Museumsgebäude neben dem Minarett einer Moschee an einem goldenen Herbstnachmittag",
        },
        {
          imageAlt:
            "Eine kleine Göttinnenfigur aus Terrakotta auf einem Sockel in einer Museumsvitrine",
        },
        {
          imageAlt: "Das Museum und die Gassen der Altstadt im blauen Licht eines Sommerabends",
        },
      ],
      address: "Altstadt, neben der Jashar-Pascha-Moschee, Pristina",
      tags: [
        "Göttin auf dem Thron",
        "Archäologie",
        "Geschichte der Unabhängigkeit",
        "Altstadt",
        "Spenden willkommen",
      ],
      openingHours:
        "In der Regel Dienstag bis Sonntag tagsüber geöffnet, montags geschlossen; die Zeiten ändern sich, und eine Renovierung des Gebäudes steht aus – prüfen Sie daher vorher",
      bestTimeToVisit:
        "Ein Werktagvormittag oder ein verregneter oder sehr heißer Nachmittag, an dem Sie eine Pause drinnen brauchen.",
      accessibilityInfo:
        "Historisches Gebäude mit Stufen am Eingang und zwischen den Stockwerken; für Rollstuhlfahrer nur eingeschränkt zugänglich.",
      facilities: [
        "Archäologische Säle",
        "Stockwerk zur jüngeren Geschichte",
        "Wechselausstellungen",
      ],
      visitorTips: [
        "Der Eintritt war bisher frei; eine Spende für das Museum ist willkommen.",
        "Lesen Sie vorher etwas über die Göttin auf dem Thron – die Figur ist klein, und man geht leicht an ihr vorbei.",
        "Verbinden Sie den Besuch mit dem Ethnologischen Museum und den Moscheen der Altstadt in der Nähe.",
        "Nehmen Sie eine Übersetzungs-App für Beschriftungen mit, die nur auf Albanisch sind.",
      ],
      gettingThere: {
        onFoot:
          "Gehen Sie vom Nordende des Mutter-Teresa-Boulevards etwa 10 Minuten nach Nordosten in die Altstadt, Richtung Uhrturm und Moscheen.",
        byTaxi:
          "Fragen Sie nach „Muzeu i Kosovës“; ein Taxi innerhalb von Pristina kostet etwa 2–5 €. Die Gassen der Altstadt sind eng, die letzten Meter gehen Sie also wahrscheinlich zu Fuß.",
      },
      nearbyAttractions: {
        "3": {
          distance: "1 km",
        },
        "4": {
          distance: "1,3 km",
        },
        "9": {
          distance: "ca. 10 km",
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
      name: "Rugova-Schlucht",
      description:
        "Ein gewaltiger Kalksteincanyon direkt vor den Toren von Peja, mit einer kurvenreichen Bergstraße, Klettersteigen, einer Seilrutsche und Wanderwegen in die Prokletije (Albanische Alpen).",
      longDescription:
        "Die Rugova-Schlucht (Gryka e Rugovës) beginnt kaum zwei Kilometer westlich von Peja, wo sich der Fluss Lumbardhi einen tiefen, engen Canyon zwischen Kalksteinwände gegraben hat. Eine Straße führt durch Tunnel und an Aussichtspunkten vorbei hinauf ins hochgelegene Rugova-Tal und in die Prokletije, die Albanischen Alpen (Bjeshkët e Nemuna).\n\nDies ist der Outdoor-Spielplatz des Kosovo. Sie können die Klettersteige an den Canyonwänden ausprobieren, mit der Seilrutsche über die Schlucht sausen, wandern, klettern oder einfach zu den Dörfern hinauffahren und in einem Gästehaus zu Mittag essen. Der Peaks of the Balkans Trail führt durch das Hochland von Rugova, und im Winter gibt es rund um Boge kleine Skipisten.\n\nLassen Sie sich Zeit: Der engste und spektakulärste Abschnitt liegt auf den ersten Kilometern, weiter oben öffnet sich das Tal zu Wiesen und Bergweilern. Das Wetter in den Bergen schlägt schnell um; prüfen Sie also die Bedingungen und gehen Sie bei allem, was über einen Spaziergang hinausgeht, mit einem einheimischen Guide.",
      images: [
        {
          imageAlt:
            "Der enge Rugova-Canyon mit senkrechten Kalksteinwänden und einer Straße, die sich am Fluss entlangwindet",
        },
        {
          imageAlt: "Eine Seilrutsche hoch über dem Fluss quer über die Rugova-Schlucht",
        },
        {
          imageAlt: "Wanderer auf einem Bergpfad über dem Rugova-Tal in herbstlichen Farben",
        },
        {
          imageAlt: "Die Rugova-Schlucht im Schnee, unten ein zugefrorener Fluss im Morgengrauen",
        },
      ],
      address: "Straße Peja–Rugova, beginnend etwa 2 km westlich des Stadtzentrums von Peja",
      tags: [
        "Canyonlandschaft",
        "Klettersteig",
        "Seilrutsche",
        "Wanderwege",
        "Bergdörfer",
        "Eintritt frei",
      ],
      openingHours:
        "Ganzjährig zugänglich; Aktivitäten wie Seilrutsche und geführte Klettersteigtouren gibt es saisonal, vor allem vom späten Frühling bis zum Herbst",
      bestTimeToVisit:
        "Mai bis Oktober zum Wandern und für Aktivitäten; Oktober für die Herbstfarben. Im Winter kann die Straße vereist sein, und höhere Abschnitte können nach starkem Schneefall gesperrt werden.",
      accessibilityInfo:
        "Die Ausblicke von der Straße und von mehreren Aussichtspunkten am Straßenrand lassen sich vom Auto aus genießen. Wanderwege, Klettersteige und Seilrutsche erfordern gute Mobilität.",
      facilities: [
        "Aussichtspunkte an der Straße",
        "Anbieter für Seilrutsche und Klettersteig (saisonal)",
        "Gästehäuser und Restaurants im Tal",
        "Parkbuchten entlang der Straße",
      ],
      visitorTips: [
        "Die Schlucht selbst kostet keinen Eintritt; Seilrutsche, Klettersteig und geführte Touren sind kostenpflichtig und werden bei örtlichen Anbietern gebucht.",
        "Gehen Sie für Klettersteige und Hochgebirgstouren mit einem lizenzierten Guide und prüfen Sie am Vortag das Wetter.",
        "Probieren Sie in einem Gästehaus im Dorf Rugova-Käse und Flija.",
        "Fahren Sie vorsichtig: Die Straße ist schmal, mit Tunneln und scharfen Kurven.",
      ],
      gettingThere: {
        onFoot:
          "Gehen Sie vom Zentrum von Peja am Fluss entlang nach Westen, am Patriarchat vorbei; nach etwa 30 Minuten beginnen die Canyonwände. Weiter hinein gibt es kaum einen Gehweg, seien Sie also vorsichtig.",
        byTaxi:
          "Ein Taxi in Peja bis zum Eingang der Schlucht kostet etwa 2–5 €; für das obere Tal vereinbaren Sie Preis und Rückfahrzeit mit dem Fahrer, bevor Sie losfahren.",
      },
      nearbyAttractions: {
        "7": {
          distance: "ca. 1 km",
        },
        "8": {
          distance: "ca. 18 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "ca. 3 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "ca. 15 km",
        },
      ],
    },
    "7": {
      name: "Patriarchat von Peć",
      description:
        "Vier aneinandergebaute mittelalterliche Kirchen am Eingang der Rugova-Schlucht, einst Sitz der serbischen Patriarchen und Teil eines UNESCO-Welterbes.",
      longDescription:
        "Das Patriarchat von Peć (Patrikana e Pejës) ist ein ummauertes Kloster am westlichen Stadtrand von Peja, wo sich die Rugova-Schlucht zur Ebene öffnet. Seine vier Kirchen – die Apostelkirche, die Demetrioskirche, die Kirche der Muttergottes Hodegetria und die Nikolauskirche – wurden im 13. und 14. Jahrhundert Seite an Seite errichtet und teilen sich eine gemeinsame Vorhalle.\n\nAb 1346 war es der Sitz der serbischen Patriarchen, und mehrere Erzbischöfe und Patriarchen sind hier begraben. Die Wände im Inneren sind mit Fresken aus dem 13. bis 17. Jahrhundert bedeckt. 2006 kam es zusammen mit Visoki Dečani, Gračanica und der Muttergotteskirche von Ljeviš in Prizren zum UNESCO-Welterbe „Mittelalterliche Denkmäler im Kosovo“.\n\nHeute lebt hier eine Gemeinschaft serbisch-orthodoxer Nonnen, und die Kosovo-Polizei bewacht das Tor. Nehmen Sie Reisepass oder Personalausweis mit, den Sie am Kontrollpunkt abgeben, kleiden Sie sich zurückhaltend und seien Sie drinnen leise. Der Garten mit seinem riesigen alten Maulbeerbaum ist danach ein friedlicher Ort zum Sitzen.",
      images: [
        {
          imageAlt: "Die rot gestrichenen Kirchen des Patriarchats von Peć unterhalb der Berge",
        },
        {
          imageAlt:
            "Der Klostergarten mit einem alten Maulbeerbaum und den Kirchenkuppeln im Herbst",
        },
        {
          imageAlt: "Das Patriarchat am Eingang der Rugova-Schlucht an einem Sommerabend",
        },
        {
          imageAlt: "Schnee auf den Klostermauern und den Bergen über Peja",
        },
      ],
      address: "Westlicher Stadtrand von Peja, an der Straße in die Rugova-Schlucht",
      tags: [
        "UNESCO-Welterbe",
        "Mittelalterliche Fresken",
        "Vier Kirchen",
        "Klostergarten",
        "Ausweis erforderlich",
      ],
      openingHours:
        "In der Regel tagsüber für Besucher geöffnet; während der Gottesdienste sind die Kirchen nicht zu besichtigen",
      bestTimeToVisit:
        "Von Frühling bis Herbst an Werktagvormittagen, außerhalb der Gottesdienste und hoher orthodoxer Feiertage.",
      accessibilityInfo:
        "Gepflasterter, überwiegend ebener Weg und Hof. Zu den Kirchen gibt es Schwellen und eine Stufe, und innen ist es dunkel.",
      facilities: [
        "Klostergarten",
        "Kleiner Laden mit Ikonen und Klosterprodukten",
        "Parkplatz vor den Mauern",
      ],
      visitorTips: [
        "Nehmen Sie Reisepass oder Personalausweis mit; Sie geben ihn am Polizeikontrollpunkt ab und bekommen ihn beim Hinausgehen zurück.",
        "Bedecken Sie Schultern und Knie; Frauen werden unter Umständen gebeten, einen Rock oder ein Tuch zu tragen.",
        "Fotografieren ist in den Kirchen eingeschränkt – fragen Sie vorher.",
        "Der Eintritt ist frei; Spenden und Einkäufe im Laden unterstützen die Nonnen.",
      ],
      gettingThere: {
        onFoot:
          "Gehen Sie vom Hauptplatz in Peja etwa 20–30 Minuten am Fluss Lumbardhi entlang nach Westen; die Klostermauern liegen rechts, noch vor der Schlucht.",
        byTaxi:
          "Ein Taxi vom Zentrum von Peja kostet etwa 2–5 € und setzt Sie am Kontrollpunkt an der Straße ab.",
      },
      nearbyAttractions: {
        "6": {
          distance: "ca. 1 km",
        },
        "8": {
          distance: "ca. 15 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini",
          distance: "ca. 2 km",
        },
        {
          name: "Guesthouse Kujtimi",
          distance: "ca. 14 km",
        },
      ],
    },
    "8": {
      name: "Kloster Visoki Dečani",
      description:
        "Ein Kloster aus dem 14. Jahrhundert am Fuß der Berge bei Deçan, mit der größten mittelalterlichen Kirche des Balkans und Wänden voller Fresken.",
      longDescription:
        "Visoki Dečani wurde vom serbischen König Stefan Uroš III. Dečanski gegründet und in den 1330er-Jahren unter seinem Sohn Stefan Dušan vollendet. Baumeister war ein Franziskanermönch, Vita von Kotor; deshalb verbindet die Kirche romanisches und gotisches Mauerwerk aus hellem und rötlichem Marmor mit byzantinischer Malerei im Inneren.\n\nTreten Sie durch die Holztüren, und fast jede Fläche ist bemalt: Die Kirche birgt Tausende Figuren in Freskenzyklen aus dem 14. Jahrhundert. Seit 2004 steht sie auf der UNESCO-Welterbeliste und gehört zu den „Mittelalterlichen Denkmälern im Kosovo“.\n\nHier lebt eine Gemeinschaft serbisch-orthodoxer Mönche, die Wein, Käse und Honig herstellt. Das Kloster liegt am Eingang einer bewaldeten Flussschlucht etwa 2 km von der Stadt Deçan (Dečani) entfernt und wird von der KFOR bewacht; Reisepass oder Ausweis geben Sie am Tor ab. Kleiden Sie sich zurückhaltend und nehmen Sie sich Zeit – das ist kein Ort für Eile.",
      images: [
        {
          imageAlt:
            "Die Marmorkirche von Visoki Dečani zwischen Kastanienbäumen unterhalb der Berge",
        },
        {
          imageAlt:
            "Die gestreiften Steinmauern von Visoki Dečani leuchten im späten Nachmittagslicht",
        },
        {
          imageAlt: "Der Klosterhof mit blühenden Obstbäumen",
        },
        {
          imageAlt: "Das Kloster im Schnee, dahinter die Prokletije in der Abenddämmerung",
        },
      ],
      address:
        "Etwa 2 km westlich der Stadt Deçan, am Eingang der Schlucht des Lumbardhi i Deçanit",
      tags: [
        "UNESCO-Welterbe",
        "Fresken aus dem 14. Jahrhundert",
        "Marmorkirche",
        "Lage in den Bergen",
        "Klosterprodukte",
      ],
      openingHours:
        "In der Regel tagsüber für Besucher geöffnet, mit Pausen während der Gottesdienste; erkundigen Sie sich vor der Anreise vor Ort",
      bestTimeToVisit:
        "Vom späten Frühling bis zum Frühherbst an einem Werktagvormittag. Meiden Sie hohe orthodoxe Feiertage, wenn viele Pilger im Kloster sind.",
      accessibilityInfo:
        "Der Hof ist weitgehend eben. An der Kirchentür gibt es eine Schwelle, und innen ist es dunkel; der Weg vom Tor ist kurz und gepflastert.",
      facilities: [
        "Klosterladen (Wein, Käse, Honig, Ikonen)",
        "Parkplatz beim Kontrollpunkt",
        "Toiletten am Eingang",
      ],
      visitorTips: [
        "Nehmen Sie Reisepass oder Personalausweis für den KFOR-Kontrollpunkt mit.",
        "In der Kirche wird nicht fotografiert, und fotografieren Sie niemals die Soldaten oder ihre Stellungen.",
        "Erwartet werden lange Hosen oder Röcke und bedeckte Schultern.",
        "Der Eintritt ist frei; ein Einkauf im Klosterladen ist eine gute Möglichkeit, das Kloster zu unterstützen.",
      ],
      gettingThere: {
        onFoot:
          "Folgen Sie vom Zentrum von Deçan den Schildern nach Westen zum Kloster und zur Flussschlucht; zu Fuß brauchen Sie etwa 20–30 Minuten.",
        byTaxi:
          "Ein Taxi aus der Stadt Deçan kostet etwa 2–5 €. Von Peja, etwa 15 km entfernt, vereinbaren Sie den Preis vor der Abfahrt.",
      },
      nearbyAttractions: {
        "6": {
          distance: "ca. 18 km",
        },
        "7": {
          distance: "ca. 15 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Dukagjini (Peja)",
          distance: "ca. 15 km",
        },
        {
          name: "Guesthouse Kujtimi (Rugova)",
          distance: "ca. 30 km",
        },
      ],
    },
    "9": {
      name: "Archäologische Stätte Ulpiana",
      description:
        "Die ausgegrabenen Reste einer römischen und frühbyzantinischen Stadt zwischen Gračanica und Lipjan: ein Stadttor, Kirchen und eine Nekropole inmitten offener Felder.",
      longDescription:
        "Ulpiana war eine der wichtigsten römischen Städte der Provinz Dardania, benannt nach der Familie von Kaiser Trajan. Nach einem Erdbeben im Jahr 518 ließ Kaiser Justinian sie als Iustiniana Secunda wieder aufbauen. Lipjan, ein paar Kilometer weiter westlich, hat seinen Namen nach allgemeiner Auffassung von Ulpiana.\n\nNur ein kleiner Teil der antiken Stadt ist ausgegraben. Im archäologischen Park gehen Sie zwischen den Fundamenten des nördlichen Stadttors, frühchristlicher Kirchen, eines Baptisteriums und der nördlichen Nekropole mit ihrem Mausoleum umher. Viele Funde sind im Kosovo-Museum in Pristina ausgestellt.\n\n2016 wurde Ulpiana zum ersten archäologischen Park des Kosovo erklärt, und im Sommer wird bis heute gegraben, oft mit Studierenden und ausländischen Teams. Die Stätte liegt mitten im Ackerland, ruhig und weitläufig; verbinden Sie sie mit dem Kloster Gračanica, ein paar Kilometer entfernt, zu einem Halbtagesausflug von Pristina.",
      images: [
        {
          imageAlt: "Steinfundamente eines römischen Stadttors in Ulpiana inmitten offener Felder",
        },
        {
          imageAlt: "Ruinenmauern einer frühchristlichen Basilika in Ulpiana im goldenen Licht",
        },
        {
          imageAlt: "Wildblumen zwischen den ausgegrabenen Mauern von Ulpiana im Frühling",
        },
        {
          imageAlt: "Raureif auf den römischen Ruinen von Ulpiana an einem Wintermorgen",
        },
      ],
      address:
        "Archäologischer Park Ulpiana, kurz südwestlich von Gračanica, auf dem Weg Richtung Lipjan",
      tags: [
        "Römische Stadt",
        "Frühchristliche Kirchen",
        "Archäologischer Park",
        "Ruhiges, offenes Gelände",
        "Eintritt frei",
      ],
      openingHours:
        "In der Regel werktags tagsüber und samstags vormittags geöffnet; die Zeiten hängen von Jahreszeit und Grabungen ab, erkundigen Sie sich also vor Ort",
      bestTimeToVisit:
        "Frühling und Frühherbst, wenn die Felder grün sind und es nicht zu heiß ist. Im Sommer können Sie mitunter bei laufenden Grabungen zusehen.",
      accessibilityInfo:
        "Ebenes Gelände mit Gras- und Kieswegen; rund um die Grabungen ist der Boden uneben, und es gibt wenig Schatten.",
      facilities: ["Infotafeln", "Markierte Fußwege", "Parkplatz am Eingang"],
      visitorTips: [
        "Nehmen Sie Hut und Wasser mit; vor Ort gibt es kein Café.",
        "Sehen Sie sich vorher die Funde im Kosovo-Museum an, dann verstehen Sie die Fundamente besser.",
        "Bleiben Sie auf den Wegen und klettern Sie nicht auf die Mauern.",
        "Kombinieren Sie den Besuch mit dem Kloster Gračanica zu einem Halbtagesausflug von Pristina.",
      ],
      gettingThere: {
        onFoot:
          "Vom Kloster Gračanica sind es auf Nebenstraßen etwa 25–30 Minuten zu Fuß; fragen Sie vor Ort nach der Abzweigung, denn es gibt kaum Schilder.",
        byTaxi:
          "Von Gračanica kostet eine kurze Taxifahrt etwa 2–5 €. Von Pristina, etwa 10 km entfernt, vereinbaren Sie den Preis vor der Fahrt.",
      },
      nearbyAttractions: {
        "5": {
          distance: "ca. 10 km",
        },
        "10": {
          distance: "ca. 2 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "ca. 2 km",
        },
        {
          name: "Swiss Diamond Hotel (Pristina)",
          distance: "ca. 10 km",
        },
      ],
    },
    "10": {
      name: "Kloster Gračanica",
      description:
        "König Milutins Kirche mit fünf Kuppeln von 1321, gleich außerhalb von Pristina, mit leuchtenden Fresken aus dem 14. Jahrhundert und einem stillen, von Nonnen gepflegten Garten.",
      longDescription:
        "Das Kloster Gračanica wurde vom serbischen König Stefan Milutin auf den Resten älterer Kirchen erbaut und 1321 vollendet. Seine fünf Kuppeln steigen in gestaffelten Lagen aus Stein und Ziegel empor, und es gilt oft als eines der schönsten Bauwerke der spätbyzantinischen Architektur auf dem Balkan.\n\nIm Inneren sind die Fresken, die bald nach der Fertigstellung gemalt wurden, bemerkenswert gut erhalten, darunter Porträts von König Milutin und Königin Simonida und ein Stammbaum der Nemanjiden-Dynastie. Seit 2006 gehört das Kloster zum UNESCO-Welterbe „Mittelalterliche Denkmäler im Kosovo“.\n\nHier lebt eine Gemeinschaft serbisch-orthodoxer Nonnen, die den Garten zum Blühen bringt. Das Kloster liegt im Zentrum der Stadt Gračanica, etwa 10 km südöstlich von Pristina, und ist damit ein bequemer Halbtagesausflug. Kleiden Sie sich respektvoll und beachten Sie, dass Fotografieren in der Kirche nicht erlaubt ist.",
      images: [
        {
          imageAlt: "Die Kirche des Klosters Gračanica mit ihren fünf Kuppeln im grünen Garten",
        },
        {
          imageAlt: "Gračanicas Kuppeln aus Stein und Ziegel leuchten in der Abendsonne",
        },
        {
          imageAlt: "Der Klostergarten mit Herbstlaub, dahinter die Kirche",
        },
        {
          imageAlt:
            "Das Kloster Gračanica im Schnee in der Abenddämmerung, mit den Lichtern der Stadt",
        },
      ],
      address:
        "Stadtzentrum, an der Hauptstraße durch Gračanica, etwa 10 km südöstlich von Pristina",
      tags: [
        "UNESCO-Welterbe",
        "Fünf Kuppeln",
        "Fresken aus dem 14. Jahrhundert",
        "Bequemer Ausflug von Pristina",
        "Klostergarten",
      ],
      openingHours:
        "In der Regel täglich bei Tageslicht für Besucher geöffnet; während der Gottesdienste keine Besichtigung",
      bestTimeToVisit:
        "Im Frühling, wenn der Garten blüht, oder an einem klaren Herbsttag. Werktags am Vormittag ist es am ruhigsten.",
      accessibilityInfo:
        "Ebene, gepflasterte Wege durch den Garten bis zur Kirchentür; am Eingang eine Schwelle, innen ist es dunkel.",
      facilities: [
        "Klostergarten",
        "Kleiner Laden mit Ikonen und Erzeugnissen der Nonnen",
        "Cafés und Restaurants in der Stadt gleich nebenan",
      ],
      visitorTips: [
        "Keine kurzen Hosen oder ärmellosen Oberteile; Frauen werden unter Umständen gebeten, das Haar zu bedecken.",
        "In der Kirche ist Fotografieren nicht erlaubt.",
        "Der Eintritt ist frei; Spenden und Einkäufe im Laden unterstützen das Kloster.",
        "Die römischen Ruinen von Ulpiana liegen ein paar Kilometer entfernt – sehen Sie sich beides auf einem Ausflug an.",
      ],
      gettingThere: {
        onFoot:
          "Busse von Pristina Richtung Gjilan halten in Gračanica; von der Haltestelle im Stadtzentrum sind es nur wenige Gehminuten zum Kloster.",
        byTaxi:
          "Ein Taxi aus dem Zentrum von Pristina braucht etwa 15–20 Minuten; vereinbaren Sie vorher den Preis. Innerhalb von Gračanica kostet eine kurze Fahrt etwa 2–5 €.",
      },
      nearbyAttractions: {
        "4": {
          distance: "ca. 9 km",
        },
        "9": {
          distance: "ca. 2 km",
        },
      },
      nearbyAccommodation: [
        {
          name: "Hotel Gračanica",
          distance: "0,5 km",
        },
        {
          name: "Swiss Diamond Hotel (Pristina)",
          distance: "ca. 10 km",
        },
      ],
    },
  },
};
