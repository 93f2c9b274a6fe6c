import { z } from "zod";
import { content as aWeekendInPrizren } from "./blog/a-weekend-in-prizren.ts";
import { content as eatingYourWayThroughKosovo } from "./blog/eating-your-way-through-kosovo.ts";
import { content as festivalSummerInKosovo } from "./blog/festival-summer-in-kosovo.ts";
import { content as hikingTheRugovaGorge } from "./blog/hiking-the-rugova-gorge.ts";
import { content as medievalMonasteriesOfKosovo } from "./blog/medieval-monasteries-of-kosovo.ts";
import { content as practicalTipsForVisitingKosovo } from "./blog/practical-tips-for-visiting-kosovo.ts";
import { content as pristinaCafesAndTheNewbornMonument } from "./blog/pristina-cafes-and-the-newborn-monument.ts";
import { content as winterInBrezovicaAndTheSharrMountains } from "./blog/winter-in-brezovica-and-the-sharr-mountains.ts";
import { sceneSchema, slugSchema, source, sourcesSchema } from "./schema.ts";

/**
 * The blog (SPEC 2.18, 2.19): eight articles written by our staff. Bodies are trusted, authored
 * HTML kept in ./blog/{slug}.ts; the schema below enforces the small tag whitelist and that every
 * link stays on our own site, so the UI can render the body as HTML.
 */

export const blogCategoryIds = [
  "nature",
  "food",
  "adventure",
  "events",
  "culture",
  "tips",
] as const;
export const blogCategorySchema = z.enum(blogCategoryIds);
export type BlogCategoryId = z.infer<typeof blogCategorySchema>;

export const blogFilterSchema = z.object({
  id: z.enum(["all", ...blogCategoryIds]),
  name: z.string().min(2).max(30),
});
export type BlogFilter = z.infer<typeof blogFilterSchema>;

/** The filter buttons of the blog list, in display order (default "all"). */
export const blogCategories: BlogFilter[] = z.array(blogFilterSchema).parse([
  { id: "all", name: "All" },
  { id: "culture", name: "Culture" },
  { id: "food", name: "Food & Drink" },
  { id: "nature", name: "Nature & Outdoors" },
  { id: "adventure", name: "Adventure" },
  { id: "events", name: "Events" },
  { id: "tips", name: "Travel Tips" },
]);

// --- Body markup -------------------------------------------------------------------------------

const ALLOWED_TAGS = new Set([
  "h2",
  "h3",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "blockquote",
  "a",
]);

/** The pages an article may link to (all exist in the route table). */
const INTERNAL_HREF =
  /^\/(?:destinations\/(?:[1-9]|1\d|2[0-5])|cities\/[1-6]|attractions(?:\/(?:[1-9]|10))?|plan|events|what-to-do|about(?:\/(?:general|transport))?)$/;

const TAG = /<(\/?)([a-zA-Z0-9]+)([^>]*)>/g;

/** Problems with an article body; an empty list means the markup is safe to render. */
function markupProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const [, closing = "", rawName = "", attributes = ""] of html.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) {
      problems.push(`tag <${name}> is not allowed`);
      continue;
    }
    if (closing) {
      if (open.pop() !== name) problems.push(`unbalanced </${name}>`);
      continue;
    }
    if (name === "a") {
      const href = /^ href="([^"]*)"$/.exec(attributes)?.[1];
      if (href === undefined || !INTERNAL_HREF.test(href)) {
        problems.push(`link ${attributes.trim() || "(no href)"} is not an internal page`);
      }
    } else if (attributes.trim() !== "") {
      problems.push(`<${name}> must not carry attributes`);
    }
    open.push(name);
  }
  if (open.length > 0) problems.push(`unclosed <${open.join(">, <")}>`);
  if (/[<>]/.test(html.replace(TAG, ""))) problems.push("stray < or > outside a tag");
  return problems;
}

/** The visible text of an article body. */
export function stripHtml(html: string): string {
  return html.replace(TAG, " ").replace(/\s+/g, " ").trim();
}

export function countWords(html: string): number {
  const text = stripHtml(html);
  return text === "" ? 0 : text.split(" ").length;
}

export const MIN_READ_TIME = 6;
export const MAX_READ_TIME = 12;
const WORDS_PER_MINUTE = 110; // reading speed including a look at the pictures

/** Read time in whole minutes: words / 110, rounded, kept within 6–12 (SPEC section 3). */
export function readTimeFor(html: string): number {
  const minutes = Math.round(countWords(html) / WORDS_PER_MINUTE);
  return Math.min(MAX_READ_TIME, Math.max(MIN_READ_TIME, minutes));
}

