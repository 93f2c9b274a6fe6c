/** Italian strings of the newsletter form, API, e-mail and confirmation pages. */
export default {
  form: {
    label: "Indirizzo e-mail",
    placeholder: "Inserisci la tua e-mail",
    subscribe: "Iscriviti",
    processing: "Invio in corso...",
    invalidEmail: "Inserisci un indirizzo e-mail valido",
    doubleOptIn:
      "Ti invieremo per e-mail un link di conferma. Ogni newsletter contiene un link per disiscriverti con un clic.",
    rateLimited: "Troppe iscrizioni dalla tua connessione. Attendi un minuto e riprova.",
    successTitle: "Fatto!",
    successDescription: "Ti sei iscritto alla nostra newsletter.",
    successNoScript:
      "Fatto! Ti sei iscritto alla nostra newsletter. Controlla la tua casella di posta: troverai il link di conferma.",
    failureTitle: "Non siamo riusciti a iscriverti",
    failureDescription:
      "Qualcosa è andato storto nel collegamento al nostro server. Controlla la connessione e riprova.",
  },
  api: {
    tooLarge: "Il corpo della richiesta è troppo grande. Invia al massimo 10 KB.",
    unsupportedType:
      'Invia JSON con Content-Type: application/json, per esempio {"email": "tu@example.com"}.',
    notJson: 'Il corpo della richiesta non è un JSON valido. Invia {"email": "tu@example.com"}.',
    notObject: 'Invia un oggetto JSON, per esempio {"email": "tu@example.com"}.',
    rateLimited: "Troppe iscrizioni dalla tua connessione. Riprova tra {seconds} secondi.",
    methodNotAllowed: "Metodo non consentito. Usa POST.",
    accepted:
      "Grazie! Se questo indirizzo non è ancora nella nostra lista, gli abbiamo inviato un link per confermare l'iscrizione.",
  },
  email: {
    subject: "Conferma la tua iscrizione alla newsletter di Explore Kosovo",
    body: "Ciao,\n\nqualcuno, speriamo tu, ha chiesto di ricevere la newsletter di Explore Kosovo a questo indirizzo. Per confermare, apri questo link:\n\n{confirmUrl}\n\nSe non sei stato tu, ignora questa e-mail e non riceverai altro da noi.\n\nPer disiscriverti in qualsiasi momento:\n{unsubscribeUrl}\n\nExplore Kosovo",
  },
  confirm: {
    metaTitle: "Conferma l'iscrizione · Explore Kosovo",
    metaDescription: "Conferma la tua iscrizione alla newsletter di Explore Kosovo.",
    confirmedTitle: "Iscrizione confermata",
    confirmedText:
      "Grazie! Riceverai la newsletter di Explore Kosovo all'indirizzo {email}: nuovi luoghi, date dei festival e consigli pratici per il tuo viaggio.",
    unsubscribedTitle: "Questa iscrizione è terminata",
    unsubscribedText:
      "Ti sei disiscritto dalla newsletter, quindi questo link di conferma non è più valido. Se vuoi ricevere di nuovo la newsletter, iscriviti dalla nostra home page.",
    invalidTitle: "Questo link di conferma non funziona",
    invalidText:
      "Il link potrebbe essere incompleto o scaduto. Copia l'intero link dall'e-mail, oppure iscriviti di nuovo dalla nostra home page.",
  },
  unsubscribe: {
    metaTitle: "Disiscriviti · Explore Kosovo",
    metaDescription: "Disiscriviti dalla newsletter di Explore Kosovo.",
    askTitle: "Vuoi disiscriverti dalla newsletter?",
    askText: "Smetteremo di inviare la newsletter di Explore Kosovo a {email}.",
    button: "Disiscriviti",
    doneTitle: "Ti sei disiscritto",
    doneText:
      "Non invieremo più la newsletter a {email}. Hai cambiato idea? Puoi iscriverti di nuovo dalla nostra home page.",
    howTitle: "Come disiscriversi",
    howText:
      "Ogni e-mail della newsletter termina con un link personale per disiscriverti. Aprilo e ti chiederemo di confermare: un clic e non riceverai più e-mail.",
    invalidTitle: "Questo link di disiscrizione non funziona",
    invalidText:
      "Il link potrebbe essere incompleto. Copia l'intero link dall'e-mail della newsletter e riprova.",
  },
  home: "Torna alla home page",
};
