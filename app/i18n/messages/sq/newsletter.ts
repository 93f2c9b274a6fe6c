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
    successDescription: "U abonuat në buletinin tonë.",
    successNoScript:
      "U krye! U abonuat në buletinin tonë. Shikoni kutinë tuaj postare për lidhjen e konfirmimit.",
    failureTitle: "Nuk mundëm t’ju abonojmë",
    failureDescription:
      "Diçka shkoi keq gjatë lidhjes me serverin tonë. Ju lutemi kontrolloni lidhjen tuaj dhe provoni përsëri.",
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
      "Faleminderit! Nëse kjo adresë nuk është ende në listën tonë, i kemi dërguar një lidhje për të konfirmuar abonimin.",
  },
  email: {
    subject: "Konfirmoni abonimin në buletinin e Explore Kosovo",
    body: "Përshëndetje,\n\ndikush, shpresojmë ju, ka kërkuar të marrë buletinin e Explore Kosovo në këtë adresë. Për ta konfirmuar, hapni këtë lidhje:\n\n{confirmUrl}\n\nNëse nuk ishit ju, shpërfilleni këtë e-mail dhe nuk do të merrni asgjë më nga ne.\n\nPër t’u çregjistruar në çdo kohë:\n{unsubscribeUrl}\n\nExplore Kosovo",
  },
  confirm: {
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
      "Lidhja mund të jetë e paplotë ose e skaduar. Kopjoni të gjithë lidhjen nga e-maili ose regjistrohuni përsëri në faqen tonë kryesore.",
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
  home: "Kthehuni te faqja kryesore",
};
