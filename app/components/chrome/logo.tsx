import { useT } from "../../i18n/i18n.tsx";
import { Link } from "../link.tsx";

/** The wordmark with a small mountain-and-star mark (our own drawing). */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={t("layout.home")}
      className={`flex items-center gap-2 font-bold tracking-tight ${tone === "light" ? "text-white" : "text-brand-700"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" role="img">
        <rect width="32" height="32" rx="8" fill="#244AA5" />
        <path d="M4 24 L12 13 L17 19 L21 14 L28 24 Z" fill="#D0A650" />
        <circle cx="23" cy="8" r="2" fill="#fff" />
      </svg>
      <span className="text-lg">{t("layout.siteName")}</span>
    </Link>
  );
}
