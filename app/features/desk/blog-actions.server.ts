import { blogCategories } from "../../content/blog.ts";
import {
  BLOG_ENTITY,
  type BlogFields,
  blogFieldProblems,
  blogTranslationSchema,
  compareBlogRevisions,
  createBlogPost,
  deleteBlogPost,
  getBlogRevision,
  listBlogRevisions,
  publishBlogPost,
  restoreBlogRevision,
  saveBlogTranslation,
  scheduleBlogPost,
  unpublishBlogPost,
  updateBlogPost,
} from "../../db/blog.server.ts";
import type { Database } from "../../db/client.server.ts";
import { ContentError, type TranslationLocale } from "../../db/content-store.server.ts";
import type { BlogPostRecord } from "../../db/queries.server.ts";
import { renderMarkdown } from "../../lib/markdown.server.ts";
import {
  BLOG_FIELDS,
  BLOG_MESSAGES,
  BLOG_TRANSLATION_FIELDS,
  type BlogFormValues,
  type BlogTranslationValues,
} from "./blog-form-shared.ts";
import {
  type DeskContentKind,
  type Editor,
  expectedVersion,
  recordChange,
  restorationFromForm,
  savedMessage,
  savedNewVersion,
  translationConflict,
} from "./content-actions.server.ts";
import type { FieldErrors } from "./event-form-shared.ts";
import type { PickedImage } from "./media-picker.tsx";

/**
 * What the desk's blog pages do with a posted form (issue 18 items 3, 4, 7; decision 053):
 * plain functions of (database, staff, form), tested in tests/db/desk-blog.test.ts. Publication,
 * deletion and restore are the forms every content type shares (content-actions.server.ts).
 */

export const BLOG_KIND: DeskContentKind = {
  entity: BLOG_ENTITY,
  auditPrefix: "blog",
  noun: "blog post",
  publish: publishBlogPost,
  unpublish: unpublishBlogPost,
  schedule: scheduleBlogPost,
  remove: deleteBlogPost,
  listRevisions: listBlogRevisions,
  getRevision: getBlogRevision,
  restore: restoreBlogRevision,
  compareRevisions: compareBlogRevisions,
};

export const restoreBlogFromForm = (db: Database, staff: Editor, id: number, form: FormData) =>
  restorationFromForm(db, staff, BLOG_KIND, id, form);

const tagsOf = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The form's strings, as typed. */
export function blogFormValues(form: FormData): BlogFormValues {
  return Object.fromEntries(
    BLOG_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as BlogFormValues;
}

/** A stored post as the form shows it. */
export function blogValuesFromRecord(record: BlogPostRecord): BlogFormValues {
  return {
    title: record.title,
    slug: record.slug,
    excerpt: record.excerpt,
    body: record.body,
    category: record.category,
    tags: record.tags.join(", "),
    publishDate: record.publishDate,
    imageUrl: record.imageUrl,
    imageAlt: record.imageAlt,
    authorName: record.authorName,
    authorAvatarUrl: record.authorAvatarUrl,
    authorBio: record.authorBio,
  };
}

/** The categories a post can have, for the form's list. */
export function blogCategoryOptions() {
  return blogCategories
    .filter((category) => category.id !== "all")
    .map((category) => ({ value: category.id, label: category.name }));
}

/** A new post's form, empty but for today's date. */
export function newBlogValues(today: string): BlogFormValues {
  const values = Object.fromEntries(BLOG_FIELDS.map((field) => [field, ""])) as BlogFormValues;
  return { ...values, publishDate: today, category: "culture" };
}

function fieldsOf(values: BlogFormValues) {
  return { ...values, slug: values.slug.trim(), tags: tagsOf(values.tags) };
}

/** One message per field from the data layer's problems. */
function messagesFor(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split(".")[0] || "form";
    errors[field] ??= issue.message.startsWith("Another")
      ? issue.message
      : (BLOG_MESSAGES[field] ?? issue.message);
  }
  return errors;
}

export type BlogFormOutcome =
  | { ok: true; id: number; version?: number; message: string }
  | {
      ok: false;
      values: BlogFormValues;
      errors: FieldErrors;
      conflict?: string;
      message?: string;
      /** The body rendered, when the editor asked for a preview (nothing is saved). */
      preview?: string;
      /** What "Use this picture" did: the form is shown again, nothing saved. */
      picked?: PickedImage;
    };

