import { data } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import {
  confirmNewsletterSubscription,
  findConfirmation,
  resendConfirmation,
} from "../db/newsletter.server.ts";
import { confirmationFor, welcomeFor } from "../features/newsletter/mails.server.ts";
import { StatusCard, StatusCardForm } from "../features/newsletter/status-card.tsx";
import { readToken } from "../features/newsletter/token.ts";
import { useT } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { revalidateUnlessPosted } from "../lib/revalidate.ts";
import { privateRoute } from "../lib/route-handle.ts";
import { wakeMailService } from "../mail/service.server.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/newsletter.confirm";

type State =
  | "ask"
  | "confirmed"
  | "unsubscribed"
  | "expired"
  | "invalid"
  | "resent"
  | "resendLimited";

/** A token link: the page is for its holder alone (app/lib/route-handle.ts). */
export const handle = privateRoute;

/**
 * The double opt-in link (PRODUCT B4): opening it only asks, since mail scanners open links too
 * (decision 131); its button confirms and queues the welcome e-mail. It works once and for 7
 * days. An expired link offers a form that sends a fresh one. Both forms work without JavaScript.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = readToken(request.url);
  const view = token
    ? await findConfirmation(await getDatabase(), token)
    : ({ state: "invalid" } as const);
  if (view.state === "invalid") return answer("invalid", "", "", 404);
  // Only the forms need the token on the page: the confirm and the fresh-link buttons post it.
  const needsToken = view.state === "ask" || view.state === "expired";
  return answer(view.state, view.email, needsToken ? (token ?? "") : "");
}

export async function action({ request }: Route.ActionArgs) {
  const token = readToken(request.url);
  if (!token) return answer("invalid", "", "", 404);
  const db = await getDatabase();
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === "resend") {
    const result = await resendConfirmation(db, token, confirmationFor);
    if (result.state === "invalid") return answer("invalid", "", "", 404);
    if (result.state === "resent") wakeMailService();
    return answer(result.state === "resent" ? "resent" : "resendLimited", result.email, "");
  }
  const result = await confirmNewsletterSubscription(db, token, welcomeFor);
  if (result.state === "invalid") return answer("invalid", "", "", 404);
  if (result.state === "confirmed") wakeMailService();
  return answer(result.state, result.email, result.state === "expired" ? token : "");
}

function answer(state: State, email: string, token: string, status = 200) {
  return data({ state, email, token }, { status });
}

export const shouldRevalidate = revalidateUnlessPosted;

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
  const good = state === "ask" || state === "confirmed" || state === "resent";
  return (
    <StatusCard
      tone={good ? "success" : "problem"}
      title={t(`newsletter.confirm.${state}Title`)}
      text={t(`newsletter.confirm.${state}Text`, { email })}
    >
      {state === "ask" ? (
        <StatusCardForm
          action={paths.newsletterConfirm(token)}
          label={t("newsletter.confirm.button")}
        />
      ) : null}
      {state === "expired" ? (
        <StatusCardForm
          action={paths.newsletterConfirm(token)}
          label={t("newsletter.confirm.resendButton")}
          intent="resend"
        />
      ) : null}
    </StatusCard>
  );
}
