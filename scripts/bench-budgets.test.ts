import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  budgetFailures,
  type LighthouseReport,
  medianRun,
  pageResult,
  ratioFailure,
} from "./bench-budgets.ts";

function report(overrides: Partial<Record<string, number>> = {}): LighthouseReport {
  const category = (score: number) => ({ score, auditRefs: [{ id: "color-contrast", weight: 7 }] });
  return {
    categories: {
      performance: category(overrides.performance ?? 0.99),
      accessibility: category(overrides.accessibility ?? 1),
      "best-practices": category(1),
      seo: category(1),
    },
    audits: {
      "color-contrast": { score: overrides.contrast ?? 1 },
      "largest-contentful-paint": { score: 1, numericValue: overrides.lcp ?? 1400.4 },
      "cumulative-layout-shift": { score: 1, numericValue: overrides.cls ?? 0.0012 },
      "total-blocking-time": { score: 1, numericValue: 20 },
      "total-byte-weight": { score: 1, numericValue: overrides.total ?? 300_000 },
      "resource-summary": {
        score: null,
        details: {
          items: [
            { resourceType: "script", transferSize: overrides.js ?? 100_000 },
            { resourceType: "total", transferSize: 300_000 },
          ],
        },
      },
    },
  };
}

describe("bench budgets", () => {
  it("reads scores and metrics from a Lighthouse report", () => {
    expect(pageResult("/", report())).toEqual({
      path: "/",
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1400,
      cls: 0.001,
      tbtMs: 20,
      jsBytes: 100_000,
      totalBytes: 300_000,
      failedAudits: [],
    });
  });

  it("passes a page within every budget", () => {
    expect(budgetFailures(pageResult("/", report()))).toEqual([]);
  });

  it("names every budget a page misses", () => {
    const result = pageResult(
      "/x",
      report({
        performance: 0.9,
        accessibility: 0.96,
        contrast: 0,
        lcp: 2600,
        cls: 0.1,
        js: 200_000,
        total: 600_000,
      }),
    );
    expect(result.failedAudits).toContain("accessibility: color-contrast (0)");
    expect(budgetFailures(result)).toEqual([
      `/x: performance 90 < ${BUDGETS.performance}`,
      "/x: accessibility 96 < 100",
      "/x: LCP 2600 ms > 1500 ms",
      "/x: CLS 0.1 > 0.01",
      "/x: JS 195 KB > 120 KB",
      "/x: total 586 KB > 400 KB",
    ]);
  });

  it("counts a metric Lighthouse could not measure as missed", () => {
    const broken = { ...pageResult("/", report()), lcpMs: Number.NaN };
    expect(budgetFailures(broken)).toEqual(["/: LCP NaN ms > 1500 ms"]);
  });

  it("takes the median run", () => {
    const runs = [90, 99, 95].map((performance) => ({ ...pageResult("/", report()), performance }));
    expect(medianRun(runs).performance).toBe(95);
  });

  it("holds the budgeted paths to 0.7 of a bare server", () => {
    expect(ratioFailure("/", "br", 0.71)).toBeUndefined();
    expect(ratioFailure("/api/destinations", "identity", 0.56)).toBe(
      "/api/destinations (identity): throughput ratio 0.56 < 0.7",
    );
    expect(ratioFailure("/destinations/1", "br", Number.NaN)).toBe(
      "/destinations/1 (br): throughput ratio NaN < 0.7",
    );
    // Paths measured on request but not budgeted are reported only.
    expect(ratioFailure("/events", "br", 0.2)).toBeUndefined();
  });
});
