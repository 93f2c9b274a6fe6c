export default {
  metaTitle: "Në dispozicion pa lidhje · Explore Kosovo",
  metaDescription:
    "Faqet e Explore Kosovo të ruajtura në këtë pajisje, për t'i lexuar pa lidhje me internetin.",
  title: "Në dispozicion pa lidhje",
  intro:
    "Faqet që keni hapur dhe faqet praktike (numrat e emergjencës, paratë, transporti, vizat dhe hyrja, shëndeti dhe siguria) janë ruajtur në këtë pajisje dhe hapen pa lidhje me internetin.",
  notStoredTitle: "Kjo faqe nuk është në dispozicion pa lidhje",
  notStoredText:
    "{page} nuk është ruajtur në këtë pajisje dhe tani nuk ka lidhje me internetin. Këto faqe janë në dispozicion:",
  tryAgain: "Provo përsëri",
  listTitle: "Të ruajtura në këtë pajisje",
  otherLanguages: "Në gjuhë të tjera",
  savedOn: "ruajtur më {date}",
  loading: "Po kërkohen faqet e ruajtura…",
  empty: "Ende nuk është ruajtur asgjë. Faqet që hapni kur jeni në linjë ruhen këtu.",
  unsupported: "Ky shfletues nuk ruan faqe për lexim pa lidhje.",
};
