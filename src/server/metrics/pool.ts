import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { portalMetrics } from './registry';

const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'set', 'copy']);

/** The statement's first keyword, from a fixed set, so the label never carries a table name or a value. */
function operationOf(statement: unknown): string {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  const keyword = typeof text === 'string' ? /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() : undefined;
  return keyword && OPERATIONS.has(keyword) ? keyword : 'other';
}

/**
 * Times every statement of the pool's connections: pool.query and transactions both end in a client's query(),
 * with a callback (the pool's own form) or a promise (drizzle's). A Submittable (a COPY stream) is passed through
 * untimed: it has no single end to measure.
 */
export function timePoolQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const histogram = portalMetrics().queryDuration;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0] as { submit?: unknown } | undefined;
      if (first && typeof first === 'object' && typeof first.submit === 'function') return query(...args);
      const started = performance.now();
      const operation = operationOf(args[0]);
      const observe = (outcome: 'ok' | 'error') => histogram.observe({ operation, outcome }, (performance.now() - started) / 1000);
      const last = args.at(-1);
      if (typeof last === 'function') {
        const callback = last as (error: unknown, ...rest: unknown[]) => void;
        return query(...args.slice(0, -1), (error: unknown, ...rest: unknown[]) => {
          observe(error ? 'error' : 'ok');
          callback(error, ...rest);
        });
      }
      const result = query(...args) as Promise<unknown>;
      result.then(
        () => observe('ok'),
        () => observe('error'),
      );
      return result;
    };
  });
}
