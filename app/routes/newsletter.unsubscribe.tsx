import { data } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import {
  findSubscriptionByUnsubscribeToken,
  unsubscribeFromNewsletter,
} from "../db/newsletter.server.ts";
import { StatusCard, StatusCardForm } from "../features/newsletter/status-card.tsx";
import { readToken } from "../features/newsletter/token.ts";
import { useT } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { privateRoute } from "../lib/route-handle.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/newsletter.unsubscribe";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/**
 * Opening the link only asks (mail scanners open links too); the button, or a one-click
 * unsubscribe POST from the mail client (RFC 8058), ends the subscription. Both are idempotent.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Without a token (e.g. from the privacy policy) the page explains where the link is.
  if (!new URL(request.url).searchParams.get("token")) {
    return { state: "how" as const, email: "", token: "" };
  }
  const token = readToken(request.url);
  const subscription = token
    ? await findSubscriptionByUnsubscribeToken(await getDatabase(), token)
    : undefined;
  if (!token || !subscription) {
    return data({ state: "invalid" as const, email: "", token: "" }, { status: 404 });
  }
  const state = subscription.status === "unsubscribed" ? "done" : "ask";
  return { state, email: subscription.email, token };
}

export async function action({ request }: Route.ActionArgs) {
  const token = readToken(request.url);
  const subscription = token
    ? await unsubscribeFromNewsletter(await getDatabase(), token)
    : undefined;
  if (!token || !subscription) {
    return data({ state: "invalid" as const, email: "", token: "" }, { status: 404 });
  }
  return { state: "done" as const, email: subscription.email, token };
}

/** Personal pages: never cached or indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [
    { title: t("newsletter.unsubscribe.metaTitle") },
    { name: "description", content: t("newsletter.unsubscribe.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { state, email, token } = actionData ?? loaderData;
  if (state === "ask") {
    return (
      <StatusCard
        tone="success"
        title={t("newsletter.unsubscribe.askTitle")}
        text={t("newsletter.unsubscribe.askText", { email })}
      >
        <StatusCardForm
          action={paths.newsletterUnsubscribe(token)}
          label={t("newsletter.unsubscribe.button")}
        />
      </StatusCard>
    );
  }
  const outcome = state === "done" || state === "how" ? state : "invalid";
  return (
    <StatusCard
      tone={outcome === "invalid" ? "problem" : "success"}
      title={t(`newsletter.unsubscribe.${outcome}Title`)}
      text={t(`newsletter.unsubscribe.${outcome}Text`, { email })}
    />
  );
}
