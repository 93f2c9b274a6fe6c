export default {
  confirm: {
    askTitle: "Conferma il tuo contributo",
    askText:
      "Premi il pulsante per confermare che l'hai inviato tu. Poi un moderatore lo legge prima che compaia sul sito.",
    button: "Conferma il contributo",
    metaTitle: "Conferma il tuo contributo",
    confirmedTitle: "Grazie, è confermato",
    confirmedText:
      "Un moderatore legge ogni contributo prima che compaia sul sito, di solito entro pochi giorni. Ti scriveremo quando sarà pubblicato, o perché no.",
    howItWorks: "Come funzionano le recensioni qui",
    invalidTitle: "Questo link non funziona",
    invalidText:
      "È già stato usato, è scaduto (i link valgono 7 giorni) o è incompleto. I contributi non confermati vengono eliminati dopo 7 giorni; puoi scriverlo di nuovo.",
    home: "Torna alla pagina iniziale",
  },
  form: {
    honeypot: "Lascia vuoto questo campo",
    checking: "Un rapido controllo antispam è in corso nel tuo browser…",
    checked: "Controllo antispam completato.",
    checkFailed:
      "Il controllo antispam nel tuo browser non è terminato. Puoi comunque inviare il modulo; vale allora un limite più severo.",
    noScript:
      "Senza JavaScript il controllo antispam non può girare nel tuo browser; il tuo contributo rientra allora in un limite più severo per connessione.",
    proofFailed: "Il controllo antispam non è riuscito. Invia di nuovo il modulo.",
    rateLimited:
      "Troppi invii dalla tua connessione o dal tuo indirizzo. Riprova tra {minutes} minuti.",
  },
};
