/** Vargjet e buletinit (formulari, API, e-maili, konfirmimi, çregjistrimi), në shqip. */
export default {
  form: {
    label: "Adresa e e-mailit",
    placeholder: "Shkruani e-mailin tuaj",
    subscribe: "Abonohuni",
    processing: "Duke u përpunuar...",
    invalidEmail: "Ju lutemi shkruani një adresë e-maili të vlefshme",
    doubleOptIn:
      "Do t’ju dërgojmë me e-mail një lidhje për konfirmim. Çdo buletin ka një lidhje çregjistrimi me një klikim.",
    rateLimited:
      "Nga lidhja juaj janë bërë shumë regjistrime. Ju lutemi prisni një minutë dhe provoni përsëri.",
    successTitle: "U krye!",
    successDescription:
      "Nëse kjo adresë nuk është ende e abonuar, një lidhje për konfirmim është rrugës. Abonimi fillon kur ta hapni.",
    successNoScript:
      "U krye! Nëse kjo adresë nuk është ende e abonuar, një lidhje për konfirmim është rrugës. Abonimi fillon kur ta hapni.",
    failureTitle: "Nuk mundëm t’ju abonojmë",
    failureDescription:
      "Diçka shkoi keq gjatë lidhjes me serverin tonë. Ju lutemi kontrolloni lidhjen tuaj dhe provoni përsëri.",
    queued:
      "Jeni jashtë linje. Adresa juaj ruhet në këtë pajisje dhe do ta dërgojmë regjistrimin sapo të jeni sërish në linjë.",
    notStored:
      "Nuk mundëm ta ruanim regjistrimin tuaj, prandaj nuk u dërgua asnjë e-mail. Ju lutemi provoni përsëri pas disa minutash.",
  },
  api: {
    tooLarge: "Trupi i kërkesës është shumë i madh. Dërgoni jo më shumë se 10 KB.",
    unsupportedType:
      'Dërgoni JSON me Content-Type: application/json, për shembull {"email": "you@example.com"}.',
    notJson: 'Trupi i kërkesës nuk është JSON i vlefshëm. Dërgoni {"email": "you@example.com"}.',
    notObject: 'Dërgoni një objekt JSON, për shembull {"email": "you@example.com"}.',
    rateLimited: "Shumë regjistrime nga lidhja juaj. Provoni përsëri pas {seconds} sekondash.",
    methodNotAllowed: "Metoda nuk lejohet. Përdorni POST.",
    accepted:
      "Faleminderit! Nëse kjo adresë nuk është ende e abonuar dhe nuk i kemi shkruar në orën e fundit, një lidhje për të konfirmuar abonimin është rrugës.",
    notStored:
      "Nuk mundëm ta ruanim regjistrimin, prandaj nuk u dërgua asnjë e-mail. Ju lutemi provoni përsëri pas disa minutash.",
  },
  confirm: {
    askTitle: "Të konfirmoni abonimin?",
    askText: "Shtypni butonin dhe do ta dërgojmë buletinin e Explore Kosovo në {email}.",
    button: "Konfirmoni abonimin",
    metaTitle: "Konfirmoni abonimin · Explore Kosovo",
    metaDescription: "Konfirmoni abonimin tuaj në buletinin e Explore Kosovo.",
    confirmedTitle: "Abonimi u konfirmua",
    confirmedText:
      "Faleminderit! Buletinin e Explore Kosovo do ta merrni në {email}: vende të reja, datat e festivaleve dhe këshilla praktike për udhëtimin tuaj.",
    unsubscribedTitle: "Ky abonim ka përfunduar",
    unsubscribedText:
      "Jeni çregjistruar nga buletini, prandaj kjo lidhje konfirmimi nuk vlen më. Nëse e doni sërish buletinin, regjistrohuni në faqen tonë kryesore.",
    invalidTitle: "Kjo lidhje konfirmimi nuk funksionon",
    invalidText:
      "Lidhja mund të jetë e paplotë, e përdorur tashmë ose e zëvendësuar nga një më e re. Kopjoni të gjithë lidhjen nga e-maili i fundit ose regjistrohuni përsëri në faqen tonë kryesore.",
    expiredTitle: "Kjo lidhje konfirmimi ka skaduar",
    expiredText:
      "Lidhjet e konfirmimit vlejnë 7 ditë. Mund t’i dërgojmë një të re adresës {email}.",
    resendButton: "Më dërgoni një lidhje të re",
    resentTitle: "Një lidhje e re është rrugës",
    resentText: "Shikoni kutinë postare të {email} dhe hapeni lidhjen e re brenda 7 ditëve.",
    resendLimitedTitle: "Ju kemi shkruar së fundmi",
    resendLimitedText:
      "I dërguam një lidhje adresës {email} më pak se një orë më parë. Ju lutemi përdorni atë, ose provoni përsëri më vonë.",
  },
  unsubscribe: {
    metaTitle: "Çregjistrimi · Explore Kosovo",
    metaDescription: "Çregjistrohuni nga buletini i Explore Kosovo.",
    askTitle: "Të çregjistroheni nga buletini?",
    askText: "Nuk do ta dërgojmë më buletinin e Explore Kosovo në {email}.",
    button: "Çregjistrohuni",
    doneTitle: "U çregjistruat",
    doneText:
      "Nuk do ta dërgojmë më buletinin në {email}. Ndërruat mendje? Mund të regjistroheni përsëri në faqen tonë kryesore.",
    howTitle: "Si të çregjistroheni",
    howText:
      "Çdo e-mail i buletinit mbyllet me një lidhje personale çregjistrimi. Hapeni dhe do t’ju kërkohet ta konfirmoni; një klikim dhe s’ka më e-maile.",
    invalidTitle: "Kjo lidhje çregjistrimi nuk funksionon",
    invalidText:
      "Lidhja mund të jetë e paplotë. Kopjoni të gjithë lidhjen nga e-maili i buletinit dhe provoni përsëri.",
  },
  mail: {
    unsubscribe: "Çregjistrohuni",
    footer:
      "E merrni këtë e-mail sepse adresa {email} u shkrua në formularin e buletinit të Explore Kosovo.",
    confirm: {
      subject: "Konfirmoni abonimin në buletinin e Explore Kosovo",
      preview: "Konfirmoni dhe buletini i Explore Kosovo fillon të vijë.",
      heading: "Ju lutemi konfirmoni abonimin",
      intro:
        "Dikush, shpresojmë ju, ka kërkuar të marrë buletinin e Explore Kosovo në {email}. Për ta konfirmuar, hapni këtë lidhje:",
      button: "Konfirmo abonimin tim",
      expires: "Lidhja funksionon vetëm një herë dhe skadon pas 7 ditësh.",
      fallback: "Nëse butoni nuk funksionon, kopjojeni këtë adresë në shfletuesin tuaj: {url}",
      ignore:
        "Nëse nuk ishit ju, shpërfilleni këtë e-mail: pa konfirmim nuk do t’i shkruajmë më kësaj adrese.",
    },
    welcome: {
      subject: "Mirë se vini në buletinin e Explore Kosovo",
      preview: "Abonimi juaj u konfirmua.",
      heading: "Mirë se vini!",
      intro:
        "Abonimi juaj u konfirmua. Do t’ju shkruajmë kur të ketë diçka që ia vlen ta dini: vende të reja, datat e festivaleve dhe këshilla praktike për udhëtimin tuaj.",
      button: "Filloni eksplorimin",
    },
    issue: {
      footer: "E merrni këtë buletin sepse u abonuat në Explore Kosovo me adresën {email}.",
    },
  },
  draft: {
    title: "Çfarë ka në Kosovë: {month}",
    intro:
      "Festivale dhe ngjarje me data të konfirmuara në {month}. Datat mund të ndryshojnë ende, prandaj shikoni faqen e ngjarjes para se të udhëtoni.",
    more: "Më shumë për këtë ngjarje",
    none: "Asnjë ngjarje nuk ka ende data të konfirmuara për {month}. Shikoni faqen tonë të ngjarjeve për atë që është planifikuar.",
  },
  home: "Kthehuni te faqja kryesore",
};
