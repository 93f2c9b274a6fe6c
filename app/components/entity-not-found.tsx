import { useT } from "../i18n/i18n.tsx";
import { paths, type Section } from "../lib/paths.ts";
import { GeneralErrorBoundary } from "./error-boundary.tsx";
import { ArrowLeft } from "./icons.tsx";
import { Link } from "./link.tsx";
import { buttonClass } from "./ui/button.tsx";

/**
 * The `ErrorBoundary` of a detail route (decision 042): a 404 shows the section's own
 * not-found screen (SPEC 8: heading, message, a link back to the list, from the section's
 * `notFound` texts); any other error, the general one.
 */
export function entityNotFoundBoundary(section: Section) {
  return function ErrorBoundary() {
    return (
      <GeneralErrorBoundary statusHandlers={{ 404: () => <EntityNotFound section={section} /> }} />
    );
  };
}

function EntityNotFound({ section }: { section: Section }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{t(`${section}.notFound.title`)}</h1>
      <p className="mt-4 text-slate-600">{t(`${section}.notFound.text`)}</p>
      <Link to={paths[section]()} className={buttonClass({ className: "mt-8" })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t(`${section}.notFound.back`)}
      </Link>
    </div>
  );
}
