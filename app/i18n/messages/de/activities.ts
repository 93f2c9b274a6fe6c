/** Deutsche Texte von /what-to-do. */
export default {
  meta: {
    title: "Aktivitäten · Explore Kosovo",
    description:
      "Erlebnisse in Kosovo nach Interessen: Wandern in Rugova, Wein in Rahovec, die Altstadt von Prizren, Filmfestivals, Höhlen, Skifahren und Abenteuer – Saison für Saison.",
  },
  hero: {
    eyebrow: "Erlebnisse in Kosovo",
    title: "Was tun in Kosovo?",
    text: "Schluchten und Hochweiden, alte Basare und Klöster, Weinkeller, Festivals und Skipisten: Wählen Sie, was Sie lieben – wir zeigen Ihnen, wo Sie es finden.",
    quickLabel: "Direkt zur Kategorie",
  },
  find: {
    title: "Aktivitäten finden",
    intro:
      "Wählen Sie ein Interesse und entdecken Sie unsere liebsten Ideen für einen Tag in Kosovo.",
    tabsLabel: "Aktivitätskategorien",
    count: "{count} Aktivitäten",
    countOne: "1 Aktivität",
  },
  card: {
    location: "Ort",
    tags: "Schlagwörter",
  },
  empty: {
    title: "Hier gibt es nichts zu buchen – und genau darum geht es",
    text: "Für die ruhigen Tage in Kosovo brauchen Sie kein Ticket. Übernachten Sie in einer Berg-Pension, genießen Sie Wein dort, wo er entsteht, oder verbringen Sie einen Nachmittag bei Macchiato in Pristina.",
    guesthouses: "Unterkünfte: Pensionen in den Bergen",
    wine: "Weinprobe in Rahovec",
    cafes: "Über die Kaffeehauskultur in Pristina",
  },
  top: {
    title: "Top-Erlebnisse",
    intro: "Drei Ausflüge, an die sich unsere Leser am längsten erinnern.",
    loading: "Top-Erlebnisse werden geladen",
  },
  seasons: {
    title: "Aktivitäten nach Jahreszeit",
    intro:
      "Kosovo hat vier ausgeprägte Jahreszeiten, und jede hat ihre eigenen Reize. Hier sehen Sie, wofür sich welche am besten eignet.",
    highlights: "Höhepunkte im {season}",
  },
  exploreAll: "Alle Aktivitäten entdecken",
};
