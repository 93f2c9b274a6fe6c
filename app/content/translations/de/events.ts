/* de texts of app/content/events.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  events: {
    "1": {
      imageAlt:
        "Läuferinnen und Läufer starten im Morgengrauen auf einem breiten Boulevard im Zentrum von Pristina",
      name: "Prishtina Marathon",
      description:
        "Laufen Sie durch die Straßen der Hauptstadt – über die volle Marathondistanz, den Halbmarathon, 10 km oder 5 km – oder bringen Sie die Kinder zum kurzen Familienlauf ab dem Nationaltheater mit.",
      details: [
        "Das größte Straßenrennen des Kosovo ist aus einem Halbmarathon hervorgegangen, der 2001 zum ersten Mal in Pristina gelaufen wurde. Veranstaltet wird es vom Leichtathletikverband des Kosovo gemeinsam mit der Stadt, und seit 2021 gibt es neben Halbmarathon, 10 km, 5 km und einem kurzen Kinderlauf auch die volle Strecke über 42,195 km. Start und Ziel lagen zuletzt vor dem Nationaltheater mitten in der Stadt.",
        "Die Anmeldung öffnet einige Wochen vor dem Renntag, online und vor Ort. Ende September sind die Morgen meist mild und trocken, gut für Läufer; wenn Sie zuschauen, können Sie am besten am Mutter-Teresa-Boulevard, der Fußgängerzone, anfeuern.",
      ],
      location: "Nationaltheater, Zentrum von Pristina",
      address: "Beim Nationaltheater, Stadtzentrum, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Die letzten Ausgaben fanden an einem Sonntag Ende September statt; das genaue Datum erfahren Sie beim Leichtathletikverband des Kosovo.",
    },
    "2": {
      imageAlt:
        "Ein Jazzquartett auf einer kleinen Bühne im warmen Scheinwerferlicht an einem Herbstabend",
      name: "Prishtina Jazz Festival",
      description:
        "Mehrere Jazzabende im Spätherbst in der Hauptstadt: Musiker aus dem Ausland teilen sich die Bühne mit der lebendigen Jazzszene des Kosovo, tagsüber gibt es Workshops.",
      details: [
        "Jazz hat in Pristina seit Langem ein treues Publikum, und das Prishtina Jazz Festival ist seit den frühen 2000er-Jahren sein wichtigster Treffpunkt, mit einer Pause von einigen Jahren Ende der 2010er-Jahre. Jede Ausgabe holt internationale Gruppen, die neben kosovarischen Musikern auftreten; tagsüber gibt es Workshops für Studierende.",
        "Die Konzerte finden abends an Spielstätten im Stadtzentrum statt; die Plätze sind begrenzt, kaufen Sie Ihre Karten also, sobald das Programm erschienen ist. Ein guter Grund, Pristina in der ruhigeren Zeit im Spätherbst zu besuchen.",
      ],
      location: "Konzertorte im Zentrum von Pristina",
      address: "Stadtzentrum, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Findet meist an mehreren Tagen im Oktober oder November statt; die diesjährigen Termine finden Sie in den Ankündigungen des Festivals.",
    },
    "3": {
      imageAlt:
        "Eine Menschenmenge auf einem nächtlichen Platz schaut auf ein Feuerwerk über den Dächern",
      name: "Silvester in Pristina",
      description:
        "Feiern Sie mit Tausenden Menschen auf den Plätzen im Zentrum von Pristina ins neue Jahr, mit Open-Air-Konzerten albanischer Popstars und einem Feuerwerk um Mitternacht.",
      details: [
        "Am 31. Dezember verwandelt sich das Zentrum von Pristina vom Skanderbeg-Platz den Mutter-Teresa-Boulevard entlang in eine einzige große Party. In den letzten Jahren hat die Stadt im Dezember auf den zentralen Plätzen ein Programm mit Ständen, Essen und Konzerten veranstaltet, das auf den Countdown und das Feuerwerk um Mitternacht hinführt.",
        "Es ist kalt, oft unter null Grad; ziehen Sie sich also warm an und achten Sie im Gedränge auf Ihre Sachen. Viele Restaurants bieten ein eigenes Silvesterdinner an: Reservieren Sie frühzeitig. Der 1. und 2. Januar sind gesetzliche Feiertage.",
      ],
      location: "Skanderbeg-Platz und Mutter-Teresa-Boulevard, Pristina",
      address: "Skanderbeg-Platz, Stadtzentrum, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Das Datum steht fest; Programm und Künstler gibt die Stadt Pristina im Dezember bekannt.",
    },
    "4": {
      imageAlt:
        "Eine rot und golden beleuchtete Bühne auf einem Stadtplatz an einem verschneiten Winterabend",
      name: "Flaka e Janarit",
      description:
        "Drei Wochen Konzerte, Theater, Ausstellungen und Literaturabende in Gjilan, jedes Jahr im Januar, zum Gedenken an alle, die ihr Leben für die Freiheit des Kosovo gaben.",
      details: [
        "Flaka e Janarit, „die Januarflamme“, entstand Anfang der 1990er-Jahre in den Dörfern rund um Gjilan, zu einer Zeit, als solche Zusammenkünfte verboten waren. Ihren Namen hat sie von den Jahrestagen albanischer Persönlichkeiten im Januar, unter ihnen Jusuf und Bardhosh Gërvalla und Kadri Zeka, die im Januar 1982 ermordet wurden. Heute ist sie eine der wichtigsten Kulturveranstaltungen im Osten des Kosovo.",
        "Das Festival beginnt mit dem symbolischen Entzünden der Flamme und dauert den ganzen Monat, mit Künstlern aus dem gesamten albanischsprachigen Raum. Die meisten Veranstaltungen finden in Gjilan selbst statt, im Osten des Landes. Gedenken und Feiern gehen dabei Hand in Hand.",
      ],
      location: "Veranstaltungsorte in ganz Gjilan",
      address: "Stadtzentrum, Gjilan, Kosovo",
      town: "Gjilan",
      dateNote:
        "Beginnt traditionell am 11. Januar und dauert bis Monatsende; das Programm veröffentlicht die Gemeinde Gjilan.",
    },
    "5": {
      imageAlt:
        "Das Newborn-Denkmal in Pristina in leuchtenden neuen Farben an einem sonnigen Wintertag",
      name: "Unabhängigkeitstag",
      description:
        "Kosovo feiert die Unabhängigkeitserklärung vom 17. Februar 2008 mit Fahnen, Musik und vielen Menschen im Zentrum von Pristina – und die Newborn-Buchstaben zeigen sich in neuem Gewand.",
      details: [
        "Am 17. Februar 2008 erklärte das Parlament des Kosovo die Unabhängigkeit, und der Jahrestag ist der wichtigste Nationalfeiertag des Landes. Pristina ist das Zentrum der Feiern: offizielle Zeremonien, Konzerte und Familien auf den Straßen mit rot-schwarzen albanischen und blau-goldenen kosovarischen Fahnen.",
        "Das Newborn-Denkmal, am Tag der Erklärung enthüllt, zeigt zum Jahrestag meist seine neue Bemalung, und alle kommen hierher, um ein Foto zu machen. Behörden, Banken und viele Geschäfte sind geschlossen, Cafés und Restaurants dagegen gut besucht.",
      ],
      location: "Newborn-Denkmal und Stadtzentrum, Pristina",
      address: "Newborn-Denkmal, beim Jugend- und Sportpalast, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Immer am 17. Februar, einem gesetzlichen Feiertag; das Festprogramm wird kurz vorher bekannt gegeben.",
    },
    "6": {
      imageAlt:
        "Eine osmanische Kuppelmoschee mit schlankem Minarett im sanften Morgenlicht im Frühling",
      name: "Zuckerfest (Fitër Bajrami)",
      description:
        "Das Fest zum Ende des Ramadan ist in Kosovo ein gesetzlicher Feiertag: morgens Gebet in den Moscheen, danach Familienbesuche, Baklava und volle Cafés.",
      details: [
        "Die meisten Menschen in Kosovo sind Muslime, und Fitër Bajrami, das Fest zum Abschluss des Fastenmonats Ramadan, ist einer der offiziellen Feiertage. In Prizren beginnt der Tag mit dem Morgengebet in Moscheen wie der Sinan-Pascha-Moschee aus dem 17. Jahrhundert; im ganzen Land machen sich die Menschen fein, besuchen Verwandte und Nachbarn, und Kinder bekommen Süßigkeiten und kleine Geschenke.",
        "Als Besucher sind Sie herzlich eingeladen, die festliche Stimmung zu genießen; kleiden Sie sich in der Nähe von Moscheen zurückhaltend und bleiben Sie während der Gebete draußen, sofern Sie nicht eingeladen werden. Behörden und viele Geschäfte haben an diesem Tag geschlossen, planen Sie Besorgungen also entsprechend. Wenn Ihnen jemand Baklava anbietet, greifen Sie zu: Sie ist zum Teilen gemacht.",
      ],
      location: "Sinan-Pascha-Moschee und Altstadt von Prizren sowie Moscheen im ganzen Kosovo",
      address: "Shadërvan, Altstadt, Prizren, Kosovo",
      town: "Prizren",
      dateNote:
        "Das Datum richtet sich nach dem Mondkalender und wird um den 9.–10. März 2027 erwartet; die Islamische Gemeinschaft des Kosovo bestätigt es kurz vorher.",
    },
    "7": {
      imageAlt:
        "Ein einsamer Konzertflügel auf einer sanft beleuchteten Bühne in der Abenddämmerung",
      name: "Chopin Piano Fest in Pristina",
      description:
        "Ein Monat Klavierabende, Kammermusik und Meisterkurse mit kosovarischen und internationalen Pianisten, zum Abschluss mit der Kosovo-Philharmonie.",
      details: [
        "Die Kosova Chopin Association gründete dieses Festival 2010 zum 200. Geburtstag Chopins, und seitdem kehrt es jeden Frühling wieder. Die künstlerische Leiterin Lejla Pula-Haxhiu unterrichtet seit Jahrzehnten Klavier an der Universität Pristina; das Programm verbindet bekannte internationale Solisten mit jungen kosovarischen Pianisten, mit Chopin und weit darüber hinaus.",
        "Die letzten Ausgaben begannen am 9. Mai, dem Europatag, und dauerten etwa einen Monat, mit Konzerten in den meisten Wochen, Meisterkursen und einem Abschlusskonzert mit der Kosovo-Philharmonie. Pristina hat keinen eigenen Konzertsaal, daher wechseln die Spielstätten; prüfen Sie bei jedem Konzert den Ort und ob Sie eine Karte brauchen.",
      ],
      location: "Konzertorte im Zentrum von Pristina",
      address: "Stadtzentrum, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Findet meist von Anfang Mai bis Anfang Juni statt; Termine und Spielstätten dieses Jahres finden Sie im Festivalprogramm.",
    },
    "8": {
      imageAlt:
        "Eine leuchtende Open-Air-Kinoleinwand nachts in einem Park, davor Menschen auf dem Rasen",
      name: "Anibar – Internationales Animationsfilmfestival",
      description:
        "Eine Woche Animationsfilme aus aller Welt in Peja, im Kino der Stadt und auf Open-Air-Leinwänden, dazu jeden Abend Workshops, Gespräche und Konzerte.",
      details: [
        "Anibar wurde 2010 von einer Gruppe junger Leute aus Peja ins Leben gerufen, die Animationsfilme machen wollten und nicht ohne Weiteres zu Festivals ins Ausland reisen konnten – also holten sie eines nach Hause. Heute ist es das einzige Animationsfilmfestival des Kosovo und zeigt Hunderte Kurz- und Langfilme, und sein Team hat Pejas einziges Kino, das Kino Jusuf Gërvalla, wieder zum Leben erweckt.",
        "In der Festivalwoche laufen die Filme vom Nachmittag bis in die Nacht, im Kino und auf Leinwänden unter freiem Himmel in der ganzen Stadt, nach den Vorführungen gibt es Wettbewerbe, Workshops, Gespräche und Konzerte. Peja ist außerdem der Ausgangspunkt für die Rugova-Schlucht, Filme und Berge lassen sich also leicht verbinden.",
      ],
      location: "Kino Jusuf Gërvalla und Open-Air-Leinwände, Peja",
      address: "Stadtzentrum, Peja, Kosovo",
      town: "Peja",
      dateNote:
        "Findet meist eine Woche lang Mitte Juli statt (einige frühere Ausgaben lagen im August); die diesjährigen Termine finden Sie in den Ankündigungen des Festivals.",
    },
    "9": {
      imageAlt:
        "Eine große Festivalbühne mit bunten Lichtern an einem Hang in der Abenddämmerung, davor das Publikum",
      name: "Sunny Hill Festival",
      description:
        "Das größte Musikfestival des Kosovo, gegründet von Dua Lipa und ihrem Vater Dukagjin: drei oder vier Nächte mit internationalen Headlinern und albanischen Stars vor den Toren Pristinas.",
      details: [
        "Sunny Hill begann 2018, als Dua Lipa und ihr Vater Pristina auf die Landkarte der europäischen Festivals setzen wollten. Es hat Namen wie Miley Cyrus, Calvin Harris und Dua Lipa selbst nach Kosovo gebracht, dazu viele albanische Künstler. Seit 2024 hat es in Bërnica, etwa 10 km vom Stadtzentrum, einen eigenen Festivalpark.",
        "Rechnen Sie mit großen Menschenmengen auf einem weitläufigen Gelände mit Eintritt; planen Sie Ihre Rückfahrt in die Stadt, bevor die Nacht zu Ende geht. Die Hotels in Pristina sind an diesem Wochenende voll, buchen Sie also früh. Das Festival fand nicht jedes Jahr statt (2023 gab es keine Ausgabe, während das neue Gelände vorbereitet wurde); prüfen Sie daher immer, ob eine Ausgabe angekündigt ist.",
      ],
      location: "Sunny-Hill-Festivalpark, Bërnica, außerhalb von Pristina",
      address: "Bërnica, Gemeinde Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Die letzten Ausgaben fanden an einem Wochenende Ende Juli oder Anfang August statt; die diesjährigen Termine finden Sie in den Ankündigungen der Veranstalter.",
    },
    "10": {
      imageAlt: "Eine Open-Air-Kinoleinwand an einem Fluss in einer Altstadt in einer Sommernacht",
      name: "DokuFest",
      description:
        "Prizrens internationales Dokumentar- und Kurzfilmfestival: neun Tage Vorführungen in Kinos und unter freiem Himmel rund um die Altstadt, dazu Musik bei den DokuNights.",
      details: [
        "Eine Gruppe von Freunden gründete das DokuFest 2002 in Prizren, und inzwischen ist es die bekannteste Kulturveranstaltung des Kosovo. Jeden August zeigt es mehr als 200 Dokumentar- und Kurzfilme aus aller Welt in Wettbewerben und Sonderprogrammen – im Kino Lumbardhi, im Sommerkino über dem Fluss Lumbardh und an weiteren Orten unter freiem Himmel in der ganzen Altstadt.",
        "Zwischen den Filmen gibt es Gespräche, Workshops sowie Konzerte und Partys der DokuNights, die bis spät in die Nacht dauern. Prizren ist dann sehr voll: Buchen Sie Ihr Zimmer früh oder fragen Sie nach einer Unterkunft bei Familien vor Ort, von denen viele Festivalgäste aufnehmen. Die Vorführungen beginnen am Nachmittag und gehen nach Einbruch der Dunkelheit weiter.",
      ],
      location: "Kino Lumbardhi und Open-Air-Kinos, Altstadt von Prizren",
      address: "Altstadt am Fluss Lumbardh (Bistrica), Prizren, Kosovo",
      town: "Prizren",
      dateNote:
        "Findet meist neun Tage lang Anfang August statt und beginnt an einem Freitag; die diesjährigen Termine finden Sie auf der Website des Festivals.",
    },
    "11": {
      imageAlt: "Weinfässer und Traubenkörbe zwischen Rebzeilen im goldenen Licht des Spätsommers",
      name: "Hardh Fest",
      description:
        "Das Weinlesefest von Rahovec: Probieren Sie Wein und Raki aus örtlichen Kellern, schauen Sie beim Traubenstampfen und Rakibrennen zu und fahren Sie mit dem Traktor durch die Weinberge.",
      details: [
        "Hardh bedeutet „Rebe“, und drei Tage lang feiert Rahovec, das Zentrum des kosovarischen Weinlands, Anfang September den Beginn der Lese. Große und kleine Weingüter bauen Stände auf, Winzer treten im Traubenlesen und Keltern gegeneinander an, und es gibt Vorführungen im Rakibrennen, traditionelle Spiele und jeden Abend Konzerte.",
        "Bei Traktorfahrten ging es für Besucher bisher durch die Weinberge und zu den Derwischklöstern (Tekken) der Stadt, deren Gemeinschaften ihre Traditionen vorstellen. Rahovec ist eine kleine Stadt; kommen Sie lieber mit Bus oder Taxi aus Prizren oder Gjakova, statt selbst zu fahren: Schließlich geht es um den Wein.",
      ],
      location: "Stadtzentrum und Weinberge, Rahovec",
      address: "Stadtzentrum, Rahovec, Kosovo",
      town: "Rahovec",
      dateNote:
        "Findet meist an einem Wochenende Anfang September statt; die Termine werden im Laufe des Sommers bekannt gegeben.",
    },
    "12": {
      imageAlt:
        "Kinoleinwand und Sitzreihen in einem abgedunkelten Saal, draußen eine Straße in der Abenddämmerung",
      name: "Internationales Filmfestival Pristina (PriFest)",
      description:
        "Pristinas internationales Spielfilmfestival mit einem Balkan- und einem internationalen Wettbewerb, Premieren und Branchengesprächen – und den Golden-Goddess-Preisen.",
      details: [
        "Das PriFest entstand nach der Unabhängigkeitserklärung von 2008, um das Kino der Welt nach Kosovo und Kosovo in die Welt zu bringen; die erste Ausgabe 2009 eröffnete Vanessa Redgrave. Der Hauptwettbewerb „Honey and Blood“ ist Filmen vom Balkan vorbehalten, und seine Trophäe, die Golden Goddess, ist der jungsteinzeitlichen Figur der „Göttin auf dem Thron“ nachempfunden, die bei Pristina gefunden wurde.",
        "Im Lauf der Jahre ist das Festival zwischen Frühling, Juli und – in den letzten Ausgaben – September gewandert. Die Vorführungen finden in Kinos im Stadtzentrum statt, parallel dazu läuft das Branchenprogramm PriForum mit Podien und Meisterkursen.",
      ],
      location: "Kinos im Zentrum von Pristina",
      address: "Stadtzentrum, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Die letzten Ausgaben fanden im September statt, frühere im Frühling oder im Juli; die diesjährigen Termine finden Sie in den Ankündigungen des Festivals.",
    },
    "13": {
      imageAlt:
        "Eine Sängerin auf einer beleuchteten Bühne vor einem Orchester in der Abenddämmerung, dahinter die Dächer der Altstadt",
      name: "Zambaku i Prizrenit",
      description:
        "Ein Abend mit neuen Liedern in der Tradition des städtischen Lieds von Prizren, gesungen mit Live-Orchester von Sängerinnen und Sängern, die um die Lilie des Festivals wetteifern.",
      details: [
        "Zambaku i Prizrenit, „die Lilie von Prizren“, wurde 1986 gegründet, um die këngë qytetare lebendig zu halten, die städtischen Lieder Prizrens und anderer alter Städte mit ihren orientalisch gefärbten Melodien und zärtlichen Texten. Jede Ausgabe präsentiert neu geschriebene Lieder, die von einer Jury und vom Publikum bewertet werden, und hat schon bekannte Stimmen hervorgebracht.",
        "Es ist ein einziger Abend mit Live-Orchester und überwiegend einheimischem Publikum – eine Gelegenheit, eine Seite der albanischen Musik zu hören, die selten über die Region hinausdringt. Datum und Ort haben sich im Lauf der Jahre geändert, von einer Sommernacht im Garten des Kino Lumbardhi bis zu einem Herbstabend im Kulturhaus.",
      ],
      location: "Stadtzentrum von Prizren",
      address: "Stadtzentrum, Prizren, Kosovo",
      town: "Prizren",
      dateNote:
        "Findet im Sommer oder Frühherbst statt (die Ausgabe 2025 war Ende September); das diesjährige Datum finden Sie in den örtlichen Ankündigungen.",
    },
    "14": {
      imageAlt: "Publikum auf einem Stadtplatz im goldenen Abendlicht vor einer Aufführung",
      name: "FemArt Festival",
      description:
        "Das Internationale Festival der Künstlerinnen und Aktivistinnen bringt Theater, Ausstellungen, Konzerte und Debatten von Frauen aus Kosovo und dem Ausland nach Pristina.",
      details: [
        "FemArt wird von Artpolis veranstaltet, einem Kunst- und Gemeinschaftszentrum in Pristina, wurde von Zana Hoxha gegründet und findet seit mehr als zehn Jahren statt. Es bietet Künstlerinnen und Aktivistinnen aus Kosovo, vom Balkan und von weiter her eine Bühne und nutzt die Kunst, um über Gleichstellung der Geschlechter und Frauenrechte zu sprechen.",
        "Das Programm verbindet Theater und Tanz, Ausstellungen, Konzerte und Film mit Podien und Workshops an Orten im Stadtzentrum. Ein guter Einstieg in die unabhängige Kunstszene Pristinas.",
      ],
      location: "Veranstaltungsorte im Zentrum von Pristina",
      address: "Stadtzentrum, Pristina, Kosovo",
      town: "Pristina",
      dateNote:
        "Die Ausgaben fanden zu verschiedenen Jahreszeiten statt, zwischen Mai und Oktober; die diesjährigen Termine finden Sie in den Ankündigungen von Artpolis.",
    },
  },
};
