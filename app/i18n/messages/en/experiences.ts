export default {
  list: {
    title: "Unforgettable Experiences",
    intro:
      "Walk Prizren's old town, clip onto the via ferrata in the Rugova Gorge, taste wine in Rahovec or learn to make flija: things to do that you will remember.",
    metaTitle: "Experiences · Explore Kosovo",
    metaDescription:
      "Things to do in Kosovo: old-town walks, via ferrata in the Rugova Gorge, wine tasting in Rahovec, monasteries, caves, skiing and home cooking.",
    learnMore: "Learn more",
    loading: "Loading experiences…",
  },
  detail: {
    untranslated: "This page is not yet translated. Some texts are shown in English.",
    metaTitle: "{name} · Experiences · Explore Kosovo",
    back: "Back to All Experiences",
    what: "What you'll do",
    facts: "At a glance",
    where: "Where",
    duration: "Duration",
    season: "When to go",
    category: "Type",
    whatToBring: "What to bring",
    destination: "Read our guide to {name}",
    location: "Where is it?",
    share: "Share this experience",
    related: "Related Experiences",
    ratingLabel: "Visitor reviews",
  },
  notFound: {
    title: "Experience Not Found",
    text: "The experience you're looking for could not be found.",
    back: "Back to All Experiences",
    metaTitle: "Experience not found · Explore Kosovo",
  },
  categories: {
    Culture: "Culture",
    Adventure: "Adventure",
    Food: "Food",
    Nature: "Nature",
  },
};
