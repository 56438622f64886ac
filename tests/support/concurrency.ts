// Two transactions at once on PostgreSQL (the per-file database is a pool of connections): one held open by
// the test, the other a real request. PGlite has a single connection, so these helpers are PostgreSQL-only.
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '@/db/client';

export type HeldTransaction = {
  /** Ends the held transaction with COMMIT and waits until it is done. */
  commit: () => Promise<void>;
  /** Ends it with ROLLBACK. */
  rollback: () => Promise<void>;
};

/**
 * Opens a transaction on its own connection, runs `work` in it (typically a lock and a write, as a run or a
 * cancel does) and keeps it open until `commit` or `rollback`: what another request does meanwhile shows
 * whether it waits for the lock.
 */
export async function holdTransaction(db: Database, work: (tx: Transaction) => Promise<void>): Promise<HeldTransaction> {
  let finish!: (commit: boolean) => void;
  const decision = new Promise<boolean>((resolve) => (finish = resolve));
  let started!: () => void;
  let failed!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    started = resolve;
    failed = reject;
  });
  const done = db
    .transaction(async (tx) => {
      try {
        await work(tx as unknown as Transaction);
      } catch (error) {
        failed(error);
        throw error;
      }
      started();
      if (!(await decision)) tx.rollback();
    })
    .catch(() => undefined);
  await ready;
  return {
    commit: async () => {
      finish(true);
      await done;
    },
    rollback: async () => {
      finish(false);
      await done;
    },
  };
}

/** How many statements of this database wait for a lock right now (pg_stat_activity). */
export async function lockWaiterCount(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as {
    rows: { count: number }[];
  };
  return Number(result.rows[0].count);
}

/**
 * Waits until at least `count` statements wait for a lock; false when that does not happen within `timeoutMs`
 * (the request under test did not wait: it ran past the lock).
 */
export async function waitForLockWaiters(db: Database, count: number, timeoutMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await lockWaiterCount(db)) >= count) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/** A promise with a flag that says whether it has settled yet. */
export function tracked<T>(promise: Promise<T>): { promise: Promise<T>; isSettled: () => boolean } {
  let settled = false;
  const wrapped = promise.finally(() => {
    settled = true;
  });
  return { promise: wrapped, isSettled: () => settled };
}
