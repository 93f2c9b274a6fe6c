/* de texts of app/content/travel-guides.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  travelGuides: {
    "1": {
      imageAlt: "Ein Reisepass und eine Bordkarte auf einem Tisch, dahinter Berge vor dem Fenster",
      title: "Visa und Einreise",
      content:
        "Staatsangehörige vieler Länder, darunter die EU- und Schengen-Staaten, Großbritannien, die USA, Kanada und Australien, können Kosovo bis zu 90 Tage ohne Visum besuchen. Ihr Reisepass muss für die gesamte Dauer Ihres Aufenthalts gültig sein; manche Regierungen empfehlen einen längeren Puffer, prüfen Sie daher die Reisehinweise Ihres eigenen Landes. Wenn Sie nicht sicher sind, ob Ihre Staatsangehörigkeit von der Visumpflicht befreit ist, fragen Sie vor der Buchung beim Außenministerium des Kosovo nach.",
    },
    "2": {
      imageAlt:
        "Ein Flugzeug im Landeanflug über die weite Ebene vor Pristina am späten Nachmittag",
      title: "Anreise",
      content:
        "Die meisten Reisenden landen am Internationalen Flughafen Pristina „Adem Jashari“, etwa 15 km vom Stadtzentrum entfernt. Ein Taxi in die Stadt kostet etwa 15–20 €, der Flughafenbus etwa 3 €. Busse verbinden die Städte des Kosovo untereinander und mit den Nachbarländern; eine Fahrkarte für eine Überlandstrecke kostet meist 2–10 €.",
    },
    "3": {
      imageAlt:
        "Ein steinerner Wohnturm mit Holzbalkonen, heute ein Gästehaus, in einem grünen Tal",
      title: "Unterkunft",
      content:
        "Hotels in Kosovo kosten ungefähr 40–150 € pro Nacht, familiengeführte Gästehäuser 15–60 € und ein Bett im Hostel 10–25 €. Die größte Auswahl haben Pristina, Prizren und Peja; im Rugova-Tal und in anderen Berggegenden übernachten Sie meist in Gästehäusern mit Hausmannskost. Für August sollten Sie früh buchen, denn dann füllen Festivals und die Sommerbesuche der Diaspora die Zimmer.",
    },
    "4": {
      imageAlt: "Herbstlich gefärbter Wald und eine Wiese unter Berggipfeln bei klarem Himmel",
      title: "Die beste Reisezeit",
      content:
        "Frühling (April bis Juni) und Herbst (September bis November) bringen milde Tage für Stadtspaziergänge und Wanderungen, der Sommer (Juni bis August) ist heiß, lebhaft und voller Festivals. Der Winter (Dezember bis März) ist kalt, in den Bergen liegt Schnee – gut für Skifahrer in Brezovica. Wer warmes Wetter sucht, plant die Reise zwischen Mai und Oktober.",
    },
    "5": {
      imageAlt:
        "Teegläser auf einem Cafétisch in einer alten Basargasse mit hölzernen Ladenfronten",
      title: "Sprache und Kultur",
      content:
        "Albanisch und Serbisch sind die Amtssprachen des Kosovo, und viele junge Leute sprechen Englisch, besonders in Pristina. Schon ein paar Worte Albanisch wie faleminderit (danke) und mirëdita (guten Tag) öffnen Türen. Gastfreundschaft hat hier großes Gewicht: Nehmen Sie den angebotenen Kaffee oder Tee an, und kleiden Sie sich beim Besuch von Moscheen und Klöstern zurückhaltend.",
    },
    "6": {
      imageAlt:
        "Eine kurvige Straße durch grüne Hügel zu einer Stadt mit einer Festung in der Ferne",
      title: "Routenvorschläge",
      content:
        "Ein Wochenende in Pristina und Prizren kommt mit kleinem Budget auf etwa 60 € pro Person oder in der Mittelklasse auf 130 €, eine Woche, die zusätzlich Peja, die Rugova-Schlucht und Gjakova umfasst, auf etwa 225 € oder 475 €: Schätzungen nach typischen Preisen für Nächte, Essen und Überlandbusse, ohne Flüge, keine Angebote. Pro Tag geben Sparsame etwa 25 € aus, wer in der Mittelklasse reist, etwa 60 €, dazu etwa 5 € für jede Überlandbusfahrt. Vorschläge Tag für Tag finden Sie in unseren Reiseplänen.",
    },
  },
};
