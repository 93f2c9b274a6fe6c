/* it texts of app/content/activities.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  activities: {
    "1": {
      title: "Hike the Rugova Gorge",
      description:
        "Follow the Lumbardhi river into a limestone gorge about 25 km long just outside Peja, then climb to high pastures and villages where shepherds still make cheese every summer morning.",
      imageAlt:
        "Hikers on a trail above the Rugova Gorge at dawn, with autumn beech woods clinging to the cliffs",
      location: "Rugova Gorge, Peja",
      tags: ["Hiking", "Nature", "Mountains"],
      link: {
        label: "Explore Rugova",
      },
    },
    "2": {
      title: "Wine Tasting in Rahovec",
      description:
        "Taste local reds and whites in the vineyard town of Rahovec (Orahovac), from large wineries to family cellars. Arrange tastings ahead, and come in September for the harvest.",
      imageAlt:
        "Oak wine barrels in front of vineyard rows on the hills around Rahovec at golden hour",
      location: "Rahovec",
      tags: ["Wine", "Food", "Harvest"],
      link: {
        label: "Discover Rahovec",
      },
    },
    "3": {
      title: "Walk Prizren's Old Town",
      description:
        "Cross the Stone Bridge, step inside the Sinan Pasha Mosque and climb about twenty minutes to the fortress for sunset over the minarets and church towers.",
      imageAlt:
        "The arched Stone Bridge over the Lumbardhi river in Prizren, with the Sinan Pasha Mosque behind it in spring",
      location: "Prizren",
      tags: ["History", "Architecture", "Old Town"],
      link: {
        label: "Prizren city guide",
      },
    },
    "4": {
      title: "DokuFest Film Nights",
      description:
        "Every August, Prizren's international documentary and short film festival turns the fortress, the riverbank and the old squares into open-air cinemas for about a week.",
      imageAlt:
        "An open-air cinema screen by the river in Prizren at dusk, with the fortress on the hill above",
      location: "Prizren",
      tags: ["Festival", "Film", "Summer"],
      link: {
        label: "See the events calendar",
      },
    },
    "5": {
      title: "Explore the Gadime Marble Cave",
      description:
        "Follow the guided path through marble galleries hung with stalactites and delicate crystal formations near Lipjan, south of Pristina. It stays cool all year, so bring a layer.",
      imageAlt: "Stalactites and white crystal formations lit up inside the Gadime marble cave",
      location: "Gadime, Lipjan",
      tags: ["Family", "Caves", "Nature"],
      link: {
        label: "Explore Gadime Cave",
      },
    },
    "6": {
      title: "Ski in Brezovica",
      description:
        "Ride the lifts on the north-facing slopes of the Sharr Mountains, where long, steep runs hold their snow through the winter. Check which lifts are running before you go.",
      imageAlt:
        "Skiers below a chairlift on the snowy slopes of Brezovica in the Sharr Mountains on a clear day",
      location: "Brezovica, Sharr Mountains",
      tags: ["Skiing", "Winter", "Mountains"],
      link: {
        label: "Explore Brezovica",
      },
    },
    "7": {
      title: "Via Ferrata and Zipline in Rugova",
      description:
        "Clip into steel cables and climb ladders and bridges high above the river, always with a guide and proper kit, then fly down the zipline of about 700 metres near the mouth of the gorge.",
      imageAlt:
        "A zipline cable stretched across the Rugova Gorge, with climbers on the rock wall in the evening sun",
      location: "Rugova Gorge, Peja",
      tags: ["Climbing", "Adventure", "Via Ferrata"],
      link: {
        label: "Read our Rugova guide",
      },
    },
    "8": {
      title: "Visit the Mirusha Waterfalls",
      description:
        "Walk the rocky canyon of the Mirusha river, where a chain of waterfalls and turquoise pools steps down between Malisheva and Klina. In summer, locals cool off in the pools.",
      imageAlt:
        "A waterfall pouring into a turquoise pool in the rocky Mirusha canyon on a summer afternoon",
      location: "Mirusha, near Malisheva",
      tags: ["Waterfalls", "Nature", "Swimming"],
      link: {
        label: "Nature attractions",
      },
    },
    "9": {
      title: "Visit Visoki Dečani Monastery",
      description:
        "See a 14th-century church covered in thousands of painted figures, part of the UNESCO World Heritage site Medieval Monuments in Kosovo. Dress modestly and bring your passport or ID.",
      imageAlt:
        "The banded marble church of Visoki Dečani monastery in a snowy valley below the mountains",
      location: "Deçan",
      tags: ["UNESCO", "History", "Religious"],
      link: {
        label: "Discover Deçan",
      },
    },
  },
  activityCategories: {
    outdoors: {
      name: "Outdoors",
      description:
        "Hike limestone gorges and high pastures, and cool off beside waterfalls in some of the wildest mountains of the Balkans.",
    },
    gastronomy: {
      name: "Food & Drink",
      description:
        "Taste flija baked under embers, fresh pite and Sharr cheese, and sip wine in the hills where the grapes are grown.",
    },
    cultural: {
      name: "Cultural",
      description:
        "Walk Ottoman old towns, step into medieval monasteries and visit museums that tell Kosovo's many-layered story.",
    },
    events: {
      name: "Events",
      description:
        "Time your trip for open-air film screenings, summer concerts and the autumn grape harvest.",
    },
    family: {
      name: "Family",
      description:
        "Easy outings for every age, from a marble cave full of crystals to shady parks and short walks.",
    },
    sports: {
      name: "Sports",
      description:
        "Ski the long north-facing runs of the Sharr Mountains in winter and ride quiet valley roads the rest of the year.",
    },
    adventure: {
      name: "Adventure",
      description:
        "Clip into a via ferrata, fly down a zipline or climb limestone walls high above a mountain river.",
    },
    relax: {
      name: "Relax",
      description:
        "Slow down at mountain guesthouses, lakeside terraces and long afternoons over a macchiato.",
    },
  },
  seasonMonths: {
    spring: "Apr–Jun",
    summer: "Jun–Aug",
    autumn: "Sep–Nov",
    winter: "Dec–Mar",
  },
  seasons: {
    spring: {
      name: "Spring",
      months: "Apr–Jun",
      description:
        "Meadows turn green, rivers run full and the days are mild: the best time to walk both old towns and mountain valleys before the summer heat.",
      activities: [
        "Old-town walks in Prizren and Pristina",
        "Waterfall hikes at Mirusha",
        "Wildflowers in the Rugova valley",
        "A cool visit to the Gadime cave",
      ],
      imageAlt:
        "Hikers crossing a green meadow full of wildflowers below snow-capped peaks in spring",
    },
    summer: {
      name: "Summer",
      months: "Jun–Aug",
      description:
        "Long, warm days bring festivals, open-air cinema and the high-mountain hiking season, with cooler air always waiting up in the hills.",
      activities: [
        "DokuFest in Prizren",
        "Hiking the Peaks of the Balkans",
        "Lakeside days at Batllava Lake",
        "Evening strolls and café terraces",
      ],
      imageAlt: "A kayak gliding across a calm lake framed by wooded hills on a summer evening",
    },
    autumn: {
      name: "Autumn",
      months: "Sep–Nov",
      description:
        "Harvest time: vineyards fill with pickers, beech forests turn copper and gold, and settled weather makes for some of the year's best hiking.",
      activities: [
        "The grape harvest in Rahovec",
        "Autumn colours in Rugova",
        "Roasting peppers for ajvar",
        "Quiet monastery visits",
      ],
      imageAlt: "A stone kulla tower house among golden beech woods in western Kosovo in autumn",
    },
    winter: {
      name: "Winter",
      months: "Dec–Mar",
      description:
        "Snow settles on the Sharr and Accursed Mountains, bringing skiing at Brezovica, snowshoe walks and long evenings by the stove with a plate of flija.",
      activities: [
        "Skiing at Brezovica",
        "Snowshoeing in the Sharr Mountains",
        "Independence Day in Pristina on 17 February",
        "Hearty mountain food by the fire",
      ],
      imageAlt: "Snowshoe walkers on a snowy ridge of the Sharr Mountains at dawn",
    },
  },
};
