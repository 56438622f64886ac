import { context, trace, type Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type ReadableSpan, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { REQUEST_ID_ATTRIBUTE, ROUTE_ATTRIBUTE, requestTagsTable } from './request-tags';
import { createScrapeSkippingSampler } from './scrape-sampler';

/** A trace holding more ended spans than this while its request is still open is sent as it is (a runaway export). */
const MAX_HELD_SPANS = 2000;

/**
 * Holds each trace's ended spans until its last open span ends (for a request, Next.js's request span), then puts the
 * request id and route the route wrapper named (tagRequestSpan) on every one of them, and hands them on. Spans that
 * ended before the handler ran (Next.js resolving the route) get them that way; spans started after get them at once.
 */
class RequestTagProcessor implements SpanProcessor {
  private readonly traces = new Map<string, { open: number; ended: ReadableSpan[] }>();

  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    const { traceId } = span.spanContext();
    const held = this.traces.get(traceId) ?? { open: 0, ended: [] };
    held.open += 1;
    this.traces.set(traceId, held);
    const tags = requestTagsTable().get(traceId);
    if (tags) span.setAttributes({ [REQUEST_ID_ATTRIBUTE]: tags.requestId, [ROUTE_ATTRIBUTE]: tags.route });
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    const { traceId } = span.spanContext();
    const held = this.traces.get(traceId);
    if (!held) return this.next.onEnd(span);
    held.open -= 1;
    held.ended.push(span);
    if (held.open > 0 && held.ended.length < MAX_HELD_SPANS) return;
    this.traces.delete(traceId);
    const tags = requestTagsTable().get(traceId);
    if (held.open <= 0) requestTagsTable().delete(traceId);
    for (const ended of held.ended) {
      // An ended span refuses setAttribute; its attributes are still the object the exporter reads.
      if (tags) Object.assign(ended.attributes, { [REQUEST_ID_ATTRIBUTE]: tags.requestId, [ROUTE_ATTRIBUTE]: tags.route });
      this.next.onEnd(ended);
    }
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}

/**
 * OpenTelemetry traces over OTLP/HTTP (JSON bodies) to OTEL_EXPORTER_OTLP_ENDPOINT (or the traces-specific
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), which the exporter reads itself. Next.js makes the request spans once a tracer
 * provider is registered; PgInstrumentation adds each query as their child. It patches `pg` when `pg` is first
 * required, so this runs before anything opens the database, and `pg` stays outside the server bundle
 * (serverExternalPackages in next.config.ts), where the patch can reach it. Prometheus' scrapes of /metrics are not
 * traced (createScrapeSkippingSampler).
 */
export function startTracing({ serviceName }: { serviceName: string }): TracerProvider {
  requestTagsTable();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }),
    sampler: createScrapeSkippingSampler(),
    spanProcessors: [new RequestTagProcessor(new BatchSpanProcessor({ exporter: new OTLPTraceExporter(), scheduledDelayMillis: 1000 }))],
  });
  // The request's span is found again in each awaited step (a query's span becomes its child) through AsyncLocalStorage.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new PgInstrumentation({ requireParentSpan: true })] });
  return provider;
}
