import { trace } from '@opentelemetry/api';

/** The attribute that carries the request id (the `requestId` of the JSON log line, the `x-request-id` answer). */
export const REQUEST_ID_ATTRIBUTE = 'http.request.id';
/** The route pattern, the same as the metrics' `route` label. */
export const ROUTE_ATTRIBUTE = 'http.route';

export type RequestTags = { requestId: string; route: string };

// Shared between the route wrapper and the span processor of instrumentation-node.ts, which Next.js may load in
// different bundles: the processor's table lives on globalThis, and exists only while tracing runs.
const globalKey = Symbol.for('intern-portal.trace-request-tags');
type GlobalWithTags = typeof globalThis & { [globalKey]?: Map<string, RequestTags> };

export function requestTagsTable(): Map<string, RequestTags> {
  const holder = globalThis as GlobalWithTags;
  holder[globalKey] ??= new Map();
  return holder[globalKey];
}

export function isTracing(): boolean {
  return (globalThis as GlobalWithTags)[globalKey] !== undefined;
}

/**
 * Names the request's trace by its request id and route: the span processor puts both on every span of the trace
 * (Next.js's own spans that started before the handler ran, and the database's spans after). Without tracing, nothing.
 */
export function tagRequestSpan({ requestId, route }: RequestTags): void {
  if (!isTracing()) return;
  const span = trace.getActiveSpan();
  if (!span) return;
  requestTagsTable().set(span.spanContext().traceId, { requestId, route });
  span.setAttribute(REQUEST_ID_ATTRIBUTE, requestId);
  span.setAttribute(ROUTE_ATTRIBUTE, route);
}
