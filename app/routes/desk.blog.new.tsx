import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import {
  type BlogFormOutcome,
  blogCategoryOptions,
  blogFormValues,
  createBlogFromForm,
  newBlogValues,
} from "../features/desk/blog-actions.server.ts";
import { BlogForm } from "../features/desk/blog-form.tsx";
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
import { BackLink, deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import { todayInKosovo } from "../lib/dates.ts";
import type { Route } from "./+types/desk.blog.new";

const route = deskRoute("/desk/blog/new");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  return {
    values: newBlogValues(todayInKosovo()),
    categories: blogCategoryOptions(),
    media: await mediaChoices(await getDatabase()),
  };
}

/** Saves a new post as a draft and opens it; a refused form comes back with what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const form = await verifiedForm(request);
  const db = await getDatabase();
  if (isImagePick(form)) {
    const shown: BlogFormOutcome = await pickImage(db, form, blogFormValues, { field: "imageUrl" });
    return shown;
  }
  await applyMediaChoice(db, form, "imageUrl");
  const outcome = await createBlogFromForm(db, staff, form);
  if (outcome.ok) throw redirect(`/desk/blog/${outcome.id}?done=created`);
  return outcome;
}

export const meta: Route.MetaFunction = deskPageMeta("New blog post");

export default function NewBlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const picked = refused?.picked;
  return (
    <>
      <BackLink to="/desk/blog">All blog posts</BackLink>
      <PageTitle intro="A new post starts as a draft: visitors see it once you publish it. Write it in English; translations come after.">
        New blog post
      </PageTitle>
      <BlogForm
        key={picked?.key}
        values={refused?.values ?? loaderData.values}
        errors={refused?.errors ?? {}}
        categories={loaderData.categories}
        submitLabel="Save as draft"
        preview={refused?.preview}
        media={loaderData.media}
        picked={picked}
      />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
