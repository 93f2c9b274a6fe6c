/* de texts of app/content/places.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  places: {
    "1": {
      imageAlt:
        "Die von Kuppeln gekrönte, mit einem Gitter umhüllte Nationalbibliothek des Kosovo in Pristina im goldenen Herbstlicht",
      name: "Pristina",
      blurb:
        "Die Hauptstadt des Kosovo: eine junge Stadt voller Cafés, mit dem Newborn-Denkmal, der Kuppel-Nationalbibliothek und einem kleinen osmanischen Viertel.",
      intro: [
        "In Pristina (Prishtina) beginnen die meisten Reisen durch Kosovo: Flughafen, Hauptbusbahnhof, Universität und Ministerien sind alle hier. Das Zentrum ist kompakt – vom Mutter-Teresa-Boulevard gehen Sie in weniger als einer Stunde zum Newborn-Denkmal, zur Nationalbibliothek, zum Kosovo-Museum und ins alte osmanische Viertel.",
        "Pristina ist auch die Café-Hauptstadt des Landes, mit kräftigem Macchiato und vollen Terrassen von morgens bis spät in die Nacht. Wenn Sie Grün brauchen: Am nordöstlichen Stadtrand steigt der Germia-Park an, und das Kloster Gračanica liegt etwa 10 km südöstlich.",
      ],
    },
    "2": {
      imageAlt:
        "Prizrens osmanische Steinbrücke über den Lumbardhi in der Abenddämmerung im Frühling",
      name: "Prizren",
      blurb:
        "Das historische Schmuckstück des Kosovo: eine osmanische Altstadt mit Moscheen, Kirchen und einer Steinbrücke unter einer Festung auf dem Hügel.",
      intro: [
        "Prizren entstand dort, wo der Lumbardhi das Šar-Gebirge verlässt, und die Altstadt folgt bis heute dem Wasser: Der Shadërvan-Platz, die Steinbrücke, die Sinan-Pascha-Moschee und die Kirche der Muttergottes von Ljeviš liegen nur wenige Gehminuten voneinander entfernt.",
        "Steigen Sie zum Sonnenuntergang zur Festung hinauf, stöbern Sie in den Gassen darunter in den Läden für Silberfiligran, und kommen Sie im August, wenn Sie DokuFest erleben möchten – das Dokumentar- und Kurzfilmfestival füllt dann die Kinos und Freiluftleinwände der Stadt.",
      ],
    },
    "3": {
      imageAlt: "Der alte Basar von Peja, dahinter aufragende Berge, im Morgengrauen im Sommer",
      name: "Peja",
      blurb:
        "Das Tor zur Rugova-Schlucht und zu den Prokletije (Albanische Alpen), mit wiederaufgebautem altem Basar und dem mittelalterlichen Patriarchat von Peć.",
      intro: [
        "Peja (Peć) ist die Bergstadt des Kosovo. Der Lumbardhi fließt aus der Rugova-Schlucht mitten durch das Zentrum, und keine zwanzig Minuten vom Basar entfernt stehen Sie schon an einem Klettersteig, auf einem Waldweg oder an der Straße hinauf zu den hoch gelegenen Dörfern.",
        "In der Stadt ist die alte Çarshia rund um die Bajrakli-Moschee der Ort für Kaffee und Kunsthandwerk. Am Eingang der Schlucht steht das Patriarchat von Peć, eine Gruppe von Kirchen aus dem 13. und 14. Jahrhundert – eines der mittelalterlichen Denkmäler des Kosovo auf der UNESCO-Welterbeliste.",
      ],
    },
    "4": {
      imageAlt:
        "Die lange Terzi-Brücke mit ihren vielen Bögen über den Erenik bei Gjakova an einem Frühlingstag",
      name: "Gjakova",
      blurb:
        "Eine Stadt der Handwerker mit einem langen Großen Basar, der Hadum-Moschee, aktiven Sufi-Konventen und osmanischen Brücken über den Erenik.",
      intro: [
        "Gjakova (Đakovica) wurde von Handwerkern und Händlern erbaut, und das sieht man: Der Große Basar (Çarshia e Madhe) ist eine lange, gepflasterte Gasse mit niedrigen Läden und hölzernen Fensterläden, wiederaufgebaut, nachdem er 1999 niedergebrannt war.",
        "Rundherum stehen die Hadum-Moschee aus dem 16. Jahrhundert und mehrere Sufi-Tekken, und gleich außerhalb der Stadt überquert die Terzi-Brücke (Ura e Terzive) den Erenik auf einer langen Reihe von Steinbögen. Gjakova ist außerdem ein praktischer Ausgangspunkt für Junik, Deçan und die Weinstadt Rahovec.",
      ],
    },
    "5": {
      imageAlt:
        "Das Bergarbeiterdenkmal auf einem grünen Hügel über Mitrovica an einem Frühlingstag",
      name: "Mitrovica",
      blurb:
        "Die wichtigste Stadt im Norden des Kosovo am Fluss Ibar, geprägt von den Trepça-Minen und geteilt in einen überwiegend albanischen Süden und einen überwiegend serbischen Norden.",
      intro: [
        "Mitrovica wuchs als industrielles Herz des nördlichen Kosovo heran, rund um die Minen und Hütten von Trepça und den Zusammenfluss von Ibar und Sitnica. Seit 1999 teilt der Ibar auch die Stadt, in einen überwiegend albanischen Süden und einen überwiegend serbischen Norden, verbunden durch Brücken, die Sie zu Fuß überqueren können.",
        "Blicken Sie hinauf zum nördlichen Hügel mit dem Bergarbeiterdenkmal, einem Werk des Architekten Bogdan Bogdanović von 1973, und verbinden Sie den Besuch mit der Festung Zvečan gleich nordwestlich der Stadt oder dem Hochland von Shala e Bajgorës im Osten.",
      ],
    },
    "6": {
      imageAlt:
        "Das Minarett der Großen Moschee von Ferizaj im Stadtzentrum in einer verschneiten Winternacht",
      name: "Ferizaj",
      blurb:
        "Eine mit der Eisenbahn entstandene Stadt südlich von Pristina, in der eine Moschee und eine orthodoxe Kirche Seite an Seite stehen, nahe einer seltenen Flussbifurkation bei Nerodime.",
      intro: [
        "Ferizaj (Uroševac) entstand in den 1870er-Jahren um einen Bahnhof der neuen osmanischen Eisenbahn von Mitrovica nach Skopje und Thessaloniki, und bis heute ist es ein belebter Verkehrsknotenpunkt. Der örtlichen Überlieferung nach hat die Stadt ihren Namen von Feriz Shashivari, der nahe dem Bahnhof ein Gasthaus betrieb.",
        "Im Zentrum stehen die Große Moschee und die orthodoxe Kirche des heiligen Uroš nebeneinander. Außerhalb der Stadt, beim Dorf Nerodime, teilt sich ein Bach in zwei Arme und schickt sein Wasser sowohl ins Schwarze Meer als auch in die Ägäis – eine der seltenen natürlichen Flussbifurkationen Europas. Die Skipisten von Brezovica sind etwa eine Stunde entfernt.",
      ],
    },
    "7": {
      imageAlt: "Menschen beim Abendbummel durch die Fußgängerzone von Gjilan im Sommer",
      name: "Gjilan",
      blurb:
        "Das lebhafte Zentrum des östlichen Kosovo, mit zwei neuen Museen, einem langen, von Cafés gesäumten Zentrum und kurzen Ausflügen nach Novo Brdo und Kllokot.",
      intro: [
        "Gjilan (Gnjilane) ist die Marktstadt des Anamorava-Tals. An Sommerabenden füllt sich die Fußgängerzone mit Menschen, und die beiden Museen – das Stadtmuseum für Archäologie und das Ethnologische Museum im Palast des Hysen Pascha von 1887 – erzählen die lange Geschichte der Region.",
        "Nutzen Sie Gjilan als Ausgangspunkt für den Osten: Die mittelalterliche Festung Novo Brdo steht in den Hügeln im Norden, das Thermalbad Kllokot ist eine kurze Fahrt nach Südwesten entfernt, und die katholische Wallfahrtsstätte Letnica liegt im Süden nahe der Grenze.",
      ],
    },
    "8": {
      imageAlt: "Morgennebel über dem Batllava-See und bewaldeten Hügeln bei Podujevo im Herbst",
      name: "Podujevo",
      blurb:
        "Der Hauptort des Llap-Tals im Nordosten des Kosovo, nahe dem Batllava-See und an der Hauptstraße Richtung Serbien.",
      intro: [
        "Podujevo (Podujeva) ist das Zentrum der Region Llap, eines breiten Tals mit Bauernhöfen und Dörfern nordöstlich von Pristina. Die Stadt liegt an der Hauptstraße zum Grenzübergang Merdare nach Serbien; viele Reisende kommen also durch – doch nur wenige halten an.",
        "Wer anhält, fährt zum Batllava-See, einem Stausee etwa 13 km von der Stadt entfernt, wo man im Sommer schwimmen, Boot fahren und am Ufer essen kann, oder wandert durch die bewaldeten Hügel rund um das Tal. Die Stadt selbst ist ein praktischer Halt für eine Mahlzeit und Einkäufe.",
      ],
    },
    "9": {
      imageAlt: "Die flachen Kuppeln des alten osmanischen Hamams in Vushtrri an einem Herbsttag",
      name: "Vushtrri",
      blurb:
        "Eine der ältesten Städte des Kosovo, mit einem mittelalterlichen Burgturm, einem osmanischen Hamam und einer Steinbrücke mit neun Bögen über einen verschwundenen Fluss.",
      intro: [
        "Vushtrri (Vučitrn) liegt in der Sitnica-Ebene auf halbem Weg zwischen Pristina und Mitrovica. Das Zentrum ist klein genug für eine Stunde: der steinerne Turm der mittelalterlichen Burg, der alte Hamam und die Moscheen sowie Cafés am Platz.",
        "Gehen Sie ein paar Minuten aus dem Zentrum hinaus zur Steinbrücke (Ura e Gurit), einer mittelalterlichen Brücke mit neun Bögen und rund 135 m Länge, die heute eine trockene Wiese überspannt, weil die Sitnica ihren Lauf vor langer Zeit verlegt hat.",
      ],
    },
    "10": {
      imageAlt:
        "Die felsige Schlucht des Lumbardhi i Deçanit oberhalb von Deçan an einem Herbsttag",
      name: "Deçan",
      blurb:
        "Eine kleine Stadt unter den Prokletije, bekannt für das Kloster Visoki Dečani auf der UNESCO-Welterbeliste und ihre Flussschlucht.",
      intro: [
        "Deçan (Dečani) ist eine kleine Stadt dort, wo die Dukagjin-Ebene auf die Prokletije (Albanische Alpen) trifft. Gleich westlich des Zentrums bewahrt das Kloster Visoki Dečani, erbaut zwischen 1327 und 1335, einen der reichsten mittelalterlichen Freskenzyklen des Balkans; es gehört zu einer UNESCO-Welterbestätte.",
        "Hinter dem Kloster steigt eine Straße durch die Schlucht des Lumbardhi i Deçanit in die Berge, und Dörfer rund um die Stadt wie Isniq bewahren schöne steinerne Kullas (Wohntürme). Nehmen Sie für das Kloster einen Ausweis mit und kleiden Sie sich zurückhaltend.",
      ],
    },
    "11": {
      imageAlt: "Weite grüne Weiden des Šar-Gebirges über Dragash an einem Frühlingstag",
      name: "Dragash",
      blurb:
        "Die südlichste Gemeinde des Kosovo, hoch im Šar-Gebirge: Dörfer der Goranen und Albaner, Hirtenweiden und berühmter Käse.",
      intro: [
        "Dragash (Dragaš) umfasst die gebirgige Südspitze des Kosovo an der Grenze zu Albanien und Nordmazedonien. Die Gemeinde reicht über zwei historische Landschaften: Opoja mit albanischen Dörfern und Gora, die Heimat der slawischsprachigen muslimischen Goranen, mit Dörfern wie Brod und Restelica.",
        "Das ist Hirtenland, bekannt für Sharr-Käse, Hirtenhunde und Weiden, die im Juni grün werden. Ein großer Teil der Gemeinde liegt im Nationalpark Šar-Gebirge, und Wege führen von den Dörfern zu Gletscherseen und hohen Kämmen; im Winter können die Straßen eingeschneit sein.",
      ],
    },
    "12": {
      imageAlt: "Die gestaffelten Kuppeln des Klosters Gračanica im goldenen Sommerlicht",
      name: "Gračanica",
      blurb:
        "Heimat des Klosters Gračanica, eines Meisterwerks der Architektur des 14. Jahrhunderts auf der UNESCO-Welterbeliste, und der römischen Ruinen von Ulpiana, nur Minuten von Pristina entfernt.",
      intro: [
        "Gračanica (Graçanica) ist eine kleine, überwiegend serbische Stadt etwa 10 km südöstlich von Pristina, und ihr Kloster gehört zu den schönsten Bauwerken des mittelalterlichen Kosovo. König Milutin vollendete die Kirche 1321; ihre gestaffelten Kuppeln und die Mauern aus wechselnden Lagen von Stein und Ziegel erheben sich aus einem ummauerten Garten, und das Kloster gehört zur UNESCO-Welterbestätte „Mittelalterliche Denkmäler in Kosovo“.",
        "In der Nähe liegen die ausgegrabenen Reste von Ulpiana, einer römischen und frühbyzantinischen Stadt, sowie der Badovc-See. Der Bärenwald Prishtina (Bear Sanctuary Prishtina), in dem gerettete Braunbären in großen Waldgehegen leben, ist eine kurze Fahrt entfernt am See.",
      ],
    },
    "13": {
      imageAlt:
        "Die Festung Zvečan auf ihrem kegelförmigen Hügel über dem Ibartal im Morgengrauen im Herbst",
      name: "Zvečan",
      blurb:
        "Eine kleine Stadt neben Mitrovica, gekrönt von einer mittelalterlichen Festung auf einem alten Vulkankegel, mit dem Kloster Banjska in der Nähe.",
      intro: [
        "Zvečan (Zveçan) ist der kleine Nachbar von Mitrovica am Ibar und wird von den Ruinen seiner mittelalterlichen Festung auf dem Gipfel eines steilen erloschenen Vulkans beherrscht. Der Aufstieg ist anstrengend, doch der Blick über das Tal lohnt ihn.",
        "Die Stadt ist überwiegend serbischsprachig und wuchs mit der Trepça-Hütte, deren hoher Schornstein ein örtliches Wahrzeichen ist. Etwa 12 km nördlich steht das Kloster Banjska, von König Milutin Anfang des 14. Jahrhunderts gegründet; respektvolle Besucher sind willkommen.",
      ],
    },
    "14": {
      imageAlt:
        "Der Gazivoda-See zwischen bewaldeten Hügeln bei Zubin Potok im goldenen Herbstlicht",
      name: "Zubin Potok",
      blurb:
        "Eine ruhige Stadt im oberen Ibartal am Gazivoda-See, einem langen Stausee, der sich zwischen bewaldeten Hügeln hindurchwindet.",
      intro: [
        "Zubin Potok ist eine kleine, überwiegend serbische Stadt im hügeligen Westen des nördlichen Kosovo, in der Gegend, die als Ibarski Kolašin bekannt ist. Ihr großer Trumpf ist der Gazivoda-See, ein langer Stausee, der in den 1970er-Jahren durch die Aufstauung des Ibar entstand und nach Westen bis nach Serbien reicht.",
        "Im Sommer wird am Ufer gebadet, geangelt und gepicknickt; den Rest des Jahres ist der See still und oft neblig. Die Straßen durch die Hügel sind schmal und kurvenreich, planen Sie also reichlich Zeit ein.",
      ],
    },
    "15": {
      imageAlt: "Reste römischer Steinmauern im grünen Ibartal bei Leposavić an einem Sommertag",
      name: "Leposavić",
      blurb:
        "Die nördlichste Gemeinde des Kosovo, im grünen Ibartal zwischen den Bergen Kopaonik und Rogozna, mit römischen Resten bei Sočanica.",
      intro: [
        "Leposavić (Leposaviq) ist die nördlichste Gemeinde des Kosovo, lang gestreckt entlang des Ibartals zwischen den Gebirgen Kopaonik und Rogozna, mit überwiegend serbischer Bevölkerung. Hauptstraße und Eisenbahn folgen dem Fluss durch die Stadt nach Norden in Richtung Serbien; der Straßenverkehr passiert die Grenze bei Jarinje.",
        "Bei Sočanica, südlich der Stadt, haben Archäologen die Reste einer römischen Bergbaustadt ausgegraben, Municipium Dardanorum – ein Hinweis darauf, dass in diesen erzreichen Hügeln schon in römischer Zeit, vom 2. bis zum 4. Jahrhundert n. Chr., Bergbau betrieben wurde. Die bewaldeten Hänge über dem Tal eignen sich gut für ruhige Spaziergänge.",
      ],
    },
    "16": {
      imageAlt: "Klares Quellwasser strömt bei Istog aus den Felsen, im Morgengrauen im Frühling",
      name: "Istog",
      blurb:
        "Eine grüne Stadt der Quellen und Forellenrestaurants im Nordwesten, nahe den Thermalquellen von Banja e Pejës und dem Kloster Gorioč.",
      intro: [
        "Istog (Istok) liegt am Fuß des Mokna-Gebirges am nordwestlichen Rand der Dukagjin-Ebene und ist für sein Wasser bekannt: Der Fluss Istog entspringt einer kräftigen Karstquelle bei der Stadt, und Forellenzuchten und Fischrestaurants säumen das Tal.",
        "Zur Gemeinde gehört Banja e Pejës (Pećka Banja), ein kleiner Kurort mit Thermalquellen, und nahe Istog liegt das Kloster Gorioč, ein serbisch-orthodoxes Kloster mittelalterlichen Ursprungs. Istog ist ein einfacher Abstecher zwischen Peja und Mitrovica.",
      ],
    },
    "17": {
      imageAlt:
        "Kaskaden und grüne Becken der Mirusha-Wasserfälle in einem Kalksteincanyon an einem Sommertag",
      name: "Klina",
      blurb:
        "Ein Verkehrsknoten in der Dukagjin-Ebene und das Tor zu den Mirusha-Wasserfällen, einer Kette von Kaskaden und Becken in einem Kalksteincanyon.",
      intro: [
        "Klina liegt mitten in der Dukagjin-Ebene, wo der Fluss Klina in den Weißen Drin (Drini i Bardhë) mündet, an der Straße zwischen Pristina und Peja. Es ist eine Bauernstadt und ein bequemer Halt auf dem Weg nach Westen.",
        "Die große Naturattraktion sind die Mirusha-Wasserfälle (Ujëvarat e Mirushës), eine Kette von Kaskaden und kleinen Seen in einem Kalksteincanyon an der Grenze zu Malisheva, als Naturdenkmal geschützt. Im Sommer kommen Badegäste an die Becken; die Wege können rutschig sein, tragen Sie also festes Schuhwerk.",
      ],
    },
    "18": {
      imageAlt: "Sanft gewelltes Ackerland und Hügel rund um Malisheva im goldenen Sommerlicht",
      name: "Malisheva",
      blurb:
        "Eine ländliche Marktstadt in den Hügeln zwischen Pristina und Prizren, umgeben von Bauerndörfern, mit dem Mirusha-Canyon vor der Haustür.",
      intro: [
        "Malisheva (Mališevo) liegt in den sanft gewellten Hügeln im Herzen des Kosovo, zwischen der Region Drenica und der Dukagjin-Ebene. Es ist eine kleine, geschäftige Marktstadt für eine große ländliche Gemeinde mit vielen Bauerndörfern.",
        "Für Besucher ist Malisheva der östliche Zugang zum Mirusha-Canyon und seinen Wasserfällen und eine ruhige Route zwischen Pristina und Rahovec oder Prizren. Halten Sie für frisches Brot, Käse und Gegrilltes an, und nehmen Sie die Nebenstraßen mit Blick über die Hügel.",
      ],
    },
    "19": {
      imageAlt:
        "Ein mit Speisen und Wein gedeckter Tisch über den Weinbergen von Rahovec in der Abenddämmerung im Sommer",
      name: "Rahovec",
      blurb:
        "Die Weinhauptstadt des Kosovo, umringt von Weinbergen an den Hängen, mit Weingütern und Familienkellern zum Besuchen und einer festlichen Weinlese.",
      intro: [
        "Rahovec (Orahovac) ist von Weinbergen umgeben, die sich die Hänge über der Dukagjin-Ebene hinaufziehen. Hier schlägt das Herz des kosovarischen Weinlands, mit großen Erzeugern wie Stone Castle und immer mehr kleinen Familienweingütern, die Verkostungen anbieten.",
        "Kommen Sie im September oder Oktober zur Weinlese. Das nahe Velika Hoča (Hoça e Madhe), ein serbisches Dorf mit Steinhäusern und alten Kirchen, hat eine eigene Weintradition. Vereinbaren Sie Verkostungen im Voraus, und überlassen Sie das Fahren jemandem, der nicht mitprobiert.",
      ],
    },
    "20": {
      imageAlt: "Grüne Hügel über dem Tal von Suhareka in der Abenddämmerung im Frühling",
      name: "Suhareka",
      blurb:
        "Eine Stadt im Tal an der Straße zwischen Pristina und Prizren, umgeben von Ackerland, mit den Ausläufern des Šar-Gebirges im Süden.",
      intro: [
        "Suhareka (Suva Reka) liegt in einem breiten Tal an der Hauptroute von Pristina nach Prizren, nahe der Autobahn. Es ist eher eine Arbeits- als eine Touristenstadt, umgeben von Dörfern, Feldern und bewaldeten Hügeln.",
        "Suhareka eignet sich gut für eine Essenspause auf dem Weg nach Prizren, und Nebenstraßen führen nach Süden hinauf in die Ausläufer des Šar-Gebirges – ein Teil der Gemeinde liegt im Nationalpark Šar-Gebirge.",
      ],
    },
    "21": {
      imageAlt: "Leicht verschneite Hügel rund um Shtime an einem hellen Wintertag",
      name: "Shtime",
      blurb:
        "Eine kleine Stadt zwischen Pristina und Ferizaj, am Rand der Hügel, die die Straße nach Prizren überquert.",
      intro: [
        "Shtime (Štimlje) ist eine kleine Stadt südlich von Pristina, wo die Kosovo-Ebene auf die Hügel trifft. Die Stadt liegt an einer Kreuzung: Hier treffen die Straßen von Pristina und von Ferizaj Richtung Prizren zusammen, bevor sie in die Hügel steigen.",
        "Nur wenige Reisende halten an, doch die Stadt ist ein ruhiger Standort zwischen Pristina, Ferizaj und der Marmorhöhle von Gadime, und die Hügel über der Stadt bieten leichte Spaziergänge auf dem Land.",
      ],
    },
    "22": {
      imageAlt: "Weite sommerliche Felder der Kosovo-Ebene rund um Lipjan in der Abenddämmerung",
      name: "Lipjan",
      blurb:
        "Eine alte Stadt in der Kosovo-Ebene südlich von Pristina und die Gemeinde, zu der die Marmorhöhle von Gadime gehört.",
      intro: [
        "Lipjan (Lipljan) ist eine kleine Stadt in der Kosovo-Ebene, etwa 17 km südlich von Pristina, mit Wurzeln in der Römerzeit: Ihr Name wird oft mit Ulpiana in Verbindung gebracht, der römischen Stadt, deren Ruinen wenige Kilometer nördlich liegen.",
        "Die meisten Besucher kommen wegen der Marmorhöhle (Shpella e Mermerit) im Dorf Gadime, das zur Gemeinde gehört, mit ihren glitzernden Heliktiten und Kristallformationen. Die Stadt selbst ist ein ruhiger Ort mit Cafés und einem Markt, nur einen Katzensprung von der Hauptstadt entfernt.",
      ],
    },
    "23": {
      imageAlt:
        "Ein steinerner Gedenkturm in der offenen Kosovo-Ebene im goldenen Abendlicht im Winter",
      name: "Obiliq",
      blurb:
        "Eine Industriestadt nordwestlich von Pristina, nahe den beiden Gedenkstätten der Schlacht auf dem Amselfeld von 1389: Gazimestan und dem Grabmal von Sultan Murad.",
      intro: [
        "Obiliq (Obilić) ist vor allem für die großen Braunkohlekraftwerke des Kosovo bekannt, Kosovo A und Kosovo B, deren Schornsteine weit über die Ebene zu sehen sind. Die Stadt ist nach Miloš Obilić benannt, dem Ritter, der der Überlieferung nach in der Schlacht auf dem Amselfeld 1389 Sultan Murad I. tötete.",
        "Die Schlacht wurde in der Ebene zwischen Obiliq und Pristina geschlagen, und zwei Gedenkstätten erinnern daran: der Gazimestan-Turm, ein 1953 errichtetes serbisches Denkmal, und die Türbe (das Grabmal) von Sultan Murad, die der Überlieferung nach seit Jahrhunderten von derselben Wächterfamilie gehütet wird.",
      ],
    },
    "24": {
      imageAlt:
        "Frostige, offene Felder der Kosovo-Ebene bei Fushë Kosova im Morgengrauen im Winter",
      name: "Fushë Kosova",
      blurb:
        "Pristinas westlicher Nachbar in der offenen Kosovo-Ebene: der wichtigste Eisenbahnknoten des Landes und das historische Amselfeld.",
      intro: [
        "Fushë Kosova (Kosovo Polje) bedeutet „Kosovo-Ebene“, und die Stadt liegt auf flachem Land gleich westlich von Pristina, mit dem sie heute fast zusammengewachsen ist. Der Name Kosovo kommt vom slawischen Wort kos, Amsel – deshalb wird die Ebene oft Amselfeld genannt.",
        "Hier liegt der wichtigste Eisenbahnknoten des Kosovo: Personenzüge, auch die Linie nach Peja, fahren über den Bahnhof, wo Sie sich nach den aktuellen Verbindungen erkundigen können. Das Schlachtfeld von 1389 liegt in der Ebene gleich nördlich davon.",
      ],
    },
    "25": {
      imageAlt: "Eichenwälder auf den Hügeln über Kamenica in goldenen Herbstfarben",
      name: "Kamenica",
      blurb:
        "Eine kleine Stadt im äußersten Osten des Kosovo am Fluss Krivareka, umgeben von eichenbewaldeten Hügeln nahe der Grenze zu Serbien.",
      intro: [
        "Kamenica (Kamenicë) ist eine kleine Stadt im äußersten Osten des Kosovo, nahe der Grenze zu Serbien. Das Leben spielt sich in einem kompakten Zentrum und einem Park am Ufer der Krivareka ab, mit der orthodoxen Nikolauskirche und einem Denkmal aus jugoslawischer Zeit in der Nähe.",
        "Die Hügel ringsum sind mit Eichenwäldern und verstreuten Dörfern bedeckt, und die Windräder des Windparks Kitka sind ein neueres Wahrzeichen auf den Höhen. Kommen Sie für ruhige Fahrten, die Gastfreundschaft der Dörfer und ein langsameres Tempo als im Westen des Landes.",
      ],
    },
    "26": {
      imageAlt:
        "Die katholische Kirche von Letnica zwischen grünen Hügeln bei Viti im goldenen Sommerlicht",
      name: "Viti",
      blurb:
        "Eine Bauernstadt südlich von Gjilan, nahe der katholischen Wallfahrtsstätte Letnica und dem Thermalbad Kllokot.",
      intro: [
        "Viti (Vitina) ist eine ruhige Stadt im Anamorava-Tal südlich von Gjilan, umgeben von Feldern, Obstgärten und niedrigen Hügeln. Zur überwiegend albanischen Bevölkerung gehört eine katholische Gemeinde, und in der ganzen Gegend stehen Kirchen und Moscheen Seite an Seite.",
        "In den Hügeln im Süden besitzt das Dorf Letnica eine katholische Kirche mit einer verehrten Marienstatue, seit Generationen ein Wallfahrtsort; Anjezë Gonxhe Bojaxhiu, die spätere Mutter Teresa, besuchte sie als junge Frau. Das Thermalbad Kllokot gleich im Norden ist beliebt für ein warmes Bad.",
      ],
    },
    "27": {
      imageAlt: "Der Lepenc windet sich im goldenen Frühlingslicht durch die Schlucht von Kaçanik",
      name: "Kaçanik",
      blurb:
        "Eine kleine Stadt in der engen Lepenc-Schlucht, das südliche Tor des Kosovo nach Nordmazedonien, mit dem Šar-Gebirge im Westen.",
      intro: [
        "Kaçanik (Kačanik) liegt in der Schlucht des Lepenc, dem engen Durchlass, in dem sich Straße, Eisenbahn und Autobahn auf dem Weg nach Skopje zwischen den Bergen hindurchzwängen. Lange war er ein strategischer Übergang zwischen der Kosovo-Ebene und dem Vardartal.",
        "Westlich der Stadt steigen die Hänge zum östlichen Ende des Nationalparks Šar-Gebirge an, mit dem Luboten (2.498 m) am Horizont, und holprige Straßen und Pfade führen in die Hügel. Der Grenzübergang Hani i Elezit nach Nordmazedonien liegt gleich südlich.",
      ],
    },
    "28": {
      imageAlt:
        "Die Silhouette der Festungsruinen von Novo Brdo auf ihrem Hügel in der Abenddämmerung im Herbst",
      name: "Novo Brdo",
      blurb:
        "Hügelland östlich von Pristina mit den Ruinen von Novo Brdo (Artana), einst eine der großen Silberbergbaustädte des mittelalterlichen Balkans.",
      intro: [
        "Novo Brdo (Novobërdë), auf Albanisch auch Artana genannt, ist eine ländliche Gemeinde in den Hügeln östlich von Pristina, mit albanischen und serbischen Dörfern. Ihr Name – serbisch für „neuer Hügel“ – gehört zu der mittelalterlichen Bergbaustadt, deren Festungsruinen hier noch immer einen Hügel krönen.",
        "Im frühen 15. Jahrhundert gehörte Novo Brdo zu den bedeutendsten Bergbaustädten des Balkans, berühmt für sein Silber. Heute ist die Festung ein friedlicher Ort mit weitem Blick; verbinden Sie den Besuch mit Gjilan, nur eine kurze Autofahrt entfernt.",
      ],
    },
    "29": {
      imageAlt: "Eine Bronzestatue im Zentrum von Skënderaj unter hellem Sommerhimmel",
      name: "Skënderaj",
      blurb:
        "Der Hauptort der Drenica-Hügel, nach Skanderbeg benannt, und Standort der Adem-Jashari-Gedenkstätte im nahen Prekaz.",
      intro: [
        "Skënderaj (Srbica) ist das Zentrum der Drenica, einer Region niedriger, bewaldeter Hügel westlich von Mitrovica mit einer starken Widerstandstradition in der albanischen Geschichte. Ihren albanischen Namen trägt die Stadt nach Skanderbeg, dem albanischen Vertreter des 15. Jahrhunderts.",
        "Am Stadtrand, in Prekaz, bewahrt der Gedenkkomplex Adem Jashari das Haus und die Gräber der Familie Jashari, die im März 1998 getötet wurde; Besucher nähern sich ihm in stillem Respekt. Etwa 5 km südlich liegt das im 15. Jahrhundert gegründete Kloster Devič, ein serbisch-orthodoxes Frauenkloster.",
      ],
    },
  },
};
