/* de texts of app/content/blog.ts (written by scripts/i18n-skeleton.ts; translate the strings, keep the shape). */
export default {
  blogCategories: {
    all: {
      name: "All",
    },
    culture: {
      name: "Culture",
    },
    food: {
      name: "Food & Drink",
    },
    nature: {
      name: "Nature & Outdoors",
    },
    adventure: {
      name: "Adventure",
    },
    events: {
      name: "Events",
    },
    tips: {
      name: "Travel Tips",
    },
  },
  blogPosts: {
    "1": {
      title: "A Weekend in Prizren: Fortress, Stone Bridge and Slow Evenings by the River",
      excerpt:
        "Two days are enough to fall for Prizren. Cross the Stone Bridge, climb to the fortress for sunset and let the old town set the pace.",
      imageAlt:
        "The fortress on the hill above Prizren at golden hour, with the Stone Bridge and a minaret in the old town below",
      author: {
        name: "Ardit Shala",
        bio: "Ardit studied art history in Pristina and has spent every August since his student days volunteering at DokuFest in Prizren.",
      },
      tags: ["Prizren", "Culture", "History", "Weekend"],
    },
    "2": {
      title: "Eating Your Way Through Kosovo: Flija, Tavë Kosi, Pite and Rahovec Wine",
      excerpt:
        "From flija baked layer by layer under hot embers to a glass of Vranac in a Rahovec cellar, here is what to eat and drink in Kosovo, and where to find it.",
      imageAlt:
        "A table set with flija, pite and a glass of red wine, with the vineyard hills of Rahovec behind it at dusk",
      author: {
        name: "Drita Morina",
        bio: "Drita grew up in Gjakova, learned to bake flija from her grandmother and has written about Kosovo's markets, kitchens and wine cellars for ten years.",
      },
      tags: ["Food", "Wine", "Rahovec", "Prizren"],
    },
    "3": {
      title: "Hiking the Rugova Gorge and Climbing Its Via Ferrata",
      excerpt:
        "Just outside Peja, the Rugova Gorge cuts deep into the Accursed Mountains. Here is how to hike it, clip into a via ferrata and spend a night in the high villages.",
      imageAlt:
        "Hikers on a ledge above the steep limestone walls and green river of the Rugova Gorge in summer",
      author: {
        name: "Luan Berisha",
        bio: "Luan is a mountain leader from Peja who has walked every stage of the Peaks of the Balkans trail and still thinks Rugova is at its best in October.",
      },
      tags: ["Hiking", "Rugova", "Peja", "Mountains", "Adventure"],
    },
    "4": {
      title: "Festival Summer in Kosovo: Films by the River, Music in the Capital",
      excerpt:
        "DokuFest screens films on the fortress walls of Prizren, Sunny Hill brings big names to Pristina and Rahovec toasts the harvest. Here is how to plan a festival summer.",
      imageAlt:
        "A festival stage lit up on a hillside on a summer night, with a crowd gathered in front of it",
      author: {
        name: "Ardit Shala",
        bio: "Ardit studied art history in Pristina and has spent every August since his student days volunteering at DokuFest in Prizren.",
      },
      tags: ["Festivals", "Summer", "Prizren", "Pristina", "Music"],
    },
    "5": {
      title: "Practical Tips for Your First Trip to Kosovo",
      excerpt:
        "Visas, euros, a local SIM card, buses and taxis, tipping and the numbers to call in an emergency: everything to sort out before your first trip to Kosovo.",
      imageAlt: "The old clock tower rising above the streets of Pristina on a bright spring day",
      author: {
        name: "Hannah Keller",
        bio: "Hannah moved from Munich to Pristina in 2019 and answers our readers' questions about buses, borders and budgets.",
      },
      tags: ["Travel Tips", "Transport", "Money", "Pristina"],
    },
    "6": {
      title: "Winter in Brezovica and the Sharr Mountains",
      excerpt:
        "When snow settles on the Sharr Mountains, Brezovica's long north-facing runs come alive. Here is what to expect from skiing, snowshoeing and winter walks in Kosovo's south.",
      imageAlt: "A chairlift climbing snowy slopes in the Sharr Mountains above Brezovica at dawn",
      author: {
        name: "Luan Berisha",
        bio: "Luan is a mountain leader from Peja who has walked every stage of the Peaks of the Balkans trail and still thinks Rugova is at its best in October.",
      },
      tags: ["Winter", "Skiing", "Mountains", "Hiking", "Nature"],
    },
    "7": {
      title: "The Medieval Monasteries of Kosovo: Visiting a UNESCO World Heritage Site",
      excerpt:
        "Four medieval churches and monasteries form the UNESCO World Heritage site “Medieval Monuments in Kosovo”. Here is what makes each one special and how to visit with respect.",
      imageAlt:
        "The banded marble church of Visoki Dečani monastery among chestnut woods at the foot of the mountains",
      author: {
        name: "Ardit Shala",
        bio: "Ardit studied art history in Pristina and has spent every August since his student days volunteering at DokuFest in Prizren.",
      },
      tags: ["UNESCO", "History", "Culture", "Peja", "Prizren"],
    },
    "8": {
      title: "Pristina by Macchiato: Cafés, the Newborn Monument and a Walkable Capital",
      excerpt:
        "Pristina is best understood from a café table. Spend a day walking between macchiatos, from the Newborn monument to the old bazaar quarter, and the young capital starts to make sense.",
      imageAlt: "The giant Newborn letters in central Pristina on a snowy winter evening",
      author: {
        name: "Hannah Keller",
        bio: "Hannah moved from Munich to Pristina in 2019 and answers our readers' questions about buses, borders and budgets.",
      },
      tags: ["Pristina", "Coffee", "Food", "Culture"],
    },
  },
  popularTopics: [
    {
      name: "Prizren Old Town",
      query: "Prizren",
    },
    {
      name: "Hiking Trails",
      query: "Hiking",
    },
    {
      name: "Traditional Food",
      query: "Food",
    },
    {
      name: "UNESCO Heritage",
      query: "UNESCO",
    },
    {
      name: "Rahovec Wine",
      query: "Wine",
    },
    {
      name: "Summer Festivals",
      query: "Festival",
    },
    {
      name: "Rugova Gorge",
      query: "Rugova",
    },
    {
      name: "Pristina",
      query: "Pristina",
    },
    {
      name: "Money & Transport",
      query: "Transport",
    },
    {
      name: "Winter Sports",
      query: "Skiing",
    },
    {
      name: "Coffee Culture",
      query: "Coffee",
    },
    {
      name: "History & Heritage",
      query: "History",
    },
  ],
};
