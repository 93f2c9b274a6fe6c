/* de texts of app/content/media.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  featuredVideos: {
    "1": {
      title: "Prizren: Old Town and Fortress",
      description:
        "Walk with us from the Stone Bridge and the Sinan Pasha Mosque up to the fortress, for the view over Prizren's roofs and minarets.",
      imageAlt: "Prizren's Sinan Pasha Mosque and old-town roofs in warm evening light",
    },
    "2": {
      title: "Into the Rugova Gorge",
      description:
        "Via ferratas, waterfalls and mountain villages in the canyon west of Peja, Kosovo's favourite playground for hikers and climbers.",
      imageAlt: "Sheer walls of the Rugova Gorge with a river at the bottom in early morning light",
    },
    "3": {
      title: "A Day in Pristina",
      description:
        "Coffee on Mother Teresa Boulevard, the Newborn letters, the domes of the National Library and the old bazaar quarter of Kosovo's young capital.",
      imageAlt: "The domed National Library of Kosovo in Pristina on a bright spring day",
    },
  },
  galleryPhotos: {
    "4": {
      title: "Newborn Monument, Pristina",
      alt: "The giant NEWBORN letters in central Pristina, painted in bright colours",
    },
    "5": {
      title: "National Library of Kosovo",
      alt: "The white domes and metal lattice of the National Library in Pristina",
    },
    "6": {
      title: "Rugova Gorge",
      alt: "The narrow Rugova Gorge near Peja, its cliffs lit gold above autumn trees",
    },
    "7": {
      title: "Patriarchate of Peć",
      alt: "The red-painted churches of the Patriarchate of Peć at the mouth of the Rugova Gorge",
    },
    "8": {
      title: "Visoki Dečani Monastery",
      alt: "The banded stone church of Visoki Dečani among forested hills at dawn",
    },
    "9": {
      title: "Old Bazaar, Gjakova",
      alt: "The cobbled street and wooden shopfronts of Gjakova's Old Bazaar in evening light",
    },
    "10": {
      title: "Mirusha Waterfalls",
      alt: "A waterfall dropping between pale cliffs into a green pool in the Mirusha canyon",
    },
    "11": {
      title: "Gadime Marble Cave",
      alt: "Lit stalactites and white crystal formations in the Marble Cave at Gadime",
    },
    "12": {
      title: "Gračanica Monastery",
      alt: "The five domes of Gračanica Monastery against a dusk sky on the plain near Pristina",
    },
    "13": {
      title: "Brezovica Ski Slopes",
      alt: "A chairlift climbing the snowy slopes of Brezovica in the Sharr Mountains",
    },
    "14": {
      title: "Prevalla Pass, Sharr Mountains",
      alt: "Rolling high meadows at the Prevalla pass in the Sharr Mountains in late-day sun",
    },
    "15": {
      title: "Vineyards of Rahovec",
      alt: "Rows of vines covering the hills around Rahovec under a summer sky",
    },
    "16": {
      title: "Trepça Mine, Stari Trg",
      alt: "The steel headframe of the Trepça mine at Stari Trg in the hills near Mitrovica",
    },
    "17": {
      title: "Lake Batllava",
      alt: "Calm water of Lake Batllava near Podujevo, wooded hills around it at sunrise",
    },
    "18": {
      title: "Lake Gazivoda",
      alt: "The long Gazivoda reservoir and its dam among autumn hills in northern Kosovo",
    },
    "19": {
      title: "Novo Brdo Fortress",
      alt: "The ruined towers of the medieval fortress of Novo Brdo on a hilltop",
    },
    "20": {
      title: "White Drin Spring, Radavc",
      alt: "The White Drin river pouring as a waterfall from its source near Radavc, north of Peja",
    },
    "21": {
      title: "Mosque and Church, Ferizaj",
      alt: "A mosque and an Orthodox church standing side by side in the centre of Ferizaj at night",
    },
  },
  heroSlides: {
    "1": {
      imageAlt:
        "Layered mountain ridges above a green valley in the first light of an autumn morning",
      title: "Breathtaking Landscapes",
      caption:
        "From the Sharr Mountains to the Rugova Gorge, wild peaks and high pastures are never more than a couple of hours away.",
    },
    "2": {
      imageAlt:
        "A festival stage glowing with coloured lights above a large crowd on a summer night",
      title: "SunnyHill",
      caption:
        "Every summer that it runs, the Sunny Hill Festival brings international headliners and Albanian stars to a stage just outside Pristina.",
    },
    "3": {
      imageAlt: "A rider on a zip line crossing high above the deep limestone Rugova Gorge",
      title: "Zip Line",
      caption:
        "Fly along the zip line in the Rugova Gorge, just a few kilometres from Peja, with the river far below you.",
    },
  },
  photos: {
    "1": {
      title: "Prishtina City View",
      alt: "Pristina's rooftops at dusk with the bell tower of the Cathedral of Saint Mother Teresa",
    },
    "2": {
      title: "Kosovo Mountains",
      alt: "Snow-covered peaks of the Sharr Mountains glowing pink at dawn",
    },
    "3": {
      title: "Prizren",
      alt: "Prizren's Stone Bridge lit up at night over the river, the fortress on the hill above",
    },
  },
};
