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
    successDescription:
      "Se questo indirizzo non è ancora iscritto, è in arrivo un link di conferma. L'iscrizione inizia quando lo apri.",
    successNoScript:
      "Fatto! Se questo indirizzo non è ancora iscritto, è in arrivo un link di conferma. L'iscrizione inizia quando lo apri.",
    failureTitle: "Non siamo riusciti a iscriverti",
    failureDescription:
      "Qualcosa è andato storto nel collegamento al nostro server. Controlla la connessione e riprova.",
    queued:
      "Sei offline. Il tuo indirizzo resta su questo dispositivo e invieremo l'iscrizione appena sarai di nuovo online.",
    notStored:
      "Non siamo riusciti a salvare la tua iscrizione, quindi non è partita nessuna e-mail. Riprova tra qualche minuto.",
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
      "Grazie! Se questo indirizzo non è ancora iscritto e non gli abbiamo scritto nell'ultima ora, è in arrivo un link per confermare l'iscrizione.",
    notStored:
      "Non siamo riusciti a salvare l'iscrizione, quindi non è partita nessuna e-mail. Riprova tra qualche minuto.",
  },
  confirm: {
    askTitle: "Vuoi confermare l'iscrizione?",
    askText: "Premi il pulsante e invieremo la newsletter di Explore Kosovo a {email}.",
    button: "Conferma l'iscrizione",
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
      "Il link potrebbe essere incompleto, già usato o sostituito da uno più recente. Copia l'intero link dall'ultima e-mail, oppure iscriviti di nuovo dalla nostra home page.",
    expiredTitle: "Questo link di conferma è scaduto",
    expiredText: "I link di conferma valgono 7 giorni. Possiamo inviarne uno nuovo a {email}.",
    resendButton: "Inviami un nuovo link",
    resentTitle: "Un nuovo link è in arrivo",
    resentText: "Controlla la casella di {email} e apri il nuovo link entro 7 giorni.",
    resendLimitedTitle: "Ti abbiamo scritto da poco",
    resendLimitedText:
      "Abbiamo inviato un link a {email} meno di un'ora fa. Usa quello, oppure riprova più tardi.",
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
  mail: {
    unsubscribe: "Annulla l'iscrizione",
    footer:
      "Ricevi questa e-mail perché {email} è stato inserito nel modulo della newsletter di Explore Kosovo.",
    confirm: {
      subject: "Conferma la tua iscrizione alla newsletter di Explore Kosovo",
      preview: "Conferma e la newsletter di Explore Kosovo inizia ad arrivare.",
      heading: "Conferma la tua iscrizione",
      intro:
        "Qualcuno, speriamo tu, ha chiesto di ricevere la newsletter di Explore Kosovo all'indirizzo {email}. Per confermare, apri questo link:",
      button: "Conferma l'iscrizione",
      expires: "Il link funziona una sola volta e scade dopo 7 giorni.",
      fallback: "Se il pulsante non funziona, copia questo indirizzo nel browser: {url}",
      ignore:
        "Se non sei stato tu, ignora questa e-mail: senza conferma non scriveremo più a questo indirizzo.",
    },
    welcome: {
      subject: "Benvenuto nella newsletter di Explore Kosovo",
      preview: "La tua iscrizione è confermata.",
      heading: "Benvenuto!",
      intro:
        "La tua iscrizione è confermata. Ti scriveremo quando ci sarà qualcosa da sapere: nuovi luoghi, date dei festival e consigli pratici per il tuo viaggio.",
      button: "Inizia a esplorare",
    },
    issue: {
      footer: "Ricevi questa newsletter perché ti sei iscritto su Explore Kosovo con {email}.",
    },
  },
  draft: {
    title: "Cosa succede in Kosovo: {month}",
    intro:
      "Festival ed eventi con date confermate a {month}. Le date possono ancora cambiare: controlla la pagina dell'evento prima di partire.",
    more: "Di più su questo evento",
    none: "Nessun evento ha ancora date confermate per {month}. Dai un'occhiata alla nostra pagina degli eventi per ciò che è in programma.",
  },
  home: "Torna alla home page",
};
