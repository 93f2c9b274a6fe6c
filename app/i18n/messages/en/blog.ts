/** Strings of /blog and /blog/{id} (SPEC 2.18, 2.19, 4, 8). Articles live in app/content/blog.ts. */
export default {
  meta: {
    title: "Blog · Explore Kosovo",
    description:
      "Stories and practical guides from Kosovo: Prizren weekends, Rugova hikes, flija and Rahovec wine, festivals, monasteries and tips for your first trip.",
    articleTitle: "{title} · Blog · Explore Kosovo",
    notFoundTitle: "Blog Post Not Found · Blog · Explore Kosovo",
  },
  hero: {
    eyebrow: "The Explore Kosovo blog",
    title: "Stories from Kosovo",
    text: "Weekends in Prizren, hikes in the Rugova Gorge, what to eat and where, and the practical tips our readers ask for most.",
    searchLabel: "Search articles",
    placeholder: "Search articles...",
    submit: "Search",
    clear: "Clear search",
  },
  featured: {
    title: "Featured Article",
    read: "Read Article",
    readLabel: "Read Article: {title}",
  },
  latest: {
    title: "Latest Articles",
    categoriesLabel: "Filter by category",
    showing: "Showing {count} of {total} articles",
    showAll: "Show All Articles",
    byAuthor: "Articles by {author}",
    allAuthors: "Show articles by all authors",
  },
  empty: {
    title: "No articles found",
    text: "Try adjusting your search or category filter",
    reset: "Reset Filters",
  },
  topics: {
    title: "Popular Topics",
    intro: "Jump straight to the subjects our readers search for most.",
    count: "{count} articles",
    countOne: "1 article",
  },
  newsletter: {
    title: "Never miss a story",
    text: "New articles, festival dates and practical tips for your trip, once or twice a month.",
  },
  card: {
    minRead: "{minutes} min read",
  },
  like: {
    like: "Like this article",
    unlike: "Unlike this article",
    likeCard: "Like this article: {title}",
    unlikeCard: "Unlike this article: {title}",
    liked: "Thanks for liking this article!",
    unliked: "You removed your like",
    count: "{count} likes",
  },
  share: {
    button: "Share this article",
    buttonCard: "Share this article: {title}",
    facebook: "Facebook",
    x: "X",
    linkedin: "LinkedIn",
    email: "Email",
    shareOn: "Share on {target}",
    shared: "Shared to {target}",
    rowTitle: "Share this article",
  },
  comments: {
    count: "{count} comments",
    soon: "Comments coming soon!",
  },
  article: {
    back: "Back to All Articles",
    by: "By",
    published: "Published",
    readTime: "{minutes} min read",
    tags: "Tags",
    about: "About {author}",
    viewAll: "View all articles",
    related: "Related Articles",
  },
  notFound: {
    title: "Blog Post Not Found",
    text: "The article you're looking for doesn't exist or has been moved.",
    back: "Back to Blog",
  },
};
