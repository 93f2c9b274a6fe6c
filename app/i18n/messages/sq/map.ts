/** Vargjet e hartës së të gjitha vendeve, në shqip. */
export default {
  page: {
    title: "Harta e Kosovës",
    metaTitle: "Harta e Kosovës · Explore Kosovo",
    metaDescription:
      "Çdo destinacion, qytet, vend dhe atraksion në Kosovë në një hartë të vetme, me pamje liste dhe filtër sipas llojit. Çdo shenjë ju çon te faqja e vet.",
    intro:
      "Çdo destinacion, qytet, vend dhe atraksion i faqes sonë. Zgjidhni një shenjë për të hapur faqen e saj, ose kaloni te lista.",
    viewLabel: "Pamja",
    mapView: "Harta",
    listView: "Lista",
    filterLabel: "Shfaqni",
    all: "Të gjitha",
    apply: "Zbatoni filtrin",
    count: "{count} në hartë",
    countOne: "1 në hartë",
    mapLabel: "Harta e Kosovës me {count} vende",
    outlineCredit:
      "Konturi: Natural Earth (domen publik). Pozicionet në këtë vizatim janë të përafërta.",
    showStreetMap: "Shfaqni hartën e rrugëve",
    streetMapConsent:
      "Harta e rrugëve ngarkon pjesët e hartës nga OpenStreetMap vetëm kur e kërkoni.",
    streetMapLabel: "Harta e rrugëve të Kosovës nga OpenStreetMap",
    hideStreetMap: "Kthehuni te harta e vizatuar",
    streetMapFailed: "Harta e rrugëve nuk u ngarkua. Harta e vizatuar dhe lista funksionojnë ende.",
    attribution: "© Kontribuuesit e OpenStreetMap",
    listTitle: "Të gjitha vendet sipas llojit",
    noneOfType: "Ende asgjë e këtij lloji.",
  },
  types: {
    destination: "Destinacione",
    city: "Qytete",
    place: "Vende",
    attraction: "Atraksione",
  },
  typeOne: {
    destination: "Destinacion",
    city: "Qytet",
    place: "Vend",
    attraction: "Atraksion",
  },
};
