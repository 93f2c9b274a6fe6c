/** A blog post's English fields that pass every check, for the database tests. */
export const blogFields = {
  title: "Autumn colours in the Rugova valley",
  excerpt: "Where to walk in October when the beech forests above Peja turn gold and red.",
  body: "## Where to start\n\nTake the bus to Peja. The gorge starts at the monastery.\n\nWalk up to Drelaj for lunch.",
  imageUrl: "/artwork/blog/hiking-the-rugova-gorge.svg",
  imageAlt: "Beech forest in autumn colours above a river",
  category: "nature" as const,
  tags: ["Rugova", "Autumn"],
  authorName: "Luan Berisha",
  authorAvatarUrl: "/artwork/authors/luan-berisha.svg",
  authorBio: "Luan is a mountain leader from Peja who has walked every stage of the trail.",
  publishDate: "2026-10-20",
};

const paragraph =
  "A slow morning walk through the stone streets, with a stop at the old bridge and coffee by the river before the heat.";

/** An experience's form (the desk's fields, as posted) that passes every check. */
export const experienceFields = {
  name: "Morning walk in Prizren",
  slug: "morning-walk-in-prizren",
  description:
    "An easy guided walk through the old town of Prizren at sunrise, ending with coffee beside the Bistrica river.",
  category: "Culture",
  location: "Prizren",
  destinationId: "2",
  latitude: "42.2085",
  longitude: "20.742",
  image: "/artwork/experiences/prizren-old-town-and-fortress.svg",
  imageAlt: "The old stone bridge of Prizren in the morning light",
  details: `${paragraph}\n\nThe second part climbs gently to the fortress walls, where the whole town and the mountains lie below.`,
  duration: "Two hours",
  season: "All year; best from April to October.",
  whatToBring: "Walking shoes\nWater\nA light jacket",
};
