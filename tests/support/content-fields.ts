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
