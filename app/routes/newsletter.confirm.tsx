import { data } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { confirmNewsletterSubscription, resendConfirmation } from "../db/newsletter.server.ts";
import { confirmationFor, welcomeFor } from "../features/newsletter/mails.server.ts";
import { StatusCard, StatusCardForm } from "../features/newsletter/status-card.tsx";
import { readToken } from "../features/newsletter/token.ts";
import { useT } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { wakeMailService } from "../mail/service.server.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/newsletter.confirm";

type State = "confirmed" | "unsubscribed" | "expired" | "invalid" | "resent" | "resendLimited";

/**
 * The double opt-in link (PRODUCT B4): opening it confirms and queues the welcome e-mail; it
 * works once and for 7 days. An expired link offers a form (no JavaScript needed) that sends a
 * fresh one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = readToken(request.url);
  const result = token
    ? await confirmNewsletterSubscription(await getDatabase(), token, welcomeFor)
    : ({ state: "invalid" } as const);
  if (result.state === "invalid") return answer("invalid", "", "", 404);
  if (result.state === "confirmed") wakeMailService();
  // Only an expired link needs its token on the page: the form that sends a fresh one posts it.
  return answer(result.state, result.email, result.state === "expired" ? (token ?? "") : "");
}

export async function action({ request }: Route.ActionArgs) {
  const token = readToken(request.url);
  const result = token
    ? await resendConfirmation(await getDatabase(), token, confirmationFor)
    : ({ state: "invalid" } as const);
  if (result.state === "invalid") return answer("invalid", "", "", 404);
  if (result.state === "resent") wakeMailService();
  return answer(result.state === "resent" ? "resent" : "resendLimited", result.email, "");
}

function answer(state: State, email: string, token: string, status = 200) {
  return data({ state, email, token }, { status });
}

/** Personal pages: never cached or indexed. */
export const headers = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = siteFromMatches(matches);
  return [
    { title: t("newsletter.confirm.metaTitle") },
    { name: "description", content: t("newsletter.confirm.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
};

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { state, email, token } = actionData ?? loaderData;
  const good = state === "confirmed" || state === "resent";
  return (
    <StatusCard
      tone={good ? "success" : "problem"}
      title={t(`newsletter.confirm.${state}Title`)}
      text={t(`newsletter.confirm.${state}Text`, { email })}
    >
      {state === "expired" ? (
        <StatusCardForm
          action={paths.newsletterConfirm(token)}
          label={t("newsletter.confirm.resendButton")}
        />
      ) : null}
    </StatusCard>
  );
}
