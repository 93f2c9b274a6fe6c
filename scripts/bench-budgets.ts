/** Budgets of `npm run bench` (issue 9) and how a Lighthouse report is measured against them. */

/** The key pages every budget is measured on (issue 9, issue 20). */
export const KEY_PAGES = [
  "/",
  "/destinations",
  "/destinations/1",
  "/cities/1",
  "/attractions",
  "/attractions/1",
  "/plan",
  "/blog/1",
  "/events",
] as const;

/** Issue 20 item 4 (the accessibility, best-practices and SEO scores of issue 9 stay). */
export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.01,
  tbtMs: 50,
  jsBytes: 120 * 1024,
  totalBytes: 400 * 1024,
  /** App server against a bare `node:http` server with the same bytes, in one run. */
  throughputRatio: 0.7,
} as const;

/** The paths whose throughput ratio is a budget (issue 20 item 4): `/`, `/destinations/1`, the API list. */
export const RATIO_PATHS = ["/", "/destinations/1", "/api/destinations"] as const;

/** A throughput ratio under the budget, in words; undefined when kept or not budgeted. */
export function ratioFailure(path: string, encoding: string, ratio: number): string | undefined {
  if (!(RATIO_PATHS as readonly string[]).includes(path)) return undefined;
  // NaN (a run that failed) fails the comparison, so it counts as missed.
  if (ratio >= BUDGETS.throughputRatio) return undefined;
  return `${path} (${encoding}): throughput ratio ${ratio} < ${BUDGETS.throughputRatio}`;
}

export interface PageResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  totalBytes: number;
  /** Audits that cost points in the all-or-nothing categories, for the report. */
  failedAudits: string[];
}

interface Audit {
  id?: string;
  title?: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}
interface Category {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}
export interface LighthouseReport {
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
}

const score = (category: Category | undefined) => Math.round((category?.score ?? 0) * 100);

/** The figures of one Lighthouse report (LHR JSON). */
export function pageResult(path: string, report: LighthouseReport): PageResult {
  const audit = (id: string) => report.audits[id];
  const summary = audit("resource-summary")?.details?.items ?? [];
  const bytesOf = (type: string) =>
    summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failedAudits: string[] = [];
  for (const key of ["accessibility", "best-practices", "seo", "performance"]) {
    for (const ref of report.categories[key]?.auditRefs ?? []) {
      const item = audit(ref.id);
      if (!item || ref.weight === 0 || item.score === null || item.score >= 0.9) continue;
      const first = item.details?.items?.[0] as Record<string, unknown> | undefined;
      const hint = first?.issueType ?? first?.description ?? first?.url;
      const detail = typeof hint === "string" ? `: ${hint.slice(0, 120)}` : "";
      failedAudits.push(`${key}: ${ref.id} (${Math.round(item.score * 100)})${detail}`);
    }
  }
  return {
    path,
    performance: score(report.categories.performance),
    accessibility: score(report.categories.accessibility),
    bestPractices: score(report.categories["best-practices"]),
    seo: score(report.categories.seo),
    lcpMs: Math.round(audit("largest-contentful-paint")?.numericValue ?? Number.NaN),
    cls: Math.round((audit("cumulative-layout-shift")?.numericValue ?? Number.NaN) * 1000) / 1000,
    tbtMs: Math.round(audit("total-blocking-time")?.numericValue ?? Number.NaN),
    jsBytes: bytesOf("script"),
    totalBytes: audit("total-byte-weight")?.numericValue ?? bytesOf("total"),
    failedAudits,
  };
}

/** The median run of several, by performance score (Lighthouse's advice for noisy machines). */
export function medianRun(runs: PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no Lighthouse runs");
  return median;
}

/** Every budget a page misses, in words; empty when it keeps them all. */
export function budgetFailures(result: PageResult): string[] {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const checks: [boolean, string][] = [
    [
      result.performance >= BUDGETS.performance,
      `performance ${result.performance} < ${BUDGETS.performance}`,
    ],
    [result.accessibility >= BUDGETS.accessibility, `accessibility ${result.accessibility} < 100`],
    [result.bestPractices >= BUDGETS.bestPractices, `best practices ${result.bestPractices} < 100`],
    [result.seo >= BUDGETS.seo, `SEO ${result.seo} < 100`],
    [result.lcpMs <= BUDGETS.lcpMs, `LCP ${result.lcpMs} ms > ${BUDGETS.lcpMs} ms`],
    [result.cls <= BUDGETS.cls, `CLS ${result.cls} > ${BUDGETS.cls}`],
    [result.tbtMs <= BUDGETS.tbtMs, `TBT ${result.tbtMs} ms > ${BUDGETS.tbtMs} ms`],
    [result.jsBytes <= BUDGETS.jsBytes, `JS ${kb(result.jsBytes)} > ${kb(BUDGETS.jsBytes)}`],
    [
      result.totalBytes <= BUDGETS.totalBytes,
      `total ${kb(result.totalBytes)} > ${kb(BUDGETS.totalBytes)}`,
    ],
  ];
  // NaN (a metric Lighthouse could not measure) fails every comparison, so it counts as missed.
  return checks.filter(([ok]) => !ok).map(([, message]) => `${result.path}: ${message}`);
}
