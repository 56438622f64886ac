import { ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { createScrapeSkippingSampler } from '@/server/tracing/scrape-sampler';

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const sampler = createScrapeSkippingSampler();
const rootDecision = (target: string) =>
  sampler.shouldSample(ROOT_CONTEXT, TRACE_ID, 'GET', SpanKind.SERVER, { 'http.method': 'GET', 'http.target': target }, []).decision;

describe('createScrapeSkippingSampler', () => {
  it('drops a /metrics scrape, with or without a query', () => {
    expect(rootDecision('/metrics')).toBe(SamplingDecision.NOT_RECORD);
    expect(rootDecision('/metrics?x=1')).toBe(SamplingDecision.NOT_RECORD);
  });

  it('samples every other request', () => {
    expect(rootDecision('/api/status')).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(rootDecision('/metrics-of-something')).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(rootDecision('/ranking')).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });

  it('makes a child follow its parent', () => {
    const parent = (traceFlags: TraceFlags) =>
      trace.setSpanContext(ROOT_CONTEXT, { traceId: TRACE_ID, spanId: 'b7ad6b7169203331', traceFlags, isRemote: false });
    const child = (traceFlags: TraceFlags) =>
      sampler.shouldSample(parent(traceFlags), TRACE_ID, 'pg.query', SpanKind.CLIENT, {}, []).decision;
    expect(child(TraceFlags.NONE)).toBe(SamplingDecision.NOT_RECORD);
    expect(child(TraceFlags.SAMPLED)).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});
