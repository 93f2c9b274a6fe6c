/* de texts of app/content/state-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  agreementStatusLabels: {
    "in-force": "In Kraft",
    "in-implementation": "In Umsetzung",
    "partially-implemented": "Teilweise umgesetzt",
  },
  economy: {
    title: "Wirtschaft",
    cards: {
      gdp: {
        title: "BIP",
        value: "Rund 10 Milliarden € (2023)",
        paragraphs: [
          "Eine kleine, schnell wachsende Volkswirtschaft: Das Wachstum lag in den letzten Jahren meist bei 3–5 % pro Jahr. Dienstleistungen, Handel und Bauwirtschaft sind die wichtigsten Zweige, und die Überweisungen der Diaspora entsprechen jedes Jahr mehr als einem Zehntel des BIP.",
        ],
      },
      currency: {
        title: "Währung",
        value: "Euro (€), seit 2002",
        paragraphs: [
          "Kosovo führte 1999 die Deutsche Mark ein und stellte 2002 zusammen mit dem übrigen Europa auf den Euro um. Es verwendet den Euro, ohne der Eurozone anzugehören, und gibt daher keine eigenen Münzen oder Banknoten aus. Die Zentralbank der Republik Kosovo beaufsichtigt die Banken, und seit Februar 2024 ist der Euro überall in Kosovo die einzige Währung für Barzahlungen.",
        ],
      },
      trade: {
        title: "Handel",
        value: "Die Importe übersteigen die Warenexporte bei Weitem",
        paragraphs: [
          "Der größte Teil des Handels läuft mit der EU – allen voran Deutschland und Italien –, mit der Türkei, China und den benachbarten Volkswirtschaften des Westbalkans. Zu den Warenexporten gehören unedle Metalle wie Ferronickel, Kunststoffe und Gummi sowie Lebensmittel und Getränke; die Dienstleistungsexporte, von Reisen der Diaspora bis zu IT-Aufträgen, sind größer als die Warenexporte.",
        ],
      },
    },
    challenges: {
      title: "Wirtschaftliche Herausforderungen",
      intro:
        "Die Wirtschaft des Kosovo ist stetig gewachsen, doch der Arbeitsmarkt ist noch schwach. Die folgenden Zahlen sind gerundete Erhebungsergebnisse der Statistikagentur des Kosovo mit Angabe des Zeitraums; die neuesten Werte finden Sie in der Quelle.",
      bars: [
        {
          label: "Arbeitslosenquote",
          display: "Rund 11 % (2023)",
          source: "Statistikagentur des Kosovo, Arbeitskräfteerhebung",
        },
        {
          label: "Erwerbsquote der Bevölkerung im erwerbsfähigen Alter",
          display: "Rund 40 % (Anfang der 2020er-Jahre)",
          source: "Statistikagentur des Kosovo, Arbeitskräfteerhebung",
        },
        {
          label: "Erwerbstätige Frauen im erwerbsfähigen Alter",
          display: "Rund 16 % (Ende 2020)",
          source: "Statistikagentur des Kosovo, Arbeitskräfteerhebung",
        },
      ],
      notes: [
        "Unter jungen Menschen ist die Arbeitslosigkeit deutlich höher als unter Erwachsenen über 25.",
        "Viele junge Menschen sind zum Arbeiten ausgewandert, vor allem nach Deutschland und in die Schweiz.",
        "Strom stammt noch immer größtenteils aus zwei veralteten Braunkohlekraftwerken, und im Winter kann die Versorgung knapp werden.",
        "Informelle Arbeit und ein hohes Handelsdefizit sind seit Langem strukturelle Probleme.",
      ],
    },
    opportunitiesTitle: "Wirtschaftliche Chancen",
    opportunities: {
      it: {
        title: "Informationstechnologie",
        paragraph:
          "Junge, oft mehrsprachige Fachkräfte haben die IT zu einer der am schnellsten wachsenden Branchen des Kosovo gemacht. Softwarefirmen und Outsourcing-Unternehmen in Pristina arbeiten für Kunden in ganz Europa und Nordamerika, und viele Gründer haben ihr Handwerk im Ausland gelernt, bevor sie zurückkehrten.",
      },
      mining: {
        title: "Bergbau und Energierohstoffe",
        paragraph:
          "Kosovo besitzt einige der größten Braunkohlevorkommen Europas, seit Langem abgebaute Blei-, Zink- und Silberlagerstätten rund um die Trepça-Minen bei Mitrovica sowie Nickel, das in der Region Drenica gefördert und verarbeitet wird. Diese Industrien zu modernisieren und daneben sauberere Energie zu entwickeln, ist eine langfristige Aufgabe.",
      },
      agriculture: {
        title: "Landwirtschaft und Lebensmittel",
        paragraph:
          "In der fruchtbaren Kosovo- und Dukagjin-Ebene wachsen Weizen, Mais, Gemüse und die Paprika, die auf keinem Tisch fehlt, während Rahovec und Suhareka das Herz einer Weinregion mit langer Tradition bilden. Beeren, Pilze und Wildkräuter aus den Bergen werden exportiert, und die Lebensmittelverarbeitung wächst.",
      },
      tourism: {
        title: "Tourismus",
        paragraph:
          "Berge, mittelalterliche Klöster, osmanische Altstädte und niedrige Preise locken immer mehr Besucher an – zusätzlich zur Diaspora, die jeden Sommer heimkehrt. Wandern und Klettern in Rugova, Skifahren in Brezovica, Städtereisen nach Pristina und Prizren sowie Weintourismus nehmen zu.",
      },
    },
    reportButtonLabel: "Wirtschaftsbericht ansehen",
  },
  electoralSystem: {
    title: "Wahlsystem",
    paragraphs: [
      "Alle 120 Abgeordneten des Parlaments werden nach dem Verhältniswahlrecht in einem einzigen landesweiten Wahlkreis gewählt. Gewählt wird die Liste einer Partei oder Koalition; zusätzlich lassen sich auf dieser Liste bevorzugte Kandidaten markieren.",
      "Eine Partei braucht mindestens 5 % der Stimmen, um Sitze zu erhalten. Parteien der Nicht-Mehrheitsgemeinschaften bewerben sich ohne diese Hürde um ihre 20 garantierten Sitze. Reguläre Wahlen finden alle vier Jahre statt; seit der Unabhängigkeit gab es häufig vorgezogene Neuwahlen.",
    ],
    bars: [
      {
        label: "Sitze im Parlament",
        display: "120 Sitze",
      },
      {
        label: "Garantierte Sitze für Nicht-Mehrheitsgemeinschaften",
        display: "20 von 120 (16,7 %)",
      },
      {
        label: "Serbische Gemeinschaft",
        display: "10 von 120 (8,3 %)",
      },
      {
        label: "Andere Gemeinschaften",
        display: "10 von 120 (8,3 %)",
      },
      {
        label: "Nötige Mehrheit für die Wahl einer Regierung",
        display: "61 von 120 (50,8 %)",
      },
      {
        label: "Nötige Mehrheit für Verfassungsänderungen",
        display: "80 von 120 (zwei Drittel)",
        note: "Darunter zwei Drittel der Abgeordneten, die Sitze der Gemeinschaften innehaben.",
      },
      {
        label: "Sperrklausel",
        display: "5 % der Stimmen",
      },
    ],
  },
  governmentStructure: {
    legislative: {
      title: "Legislative",
      body: "Parlament der Republik Kosovo (Kuvendi)",
      summary:
        "Eine einzige Kammer mit 120 Abgeordneten, für vier Jahre gewählt, die Gesetze und den Haushalt verabschiedet, Verträge ratifiziert und den Präsidenten sowie die Regierung wählt.",
      facts: [
        "120 Sitze, gewählt für eine Amtszeit von vier Jahren",
        "20 Sitze garantiert für Nicht-Mehrheitsgemeinschaften: 10 für die serbische Gemeinschaft und 10 für andere Gemeinschaften",
        "Die anderen 10 Sitze: 4 für die Gemeinschaften der Roma, Aschkali und Ägypter, 3 für Bosniaken, 2 für Türken und 1 für Goranen",
        "Gesetze von vitalem Interesse für die Gemeinschaften brauchen zusätzlich die Zustimmung der Mehrheit der Abgeordneten der Gemeinschaften",
      ],
    },
    executive: {
      title: "Exekutive",
      body: "Präsident, Ministerpräsident und Regierung",
      summary:
        "Der Präsident ist Staatsoberhaupt; der Ministerpräsident führt die Regierung, die die Exekutivgewalt innehat und dem Parlament verantwortlich ist.",
      facts: [
        "Präsident: vom Parlament für fünf Jahre gewählt, höchstens zwei Amtszeiten",
        "Ministerpräsident und Minister: gemeinsam gewählt, mit der Mehrheit aller Abgeordneten (61 Stimmen)",
        "Der Regierung gehören mindestens ein Minister aus der serbischen Gemeinschaft und einer aus einer anderen Nicht-Mehrheitsgemeinschaft an",
        "38 Gemeinden regeln die lokalen Angelegenheiten, jede mit gewähltem Bürgermeister und gewählter Gemeindeversammlung",
      ],
    },
    judicial: {
      title: "Judikative",
      body: "Verfassungsgericht, Oberster Gerichtshof und untere Instanzen",
      summary:
        "Eine unabhängige Justiz unter Aufsicht des Kosovarischen Justizrats; das Verfassungsgericht hat in Fragen der Verfassung das letzte Wort.",
      facts: [
        "Verfassungsgericht: 9 Richter mit jeweils einer einzigen Amtszeit von neun Jahren",
        "Oberster Gerichtshof: höchstes Gericht für Zivil-, Straf- und Verwaltungssachen",
        "Berufungsgericht und sieben Grundgerichte: Pristina, Prizren, Peja, Gjakova, Mitrovica, Ferizaj und Gjilan",
        "Einzelpersonen können das Verfassungsgericht anrufen, sobald andere Rechtsmittel ausgeschöpft sind",
      ],
    },
  },
  internationalRelations: {
    title: "Internationale Beziehungen",
    recognition: {
      title: "Stand der Anerkennung",
      paragraphs: [
        "Kosovo erklärte am 17. Februar 2008 seine Unabhängigkeit. Seitdem haben mehr als 100 UN-Mitgliedstaaten das Land anerkannt, darunter die Vereinigten Staaten und die meisten Mitglieder der Europäischen Union. Serbien erkennt es nicht an, ebenso wenig mehrere andere Staaten – darunter Russland, China und fünf EU-Mitglieder (Spanien, Griechenland, Zypern, Rumänien und die Slowakei).",
        "Kosovo ist kein Mitglied der Vereinten Nationen. 2010 stellte der Internationale Gerichtshof in einem Gutachten fest, dass die Unabhängigkeitserklärung nicht gegen das Völkerrecht verstieß. Eine NATO-geführte Friedenstruppe (KFOR) und eine Rechtsstaatlichkeitsmission der EU (EULEX) sind weiterhin vor Ort.",
      ],
    },
    organizationsTitle: "Internationale Organisationen",
    organizations: {
      imf: {
        name: "Internationaler Währungsfonds",
        note: "Die erste Mitgliedschaft des Kosovo in einer großen internationalen Finanzinstitution.",
      },
      "world-bank": {
        name: "Weltbankgruppe",
        note: "Zusammen mit dem IWF beigetreten; die Bank finanziert Projekte in den Bereichen Energie, Bildung und mehr.",
      },
      ebrd: {
        name: "Europäische Bank für Wiederaufbau und Entwicklung",
        note: "Investiert in Privatunternehmen, Infrastruktur und Energieeffizienz.",
      },
      ceb: {
        name: "Entwicklungsbank des Europarats",
        note: "Eine Sozialentwicklungsbank; die Mitgliedschaft bedeutet keine Mitgliedschaft im Europarat selbst.",
      },
      ioc: {
        name: "Internationales Olympisches Komitee",
        note: "Das Olympische Komitee des Kosovo wurde 2014 voll anerkannt; in Rio 2016 traten die Sportlerinnen und Sportler des Kosovo erstmals unter eigener Flagge bei Olympischen Spielen an.",
      },
      uefa: {
        name: "UEFA",
        note: "Die Fußballnationalmannschaften des Kosovo spielen in europäischen Wettbewerben.",
      },
      fifa: {
        name: "FIFA",
        note: "Kurz nach der Aufnahme in die UEFA aufgenommen; die Männer-Nationalmannschaft spielt seit 2016 in der WM-Qualifikation.",
      },
      eu: {
        name: "Europäische Union",
        note: "Kosovo hat im Dezember 2022 die Mitgliedschaft beantragt.",
      },
      "council-of-europe": {
        name: "Europarat",
        note: "Kosovo hat 2022 die Aufnahme beantragt; zum Zeitpunkt der Abfassung war über den Antrag noch nicht entschieden.",
      },
      un: {
        name: "Vereinte Nationen",
        note: "Für eine Mitgliedschaft wäre eine Empfehlung des Sicherheitsrats nötig, die bisher nicht zustande kam.",
      },
      nato: {
        name: "NATO",
        note: "Die NATO-geführte KFOR-Mission sichert seit 1999 den Frieden in Kosovo.",
      },
    },
    agreementsTitle: "Wichtige Abkommen",
    agreements: {
      "stabilisation-and-association-agreement": {
        name: "Stabilisierungs- und Assoziierungsabkommen mit der EU",
        description:
          "Das erste vertragliche Abkommen des Kosovo mit der EU, in Kraft seit April 2016: Es öffnet den Handel und legt die Reformen auf dem Weg zur Mitgliedschaft fest.",
      },
      "eu-visa-liberalisation": {
        name: "Visaliberalisierung der EU",
        description:
          "Seit dem 1. Januar 2024 können Inhaber kosovarischer Pässe den Schengen-Raum ohne Visum für bis zu 90 Tage innerhalb eines beliebigen Zeitraums von 180 Tagen besuchen.",
      },
      "brussels-agreement": {
        name: "Brüsseler Abkommen",
        description:
          "Das erste Abkommen über die Normalisierung der Beziehungen zwischen Kosovo und Serbien, erzielt im April 2013 in Gesprächen unter Vermittlung der EU. Teile davon, etwa die Eingliederung von Polizei und Justiz im Norden, wurden umgesetzt; andere sind noch offen.",
      },
      cefta: {
        name: "Mitteleuropäisches Freihandelsabkommen (CEFTA 2006)",
        description:
          "Die regionale Freihandelszone des Westbalkans und der Republik Moldau, der Kosovo über die UN-Mission (UNMIK) beigetreten ist und an der es heute teilnimmt.",
      },
    },
  },
  membershipStatusLabels: {
    member: "Mitglied",
    "potential-candidate": "Potenzieller Kandidat",
    "not-member": "Kein Mitglied",
  },
  officialSources: [
    {
      label: "Statistikagentur des Kosovo",
    },
    {
      label: "Weltbank in Kosovo",
    },
    {
      label: "Zentralbank der Republik Kosovo",
    },
  ],
  stateInfoMeta: {
    title: "Staat und Politik",
    description:
      "Wie Kosovo regiert wird: Parlament, Präsident, Regierung und Gerichte, das Wahlsystem, die internationalen Beziehungen und die Struktur der Wirtschaft.",
    heading: "Staat und Politik",
    intro:
      "Kosovo ist eine parlamentarische Republik. Seine Verfassung von 2008 gibt den Nicht-Mehrheitsgemeinschaften weitreichende Garantien, und seine Politik ist vom Streben nach breiterer internationaler Anerkennung und engeren Beziehungen zur Europäischen Union geprägt.",
    backLink: {
      label: "Zurück zu „Über Kosovo“",
    },
  },
};
