import { performance } from 'node:perf_hooks';
import type { Database } from '@/db/client';
import { deliverAllDueNotificationEmails } from './deliver-notification-emails';
import { deliverAllDueNotificationLine } from './deliver-notification-line';
import { mailerFromEnvironment } from './mailer';
import { runNotificationSchedule } from './run-notification-schedule';
import { logError } from '@/server/log-safe';
import { recordWorkerRun } from '@/server/metrics';

export const SCHEDULE_INTERVAL_MS = 60_000;
export const DELIVERY_INTERVAL_MS = 5_000;
/**
 * The first tick of each kind waits this long after start, and a failed first tick is tried again this long after.
 * Why: `next start` loads every route's code right after instrumentation (Next.js' preloadEntriesOnStart), which
 * holds the event loop for seconds on a busy host. A tick started at once opens a pool connection whose handshake
 * cannot be read meanwhile, so the pool's 3 s connect timeout (src/db/client.ts) fired first and the first schedule
 * tick failed with `timeout exceeded when trying to connect`, leaving the demo round's notifications a minute late.
 */
export const FIRST_TICK_DELAY_MS = 5_000;

export type NotificationWorker = { stop: () => void };

/**
 * The scheduler and the e-mail worker of this instance (src/instrumentation.ts starts them). Every instance may run
 * both: the scheduler's writes are idempotent and the worker's claims skip each other's rows. The first schedule tick
 * runs a few seconds after start (FIRST_TICK_DELAY_MS), so a fresh `npm run dev` shows the demo round's notifications
 * without waiting a minute. A tick never overlaps the previous one of its kind in this process.
 */
export function startNotificationWorker({ db }: { db: Database }): NotificationWorker {
  const loop = (name: 'schedule' | 'delivery' | 'line', intervalMs: number, tick: () => Promise<unknown>) => {
    let isRunning = false;
    const run = async (): Promise<boolean> => {
      if (isRunning) return true;
      isRunning = true;
      const started = performance.now();
      let isOk = false;
      try {
        await tick();
        isOk = true;
      } catch (error) {
        logError(`notifications.${name}_failed`, error);
      } finally {
        isRunning = false;
        recordWorkerRun({ loop: name, seconds: (performance.now() - started) / 1000, isOk });
      }
      return isOk;
    };
    // Not at once: see FIRST_TICK_DELAY_MS. A first tick that fails anyway is tried once more before the interval's.
    const first = setTimeout(
      () =>
        void run().then((isOk) => {
          if (!isOk) pending.push(setTimeout(run, FIRST_TICK_DELAY_MS).unref());
        }),
      Math.min(FIRST_TICK_DELAY_MS, intervalMs),
    );
    first.unref();
    pending.push(first);
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return timer;
  };
  const pending: NodeJS.Timeout[] = [];
  const timers = [
    loop('schedule', SCHEDULE_INTERVAL_MS, () => runNotificationSchedule({ ctx: { db, now: new Date() } })),
    loop('delivery', DELIVERY_INTERVAL_MS, () =>
      deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer: mailerFromEnvironment() }),
    ),
    // LINE beside e-mail, on its own loop: a slow LINE never holds up the mail (docs/line.md).
    loop('line', DELIVERY_INTERVAL_MS, () => deliverAllDueNotificationLine({ db, now: () => new Date() })),
  ];
  return {
    stop: () => {
      pending.forEach((timeout) => clearTimeout(timeout));
      timers.forEach((timer) => clearInterval(timer));
    },
  };
}
