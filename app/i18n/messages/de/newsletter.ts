/** Deutsche Texte des Newsletters (Formular, API, E-Mail, Bestätigung und Abmeldung). */
export default {
  form: {
    label: "E-Mail-Adresse",
    placeholder: "Ihre E-Mail-Adresse",
    subscribe: "Abonnieren",
    processing: "Wird gesendet …",
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein",
    doubleOptIn:
      "Wir senden Ihnen einen Bestätigungslink per E-Mail. Jeder Newsletter enthält einen Link zur Abmeldung mit einem Klick.",
    rateLimited:
      "Von Ihrer Verbindung kamen sehr viele Anmeldungen. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.",
    successTitle: "Geschafft!",
    successDescription:
      "Falls diese Adresse noch nicht angemeldet ist, ist ein Bestätigungslink unterwegs. Ihr Abonnement beginnt, wenn Sie ihn öffnen.",
    successNoScript:
      "Geschafft! Falls diese Adresse noch nicht angemeldet ist, ist ein Bestätigungslink unterwegs. Ihr Abonnement beginnt, wenn Sie ihn öffnen.",
    failureTitle: "Die Anmeldung hat nicht geklappt",
    failureDescription:
      "Auf dem Weg zu unserem Server ist etwas schiefgelaufen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
    queued:
      "Sie sind offline. Ihre Adresse bleibt auf diesem Gerät, und wir senden Ihre Anmeldung, sobald Sie wieder online sind.",
    notStored:
      "Wir konnten Ihre Anmeldung nicht speichern, daher wurde keine E-Mail verschickt. Bitte versuchen Sie es in ein paar Minuten erneut.",
  },
  api: {
    tooLarge: "Der Anfrage-Body ist zu groß. Senden Sie höchstens 10 KB.",
    unsupportedType:
      'Senden Sie JSON mit Content-Type: application/json, zum Beispiel {"email": "you@example.com"}.',
    notJson: 'Der Anfrage-Body ist kein gültiges JSON. Senden Sie {"email": "you@example.com"}.',
    notObject: 'Senden Sie ein JSON-Objekt, zum Beispiel {"email": "you@example.com"}.',
    rateLimited:
      "Zu viele Anmeldungen von Ihrer Verbindung. Versuchen Sie es in {seconds} Sekunden erneut.",
    methodNotAllowed: "Methode nicht erlaubt. Verwenden Sie POST.",
    accepted:
      "Vielen Dank! Falls diese Adresse noch nicht angemeldet ist und wir ihr in der letzten Stunde nicht geschrieben haben, ist ein Link zur Bestätigung des Abonnements unterwegs.",
    notStored:
      "Wir konnten die Anmeldung nicht speichern, daher wurde keine E-Mail verschickt. Bitte versuchen Sie es in ein paar Minuten erneut.",
  },
  confirm: {
    askTitle: "Abonnement bestätigen?",
    askText:
      "Drücken Sie auf die Schaltfläche, dann senden wir den Newsletter von Explore Kosovo an {email}.",
    button: "Abonnement bestätigen",
    metaTitle: "Abonnement bestätigen · Explore Kosovo",
    metaDescription: "Bestätigen Sie Ihr Abonnement des Newsletters von Explore Kosovo.",
    confirmedTitle: "Abonnement bestätigt",
    confirmedText:
      "Vielen Dank! Sie erhalten den Newsletter von Explore Kosovo an {email}: neue Orte, Festivaltermine und praktische Tipps für Ihre Reise.",
    unsubscribedTitle: "Dieses Abonnement ist beendet",
    unsubscribedText:
      "Sie haben den Newsletter abbestellt, daher gilt dieser Bestätigungslink nicht mehr. Wenn Sie den Newsletter wieder erhalten möchten, melden Sie sich auf unserer Startseite an.",
    invalidTitle: "Dieser Bestätigungslink funktioniert nicht",
    invalidText:
      "Der Link ist vielleicht unvollständig, schon benutzt oder durch einen neueren ersetzt. Kopieren Sie den ganzen Link aus der neuesten E-Mail oder melden Sie sich auf unserer Startseite erneut an.",
    expiredTitle: "Dieser Bestätigungslink ist abgelaufen",
    expiredText: "Bestätigungslinks gelten 7 Tage. Wir können einen neuen an {email} schicken.",
    resendButton: "Neuen Link schicken",
    resentTitle: "Ein neuer Link ist unterwegs",
    resentText:
      "Sehen Sie im Postfach von {email} nach und öffnen Sie den neuen Link innerhalb von 7 Tagen.",
    resendLimitedTitle: "Wir haben Ihnen gerade erst geschrieben",
    resendLimitedText:
      "Wir haben vor weniger als einer Stunde einen Link an {email} geschickt. Bitte nutzen Sie diesen oder versuchen Sie es später noch einmal.",
  },
  unsubscribe: {
    metaTitle: "Abmelden · Explore Kosovo",
    metaDescription: "Vom Newsletter von Explore Kosovo abmelden.",
    askTitle: "Vom Newsletter abmelden?",
    askText: "Wir senden den Newsletter von Explore Kosovo dann nicht mehr an {email}.",
    button: "Abmelden",
    doneTitle: "Sie sind abgemeldet",
    doneText:
      "Wir senden den Newsletter nicht mehr an {email}. Doch anders überlegt? Auf unserer Startseite können Sie sich jederzeit wieder anmelden.",
    howTitle: "So melden Sie sich ab",
    howText:
      "Jede Newsletter-E-Mail endet mit einem persönlichen Abmeldelink. Öffnen Sie ihn und bestätigen Sie – ein Klick, und Sie erhalten keine E-Mails mehr.",
    invalidTitle: "Dieser Abmeldelink funktioniert nicht",
    invalidText:
      "Der Link ist möglicherweise unvollständig. Kopieren Sie den vollständigen Link aus der Newsletter-E-Mail und versuchen Sie es erneut.",
  },
  mail: {
    unsubscribe: "Abmelden",
    footer:
      "Sie erhalten diese E-Mail, weil {email} im Newsletter-Formular von Explore Kosovo eingetragen wurde.",
    confirm: {
      subject: "Bestätigen Sie Ihr Abonnement des Explore-Kosovo-Newsletters",
      preview: "Bestätigen Sie, und der Newsletter von Explore Kosovo kommt zu Ihnen.",
      heading: "Bitte bestätigen Sie Ihr Abonnement",
      intro:
        "Jemand – hoffentlich Sie – möchte den Newsletter von Explore Kosovo an {email} erhalten. Zur Bestätigung öffnen Sie bitte diesen Link:",
      button: "Abonnement bestätigen",
      expires: "Der Link funktioniert einmal und läuft nach 7 Tagen ab.",
      fallback:
        "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser: {url}",
      ignore:
        "Waren Sie das nicht, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung schreiben wir dieser Adresse nicht wieder.",
    },
    welcome: {
      subject: "Willkommen beim Newsletter von Explore Kosovo",
      preview: "Ihr Abonnement ist bestätigt.",
      heading: "Willkommen!",
      intro:
        "Ihr Abonnement ist bestätigt. Wir schreiben Ihnen, wenn es etwas Wissenswertes gibt: neue Orte, Festivaltermine und praktische Tipps für Ihre Reise.",
      button: "Jetzt entdecken",
    },
    issue: {
      footer:
        "Sie erhalten diesen Newsletter, weil Sie ihn bei Explore Kosovo mit {email} abonniert haben.",
    },
  },
  draft: {
    title: "Was los ist im Kosovo: {month}",
    intro:
      "Festivals und Veranstaltungen mit bestätigten Terminen im {month}. Termine können sich noch ändern; sehen Sie vor der Reise auf der Seite der Veranstaltung nach.",
    more: "Mehr zu dieser Veranstaltung",
    none: "Für {month} hat noch keine Veranstaltung bestätigte Termine. Auf unserer Veranstaltungsseite sehen Sie, was geplant ist.",
  },
  home: "Zurück zur Startseite",
};
