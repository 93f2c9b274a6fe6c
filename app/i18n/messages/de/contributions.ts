export default {
  confirm: {
    metaTitle: "Bestätigen Sie Ihren Beitrag",
    confirmedTitle: "Danke, das ist bestätigt",
    confirmedText:
      "Eine Moderatorin oder ein Moderator liest jeden Beitrag, bevor er auf der Website erscheint, meist innerhalb weniger Tage. Wir schreiben Ihnen, wenn er veröffentlicht ist, oder warum nicht.",
    howItWorks: "So funktionieren Bewertungen hier",
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText:
      "Er wurde schon benutzt, ist abgelaufen (Links gelten 7 Tage) oder unvollständig. Unbestätigte Beiträge werden nach 7 Tagen gelöscht; Sie können ihn gern noch einmal schreiben.",
    home: "Zurück zur Startseite",
  },
  form: {
    honeypot: "Dieses Feld bitte leer lassen",
    checking: "Ein kurzer Spam-Check läuft in Ihrem Browser…",
    checked: "Spam-Check erledigt.",
    checkFailed:
      "Der Spam-Check in Ihrem Browser wurde nicht fertig. Sie können das Formular trotzdem senden; dann gilt ein strengeres Limit.",
    noScript:
      "Ohne JavaScript kann der Spam-Check nicht in Ihrem Browser laufen; Ihr Beitrag zählt dann zu einem strengeren Limit pro Verbindung.",
    proofFailed: "Der Spam-Check ist nicht bestanden. Bitte senden Sie das Formular noch einmal.",
    rateLimited:
      "Zu viele Beiträge von Ihrer Verbindung oder Adresse. Bitte versuchen Sie es in {minutes} Minuten wieder.",
  },
  mail: {
    footer:
      "Diese E-Mail ging an {email}, weil diese Adresse in einem Formular auf Explore Kosovo angegeben wurde.",
    confirm: {
      subject: "Bitte bestätigen Sie {title}",
      heading: "Ein Klick zur Bestätigung",
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
  },
};