function refused(error: unknown, values: BlogFormValues): BlogFormOutcome {
  if (!(error instanceof ContentError)) throw error;
  if (error.code === "conflict") {
    return {
      ok: false,
      values,
      errors: {},
      conflict:
        "Someone else saved this blog post after you opened it, so your changes were not saved. What you typed is still in the form below; their change is listed under History. Saving again replaces their version with yours.",
    };
  }
  if (error.code === "not-found") {
    return { ok: false, values, errors: {}, message: "This blog post no longer exists." };
  }
  return { ok: false, values, errors: messagesFor(error.issues) };
}

/**
 * Reads the post form: a preview renders the body and saves nothing; a save checks every field
 * first (all problems at once), then writes.
 */
async function saveForm(
  form: FormData,
  save: (fields: ReturnType<typeof fieldsOf>) => Promise<BlogFormOutcome>,
): Promise<BlogFormOutcome> {
  const values = blogFormValues(form);
  if (form.get("intent") === "preview-body") {
    return { ok: false, values, errors: {}, preview: renderMarkdown(values.body) };
  }
  const fields = fieldsOf(values);
  const problems = blogFieldProblems({ ...fields, slug: fields.slug || "draft" });
  if (problems.length > 0) return { ok: false, values, errors: messagesFor(problems) };
  try {
    return await save(fields);
  } catch (error) {
    return refused(error, values);
  }
}

/** A new post from the desk's form: a draft with its English texts. */
export function createBlogFromForm(
  db: Database,
  staff: Editor,
  form: FormData,
): Promise<BlogFormOutcome> {
  return saveForm(form, async (fields) => {
    const id = await createBlogPost(db, fields as BlogFields, { author: staff.email });
    await recordChange(db, staff, BLOG_KIND, id, "created", { version: 1 });
    return { ok: true, id, version: 1, message: "The blog post is saved as a draft." };
  });
}

/** The English fields of an existing post, based on the version the form showed. */
export function saveBlogFromForm(
  db: Database,
  staff: Editor,
  id: number,
  form: FormData,
): Promise<BlogFormOutcome> {
  return saveForm(form, async (fields) => {
    const version = await updateBlogPost(
      db,
      id,
      { ...(fields as BlogFields), slug: fields.slug || undefined },
      { author: staff.email, expectedVersion: expectedVersion(form) },
    );
    if (savedNewVersion(version, form))
      await recordChange(db, staff, BLOG_KIND, id, "updated", { version });
    return { ok: true, id, version, message: savedMessage(version, form) };
  });
}

const TRANSLATION_MESSAGES: Record<string, string> = {
  title: BLOG_MESSAGES.title ?? "",
  excerpt: BLOG_MESSAGES.excerpt ?? "",
  body: BLOG_MESSAGES.body ?? "",
  imageAlt: BLOG_MESSAGES.imageAlt ?? "",
  tags: BLOG_MESSAGES.tags ?? "",
  authorBio: BLOG_MESSAGES.authorBio ?? "",
};

/** One language's texts, made from today's English. */
export async function blogTranslationFromForm(
  db: Database,
  staff: Editor,
  id: number,
  locale: TranslationLocale,
  form: FormData,
): Promise<
  | { ok: true; version: number; message: string }
  | { ok: false; values: BlogTranslationValues; errors: FieldErrors; conflict?: string }
> {
  const values = Object.fromEntries(
    BLOG_TRANSLATION_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as BlogTranslationValues;
  const texts = { ...values, tags: tagsOf(values.tags) };
  const checked = blogTranslationSchema.safeParse(texts);
  if (!checked.success) {
    const errors: FieldErrors = {};
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= TRANSLATION_MESSAGES[field] ?? issue.message;
    }
    return { ok: false, values, errors };
  }
  try {
    const version = await saveBlogTranslation(db, id, locale, texts, {
      author: staff.email,
      expectedVersion: expectedVersion(form),
    });
    await recordChange(db, staff, BLOG_KIND, id, "translated", { version, locale });
    return {
      ok: true,
      version,
      message: savedMessage(version, form, "The translation is saved", " It is current."),
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.code === "conflict") {
      return {
        ok: false,
        values,
        errors: {},
        conflict: translationConflict(BLOG_KIND.noun),
      };
    }
    return { ok: false, values, errors: messagesFor(error.issues) };
  }
}
