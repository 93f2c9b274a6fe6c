import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { rateLimitRefused } from "../../app/lib/metrics.server.ts";
import { createMetrics, isPrivateAddress } from "../../server/metrics.ts";

/** Issue 33 item 4: /metrics in Prometheus' format, for the site's operators only. */
describe("/metrics", () => {
  const token = "t".repeat(32);
  const metrics = createMetrics({ pageCache: () => undefined, token });
  metrics.nameRoutes((path) => (path.startsWith("/cities/") ? "routes/cities.$id" : "none"));
  const app = new Hono();
  app.get("/metrics", (c) => metrics.answer(c));

  it("counts requests per route (not per address) with their latency", async () => {
    metrics.observe("GET", "/cities/1", 200, 0.012);
    metrics.observe("GET", "/cities/7", 200, 0.3);
    metrics.observe("HEAD", "/assets/entry-AbC.js", 304, 0.001);
    rateLimitRefused("newsletter");
    const response = await app.request("/metrics", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain(
      'http_requests_total{method="GET",route="routes/cities.$id",status="200"} 2',
    );
    expect(text).toContain('http_requests_total{method="GET",route="static",status="304"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.025",method="GET",route="routes\/cities\.\$id"\} 1/,
    );
    expect(text).toContain('explore_kosovo_rate_limit_refusals_total{limiter="newsletter"} 1');
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).not.toContain("/cities/7");
  });

  it("is refused without the token to anyone not asking straight from a private address", async () => {
    expect((await app.request("/metrics")).status).toBe(403);
    const wrong = await app.request("/metrics", { headers: { Authorization: "Bearer nope" } });
    expect(wrong.status).toBe(403);
  });

  it("knows private addresses from public ones", () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "172.20.0.5",
      "192.168.1.9",
      "::ffff:127.0.0.1",
      "fd00::1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["8.8.8.8", "172.32.0.1", "2001:db8::1", "::ffff:1.2.3.4", "unknown"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
