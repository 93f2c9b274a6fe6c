import { CheckCircle2 } from "../components/icons.tsx";
import { submitTipFromForm } from "../features/contributions/event-tip.server.ts";
import { TipForm } from "../features/contributions/event-tip-form.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { tipValues } from "../lib/event-tip.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { sectionBreadcrumbs } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/events.submit";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["sent"] } satisfies RouteHandle;

/** Organisers tell us about their event (issue 19 item 3); confirmed by e-mail, then checked. */
export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export function action({ request, params }: Route.ActionArgs) {
  return submitTipFromForm(request, pageLocale(params));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("contribute.tip.metaTitle"),
    description: site.t("contribute.tip.metaDescription"),
    path: paths.eventSubmit(),
    jsonLd: sectionBreadcrumbs(site, "events", {
      name: site.t("contribute.tip.title"),
      path: paths.eventSubmit(),
    }),
  });
};

export default function SubmitEvent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("contribute.tip.title")}</h1>
      {loaderData.sent && !actionData ? (
        <div role="status" className="mt-8 rounded-2xl border border-green-300 bg-green-50 p-6">
          <h2 className="flex items-center gap-2 text-2xl font-bold text-green-900">
            <CheckCircle2 aria-hidden="true" className="size-6" />
            {t("contribute.tip.sentTitle")}
          </h2>
          <p className="mt-2 text-green-900">{t("contribute.tip.sentText")}</p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{t("contribute.tip.intro")}</p>
          <TipForm
            values={actionData?.values ?? tipValues({})}
            errors={actionData?.errors ?? {}}
            problem={actionData?.problem}
            answer={actionData}
          />
        </>
      )}
    </div>
  );
}
