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
};
