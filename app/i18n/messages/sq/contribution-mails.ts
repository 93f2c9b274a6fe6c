export default {
  footer: "Ky e-mail shkoi te {email} sepse kjo adresë u dha në një formular në Explore Kosovo.",
  confirm: {
    subject: "Ju lutemi konfirmoni {title}",
    heading: "Ju lutemi konfirmoni",
    intro:
      "Faleminderit për {title}. Ju lutemi konfirmoni se është i juaji: pastaj e lexon një moderator dhe shfaqet në faqe pasi të miratohet.",
    button: "Konfirmo",
    expires: "Lidhja vlen një herë, për 7 ditë. Dërgesat e pakonfirmuara fshihen pas 7 ditësh.",
    fallback: "Nëse butoni nuk funksionon, kopjojeni këtë adresë në shfletues: {url}",
    manage:
      "Për ta ndryshuar ose fshirë më vonë, përdorni këtë lidhje private (mos ia jepni askujt): {url}",
    ignore: "Nëse nuk e keni shkruar ju, injorojeni këtë e-mail: asgjë nuk publikohet pa lidhjen.",
  },
  published: {
    subject: "U publikua: {title}",
    heading: "Është në faqe",
    intro: "Një moderator miratoi {title}. Faleminderit që ndihmoni udhëtarët e tjerë.",
    button: "Shikojeni në faqe",
  },
  rejected: {
    subject: "Nuk u publikua: {title}",
    heading: "Nuk e publikuam",
    intro: "Një moderator lexoi {title} dhe vendosi të mos e publikojë.",
    reason: "Arsyeja e moderatorit: {reason}",
    noReason: "nuk u dha asnjë",
    after:
      "Jeni të mirëpritur të shkruani sërish, sipas rregullave në faqen tonë se si funksionojnë vlerësimet.",
  },
};
