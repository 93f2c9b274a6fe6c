import { ArrowRight } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import type { SearchEntry, SearchGroup } from "./search-engine.ts";

/** A plain list of result links (the /search page; works without JavaScript). */
export function ResultList({ entries }: { entries: readonly SearchEntry[] }) {
  return (
    <ul className="mt-3 grid gap-3">
      {entries.map((entry) => (
        <li key={`${entry.type}:${entry.href}`}>
          <Link
            to={entry.href}
            className="group block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:shadow-md"
          >
            <span className="flex items-center justify-between gap-2 text-lg font-semibold text-brand-700 group-hover:underline">
              {entry.name}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </span>
            <span className="mt-1 block text-slate-700">{entry.snippet}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Results grouped by type, each group with its own heading. */
export function GroupedResults({
  groups,
}: {
  groups: readonly { group: SearchGroup; entries: readonly SearchEntry[] }[];
}) {
  const t = useT();
  return (
    <div className="mt-6 grid gap-10">
      {groups.map(({ group, entries }) => (
        <section key={group} aria-labelledby={`results-${group}`}>
          <h3 id={`results-${group}`} className="text-xl font-bold">
            {t(`search.groups.${group}`)}{" "}
            <span className="font-normal text-slate-600">({entries.length})</span>
          </h3>
          <ResultList entries={entries} />
        </section>
      ))}
    </div>
  );
}
