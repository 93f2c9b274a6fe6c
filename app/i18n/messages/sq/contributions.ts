export default {
  confirm: {
    metaTitle: "Konfirmoni dërgesën tuaj",
    confirmedTitle: "Faleminderit, u konfirmua",
    confirmedText:
      "Një moderator lexon çdo dërgesë para se të shfaqet në faqe, zakonisht brenda pak ditësh. Do t'ju shkruajmë kur të publikohet, ose pse jo.",
    howItWorks: "Si funksionojnë vlerësimet këtu",
    invalidTitle: "Kjo lidhje nuk funksionon",
    invalidText:
      "Është përdorur tashmë, ka skaduar (lidhjet vlejnë 7 ditë) ose është e paplotë. Dërgesat e pakonfirmuara fshihen pas 7 ditësh; jeni të mirëpritur ta shkruani sërish.",
    home: "Kthehu në faqen kryesore",
  },
  form: {
    honeypot: "Lëreni këtë fushë bosh",
    checking: "Po bëhet një kontroll i shpejtë kundër spamit në shfletuesin tuaj…",
    checked: "Kontrolli kundër spamit u krye.",
    checkFailed:
      "Kontrolli kundër spamit në shfletuesin tuaj nuk përfundoi. Mund ta dërgoni formularin gjithsesi; atëherë vlen një kufi më i rreptë.",
    noScript:
      "Pa JavaScript kontrolli kundër spamit nuk mund të bëhet në shfletuesin tuaj; atëherë dërgesa juaj llogaritet në një kufi më të rreptë për lidhje.",
    proofFailed: "Kontrolli kundër spamit nuk kaloi. Ju lutemi dërgojeni formularin sërish.",
    rateLimited:
      "Shumë dërgesa nga lidhja ose adresa juaj. Ju lutemi provoni sërish pas {minutes} minutash.",
  },
  mail: {
    footer: "Ky e-mail shkoi te {email} sepse kjo adresë u dha në një formular në Explore Kosovo.",
    confirm: {
      subject: "Ju lutemi konfirmoni {title}",
      heading: "Një klik për ta konfirmuar",
      intro:
        "Faleminderit për {title}. Ju lutemi konfirmoni se është i juaji: pastaj e lexon një moderator dhe shfaqet në faqe pasi të miratohet.",
      button: "Konfirmo",
      expires: "Lidhja vlen një herë, për 7 ditë. Dërgesat e pakonfirmuara fshihen pas 7 ditësh.",
      fallback: "Nëse butoni nuk funksionon, kopjojeni këtë adresë në shfletues: {url}",
      manage:
        "Për ta ndryshuar ose fshirë më vonë, përdorni këtë lidhje private (mos ia jepni askujt): {url}",
      ignore:
        "Nëse nuk e keni shkruar ju, injorojeni këtë e-mail: asgjë nuk publikohet pa lidhjen.",
    },
    published: {
      subject: "U publikua: {title}",
      heading: "Është në faqe",
      intro: "Një moderator miratoi {title}. Faleminderit që ndihmoni udhëtarët e tjerë.",
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
  },
};
