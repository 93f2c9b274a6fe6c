/** Italian strings of /what-to-do. Activity and season texts live in app/content/activities.ts. */
export default {
  meta: {
    title: "Cosa fare · Explore Kosovo",
    description:
      "Cosa fare in Kosovo in base ai tuoi interessi: escursioni a Rugova, vino a Rahovec, il centro storico di Prizren, festival del cinema, grotte, sci e avventura, stagione per stagione.",
  },
  hero: {
    eyebrow: "Cosa fare in Kosovo",
    title: "Cosa fare in Kosovo",
    text: "Gole e alpeggi, antichi bazar e monasteri, cantine, festival e piste da sci: scegli ciò che ami e ti mostriamo dove trovarlo.",
    quickLabel: "Vai a una categoria",
  },
  find: {
    title: "Trova cosa fare",
    intro:
      "Scegli un interesse e scopri i nostri modi preferiti per passare una giornata in Kosovo.",
    tabsLabel: "Categorie di attività",
    count: "{count} attività",
    countOne: "1 attività",
  },
  card: {
    location: "Luogo",
    tags: "Tag",
  },
  empty: {
    title: "Niente da prenotare, ed è proprio questo il bello",
    text: "Le giornate lente del Kosovo non richiedono biglietti. Dormi in una guesthouse di montagna, attardati davanti a un bicchiere di vino dove lo producono o passa un pomeriggio a bere macchiati a Pristina.",
    guesthouses: "Dove dormire: guesthouse di montagna",
    wine: "Degustazioni di vino a Rahovec",
    cafes: "Leggi della cultura del caffè a Pristina",
  },
  top: {
    title: "Esperienze da non perdere",
    intro: "Tre giornate che i nostri lettori ricordano più a lungo.",
    loading: "Caricamento delle esperienze",
  },
  seasons: {
    title: "Attività stagionali",
    intro:
      "Il Kosovo ha quattro stagioni ben distinte, ognuna con i suoi buoni motivi per venire. Ecco per cosa è ideale ciascuna.",
    highlights: "Da non perdere: {season}",
  },
  exploreAll: "Scopri tutte le attività",
};
