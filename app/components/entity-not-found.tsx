import { ArrowLeft } from "lucide-react";
import { Link } from "./link.tsx";

/** An entity's own not-found screen (SPEC 8): heading, message and a link back to its list. */
export function EntityNotFound({
  title,
  text,
  backHref,
  backLabel,
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="mt-4 text-slate-600">{text}</p>
      <Link
        to={backHref}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
    </div>
  );
}
