import type { IncomingHttpHeaders } from "node:http";
import {
  context,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";
import type { MiddlewareHandler } from "hono";

/**
 * Traces in OpenTelemetry's format (issue 33 item 5, decision 150), exported over OTLP/HTTP when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, and nothing at all otherwise (the SDK is not even
 * loaded). Each request is one server span named by its route (`GET routes/cities.$id`, never the
 * path), continuing the trace of a `traceparent` header; the app's own spans (the database is
 * not instrumented; mail sending is, app/mail/sender.server.ts) hang under it, and every log line
 * written inside carries its `traceId` (app/lib/log.server.ts).
 */
export interface Tracing {
  /** Names spans by route from now on (server/app.ts hands over the build's routes). */
  nameRoutes(routeOf: (path: string) => string): void;
  /** Spans of requests Hono answers. */
  middleware(): MiddlewareHandler;
  /** A span for a request answered outside Hono (the page cache's fast path); end it after. */
  startRequest(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    startTime?: number,
  ): Span;
  endRequest(span: Span, status: number): void;
  /** Sends what is still buffered and stops (on shutdown). */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** `OTEL_EXPORTER_OTLP_ENDPOINT`: without it, no tracing. */
  endpoint: string | undefined;
  serviceName: string;
  serviceVersion: string;
  /** For tests: the exporter to use instead of OTLP/HTTP. */
  exporter?: import("@opentelemetry/sdk-trace").SpanExporter;
  /** For tests: hand spans over one by one instead of in batches. */
  simple?: boolean;
}

const REQUEST_ID_ATTRIBUTE = "explore_kosovo.request_id";

export async function startTracing(options: TracingOptions): Promise<Tracing | undefined> {
  if (!options.endpoint && !options.exporter) return undefined;
  const [{ TracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, core, resources, hooks] =
    await Promise.all([
      import("@opentelemetry/sdk-trace"),
      import("@opentelemetry/core"),
      import("@opentelemetry/resources"),
      import("@opentelemetry/context-async-hooks"),
    ]);
  // To `<endpoint>/v1/traces`, as every OpenTelemetry SDK reads OTEL_EXPORTER_OTLP_ENDPOINT; the
  // exporter reads OTEL_EXPORTER_OTLP_HEADERS and _TIMEOUT itself.
  const exporter =
    options.exporter ??
    new (await import("@opentelemetry/exporter-trace-otlp-http")).OTLPTraceExporter({
      url: `${(options.endpoint ?? "").replace(/\/+$/, "")}/v1/traces`,
    });
  const provider = new TracerProvider({
    resource: resources.resourceFromAttributes({
      "service.name": options.serviceName,
      "service.version": options.serviceVersion,
      "service.instance.id": `${process.pid}`,
    }),
    spanProcessors: [
      options.simple ? new SimpleSpanProcessor({ exporter }) : new BatchSpanProcessor({ exporter }),
    ],
  });
  const contextManager = new hooks.AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer("explore-kosovo");
  // The route a path belongs to (server/route-declarations.ts): bounded, unlike paths.
  let routeOf: (path: string) => string = () => "none";

  const startRequest = (
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    startTime?: number,
  ): Span => {
    const parent = propagation.extract(context.active(), headers);
    const route = routeOf(path);
    return tracer.startSpan(
      `${method} ${route}`,
      {
        kind: SpanKind.SERVER,
        startTime,
        attributes: {
          "http.request.method": method,
          "http.route": route,
          "url.path": path,
          ...(typeof headers["x-request-id"] === "string"
            ? { [REQUEST_ID_ATTRIBUTE]: headers["x-request-id"] }
            : {}),
        },
      },
      parent,
    );
  };
  const endRequest = (span: Span, status: number): void => {
    span.setAttribute("http.response.status_code", status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };

  return {
    nameRoutes: (namer) => {
      routeOf = namer;
    },
    startRequest,
    endRequest,
    middleware: () => async (c, next) => {
      const span = startRequest(c.req.method, c.req.path, c.req.header());
      try {
        await context.with(trace.setSpan(context.active(), span), next);
      } catch (error) {
        span.recordException(error as Error);
        throw error;
      } finally {
        // The id the request logger settled on (server/logger.ts), sent back in the answer.
        const id = c.res.headers.get("X-Request-Id");
        if (id) span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
        endRequest(span, c.error ? 500 : c.res.status);
      }
    },
    shutdown: async () => {
      await provider.shutdown();
      contextManager.disable();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
