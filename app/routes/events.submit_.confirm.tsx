import { Link } from "../components/link.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { confirmTipFromLink, tipLinkState } from "../features/contributions/event-tip.server.ts";
import { ConfirmButton } from "../features/contributions/status-card.tsx";
import { useI18n } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { revalidateUnlessPosted } from "../lib/revalidate.ts";
import { privateRoute } from "../lib/route-handle.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/events.submit_.confirm";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/**
 * The link of the tip's confirmation e-mail: opening it only asks, since mail scanners open
 * links too (decision 131); its button makes the tip a draft event in the desk.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const state = await tipLinkState(request);
  return {
    state,
    token: state === "ask" ? (new URL(request.url).searchParams.get("token") ?? "") : "",
  };
}

export async function action({ request }: Route.ActionArgs) {
  return { state: await confirmTipFromLink(request), token: "" };
}

export const shouldRevalidate = revalidateUnlessPosted;

/** Personal pages: never cached or indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [{ title: t("contribute.confirm.metaTitle") }, { name: "robots", content: "noindex" }];
};

export default function ConfirmTip({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { state, token } = actionData ?? loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t(`contribute.confirm.${state}Title`)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t(`contribute.confirm.${state}Text`)}</p>
      {state === "ask" ? (
        <ConfirmButton
          action={paths.eventTipConfirm(token)}
          label={t("contribute.confirm.button")}
        />
      ) : state === "confirmed" ? null : (
        <Link to={paths.eventSubmit()} className={`mt-8 ${buttonClass()}`}>
          {t("contribute.confirm.again")}
        </Link>
      )}
    </div>
  );
}
