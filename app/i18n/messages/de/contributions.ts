export default {
  confirm: {
    askTitle: "Beitrag bestätigen",
    askText:
      "Drücken Sie auf die Schaltfläche, um zu bestätigen, dass Sie ihn geschrieben haben. Danach liest ihn eine Moderatorin oder ein Moderator, bevor er auf der Website erscheint.",
    button: "Beitrag bestätigen",
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
};
