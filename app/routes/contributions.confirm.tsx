import { data } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { readLinkToken } from "../features/contributions/hash.server.ts";
import {
  canConfirmFromLink,
  confirmFromLink,
} from "../features/contributions/moderation.server.ts";
import { ConfirmButton, StatusCard } from "../features/contributions/status-card.tsx";
import { useT } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { revalidateUnlessPosted } from "../lib/revalidate.ts";
import { privateRoute } from "../lib/route-handle.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/contributions.confirm";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

type State = "ask" | "confirmed" | "invalid";

/**
 * The confirmation link of any visitor submission (decision 090): opening it only asks, since
 * mail scanners open links too (decision 131); its button moves the submission to the
 * moderation queue. It works once, for 7 days.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = readLinkToken(new URL(request.url).searchParams.get("token"));
  const ask = token ? await canConfirmFromLink(await getDatabase(), token) : false;
  return answer(ask ? "ask" : "invalid", ask ? (token ?? "") : "");
}

export async function action({ request }: Route.ActionArgs) {
  const token = readLinkToken(new URL(request.url).searchParams.get("token"));
  const row = token ? await confirmFromLink(await getDatabase(), token) : undefined;
  return answer(row ? "confirmed" : "invalid", "");
}

function answer(state: State, token: string) {
  return data({ state, token }, { status: state === "invalid" ? 404 : 200 });
}

export const shouldRevalidate = revalidateUnlessPosted;

/** Personal pages: never cached or indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [{ title: t("contributions.confirm.metaTitle") }, { name: "robots", content: "noindex" }];
};

export default function ContributionConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { state, token } = actionData ?? loaderData;
  if (state === "ask") {
    return (
      <StatusCard
        tone="success"
        title={t("contributions.confirm.askTitle")}
        description={t("contributions.confirm.askText")}
      >
        <ConfirmButton
          action={paths.contributionConfirm(token)}
          label={t("contributions.confirm.button")}
        />
      </StatusCard>
    );
  }
  return state === "confirmed" ? (
    <StatusCard
      tone="success"
      title={t("contributions.confirm.confirmedTitle")}
      description={t("contributions.confirm.confirmedText")}
      link={{ to: paths.reviewsHowItWorks(), label: t("contributions.confirm.howItWorks") }}
    />
  ) : (
    <StatusCard
      tone="problem"
      title={t("contributions.confirm.invalidTitle")}
      description={t("contributions.confirm.invalidText")}
      link={{ to: paths.home(), label: t("contributions.confirm.home") }}
    />
  );
}
