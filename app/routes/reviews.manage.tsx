import { Form } from "../components/link.tsx";
import {
  loadManagedReview,
  manageReviewAction,
} from "../features/contributions/review-manage.server.ts";
import { ReviewForm } from "../features/contributions/review-section.view.tsx";
import { StatusCard } from "../features/contributions/status-card.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { privateRoute } from "../lib/route-handle.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/reviews.manage";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/** The writer's private link (issue 19 item 1): change or delete their review. */
export function loader({ request, params }: Route.LoaderArgs) {
  return loadManagedReview(request, pageLocale(params));
}

export function action({ request }: Route.ActionArgs) {
  return manageReviewAction(request);
}

/** Personal pages: never cached or indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [{ title: t("reviews.manage.metaTitle") }, { name: "robots", content: "noindex" }];
};

export default function ManageReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (actionData?.state === "deleted") {
    return (
      <StatusCard
        tone="success"
        title={t("reviews.manage.deleted")}
        description={t("reviews.about.intro")}
        link={{ to: paths.home(), label: t("reviews.manage.home") }}
      />
    );
  }
  if (!loaderData.found || actionData?.state === "gone") {
    return (
      <StatusCard
        tone="problem"
        title={t("reviews.manage.invalidTitle")}
        description={t("reviews.manage.invalidText")}
        link={{ to: paths.home(), label: t("reviews.manage.home") }}
      />
    );
  }
  const { target, values, status, maxLinks } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 id="manage-title" className="text-3xl font-bold">
        {t("reviews.manage.title", { name: target.name })}
      </h1>
      <p className="mt-2 text-slate-700" data-testid="review-status">
        {t(`reviews.manage.status.${status}`)}
      </p>
      {actionData?.state === "saved" ? (
        <p role="status" className="mt-4 rounded-lg border border-nature-600 bg-cream p-3">
          {t("reviews.manage.saved")}
        </p>
      ) : null}
      <ReviewForm
        name={target.name}
        maxLinks={maxLinks}
        edit={{ values }}
        actionData={actionData?.state === "invalid" ? actionData : undefined}
      />
      <section aria-labelledby="delete-title" className="mt-12 border-t border-slate-200 pt-8">
        <h2 id="delete-title" className="text-xl font-bold">
          {t("reviews.manage.delete")}
        </h2>
        <p className="mt-2 text-slate-700">{t("reviews.manage.deleteAsk")}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="delete" />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-lg border border-red-700 px-5 font-semibold text-red-700 hover:bg-red-50"
          >
            {t("reviews.manage.deleteConfirm")}
          </button>
        </Form>
      </section>
    </div>
  );
}
