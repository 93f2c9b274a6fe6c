export default {
  tip: {
    callout: "Sie organisieren eine Veranstaltung im Kosovo?",
    calloutLink: "Erzählen Sie uns davon",
    metaTitle: "Erzählen Sie uns von Ihrer Veranstaltung · Explore Kosovo",
    metaDescription:
      "Für Veranstalter: Senden Sie uns Ihre Veranstaltung im Kosovo. Wir bestätigen sie per E-Mail, eine Redakteurin prüft sie, und sie erscheint in unserem Veranstaltungskalender.",
    title: "Erzählen Sie uns von Ihrer Veranstaltung",
    intro:
      "Senden Sie uns die Eckdaten Ihrer Veranstaltung. Wir schreiben Ihnen einmal, um die Adresse zu bestätigen; dann prüft die Redaktion die Angaben, übersetzt sie und veröffentlicht die Veranstaltung in unserem Kalender. Wir schreiben Ihnen wieder, sobald sie veröffentlicht ist oder falls wir sie nicht veröffentlichen können.",
    eventHeading: "Ihre Veranstaltung",
    organiserHeading: "Über Sie",
    required: "Pflichtfeld",
    optional: "freiwillig",
    name: "Name der Veranstaltung",
    startDate: "Erster Tag",
    endDate: "Letzter Tag",
    endDateHint: "Leer lassen bei einer eintägigen Veranstaltung.",
    startTime: "Beginn",
    startTimeHint: "24-Stunden-Zeit im Kosovo, z. B. 20:00.",
    town: "Stadt oder Ort",
    venue: "Veranstaltungsort",
    venueHint: "Der Saal, Platz oder Park, falls Sie ihn schon wissen.",
    description: "Was bei der Veranstaltung passiert",
    descriptionHint: "30 bis 2.000 Zeichen. Reiner Text; die Website gehört in ihr eigenes Feld.",
    link: "Website der Veranstaltung",
    linkHint: "Eine https://-Adresse, etwa die Seite der Veranstaltung oder der Ticketshop.",
    organiserName: "Ihr Name",
    organiserEmail: "Ihre E-Mail-Adresse",
    organiserEmailHint:
      "Wird nie auf der Website gezeigt. Wir bestätigen damit Ihren Hinweis und sagen Ihnen, wann er veröffentlicht ist.",
    consent:
      "Ich organisiere diese Veranstaltung oder spreche für die Veranstalter und bin einverstanden, dass Explore Kosovo diese Angaben speichert, um die Veranstaltung zu prüfen und zu veröffentlichen.",
    privacy: "Wie wir mit Ihren Angaben umgehen",
    trap: "Dieses Feld leer lassen",
    submit: "Veranstaltung senden",
    problems: "Bitte prüfen Sie {count} Felder:",
    problemsOne: "Bitte prüfen Sie 1 Feld:",
    errors: {
      name: "Geben Sie den Namen der Veranstaltung an, 3 bis 80 Zeichen.",
      startDate: "Geben Sie den ersten Tag als Datum an, heute oder später.",
      startDateFar: "Der erste Tag muss in den nächsten zwei Jahren liegen.",
      endDate:
        "Der letzte Tag muss ein Datum am oder nach dem ersten Tag sein, höchstens ein Jahr danach.",
      startTime: "Geben Sie eine 24-Stunden-Zeit wie 20:00 an.",
      town: "Geben Sie die Stadt oder den Ort an, 2 bis 40 Zeichen.",
      venue: "Der Veranstaltungsort darf höchstens 120 Zeichen lang sein.",
      description: "Beschreiben Sie die Veranstaltung in 30 bis 2.000 Zeichen.",
      descriptionLinks:
        "Zu viele Webadressen in der Beschreibung: Geben Sie die Website der Veranstaltung in ihrem eigenen Feld an.",
      link: "Geben Sie eine Webadresse an, die mit https:// beginnt.",
      organiserName: "Geben Sie Ihren Namen an, 2 bis 80 Zeichen.",
      organiserEmail: "Geben Sie eine E-Mail-Adresse an, an die wir schreiben können.",
      consent:
        "Bitte kreuzen Sie das Feld an, damit wir diese Angaben speichern und veröffentlichen dürfen.",
      rateLimited:
        "Sie haben schon mehrere Veranstaltungen gesendet. Bitte versuchen Sie es in einer Stunde wieder.",
      proof:
        "Ihr Browser hat die Spam-Prüfung nicht abgeschlossen. Bitte senden Sie das Formular noch einmal.",
      notStored:
        "Ihre Veranstaltung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einer Minute erneut.",
    },
    sentTitle: "Sehen Sie in Ihr Postfach",
    sentText:
      "Wir haben einen Link an die angegebene Adresse geschickt. Öffnen Sie ihn innerhalb von 7 Tagen, um Ihre Veranstaltung zu bestätigen; dann sieht die Redaktion sie sich an.",
  },
  confirm: {
    askTitle: "Veranstaltung bestätigen",
    askText:
      "Drücken Sie auf die Schaltfläche, um zu bestätigen, dass Sie diese Veranstaltung gesendet haben. Danach prüft die Redaktion sie, bevor sie in unserem Kalender erscheint.",
    button: "Veranstaltung bestätigen",
    metaTitle: "Veranstaltung bestätigen · Explore Kosovo",
    confirmedTitle: "Danke, Ihre Veranstaltung ist bestätigt",
    confirmedText:
      "Die Redaktion prüft sie, übersetzt sie und veröffentlicht sie in unserem Kalender. Wir schreiben Ihnen, sobald sie veröffentlicht ist.",
    expiredTitle: "Dieser Link ist abgelaufen",
    expiredText:
      "Bestätigungslinks gelten 7 Tage. Bitte senden Sie Ihre Veranstaltung noch einmal.",
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText:
      "Vielleicht wurde er schon benutzt oder unvollständig kopiert. Wenn Sie schon bestätigt haben, ist nichts mehr zu tun.",
    again: "Eine Veranstaltung senden",
  },
  mail: {
    footer:
      "Diese E-Mail ging an {email}, weil jemand mit dieser Adresse eine Veranstaltung an Explore Kosovo gesendet hat.",
    confirmSubject: "Bestätigen Sie Ihre Veranstaltung „{name}“",
    confirmHeading: "Bitte bestätigen Sie Ihre Veranstaltung",
    confirmIntro:
      "Sie haben uns „{name}“ für den Veranstaltungskalender von Explore Kosovo gesendet. Bitte bestätigen Sie, dass Sie es waren: dann prüft die Redaktion sie.",
    confirmButton: "Veranstaltung bestätigen",
    confirmExpires: "Der Link gilt 7 Tage.",
    fallback:
      "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser: {url}",
    confirmIgnore:
      "Wenn Sie das nicht gesendet haben, ignorieren Sie diese E-Mail: ohne sie wird nichts veröffentlicht.",
    publishedSubject: "„{name}“ steht im Kalender von Explore Kosovo",
    publishedHeading: "Ihre Veranstaltung ist veröffentlicht",
    publishedIntro: "Danke: „{name}“ steht jetzt in unserem Veranstaltungskalender.",
    publishedButton: "Ihre Veranstaltung ansehen",
    publishedManage:
      "Wenn sich etwas ändert, senden Sie uns über diesen privaten Link neue Angaben, sagen Sie die Veranstaltung ab oder bestätigen Sie die Termine im nächsten Jahr: {url}",
    publishedKeep: "Bewahren Sie diese E-Mail auf: Der Link gehört nur Ihnen.",
    declinedSubject: "Zu Ihrer Veranstaltung „{name}“",
    declinedHeading: "Wir konnten Ihre Veranstaltung nicht veröffentlichen",
    declinedIntro:
      "Danke, dass Sie uns von „{name}“ erzählt haben. Es tut uns leid: Wir können sie nicht veröffentlichen.",
    declinedReason: "Die Begründung der Redaktion: {reason}",
    declinedAgain: "Sie können sie gern mit geänderten Angaben noch einmal senden.",
  },
  comments: {
    title: "Kommentare",
    none: "Noch keine Kommentare.",
    formTitle: "Einen Kommentar schreiben",
    intro:
      "Ihr Kommentar erscheint hier, nachdem Sie ihn über die E-Mail bestätigt haben, die wir Ihnen schicken, und eine Moderatorin ihn gelesen hat.",
    name: "Ihr Name",
    nameHint: "Wird mit Ihrem Kommentar gezeigt.",
    email: "Ihre E-Mail-Adresse",
    emailHint: "Wird nie gezeigt. Wir schicken Ihnen einen Link, um Ihren Kommentar zu bestätigen.",
    text: "Ihr Kommentar",
    textHint: "10 bis 2.000 Zeichen reiner Text.",
    submit: "Kommentar senden",
    trap: "Dieses Feld leer lassen",
    sentTitle: "Sehen Sie in Ihr Postfach",
    sentText:
      "Öffnen Sie den Link, den wir Ihnen geschickt haben, um Ihren Kommentar zu bestätigen. Die Moderation liest ihn, bevor er hier erscheint.",
    report: "Melden",
    reportLabel: "Den Kommentar von {name} melden",
    reported: "Danke. Die Moderation sieht sich diesen Kommentar noch einmal an.",
    reportTooMany: "Das ist viel von Ihrer Verbindung. Bitte versuchen Sie es später noch einmal.",
    reportUnknown: "Dieser Kommentar kann nicht mehr gemeldet werden.",
    mailTitle: "Ihr Kommentar zu „{title}“",
    errors: {
      name: "Geben Sie Ihren Namen an, 2 bis 60 Zeichen.",
      email: "Geben Sie eine E-Mail-Adresse an, an die wir schreiben können.",
      text: "Schreiben Sie 10 bis 2.000 Zeichen.",
      links: "Zu viele Webadressen in Ihrem Kommentar.",
      rateLimited:
        "Sie haben schon mehrere Kommentare gesendet. Bitte versuchen Sie es in einer Stunde wieder.",
      proof:
        "Ihr Browser hat die Spam-Prüfung nicht abgeschlossen. Bitte senden Sie den Kommentar noch einmal.",
      notStored:
        "Ihr Kommentar konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einer Minute erneut.",
    },
    manage: {
      metaTitle: "Ihr Kommentar · Explore Kosovo",
      title: "Ihr Kommentar",
      intro:
        "Das ist der Kommentar, den Sie zu „{title}“ geschrieben haben. Sie können ihn hier löschen.",
      delete: "Meinen Kommentar löschen",
      deletedTitle: "Ihr Kommentar ist gelöscht",
      deletedText: "Er erscheint nicht mehr auf der Website, und wir bewahren ihn nicht mehr auf.",
      invalidTitle: "Dieser Link funktioniert nicht",
      invalidText: "Vielleicht wurde der Kommentar schon gelöscht.",
    },
  },
  recheck: {
    backToPage: "Zurück zur Seite",
    metaTitle: "Etwas hat sich geändert · Explore Kosovo",
    title: "Hat sich hier etwas geändert?",
    intro:
      "Geschlossen, neue Preise, andere Öffnungszeiten? Sagen Sie es der Redaktion: Sie prüft die Angaben auf dieser Seite erneut. Bis dahin ändert sich hier nichts.",
    reason: "Was hat sich geändert?",
    reasons: {
      closed: "Es ist geschlossen, vorübergehend oder für immer",
      prices: "Die Preise haben sich geändert",
      hours: "Die Öffnungszeiten haben sich geändert",
      other: "Etwas anderes",
    },
    note: "Was ist Ihnen aufgefallen?",
    noteHint:
      "Bei den ersten drei freiwillig, bis zu 1.000 Zeichen. Sagen Sie, was Sie gesehen haben und wann.",
    submit: "Der Redaktion melden",
    sent: "Danke. Die Redaktion prüft die Angaben auf dieser Seite erneut.",
    errors: {
      reason: "Wählen Sie, was sich geändert hat.",
      note: "Die Notiz darf höchstens 1.000 Zeichen lang sein.",
      noteNeeded: "Sagen Sie uns in wenigen Worten, was sich geändert hat.",
      links: "Zu viele Webadressen in der Notiz.",
      rateLimited:
        "Sie haben schon mehrere Hinweise gesendet. Bitte versuchen Sie es in einer Stunde wieder.",
      proof:
        "Ihr Browser hat die Spam-Prüfung nicht abgeschlossen. Bitte senden Sie das Formular noch einmal.",
    },
  },
  manage: {
    metaTitle: "Halten Sie Ihre Veranstaltung aktuell · Explore Kosovo",
    title: "„{name}“ aktuell halten",
    intro:
      "Sagen Sie uns, was sich geändert hat. Die Redaktion prüft Ihren Vorschlag, bevor er auf der Website erscheint; bis dahin bleibt alles, wie es ist.",
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText:
      "Verwenden Sie den Link aus der E-Mail, die Ihnen die Veröffentlichung Ihrer Veranstaltung mitgeteilt hat.",
    live: "Jetzt auf der Website",
    kind: "Was möchten Sie tun?",
    kindUpdate: "Angaben korrigieren oder aktualisieren",
    kindCancel: "Die Veranstaltung ist abgesagt",
    kindReconfirm: "Die Termine der nächsten Ausgabe bestätigen",
    note: "Was die Redaktion wissen sollte",
    noteHint: "Bis zu 1.000 Zeichen.",
    submit: "An die Redaktion senden",
    sentTitle: "Danke",
    sentText:
      "Die Redaktion prüft Ihren Vorschlag. Die Seite der Veranstaltung ändert sich, sobald er angenommen ist.",
    pending: "{count} Vorschläge von Ihnen warten auf die Redaktion.",
    errors: {
      kind: "Wählen Sie, was Sie tun möchten.",
      note: "Die Notiz darf höchstens 1.000 Zeichen lang sein.",
      nothing: "Ändern Sie mindestens eine Angabe oder wählen Sie etwas anderes.",
      rateLimited:
        "Sie haben schon mehrere Vorschläge gesendet. Bitte versuchen Sie es in einer Stunde wieder.",
    },
  },
};
