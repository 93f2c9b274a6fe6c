/** Vargjet e faqes kryesore në shqip. */
export default {
  meta: {
    title: "Explore Kosovo · Male, manastire dhe kryeqyteti më i ri i Evropës",
    description:
      "Planifikoni një udhëtim në Kosovë: destinacione, qytete, ngjarje, ushqim dhe këshilla praktike të sinqerta, nga qyteti i vjetër i Prizrenit te Gryka e Rugovës.",
  },
  hero: {
    title: "Le të udhëtojmë në Kosovë",
    intro:
      "Ura guri dhe çarshi osmane, manastire me afreske, kanione për ngjitje dhe kafenetë më të gjalla të Ballkanit, të gjitha brenda disa orësh me makinë.",
    exploreNow: "Eksploroni tani",
    planTrip: "Planifikoni udhëtimin",
    carouselLabel: "Pikat kryesore të Kosovës",
    slide: "slajd",
    slideLabel: "{index} nga {count}",
    showSlide: "Shfaqni slajdin {index}: {title}",
    nextFestival: "Festivali i radhës",
    popular: "Më i kërkuari: Prizreni",
    popularText: "Ura e Gurit, kalaja dhe qyteti i vjetër",
    stats: {
      label: "Çfarë përfshin ky udhërrëfyes",
      destinations: "Destinacione të veçanta",
      events: "Ngjarje vjetore",
      experiences: "Përvoja unike",
    },
    guidebooks: "Kosova në guidat turistike",
    guidebook: {
      bradt: 'Bradt Travel Guides botoi "Kosovo", guidën e parë turistike vetëm për Kosovën',
      lonelyPlanet: "Lonely Planet e renditi Kosovën ndër destinacionet më të mira të vitit",
    },
    guidebookSource: "burimi:",
  },
  cities: {
    title: "Qytete dhe komuna",
    intro:
      "Njëzet e nëntë vende nga ku mund të nisni, nga kafenetë e Prishtinës te fshatrat malore rreth Dragashit.",
    listLabel: "Zgjidhni një vend",
    emptyTitle: "Eksploroni Kosovën",
    emptyHint: "Zgjidhni një vend nga lista për të parë se për çfarë njihet.",
    explore: "Eksploroni: {name}",
  },
  experiences: {
    title: "Përvoja të veçanta",
    intro:
      "Shëtitje, ecje në mal, degustime dhe festivale për të cilat do të flisni edhe në shtëpi.",
    viewAll: "Shihni të gjitha përvojat",
    exploreAll: "Eksploroni të gjitha",
    smallGroups: "Grupe të vogla",
    viewDetails: "Shihni detajet",
    viewDetailsLabel: "Shihni detajet: {name}",
  },
  videos: {
    title: "Video të veçanta",
    intro: "Shihni Kosovën në lëvizje para se të niseni: qytetet e vjetra, grykat dhe kryeqytetin.",
    play: "Luani videon: {title}",
    descriptions: "Përshkrimi i filmit",
    noSound: "(Pa zë)",
    untranslated: "Tekstet e kësaj videoje ende nuk janë përkthyer. Ato shfaqen në anglisht.",
    mute: "Hiqni zërin",
    unmute: "Aktivizoni zërin",
    choose: "Zgjidhni një video",
    playerTitle: "Luajtësi i videove në YouTube: {title}",
    whyTitle: "Pse ta eksploroni Kosovën?",
    whyText:
      "Kosova është aq e vogël sa e përshkoni në pak orë, e megjithatë ka manastire në listën e UNESCO-s, një qytet-kala buzë lumit, maja mbi 2500 m dhe një kryeqytet që duket se nuk fle kurrë. Paguani me euro, njerëzit gëzohen që keni ardhur dhe buxheti i një dite ju del për shumë.",
    hashtags: "#ExploreKosovo #VisitKosovo #KosovoTravel",
  },
  events: {
    title: "Ngjarjet e ardhshme",
    intro: "Film, muzikë, ushqim dhe festa kombëtare: planifikojeni udhëtimin rreth një festivali.",
    viewAll: "Shihni të gjitha ngjarjet",
    seeCalendar: "Shihni kalendarin",
    festival: "Festival",
    event: "Ngjarje",
    viewDetails: "Shihni detajet",
    viewDetailsLabel: "Shihni detajet: {name}",
    startsAt: "Fillon në orën {time}",
    none: "Për momentin nuk ka ngjarje të ardhshme në listë. Kalendari tregon gjithë vitin.",
    toBeConfirmed: "Datat do të konfirmohen",
  },
  plan: {
    title: "Planifikoni udhëtimin",
    intro:
      "Vizat, si të vini, ku të qëndroni dhe kur të vini: përgjigjet praktike para se të rezervoni.",
    links: {
      checkRequirements: "Kontrolloni kërkesat",
      transportationOptions: "Mundësitë e transportit",
      findPlacesToStay: "Gjeni ku të qëndroni",
      seasonalGuide: "Udhërrëfyes sipas stinëve",
      culturalTips: "Këshilla kulturore",
      viewItineraries: "Shihni itineraret",
    },
    helpTitle: "Ju duhet ndihmë për të planifikuar udhëtimin?",
    helpText:
      "Zgjidhni muajin, kohëzgjatjen, buxhetin dhe interesat tuaja, dhe planifikuesi ynë ju sugjeron një plan ditë pas dite me një buxhet të ndershëm.",
    helpButton: "Merrni këshilla të personalizuara",
  },
  photos: {
    title: "Kosova në fotografi",
    intro: "Qytete të vjetra në muzg, maja me borë në agim: një vështrim i parë i vendit.",
    follow: "Na ndiqni në Instagram",
    viewAll: "Shihni të gjitha fotografitë",
  },
  about: {
    title: "Rreth Kosovës",
    button: "Mësoni më shumë për Kosovën",
  },
  newsletter: {
    title: "Frymëzim për udhëtime në kutinë tuaj postare",
    text: "Datat e festivaleve, vende të reja dhe këshilla praktike për udhëtimin tuaj. Pa spam, dhe mund të çregjistroheni në çdo kohë.",
  },
  loadError: "Nuk mundëm ta ngarkonim këtë listë tani. Ju lutemi provoni përsëri pas pak.",
};
