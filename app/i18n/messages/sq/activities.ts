/** Vargjet e faqes /what-to-do në shqip. Tekstet e aktiviteteve dhe të stinëve janë te app/content/activities.ts. */
export default {
  meta: {
    title: "Çfarë të bëni · Explore Kosovo",
    description:
      "Çfarë të bëni në Kosovë sipas interesit: ecje në Rugovë, verë në Rahovec, qyteti i vjetër i Prizrenit, festivale filmi, shpella, ski dhe aventura, stinë pas stine.",
  },
  hero: {
    eyebrow: "Aktivitete në Kosovë",
    title: "Çfarë të bëni në Kosovë",
    text: "Gryka dhe bjeshkë, çarshi të vjetra dhe manastire, bodrume vere, festivale dhe pista skijimi: zgjidhni atë që ju pëlqen dhe ne ju tregojmë ku ta gjeni.",
    quickLabel: "Shkoni te një kategori",
  },
  find: {
    title: "Gjeni aktivitete",
    intro:
      "Zgjidhni një interes dhe shihni mënyrat tona të preferuara për ta kaluar një ditë në Kosovë.",
    tabsLabel: "Kategoritë e aktiviteteve",
    count: "{count} aktivitete",
    countOne: "1 aktivitet",
  },
  card: {
    location: "Vendndodhja",
    tags: "Etiketat",
  },
  empty: {
    title: "Këtu s’keni ç’të rezervoni, dhe pikërisht kjo është bukuria",
    text: "Ditët e qeta në Kosovë nuk kërkojnë biletë. Qëndroni në një bujtinë malore, shijoni verën aty ku prodhohet ose kaloni një pasdite me makiato në Prishtinë.",
    guesthouses: "Ku të qëndroni: bujtina malore",
    wine: "Degustim vere në Rahovec",
    cafes: "Lexoni për kulturën e kafeneve në Prishtinë",
  },
  top: {
    title: "Përvojat më të mira",
    intro: "Tri ekskursione njëditore që lexuesit tanë i mbajnë mend më gjatë.",
    loading: "Po ngarkohen përvojat më të mira",
  },
  seasons: {
    title: "Aktivitete sipas stinës",
    intro:
      "Kosova ka katër stinë të dallueshme dhe secila ka arsyet e veta për t’ju sjellë këtu. Ja për çfarë është më e mirë secila prej tyre.",
    highlights: "Më të veçantat – {season}",
  },
  exploreAll: "Shihni të gjitha aktivitetet",
};
