export default {
  footer:
    "Questa e-mail è stata inviata a {email} perché questo indirizzo è stato indicato in un modulo su Explore Kosovo.",
  confirm: {
    subject: "Conferma {title}",
    heading: "Conferma, per favore",
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
    button: "Guardalo sulla pagina",
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
};
