import { performance } from 'node:perf_hooks';
import { AppError } from '@/server/errors';
import { portalMetrics } from './registry';

/** One run of the notification scheduler or the e-mail worker. */
export function recordWorkerRun(entry: { loop: 'schedule' | 'delivery' | 'line'; seconds: number; isOk: boolean }): void {
  const { workerRuns, workerDuration, workerLastSuccess } = portalMetrics();
  workerRuns.inc({ loop: entry.loop, outcome: entry.isOk ? 'ok' : 'error' });
  workerDuration.observe({ loop: entry.loop }, entry.seconds);
  if (entry.isOk) workerLastSuccess.set({ loop: entry.loop }, Date.now() / 1000);
}

/** Times a matching run; a refusal (a 4xx: outside the window, already run) is `refused`, anything else `error`. */
export async function timeMatchingRun<T>(run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const observe = (outcome: string) => portalMetrics().matchingDuration.observe({ outcome }, (performance.now() - started) / 1000);
  try {
    const result = await run();
    observe('ok');
    return result;
  } catch (error) {
    observe(error instanceof AppError && error.status < 500 ? 'refused' : 'error');
    throw error;
  }
}

export type LoginMethod = 'password' | 'courseville' | 'dev';

/**
 * Counts a sign-in attempt: a success, or a failure when it was refused (a 4xx: a wrong password, a refused
 * code, too many attempts). A 5xx (the database away) says nothing about the person and is not counted.
 */
export async function countLogin<T>(method: LoginMethod, attempt: Promise<T>): Promise<T> {
  try {
    const result = await attempt;
    portalMetrics().logins.inc({ method, outcome: 'success' });
    return result;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) portalMetrics().logins.inc({ method, outcome: 'failure' });
    throw error;
  }
}
