import { data } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { confirmNewsletterSubscription } from "../db/newsletter.server.ts";
import { StatusCard } from "../features/newsletter/status-card.tsx";
import { readToken } from "../features/newsletter/token.ts";
import { useT } from "../i18n/i18n.tsx";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/newsletter.confirm";

/** The double opt-in link (PRODUCT B4): opening it confirms; opening it again changes nothing. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = readToken(request.url);
  const subscription = token
    ? await confirmNewsletterSubscription(await getDatabase(), token)
    : undefined;
  if (!subscription) return data({ state: "invalid" as const, email: "" }, { status: 404 });
  const state = subscription.status === "unsubscribed" ? "unsubscribed" : "confirmed";
  return { state, email: subscription.email };
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

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { state, email } = loaderData;
  return (
    <StatusCard
      tone={state === "confirmed" ? "success" : "problem"}
      title={t(`newsletter.confirm.${state}Title`)}
      text={t(`newsletter.confirm.${state}Text`, { email })}
    />
  );
}
