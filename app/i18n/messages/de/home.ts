/** Deutsche Texte der Startseite. */
export default {
  meta: {
    title: "Explore Kosovo · Berge, Klöster und Europas jüngste Hauptstadt",
    description:
      "Planen Sie Ihre Reise nach Kosovo: Reiseziele, Städte, Veranstaltungen, Essen und ehrliche praktische Tipps – von der Altstadt von Prizren bis zur Rugova-Schlucht.",
  },
  hero: {
    title: "Auf nach Kosovo",
    intro:
      "Steinbrücken und osmanische Basare, freskengeschmückte Klöster, Schluchten zum Klettern und die lebendigsten Cafés des Balkans – alles nur ein paar Autostunden voneinander entfernt.",
    exploreNow: "Jetzt entdecken",
    planTrip: "Reise planen",
    carouselLabel: "Höhepunkte des Kosovo",
    slide: "Folie",
    slideLabel: "{index} von {count}",
    showSlide: "Folie {index} anzeigen: {title}",
    nextFestival: "Nächstes Festival",
    popular: "Beliebt: Prizren",
    popularText: "Steinbrücke, Festung und Altstadt",
    stats: {
      label: "Was dieser Reiseführer umfasst",
      destinations: "Sehenswerte Reiseziele",
      events: "Jährliche Veranstaltungen",
      experiences: "Besondere Erlebnisse",
    },
    guidebooks: "Kosovo in den Reiseführern",
    guidebook: {
      bradt: "Bradt Travel Guides brachte „Kosovo“ heraus, den ersten Reiseführer nur über Kosovo",
      lonelyPlanet: "Lonely Planet zählte Kosovo zu den besten Reisezielen des Jahres",
    },
    guidebookSource: "Quelle:",
  },
  cities: {
    title: "Städte & Gemeinden",
    intro:
      "Neunundzwanzig Ausgangspunkte – von den Cafés in Pristina bis zu den Bergdörfern rund um Dragash.",
    listLabel: "Ort auswählen",
    emptyTitle: "Explore Kosovo",
    emptyHint: "Wählen Sie einen Ort aus der Liste, um zu sehen, wofür er bekannt ist.",
    explore: "{name} entdecken",
  },
  experiences: {
    title: "Ausgewählte Erlebnisse",
    intro:
      "Spaziergänge, Wanderungen, Verkostungen und Festivals, von denen Sie zu Hause noch lange erzählen werden.",
    viewAll: "Alle Erlebnisse ansehen",
    exploreAll: "Alle entdecken",
    smallGroups: "Kleine Gruppen",
    viewDetails: "Details ansehen",
    viewDetailsLabel: "Details ansehen: {name}",
  },
  videos: {
    title: "Ausgewählte Videos",
    intro:
      "Erleben Sie Kosovo in Bewegung, bevor Sie losfahren: seine Altstädte, seine Schluchten und seine Hauptstadt.",
    play: "Video abspielen: {title}",
    descriptions: "Beschreibung des Films",
    noSound: "(Ohne Ton)",
    untranslated:
      "Die Texte dieses Videos sind noch nicht übersetzt. Sie werden auf Englisch angezeigt.",
    mute: "Ton aus",
    unmute: "Ton an",
    choose: "Video auswählen",
    playerTitle: "YouTube-Videoplayer: {title}",
    whyTitle: "Warum Kosovo?",
    whyText:
      "Kosovo ist so klein, dass man es in wenigen Stunden durchquert, und doch finden Sie hier Klöster auf der UNESCO-Welterbeliste, eine Festungsstadt am Fluss, Gipfel über 2.500 m und eine Hauptstadt, die nie zu schlafen scheint. Sie zahlen in Euro, die Menschen freuen sich über Ihren Besuch, und ein Tagesbudget reicht weit.",
    hashtags: "#ExploreKosovo #VisitKosovo #KosovoTravel",
  },
  events: {
    title: "Kommende Veranstaltungen",
    intro: "Film, Musik, Essen und Feiertage: Planen Sie Ihre Reise rund um ein Festival.",
    viewAll: "Alle Veranstaltungen ansehen",
    seeCalendar: "Zum Kalender",
    festival: "Festival",
    event: "Veranstaltung",
    viewDetails: "Details ansehen",
    viewDetailsLabel: "Details ansehen: {name}",
    startsAt: "Beginn: {time}",
    none: "Derzeit sind keine kommenden Veranstaltungen eingetragen. Der Kalender zeigt das ganze Jahr.",
    toBeConfirmed: "Termine noch nicht bestätigt",
  },
  plan: {
    title: "Reise planen",
    intro:
      "Visum, Anreise, Unterkunft und beste Reisezeit: die praktischen Antworten, bevor Sie buchen.",
    links: {
      checkRequirements: "Einreisebestimmungen prüfen",
      transportationOptions: "Verkehrsmittel",
      findPlacesToStay: "Unterkünfte finden",
      seasonalGuide: "Reisezeiten im Überblick",
      culturalTips: "Kulturelle Tipps",
      viewItineraries: "Reiserouten ansehen",
    },
    helpTitle: "Brauchen Sie Hilfe bei der Planung?",
    helpText:
      "Wählen Sie Reisemonat, Reisedauer, Budget und Interessen – unser Reiseplaner schlägt Ihnen einen Plan für jeden Tag mit ehrlichem Budget vor.",
    helpButton: "Persönliche Empfehlung erhalten",
  },
  photos: {
    title: "Kosovo in Bildern",
    intro:
      "Altstädte in der Abenddämmerung, verschneite Gipfel im Morgengrauen: ein erster Blick auf das Land.",
    follow: "Folgen Sie uns auf Instagram",
    viewAll: "Alle Fotos ansehen",
  },
  about: {
    title: "Über Kosovo",
    button: "Mehr über Kosovo",
  },
  newsletter: {
    title: "Reiseinspiration direkt in Ihr Postfach",
    text: "Festivaltermine, neue Orte und praktische Tipps für Ihre Reise. Kein Spam, und Sie können sich jederzeit abmelden.",
  },
  loadError:
    "Diese Liste konnte gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.",
};
