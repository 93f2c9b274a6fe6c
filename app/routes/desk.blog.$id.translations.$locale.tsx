import { blogTranslationDiff, getDeskBlogPost } from "../db/blog.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { blogTranslationFromForm } from "../features/desk/blog-actions.server.ts";
import { BLOG_LABELS, BLOG_TRANSLATION_FIELDS } from "../features/desk/blog-form-shared.ts";
import { TRANSLATION_NAMES } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  requireTranslationLocale,
  TranslationPage,
  translationPageData,
} from "../features/desk/translation-page.tsx";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.blog.$id.translations.$locale";

const route = deskRoute("/desk/blog/:id/translations/:locale");

/**
 * One language's texts of a blog post (issue 18 item 4): where the translation stands, the
 * English sentences removed and added since it was last saved, the English beside each field,
 * and the form. Saving makes it current again.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireTranslationLocale(params.locale);
  const db = await getDatabase();
  const { record } = requireFound(await getDeskBlogPost(db, id));
  const diff = requireFound(await blogTranslationDiff(db, id, locale));
  return translationPageData(record, locale, diff, BLOG_TRANSLATION_FIELDS);
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireTranslationLocale(params.locale);
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
  return (
    <TranslationPage
      data={loaderData}
      outcome={actionData}
      back={`/desk/blog/${loaderData.id}`}
      fields={BLOG_TRANSLATION_FIELDS}
      labels={BLOG_LABELS}
      long={LONG}
      tall="body"
    >
      <details className="mt-8">
        <summary className="cursor-pointer font-semibold">The English article (Markdown)</summary>
        <pre className="mt-3 whitespace-pre-wrap rounded-lg bg-slate-100 p-4 text-sm">
          {loaderData.english.body}
        </pre>
      </details>
    </TranslationPage>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
