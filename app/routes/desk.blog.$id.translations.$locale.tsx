import { blogTranslationDiff, getDeskBlogPost } from "../db/blog.server.ts";
import { type TranslationLocale, translationLocales } from "../db/content-store.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { blogTranslationFromForm } from "../features/desk/blog-actions.server.ts";
import {
  BLOG_LABELS,
  BLOG_TRANSLATION_FIELDS,
  type BlogTranslationValues,
} from "../features/desk/blog-form-shared.ts";
import { EnglishChanges, onlyChanges, TRANSLATION_NAMES } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { TextArea } from "../features/desk/event-form.tsx";
import { STATE_LABELS } from "../features/desk/event-form-shared.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  BackLink,
  DeskForm,
  deskPageMeta,
  Field,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { notFound, requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.blog.$id.translations.$locale";

const route = deskRoute("/desk/blog/:id/translations/:locale");

function requireLocale(param: string | undefined): TranslationLocale {
  if (!(translationLocales as readonly string[]).includes(param ?? "")) throw notFound();
  return param as TranslationLocale;
}

function textsOf(texts: Record<string, unknown> | undefined): BlogTranslationValues {
  const value = (field: string) => {
    const text = texts?.[field];
    if (Array.isArray(text)) return text.join(", ");
    return typeof text === "string" ? text : "";
  };
  return Object.fromEntries(
    BLOG_TRANSLATION_FIELDS.map((field) => [field, value(field)]),
  ) as BlogTranslationValues;
}

/**
 * One language's texts of a blog post (issue 18 item 4): where the translation stands, the
 * English sentences removed and added since it was last saved, the English beside each field,
 * and the form. Saving makes it current again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireLocale(params.locale);
  const db = await getDatabase();
  const post = requireFound(await getDeskBlogPost(db, id));
  const diff = requireFound(await blogTranslationDiff(db, id, locale));
  const { record } = post;
  return {
    id,
    locale,
    title: record.title,
    version: record.version,
    state: diff.state,
    savedAt: diff.savedAt,
    changes: onlyChanges(diff.fields),
    english: textsOf(record as unknown as Record<string, unknown>),
    values: textsOf((record.translations as Record<string, Record<string, unknown>>)[locale]),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireLocale(params.locale);
  const form = await verifiedForm(request);
  return blogTranslationFromForm(await getDatabase(), staff, id, locale, form);
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(
    loaderData
      ? `${TRANSLATION_NAMES[loaderData.locale]} text of ${loaderData.title}`
      : "Translation",
  )({ error });

const LONG = new Set(["excerpt", "body", "authorBio"]);

export default function BlogTranslation({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const language = TRANSLATION_NAMES[data.locale];
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const values = refused?.values ?? data.values;
  const errors = refused?.errors ?? {};
  const problems = Object.keys(errors).length;
  return (
    <>
      <BackLink to={`/desk/blog/${data.id}`}>Back to {data.title}</BackLink>
      <PageTitle
        intro={`State: ${STATE_LABELS[data.state]}${data.savedAt ? `, last saved ${data.savedAt.slice(0, 16).replace("T", " ")} UTC` : ", never translated"}.`}
      >
        {language} text of {data.title}
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {actionData?.ok ? <Notice tone="success">{actionData.message}</Notice> : null}
        {refused?.conflict ? <Notice tone="problem">{refused.conflict}</Notice> : null}
        {problems > 0 ? (
          <Notice tone="problem">
            {problems === 1
              ? "One field needs correcting; it is marked below. Nothing was saved."
              : `${problems} fields need correcting; they are marked below. Nothing was saved.`}
          </Notice>
        ) : null}
      </div>

      <EnglishChanges language={language} fields={data.changes} labels={BLOG_LABELS} />

      <DeskForm className="space-y-6">
        <input type="hidden" name="expectedVersion" value={data.version} />
        {BLOG_TRANSLATION_FIELDS.map((field) => {
          const english = data.english[field];
          const hint = english && field !== "body" ? `English: ${english}` : undefined;
          const label = `${BLOG_LABELS[field] ?? field} (${language})`;
          return LONG.has(field) ? (
            <TextArea
              key={`${field}-${data.version}`}
              label={label}
              name={field}
              rows={field === "body" ? 18 : 3}
              required
              defaultValue={values[field]}
              error={errors[field]}
              hint={hint}
            />
          ) : (
            <Field
              key={`${field}-${data.version}`}
              label={label}
              name={field}
              defaultValue={values[field]}
              error={errors[field]}
              hint={hint}
            />
          );
        })}
        <SubmitButton>Save the {language} text</SubmitButton>
      </DeskForm>
      <details className="mt-8">
        <summary className="cursor-pointer font-semibold">The English article (Markdown)</summary>
        <pre className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-100 p-4 text-sm">
          {data.english.body}
        </pre>
      </details>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
