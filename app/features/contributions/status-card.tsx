import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { CircleAlert, MailCheck } from "../../components/icons.tsx";
import { Form, Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";

/** The screen of a visitor's e-mail links (confirm, change, delete): what happened, and where next. */
export function StatusCard({
  tone,
  title,
  description,
  link,
  children,
}: {
  tone: "success" | "problem";
  title: string;
  description: string;
  link?: { to: string; label: string };
  children?: ReactNode;
}) {
  const Icon = tone === "success" ? MailCheck : CircleAlert;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <Icon
        aria-hidden="true"
        className={`mx-auto size-12 ${tone === "success" ? "text-nature-600" : "text-brand-600"}`}
      />
      <h1 className="mt-6 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{description}</p>
      {children}
      {link ? (
        <Link
          to={link.to}
          className="mt-8 inline-flex min-h-11 items-center font-semibold text-brand-600 underline hover:text-brand-700"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The button of a confirmation link's page (decision 131): opening the link only shows it, and
 * pressing it posts to the same address. A plain form: it works without JavaScript.
 */
export function ConfirmButton({ action, label }: { action: string; label: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" action={action} className="mt-8">
      <button type="submit" disabled={navigation.state !== "idle"} className={buttonClass()}>
        {label}
      </button>
    </Form>
  );
}
