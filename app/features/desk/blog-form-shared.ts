/** The desk's blog post form, shared by its server code and its pages (no server imports). */

export const BLOG_FIELDS = [
  "title",
  "slug",
  "excerpt",
  "body",
  "category",
  "tags",
  "publishDate",
  "imageUrl",
  "imageAlt",
  "authorName",
  "authorAvatarUrl",
  "authorBio",
] as const;
export type BlogFormValues = Record<(typeof BLOG_FIELDS)[number], string>;

/** The texts a translator writes per language. */
export const BLOG_TRANSLATION_FIELDS = [
  "title",
  "excerpt",
  "body",
  "imageAlt",
  "tags",
  "authorBio",
] as const;
export type BlogTranslationValues = Record<(typeof BLOG_TRANSLATION_FIELDS)[number], string>;

export const BLOG_LABELS: Record<string, string> = {
  title: "Title",
  slug: "Web address name",
  excerpt: "Summary",
  body: "Article (Markdown)",
  category: "Category",
  tags: "Tags",
  publishDate: "Date shown as published",
  imageUrl: "Picture",
  imageAlt: "Picture description",
  authorName: "Author",
  authorAvatarUrl: "Author's picture",
  authorBio: "About the author",
};

export const BLOG_HINTS: Record<string, string> = {
  slug: "Lower-case letters, digits and hyphens; left empty, it is made from the title.",
  body: "## for a heading, ### for a subheading, **bold**, *italic*, - for a list, [text](/plan) for a link.",
  tags: "1 to 5, separated by commas.",
  publishDate: "YYYY-MM-DD",
  imageUrl:
    "The path of a picture already on the site, e.g. /artwork/blog/a-weekend-in-prizren.svg",
  authorAvatarUrl:
    "The path of a picture already on the site, e.g. /artwork/authors/ardit-shala.svg",
};

/** One clear sentence per field, for any problem the data layer finds with it. */
export const BLOG_MESSAGES: Record<string, string> = {
  title: "Give a title of 10 to 100 characters",
  slug: "Use lower-case letters, digits and hyphens, e.g. autumn-in-rugova",
  excerpt: "Give a summary of 40 to 240 characters",
  body: "Write the article in Markdown, 50 to 40,000 characters",
  category: "Choose a category",
  tags: "Give 1 to 5 tags of 2 to 24 characters, separated by commas",
  publishDate: "Give the date shown as published (YYYY-MM-DD)",
  imageUrl: "Give the path of a picture on this site, e.g. /artwork/blog/….svg",
  imageAlt: "Describe the picture in 8 to 160 characters",
  authorName: "Give the author's name in 3 to 60 characters",
  authorAvatarUrl: "Give the path of the author's picture on this site",
  authorBio: "Describe the author in 30 to 220 characters",
};
