/* de texts of app/content/general-info.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  faq: [
    {
      question: "Brauche ich für Kosovo ein Visum?",
      answer:
        "Staatsangehörige vieler Länder, darunter die EU-Mitgliedstaaten, das Vereinigte Königreich, die USA, Kanada und Australien, können bis zu 90 Tage ohne Visum bleiben. Ihr Reisepass muss für die gesamte Dauer Ihres Aufenthalts gültig sein; manche Regierungen empfehlen einen längeren Puffer. Die Regeln ändern sich, prüfen Sie daher vor der Buchung die Angaben des Außenministeriums.",
    },
    {
      question: "Ist Kosovo sicher für Touristen?",
      answer:
        "Ja, Kosovo ist im Allgemeinen sicher, und Gewaltverbrechen gegen Besucher sind selten. Treffen Sie die üblichen Vorsichtsmaßnahmen, verfolgen Sie die Nachrichten, wenn Sie in den Norden reisen, wo es gelegentlich zu Spannungen kommt, und seien Sie im Straßenverkehr vorsichtig.",
    },
    {
      question: "Kann ich überall mit Karte bezahlen?",
      answer:
        "Nicht überall. Hotels, größere Restaurants und Supermärkte in den Städten nehmen Karten an, in kleinen Cafés, auf Märkten, in Bussen und in Dörfern brauchen Sie aber Bargeld. Geldautomaten finden Sie in jeder Stadt ohne Mühe.",
    },
    {
      question: "Kann man das Leitungswasser trinken?",
      answer:
        "In den Städten ist das Leitungswasser in der Regel trinkbar, viele Menschen greifen aber lieber zu Wasser aus der Flasche, das wenig kostet. Wenn Sie unsicher sind – etwa in einem Dorf oder auf einer Berghütte –, fragen Sie Ihre Gastgeber.",
    },
    {
      question: "Kann ich nach meinem Besuch in Kosovo weiter nach Serbien reisen?",
      answer:
        "Das hängt davon ab, wie Sie nach Kosovo eingereist sind. Serbien erkennt die Grenzen des Kosovo nicht an, und Reisenden, die aus einem anderen Land gekommen waren, wurde an den Übergängen zwischen Kosovo und Serbien zeitweise die Einreise verweigert. Die Regeln haben sich im Lauf der Jahre geändert; prüfen Sie daher die offiziellen Bestimmungen, bevor Sie diese Route planen.",
    },
  ],
  generalInfoMeta: {
    title: "Wichtige Reiseinformationen",
    description:
      "Praktisches für Ihre Reise nach Kosovo: Sprachen und nützliche albanische Redewendungen, Geld und Karten, Notrufnummern, Gesundheit, Sicherheit und lokale SIM-Karten.",
    heading: "Wichtige Reiseinformationen",
    intro:
      "Alles, was Sie vor der Landung wissen möchten: welche Sprachen man spricht, wie Sie bezahlen, welche Nummern Sie im Notfall wählen und wie Sie erreichbar bleiben.",
    backLink: {
      label: "Zurück zu „Über Kosovo“",
    },
  },
  healthSection: {
    title: "Gesundheit und Sicherheit",
    paragraphs: [
      "Kosovo ist für Besucher im Allgemeinen sicher, und wer sich verlaufen hat, findet schnell Hilfe. Achten Sie an belebten Orten wie überall auf Ihre Wertsachen, und behalten Sie den Verkehr im Blick: Autofahrer sind mitunter ungeduldig, und Gehwege sind nicht immer durchgehend.",
      "Apotheken – auf Albanisch barnatore – gibt es in jeder Stadt, und bei kleineren Beschwerden beraten Sie die Apotheker. Das wichtigste öffentliche Krankenhaus ist das Universitätsklinikum in Pristina; in den größeren Städten gibt es außerdem Regionalkrankenhäuser und Privatkliniken.",
      "In den Städten ist das Leitungswasser in der Regel trinkbar, viele Einheimische und Besucher trinken aber lieber Wasser aus der Flasche, das günstig ist und überall verkauft wird. Fragen Sie in den Bergen Ihre Gastgeber, bevor Sie aus einer Quelle trinken.",
    ],
    items: [
      "Schließen Sie vor der Abreise eine Reiseversicherung mit Krankenschutz ab; Kosovo gehört nicht zur EU, daher gilt die Europäische Krankenversicherungskarte hier nicht.",
      "Nehmen Sie verschreibungspflichtige Medikamente, die Sie brauchen, in der Originalverpackung mit.",
      "In den Bergen schlägt das Wetter schnell um: Sagen Sie jemandem, welche Route Sie gehen, und nehmen Sie für die hohen Gipfel einen einheimischen Bergführer.",
      "In einigen abgelegenen Grenz- und Berggebieten liegen noch Blindgänger aus früheren Konflikten – bleiben Sie auf markierten Wegen.",
      "Im Winter kann Smog aus den Heizungen die Luft in Pristina an windstillen Tagen stark belasten; Menschen mit Asthma sollten die Meldungen zur Luftqualität verfolgen.",
    ],
    emergencyNumbers: [
      {
        service: "Allgemeiner Notruf",
      },
      {
        service: "Rettungsdienst",
      },
      {
        service: "Polizei",
      },
      {
        service: "Feuerwehr",
      },
    ],
  },
  languageSection: {
    title: "Sprache und Verständigung",
    paragraphs: [
      "Albanisch und Serbisch sind die Amtssprachen des Kosovo; Türkisch, Bosnisch und Romani sind in den Gemeinden Amtssprache, in denen diese Gemeinschaften leben. Im größten Teil des Landes hören Sie Albanisch; Serbisch spricht man in Gračanica, in Štrpce / Shtërpcë rund um Brezovica und im Norden. Straßenschilder nennen die Ortsnamen meist in beiden Formen – Pristina / Prishtinë / Priština.",
      "Viele Kosovaren haben in Deutschland, der Schweiz oder Österreich gearbeitet oder studiert. Kommen Sie mit Englisch nicht weiter, klappt es daher oft auf Deutsch.",
    ],
    phrasesTitle: "Nützliche Redewendungen auf Albanisch",
    phrases: [
      {
        english: "Hallo",
        pronunciation: "per-schen-DET-je",
      },
      {
        english: "Guten Tag",
        pronunciation: "mi-re-DI-ta",
      },
      {
        english: "Guten Abend",
        pronunciation: "mi-rem-BRE-ma",
      },
      {
        english: "Danke",
        pronunciation: "fa-le-min-DE-rit",
      },
      {
        english: "Bitte",
        pronunciation: "ju LU-tem",
      },
      {
        english: "Ja / Nein",
        pronunciation: "po / jo",
      },
      {
        english: "Entschuldigen Sie / Entschuldigung",
        pronunciation: "me FAL-ni",
      },
      {
        english: "Wie viel kostet das?",
        pronunciation: "sa kusch-TON",
      },
      {
        english: "Wo ist …?",
        pronunciation: "ku ESCH-te",
      },
      {
        english: "Sprechen Sie Englisch?",
        pronunciation: "a FLIS-ni ang-LISCHT",
      },
      {
        english: "Prost!",
        pronunciation: "ge-SU-ar",
      },
      {
        english: "Auf Wiedersehen",
        pronunciation: "mi-ru-PAF-schim",
      },
    ],
    englishTitle: "Wo man Englisch spricht",
    englishSpoken: [
      {
        place: "Hotels, Hostels und Reiseveranstalter",
      },
      {
        place: "Junge Leute in Pristina, Prizren und Peja",
      },
      {
        place: "Cafés und Restaurants in den Stadtzentren",
      },
      {
        place: "Taxifahrer und Busbahnhöfe",
      },
      {
        place: "Geschäfte und Märkte außerhalb der Zentren",
      },
      {
        place: "Ältere Menschen und Dörfer auf dem Land",
      },
    ],
    tipsTitle: "Tipps",
    tips: [
      "Ein Gruß auf Albanisch – und sei es nur „Mirëdita“ – kommt immer gut an und ist oft der Anfang eines Gesprächs.",
      "An Orten mit serbischer Mehrheit wie Gračanica sagen Sie „Zdravo“ (Hallo) und „Hvala“ (Danke).",
      "Schreiben Sie sich die Adresse Ihrer Unterkunft auf Albanisch auf, um sie Taxifahrern zu zeigen.",
      "Fragen Sie Ihre Gastgeber und die Betreiber von Pensionen: Niemand kennt die Wege vor Ort besser, und oft rufen sie für Sie schon vorab an.",
    ],
    resourcesTitle: "Hilfen beim Übersetzen",
    translationResources: [
      "Laden Sie vor der Reise Albanisch (und Serbisch, wenn Sie in den Norden fahren) in eine Übersetzungs-App herunter, damit sie auch offline funktioniert.",
      "Ein kleiner albanischer Sprachführer ist in den Bergen praktisch, wo der Mobilfunkempfang lückenhaft sein kann.",
      "Die Touristeninformationen in den größeren Städten und Ihre Unterkunft helfen Ihnen bei Telefonaten und Buchungen auf Albanisch.",
    ],
  },
  moneySection: {
    title: "Geld und Bezahlen",
    paragraphs: [
      "In Kosovo zahlen Sie mit dem Euro; wenn Sie aus dem Euroraum kommen, müssen Sie also nichts umtauschen. Gemessen an westeuropäischen Verhältnissen sind die Preise niedrig, vor allem für Kaffee, Essen und öffentliche Verkehrsmittel.",
      "Außerhalb der Städte regiert noch das Bargeld: Halten Sie kleine Scheine und Münzen für Busse, Bäckereien, Märkte und Pensionen in den Dörfern bereit, wo ein 50-€-Schein oft schwer zu wechseln ist.",
    ],
    items: [
      "Geldautomaten gibt es in den Städten überall; Ihre eigene Bank oder der Automatenbetreiber kann für Abhebungen eine Gebühr verlangen.",
      "Karten werden in den Städten in Hotels, größeren Restaurants, Supermärkten und an Tankstellen angenommen.",
      "In Dörfern, kleinen Cafés, auf Märkten und in Überlandbussen zahlen Sie bar.",
      "Trinkgeld: Im Café runden Sie auf, im Restaurant geben Sie 5–10 %, wenn Ihnen der Service gefallen hat.",
      "Wechselstuben in den Städten tauschen andere Währungen; vergleichen Sie den Kurs, bevor Sie Geld aushändigen.",
    ],
  },
  quickReference: {
    languages: {
      label: "Sprachen",
      value: "Albanisch, Serbisch",
      detail:
        "Beide sind Amtssprachen. Junge Leute sprechen oft Englisch; Deutsch wird vielerorts verstanden.",
    },
    currency: {
      label: "Währung",
      value: "Euro (€)",
      detail: "Geldautomaten in jeder Stadt; für Dörfer und Märkte Bargeld mitnehmen.",
    },
    "phone-code": {
      label: "Ländervorwahl",
      detail: "Prepaid-SIM-Karten von Vala und IPKO kosten 5–10 €.",
    },
    electricity: {
      label: "Strom",
      value: "230 V / 50 Hz",
      detail:
        "Steckertypen C und F – dieselben zweipoligen Stecker wie in den meisten Ländern Kontinentaleuropas.",
    },
    safety: {
      label: "Sicherheit",
      value: "Im Allgemeinen sicher",
      detail:
        "Die üblichen Vorsichtsmaßnahmen genügen; das größte Risiko für Besucher ist der Straßenverkehr.",
    },
    emergency: {
      label: "Notrufnummer",
      detail: "Rettungsdienst 194, Polizei 192, Feuerwehr 193.",
    },
    tipping: {
      label: "Trinkgeld",
      detail: "Im Café aufrunden; im Restaurant bei gutem Service 5–10 % geben.",
    },
    "local-time": {
      label: "Ortszeit",
      value: "MEZ",
      detail: "Im Winter GMT+1, im Sommer GMT+2 (Sommerzeit wie in der EU).",
    },
  },
  simSection: {
    title: "Telefon und SIM-Karten",
    paragraphs: [
      "Eine lokale Prepaid-SIM ist die günstigste Art, online zu bleiben. Vala und IPKO, die beiden großen Anbieter, verkaufen Touristenpakete für etwa 5–10 € mit 5–10 GB Datenvolumen, gültig für 1–2 Wochen.",
      "Sie bekommen sie in jeder Stadt in einem Shop der Anbieter – nehmen Sie Ihren Reisepass mit, denn die Karte wird meist auf Sie registriert. Für Kosovo gilt das EU-Roaming nicht; prüfen Sie daher Ihren Tarif, bevor Sie nach der Ankunft mobile Daten nutzen.",
    ],
  },
};