const articleBodySchema = z.string().superRefine((html, ctx) => {
  for (const problem of markupProblems(html)) ctx.addIssue({ code: "custom", message: problem });
  const words = countWords(html);
  if (words < 600 || words > 1200) {
    ctx.addIssue({ code: "custom", message: `body has ${words} words; 600–1200 expected` });
  }
});

// --- Posts -------------------------------------------------------------------------------------

export const blogAuthorSchema = z.object({
  name: z.string().min(3).max(60),
  avatarUrl: z.string().regex(/^\/artwork\/authors\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/),
  bio: z.string().min(30).max(220),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

export const blogPostSchema = z
  .object({
    /** Where the figures and dates come from (issue 16); the content lint requires them. */
    sources: sourcesSchema,
    id: z.number().int().positive(),
    slug: slugSchema,
    title: z.string().min(10).max(100),
    excerpt: z.string().min(40).max(240),
    content: articleBodySchema,
    imageUrl: z.string().regex(/^\/artwork\/blog\/[a-z0-9-]+\.svg$/),
    imageAlt: z.string().min(8).max(160),
    scene: sceneSchema,
    author: blogAuthorSchema,
    publishDate: z.iso.date().refine((date) => date >= "2025-03-01" && date <= "2026-11-01", {
      message: "publishDate must lie between 2025-03-01 and 2026-11-01",
    }),
    readTime: z.number().int().min(MIN_READ_TIME).max(MAX_READ_TIME),
    category: blogCategorySchema,
    tags: z.array(z.string().min(2).max(24)).min(3).max(5),
  })
  .superRefine((post, ctx) => {
    if (post.imageUrl !== `/artwork/blog/${post.slug}.svg`) {
      ctx.addIssue({ code: "custom", path: ["imageUrl"], message: "imageUrl must match the slug" });
    }
    if (post.readTime !== readTimeFor(post.content)) {
      ctx.addIssue({
        code: "custom",
        path: ["readTime"],
        message: "readTime must match the body length",
      });
    }
  });
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * A post as the pages show it, from the database (docs/decisions/053): the body is the HTML
 * rendered from its Markdown; `untranslated` when some of its texts fall back to English.
 */
export type BlogArticle = Omit<BlogPost, "scene" | "sources"> & {
  untranslated?: boolean;
  /** The credit of a photo uploaded in the desk (the pages' loaders add it). */
  imageCredit?: string;
};

export const blogPostsSchema = z
  .array(blogPostSchema)
  .length(8)
  .superRefine((posts, ctx) => {
    posts.forEach((post, index) => {
      if (post.id !== index + 1) {
        ctx.addIssue({ code: "custom", path: [index, "id"], message: "ids must run 1–8 in order" });
      }
    });
    if (new Set(posts.map((post) => post.slug)).size !== posts.length) {
      ctx.addIssue({ code: "custom", message: "slugs must be unique" });
    }
    for (const category of blogCategoryIds) {
      if (!posts.some((post) => post.category === category)) {
        ctx.addIssue({ code: "custom", message: `no post in category ${category}` });
      }
    }
  });

const authors = {
  arditShala: {
    name: "Ardit Shala",
    avatarUrl: "/artwork/authors/ardit-shala.svg",
    bio: "Ardit studied art history in Pristina and has spent every August since his student days volunteering at DokuFest in Prizren.",
  },
  dritaMorina: {
    name: "Drita Morina",
    avatarUrl: "/artwork/authors/drita-morina.svg",
    bio: "Drita grew up in Gjakova, learned to bake flija from her grandmother and has written about Kosovo's markets, kitchens and wine cellars for ten years.",
  },
  luanBerisha: {
    name: "Luan Berisha",
    avatarUrl: "/artwork/authors/luan-berisha.svg",
    bio: "Luan is a mountain leader from Peja who has walked every stage of the Peaks of the Balkans trail and still thinks Rugova is at its best in October.",
  },
  hannahKeller: {
    name: "Hannah Keller",
    avatarUrl: "/artwork/authors/hannah-keller.svg",
    bio: "Hannah moved from Munich to Pristina in 2019 and answers our readers' questions about buses, borders and budgets.",
  },
} satisfies Record<string, BlogAuthor>;

/** Newest first; the first post is the featured one on /blog. */
export const blogPosts: BlogPost[] = blogPostsSchema.parse([
  {
    id: 1,
    sources: [
      source("https://en.wikipedia.org/wiki/Prizren", "Prizren — Wikipedia"),
      source("https://en.wikipedia.org/wiki/Prizren_Fortress", "Prizren Fortress — Wikipedia"),
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
    ],
    slug: "a-weekend-in-prizren",
    title: "A Weekend in Prizren: Fortress, Stone Bridge and Slow Evenings by the River",
    excerpt:
      "Two days are enough to fall for Prizren. Cross the Stone Bridge, climb to the fortress for sunset and let the old town set the pace.",
    content: aWeekendInPrizren,
    imageUrl: "/artwork/blog/a-weekend-in-prizren.svg",
    imageAlt:
      "The fortress on the hill above Prizren at golden hour, with the Stone Bridge and a minaret in the old town below",
    scene: { landscape: "city", landmark: "fortress", time: "golden", season: "autumn" },
    author: authors.arditShala,
    publishDate: "2026-10-14",
    readTime: readTimeFor(aWeekendInPrizren),
    category: "culture",
    tags: ["Prizren", "Culture", "History", "Weekend"],
  },
  {
    id: 2,
    sources: [
      source("https://en.wikipedia.org/wiki/Flia", "Flia — Wikipedia"),
      source(
        "https://docslib.org/doc/3292917/stonecastle-vineyards-and-winery",
        "Stonecastle Vineyards and Winery",
      ),
    ],
    slug: "eating-your-way-through-kosovo",
    title: "Eating Your Way Through Kosovo: Flija, Tavë Kosi, Pite and Rahovec Wine",
    excerpt:
      "From flija baked layer by layer under hot embers to a glass of Vranac in a Rahovec cellar, here is what to eat and drink in Kosovo, and where to find it.",
    content: eatingYourWayThroughKosovo,
    imageUrl: "/artwork/blog/eating-your-way-through-kosovo.svg",
    imageAlt:
      "A table set with flija, pite and a glass of red wine, with the vineyard hills of Rahovec behind it at dusk",
    scene: { landscape: "vineyard", landmark: "food-table", time: "dusk", season: "autumn" },
    author: authors.dritaMorina,
    publishDate: "2026-09-22",
    readTime: readTimeFor(eatingYourWayThroughKosovo),
    category: "food",
    tags: ["Food", "Wine", "Rahovec", "Prizren"],
  },
  {
    id: 3,
    sources: [source("https://en.wikipedia.org/wiki/Rugova_Canyon", "Rugova Canyon — Wikipedia")],
    slug: "hiking-the-rugova-gorge",
    title: "Hiking the Rugova Gorge and Climbing Its Via Ferrata",
    excerpt:
      "Just outside Peja, the Rugova Gorge cuts deep into the Accursed Mountains. Here is how to hike it, clip into a via ferrata and spend a night in the high villages.",
    content: hikingTheRugovaGorge,
    imageUrl: "/artwork/blog/hiking-the-rugova-gorge.svg",
    imageAlt:
      "Hikers on a ledge above the steep limestone walls and green river of the Rugova Gorge in summer",
    scene: { landscape: "canyon", landmark: "hikers", time: "day", season: "summer" },
    author: authors.luanBerisha,
    publishDate: "2026-07-02",
    readTime: readTimeFor(hikingTheRugovaGorge),
    category: "adventure",
    tags: ["Hiking", "Rugova", "Peja", "Mountains", "Adventure"],
  },
  {
    id: 4,
    sources: [
      source("https://en.wikipedia.org/wiki/Dokufest", "Dokufest — Wikipedia"),
      source(
        "https://kosovapress.com/eng/details-about-dokufest-are-revealed",
        "DokuFest 2022: 5–13 August — KosovaPress",
      ),
      source(
        "https://prishtinainsight.com/kosovos-beloved-hardh-fest-shuts-its-doors-on-a-spectacular-season-mag",
        "Hardh Fest — Prishtina Insight",
      ),
      source(
        "https://prishtinainsight.com/a-billion-views-later-dua-lipa-returns-to-headline-kosovo-festival/",
        "First Sunny Hill Festival, 2018, organised by Dukagjin Lipa's Sunny Hill Foundation — Prishtina Insight",
      ),
      source(
        "https://www.lakecountystar.com/entertainment/article/Festival-founded-by-Dua-Lipa-s-father-decamps-17243816.php",
        "Sunny Hill in Pristina in 2018 and 2019 — AP",
      ),
    ],
    slug: "festival-summer-in-kosovo",
    title: "Festival Summer in Kosovo: Films by the River, Music in the Capital",
    excerpt:
      "DokuFest screens films on the fortress walls of Prizren, Sunny Hill brings big names to Pristina and Rahovec toasts the harvest. Here is how to plan a festival summer.",
    content: festivalSummerInKosovo,
    imageUrl: "/artwork/blog/festival-summer-in-kosovo.svg",
    imageAlt:
      "A festival stage lit up on a hillside on a summer night, with a crowd gathered in front of it",
    scene: { landscape: "hills", landmark: "stage", time: "night", season: "summer" },
    author: authors.arditShala,
    publishDate: "2026-05-19",
    readTime: readTimeFor(festivalSummerInKosovo),
    category: "events",
    tags: ["Festivals", "Summer", "Prizren", "Pristina", "Music"],
  },
  {
    id: 5,
    sources: [
      source(
        "https://www.gov.uk/foreign-travel-advice/kosovo",
        "Foreign travel advice: Kosovo — GOV.UK",
      ),
      source(
        "https://ame.rks-gov.net/post/en-us/76/Appeal%20to%20the%20citizens%20of%20Kosovo%20for%20vigilance%20against%20arson",
        "Emergency numbers — Emergency Management Agency of Kosovo",
      ),
      source(
        "https://www.milehacker.com/travel/kosovo/pristina/getting-around-pristina-public-transport-taxis-car",
        "Getting around Pristina — MileHacker",
      ),
    ],
    slug: "practical-tips-for-visiting-kosovo",
    title: "Practical Tips for Your First Trip to Kosovo",
    excerpt:
      "Visas, euros, a local SIM card, buses and taxis, tipping and the numbers to call in an emergency: everything to sort out before your first trip to Kosovo.",
    content: practicalTipsForVisitingKosovo,
    imageUrl: "/artwork/blog/practical-tips-for-visiting-kosovo.svg",
    imageAlt: "The old clock tower rising above the streets of Pristina on a bright spring day",
    scene: { landscape: "city", landmark: "clock-tower", time: "day", season: "spring" },
    author: authors.hannahKeller,
    publishDate: "2026-03-24",
    readTime: readTimeFor(practicalTipsForVisitingKosovo),
    category: "tips",
    tags: ["Travel Tips", "Transport", "Money", "Pristina"],
  },
  {
    id: 6,
    sources: [
      source(
        "https://en.wikipedia.org/wiki/Brezovica_ski_resort",
        "Brezovica ski resort — Wikipedia",
      ),
      source(
        "https://kultplus.com/trashegimia/brezovica-hyjnesha-ne-fronin-e-debores",
        "Brezovica, 1,718–2,522 m — KultPlus",
      ),
    ],
    slug: "winter-in-brezovica-and-the-sharr-mountains",
    title: "Winter in Brezovica and the Sharr Mountains",
    excerpt:
      "When snow settles on the Sharr Mountains, Brezovica's long north-facing runs come alive. Here is what to expect from skiing, snowshoeing and winter walks in Kosovo's south.",
    content: winterInBrezovicaAndTheSharrMountains,
    imageUrl: "/artwork/blog/winter-in-brezovica-and-the-sharr-mountains.svg",
    imageAlt: "A chairlift climbing snowy slopes in the Sharr Mountains above Brezovica at dawn",
    scene: { landscape: "mountains", landmark: "ski-lift", time: "dawn", season: "winter" },
    author: authors.luanBerisha,
    publishDate: "2025-12-04",
    readTime: readTimeFor(winterInBrezovicaAndTheSharrMountains),
    category: "nature",
    tags: ["Winter", "Skiing", "Mountains", "Hiking", "Nature"],
  },
  {
    id: 7,
    sources: [
      source(
        "https://whc.unesco.org/en/list/724",
        "Medieval Monuments in Kosovo — UNESCO World Heritage Centre",
      ),
      source(
        "https://www.blagofund.org/Archives/Decani/",
        "Visoki Dečani: founded 1327, built until 1335 by Fra Vita of Kotor, UNESCO 2004 — BLAGO Fund",
      ),
      source(
        "https://en.wikipedia.org/wiki/Gra%C4%8Danica_Monastery",
        "Gračanica Monastery — Wikipedia",
      ),
    ],
    slug: "medieval-monasteries-of-kosovo",
    title: "The Medieval Monasteries of Kosovo: Visiting a UNESCO World Heritage Site",
    excerpt:
      "Four medieval churches and monasteries form the UNESCO World Heritage site “Medieval Monuments in Kosovo”. Here is what makes each one special and how to visit with respect.",
    content: medievalMonasteriesOfKosovo,
    imageUrl: "/artwork/blog/medieval-monasteries-of-kosovo.svg",
    imageAlt:
      "The banded marble church of Visoki Dečani monastery among chestnut woods at the foot of the mountains",
    scene: { landscape: "forest", landmark: "monastery", time: "golden", season: "spring" },
    author: authors.arditShala,
    publishDate: "2025-09-16",
    readTime: readTimeFor(medievalMonasteriesOfKosovo),
    category: "culture",
    tags: ["UNESCO", "History", "Culture", "Peja", "Prizren"],
  },
  {
    id: 8,
    sources: [
      source(
        "http://www.tiranaecho.com/latest-news/kosovo-independence-monument-sends-no-walls-message/",
        "Kosovo Independence Monument Sends ‘No Walls’ Message (2017) — Tirana Echo",
      ),
      source(
        "https://www.new-east-archive.org/articles/show/7737/no-walls-kosovo-independence-monument-gets-topical-redesign",
        "No Walls: Kosovo independence monument gets topical redesign — The Calvert Journal",
      ),
      source(
        "http://architectuul.com/architecture/national-library-in-prishtina",
        "National Library in Prishtina — Architectuul",
      ),
      source(
        "http://www.inyourpocket.com/kosovo/pristina/sightseeing/museums/Kosovo-Museum_29249v",
        "Kosovo Museum — In Your Pocket",
      ),
    ],
    slug: "pristina-cafes-and-the-newborn-monument",
    title: "Pristina by Macchiato: Cafés, the Newborn Monument and a Walkable Capital",
    excerpt:
      "Pristina is best understood from a café table. Spend a day walking between macchiatos, from the Newborn monument to the old bazaar quarter, and the young capital starts to make sense.",
    content: pristinaCafesAndTheNewbornMonument,
    imageUrl: "/artwork/blog/pristina-cafes-and-the-newborn-monument.svg",
    imageAlt: "The giant Newborn letters in central Pristina on a snowy winter evening",
    scene: { landscape: "city", landmark: "newborn", time: "dusk", season: "winter" },
    author: authors.hannahKeller,
    publishDate: "2025-05-07",
    readTime: readTimeFor(pristinaCafesAndTheNewbornMonument),
    category: "food",
    tags: ["Pristina", "Coffee", "Food", "Culture"],
  },
]);

/** The article with this id, or undefined (the page then shows "Blog Post Not Found"). */
export function getBlogPost(id: number): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

// --- Popular topics ------------------------------------------------------------------------------

export const popularTopicSchema = z.object({
  name: z.string().min(3).max(30),
  /** The search text the topic applies to the list (matched against title, excerpt and tags). */
  query: z.string().min(2).max(30),
  /** Optional category filter applied together with the query. */
  category: blogCategorySchema.optional(),
});
export type PopularTopic = z.infer<typeof popularTopicSchema>;

/** SPEC 5: category match plus a case-insensitive substring search over title, excerpt and tags. */
function topicFindsPost(topic: PopularTopic, post: BlogPost): boolean {
  if (topic.category !== undefined && post.category !== topic.category) return false;
  const needle = topic.query.toLowerCase();
  return [post.title, post.excerpt, ...post.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** Twelve topics; the article count shown beside each is computed by the UI from blogPosts. */
export const popularTopics: PopularTopic[] = z
  .array(popularTopicSchema)
  .length(12)
  .superRefine((topics, ctx) => {
    topics.forEach((topic, index) => {
      if (!blogPosts.some((post) => topicFindsPost(topic, post))) {
        ctx.addIssue({
          code: "custom",
          path: [index],
          message: `topic "${topic.name}" finds no post`,
        });
      }
    });
  })
  .parse([
    { name: "Prizren Old Town", query: "Prizren" },
    { name: "Hiking Trails", query: "Hiking" },
    { name: "Traditional Food", query: "Food", category: "food" },
    { name: "UNESCO Heritage", query: "UNESCO" },
    { name: "Rahovec Wine", query: "Wine" },
    { name: "Summer Festivals", query: "Festival", category: "events" },
    { name: "Rugova Gorge", query: "Rugova" },
    { name: "Pristina", query: "Pristina" },
    { name: "Money & Transport", query: "Transport", category: "tips" },
    { name: "Winter Sports", query: "Skiing" },
    { name: "Coffee Culture", query: "Coffee" },
    { name: "History & Heritage", query: "History" },
  ]);
