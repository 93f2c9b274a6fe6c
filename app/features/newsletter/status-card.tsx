import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { CircleAlert, MailCheck } from "../../components/icons.tsx";
import { Form, Link } from "../../components/link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

/** The one screen of the confirm and unsubscribe links: what happened, and the way back. */
export function StatusCard({
  tone,
  title,
  text,
  children,
}: {
  tone: "success" | "problem";
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const t = useT();
  const Icon = tone === "success" ? MailCheck : CircleAlert;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <Icon
        aria-hidden="true"
        className={`mx-auto size-12 ${tone === "success" ? "text-nature-600" : "text-brand-600"}`}
      />
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      {children}
      <Link
        to={paths.home()}
        className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-600 underline hover:text-brand-700"
      >
        {t("newsletter.home")}
      </Link>
    </div>
  );
}

/**
 * A one-button form on a status card (confirm, unsubscribe, send a fresh link): works without
 * scripts. `intent` names what the button does when one page has two of them.
 */
export function StatusCardForm({
  action,
  label,
  intent,
}: {
  action: string;
  label: string;
  intent?: string;
}) {
  const navigation = useNavigation();
  return (
    <Form method="post" action={action} className="mt-8">
      <button
        type="submit"
        name={intent ? "intent" : undefined}
        value={intent}
        disabled={navigation.state !== "idle"}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {label}
      </button>
    </Form>
  );
}
