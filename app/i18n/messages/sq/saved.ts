/** Vargjet e listës së ruajtur (butonat “Ruaj”, distinktivi në krye, /saved), në shqip. */
export default {
  button: {
    save: "Ruani",
    saved: "E ruajtur",
    saveLabel: "Ruani: {name}",
    removeLabel: "Hiqeni nga të ruajturat: {name}",
  },
  toast: {
    saved: "U ruajt",
    removed: "U hoq nga të ruajturat",
    storageFailed:
      "Shfletuesi juaj nuk e ruajti këtë ndryshim; mund të jetë në modalitetin privat.",
  },
  badge: {
    label: "Vendet e ruajtura: {count}",
  },
  types: {
    destination: "Destinacione",
    place: "Vende",
    city: "Qytete",
    attraction: "Atraksione",
    experience: "Përvoja",
    event: "Ngjarje",
  },
  page: {
    title: "Vendet e ruajtura",
    metaTitle: "Vendet e ruajtura · Explore Kosovo",
    metaDescription:
      "Destinacionet, atraksionet, përvojat dhe ngjarjet që ruajtët gjatë eksplorimit të Kosovës, të mbajtura vetëm në këtë shfletues.",
    intro:
      "Gjithçka që ruani mbetet vetëm në këtë shfletues: pa llogari, asgjë nuk na dërgohet neve. Printojeni listën për ta marrë me vete.",
    count: "{count} të ruajtura",
    countOne: "1 i ruajtur",
    print: "Printoni listën",
    remove: "Hiqeni",
    removeLabel: "Hiqeni nga të ruajturat: {name}",
    emptyTitle: "Ende s’keni ruajtur asgjë",
    emptyText:
      "Përdorni butonin “Ruani” ose zemrën te destinacionet, atraksionet, përvojat dhe ngjarjet për t’i mbajtur këtu.",
    emptyNoScript:
      "Vendet tuaja të ruajtura mbahen nga JavaScript në këtë shfletues; aktivizojeni për t’i parë.",
    browse: "Shfletoni destinacionet",
    browseAttractions: "Shihni atraksionet",
    browseEvents: "Shihni ngjarjet e ardhshme",
    printTitle: "Vendet e mia të ruajtura në Kosovë",
    printedFrom: "Printuar nga {site}",
    open: "Hapeni",
  },
  keep: {
    button: "Ruaje për offline",
    buttonHint: "Ruaj në këtë pajisje këtë faqe, vendet ku të çon dhe fotot e tyre.",
    measuring: "Po matet çfarë do të ruhet…",
    sizeMB: "Rreth {size} MB",
    sizeKB: "Rreth {size} KB",
    contents: "Kjo faqe, {count} vende ku të çon dhe fotot e tyre.",
    contentsOne: "Kjo faqe, 1 vend ku të çon dhe fotot e tyre.",
    contentsNone: "Kjo faqe dhe fotot e saj.",
    confirm: "Ruaje për offline",
    cancel: "Anulo",
    saving: "Po ruhet…",
    keptOn: "Ruajtur për offline më {date}",
    remove: "Hiqe nga offline",
    removeLabel: "Hiqe {title} nga offline",
    print: "Printo",
    keptTitle: "Ruajtur për offline",
    keptText: "{title} dhe vendet e saj hapen pa lidhje.",
    evictedTitle: "Ruajtur për offline, më të vjetrat u hoqën",
    evictedText: "Për të mbetur nën {cap}, këto u hoqën nga offline: {titles}.",
    removedTitle: "U hoq nga offline",
    failedTitle: "Nuk u ruajt për offline",
    failedText:
      "Faqet nuk u ruajtën dot. Kontrollo lidhjen dhe hapësirën në këtë pajisje, pastaj provo përsëri.",
    tooBig: "Kjo është më shumë se {cap}, sa ruhet offline më së shumti.",
    changed: "Ka ndryshuar që kur e ruajte. Kopja offline u përditësua.",
    listTitle: "Ruajtur për offline",
    listIntro:
      'Paketat e udhëtimit që ruajte me "Ruaje për offline": çdo faqe, vendet ku të çon dhe fotot e tyre.',
    listEmpty:
      'Ende s\'ke ruajtur asgjë. Përdor "Ruaje për offline" te një qytet, një destinacion, vendet e ruajtura ose një itinerar.',
    listItem: "Ruajtur më {date} · {size}",
    listRefreshed: "përditësuar më {date}",
    listTotal: "{size} nga {cap} të përdorura",
  },
};
