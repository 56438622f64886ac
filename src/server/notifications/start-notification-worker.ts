import { performance } from 'node:perf_hooks';
import type { Database } from '@/db/client';
import { deliverAllDueNotificationEmails } from './deliver-notification-emails';
import { mailerFromEnvironment } from './mailer';
import { runNotificationSchedule } from './run-notification-schedule';
import { logError } from '@/server/log-safe';
import { recordWorkerRun } from '@/server/metrics';

export const SCHEDULE_INTERVAL_MS = 60_000;
export const DELIVERY_INTERVAL_MS = 5_000;

export type NotificationWorker = { stop: () => void };

/**
 * The scheduler and the e-mail worker of this instance (src/instrumentation.ts starts them). Every instance may run
 * both: the scheduler's writes are idempotent and the worker's claims skip each other's rows. The first schedule tick
 * runs at once, so a fresh `npm run dev` shows the demo round's notifications without waiting a minute. A tick never
 * overlaps the previous one of its kind in this process.
 */
export function startNotificationWorker({ db }: { db: Database }): NotificationWorker {
  const loop = (name: 'schedule' | 'delivery', intervalMs: number, tick: () => Promise<unknown>) => {
    let isRunning = false;
    const run = async () => {
      if (isRunning) return;
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
    };
    void run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    return timer;
  };
  const timers = [
    loop('schedule', SCHEDULE_INTERVAL_MS, () => runNotificationSchedule({ ctx: { db, now: new Date() } })),
    loop('delivery', DELIVERY_INTERVAL_MS, () =>
      deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer: mailerFromEnvironment() }),
    ),
  ];
  return { stop: () => timers.forEach((timer) => clearInterval(timer)) };
}
