import { CircleAlert, MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "../../components/link.tsx";
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
