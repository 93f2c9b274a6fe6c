import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, withRequestId } from "../../app/lib/log.server.ts";
import { currentTraceParent, inSpan } from "../../app/lib/tracing.server.ts";
import { startTracing, type Tracing } from "../../server/tracing.ts";

/** What an OTLP/HTTP collector receives: JSON (the exporter's default encoding). */
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  status?: { code?: number };
}

const attribute = (span: ExportedSpan | undefined, key: string) => {
  const value = span?.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

/** Issue 33 item 5: traces go to the collector named by OTEL_EXPORTER_OTLP_ENDPOINT. */
describe("OpenTelemetry traces", () => {
  const received: { path: string; resource: unknown; spans: ExportedSpan[] }[] = [];
  let collector: Server;
  let tracing: Tracing | undefined;
  const logged: string[] = [];
  const logger = createLogger("info", { write: (line) => logged.push(line) });
  const app = new Hono();

  beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const payload = JSON.parse(body) as {
          resourceSpans: { resource: unknown; scopeSpans: { spans: ExportedSpan[] }[] }[];
        };
        for (const resourceSpans of payload.resourceSpans) {
          received.push({
            path: request.url ?? "",
            resource: resourceSpans.resource,
            spans: resourceSpans.scopeSpans.flatMap((scope) => scope.spans),
          });
        }
        response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const { port } = collector.address() as AddressInfo;
    tracing = await startTracing({
      endpoint: `http://127.0.0.1:${port}`,
      serviceName: "explore-kosovo-test",
      serviceVersion: "9.9.9",
      simple: true,
    });
    tracing?.nameRoutes((path) => (path.startsWith("/cities/") ? "routes/cities.$id" : "none"));
    if (tracing) app.use(tracing.middleware());
    app.get("/cities/:id", async (c) => {
      logger.info("rendering", { city: c.req.param("id") });
      return c.json({ traceParent: currentTraceParent() });
    });
    app.onError((_error, c) => c.text("Something went wrong", 500));
    app.get("/broken", () => {
      throw new Error("the database went away");
    });
  });
  afterAll(async () => {
    await tracing?.shutdown();
    collector.close();
  });

  const spans = () => received.flatMap((batch) => batch.spans);
  const waitFor = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20));
  };

  it("is off without an endpoint: nothing is loaded or registered", async () => {
    expect(await startTracing({ endpoint: undefined, serviceName: "x", serviceVersion: "1" })).toBe(
      undefined,
    );
  });

  it("exports a span per request, named by route, continuing the caller's trace", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    const parentId = "00f067aa0ba902b7";
    const response = await app.request("/cities/7", {
      headers: { traceparent: `00-${traceId}-${parentId}-01`, "x-request-id": "req-trace-1" },
    });
    expect(response.status).toBe(200);
    const { traceParent } = (await response.json()) as { traceParent?: string };
    // The work in hand knows its place in the trace (queued mail keeps it).
    expect(traceParent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    await waitFor(() => spans().some((span) => span.traceId === traceId));
    const span = spans().find((candidate) => candidate.traceId === traceId);
    expect(span?.name).toBe("GET routes/cities.$id");
    expect(span?.parentSpanId).toBe(parentId);
    expect(span?.kind).toBe(2); // SERVER
    expect(attribute(span, "http.route")).toBe("routes/cities.$id");
    expect(attribute(span, "http.response.status_code")).toBe(200);
    expect(attribute(span, "explore_kosovo.request_id")).toBe("req-trace-1");
    expect(received[0]?.path).toBe("/v1/traces");
    expect(JSON.stringify(received[0]?.resource)).toContain("explore-kosovo-test");
    // The line logged while answering names the same trace and span.
    const line = JSON.parse(logged.find((entry) => entry.includes("rendering")) ?? "{}");
    expect(line).toMatchObject({ traceId, spanId: span?.spanId });
  });

  it("marks a request that failed as an error", async () => {
    const response = await app.request("/broken");
    expect(response.status).toBe(500);
    await waitFor(() => spans().some((span) => span.name === "GET none"));
    const span = spans().find((candidate) => candidate.name === "GET none");
    expect(attribute(span, "http.response.status_code")).toBe(500);
    expect(span?.status?.code).toBe(2); // ERROR
  });

  it("continues a stored trace in later work (a queued e-mail sent by the worker)", async () => {
    const stored = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    await withRequestId("req-mail-1", () =>
      inSpan("mail send", { traceParent: stored, kind: "consumer" }, async () => {
        logger.info("mail sent", { id: 1 });
      }),
    );
    await waitFor(() => spans().some((span) => span.name === "mail send"));
    const span = spans().find((candidate) => candidate.name === "mail send");
    expect(span?.traceId).toBe("0af7651916cd43dd8448eb211c80319c");
    expect(span?.parentSpanId).toBe("b7ad6b7169203331");
    const line = JSON.parse(logged.find((entry) => entry.includes("mail sent")) ?? "{}");
    expect(line).toMatchObject({
      requestId: "req-mail-1",
      traceId: "0af7651916cd43dd8448eb211c80319c",
    });
  });
});
