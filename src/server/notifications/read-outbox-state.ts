import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import { notifications } from '@/db/schema';

export type OutboxState = { depth: number; oldestDueSeconds: number };

/**
 * The e-mails still to send (PENDING or SENDING) and how long the oldest due one has waited, for the metrics
 * endpoint. One statement on the worker's own partial index (notifications_email_due_index), so a scrape stays
 * cheap however many notifications were ever sent.
 */
export async function readOutboxState({ db }: { db: Executor }): Promise<OutboxState> {
  const [row] = await rowsOf<{ depth: number | string; oldest_due_seconds: number | string | null }>(
    db,
    sql`select count(*)::int as depth,
          extract(epoch from now() - min(${notifications.emailNextAttemptAt}) filter (where ${notifications.emailNextAttemptAt} <= now()))::float8 as oldest_due_seconds
        from ${notifications}
        where ${notifications.emailStatus} in ('PENDING', 'SENDING')`,
  );
  return { depth: Number(row?.depth ?? 0), oldestDueSeconds: Math.max(0, Number(row?.oldest_due_seconds ?? 0)) };
}
