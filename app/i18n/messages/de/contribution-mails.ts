export default {
  footer:
    "Diese E-Mail ging an {email}, weil diese Adresse in einem Formular auf Explore Kosovo angegeben wurde.",
  confirm: {
    subject: "Bitte bestätigen Sie {title}",
    heading: "Bitte bestätigen Sie",
    intro:
      "Danke für {title}. Bitte bestätigen Sie, dass er von Ihnen ist: Dann liest ihn die Moderation, und nach der Freigabe erscheint er auf der Website.",
    button: "Bestätigen",
    expires:
      "Der Link gilt einmal, 7 Tage lang. Unbestätigte Beiträge werden nach 7 Tagen gelöscht.",
    fallback:
      "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser: {url}",
    manage:
      "Um ihn später zu ändern oder zu löschen, nutzen Sie diesen privaten Link (geben Sie ihn nicht weiter): {url}",
    ignore:
      "Wenn Sie das nicht geschrieben haben, ignorieren Sie diese E-Mail: Ohne den Link wird nichts veröffentlicht.",
  },
  published: {
    subject: "Veröffentlicht: {title}",
    heading: "Er ist online",
    intro: "Die Moderation hat {title} freigegeben. Danke, dass Sie anderen Reisenden helfen.",
    button: "Auf der Seite ansehen",
  },
  rejected: {
    subject: "Nicht veröffentlicht: {title}",
    heading: "Wir haben ihn nicht veröffentlicht",
    intro: "Die Moderation hat {title} gelesen und entschieden, ihn nicht zu veröffentlichen.",
    reason: "Begründung der Moderation: {reason}",
    noReason: "keine angegeben",
    after:
      "Sie können gern wieder schreiben, nach den Regeln auf unserer Seite dazu, wie Bewertungen funktionieren.",
  },
};
