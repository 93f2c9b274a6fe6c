import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { registerOperationsMetrics } from "../../app/db/operations-metrics.server.ts";
import { rateLimitRefused, registry } from "../../app/lib/metrics.server.ts";
import { createMetrics } from "../../server/metrics.ts";

const docs = path.resolve(import.meta.dirname, "../../docs/operations");

interface Rule {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}
interface Panel {
  type: string;
  title: string;
  datasource?: { uid: string };
  targets?: { expr: string }[];
}

/** Every series name /metrics can write: each family, and a histogram's three series. */
function exportedSeries(): Set<string> {
  createMetrics({ pageCache: () => undefined });
  registerOperationsMetrics();
  rateLimitRefused("newsletter");
  const names = new Set<string>();
  for (const metric of registry.getMetricsAsArray()) {
    const { name, type } = metric as unknown as { name: string; type: string };
    names.add(name);
    if (type === "histogram")
      for (const end of ["_bucket", "_sum", "_count"]) names.add(name + end);
  }
  return names;
}

/** The metric names a PromQL expression reads (ours, Node's and the process's). */
const metricsIn = (expr: string) =>
  [...expr.matchAll(/\b(?:http|explore_kosovo|nodejs|process)_[a-z0-9_]+/g)].map(([name]) => name);

/** Issue 33 item 4: the dashboard and alerts the operators import read metrics that exist. */
describe("the operators' dashboard and alert rules", () => {
  const rules = (
    parse(readFileSync(path.join(docs, "alerts.yml"), "utf8")) as {
      groups: { name: string; rules: Rule[] }[];
    }
  ).groups.flatMap((group) => group.rules);
  const dashboard = JSON.parse(readFileSync(path.join(docs, "grafana-dashboard.json"), "utf8")) as {
    uid: string;
    panels: Panel[];
    __inputs: { name: string }[];
  };
  const panels = dashboard.panels.filter((panel) => panel.type !== "row");
  const series = exportedSeries();

  it("alert on the three things that matter: errors, latency, mail not leaving", () => {
    const reading = (metric: string) => rules.filter((rule) => rule.expr.includes(metric));
    expect(reading('http_requests_total{status=~"5.."}').length).toBeGreaterThan(0);
    expect(reading("http_request_duration_seconds_bucket").length).toBeGreaterThan(0);
    expect(reading("explore_kosovo_outbox_oldest_pending_age_seconds").length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.alert, rule.expr).toMatch(/^ExploreKosovo[A-Z]\w+$/);
      expect(rule.for, rule.alert).toMatch(/^\d+[smh]$/);
      expect(["page", "warn"], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length, rule.alert).toBeGreaterThan(10);
      expect(rule.annotations.description.length, rule.alert).toBeGreaterThan(20);
    }
  });

  it("read only metrics /metrics exports", () => {
    const used = [
      ...rules.flatMap((rule) => metricsIn(rule.expr)),
      ...panels.flatMap((panel) =>
        (panel.targets ?? []).flatMap((target) => metricsIn(target.expr)),
      ),
    ];
    expect(used.length).toBeGreaterThan(15);
    const unknown = used.filter((name) => !series.has(name));
    expect(unknown).toEqual([]);
  });

  it("is a dashboard Grafana imports, each panel on the Prometheus chosen at import", () => {
    expect(dashboard.uid).toBe("explore-kosovo");
    expect(dashboard.__inputs.map((input) => input.name)).toEqual(["DS_PROMETHEUS"]);
    expect(panels.length).toBeGreaterThan(8);
    for (const panel of panels) {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: Grafana's import placeholder
      expect(panel.datasource?.uid, panel.title).toBe("${DS_PROMETHEUS}");
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
    // The panels the alerts point to are there.
    const titles = panels.map((panel) => panel.title);
    expect(titles).toContain("Errors by route");
    expect(titles).toContain("Oldest message still to send");
  });
});
