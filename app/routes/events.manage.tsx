import { data } from "react-router";
import { manageLink, proposeFromForm } from "../features/contributions/event-tip.server.ts";
import { ManageEventForm } from "../features/contributions/event-tip-manage.tsx";
import { useT } from "../i18n/i18n.tsx";
import { privateRoute } from "../lib/route-handle.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/events.manage";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/** The private link of an organiser's published event (issue 19 item 8). */
export async function loader({ request }: Route.LoaderArgs) {
  const link = await manageLink(request);
  if (!link) return data({ found: false as const }, { status: 404 });
  return {
    found: true as const,
    token: new URL(request.url).searchParams.get("token") ?? "",
    name: link.tip.name,
    live: link.live,
    pending: link.pending,
    sent: new URL(request.url).searchParams.get("sent") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const link = await manageLink(request);
  if (!link) return data({ sent: false as const, invalid: true as const }, { status: 404 });
  return proposeFromForm(request, link);
}

/** Personal pages: never cached or indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [{ title: t("contribute.manage.metaTitle") }, { name: "robots", content: "noindex" }];
};

export default function ManageEvent({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.found) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold">{t("contribute.manage.invalidTitle")}</h1>
        <p className="mt-4 text-lg text-slate-700">{t("contribute.manage.invalidText")}</p>
      </div>
    );
  }
  const refused = actionData && "values" in actionData ? actionData : undefined;
  const sent = actionData && "sent" in actionData && actionData.sent;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-4xl font-bold">
        {t("contribute.manage.title", { name: loaderData.name })}
      </h1>
      {sent ? (
        <div role="status" className="mt-8 rounded-2xl border border-green-300 bg-green-50 p-6">
          <h2 className="text-2xl font-bold text-green-900">{t("contribute.manage.sentTitle")}</h2>
          <p className="mt-2 text-green-900">{t("contribute.manage.sentText")}</p>
        </div>
      ) : (
        <>
          <p className="mt-4 text-lg text-slate-700">{t("contribute.manage.intro")}</p>
          {loaderData.pending > 0 ? (
            <p className="mt-3 text-slate-700">
              {t("contribute.manage.pending", { count: loaderData.pending })}
            </p>
          ) : null}
          <ManageEventForm
            token={loaderData.token}
            values={refused?.values ?? loaderData.live}
            kind={refused?.kind ?? ""}
            note={refused?.note ?? ""}
            errors={refused?.errors ?? {}}
            problem={refused?.problem}
            answer={actionData}
          />
        </>
      )}
    </div>
  );
}
