import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

/**
 * The app's side of tracing (decision 150). server/tracing.ts registers OpenTelemetry's SDK
 * when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; without it every call here is OpenTelemetry's
 * no-op (the API alone, a few objects per call). Work queued for later — an e-mail in the
 * outbox — keeps the `traceparent` of the request that queued it, and the work continues that
 * trace when it runs, in another process as well.
 */

/** The W3C `traceparent` of the span in hand, when one is being recorded. */
export function currentTraceParent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a stored `traceparent` names (the root when there is none). */
function contextOf(traceParent: string | null | undefined): Context {
  return traceParent
    ? propagation.extract(ROOT_CONTEXT, { traceparent: traceParent })
    : ROOT_CONTEXT;
}

/**
 * Runs `work` in a span named `name`, under the trace of `traceParent` (a stored one) or of the
 * span in hand; an error thrown marks the span and is thrown on.
 */
export async function inSpan<T>(
  name: string,
  options: {
    traceParent?: string | null;
    kind?: "internal" | "client" | "producer" | "consumer";
    attributes?: Record<string, string | number | boolean>;
  },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const kinds = {
    internal: SpanKind.INTERNAL,
    client: SpanKind.CLIENT,
    producer: SpanKind.PRODUCER,
    consumer: SpanKind.CONSUMER,
  };
  const parent =
    options.traceParent !== undefined ? contextOf(options.traceParent) : context.active();
  return trace
    .getTracer("explore-kosovo")
    .startActiveSpan(
      name,
      { kind: kinds[options.kind ?? "internal"], attributes: options.attributes },
      parent,
      async (span) => {
        try {
          return await work(span);
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
}
