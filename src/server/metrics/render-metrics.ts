import 'server-only';
import { getDatabaseHandle, type Database } from '@/db/client';
import { logError } from '@/server/log-safe';
import { portalMetrics, type OutboxState } from './registry';

export const METRICS_CONTENT_TYPE = portalMetrics().registry.contentType;

/**
 * The Prometheus text of this instance. The pool's counts and the outbox are read now, at the scrape; an outbox
 * that cannot be read (the database away) leaves its two series out of this scrape rather than failing the others.
 */
export async function renderMetrics({
  readOutboxState,
}: {
  /** The notifications domain's reading (passed in: that domain records its worker's runs here). */
  readOutboxState: (input: { db: Database }) => Promise<OutboxState>;
}): Promise<string> {
  const metrics = portalMetrics();
  const handle = getDatabaseHandle();
  let outbox: Promise<OutboxState | undefined> | undefined;
  const readOutbox = async () => {
    try {
      return await readOutboxState({ db: handle.db });
    } catch (error) {
      logError('metrics.outbox_failed', error);
      return undefined;
    }
  };
  metrics.sources.current = {
    pool: () =>
      handle.pool ? { total: handle.pool.totalCount, idle: handle.pool.idleCount, waiting: handle.pool.waitingCount } : undefined,
    // One query for the scrape's two outbox gauges.
    outbox: () => (outbox ??= readOutbox()),
  };
  return metrics.registry.metrics();
}
