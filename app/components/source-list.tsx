import type { Source } from "../content/schema.ts";
import { useT } from "../i18n/i18n.tsx";

/** The pages a text's figures and dates come from (issue 16), each a link with its title. */
export function SourceList({ sources }: { sources: Source[] }) {
  const t = useT();
  return (
    <section aria-labelledby="sources-title" className="mt-12 border-t border-slate-200 pt-6">
      <h2 id="sources-title" className="text-lg font-semibold">
        {t("components.sourcesTitle")}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm text-slate-700">
        {sources.map((source) => (
          <li key={source.url}>
            <a
              href={source.url}
              className="text-brand-700 underline hover:text-brand-800"
              rel="noopener"
            >
              {source.title ?? source.url}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
