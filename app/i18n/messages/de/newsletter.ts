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
    successDescription: "Sie haben unseren Newsletter abonniert.",
    successNoScript:
      "Geschafft! Sie haben unseren Newsletter abonniert. In Ihrem Postfach finden Sie den Bestätigungslink.",
    failureTitle: "Die Anmeldung hat nicht geklappt",
    failureDescription:
      "Auf dem Weg zu unserem Server ist etwas schiefgelaufen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.",
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
      "Vielen Dank! Falls diese Adresse noch nicht auf unserer Liste steht, haben wir ihr einen Link zur Bestätigung des Abonnements gesendet.",
  },
  email: {
    subject: "Bestätigen Sie Ihr Abonnement des Explore-Kosovo-Newsletters",
    body: "Hallo,\n\njemand – hoffentlich Sie – möchte den Newsletter von Explore Kosovo an diese Adresse erhalten. Zur Bestätigung öffnen Sie bitte diesen Link:\n\n{confirmUrl}\n\nWaren Sie das nicht, ignorieren Sie diese E-Mail einfach; Sie hören dann nichts mehr von uns.\n\nAbmelden können Sie sich jederzeit hier:\n{unsubscribeUrl}\n\nExplore Kosovo",
  },
  confirm: {
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
      "Der Link ist möglicherweise unvollständig oder abgelaufen. Kopieren Sie den vollständigen Link aus der E-Mail oder melden Sie sich auf unserer Startseite erneut an.",
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
  home: "Zurück zur Startseite",
};
