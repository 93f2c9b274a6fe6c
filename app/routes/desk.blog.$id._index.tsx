import { getDeskBlogPost } from "../db/blog.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  BLOG_KIND,
  type BlogFormOutcome,
  blogCategoryOptions,
  blogFormValues,
  blogValuesFromRecord,
  saveBlogFromForm,
} from "../features/desk/blog-actions.server.ts";
import { BlogForm } from "../features/desk/blog-form.tsx";
import { editPageAction } from "../features/desk/content-actions.server.ts";
import { ContentEditPage } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import {
  applyMediaChoice,
  isImagePick,
  mediaChoices,
  pickImage,
} from "../features/desk/media-choice.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { requireFound, requireId } from "../lib/ids.ts";
import { formatKosovoDateTime, kosovoInputValue } from "../lib/kosovo-time.ts";
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
    publishAt: record.publishAt ? formatKosovoDateTime(record.publishAt) : null,
    publishAtInput: record.publishAt ? kosovoInputValue(record.publishAt) : null,
    values: blogValuesFromRecord(record),
    categories: blogCategoryOptions(),
    translations: post.translations,
    confirmDelete: query.get("delete") === "1",
    done: query.get("done"),
    media: await mediaChoices(await getDatabase()),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  const db = await getDatabase();
  return editPageAction(db, staff, BLOG_KIND, id, form, "/desk/blog", async () => {
    const record = (await getDeskBlogPost(db, id))?.record;
    const stored = record && { image: record.imageUrl, imageAlt: record.imageAlt };
    if (isImagePick(form)) {
      const shown: BlogFormOutcome = await pickImage(db, form, blogFormValues, {
        field: "imageUrl",
        stored,
      });
      return shown;
    }
    await applyMediaChoice(db, form, "imageUrl", stored);
    return saveBlogFromForm(db, staff, id, form);
  });
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(loaderData ? `Edit ${loaderData.title}` : "Blog post")({ error });

export default function EditBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const saveOutcome = actionData?.intent === "save" ? actionData : undefined;
  const refusedSave =
    saveOutcome && !saveOutcome.ok && "values" in saveOutcome ? saveOutcome : undefined;
  const picked = refusedSave?.picked;
  return (
    <ContentEditPage
      noun="blog post"
      list={{ to: "/desk/blog", label: "All blog posts" }}
      base={`/desk/blog/${data.id}`}
      data={data}
      outcome={actionData}
    >
      <BlogForm
        key={`${data.version}-${picked?.key ?? ""}`}
        values={refusedSave?.values ?? data.values}
        errors={refusedSave?.errors ?? {}}
        categories={data.categories}
        version={data.version}
        submitLabel="Save changes"
        preview={refusedSave?.preview}
        media={data.media}
        picked={picked}
      />
    </ContentEditPage>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
