import { Link } from "../components/link.tsx";
import { RECHECK_QUERY } from "../features/contributions/query.ts";
import { submitRecheckFromForm } from "../features/contributions/recheck.server.ts";
import { RecheckForm } from "../features/contributions/recheck-section.view.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/recheck";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...RECHECK_QUERY] } satisfies RouteHandle;

/**
 * Where "Something here has changed?" posts (issue 19 item 8). Sent, it goes back to the place's
 * page; refused, this page shows the form again with what was typed. By GET it shows only its
 * title (nothing links here; it is not indexed).
 */
export function loader() {
  return null;
}

export function action({ request, params }: Route.ActionArgs) {
  return submitRecheckFromForm(request, pageLocale(params));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [{ title: t("contribute.recheck.metaTitle") }, { name: "robots", content: "noindex" }];
};

export default function Recheck({ actionData }: Route.ComponentProps) {
  const t = useT();
  if (!actionData || !("values" in actionData)) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold">{t("contribute.recheck.title")}</h1>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("contribute.recheck.title")}</h1>
      <p className="mt-3 text-slate-700">
        <Link to={actionData.place.path} className="text-brand-700 underline">
          {actionData.place.name}
        </Link>
      </p>
      <RecheckForm
        values={actionData.values}
        errors={actionData.errors}
        problem={actionData.problem}
        answer={actionData}
      />
    </div>
  );
}
