import type { ReactNode } from "react";
import { ArrowLeft } from "./icons.tsx";
import { Link } from "./link.tsx";

const looks = {
  /** On the page's background. */
  plain: "font-semibold text-brand-700 hover:underline",
  /** Over a hero picture. */
  overlay:
    "w-fit rounded-lg bg-slate-950/50 px-3 text-sm font-semibold text-white hover:bg-slate-950/70",
} as const;

/** "← Back to …": the way up from a page to its list or overview. */
export function BackLink({
  to,
  look = "plain",
  className = "",
  children,
}: {
  to: string;
  look?: keyof typeof looks;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-2 ${looks[look]} ${className}`.trimEnd()}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
