import { Link, redirect } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { getDeskBlogPost } from "../db/blog.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  blogCategoryOptions,
  blogValuesFromRecord,
  deleteBlogFromForm,
  publishingBlogFromForm,
  saveBlogFromForm,
} from "../features/desk/blog-actions.server.ts";
import { BlogForm } from "../features/desk/blog-form.tsx";
import {
  DeleteConfirmation,
  PublicationPanel,
  TranslationStates,
} from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { kosovoDateAndTime } from "../features/desk/event-form.server.ts";
import { STATUS_LABELS } from "../features/desk/event-form-shared.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import { requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.blog.$id._index";

const route = deskRoute("/desk/blog/:id");

/** Editors and admins: one post's English text (Markdown body), publication and translations. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const post = requireFound(await getDeskBlogPost(await getDatabase(), id));
  const query = new URL(request.url).searchParams;
  const { record } = post;
  return {
    id,
    title: record.title,
    version: record.version,
    status: post.status,
    publishAt: record.publishAt ? kosovoDateAndTime(record.publishAt) : null,
    values: blogValuesFromRecord(record),
    categories: blogCategoryOptions(),
    translations: post.translations,
    confirmDelete: query.get("delete") === "1",
    done: query.get("done"),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  const db = await getDatabase();
  const intent = String(form.get("intent") ?? "save");
  if (intent === "delete") {
    const outcome = await deleteBlogFromForm(db, staff, id, form);
    if (outcome.ok) throw redirect("/desk/blog?done=deleted");
    return { intent, ...outcome };
  }
  if (intent === "publish" || intent === "unpublish" || intent === "schedule") {
    return { intent, ...(await publishingBlogFromForm(db, staff, id, form)) };
  }
  return { intent: "save" as const, ...(await saveBlogFromForm(db, staff, id, form)) };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(loaderData ? `Edit ${loaderData.title}` : "Blog post")({ error });

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const base = `/desk/blog/${data.id}`;
  if (data.confirmDelete) {
    return (
      <DeleteConfirmation
        name={data.title}
        action={`${base}?delete=1`}
        back={base}
        version={data.version}
        problem={actionData && !actionData.ok ? actionData.message : undefined}
      />
    );
  }
  const saveOutcome = actionData?.intent === "save" ? actionData : undefined;
  const refusedSave =
    saveOutcome && !saveOutcome.ok && "values" in saveOutcome ? saveOutcome : undefined;
  const otherOutcome = actionData && actionData.intent !== "save" ? actionData : undefined;
  return (
    <>
      <BackLink to="/desk/blog">All blog posts</BackLink>
      <PageTitle
        intro={`Status: ${STATUS_LABELS[data.status]}${data.status === "scheduled" && data.publishAt ? `, public from ${data.publishAt} (Kosovo time)` : ""}. Version ${data.version}.`}
      >
        {data.title}
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {data.done === "created" ? (
          <Notice tone="success">The blog post is saved as a draft.</Notice>
        ) : null}
        {saveOutcome?.ok ? <Notice tone="success">{saveOutcome.message}</Notice> : null}
        {refusedSave?.conflict ? <Notice tone="problem">{refusedSave.conflict}</Notice> : null}
        {refusedSave?.message ? <Notice tone="problem">{refusedSave.message}</Notice> : null}
        {otherOutcome ? (
          <Notice tone={otherOutcome.ok ? "success" : "problem"}>
            <span data-testid="outcome">{otherOutcome.message}</span>
          </Notice>
        ) : null}
      </div>

      <nav aria-label="This blog post" className="mb-8 flex flex-wrap gap-3">
        <Link to={`${base}/preview`} className={buttonClass({ variant: "outline" })}>
          Preview
        </Link>
        <Link to={`${base}/revisions`} className={buttonClass({ variant: "outline" })}>
          History
        </Link>
        <Link
          to={`${base}?delete=1`}
          className="inline-flex min-h-11 items-center px-3 text-red-700 underline"
        >
          Delete…
        </Link>
      </nav>

      <PublicationPanel
        status={data.status}
        version={data.version}
        scheduleRefused={otherOutcome?.intent === "schedule" && !otherOutcome.ok}
      />
      <TranslationStates base={base} states={data.translations} />

      <h2 className="mb-3 text-xl font-bold">English text</h2>
      <BlogForm
        key={data.version}
        values={refusedSave?.values ?? data.values}
        errors={refusedSave?.errors ?? {}}
        categories={data.categories}
        version={data.version}
        submitLabel="Save changes"
        preview={refusedSave?.preview}
      />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
