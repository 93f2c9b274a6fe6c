import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { blogCategoryIds } from "../content/blog.ts";
import { isoDateSchema, slugSchema } from "../content/schema.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Database } from "./client.server.ts";
import {
  ContentError,
  contentStore,
  effectiveStatusOf,
  needsTranslation,
  type PublicationStatus,
  parseOrRefuse,
  type TranslationLocale,
  type TranslationState,
  type Tx,
  type WriteOptions,
} from "./content-store.server.ts";
import {
  type BlogPostInLocale,
  type BlogPostRecord,
  blogPostInLocale,
  blogTextFields,
} from "./queries.server.ts";
import * as schema from "./schema.ts";

/**
 * The blog posts' data layer for the editors' desk (issue 18 items 3, 4, 7, 9;
 * docs/decisions/053): list with search and filters, read, create, update, translate, publish,
 * unpublish, schedule, delete, revisions with compare and restore. Bodies are Markdown; the
 * public pages render them (app/lib/markdown.server.ts). Server-only.
 */

export const BLOG_ENTITY = "blog-post";

export const blogStore = contentStore<typeof schema.blogPosts, BlogPostRecord>({
  table: schema.blogPosts,
  entity: BLOG_ENTITY,
  changed: "blog",
  noun: "blog post",
  textFields: blogTextFields,
});

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const tagsSchema = z.array(text(2, 24)).min(1).max(5);
const imagePath = z.string().regex(/^\/[\w\-./]+$/, "An image path on this site, e.g. /artwork/…");

/** The fields an editor sets in English (translations are saved separately). */
export const blogFieldsSchema = z.object({
  slug: slugSchema,
  title: text(10, 100),
  excerpt: text(40, 240),
  body: text(50, 40_000),
  imageUrl: imagePath,
  imageAlt: text(8, 160),
  category: z.enum(blogCategoryIds),
  tags: tagsSchema,
  authorName: text(3, 60),
  authorAvatarUrl: imagePath,
  authorBio: text(30, 220),
  publishDate: isoDateSchema,
});
export type BlogFields = z.infer<typeof blogFieldsSchema>;
export type BlogCreateInput = Omit<BlogFields, "slug"> & { slug?: string };

/** One language's texts of a post. */
export const blogTranslationSchema = z.object({
  title: text(10, 100),
  excerpt: text(40, 240),
  body: text(50, 40_000),
  imageAlt: text(8, 160),
  tags: tagsSchema,
  authorBio: text(30, 220),
});
export type BlogTranslationInput = z.input<typeof blogTranslationSchema>;

/** The problems of a post's English fields, without writing (the desk shows them all at once). */
export function blogFieldProblems(input: unknown, partial = false) {
  const parser = partial ? blogFieldsSchema.partial() : blogFieldsSchema;
  const result = parser.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

export interface DeskBlogSummary {
  id: number;
  slug: string;
  title: string;
  category: string;
  authorName: string;
  publishDate: string;
  status: PublicationStatus;
  publishAt: Date | null;
  version: number;
  translations: Record<TranslationLocale, TranslationState>;
}

export interface DeskBlogFilter {
  /** Words in the title, slug, author or tags, in any language. */
  search?: string;
  status?: PublicationStatus;
  category?: string;
  /** One language, or any, whose translation is missing or needs an update. */
  needsTranslation?: TranslationLocale | "any";
}

/** Every post, drafts included, fresh from the database (the desk never reads a cache). */
export async function listDeskBlogPosts(
  db: Database,
  filter: DeskBlogFilter = {},
  now: Date = new Date(),
): Promise<DeskBlogSummary[]> {
  const rows = await db.select().from(schema.blogPosts).orderBy(asc(schema.blogPosts.id));
  const words = (filter.search ?? "").toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const summaries: DeskBlogSummary[] = [];
  for (const row of rows) {
    const summary: DeskBlogSummary = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      category: row.category,
      authorName: row.authorName,
      publishDate: row.publishDate,
      status: effectiveStatusOf(row, now),
      publishAt: row.publishAt,
      version: row.version,
      translations: blogStore.translationStates(row),
    };
    if (filter.status && summary.status !== filter.status) continue;
    if (filter.category && row.category !== filter.category) continue;
    if (!needsTranslation(summary.translations, filter.needsTranslation)) continue;
    if (words.length > 0) {
      const translated = Object.values(
        row.translations as Record<string, { title?: string; tags?: string[] }>,
      ).flatMap((texts) => [texts?.title ?? "", ...(texts?.tags ?? [])]);
      const haystack = [row.title, row.slug, row.authorName, ...row.tags, ...translated]
        .join(" ")
        .toLocaleLowerCase();
      if (!words.every((word) => haystack.includes(word))) continue;
    }
    summaries.push(summary);
  }
  return summaries;
}

