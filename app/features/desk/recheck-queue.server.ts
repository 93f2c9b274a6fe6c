import { contentIn } from "../../content/localized.server.ts";
import type { Database } from "../../db/client.server.ts";
import { factPage, type PracticalFact } from "../../db/practical-facts.server.ts";
import { listDestinations } from "../../db/queries.server.ts";
import { openRecheckReports, type RecheckReport } from "../../db/recheck-reports.server.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import { paths } from "../../lib/paths.ts";

/**
 * The desk's one re-check queue (issue 19 item 8, issue 18 item 6; decision 113): the visitors'
 * open "something here has changed" flags, joined to the practical facts stated on the page they
 * were sent from; flags about a page without a practical fact (a place) are grouped per place.
 */

const REASONS: Record<string, string> = {
  closed: "Closed (for now or for good)",
  prices: "Prices changed",
  hours: "Opening hours changed",
  other: "Something else",
};

export interface ReportView {
  id: number;
  reason: string;
  note: string | null;
  language: string;
  at: string;
}

export interface FlaggedPlace {
  path: string;
  name: string;
  reports: ReportView[];
}

const view = (report: RecheckReport): ReportView => ({
  id: report.id,
  reason: REASONS[report.reason] ?? report.reason,
  note: report.note,
  language: report.language,
  at: formatKosovoDateTime(report.createdAt),
});

/** The page a flag is about: its stored path, or the place's own page for older flags. */
function pageOf(report: RecheckReport): string {
  if (report.pagePath) return report.pagePath;
  return report.entityType === "attraction"
    ? paths.attraction(report.entityId ?? 0)
    : paths.destination(report.entityId ?? 0);
}

/**
 * The open flags per practical fact (by its page), and the flagged places without one, each
 * place's flags oldest first and the places by their oldest flag.
 */
export async function recheckReportsByPage(db: Database, facts: PracticalFact[]) {
  const reports = await openRecheckReports(db);
  const factPages = new Set(facts.map(factPage));
  const perFact = new Map<string, ReportView[]>();
  const places = new Map<string, FlaggedPlace>();
  const attractions = new Map(
    contentIn("en").attractions.attractions.map((item) => [item.id, item.name]),
  );
  const destinations = new Map((await listDestinations(db)).map((item) => [item.id, item.name]));
  for (const report of reports) {
    const page = pageOf(report);
    if (factPages.has(page)) {
      perFact.set(page, [...(perFact.get(page) ?? []), view(report)]);
      continue;
    }
    const place = places.get(page) ?? {
      path: page,
      name:
        report.entityType === "page"
          ? page
          : ((report.entityType === "attraction" ? attractions : destinations).get(
              report.entityId ?? 0,
            ) ?? `${report.entityType} ${report.entityId} (gone)`),
      reports: [],
    };
    place.reports.push(view(report));
    places.set(page, place);
  }
  return {
    forFact: (fact: PracticalFact) => perFact.get(factPage(fact)) ?? [],
    places: [...places.values()],
    total: reports.length,
  };
}
