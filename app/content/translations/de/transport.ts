/* de texts of app/content/transport.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  arriving: {
    airport: {
      title: "Mit dem Flugzeug",
      paragraphs: [
        "Der Internationale Flughafen Pristina „Adem Jashari“ (PRN) ist der einzige Flughafen in Kosovo mit regulärem Passagierverkehr und liegt etwa 15 km südwestlich des Stadtzentrums. Es gibt Direktflüge in viele europäische Städte, vor allem in Deutschland, der Schweiz und Österreich, wo große kosovarische Gemeinschaften leben – deshalb sind Sommerflüge früh ausgebucht.",
        "Manche Reisende fliegen nach Skopje in Nordmazedonien – von dort sind es etwa anderthalb Autostunden bis Pristina, dazu kommt der Grenzübertritt – oder nach Tirana in Albanien, etwa dreieinhalb Stunden über die Autobahn entfernt.",
      ],
      facts: [
        {
          label: "Entfernung ins Zentrum von Pristina",
          value: "Etwa 15 km (20–30 Minuten)",
        },
        {
          label: "Flughafentaxi",
        },
        {
          label: "Flughafenbus",
        },
      ],
      tips: [
        "Nehmen Sie die offiziellen Taxis am Stand vor der Ankunftshalle, und vereinbaren Sie den Fahrpreis vor der Abfahrt.",
        "Der Flughafenbus fährt nur wenige Male am Tag; fragen Sie am Informationsschalter nach der nächsten Abfahrt.",
        "Die Schalter der Autovermietungen befinden sich in der Ankunftshalle – für Juli und August sollten Sie im Voraus buchen.",
      ],
    },
    bus: {
      title: "Mit dem Bus",
      paragraphs: [
        "Fernbusse verbinden Pristina mit Tirana, Skopje und Podgorica, und Fernlinien fahren von und nach Städten in Deutschland, der Schweiz und Österreich. Internationale Busse kommen am Hauptbusbahnhof von Pristina an; viele halten auch in Prizren, Peja oder Gjakova.",
        "Fahrkarten gibt es an den Schaltern im Busbahnhof oder beim Fahrer. Halten Sie Ihren Reisepass bereit: Er wird an der Grenze kontrolliert, und der Bus wartet, bis alle abgefertigt sind.",
      ],
    },
    car: {
      title: "Mit dem Auto",
      paragraphs: [
        "Zwei moderne Autobahnen führen nach Kosovo: Aus Albanien setzt sich die Autobahn Tirana–Kukës in Kosovo als R7 Richtung Prizren und Pristina fort; aus Nordmazedonien führt die R6 vom Grenzübergang Hani i Elezit nach Pristina. Die Straßen in Kosovo selbst sind mautfrei, auf der albanischen Strecke gibt es jedoch einen mautpflichtigen Abschnitt.",
        "Kosovo gehört nicht zum internationalen System der Grünen Versicherungskarte. Ausländische Grüne Karten gelten daher in der Regel nicht, und wer mit einem im Ausland zugelassenen Auto kommt, schließt am Grenzübergang eine kosovarische Grenzversicherung ab. Im Juli und August, wenn die Diaspora nach Hause fährt, kann die Wartezeit an den Grenzen Stunden dauern.",
      ],
    },
  },
  borderCrossings: {
    albania: {
      country: "Albanien",
      intro:
        "Dank der Autobahn zwischen Pristina, Prizren und Tirana ist Albanien das am leichtesten erreichbare Nachbarland. Kosovo und Albanien arbeiten an ihren gemeinsamen Übergängen eng zusammen.",
      crossings: [
        {
          crossing: "Vërmica – Morina",
          connects: "Prizren und die Autobahn R7 mit Kukës und der Autobahn nach Tirana",
          notes:
            "Der wichtigste und verkehrsreichste Übergang; im Sommer sind lange Wartezeiten üblich.",
        },
        {
          crossing: "Qafa e Morinës",
          connects: "Gjakova mit Bajram Curri (Tropojë) und dem Valbona-Tal",
          notes: "Bergstraße; der naheliegende Weg ins Valbona-Tal.",
        },
        {
          crossing: "Qafa e Prushit",
          connects: "Gjakova mit Krumë im Bezirk Has",
          notes: "Kleiner Übergang an einer Nebenstraße.",
        },
        {
          crossing: "Dragash – Shishtavec",
          connects: "Dragash mit Shishtavec und Kukës",
          notes: "Hochgelegene Bergstraße; im Winter kann Schnee die Fahrt erschweren.",
        },
      ],
    },
    "north-macedonia": {
      country: "Nordmazedonien",
      intro:
        "Über die Autobahn R6 ist Skopje leicht zu erreichen. An den wichtigsten Übergängen kontrollieren beide Länder die Reisenden inzwischen gemeinsam an einer einzigen Stelle.",
      crossings: [
        {
          crossing: "Hani i Elezit – Blace",
          connects: "Pristina und die Autobahn R6 mit Skopje",
          notes: "Der Hauptübergang, genutzt von Bussen und Lkw; am Wochenende viel Verkehr.",
        },
        {
          crossing: "Glloboçica – Jažince",
          connects: "Südkosovo mit Tetovo",
          notes:
            "Gemeinsame Kontrollen auf kosovarischer Seite; praktisch für Tetovo und den Westen Nordmazedoniens.",
        },
        {
          crossing: "Stanqiq – Belanovce",
          connects: "Gjilan mit Kumanovo",
          notes: "Kleinerer Übergang für Pkw und leichte Fahrzeuge.",
        },
      ],
    },
    montenegro: {
      country: "Montenegro",
      intro:
        "Nur eine einzige Straße führt über die Berge zwischen Kosovo und Montenegro; sie steigt von Peja durch die Rugova-Schlucht an.",
      crossings: [
        {
          crossing: "Kulla – Dračenovac",
          connects: "Peja und die Rugova-Schlucht mit Rožaje",
          notes:
            "Hoher Gebirgspass mit Haarnadelkurven; fahren Sie im Winter und bei Nebel vorsichtig.",
        },
      ],
    },
    serbia: {
      country: "Serbien",
      intro:
        "Serbien erkennt die Unabhängigkeit des Kosovo nicht an und behandelt diese Übergänge nicht als internationale Grenzübergänge. Reisenden, die aus einem anderen Land nach Kosovo eingereist sind (etwa mit dem Flugzeug nach Pristina), wurde hier zeitweise die Einreise nach Serbien verweigert. Die Regeln haben sich über die Jahre geändert; prüfen Sie daher die offiziellen Bestimmungen beider Seiten, bevor Sie diese Route planen. Autovermieter erlauben oft keine Fahrten mit ihren Wagen nach Serbien.",
      crossings: [
        {
          crossing: "Merdare",
          connects: "Pristina und Podujevo mit Kuršumlija und Niš",
          notes: "Die Hauptroute nach Zentralserbien; in der Ferienzeit sehr lange Wartezeiten.",
        },
        {
          crossing: "Mutivodë / Mutivode",
          connects: "Die Gegend um Podujevo mit Südserbien",
          notes: "Eine kleinere Alternative zu Merdare.",
        },
        {
          crossing: "Jarinje",
          connects: "Mitrovica und Leposavić mit Raška und Kraljevo",
          notes: "Hauptstraße in den Norden; kann von örtlichen Spannungen betroffen sein.",
        },
        {
          crossing: "Bërnjak / Brnjak",
          connects: "Zubin Potok mit Tutin und Novi Pazar",
          notes: "Bergstraße; kann von örtlichen Spannungen betroffen sein.",
        },
        {
          crossing: "Dheu i Bardhë / Končulj",
          connects: "Gjilan und Kamenica mit Bujanovac",
          notes: "Route Richtung Südserbien und Bulgarien.",
        },
        {
          crossing: "Muçibabë / Mučibaba",
          connects: "Die Gegend um Gjilan mit dem Preševo-Tal",
          notes: "Kleinerer Übergang im Südosten.",
        },
      ],
    },
  },
  borderCrossingsIntro:
    "Grenzbestimmungen, Öffnungszeiten und akzeptierte Dokumente können sich kurzfristig ändern. Prüfen Sie vor der Abfahrt die offiziellen Bestimmungen, und rechnen Sie an Sommerwochenenden und rund um Feiertage mit langen Wartezeiten.",
  busStations: [
    {
      station: "Hauptbusbahnhof (Stacioni i Autobusëve)",
      note: "Knotenpunkt für Überland- und internationale Busse am südwestlichen Rand des Zentrums; vom Mutter-Teresa-Boulevard eine kurze Taxi- oder Stadtbusfahrt entfernt.",
    },
    {
      station: "Busbahnhof Prizren",
      note: "Häufige Busse nach Pristina und Busse nach Tirana; die Altstadt erreichen Sie zu Fuß oder mit einer kurzen Taxifahrt.",
    },
    {
      station: "Busbahnhof Peja",
      note: "Busse nach Pristina, Prizren und Gjakova sowie Linien über den Kulla-Pass nach Montenegro.",
    },
    {
      station: "Busbahnhof Gjakova",
      note: "Verbindungen nach Pristina, Peja und Prizren; der Alte Basar liegt nahe dem Zentrum.",
    },
    {
      station: "Busbahnhof Mitrovica",
      note: "Häufige Busse nach Pristina; ein praktischer Ausgangspunkt für Trepça und den Norden.",
    },
    {
      station: "Busbahnhof Ferizaj",
      note: "Am Korridor Pristina–Skopje, mit Verbindungen Richtung Brezovica und Prizren.",
    },
  ],
  gettingAround: {
    intro:
      "Busse verbinden alle Städte, auf den Hauptstrecken oft mehrmals pro Stunde, und Taxis sind günstig. Mit einem Mietwagen erreichen Sie Berge, Klöster und Weindörfer in Ihrem eigenen Tempo.",
    costs: [
      {
        mode: "Überlandbus",
        price: "3–7 €",
        note: "Zwischen den größeren Städten, einfache Fahrt",
      },
      {
        mode: "Stadtbus",
        price: "0,40–0,50 €",
        note: "Eine Fahrt in Pristina und anderen Städten",
      },
      {
        mode: "Taxi",
        price: "2–5 €",
        note: "Eine typische Fahrt innerhalb einer Stadt",
      },
      {
        mode: "Mietwagen",
        price: "25–50 € pro Tag",
        note: "Kleinwagen; im Hochsommer teurer",
      },
      {
        mode: "Kraftstoff",
        price: "Etwa 1,3 € pro Liter",
        note: "Benzin und Diesel, je nach Ölpreis",
      },
    ],
    bus: {
      title: "Busse",
      paragraphs: [
        "Überlandbusse und Minibusse verkehren vom frühen Morgen bis zum frühen Abend zwischen allen größeren Städten; Strecken wie Pristina–Prizren und Pristina–Peja werden besonders häufig bedient. Eine einfache Fahrt kostet etwa 3–7 €, bezahlt am Busbahnhof oder beim Fahrer.",
        "In Pristina kostet eine Fahrt mit dem Stadtbus 0,40–0,50 €, bezahlt wird im Bus; halten Sie Münzen bereit.",
      ],
    },
    taxi: {
      title: "Taxis",
      paragraphs: [
        "Taxis gibt es reichlich, und sie sind günstig: Die meisten Fahrten innerhalb einer Stadt kosten 2–5 €. Wählen Sie ein Taxi mit Firmennamen und Taxameter, und bitten Sie den Fahrer, es einzuschalten – oder vereinbaren Sie den Preis vor dem Einsteigen.",
      ],
    },
    carRental: {
      title: "Mietwagen",
      paragraphs: [
        "Internationale und lokale Anbieter vermieten Autos am Flughafen und in den Städten für etwa 25–50 € pro Tag. Für die Kaution brauchen Sie meist eine Kreditkarte; prüfen Sie bei der Buchung die Bedingungen zu Mindestalter und Führerschein.",
      ],
      facts: [
        {
          label: "Preis pro Tag",
        },
        {
          label: "Mindestalter",
          value: "21–25, je nach Anbieter",
        },
        {
          label: "Kaution",
        },
        {
          label: "Kraftstoff",
          value: "Etwa 1,3 € pro Liter",
        },
      ],
      tips: [
        "Sie möchten über eine Grenze fahren? Holen Sie sich vorher beim Vermieter eine schriftliche Genehmigung und eine Versicherung für das Ausland; nicht jeder Anbieter erlaubt Fahrten in jedes Land.",
        "Prüfen Sie das Auto gemeinsam mit dem Mitarbeiter auf Kratzer, und fotografieren Sie diese, bevor Sie losfahren.",
      ],
    },
    driving: {
      title: "Verkehrsregeln",
      rules: [
        "Es gilt Rechtsverkehr; überholt wird links.",
        "Tempolimits: 50 km/h innerorts, 80 km/h auf Landstraßen und 110–130 km/h auf Autobahnen, je nach Beschilderung.",
        "Fahren Sie immer mit Abblendlicht, bei Tag und bei Nacht.",
        "Anschnallen ist für alle Pflicht, und Kinder brauchen geeignete Kindersitze; telefonieren Sie nicht mit dem Handy in der Hand.",
        "Die Promillegrenzen sind streng, und Polizeikontrollen sind häufig – wenn Sie fahren, trinken Sie nicht.",
        "Führen Sie Führerschein, Reisepass, Fahrzeugschein und Versicherungsnachweis mit; ein Internationaler Führerschein wird zusätzlich zum nationalen Führerschein empfohlen.",
        "Im Ausland zugelassene Autos brauchen eine in Kosovo gültige Versicherung: Grüne Karten gelten hier in der Regel nicht, daher schließen Fahrer am Grenzübergang eine Grenzversicherung ab.",
        "Im Winter brauchen Sie auf Bergstraßen, etwa nach Brezovica und durch die Rugova-Schlucht, Winterreifen und manchmal Schneeketten.",
        "Achten Sie auf Landstraßen auf Traktoren, Vieh und Fußgänger, besonders nach Einbruch der Dunkelheit.",
      ],
    },
    trains: {
      title: "Züge",
      paragraphs: [
        "Die Eisenbahn in Kosovo bietet nur einen eingeschränkten Betrieb. Die meisten Besucher nutzen die Strecke von Pristina nach Peja: langsam, günstig und landschaftlich reizvoll, aber mit wenigen Abfahrten pro Tag. Prüfen Sie den aktuellen Fahrplan am Bahnhof, bevor Sie Ihre Pläne darauf aufbauen – für die meisten Fahrten ist der Bus schneller.",
      ],
    },
  },
  officialRequirementsLabel: "Offizielle Bestimmungen prüfen",
  transportMeta: {
    title: "Anreise und Verkehr",
    description:
      "So erreichen Sie Kosovo per Flugzeug, Bus oder Auto und reisen mit Bus, Taxi und Mietwagen weiter: Verkehrsregeln, Fahrzeiten ab Pristina und Grenzübergänge.",
    heading: "Anreise und Unterwegssein",
    intro:
      "Kosovo ist kompakt und gut mit Bussen erschlossen, und die Hauptstraßen sind in gutem Zustand. Hier erfahren Sie, wie Sie anreisen, wie Sie zwischen den Städten vorankommen und was Sie an den Grenzen wissen sollten.",
    backLink: {
      label: "Zurück zu „Über Kosovo“",
    },
  },
  transportTabs: {
    arriving: {
      label: "Anreise",
    },
    "getting-around": {
      label: "Unterwegs",
    },
    "border-crossings": {
      label: "Grenzübergänge",
    },
  },
  travelTimes: [
    {
      to: "Mitrovica",
      byBus: "Etwa 1 Std.",
      byCar: "Etwa 45 Min.",
    },
    {
      to: "Ferizaj",
      byBus: "Etwa 45 Min.",
      byCar: "Etwa 35 Min.",
    },
    {
      to: "Gjilan",
      byBus: "Etwa 1 Std.",
      byCar: "Etwa 50 Min.",
    },
    {
      to: "Prizren",
      byBus: "Etwa 1 Std. 30 Min.",
      byCar: "Etwa 1 Std. 10 Min.",
    },
    {
      to: "Peja",
      byBus: "Etwa 1 Std. 45 Min.",
      byCar: "Etwa 1 Std. 20 Min.",
    },
    {
      to: "Gjakova",
      byBus: "Etwa 2 Std.",
      byCar: "Etwa 1 Std. 30 Min.",
    },
    {
      to: "Brezovica",
      byBus: "Wenige Direktbusse",
      byCar: "Etwa 1 Std. 30 Min.",
    },
    {
      to: "Skopje (Nordmazedonien)",
      byBus: "Etwa 2 Std.",
      byCar: "Etwa 1 Std. 30 Min.",
    },
    {
      to: "Tirana (Albanien)",
      byBus: "Etwa 4–5 Std.",
      byCar: "Etwa 3 Std. 30 Min.",
    },
    {
      to: "Podgorica (Montenegro)",
      byBus: "Etwa 6–7 Std.",
      byCar: "Etwa 5 Std.",
    },
  ],
  travelTimesNote:
    "Ungefähre Fahrzeiten von Tür zu Tür bei normalem Verkehr; planen Sie zusätzliche Zeit für Grenzkontrollen, winterliche Straßen und Staus im Sommer ein.",
};