export interface DeskBlogPost {
  record: BlogPostRecord;
  status: PublicationStatus;
  translations: Record<TranslationLocale, TranslationState>;
}

/** One post with what the desk's edit page shows; undefined when there is none. */
export async function getDeskBlogPost(
  db: Database,
  id: number,
  now: Date = new Date(),
): Promise<DeskBlogPost | undefined> {
  const record = await blogStore.read(db, id);
  if (!record) return undefined;
  return {
    record,
    status: effectiveStatusOf(record, now),
    translations: blogStore.translationStates(record),
  };
}

/** The post as a visitor would read it in `locale`, whatever its status (the desk's preview). */
export async function previewBlogPost(
  db: Database,
  id: number,
  locale: Locale,
): Promise<BlogPostInLocale | undefined> {
  const record = await blogStore.read(db, id);
  return record && blogPostInLocale(record, locale);
}

/** What changed in the English since the translator's last saved version, sentence by sentence. */
export async function blogTranslationDiff(db: Database, id: number, locale: TranslationLocale) {
  const record = await blogStore.read(db, id);
  return record && blogStore.translationChanges(record, locale);
}

function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** Refuses a web address name another post has. */
async function checkSlugFree(tx: Tx, slug: string, id?: number) {
  const [taken] = await tx
    .select({ id: schema.blogPosts.id })
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.slug, slug));
  if (taken && taken.id !== id) {
    throw new ContentError("invalid", "Some fields need correcting", [
      { path: "slug", message: "Another blog post already has this web address name" },
    ]);
  }
}

/** A new post, as a draft; returns its id. Its English texts are set, translations come later. */
export async function createBlogPost(
  db: Database,
  input: BlogCreateInput,
  options: Omit<WriteOptions, "expectedVersion"> = {},
): Promise<number> {
  const slug = input.slug || slugify(input.title ?? "");
  const fields = parseOrRefuse(blogFieldsSchema, { ...input, slug });
  return blogStore.insert(
    db,
    () => fields,
    options,
    (tx) => checkSlugFree(tx, slug),
  );
}

/**
 * Changes English fields. A changed English text leaves every translation of it "needs update"
 * until the translator saves it again. Returns the new version.
 */
export async function updateBlogPost(
  db: Database,
  id: number,
  patch: Partial<BlogFields>,
  options: WriteOptions = {},
): Promise<number> {
  const fields = parseOrRefuse(blogFieldsSchema.partial(), patch);
  return blogStore.change(db, id, "update", options, async (tx) => {
    if (fields.slug) await checkSlugFree(tx, fields.slug, id);
    await tx.update(schema.blogPosts).set(fields).where(eq(schema.blogPosts.id, id));
  });
}

/** Saves one language's texts, made from today's English. Returns the new version. */
export async function saveBlogTranslation(
  db: Database,
  id: number,
  locale: TranslationLocale,
  input: BlogTranslationInput,
  options: WriteOptions = {},
): Promise<number> {
  return blogStore.saveTranslation(
    db,
    id,
    locale,
    parseOrRefuse(blogTranslationSchema, input),
    options,
  );
}

export const publishBlogPost = blogStore.publish;
export const unpublishBlogPost = blogStore.unpublish;
export const scheduleBlogPost = blogStore.schedule;
export const deleteBlogPost = blogStore.remove;
export const listBlogRevisions = blogStore.listRevisions;
export const getBlogRevision = blogStore.getRevision;
export const compareBlogRevisions = blogStore.compareRevisions;
export const restoreBlogRevision = blogStore.restore;
