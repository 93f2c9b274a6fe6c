export default {
  confirm: {
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
  mail: {
    footer:
      "Questa e-mail è stata inviata a {email} perché questo indirizzo è stato indicato in un modulo su Explore Kosovo.",
    confirm: {
      subject: "Conferma {title}",
      heading: "Un clic per confermare",
      intro:
        "Grazie per {title}. Conferma che è tuo: poi lo legge un moderatore, e compare sul sito una volta approvato.",
      button: "Conferma",
      expires:
        "Il link vale una volta, per 7 giorni. I contributi non confermati vengono eliminati dopo 7 giorni.",
      fallback: "Se il pulsante non funziona, copia questo indirizzo nel browser: {url}",
      manage:
        "Per modificarlo o eliminarlo in seguito, usa questo link privato (non condividerlo): {url}",
      ignore:
        "Se non l'hai scritto tu, ignora questa e-mail: senza il link non viene pubblicato nulla.",
    },
    published: {
      subject: "Pubblicato: {title}",
      heading: "È sul sito",
      intro: "Un moderatore ha approvato {title}. Grazie per aiutare gli altri viaggiatori.",
    },
    rejected: {
      subject: "Non pubblicato: {title}",
      heading: "Non l'abbiamo pubblicato",
      intro: "Un moderatore ha letto {title} e ha deciso di non pubblicarlo.",
      reason: "Il motivo del moderatore: {reason}",
      noReason: "nessuno indicato",
      after:
        "Puoi scrivere di nuovo, seguendo le regole della nostra pagina su come funzionano le recensioni.",
    },
  },
};
