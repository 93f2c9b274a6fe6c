import { data } from "react-router";
import { Form } from "../components/link.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { contentIn } from "../content/localized.server.ts";
import { commentOfLink, deleteCommentOfLink } from "../features/contributions/comment.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { privateRoute } from "../lib/route-handle.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/blog.comments.manage";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/** A comment writer's private link (issue 19 item 4): see the comment, delete it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const found = await commentOfLink(request);
  if (!found) return data({ state: "invalid" as const, text: "", title: "" }, { status: 404 });
  const post = contentIn(pageLocale(params)).blog.blogPosts.find(
    (p) => p.id === found.comment.postId,
  );
  return { state: "found" as const, text: found.comment.text, title: post?.title ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  return { deleted: await deleteCommentOfLink(request) };
}

/** Personal pages: never cached or indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [
    { title: t("contribute.comments.manage.metaTitle") },
    { name: "robots", content: "noindex" },
  ];
};

export default function ManageComment({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const gone = actionData?.deleted || loaderData.state === "invalid";
  const key = actionData?.deleted ? "deleted" : "invalid";
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      {gone ? (
        <>
          <h1 className="text-3xl font-bold">{t(`contribute.comments.manage.${key}Title`)}</h1>
          <p className="mt-4 text-lg text-slate-700">
            {t(`contribute.comments.manage.${key}Text`)}
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t("contribute.comments.manage.title")}</h1>
          <p className="mt-4 text-lg text-slate-700">
            {t("contribute.comments.manage.intro", { title: loaderData.title })}
          </p>
          <blockquote className="mt-6 whitespace-pre-line rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
            {loaderData.text}
          </blockquote>
          <Form method="post" className="mt-6">
            <button type="submit" className={buttonClass({ variant: "outline" })}>
              {t("contribute.comments.manage.delete")}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
