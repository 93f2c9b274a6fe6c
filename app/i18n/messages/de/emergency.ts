export default {
  metaTitle: "Notfallkarte · Explore Kosovo",
  metaDescription:
    "Die Notrufnummern im Kosovo, Wörter für Hilfe und Krankenhaus auf Albanisch und Serbisch und Ihre eigenen Angaben, auf einer Karte, die offline funktioniert.",
  title: "Notfallkarte",
  intro:
    "Auf diesem Gerät gespeichert: Sie öffnet sich ohne Verbindung. Drucken Sie sie aus oder lassen Sie diese Seite auf Ihrem Telefon offen.",
  numbersTitle: "Notrufnummern",
  phrasesTitle: "Wörter für den Notfall",
  phrases: {
    meaning: "Bedeutung",
    albanian: "Albanisch",
    serbian: "Serbisch",
    help: "Hilfe!",
    hospital: "Krankenhaus",
    whereHospital: "Wo ist das Krankenhaus?",
  },
  embassyTitle: "Ihre Botschaft",
  embassyText:
    "Die meisten Botschaften sind in Pristina. Die Reisehinweise Ihres Außenministeriums für Kosovo nennen Adresse und Notrufnummer Ihrer Botschaft: Notieren Sie sie unten vor der Reise.",
  detailsTitle: "Ihre Angaben",
  detailsText:
    "Wo Sie wohnen und die Nummer Ihrer Botschaft, zum Vorlesen für Sie oder Helfende. Sie bleiben in diesem Browser und werden nie an uns gesendet.",
  address: "Adresse Ihrer Unterkunft",
  embassy: "Notrufnummer der Botschaft",
  save: "Auf diesem Gerät speichern",
  saved: "Auf diesem Gerät gespeichert.",
};
