import type { Attributes, Context, SpanKind } from '@opentelemetry/api';
import { ParentBasedSampler, SamplingDecision, type Sampler, type SamplingResult } from '@opentelemetry/sdk-trace';

/** Paths whose requests are not traced: Prometheus scrapes /metrics every few seconds on every instance. */
const UNTRACED_PATHS = new Set(['/metrics']);

/** The path of a request span's `http.target` (Next.js sets it to the request's URL when it starts the span). */
function pathOf(target: unknown): string | undefined {
  if (typeof target !== 'string') return undefined;
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

/**
 * Samples every trace except a scrape's: a root span whose `http.target` is an untraced path is dropped, and with it
 * (parent-based) every span started inside it, its database queries included. A scrape every few seconds per
 * instance would otherwise make most of the exported traces and hide the students' requests among them.
 */
class SkipScrapesSampler implements Sampler {
  shouldSample(_context: Context, _traceId: string, _spanName: string, _spanKind: SpanKind, attributes: Attributes): SamplingResult {
    const path = pathOf(attributes['http.target']);
    if (path !== undefined && UNTRACED_PATHS.has(path)) return { decision: SamplingDecision.NOT_RECORD };
    return { decision: SamplingDecision.RECORD_AND_SAMPLED };
  }

  toString(): string {
    return `SkipScrapesSampler{${[...UNTRACED_PATHS].join(',')}}`;
  }
}

/** The portal's sampler: a child follows its parent's decision; a root is sampled unless it is a scrape. */
export function createScrapeSkippingSampler(): Sampler {
  return new ParentBasedSampler({ root: new SkipScrapesSampler() });
}
