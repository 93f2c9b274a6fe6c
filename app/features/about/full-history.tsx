import { BackLink } from "../../components/back-link.tsx";
import { SourceList } from "../../components/source-list.tsx";
import type { FullHistory as History } from "../../content/about.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

/** "Explore Full History" (PRODUCT B2): the longer history as a page of ours. */
export function FullHistory({ fullHistory }: { fullHistory: History }) {
  const t = useT();
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <BackLink to={paths.about()}>{t("about.history.back")}</BackLink>
      <h1 className="mt-4 text-4xl font-bold">{fullHistory.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{fullHistory.intro}</p>
      <nav aria-labelledby="history-contents" className="mt-8 rounded-2xl bg-cream p-5">
        <h2 id="history-contents" className="font-semibold">
          {t("about.history.contents")}
        </h2>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {fullHistory.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline hover:text-brand-800">
                {section.heading}
              </a>{" "}
              <span className="text-sm text-slate-600">({section.period})</span>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="mt-10 grid gap-10 border-l-2 border-gold-400 pl-6">
        {fullHistory.sections.map((section) => (
          <li key={section.id}>
            <section
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                {section.period}
              </p>
              <h2 id={`${section.id}-title`} className="mt-1 text-2xl font-bold">
                {section.heading}
              </h2>
              <div className="mt-3 grid max-w-prose gap-4 text-slate-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </section>
          </li>
        ))}
      </ol>
      <SourceList sources={fullHistory.sources} />
    </article>
  );
}
