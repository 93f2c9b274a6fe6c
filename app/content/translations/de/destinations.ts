/* de texts of app/content/destinations.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  destinations: {
    "1": {
      imageAlt:
        "Die riesigen Newborn-Buchstaben im Zentrum von Pristina an einem Winterabend in der Dämmerung",
      name: "Pristina",
      location: "Pristina, Zentralkosovo",
      description:
        "Die junge Hauptstadt des Kosovo voller Cafés: Das Newborn-Denkmal, die Nationalbibliothek mit ihren Kuppeln und Moscheen aus osmanischer Zeit liegen nur wenige Gehminuten voneinander entfernt.",
      overview: [
        "Pristina (albanisch Prishtina) ist die Hauptstadt und größte Stadt des Kosovo, und das spürt man: überall Studierende, Cafés und Baukräne. Beginnen Sie am Mutter-Teresa-Boulevard, der langen Fußgängerzone durch das Zentrum, wo der abendliche Bummel zum Alltag gehört. Von dort sind es nur wenige Schritte zum Newborn-Denkmal, den riesigen Buchstaben, die am 17. Februar 2008 enthüllt wurden – dem Tag der Unabhängigkeitserklärung – und die seitdem an vielen Jahrestagen neu gestaltet wurden.",
        "Ein paar Minuten weiter ist die Nationalbibliothek des Kosovo nicht zu übersehen: ein Bau, Anfang der 1980er-Jahre nach Plänen des kroatischen Architekten Andrija Mutnjaković fertiggestellt, umhüllt von einem Metallgitter und gekrönt von Dutzenden kleiner Kuppeln. Auf der anderen Straßenseite erhebt sich die 2017 geweihte Kathedrale der heiligen Mutter Teresa.",
        "Das alte Viertel rund um den Uhrturm bewahrt Pristinas osmanische Schicht: die Kaisermoschee aus dem 15. Jahrhundert, die Jashar-Pascha-Moschee und den Emin-Gjiku-Komplex, heute das Ethnologische Museum. Dazwischen hält der Kaffee die Stadt zusammen – bestellen Sie einen Macchiato, setzen Sie sich, und niemand wird Sie zum Gehen drängen.",
      ],
      history: [
        "Rund um Pristina leben Menschen seit der Jungsteinzeit. Die Terrakottafigur der „Göttin auf dem Thron“, gefunden in Tjerrtorja am Stadtrand, ist zum Wahrzeichen Pristinas geworden und wird im Kosovo-Museum aufbewahrt. Einige Kilometer südöstlich liegen die ausgegrabenen Ruinen von Ulpiana, einer römischen und frühbyzantinischen Stadt.",
        "Im Mittelalter war Pristina eine Handelsstadt, und serbische Herrscher unterhielten in der Gegend Residenzen; die Schlacht auf dem Amselfeld wurde 1389 in der Ebene gleich westlich der heutigen Stadt geschlagen. Von der Mitte des 15. Jahrhunderts bis 1912 gehörte die Stadt zum Osmanischen Reich und wuchs zu einem Marktort mit Moscheen, Bädern und Handwerkergassen heran.",
        "Im 20. Jahrhundert wurde Pristina Verwaltungszentrum des Kosovo, erhielt 1970 seine Universität und wuchs in den jugoslawischen Jahrzehnten rasant. Nach dem Krieg von 1998–99 und einer Zeit unter Verwaltung der Vereinten Nationen wurde es mit der Unabhängigkeitserklärung am 17. Februar 2008 Hauptstadt der Republik Kosovo.",
      ],
      highlights: [
        "Newborn-Denkmal",
        "Nationalbibliothek des Kosovo",
        "Mutter-Teresa-Boulevard",
        "Kosovo-Museum und die „Göttin auf dem Thron“",
        "Ethnologisches Museum im Emin-Gjiku-Komplex",
        "Germia-Park am Stadtrand",
      ],
      gettingThere:
        "Pristina ist der Verkehrsknotenpunkt des Landes. Der Internationale Flughafen Pristina „Adem Jashari“ liegt etwa 15 km südwestlich des Zentrums; ein Taxi in die Stadt kostet meist 15–20 €, der Flughafenbus etwa 3 €. Der zentrale Busbahnhof im Südwesten des Zentrums hat Verbindungen in jede Stadt in Kosovo und in die Hauptstädte der Nachbarländer. In der Stadt kostet eine Fahrt mit dem Stadtbus 0,40–0,50 €, eine kurze Taxifahrt meist 2–5 €.",
      climate: {
        note: "Kontinentalklima auf etwa 650 m: kalte Winter mit etwas Schnee, warme und eher trockene Sommer.",
      },
      bestTime: "Mai bis Juni und September bis Oktober – milde Tage und volle Caféterrassen.",
    },
    "2": {
      imageAlt:
        "Die Festung von Prizren auf ihrem Hügel über den Dächern und Minaretten der Altstadt im goldenen Abendlicht",
      name: "Prizren",
      location: "Prizren, Südkosovo",
      description:
        "Die am besten erhaltene osmanische Altstadt des Kosovo, ausgebreitet unterhalb einer Festung auf dem Hügel am Fluss Lumbardhi, mit Moscheen, Kirchen und einer alten Steinbrücke.",
      overview: [
        "Prizren liegt dort, wo das Šar-Gebirge (Sharr) auf die Ebene trifft, und seine Altstadt steigt vom Fluss Lumbardhi (der Prizrenska Bistrica) bis zur Festung hinauf. Beginnen Sie am Shadërvan, dem gepflasterten Platz rund um einen alten Brunnen, überqueren Sie die osmanische Steinbrücke, und schon sehen Sie die Sinan-Pascha-Moschee von 1615, deren Kuppel und schlankes Minarett sich über dem Fluss erheben.",
        "Der Aufstieg zur Festung (Kalaja) dauert auf einem steilen Pfad etwa 20 Minuten, und bei Sonnenuntergang färbt sich das ganze Tal unter Ihnen golden. Zurück in den Gassen finden Sie den Hamam des Gazi Mehmed Pascha, die Kirche der Muttergottes von Ljeviš – Teil der UNESCO-Welterbestätte „Mittelalterliche Denkmäler im Kosovo“ – und den Museumskomplex der Liga von Prizren.",
        "Jeden August füllt sich die Stadt zum DokuFest, einem internationalen Dokumentar- und Kurzfilmfestival, dessen Filme in Kinos, Innenhöfen und unter freiem Himmel am Fluss laufen. Außerhalb der Festivalwoche gehören die Abende einem gemächlichen Essen mit Gegrilltem und einem Spaziergang am Wasser.",
      ],
      history: [
        "Der Festungshügel war lange vor den Osmanen befestigt, und Archäologen haben dort römische und byzantinische Schichten gefunden. Im Mittelalter war Prizren eine bedeutende Stadt des serbischen Nemanjiden-Staates: König Milutin ließ Anfang des 14. Jahrhunderts die Kirche der Muttergottes von Ljeviš neu errichten, und Kaiser Dušan gründete das Kloster der Heiligen Erzengel in der Schlucht oberhalb der Stadt.",
        "Die Osmanen nahmen Prizren Mitte des 15. Jahrhunderts ein, und in den folgenden Jahrhunderten wurde es zu einem wohlhabenden Zentrum von Handwerk und Handel, bekannt für seine Filigranarbeiten aus Silber. Die meisten Moscheen, Hamams und Häuser der Altstadt stammen aus dieser Zeit.",
        "1878 trafen sich hier albanische Vertreter, um die Liga von Prizren zu gründen, einen Meilenstein der albanischen Nationalbewegung. Heute leben in Prizren albanische, bosniakische, türkische, Roma- und serbische Gemeinschaften, und im Basar hören Sie mehrere Sprachen.",
      ],
      highlights: [
        "Die Festung von Prizren bei Sonnenuntergang",
        "Steinbrücke und Shadërvan-Platz",
        "Sinan-Pascha-Moschee",
        "Kirche der Muttergottes von Ljeviš (UNESCO)",
        "Museumskomplex der Liga von Prizren",
        "Filmfestival DokuFest im August",
      ],
      gettingThere:
        "Busse von Pristina nach Prizren fahren den ganzen Tag über und brauchen auf der Autobahn etwa anderthalb Stunden; Überlandfahrten kosten in Kosovo meist 3–7 €. Mit dem Auto sind es rund 80 km, etwa eineinviertel Stunden. Der Busbahnhof liegt einen kurzen Fußweg oder eine kurze Taxifahrt vom Shadërvan entfernt, und die Altstadt selbst erkunden Sie am besten zu Fuß.",
      climate: {
        note: "Geschützt durch das Šar-Gebirge und mit leichtem mediterranem Einfluss: heiße Sommer und mildere Winter als in Pristina.",
      },
      bestTime:
        "Mai bis Juni und September bis Oktober; im August, wenn Sie das DokuFest erleben möchten.",
    },
    "3": {
      imageAlt:
        "Die Kirchen des Patriarchats von Peć mit ihren roten Kuppeln in einem Tal unter herbstlichen Bergen",
      name: "Peja",
      location: "Peja (Peć), Westkosovo",
      description:
        "Eine lebhafte Stadt im Westen am Eingang der Rugova-Schlucht, mit restauriertem Basar, dem mittelalterlichen Patriarchat von Peć und Bergen, die sich direkt dahinter erheben.",
      overview: [
        "Peja (serbisch Peć) liegt am Fuß der Prokletije (Albanische Alpen, albanisch Bjeshkët e Nemuna), und das merken Sie sofort: Hinter den Minaretten ragen Gipfel auf, und der Lumbardhi rauscht aus der Rugova-Schlucht mitten durch die Stadt. Sie ist der natürliche Ausgangspunkt für Wanderungen, Klettertouren und den Fernwanderweg Peaks of the Balkans.",
        "Der alte Basar (Çarshia) rund um die Bajrakli-Moschee aus dem 15. Jahrhundert wurde mit Cafés und Handwerksläden wieder aufgebaut, und ganz in der Nähe steht das steinerne Turmhaus von Haxhi Zeka, dem Anführer der Liga von Peja. Peja-Bier wird in der Stadt gebraut und auf fast jeder Terrasse ausgeschenkt.",
        "Etwa 2 km westlich des Zentrums, am Eingang der Schlucht, liegt das Patriarchat von Peć: eine Gruppe von vier miteinander verbundenen Kirchen aus dem 13. und 14. Jahrhundert, ausgemalt mit herausragenden Fresken und Teil der UNESCO-Welterbestätte „Mittelalterliche Denkmäler im Kosovo“. Es ist ein bewohntes serbisch-orthodoxes Frauenkloster: Kleiden Sie sich zurückhaltend und nehmen Sie einen Ausweis mit, der am Tor kontrolliert werden kann.",
      ],
      history: [
        "Das Patriarchat wurde im späten 13. Jahrhundert Sitz des serbischen Erzbistums und ab 1346 des Serbischen Patriarchats – deshalb nimmt Peć in der serbisch-orthodoxen Tradition einen zentralen Platz ein.",
        "Unter osmanischer Herrschaft wuchs die Stadt ab dem 15. Jahrhundert – damals İpek genannt – zum Marktzentrum des westlichen Kosovo. 1899 versammelten sich hier albanische Vertreter, um unter der Führung von Haxhi Zeka die Liga von Peja zu gründen.",
        "Im Krieg 1998–99 wurde Peja schwer beschädigt, auch sein Basar, der inzwischen wieder aufgebaut ist. Heute ist es einer der wichtigsten Orte für Outdoor-Tourismus in Kosovo, in dem jeden Sommer Wanderer und Kletterer unterwegs sind.",
      ],
      highlights: [
        "Patriarchat von Peć (UNESCO)",
        "Alter Basar und Bajrakli-Moschee",
        "Turmhaus von Haxhi Zeka",
        "Rugova-Schlucht, wenige Minuten von der Stadt",
        "Startpunkte des Peaks of the Balkans",
      ],
      gettingThere:
        "Busse fahren mehrmals täglich von Pristina nach Peja und brauchen für die rund 85 km etwa anderthalb Stunden; mit dem Auto rechnen Sie mit ähnlich viel Zeit. Ein langsamer Personenzug verbindet Pristina und Peja ebenfalls über Fushë Kosova, fährt aber selten – prüfen Sie also den aktuellen Fahrplan.",
      climate: {
        note: "Warme Sommer und kalte Winter; in den Bergen hinter der Stadt liegt der Schnee bis weit ins Frühjahr.",
      },
      bestTime: "Mai bis Oktober; Juni und September sind ideal zum Wandern.",
    },
    "4": {
      imageAlt:
        "Die hölzernen Ladenfronten des Großen Basars von Gjakova im warmen Abendlicht im Herbst",
      name: "Gjakova",
      location: "Gjakova (Đakovica), Westkosovo",
      description:
        "Eine Handelsstadt rund um ihren Großen Basar, eine lange gepflasterte Gasse mit restaurierten Handwerksläden, dazu die Hadum-Moschee aus dem 16. Jahrhundert und osmanische Brücken in der Nähe.",
      overview: [
        "Das Herz von Gjakova ist der Große Basar (Çarshia e Madhe), eine lange gepflasterte Gasse mit niedrigen Läden und hölzernen Fensterläden, in der sich Schneider, Silberschmiede und Cafés denselben Weg teilen. 1999 brannte er nieder und wurde sorgfältig wieder aufgebaut; an Sommerabenden ist er eine der lebhaftesten Straßen im Westen des Kosovo.",
        "Am oberen Ende des Basars steht die Hadum-Moschee, im späten 16. Jahrhundert erbaut und innen mit gemalten Motiven verziert. Gjakova ist auch für sein Sufi-Erbe bekannt: Mehrere Tekken (Derwischkonvente) verschiedener Orden sind in der Stadt noch aktiv.",
        "Gleich außerhalb der Stadt überspannen osmanische Steinbrücken den Fluss Erenik – die Gerberbrücke (Ura e Tabakëve) und, einige Kilometer entfernt, die lange Terzi-Brücke (Ura e Terzive) mit ihren vielen Bögen, ein schöner Ort für ein Picknick.",
      ],
      history: [
        "Gjakova wuchs im 16. Jahrhundert rund um die Hadum-Moschee und ihren Basar, an Handelswegen zwischen Shkodra und dem Landesinneren. Die Zünfte der Handwerker – Schneider, Gerber, Silberschmiede – gaben Brücken und Straßen ihre Namen.",
        "In spätosmanischer Zeit war die Stadt ein Zentrum von Handel, Bildung und sufischem Glaubensleben. Im Krieg 1998–99 wurde sie schwer zerstört, auch der alte Basar brannte nieder; seitdem wurde ein Großteil des historischen Kerns wieder aufgebaut.",
      ],
      highlights: [
        "Großer Basar (Çarshia e Madhe)",
        "Hadum-Moschee",
        "Terzi-Brücke (Ura e Terzive)",
        "Gerberbrücke (Ura e Tabakëve)",
        "Kaffee und Flija im Basar",
      ],
      gettingThere:
        "Busse aus Pristina brauchen für die rund 90 km etwa zwei Stunden und fahren mehrmals täglich; mit dem Auto rechnen Sie mit etwa anderthalb Stunden. Sowohl von Peja als auch von Prizren ist Gjakova in weniger als einer Stunde zu erreichen – so passt es leicht in eine Rundreise durch den Westen des Kosovo.",
      climate: {
        note: "Eine der wärmeren Städte des Kosovo: heiße Sommer in der Ebene und vergleichsweise milde Winter.",
      },
      bestTime: "April bis Juni und September bis Oktober; an Sommernachmittagen ist es heiß.",
    },
    "5": {
      imageAlt:
        "Senkrechte Wände der Rugova-Schlucht mit Wanderern auf einem Felsband über dem Fluss im Sommer",
      name: "Rugova-Schlucht",
      location: "Bei Peja, Westkosovo",
      description:
        "Ein tiefer Kalksteincanyon, den der Lumbardhi gleich westlich von Peja gegraben hat, mit Klettersteigen, einer Zipline, Bergdörfern und Wanderungen über Hochweiden.",
      overview: [
        "Die Rugova-Schlucht (Gryka e Rugovës) beginnt am Stadtrand von Peja, direkt hinter dem Patriarchat, und schon nach wenigen Minuten zwängt sich die Straße zwischen Hunderte Meter hohe Felswände. Der Lumbardhi hat diesen Canyon in den Kalkstein der Prokletije (Albanische Alpen) gegraben, und die Straße, die mit kurzen, in den Fels gehauenen Tunneln hindurchführt, steigt weiter zu den Bergdörfern und zur Grenze mit Montenegro an.",
        "Der untere Teil der Schlucht ist der Abenteuerspielplatz des Kosovo: Klettersteige für Einsteiger und Geübte, eine Zipline über den Canyon und Kletterfelsen. Gehen Sie mit einem lizenzierten Bergführer oder Anbieter aus Peja, der Klettergurt und Helm stellen kann.",
        "Weiter oben öffnet sich das Tal zu Weiden und Dörfern wie Drelaj und Kuqishtë, deren Pensionen hausgemachten Käse servieren, und Wege führen zu Gletscherseen und zum Peaks of the Balkans, dem Fernwanderweg, den sich Kosovo mit Albanien und Montenegro teilt. Ein Großteil des Gebiets liegt im Nationalpark Bjeshkët e Nemuna.",
      ],
      history: [
        "Die Bergbewohner von Rugova leben seit Jahrhunderten von der Viehzucht: Im Sommer ziehen sie mit den Herden auf die Hochweiden, im Winter zurück ins Tal. Ihr Erbe lebt in Häusern aus Stein und Holz weiter, in der Rugova-Tracht und im kraftvollen Rugova-Tanz, der bei Festen in Peja noch immer aufgeführt wird.",
        "Die Straße durch den Canyon war lange der Weg von Peja über die Berge nach Montenegro. Anfang der 2010er-Jahre wurden die Berge als Nationalpark Bjeshkët e Nemuna unter Schutz gestellt, und der 2012 eröffnete Fernwanderweg Peaks of the Balkans brachte Wanderer aus ganz Europa in die Dörfer von Rugova.",
      ],
      highlights: [
        "Klettersteige",
        "Zipline über den Canyon",
        "Felstunnel der Schluchtstraße",
        "Die Dörfer Drelaj und Kuqishtë",
        "Fernwanderweg Peaks of the Balkans",
        "Gletscherseen auf den Hochweiden",
      ],
      gettingThere:
        "Fahren Sie zunächst nach Peja – mit dem Bus etwa anderthalb Stunden von Pristina. Die Schlucht beginnt etwa 2 km vom Zentrum, eine kurze Taxifahrt (meist 2–5 €). Ins obere Tal fahren keine regelmäßigen öffentlichen Verkehrsmittel; für die Dörfer mieten Sie ein Auto, nehmen ein Taxi oder schließen sich einer geführten Tour ab Peja an.",
      climate: {
        note: "Kühler als Peja: Die Schlucht ist schattig, und Dörfer über 1.000 m haben im Winter viel Schnee.",
      },
      bestTime: "Juni bis September zum Wandern und Klettern; Oktober für die Herbstfarben.",
    },
    "6": {
      imageAlt:
        "Ein Skilift an einem verschneiten Hang des Šar-Gebirges bei Brezovica an einem klaren Wintertag",
      name: "Brezovica",
      location: "Štrpce (Shtërpcë), Südkosovo",
      description:
        "Das bekannteste Skigebiet des Kosovo, an den Nordhängen des Šar-Gebirges, mit Pisten im Winter und Sommerwanderungen zu Gletscherseen wie dem Jazhinca-See.",
      overview: [
        "Brezovica ist das Skigebiet des Šar-Gebirges (Sharr), oberhalb des gleichnamigen Dorfes in der Gemeinde Štrpce (Shtërpcë). Seine Pisten führen von der Bergstation auf etwa 2.200 m (das Skigebiet reicht bis auf rund 2.500 m) die Nordhänge des Gebirges hinab – hoch genug, dass der Schnee einen großen Teil des Winters liegen bleibt.",
        "Das Skigebiet wurde in jugoslawischer Zeit erschlossen und wartet seit Jahren auf eine umfassende Modernisierung, daher sind Lifte und Angebot von Saison zu Saison unterschiedlich. Erkundigen Sie sich vor Ort, welche Lifte in Betrieb sind, bevor Sie hinfahren, und erwarten Sie einen einfachen, wenig besuchten Skiberg statt eines Alpenresorts.",
        "Im Sommer ist Brezovica Ausgangspunkt für Wanderungen im Nationalpark Šar-Gebirge; eine beliebte Route führt hinauf zum Jazhinca-See, einem Gletschersee unterhalb des Grats. Die Dörfer im Sirinić-Tal darunter sind überwiegend serbischsprachig, mit kleinen Kirchen und Pensionen.",
      ],
      history: [
        "Das obere Lepenc-Tal rund um Štrpce, Sirinić genannt, ist seit dem Mittelalter ein Acker- und Weideland serbischer Dörfer, und mehrere Dörfer besitzen noch alte Kirchen.",
        "Das Skifahren kam in jugoslawischer Zeit, als an den Hängen oberhalb des Dorfes Lifte und Hotels gebaut wurden. Seit 1999 haben Besitz und Betreiber des Skigebiets mehr als einmal gewechselt, und Pläne zu seiner Renovierung sind in Kosovo ein Dauerthema.",
      ],
      highlights: [
        "Skifahren und Snowboarden im Winter",
        "Wanderung zum Jazhinca-See",
        "Wanderwege im Nationalpark Šar-Gebirge",
        "Die Dörfer des Sirinić-Tals",
      ],
      gettingThere:
        "Fahren Sie von Pristina nach Süden Richtung Ferizaj und dann westwärts über Štrpce: etwa 60 km, rund anderthalb Stunden, auf Bergstraßen, die bei Schnee Vorsicht erfordern. Öffentliche Verkehrsmittel gibt es nur wenige, daher sind ein Mietwagen (etwa 25–50 € pro Tag) oder ein Taxi ab Ferizaj die praktische Wahl.",
      climate: {
        note: "Alpin ab 1.700 m: Schnee meist von Dezember bis in den März, kühle Sommernächte.",
      },
      bestTime: "Januar bis März für Schnee; Juli bis September zum Wandern.",
    },
    "7": {
      imageAlt:
        "Wanderer überqueren im Morgengrauen eine Hochwiese am Prevalla-Pass, dahinter die Gipfel des Šar-Gebirges",
      name: "Prevalla",
      location: "Šar-Gebirge oberhalb von Prizren, Südkosovo",
      description:
        "Ein Passdorf auf etwa 1.500 m an der Straße von Prizren nach Brezovica, mit Kiefernwäldern, kühler Sommerluft und Wanderwegen ins Šar-Gebirge.",
      overview: [
        "Prevalla (Prevalac) liegt auf einem Sattel des Šar-Gebirges (Sharr) etwa 30 km oberhalb von Prizren, wo die Straße von der Prizrener Seite nach Brezovica und Štrpce hinüberführt. Hotels, Ferienhäuser und Restaurants liegen hier zwischen Kiefernwäldern und Wiesen auf rund 1.500 m.",
        "Im Sommer kommen Familien aus Prizren herauf, um der Hitze zu entfliehen, Gegrilltes und Sharr-Käse zu essen und zu wandern. Vom Pass führen Wege höher hinauf in den Nationalpark Šar-Gebirge, zur Quelle des Lumbardhi und zu den Gipfeln am Grenzkamm; in schneereichen Wintern werden die Hänge bei den Hotels zum Rodeln und für einfaches Skifahren genutzt.",
        "Schon die Anfahrt ist ein Erlebnis: Die Straße steigt von Prizren durch die Schlucht des Lumbardhi, vorbei an den Resten des Klosters der Heiligen Erzengel, dann durch Dörfer und Wald mit immer weiterem Blick.",
      ],
      history: [
        "Jahrhundertelang war der Pass ein Weg für Hirten, die ihre Herden zwischen der Ebene von Prizren und den Hochweiden des Šar-Gebirges trieben – berühmt für ihren Käse und für den Sharr-Hirtenhund.",
        "Ferienhäuser und Hotels breiteten sich hier ab dem späten 20. Jahrhundert aus. Heute liegt Prevalla im Nationalpark Šar-Gebirge, wo Bautätigkeit und Müll im Zaum zu halten eine ständige Aufgabe ist.",
      ],
      highlights: [
        "Sommerwanderungen in Kiefernwäldern",
        "Wanderungen in den Nationalpark Šar-Gebirge",
        "Sharr-Käse und Lamm vom Grill in Bergrestaurants",
        "Panoramafahrt durch die Schlucht des Lumbardhi",
        "Rodeln in schneereichen Wintern",
      ],
      gettingThere:
        "Von Prizren sind es etwa 30 km, mit dem Auto rund 45 Minuten auf einer kurvigen Bergstraße. Von Pristina rechnen Sie über Prizren mit etwa zwei Stunden, oder Sie kommen von Brezovica her über den Pass. Einen verlässlichen Bus das ganze Jahr über gibt es nicht; planen Sie also ein Auto oder ein Taxi ab Prizren ein.",
      climate: {
        note: "Bergklima auf etwa 1.500 m: schneereiche Winter und Sommer, die rund 8–10 °C kühler sind als in Prizren.",
      },
      bestTime: "Juni bis September zum Wandern; Januar und Februar für Schnee.",
    },
    "8": {
      imageAlt:
        "Ein Förderturm über den Dächern von Mitrovica und dem Ibar in der Abenddämmerung im Herbst",
      name: "Mitrovica",
      location: "Mitrovica, Nordkosovo",
      description:
        "Die wichtigste Stadt im Norden des Kosovo, geteilt durch den Ibar und geprägt von den Trepça-Minen, mit einem eindrucksvollen Bergarbeiterdenkmal aus jugoslawischer Zeit und der Festung Zvečan in der Nähe.",
      overview: [
        "Mitrovica ist die wichtigste Stadt im Norden des Kosovo, erbaut an der Mündung der Sitnica in den Ibar. Der Fluss teilt auch die Stadt: Der Süden ist überwiegend albanisch, der Norden überwiegend serbisch, und die Hauptbrücke zwischen beiden ist seit Langem ein Symbol dieser Teilung. Sie können zu Fuß zwischen den beiden Hälften wechseln.",
        "Auf einem Hügel im Norden steht das Bergarbeiterdenkmal, 1973 vom Architekten Bogdan Bogdanović zum Gedenken an die im Zweiten Weltkrieg gefallenen Bergleute entworfen – eine kühne Betonskulptur, die man von überall in der Stadt sieht.",
        "Mitrovica ist ein guter Ausgangspunkt für das Bergbauerbe des Kosovo, für die Festung Zvečan auf ihrem Vulkankegel gleich nordwestlich der Stadt und für das Hochland von Shala e Bajgorës im Osten.",
      ],
      history: [
        "Der Name der Stadt geht auf die Kirche des heiligen Demetrius zurück, die einst hier stand. Der Bergbau in den umliegenden Hügeln ist alt: Die Silber- und Bleiminen von Trepča wurden schon im Mittelalter betrieben, als sächsische Bergleute und Kaufleute aus Dubrovnik in die Region kamen.",
        "Der industrielle Bergbau in großem Stil begann Ende der 1920er-Jahre unter einer britischen Gesellschaft, und in den jugoslawischen Jahrzehnten beschäftigte der Trepça-Komplex aus Minen, Hütten und Fabriken viele Tausend Arbeiter und machte Mitrovica zur Industriestadt.",
        "Seit dem Krieg 1998–99 ist die Stadt entlang des Ibar geteilt, mit getrennten Institutionen auf beiden Seiten. Die Bemühungen, die beiden Hälften zu verbinden, gehen weiter, und die Brücken bleiben die Orte, an denen sich beide Seiten begegnen.",
      ],
      highlights: [
        "Die Ibar-Brücke zwischen Nord und Süd",
        "Bergarbeiterdenkmal von Bogdan Bogdanović",
        "Bergbauerbe von Trepça",
        "Festung Zvečan, gleich nordwestlich der Stadt",
        "Tagesausflüge nach Shala e Bajgorës",
      ],
      gettingThere:
        "Busse fahren häufig von Pristina nach Mitrovica und brauchen für die rund 40 km etwa 45 Minuten bis eine Stunde. Mit dem Auto geht es unkompliziert nach Norden durch Vushtrri.",
      climate: {
        note: "Kontinentales Talklima: kalte Winter mit Nebel entlang der Flüsse, warme Sommer.",
      },
      bestTime: "Mai bis Juni und September bis Oktober.",
    },
    "9": {
      imageAlt:
        "Ein Pferd grast über den Steinhäusern von Brod in einem hohen Bergtal im Herbstlicht",
      name: "Brod",
      location: "Brod, Dragash, Südkosovo",
      description:
        "Ein Bergdorf der Gorani mit Steinhäusern hoch im Šar-Gebirge nahe der nordmazedonischen Grenze, bekannt für seinen Käse, seine Konditoren und seine Wanderwege.",
      overview: [
        "Brod liegt in einem Hochtal des Šar-Gebirges (Sharr), im äußersten Süden des Kosovo nahe der Grenze zu Nordmazedonien. Es ist eines der größten Dörfer der Gora, der Heimat der Gorani – einer slawischsprachigen muslimischen Gemeinschaft mit eigenem Dialekt, dem Našinski, und eigener Musik und eigenen Bräuchen. Steinhäuser ziehen sich entlang des Flusses die Hänge hinauf, und Sie begegnen hier vielleicht mehr Pferden als Autos.",
        "Einige Kilometer südlich des Dorfes gibt es rund um das Hotel Arxhena kleine Skipisten, und im Sommer laden dieselben Hänge zum Wandern ein. Wege führen die Flussschlucht hinauf und zu den umliegenden Gipfeln; nehmen Sie eine Karte mit, erkundigen Sie sich vor Ort nach den Routen und denken Sie daran, dass die Grenze nah ist.",
        "Gorani-Familien machen hervorragenden Käse, und Gorani-Konditoren sind auf dem ganzen Balkan bekannt. Anfang Mai kommen viele, die im Ausland leben, zum Georgstag (Đurđevdan) nach Hause – eine Zeit der Hochzeiten, der Musik und des Wiedersehens.",
      ],
      history: [
        "Die Gora ist seit Jahrhunderten die Heimat der Gorani, in den Bergen, wo Kosovo, Albanien und Nordmazedonien aufeinandertreffen. Die Wirtschaft beruhte auf Viehzucht und Saisonarbeit: Die Männer zogen für Monate fort, um in Städten auf dem ganzen Balkan als Zuckerbäcker und Handwerker zu arbeiten – eine Tradition, die das Dorfleben bis heute prägt.",
        "Im Laufe des 20. Jahrhunderts wanderten viele Familien aus – in die Türkei, in andere Teile des früheren Jugoslawien und nach Westeuropa –, daher ist in Brod im Sommer, wenn die Diaspora heimkehrt, weit mehr los als im Winter.",
      ],
      highlights: [
        "Steinhäuser und Dorfgassen",
        "Gorani-Käse und Gebäck",
        "Wanderungen ins Šar-Gebirge",
        "Kleine Skipisten beim Hotel Arxhena",
        "Đurđevdan-Feiern Anfang Mai",
      ],
      gettingThere:
        "Fahren Sie nach Prizren (etwa eineinviertel Stunden von Pristina), dann südwärts nach Dragash (etwa 45 Minuten) und weiter das Tal hinauf nach Brod. Busse verbinden Prizren und Dragash, doch ins Dorf hinauf kommen Sie am besten mit dem Auto oder Taxi; von Dezember bis März können die Straßen verschneit sein.",
      climate: {
        note: "Hochgelegenes Dorf, über 1.200 m: lange, schneereiche Winter und frische Sommer.",
      },
      bestTime: "Juni bis September, und Anfang Mai für Đurđevdan.",
    },
    "10": {
      imageAlt: "Ein Radfahrer auf einem Waldweg im Germia-Park unter frischem Frühlingslaub",
      name: "Germia-Park",
      location: "Pristina, Zentralkosovo",
      description:
        "Die grüne Lunge Pristinas: ein großer Park mit Eichen- und Buchenwald am nordöstlichen Stadtrand, mit Wanderwegen, Picknickplätzen und einem großen Freibad im Sommer.",
      overview: [
        "Der Germia-Park (Parku i Gërmisë) beginnt nur wenige Kilometer vom Zentrum Pristinas entfernt, wo die Stadt in Hügel mit Eichen und Buchen übergeht. Hierher kommt Pristina zum Durchatmen: Spaziergänger, Läufer, Mountainbiker und Familien mit Picknickkörben.",
        "Nahe dem Haupteingang finden Sie Restaurants, Spielplätze und ein großes Freibad, das an heißen Sommertagen brechend voll ist. Dahinter steigen Forstwege und Pfade zu den höheren Kämmen an – ein Morgenspaziergang hier ist eine der einfachsten Auszeiten in der Natur, die Kosovo zu bieten hat.",
        "Im Herbst färbt sich der Wald kupfern und golden, und nach leichtem Schneefall lädt der Park zu stillen Winterspaziergängen ein. Bleiben Sie auf den Wegen und nehmen Sie Wasser mit: Der Wald ist groß genug, um sich darin zu verlaufen.",
      ],
      history: [
        "Germia ist seit Generationen der Erholungswald Pristinas; Freibad und Restaurants am Eingang machten ihn für Familien aus der Stadt schon lange vor der Unabhängigkeit zur Wochenendtradition.",
        "Der Wald ist als Regionalpark geschützt und schützt seinerseits Luft und Wasser der Hauptstadt. Seit Pristina immer näher an ihn heranwächst, ist der Erhalt des Parks zu einem wichtigen lokalen Anliegen geworden.",
      ],
      highlights: [
        "Waldspaziergänge und Laufstrecken",
        "Mountainbiken",
        "Freibad im Sommer",
        "Picknick und Restaurants am Eingang",
        "Herbstfarben",
      ],
      gettingThere:
        "Der Parkeingang liegt etwa 4–5 km vom Zentrum Pristinas entfernt: Ein Taxi kostet meist 2–5 € und braucht rund 10–15 Minuten. Stadtbusse fahren in Richtung Park (Fahrpreis in der Stadt 0,40–0,50 €); fragen Sie vor Ort nach der aktuellen Linie. Mit dem Fahrrad geht es stetig bergauf.",
      climate: {
        note: "Etwas kühler und grüner als die Innenstadt, mit willkommenem Schatten an heißen Sommertagen.",
      },
      bestTime: "April bis Oktober; das Freibad ist im Juli und August am vollsten.",
    },
    "11": {
      imageAlt:
        "Ein Kajak auf dem ruhigen Batllava-See zwischen bewaldeten Hügeln an einem Sommertag",
      name: "Batllava-See",
      location: "Bei Podujevo, Zentralkosovo",
      description:
        "Ein Stausee in den grünen Hügeln rund 30 km nordöstlich von Pristina, im Sommer beliebt zum Schwimmen, Bootfahren und Angeln und für seine Restaurants am Ufer.",
      overview: [
        "Der Batllava-See (Liqeni i Batllavës) ist ein künstlicher See zwischen bewaldeten Hügeln in der Region Llap in der Gemeinde Podujevo. An Sommerwochenenden ist er ein beliebtes Ausflugsziel von Pristina aus: Man schwimmt, fährt mit Booten und Kajaks hinaus, angelt und lässt sich auf Terrassen über dem Wasser beim Mittagessen Zeit.",
        "Der See ist zugleich der wichtigste Trinkwasserspeicher für Pristina und Podujevo – gehen Sie also sorgsam mit ihm um: Nutzen Sie die ausgewiesenen Badestellen, nehmen Sie Ihren Müll wieder mit und beachten Sie die Schilder vor Ort.",
        "Außerhalb der Saison ist es hier ruhig – gut für einen Spaziergang am Ufer und für Fotos, wenn an Herbstmorgen Nebel auf dem Wasser liegt.",
      ],
      history: [
        "Der Damm am Fluss Batllava wurde in jugoslawischer Zeit gebaut. Ursprünglich sollte er die Kohlekraftwerke bei Obiliq mit Wasser versorgen, die später auf einen anderen Stausee umstellten.",
        "Heute liefert der See Trinkwasser für einen großen Teil der Region Pristina. In trockenen Sommern kann sein Pegel sichtbar sinken – eine Erinnerung daran, wie sehr die Hauptstadt von ihm abhängt.",
      ],
      highlights: [
        "Baden im Sommer",
        "Kajak- und Bootsfahrten",
        "Angeln",
        "Restaurants am Ufer",
        "Herbstnebel über dem Wasser",
      ],
      gettingThere:
        "Mit dem Auto liegt der See etwa 40 Minuten von Pristina entfernt: nach Norden Richtung Podujevo, dann ostwärts auf kleineren Landstraßen. Ein regelmäßiger Bus zum Ufer fährt nicht; nehmen Sie also das Auto oder fahren Sie mit dem Bus nach Podujevo und die letzten rund 13 km mit dem Taxi.",
      climate: {
        note: "Kontinentalklima auf etwa 640 m: warme Sommer zum Baden und kalte Winter.",
      },
      bestTime: "Juni bis Anfang September zum Baden; Oktober für ruhige Spaziergänge.",
    },
    "12": {
      imageAlt: "Ein steinernes Kulla-Turmhaus in Junik vor Bergen im goldenen Herbstlicht",
      name: "Junik",
      location: "Junik, Westkosovo",
      description:
        "Eine kleine Stadt steinerner Kullas am Fuß der Prokletije (Albanische Alpen), zwischen Deçan und Gjakova, und Ausgangspunkt für den Aufstieg zur Gjeravica, einem der höchsten Gipfel des Kosovo.",
      overview: [
        "Junik liegt dort, wo die Dukagjin-Ebene auf die Berge trifft, und seine Gassen säumen Kullas – wehrhafte steinerne Turmhäuser, von Großfamilien erbaut, mit Wohnräumen in den oberen Stockwerken und schmalen Fenstern. Die Stadt besitzt eine der größten Gruppen von Kullas in Kosovo, mehrere davon restauriert.",
        "Oberhalb der Stadt kommt der Erenik aus den Bergen herab, und Pfade und holprige Pisten führen in den Nationalpark Bjeshkët e Nemuna. Das klassische Ziel ist die Gjeravica (2.656 m), die lange als höchster Gipfel des Kosovo galt, mit Gletscherseen unterhalb des Gipfels – ein langer Bergtag, am besten mit einem einheimischen Bergführer.",
        "Zurück im Tal servieren Restaurants Forellen aus Gebirgsbächen und Flija, das geschichtete Pfannkuchengericht des westlichen Kosovo.",
      ],
      history: [
        "Die Kullas von Junik errichteten Baumeister, viele von ihnen aus Dibra. 1999 wurde der größte Teil von ihnen niedergebrannt, und seither ist nur ein Teil wiederhergestellt worden.",
        "Die Kullas spiegeln eine ländliche Gesellschaft wider, die um Großfamilien und Gewohnheitsrecht organisiert war. Junik wurde 2008 eine eigene Gemeinde, und dank der Restaurierung seiner Turmhäuser ist es einer der besten Orte in Kosovo, um diese Architektur zu sehen.",
      ],
      highlights: [
        "Restaurierte Kulla-Turmhäuser",
        "Alte Wohntürme im Viertel Hoxhaj",
        "Wanderung in Richtung Gjeravica (2.656 m)",
        "Tal des Erenik",
        "Bergforelle und Flija",
      ],
      gettingThere:
        "Junik liegt mit dem Auto etwa zwei Stunden von Pristina entfernt, über Peja und Deçan oder über Gjakova. Busse fahren nach Deçan und Gjakova; von dort bringt Sie ein Taxi das letzte Stück. Für das Hochgebirge brauchen Sie einen Bergführer mit Geländewagen – oder kräftige Beine und einen frühen Start.",
      climate: {
        note: "Warm im Tal; die Berge oberhalb der Stadt sind deutlich kälter und von Spätherbst bis Frühjahr tief verschneit.",
      },
      bestTime: "Mai bis Oktober; Juli bis September für die Gjeravica.",
    },
    "13": {
      imageAlt:
        "Die Marmorkirche des Klosters Visoki Dečani unter bewaldeten Bergen im Frühling im Morgengrauen",
      name: "Deçan",
      location: "Deçan (Dečani), Westkosovo",
      description:
        "Eine kleine Stadt unterhalb der Prokletije (Albanische Alpen), Heimat von Visoki Dečani, dem Kloster aus dem 14. Jahrhundert auf der UNESCO-Welterbeliste, berühmt für seinen gewaltigen Freskenzyklus.",
      overview: [
        "Deçan (Dečani) ist eine ruhige Stadt am Westrand der Dukagjin-Ebene, und die meisten Besucher kommen wegen des Klosters Visoki Dečani, das in einem Tal mit Kastanienwald etwa 2 km westlich des Zentrums liegt. Seine Kirche, aus abwechselnden Bändern von hellem und rötlichem Marmor erbaut, gilt oft als größte erhaltene mittelalterliche Kirche des Balkans.",
        "Innen ist fast jede Fläche bemalt: Die Fresken bilden mit Tausenden Figuren einen der größten erhaltenen Zyklen der Kunst aus byzantinischer Zeit. Das Kloster gehört zur UNESCO-Welterbestätte „Mittelalterliche Denkmäler im Kosovo“ und wird von einer Gemeinschaft serbisch-orthodoxer Mönche bewohnt. Nehmen Sie Ihren Reisepass oder Personalausweis mit, der am Eingang kontrolliert wird, und kleiden Sie sich zurückhaltend, mit bedeckten Schultern und Knien.",
        "Hinter dem Kloster folgt die Straße dem Fluss Lumbardhi i Deçanit durch eine steile Schlucht in die Berge, mit Picknickplätzen und Ausgangspunkten für Wanderungen. In den Dörfern rund um die Stadt laden steinerne Kullas und kleine Restaurants mit Flussforellen zur Mittagspause ein.",
      ],
      history: [
        "Das Kloster wurde vom serbischen König Stefan Uroš III. Dečanski gestiftet und zwischen 1327 und 1335 erbaut; nach seinem Tod vollendete es sein Sohn Stefan Dušan. Baumeister war Fra Vita, ein Franziskaner aus Kotor – das erklärt die romanischen Züge der Architektur.",
        "Das Kloster überstand die osmanischen Jahrhunderte und die Kriege des 20. Jahrhunderts. Seit 1999 wird es von internationalen Friedenstruppen geschützt und steht zusammen mit den anderen mittelalterlichen Denkmälern im Kosovo auf der Liste des gefährdeten Welterbes der UNESCO.",
        "Die Stadt Deçan ist überwiegend albanisch und wurde im Krieg 1998–99 schwer getroffen; heute ist sie ein wachsender Ausgangspunkt, um die Berge im Westen zu erkunden.",
      ],
      highlights: [
        "Kloster Visoki Dečani (UNESCO)",
        "Fresken aus dem 14. Jahrhundert",
        "Schlucht des Lumbardhi i Deçanit",
        "Kulla-Turmhäuser in den umliegenden Dörfern",
        "Ausgangspunkte für Touren in die Prokletije",
      ],
      gettingThere:
        "Deçan liegt etwa 15 km südlich von Peja an der Straße nach Gjakova. Von Pristina brauchen Busse etwa zwei Stunden, meist über Peja; mit dem Auto rechnen Sie mit rund anderthalb Stunden. Vom Stadtzentrum sind es zum Kloster 2 km zu Fuß oder eine kurze Taxifahrt.",
      climate: {
        note: "Warme Sommer im Tal; in den Bergen gleich hinter der Stadt liegt bis ins Frühjahr Schnee.",
      },
      bestTime: "April bis Oktober; Frühling und Herbst sind die beste Zeit für die Schlucht.",
    },
    "14": {
      imageAlt: "Glitzernde Stalaktiten und Stalagmiten, beleuchtet in der Marmorhöhle von Gadime",
      name: "Höhle von Gadime (Marmorhöhle)",
      location: "Gadime, Lipjan, Zentralkosovo",
      description:
        "Eine Marmorhöhle südlich von Pristina, in den 1960er-Jahren von einem Dorfbewohner entdeckt; ein geführter Weg führt vorbei an Stalaktiten, Stalagmiten und seltenen Heliktiten, die seitwärts wachsen.",
      overview: [
        "Die Marmorhöhle (Shpella e Mermerit) im Dorf Gadime e Ulët, etwa 25 km südlich von Pristina, ist die bekannteste Schauhöhle des Kosovo. Sie entstand in Marmorkalk, und ihre Kammern glitzern von Kristallen, Stalaktiten, Stalagmiten und gewundenen Heliktiten, die der Schwerkraft zu trotzen scheinen.",
        "Besuche folgen einer geführten Route mit Stufen und Geländern durch mehrere Galerien; die vermessenen Gänge sind etwa 1,2 km lang, und ein Großteil der Höhle ist noch unerforscht. Drinnen bleibt es das ganze Jahr über kühl, bei etwa 12–15 °C – nehmen Sie also selbst im Juli eine leichte Jacke mit und tragen Sie Schuhe mit gutem Profil.",
        "Ein Besuch ist kurz genug, um ihn mit Pristina, Gračanica oder der Fahrt nach Süden Richtung Ferizaj und Prizren zu verbinden, und er ist ein guter Plan für einen Regentag.",
      ],
      history: [
        "Die Höhle wurde Ende der 1960er-Jahre von einem Dorfbewohner, Ahmet Asllani, entdeckt, als er auf seinem Grundstück grub – die Quellen nennen 1966 oder 1969 –, und in den 1970er-Jahren für Besucher geöffnet.",
        "Heute stehen die Höhle und das Land darüber als Naturdenkmal unter Schutz. Höhlenforscher warnen, dass Beleuchtung, Besucherzahlen und frühere Schäden den Formationen zusetzen; bitte berühren Sie den Stein daher nicht: Kristalle wie diese wachsen über viele Jahre nur wenige Millimeter.",
      ],
      highlights: [
        "Heliktiten und Aragonitkristalle",
        "Stalaktiten und Stalagmiten",
        "Geführter Weg durch die Galerien",
        "Einfacher Halbtagesausflug ab Pristina",
      ],
      gettingThere:
        "Gadime liegt etwa 25 km südlich von Pristina, mit dem Auto rund 30 Minuten auf der Straße Richtung Ferizaj und dann über eine kurze Nebenstraße ins Dorf. Busse zwischen Pristina und Ferizaj fahren in der Nähe vorbei, doch am einfachsten erreichen Sie den Eingang mit dem Auto oder einem Taxi ab Pristina.",
      climate: {
        note: "Draußen hat die Ebene heiße Sommer und kalte Winter; in der Höhle bleibt es das ganze Jahr über bei etwa 12–15 °C.",
      },
      bestTime: "Zu jeder Jahreszeit – eine gute Wahl an regnerischen oder sehr heißen Tagen.",
    },
    "15": {
      imageAlt:
        "Weinfässer vor Rebzeilen an den Hängen über Rahovec im goldenen Abendlicht im Herbst",
      name: "Rahovec",
      location: "Rahovec (Orahovac), Westkosovo",
      description:
        "Die Weinstadt des Kosovo, umgeben von sonnigen Weinbergen an den Hängen, wo große Kellereien und Familienbetriebe einheimische Rot- und Weißweine ausschenken und die Lese im Herbst gefeiert wird.",
      overview: [
        "Rahovec (Orahovac) liegt an den Hängen über der Dukagjin-Ebene, und die Reben reichen fast bis an den Stadtrand. Sonne, warme Sommer und Hangböden machen die Gegend zum Zentrum des kosovarischen Weinbaus.",
        "Sie können große Kellereien besuchen – die bekannteste, Stone Castle, ging aus dem früheren staatlichen Weingut hervor – und ebenso kleine Familienkeller, in denen der Winzer selbst einschenkt. Rotweine aus Vranac und anderen Sorten teilen sich den Tisch mit einheimischen Weißweinen; die meisten Verkostungen werden im Voraus vereinbart, rufen Sie also vorher an.",
        "Gleich außerhalb der Stadt liegt Velika Hoča (Hoça e Madhe), ein serbisches Dorf mit Steinhäusern, alten Kirchen und einer eigenen langen Weinbautradition.",
      ],
      history: [
        "Der Weinbau rund um Rahovec ist alt: Mittelalterliche Klöster besaßen hier Weinberge, und auch während der osmanischen Jahrhunderte wurden durchgehend Trauben angebaut. In jugoslawischer Zeit produzierten große Genossenschaften Wein in Massen, vieles davon für den Export nach Westdeutschland unter dem Namen „Amselfelder“ – nach dem Amselfeld, der deutschen Übersetzung von „Kosovo“.",
        "Nach 1999 wurde die Branche in kleinerem Maßstab wieder aufgebaut, und neben den größeren Erzeugern ist eine neue Generation von Familienweingütern entstanden. Die Stadt ist überwiegend albanisch, mit einer serbischen Gemeinschaft im oberen Viertel und in Velika Hoča.",
      ],
      highlights: [
        "Besuche und Verkostungen in Weingütern",
        "Familienkeller",
        "Spaziergänge durch die Weinberge über der Stadt",
        "Das Dorf Velika Hoča",
        "Erntefeste im Herbst",
      ],
      gettingThere:
        "Rahovec liegt etwa 70 km südwestlich von Pristina, mit dem Auto rund eineinviertel Stunden; Busse brauchen etwa anderthalb Stunden. Von Prizren oder Gjakova ist es weniger als eine Stunde. Wenn Sie Wein probieren möchten, kommen Sie mit Bus oder Taxi oder bringen Sie einen Fahrer mit, der nüchtern bleibt.",
      climate: {
        note: "Sonnig und warm: Heiße Sommer lassen die Trauben reifen, und die Winter sind für Kosovo recht mild.",
      },
      bestTime: "September und Oktober für die Weinlese; Mai und Juni für grüne Weinberge.",
    },
    "16": {
      imageAlt:
        "Verschneiter Buchenwald und runde Bergrücken von Shala e Bajgorës im Morgengrauen im Winter",
      name: "Shala e Bajgorës",
      location: "Östlich von Mitrovica, Nordkosovo",
      description:
        "Ein Hochland an den Südhängen des Kopaonik-Gebirges östlich von Mitrovica, mit Buchenwäldern, verstreuten Dörfern, weiten Ausblicken und dem größten Windpark des Kosovo.",
      overview: [
        "Shala e Bajgorës, oft einfach „Shala“ genannt, ist ein Hochland im Osten der Gemeinde Mitrovica an den Südhängen des Kopaonik-Gebirges. Dörfer wie Bajgora verteilen sich über Kämme und Täler hoch über der Ibar-Ebene, zwischen Buchenwäldern und Wiesen.",
        "Dies ist ein Ort für stille Wanderungen, weite Blicke über das Amselfeld und die Beeren- und Pilzsaison im Spätsommer. Touristen kommen selten, und die Infrastruktur ist einfach. Auf den Kämmen oberhalb von Bajgora stehen die 27 Turbinen des Windparks Bajgora, des größten in Kosovo, der 2021 begann, Strom ins Netz einzuspeisen.",
        "Die Gegend ist abgelegen: Kommen Sie mit vollem Tank, Offline-Karten und warmer Kleidung und fragen Sie Einheimische nach den Forstwegen, die schlammig oder verschneit sein können.",
      ],
      history: [
        "Die Hügel von Shala gehören zum selben mineralreichen Kopaonik-Gebirge wie die Trepça-Minen, und Bergbau, Forstwirtschaft und Viehzucht prägen das Leben hier seit Generationen.",
        "Während des Krieges 1998–99 war die Befreiungsarmee des Kosovo (UÇK) in der Gegend aktiv, und viele Dörfer wurden beschädigt; Denkmäler in den Dörfern erinnern an diese Jahre. In jüngerer Zeit haben der Windpark und neue Straßen Shala wieder ins Blickfeld gerückt.",
      ],
      highlights: [
        "Wanderungen in Buchenwäldern",
        "Blick über das Amselfeld",
        "Windpark Bajgora auf den Kämmen",
        "Beeren und Pilze im Spätsommer",
        "Ruhiges Dorfleben",
      ],
      gettingThere:
        "Fahren Sie von Pristina nach Vushtrri oder Mitrovica und folgen Sie dann Landstraßen nach Osten in die Hügel – insgesamt etwa eine bis anderthalb Stunden. Öffentliche Verkehrsmittel gibt es kaum, ein Auto ist mit Abstand am einfachsten; prüfen Sie im Winter die Straßenverhältnisse, bevor Sie losfahren.",
      climate: {
        note: "Hochlandklima: schneereiche, windige Winter und frische Sommer, spürbar kühler als in Mitrovica.",
      },
      bestTime: "Juni bis Oktober.",
    },
    "17": {
      imageAlt:
        "Der Gazivoda-Staudamm und der See unter bewaldeten Hügeln in der Abenddämmerung im Sommer",
      name: "Zubin Potok",
      location: "Zubin Potok, Nordkosovo",
      description:
        "Eine kleine Stadt im oberen Ibartal am Gazivoda-See, einem langen Stausee zwischen bewaldeten Hügeln, im Sommer beliebt zum Angeln, Schwimmen und Bootfahren.",
      overview: [
        "Zubin Potok ist eine kleine, überwiegend serbische Stadt im Ibartal westlich von Mitrovica, in der historischen Landschaft Ibarski Kolašin. Die große Attraktion liegt gleich flussaufwärts: der Gazivoda-See (albanisch Liqeni i Gazivodës oder Ujmani), ein langer Stausee, der sich zwischen bewaldeten Hügeln hindurchwindet.",
        "Im Sommer kommen die Leute zum Schwimmen, Angeln, Paddeln und Picknicken ans Ufer, und an den Hängen verteilen sich Ferienhäuser. Das westliche Ende des Sees liegt in Serbien – achten Sie also darauf, wo Sie sich befinden, wenn Sie mit dem Boot oder am Ufer unterwegs sind.",
        "Die Hügel ringsum – Mokna im Süden und Rogozna im Norden – bieten ruhige Wanderungen, und in der Stadt gibt es einfache Cafés und Lokale.",
      ],
      history: [
        "Der Damm am Ibar wurde zwischen 1973 und 1977 gebaut; mit über 100 m Höhe ist er einer der höchsten Erddämme Europas. Der Stausee überflutete Dörfer, Kirchen und mittelalterliche Stätten im Tal, und sein Wasser wird über einen Kanal auf das Amselfeld geleitet – für Trinkwasser, Kraftwerke und Industrie.",
        "Etwa drei Viertel der 11,9 km² des Sees liegen in Kosovo, der Rest in Serbien. Wegen seiner Bedeutung für Wasser und Strom war der See oft Thema der Gespräche zwischen Pristina und Belgrad.",
      ],
      highlights: [
        "Baden und Picknicken am Gazivoda-See",
        "Angeln",
        "Boot- und Kajakfahren",
        "Wanderungen in den Hügeln von Mokna und Rogozna",
        "Ausblicke vom Damm",
      ],
      gettingThere:
        "Fahren Sie nach Mitrovica (etwa 45 Minuten von Pristina) und folgen Sie dann dem Ibartal rund 25 km nach Westen; insgesamt etwa eineinviertel Stunden. Lokale Busse fahren ab Nord-Mitrovica, doch nur mit dem Auto kommen Sie gut ans Seeufer.",
      climate: {
        note: "Talklima: warme Sommer, kalte Winter und häufiger Morgennebel über dem See.",
      },
      bestTime: "Juni bis September für den See; Mai und Oktober für Wanderungen.",
    },
    "18": {
      imageAlt: "Ein Zelt unter dem Sternenhimmel auf einer Hochweide im Šar-Gebirge im Sommer",
      name: "Nationalpark Šar-Gebirge",
      location: "Dragash, Südkosovo",
      description:
        "Ein Hochgebirgspark entlang der Grenze zu Nordmazedonien, mit Gletscherseen, Almen, Sommerhütten der Hirten und Gipfeln über 2.400 m wie dem Luboten.",
      overview: [
        "Der Nationalpark Šar-Gebirge (Parku Kombëtar Sharri) schützt die kosovarische Seite des Šar-Gebirges (Sharr) entlang der Grenze zu Nordmazedonien. Er reicht von Dragash im Südwesten bis Kaçanik im Osten und umfasst Teile der Gemeinden Prizren, Dragash, Suhareka, Štrpce und Kaçanik.",
        "Oberhalb der Waldgrenze erstrecken sich riesige Weiden mit Gletscherseen, Sommerhütten und Herden, bewacht von großen Sharr-Hirtenhunden. Die Seite bei Dragash ist wild und wenig besucht: Routen von Dörfern wie Brod führen zum Shutman-See und zu den Gipfeln des Grenzkamms.",
        "Zur Tierwelt gehören Braunbär, Wolf, Gämse und der seltene Balkanluchs. Das Wetter in der Höhe schlägt schnell um: Nehmen Sie Karte, Wasser und warme Kleidung mit, brechen Sie früh auf und engagieren Sie für den Grenzkamm einen einheimischen Bergführer.",
      ],
      history: [
        "Hirten weiden ihre Herden seit vielen Jahrhunderten in diesen Bergen, und die saisonale Weidewirtschaft prägt die Landschaft bis heute; Sharr-Hirtenhund und Sharr-Käse tragen beide den Namen des Gebirges.",
        "Auf der kosovarischen Seite des Gebirges wurde 1986 erstmals ein Nationalpark ausgewiesen und 2012 durch ein kosovarisches Gesetz erweitert. Tourismus, Beweidung und Bautätigkeit innerhalb seiner Grenzen in Einklang zu bringen, bleibt eine ständige Aufgabe.",
      ],
      highlights: [
        "Gletscherseen wie Shutman und Jazhinca",
        "Almen und Hirtenhütten",
        "Der Luboten (2.498 m) am Horizont",
        "Tierwelt: Gämse, Bär und Luchs",
        "Mehrtägige Wanderungen ab Brod und Prevalla",
      ],
      gettingThere:
        "Der Park hat mehrere Zugänge. Für die Seite bei Dragash fahren Sie nach Prizren (etwa eineinviertel Stunden von Pristina) und weiter nach Dragash und Brod (etwa eine weitere Stunde). Prevalla oberhalb von Prizren und Brezovica, erreichbar über Štrpce, sind die einfachsten Zugänge. Für die meisten Ausgangspunkte ist ein Auto unverzichtbar.",
      climate: {
        note: "Alpin: Auf den hohen Kämmen liegt der Schnee bis in den Juni, und in Sommernächten kann es fast bis zum Gefrierpunkt abkühlen.",
      },
      bestTime: "Juli bis September für Hochtouren.",
    },
    "19": {
      imageAlt:
        "Mauerruinen der Festung Zvečan auf einem steilen Hügel in der Abenddämmerung im Winter",
      name: "Zvečan",
      location: "Zvečan, Nordkosovo",
      description:
        "Eine kleine Stadt gleich nordwestlich von Mitrovica, gekrönt von den Ruinen einer mittelalterlichen Festung auf einem erloschenen Vulkankegel; das Kloster Banjska ist eine kurze Autofahrt entfernt.",
      overview: [
        "Zvečan liegt im Ibartal direkt neben Mitrovica, und sein Wahrzeichen ist nicht zu übersehen: die Ruinen der Festung Zvečan auf dem Gipfel eines steilen, kegelförmigen Hügels – eines erloschenen Vulkans – hoch über dem Fluss. Ein Pfad führt hinauf zu den Mauern, und von oben reicht der Blick über das Ibartal, Mitrovica und die Hügel des Kopaonik.",
        "Unten in der Stadt erinnern der Schornstein und die Gebäude der Bleihütte von Trepça an die Bergbaugeschichte der Gegend. Etwa 12 km nördlich liegt das Kloster Banjska, Anfang des 14. Jahrhunderts von König Milutin gegründet; es wurde restauriert und empfängt respektvolle Besucher.",
        "Zvečan ist eine überwiegend serbischsprachige Gemeinde; Schilder sind oft auf Kyrillisch, und ein paar Grußworte bewirken viel.",
      ],
      history: [
        "Zvečan ist eine der ältesten Festungen der Region, schon im späten 11. Jahrhundert als Grenzfestung zwischen den serbischen Ländern und Byzanz erwähnt. Sie wurde zu einer wichtigen Festung des Nemanjiden-Staates; nach mittelalterlichen Quellen starb König Stefan Dečanski hier 1331, nachdem ihn sein Sohn Dušan gestürzt hatte.",
        "Die Osmanen nahmen die Festung im 15. Jahrhundert ein, und sie verfiel allmählich. Im 20. Jahrhundert wuchs die Stadt unterhalb mit den Minen und der Hütte von Trepça.",
      ],
      highlights: [
        "Aufstieg zur Festung Zvečan",
        "Blick über das Ibartal",
        "Kloster Banjska",
        "Bergbauerbe von Trepça",
        "Gut mit Mitrovica kombinierbar",
      ],
      gettingThere:
        "Nehmen Sie einen Bus von Pristina nach Mitrovica (etwa 45 Minuten bis eine Stunde), wechseln Sie auf die Nordseite und fahren Sie die wenigen Kilometer nach Zvečan mit dem Taxi weiter. Mit dem Auto dauert die ganze Fahrt etwa eine Stunde. Tragen Sie für den steilen Pfad zur Festung festes Schuhwerk.",
      climate: {
        note: "Kontinentales Talklima: kalte, oft neblige Winter und warme Sommer.",
      },
      bestTime:
        "April bis Juni und September bis Oktober; verzichten Sie an eisigen Tagen auf den Aufstieg.",
    },
    "20": {
      imageAlt:
        "Der steinerne Turm der mittelalterlichen Burg von Vushtrri im Stadtzentrum im goldenen Frühlingslicht",
      name: "Vushtrri",
      location: "Vushtrri (Vučitrn), Nordkosovo",
      description:
        "Eine der ältesten Städte des Kosovo, zwischen Pristina und Mitrovica, mit einem mittelalterlichen Burgturm, einem alten osmanischen Hamam und einer langen Steinbrücke gleich außerhalb des Zentrums.",
      overview: [
        "Vushtrri (Vučitrn) ist eine kleine Marktstadt an der Straße zwischen Pristina und Mitrovica, und ihr Zentrum birgt eine kompakte Gruppe von Denkmälern. Der gedrungene steinerne Bergfried der mittelalterlichen Burg, oft Vojinović-Turm genannt, ragt direkt am Hauptplatz auf.",
        "In der Nähe liegen ein alter osmanischer Hamam und mehrere Moscheen, und einen kurzen Spaziergang nördlich des Zentrums steht die berühmte Steinbrücke der Stadt, die ein Flussbett überspannt, das die Sitnica vor langer Zeit verlassen hat.",
        "Vushtrri ist ein einfacher Halbtagesstopp zwischen Pristina und Mitrovica: Bummeln Sie durchs Zentrum, sehen Sie sich die Brücke an und trinken Sie einen Kaffee auf dem Platz.",
      ],
      history: [
        "Vushtrri wird in mittelalterlichen Quellen erwähnt und war Anfang des 15. Jahrhunderts ein Sitz der Familie Branković, der Herren dieses Teils des Kosovo. Der Burgturm und die Steinbrücke stammen etwa aus dieser Zeit.",
        "Unter den Osmanen war Vushtrri zeitweise Sitz eines Sandschaks (einer Provinz) und eine geschäftige Stadt mit Moscheen, Bädern und Märkten. Später verlor es gegenüber Pristina und Mitrovica an Bedeutung, doch sein alter Kern rund um die Burg ist erhalten.",
      ],
      highlights: [
        "Mittelalterlicher Burgturm",
        "Steinbrücke (Ura e Gurit)",
        "Alter osmanischer Hamam",
        "Kaffee auf dem Hauptplatz",
      ],
      gettingThere:
        "Vushtrri liegt an der Hauptstraße von Pristina nach Mitrovica, nördlich der Hauptstadt. Busse Richtung Mitrovica halten hier und brauchen etwa 30–40 Minuten; mit dem Auto ist es eine entspannte halbe Stunde.",
      climate: {
        note: "Kontinentales Klima der Ebene: kalte Winter, warme Sommer und angenehme Frühlingstage.",
      },
      bestTime: "April bis Oktober.",
    },
    "21": {
      imageAlt:
        "Die mittelalterliche Steinbrücke von Vushtrri mit ihren Bögen über einem grasbewachsenen ehemaligen Flussbett an einem Sommertag",
      name: "Steinbrücke von Vushtrri",
      location: "Vushtrri, Nordkosovo",
      description:
        "Eine mittelalterliche Brücke mit neun Bögen und etwa 135 m Länge, aus rotem und grauem Stein an einer alten Karawanenroute erbaut; seit die Sitnica ihren Lauf verlegt hat, steht sie über einer trockenen Wiese.",
      overview: [
        "Die Steinbrücke (Ura e Gurit, auch Vojinović-Brücke genannt) ist das meistfotografierte Denkmal von Vushtrri: Neun Bögen aus abwechselnd rotem und grauem Stein tragen eine gepflasterte Fahrbahn von etwa 135 Metern Länge. Das Ungewöhnliche: Unter ihr fließt kein Fluss – die Sitnica hat ihren Lauf vor Jahrhunderten nach Westen verlegt und die Brücke über Gras stehen lassen.",
        "Sie liegt nur einen kurzen Spaziergang vom Stadtzentrum entfernt. Gehen Sie einmal über die ganze Brücke und betrachten Sie die Bögen dann von der Wiese darunter. Direkt neben der Brücke steht ein Restaurant, falls Sie verweilen möchten.",
      ],
      history: [
        "Ihr Stil datiert die Brücke ins späte 14. oder frühe 15. Jahrhundert, und die Überlieferung schreibt sie den Brüdern Vojinović zu, Adligen, an die die serbische Heldendichtung erinnert. Über sie führte die Karawanenroute zwischen Dubrovnik und Skopje über die Sitnica.",
        "Als sich Schlamm ablagerte und der Fluss sich entfernte, verlor die Brücke ihren Zweck, blieb aber erhalten.",
      ],
      highlights: [
        "Neun steinerne Bögen",
        "Ein Spaziergang über die gepflasterte Brücke",
        "Das trockene ehemalige Bett der Sitnica",
        "Gut mit dem Burgturm von Vushtrri kombinierbar",
      ],
      gettingThere:
        "Nehmen Sie von Pristina einen Bus Richtung Mitrovica und steigen Sie in Vushtrri aus (etwa 30–40 Minuten). Die Brücke liegt im Norden der Stadt, einen kurzen Spaziergang vom Zentrum entfernt; Autofahrer können in der Nähe parken.",
      climate: {
        note: "Kontinentales Klima der Ebene: kalte Winter und warme Sommer.",
      },
      bestTime: "Frühling und Frühherbst, wenn die Wiese grün und das Licht weich ist.",
    },
    "22": {
      imageAlt:
        "Die Gedenkstätte und die Gräber der Familie Jashari zwischen grünen Hügeln in Prekaz im Frühling im Morgengrauen",
      name: "Gedenkstätte Adem Jashari",
      location: "Prekaz, Skënderaj, Nordkosovo",
      description:
        "Das erhaltene Wohnhaus, die Gräber und das Museum der Familie Jashari in Prekaz, wo Adem Jashari und Dutzende seiner Angehörigen im März 1998 getötet wurden – ein nationaler Erinnerungsort.",
      overview: [
        "In Prekaz, am Rand von Skënderaj in der Region Drenica, bewahrt die Gedenkstätte Adem Jashari das Familienanwesen, in dem Adem Jashari, ein Gründer der Befreiungsarmee des Kosovo (UÇK), vom 5. bis 7. März 1998 zusammen mit einem Großteil seiner Familie getötet wurde. Für viele Kosovo-Albaner ist es die wichtigste Gedenkstätte des Krieges, und Besucher kommen aus ganz Kosovo und aus der Diaspora.",
        "Die Anlage besteht aus drei Teilen: den von Granaten beschädigten Wohnhäusern der Familie, die unter einer Schutzkonstruktion so erhalten sind, wie sie waren; dem Friedhof, auf dem die Familienmitglieder begraben sind, mit einer Ehrenwache; und einem kleinen Museum mit Fotos und persönlichen Gegenständen.",
        "Dies ist ein Ort der Trauer. Kleiden Sie sich zurückhaltend, sprechen Sie leise, fragen Sie, bevor Sie Menschen fotografieren, und folgen Sie den Anweisungen des Personals. Jedes Jahr Anfang März finden Gedenkfeiern statt; dann ist hier sehr viel los.",
      ],
      history: [
        "Adem Jashari wurde 1955 in Prekaz geboren und wurde in den 1990er-Jahren einer der Gründer und Anführer der UÇK. Am 5. März 1998 griffen serbische Polizei- und Militäreinheiten das Anwesen der Jasharis an. Innerhalb von drei Tagen wurden Adem, sein Bruder Hamëz und ihr Vater Shaban zusammen mit Dutzenden weiteren Mitgliedern der Großfamilie getötet, darunter Frauen und Kinder; seine damals elfjährige Nichte Besarta überlebte.",
        "Der Angriff erregte internationale Aufmerksamkeit und gilt weithin als Wendepunkt hin zum Krieg von 1998–99. Nach dem Krieg wurde der Ort zur Gedenkstätte, und das Parlament des Kosovo erklärte ihn zu einem Gebiet von besonderem nationalem Interesse.",
      ],
      highlights: [
        "Die erhaltenen Häuser der Familie Jashari",
        "Gedenkfriedhof",
        "Museum der Familie Jashari",
        "Jährliche Gedenkfeiern Anfang März",
      ],
      gettingThere:
        "Busse fahren von Pristina nach Skënderaj und brauchen für die rund 50 km etwa eine Stunde. Die Gedenkstätte liegt in Prekaz am Stadtrand, einen kurzen Fußweg oder eine kurze Taxifahrt vom Busbahnhof entfernt. Mit dem Auto sind es von Pristina etwa 50 Minuten.",
      climate: {
        note: "Die hügelige Region Drenica hat kalte Winter und warme Sommer.",
      },
      bestTime: "Zu jeder Jahreszeit; Anfang März für die Gedenkfeiern, dann ist es voll.",
    },
    "23": {
      imageAlt: "Ein historisches Museumsgebäude im Zentrum von Gjilan in der Herbstsonne",
      name: "Gjilan",
      location: "Gjilan (Gnjilane), Ostkosovo",
      description:
        "Das lebhafte Zentrum des östlichen Kosovo, mit einem Stadtmuseum für Archäologie, einem Ethnologischen Museum im Palast des Hysen Pascha mit seinen geschnitzten Decken und einer regen Cafészene.",
      overview: [
        "Gjilan ist die größte Stadt im Osten des Kosovo und das Zentrum des Anamorava-Tals, einer Region mit Feldern und sanften Hügeln, die sich zu den Grenzen mit Serbien und Nordmazedonien hin erstreckt. Es ist ein entspannter Ort, gut zu Fuß zu erkunden, mit einer langen Fußgängerzone voller Cafés im Zentrum.",
        "Die Stadt hat zwei Museen. Das Stadtmuseum, 2016 in einem historischen Gebäude eröffnet, in dem einst die osmanische Bezirksverwaltung saß, zeigt archäologische Funde von der Vorgeschichte bis zum Mittelalter sowie Gegenstände des Alltags. Das Ethnologische Museum füllt den 1887 erbauten und für seine fein geschnitzten Holzdecken bekannten Palast des Hysen Pascha mit Trachten, Handwerk und Werkzeugen der Region.",
        "Gjilan ist ein guter Ausgangspunkt für den Osten des Kosovo: Die Festung Novo Brdo, das Thermalbad Kllokot und der katholische Wallfahrtsort Letnica sind alle gut mit dem Auto erreichbar.",
      ],
      history: [
        "Die Gegend ist seit der Vorgeschichte besiedelt, wie die Funde des Museums zeigen. Die heutige Stadt entwickelte sich in osmanischer Zeit als Marktort, und die lokale Überlieferung verbindet ihr Wachstum mit dem Niedergang der nahen mittelalterlichen Bergbaustadt Novo Brdo.",
        "In spätosmanischer Zeit war Gjilan Bezirkssitz, und im 20. Jahrhundert wuchs es zur regionalen Hauptstadt der Anamorava heran. Seine Museen wurden erst vor Kurzem eröffnet: Bis 2016 mussten die Funde der Region in der Hauptstadt ausgestellt werden.",
      ],
      highlights: [
        "Stadtmuseum Gjilan",
        "Ethnologisches Museum im Palast des Hysen Pascha",
        "Abendspaziergang und Kaffee im Zentrum",
        "Tagesausflug zur Festung Novo Brdo",
        "Thermalbad Kllokot in der Nähe",
      ],
      gettingThere:
        "Busse von Pristina nach Gjilan fahren häufig und brauchen für die rund 50 km etwa eine Stunde; mit dem Auto ist es ähnlich. Von Gjilan erreichen Sie Kamenica, Viti und Kllokot mit lokalen Bussen und Taxis.",
      climate: {
        note: "Kontinentalklima: kalte Winter und warme, sonnige Sommer im Anamorava-Tal.",
      },
      bestTime: "April bis Juni und September bis Oktober.",
    },
    "24": {
      imageAlt: "Steinerne Türme der Festung Novo Brdo auf einem Hügel im goldenen Sommerlicht",
      name: "Festung Novo Brdo (Artana)",
      location: "Novo Brdo, Ostkosovo",
      description:
        "Die Ruinen der Festung einer großen mittelalterlichen Silberbergbaustadt auf einem erloschenen Vulkankegel östlich von Pristina, mit Türmen, Mauern und weitem Blick über die Hügel.",
      overview: [
        "Auf einem kegelförmigen Hügel etwa 40 km östlich von Pristina stehen die Ruinen der Festung Novo Brdo, albanisch Kalaja e Novobërdës oder Festung von Artana. Im 14. und 15. Jahrhundert war dies eine der wichtigsten Bergbaustädte des Balkans, berühmt für ihr Silber.",
        "Die Festung besteht aus einer Oberstadt mit rechteckigen Türmen und einer Unterstadt, die sich den Hang hinunterzieht; Konservierungsarbeiten haben die Mauern für Besucher sicherer gemacht. Ringsum lassen sich die Fundamente von Kirchen und Häusern der mittelalterlichen Stadt erkennen.",
        "Kommen Sie wegen der Stille und des Blicks über die Hügel des östlichen Kosovo. Tragen Sie gute Schuhe, denn der Boden ist uneben, und nehmen Sie Wasser mit: Vor Ort gibt es kaum Infrastruktur.",
      ],
      history: [
        "Die Festung wurde um die Wende zum 14. Jahrhundert errichtet, um die Gold- und Silberminen der Gegend zu schützen. Unter dem serbischen Despotat erlebte Novo Brdo Anfang des 15. Jahrhunderts seine Blütezeit: Sächsische Bergleute arbeiteten in den Minen, Kaufleute aus Dubrovnik unterhielten eine große Kolonie, und 1412 erließ Despot Stefan Lazarević hier ein Berggesetz, um den Bergbau zu regeln.",
        "Nach mehreren Belagerungen fiel die Stadt 1455 an das osmanische Heer. Der Bergbau ging in kleinerem Umfang weiter, doch die Stadt verfiel, und Ende des 17. Jahrhunderts war die Festung verlassen. Archäologische Forschungen, die in den 1950er-Jahren begannen, bringen die mittelalterliche Stadt bis heute weiter ans Licht.",
      ],
      highlights: [
        "Mauern und Türme der Oberstadt",
        "Reste der mittelalterlichen Bergbaustadt",
        "Blick über den Osten des Kosovo",
        "Die Geschichte des mittelalterlichen Silberbergbaus",
      ],
      gettingThere:
        "Novo Brdo liegt etwa 40 km östlich von Pristina: Mit dem Auto rechnen Sie mit rund 50 Minuten, das letzte Stück auf einer kurvigen Bergstraße. Öffentliche Verkehrsmittel zur Festung gibt es kaum; fahren Sie also selbst, nehmen Sie ein Taxi ab Pristina oder Gjilan oder schließen Sie sich einer Tour an.",
      climate: {
        note: "Hügelland in der Höhe: windiger und kühler als Pristina, im Winter mit Schnee.",
      },
      bestTime: "Mai bis Oktober, für die Aussicht an einem klaren Tag.",
    },
    "25": {
      imageAlt:
        "Sanfte grüne Hügel und Eichenwälder im Osten des Kosovo im goldenen Frühlingslicht",
      name: "Spas",
      location: "Bei Gjilan und Kamenica, Ostkosovo",
      description:
        "Ein stiller Winkel im sanften Hügelland des östlichen Kosovo zwischen Gjilan und Kamenica – für Dorfstraßen, Obstgärten, Eichenwälder und gemächliche Tage abseits der Hauptrouten.",
      overview: [
        "Die Gegend um Spas in den Hügeln zwischen Gjilan und Kamenica zeigt den Osten des Kosovo von seiner ländlichsten Seite: niedrige, sanfte Hügel, kleine Dörfer, Felder, Obstgärten und Eichenwälder, durchzogen von Bächen, die zur Morava fließen. Es ist kein Ferienort und hat keine großen Sehenswürdigkeiten – kommen Sie wegen der Ruhe.",
        "Verbringen Sie einen Tag mit dem Auto oder Fahrrad auf den Nebenstraßen, halten Sie in einem Dorf auf einen Kaffee und verbinden Sie die Landschaft mit den Sehenswürdigkeiten in der Nähe: den Museen von Gjilan, der mittelalterlichen Festung Novo Brdo und der Kleinstadt Kamenica mit ihrem Park am Fluss.",
        "In den Dörfern gibt es kaum Einkaufsmöglichkeiten – nehmen Sie Wasser und Snacks mit und haben Sie etwas Bargeld für kleine Einkäufe dabei.",
      ],
      history: [
        "Spas ist ein slawisches Wort für „Erlöser“, das in Ortsnamen auf dem ganzen Balkan vorkommt und oft auf eine Kirche des Heiligen Erlösers verweist. Der Osten des Kosovo ist seit Langem ein gemischtes Gebiet, in dem albanische und serbische Dörfer dicht beieinanderliegen.",
        "Das Anamorava-Tal und die Hügel um Kamenica sind seit Jahrhunderten Bauernland mit Viehzucht, Getreide und Obstgärten. Viele Familien hier haben Angehörige, die im Ausland arbeiten – deshalb erwachen die Dörfer im Sommer zum Leben, wenn die Diaspora zurückkehrt.",
      ],
      highlights: [
        "Fahrten auf Nebenstraßen und Radtouren in den Hügeln",
        "Dorfleben im Osten des Kosovo",
        "Die Museen von Gjilan in der Nähe",
        "Festung Novo Brdo in Reichweite",
        "Der Park am Fluss in Kamenica",
      ],
      gettingThere:
        "Fahren Sie zunächst nach Gjilan, mit dem Bus etwa eine Stunde von Pristina, und erkunden Sie die Gegend von dort mit dem Auto oder Taxi; Kamenica liegt rund eine halbe Stunde weiter östlich. Lokale Busse verbinden die Städte, doch die Dörfer erreichen Sie mit einem eigenen Fahrzeug viel leichter.",
      climate: {
        note: "Kontinentales Hügelland: kalte Winter, warme Sommer und frische Frühlings- und Herbsttage.",
      },
      bestTime:
        "April bis Juni für grüne Hügel; September und Oktober für die Farben der Erntezeit.",
    },
  },
};
