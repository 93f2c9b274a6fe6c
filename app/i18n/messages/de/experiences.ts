/** Deutsche Texte von /experiences und /experiences/{id}. */
export default {
  list: {
    title: "Unvergessliche Erlebnisse",
    intro:
      "Durch die Altstadt von Prizren spazieren, am Klettersteig in der Rugova-Schlucht einhaken, Wein in Rahovec probieren oder Flija backen lernen: Erlebnisse, die Ihnen in Erinnerung bleiben.",
    metaTitle: "Erlebnisse · Explore Kosovo",
    metaDescription:
      "Erlebnisse in Kosovo: Altstadtrundgänge, Klettersteig in der Rugova-Schlucht, Weinprobe in Rahovec, Klöster, Höhlen, Skifahren und Hausmannskost.",
    learnMore: "Mehr erfahren",
    loading: "Erlebnisse werden geladen …",
  },
  detail: {
    untranslated:
      "Diese Seite ist noch nicht übersetzt. Einige Texte werden auf Englisch angezeigt.",
    metaTitle: "{name} · Erlebnisse · Explore Kosovo",
    back: "Zurück zu allen Erlebnissen",
    what: "Was Sie erwartet",
    facts: "Auf einen Blick",
    where: "Wo",
    duration: "Dauer",
    season: "Beste Zeit",
    category: "Art",
    whatToBring: "Was Sie mitbringen sollten",
    destination: "Unser Reiseführer zu {name}",
    location: "Wo ist das?",
    share: "Dieses Erlebnis teilen",
    related: "Ähnliche Erlebnisse",
    ratingLabel: "Bewertungen von Besuchern",
  },
  notFound: {
    title: "Erlebnis nicht gefunden",
    text: "Das gesuchte Erlebnis wurde leider nicht gefunden.",
    back: "Zurück zu allen Erlebnissen",
    metaTitle: "Erlebnis nicht gefunden · Explore Kosovo",
  },
  categories: {
    Culture: "Kultur",
    Adventure: "Abenteuer",
    Food: "Kulinarik",
    Nature: "Natur",
  },
};
