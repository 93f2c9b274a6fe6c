export default {
  confirm: {
    askTitle: "Konfirmoni dërgesën tuaj",
    askText:
      "Shtypni butonin për të konfirmuar se e dërguat ju. Pastaj një moderator e lexon para se të shfaqet në faqe.",
    button: "Konfirmoni dërgesën",
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
};
