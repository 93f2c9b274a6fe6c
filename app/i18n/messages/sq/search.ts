/** Vargjet e kërkimit në faqe (dritarja dhe /search), në shqip. */
export default {
  dialog: {
    title: "Kërkoni në Explore Kosovo",
    description:
      "Shkruani për të kërkuar destinacione, vende, atraksione, përvoja, ngjarje dhe artikuj. Përdorni shigjetat për të lëvizur nëpër rezultate dhe Enter për të hapur njërin.",
    label: "Kërkoni në faqe",
    placeholder: "Kërkoni vende, ngjarje, artikuj…",
    close: "Mbyllni kërkimin",
    loading: "Po ngarkohet kërkimi…",
    failed:
      "Kërkimi nuk u ngarkua. Kontrolloni lidhjen tuaj ose përdorni faqen e plotë të kërkimit.",
    results: "Rezultatet e kërkimit",
    noResults: "Nuk u gjet asgjë për “{query}”.",
    tryAgain: "Kontrolloni drejtshkrimin ose provoni një fjalë më të shkurtër.",
    seeAll: "Shihni të gjitha rezultatet për “{query}”",
    hint: "Të kërkuara shpesh",
    count: "{count} rezultate",
    countOne: "1 rezultat",
    keys: "↑ ↓ për të lëvizur · Enter për të hapur · Esc për të mbyllur",
  },
  groups: {
    destinations: "Destinacione",
    places: "Vende",
    cities: "Qytete",
    attractions: "Atraksione",
    experiences: "Përvoja",
    events: "Ngjarje",
    activities: "Aktivitete",
    articles: "Artikuj",
    pages: "Faqe",
  },
  page: {
    title: "Kërkim",
    metaTitle: "Kërkim · Explore Kosovo",
    metaTitleQuery: "“{query}” · Kërkim · Explore Kosovo",
    metaDescription:
      "Kërkoni në Explore Kosovo: destinacione, qytete, atraksione, përvoja, ngjarje, aktivitete, artikuj dhe informacione udhëtimi.",
    label: "Kërkoni për",
    placeholder: "Prizren, Rugovë, verë, festivale…",
    submit: "Kërkoni",
    resultsFor: "Rezultatet për “{query}”",
    count: "{count} rezultate",
    countOne: "1 rezultat",
    noResultsTitle: "Nuk u gjet asgjë për “{query}”",
    noResultsText:
      "Kontrolloni drejtshkrimin, provoni një fjalë më të shkurtër ose nisni nga një prej këtyre faqeve të vizituara shpesh.",
    emptyTitle: "Çfarë po kërkoni?",
    emptyText: "Kërkoni në të gjithë faqen ose nisni nga një prej faqeve tona më të vizituara.",
    popular: "Faqe të vizituara shpesh",
  },
};
