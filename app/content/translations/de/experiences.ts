/* de texts of app/content/experiences.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  experiences: {
    "1": {
      imageAlt:
        "Die Festung von Prizren auf dem Hügel im warmen Abendlicht über den Dächern, einem Minarett und dem Fluss der Altstadt",
      name: "Spaziergang durch Prizrens Altstadt und hinauf zur Festung",
      description:
        "Überqueren Sie die Steinbrücke, gehen Sie an der Sinan-Pascha-Moschee vorbei und steigen Sie durch die Gassen zur Festung hinauf – mit Blick über die roten Dächer von Prizren.",
      location: "Prizren",
      details: [
        "In keiner anderen Stadt des Kosovo liegen osmanische, orthodoxe und katholische Vergangenheit so dicht beieinander wie in Prizren. Beginnen Sie an der osmanischen Steinbrücke über den Fluss Lumbardh (Bistrica) und gehen Sie dann zum Shadërvan, dem kleinen Platz mit Brunnen, Cafés und der Kuppel der Sinan-Pascha-Moschee aus dem frühen 17. Jahrhundert. Ein paar Straßen weiter steht die Muttergotteskirche von Ljeviš, Teil des UNESCO-Welterbes „Mittelalterliche Denkmäler im Kosovo“, und der Komplex der Liga von Prizren, wo sich 1878 albanische Vertreter versammelten.",
        "Von der Altstadt führt ein gepflasterter Weg hinauf zur Festung. In gemächlichem Tempo brauchen Sie etwa 20 Minuten; kurz vor dem Ziel wird es steil, tragen Sie also festes Schuhwerk. Von den Mauern blicken Sie hinunter auf den Fluss, die Minarette und dahinter das Šar-Gebirge (Sharr). Gehen Sie am späten Nachmittag: Dann ist der Aufstieg kühler, und Sie sehen, wie sich das Licht über der Stadt golden färbt, bevor Sie zum Abendessen am Fluss wieder hinuntergehen.",
      ],
      duration: "Halber Tag",
      season:
        "Ganzjährig. Frühling und Herbst sind für den Aufstieg am angenehmsten; Anfang August ist die Stadt während des DokuFest sehr belebt.",
      whatToBring: [
        "Bequeme Schuhe mit gutem Profil",
        "Wasser für den Aufstieg",
        "Ein Tuch oder Kleidung, die die Schultern bedeckt, für Moscheen und Kirchen",
        "Bargeld für Cafés und kleine Läden",
      ],
    },
    "2": {
      imageAlt:
        "Kletterer auf einem Klettersteig hoch oben in den steilen grauen Wänden der Rugova-Schlucht",
      name: "Klettersteig und Wandern in der Rugova-Schlucht",
      description:
        "Mit einem einheimischen Guide klinken Sie sich in Stahlseile und Leitern ein, die in den Kalksteinwänden der Rugova-Schlucht verankert sind – nur wenige Autominuten von Peja entfernt.",
      location: "Rugova-Schlucht bei Peja",
      details: [
        "Die Rugova-Schlucht beginnt direkt westlich von Peja (Peć), wo sich der Fluss Lumbardh einen schmalen Canyon in die Prokletije, die Albanischen Alpen (Bjeshkët e Nemuna), gegraben hat. In den Felswänden sind mehrere Klettersteige angelegt, von leichten Quergängen über dem Fluss bis zu einer anspruchsvollen Route mit einer langen Hängebrücke. Örtliche Outdoor-Anbieter verleihen Klettergurt, Helm und Klettersteigset und begleiten Sie; für die leichteren Routen brauchen Sie keine Klettererfahrung, nur Schwindelfreiheit.",
        "Wenn Sie lieber auf festem Weg bleiben: Durch die Schlucht und über die Hochweiden darüber führen markierte Wanderwege, darunter Abschnitte des grenzüberschreitenden Peaks of the Balkans Trail. Fragen Sie Ihren Guide vor dem Aufbruch nach dem Wetter: Die Routen sind ausgesetzt, und nach Regen wird der Fels rutschig.",
      ],
      duration: "Halber Tag",
      season:
        "Später Frühling bis Herbst, etwa Mai bis Oktober. Im Sommer sind die Morgenstunden die kühlste Zeit zum Klettern.",
      whatToBring: [
        "Feste Schuhe mit gutem Profil",
        "Handschuhe (Fahrradhandschuhe reichen)",
        "Wasser und einen Snack",
        "Eine leichte Jacke",
        "Sonnencreme",
      ],
    },
    "3": {
      imageAlt:
        "Weinfässer am Rand eines Weinbergs auf den Hügeln von Rahovec in der Abenddämmerung",
      name: "Weinprobe in Rahovec",
      description:
        "Probieren Sie Rot- und Weißweine und hausgemachten Raki in den Kellern von Rahovec, der kleinen Stadt im Herzen des kosovarischen Weinlands.",
      location: "Rahovec",
      details: [
        "Rahovec liegt auf sonnigen Hügeln zwischen Prizren und Gjakova, und fast jeder Hang ringsum ist mit Reben bepflanzt. Wein wird hier seit Jahrhunderten gemacht. Heute können Sie sowohl das große Weingut Stone Castle als auch kleine Familienkeller besuchen, wo der Winzer oft selbst einschenkt und erklärt, welche Rebsorte an welchem Hügel wächst.",
        "Zu einer Weinprobe gehören meist einige Rot- und Weißweine mit Käse, Brot und Paprika, zum Abschluss ein Glas Raki. Vereinbaren Sie Besuche vorab telefonisch oder über Ihre Unterkunft, und planen Sie danach keine Autofahrt: Teilen Sie sich ein Taxi aus Prizren oder Gjakova oder bleiben Sie über Nacht. Anfang September feiert die Stadt die Lese mit dem Hardh Fest.",
      ],
      duration: "Halber Tag",
      season:
        "Ganzjährig; am lebendigsten von Ende August bis Oktober, wenn die Trauben gelesen und gekeltert werden.",
      whatToBring: [
        "Jemanden, der nüchtern bleibt und fährt, oder ein Taxi",
        "Bargeld für den Flaschenkauf",
        "Eine Mahlzeit vorher",
      ],
    },
    "4": {
      imageAlt:
        "Ein rundes Blech mit geschichteter Flija auf einem Tisch im Freien, dahinter Berghänge",
      name: "Flija und Hausmannskost",
      description:
        "Sehen Sie zu, wie Flija Schicht für Schicht entsteht und stundenlang unter einem heißen Metalldeckel gebacken wird, und essen Sie sie dann an einem Dorftisch mit Joghurt, Honig und eingelegtem Gemüse.",
      location: "Dörfer im Rugova-Tal oberhalb von Peja",
      details: [
        "Flija ist das Gericht, das man in Kosovo kocht, wenn Zeit und Gesellschaft da sind. Dünner Teig wird in einem großen runden Blech verstrichen, mit Sahne bestrichen und mit einem Metalldeckel (Saç) abgedeckt, auf den glühende Holzkohle gehäuft wird. Dann kommt die nächste Schicht darauf und noch eine, mehrere Stunden lang, bis im Blech ein hoher, goldbrauner Kuchen aus vielen Lagen liegt.",
        "Viele Gästehäuser in den Dörfern, zum Beispiel im Rugova-Tal oberhalb von Peja, bereiten sie zu, wenn Sie einen Tag vorher fragen, und bei manchen dürfen Sie beim Schichten helfen. Dazu gibt es saure Sahne, Joghurt, Honig oder eingelegte Paprika. Bleiben Sie für den Rest der Mahlzeit: im Tontopf gebackene Bohnen, Gegrilltes, Ajvar aus gerösteter Paprika und kräftiger Mokka nach türkischer Art.",
      ],
      duration: "3–4 Stunden",
      season: "Ganzjährig; an Sommertagen wird oft im Freien gekocht.",
      whatToBring: [
        "Appetit und keinen festen Zeitplan",
        "Eine warme Schicht für die Abende in den Bergen",
        "Bargeld für das Gästehaus",
      ],
    },
    "5": {
      imageAlt: "Eine steinerne Klosterkirche mit Kuppel in einem bewaldeten Tal im Morgengrauen",
      name: "Visoki Dečani und das Patriarchat von Peć",
      description:
        "Besuchen Sie zwei serbisch-orthodoxe Klöster aus dem 13. und 14. Jahrhundert, deren Wände mit Fresken bedeckt sind – beide Teil des UNESCO-Welterbes „Mittelalterliche Denkmäler im Kosovo“.",
      location: "Deçan und Peja",
      details: [
        "Das Kloster Visoki Dečani liegt in einem bewaldeten Tal kurz außerhalb von Deçan (Dečani). Seine Kirche aus gestreiftem Stein, in den 1330er-Jahren erbaut, ist die größte erhaltene mittelalterliche Kirche auf dem Balkan, und innen ist fast jede Fläche mit Fresken bemalt. Die Mönche leben und arbeiten bis heute hier, und Sie können ihren Käse, Wein und Honig kaufen. Das Patriarchat von Peć, eine Gruppe rot gestrichener Kirchen am Eingang der Rugova-Schlucht, war jahrhundertelang der Sitz der serbischen Patriarchen.",
        "Beide gehören zum UNESCO-Welterbe „Mittelalterliche Denkmäler im Kosovo“, zusammen mit Gračanica bei Pristina und der Muttergotteskirche von Ljeviš in Prizren. Die beiden Klöster liegen etwa eine halbe Autostunde voneinander entfernt und passen so von Peja aus in einen Tag. Kleiden Sie sich zurückhaltend, sprechen Sie drinnen leise und nehmen Sie Reisepass oder Personalausweis mit: Visoki Dečani wird bewacht, und Sie melden sich am Tor an.",
      ],
      duration: "Ganzer Tag",
      season:
        "Ganzjährig. Erkundigen Sie sich vor einem Besuch an hohen orthodoxen Feiertagen, denn dann haben die Gottesdienste Vorrang.",
      whatToBring: [
        "Reisepass oder Personalausweis",
        "Kleidung, die Schultern und Knie bedeckt",
        "Bargeld für den Klosterladen",
        "Eine leichte Jacke für die kühlen Kirchenräume",
      ],
    },
    "6": {
      imageAlt:
        "Beleuchtete Tropfsteine und weiße Kristallformationen in der Marmorhöhle von Gadime",
      name: "Marmorhöhle von Gadime",
      description:
        "Folgen Sie einem Guide durch die Marmorhöhle von Gadime, eine halbe Autostunde südlich von Pristina, vorbei an weißen Aragonitkristallen und Säulen aus Marmor.",
      location: "Gadime e Ulët, Lipjan",
      details: [
        "Ein Dorfbewohner von Gadime e Ulët, Ahmet Asllani, entdeckte den Eingang bei Arbeiten auf seinem Grundstück – 1966 oder 1969, die Quellen sind sich nicht einig –, und in den 1970er-Jahren wurde die Höhle für Besucher geöffnet. Sie hat sich nicht in gewöhnlichem Kalkstein, sondern in Marmor gebildet, was selten ist, und ihre Wände sind dicht besetzt mit nadelförmigen Aragonitkristallen, die in alle Richtungen wachsen, nicht nur nach unten.",
        "Bekannt sind rund 1,2 km Gänge; eine Führung bringt Sie in deutlich weniger als einer Stunde durch den beleuchteten Teil. Drinnen ist es das ganze Jahr über kühl, etwa 12 bis 15 °C, nehmen Sie also auch im August eine Jacke mit. Verbinden Sie den Besuch mit dem Kloster Gračanica oder mit Pristina zu einem entspannten Halbtagesausflug.",
      ],
      duration: "1–2 Stunden",
      season:
        "Üblicherweise wird die Höhle von Frühling bis Herbst besucht; prüfen Sie vor einem Winterbesuch die Öffnungszeiten.",
      whatToBring: [
        "Eine warme Schicht",
        "Schuhe mit gutem Profil für feuchte Stufen",
        "Bargeld für die Eintrittskarte",
      ],
    },
    "7": {
      imageAlt: "Ein Sessellift an verschneiten Hängen im Šar-Gebirge an einem klaren Wintertag",
      name: "Skifahren in Brezovica",
      description:
        "Fahren Sie auf breiten, offenen Pisten an den Nordhängen des Šar-Gebirges in Brezovica, dem größten Skigebiet des Kosovo – ein bequemer Tagesausflug von Pristina oder Prizren.",
      location: "Brezovica, Šar-Gebirge",
      details: [
        "Brezovica entstand in den 1950er-Jahren und war einst Austragungsort internationaler Rennen; auf den nach Norden ausgerichteten Hängen hält sich der Schnee gut, und die oberen Lifte bringen Sie auf über 2.000 m. Die Abfahrten sind breit und eignen sich vor allem für Skifahrer mit etwas Erfahrung, und für Skitourengeher, die die umliegenden Gipfel ansteuern, gibt es reichlich Gelände abseits der Pisten.",
        "Lifte und Hotels sind in die Jahre gekommen, und wie viele Lifte laufen, ändert sich von Saison zu Saison; informieren Sie sich also über die aktuellen Bedingungen, bevor Sie hinauffahren. Das Skigebiet liegt etwa 60 km südlich von Pristina; von Prizren aus führt die Straße über den Prevalla-Pass. An Winterwochenenden kommen viele Tagesgäste, unter der Woche sind die Pisten ruhiger.",
      ],
      duration: "Ganzer Tag",
      season: "Winter, meist von Dezember bis März, je nach Schneelage.",
      whatToBring: [
        "Warme, wasserdichte Kleidung",
        "Skibrille und Sonnencreme",
        "Schneeketten oder Winterreifen",
        "Bargeld für Skipass und Ausrüstungsverleih",
      ],
    },
    "8": {
      imageAlt:
        "Ein Wasserfall stürzt über hellen Fels in ein rundes grünes Becken im Mirusha-Canyon",
      name: "Mirusha-Wasserfälle",
      description:
        "Wandern Sie im Mirusha-Canyon von Becken zu Becken an einer Kette von Wasserfällen entlang, und schwimmen Sie an einem heißen Sommertag in den Seen unter den Felswänden.",
      location: "Mirusha, zwischen Klina und Malisheva",
      details: [
        "Die Mirusha hat mitten in Kosovo einen etwa 10 km langen Canyon in hellen Fels gegraben, und entlang des Flusses reiht sich eine Treppe kleiner Seen, die durch Wasserfälle verbunden sind. Der höchste stürzt etwa 22 m in die Tiefe. Vom Parkplatz an den unteren Seen führt ein Pfad flussaufwärts an Felswänden, Vorsprüngen und flachen Höhlen vorbei.",
        "Im Sommer kommen Familien zum Picknicken und Baden und schauen den jungen Klippenspringern auf den Felsen zu. Zu den oberen Seen müssen Sie über Fels klettern; kehren Sie um, sobald Sie sich unsicher fühlen. Im Frühling sollten Sie nicht baden: Dann färbt das Schmelzwasser das Wasser braun, und es kann verunreinigt sein.",
      ],
      duration: "Halber Tag",
      season: "Juni bis September zum Baden; Frühling und Herbst für ruhigere Wanderungen.",
      whatToBring: [
        "Badesachen und ein Handtuch",
        "Wasserschuhe oder Sandalen mit gutem Halt",
        "Picknick und Wasser",
        "Sonnencreme",
      ],
    },
    "9": {
      imageAlt:
        "Ein Radfahrer auf einem Waldweg unter herbstlichen Eichen im Germia-Park im Morgengrauen",
      name: "Waldwege im Germia-Park",
      description:
        "Tauschen Sie die Stadt gegen Eichenwald: Wandern, laufen oder radeln Sie auf den Wegen des Germia-Parks am Rand von Pristina, und schwimmen Sie im Sommer in seinem großen Freibad.",
      location: "Germia-Park, Pristina",
      details: [
        "Germia ist das bewaldete Hügelland, das dort beginnt, wo die nordöstlichen Vororte von Pristina enden; die Einwohner nennen es die Lunge der Stadt. Eine kurze Fahrt mit Taxi oder Bus bringt Sie vom Zentrum zum Haupteingang mit Cafés, Restaurants und Spielplätzen. Von dort führen Wege in Eichen- und Buchenwald, in dem die Stadt weit weg scheint.",
        "Sie können eine Stunde spazieren gehen oder den ganzen Tag bleiben: Die Wege eignen sich für Wanderer, Läufer und Mountainbiker. Im Sommer ist das große Freibad nahe dem Eingang einer der beliebtesten Orte in Pristina; kommen Sie an heißen Wochenenden also früh.",
      ],
      duration: "2–4 Stunden",
      season:
        "Ganzjährig; das Freibad ist im Sommer geöffnet, die Herbstfarben sind im Oktober am schönsten.",
      whatToBring: [
        "Wanderschuhe",
        "Wasser",
        "Im Sommer Badesachen",
        "Eine Offline-Karte der Wege",
      ],
    },
    "10": {
      imageAlt: "Die riesigen NEWBORN-Buchstaben nachts beleuchtet im Zentrum von Pristina",
      name: "Pristinas Museen und das Newborn-Denkmal",
      description:
        "Gehen Sie an einem entspannten Tag von den Newborn-Buchstaben zur Nationalbibliothek, zum Ethnologischen Museum in den Emin-Gjiku-Häusern und zum Kosovo-Museum.",
      location: "Pristina",
      details: [
        "Beginnen Sie am Newborn-Denkmal, das am 17. Februar 2008 enthüllt wurde, dem Tag, an dem Kosovo seine Unabhängigkeit erklärte; seither werden die Buchstaben in den meisten Jahren zum Jahrestag mit einem neuen Design bemalt. Von dort ist es nicht weit zur Nationalbibliothek mit ihren weißen Kuppeln und dem Metallgitter und über den Fußgängerboulevard Mutter Teresa zum Skanderbeg-Platz.",
        "Gehen Sie hinüber in die Altstadt zum Kosovo-Museum mit archäologischen Funden wie der jungsteinzeitlichen Terrakottafigur „Göttin auf dem Thron“ und zum Ethnologischen Museum im Emin-Gjiku-Komplex, einer Gruppe von Häusern aus osmanischer Zeit, in denen Sie sehen, wie Familien lebten, sich kleideten und Gäste empfingen. Zum Abschluss ein Macchiato auf dem Boulevard: In Pristina nimmt man Kaffee ernst.",
      ],
      duration: "Ganzer Tag",
      season:
        "Ganzjährig. Die Museen haben jeweils eigene wöchentliche Ruhetage; prüfen Sie diese vor dem Besuch.",
      whatToBring: [
        "Bequeme Schuhe zum Gehen",
        "Etwas Bargeld für eine Spende in den Museen",
        "Eine Kamera",
      ],
    },
  },
};
