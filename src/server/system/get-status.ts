import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { env, isCoursevilleConfigured } from '@/env';
import type { DependencyStatus, SystemStatus } from '@/lib/system';
import type { OptionalActorContext } from '@/server/context';
import { probeFileStorage } from '@/server/files';
import packageJson from '../../../package.json';

const PROBE_TIMEOUT_MS = 2000;
/** The course platform's state is reused this long, so a public endpoint cannot be used to make us call out on every hit. */
export const COURSEVILLE_PROBE_CACHE_MS = 60_000;
/**
 * The file storage's state is reused this long by the process that probed it. /api/status is the floor of the load
 * benchmarks and the load balancer calls it every second, so a write, a read and a delete on every hit would be
 * work on the common path; a storage that breaks is seen at most this late, and a file upload or download in the
 * meantime reports its own failure anyway. Only a state is kept, nothing a request relies on.
 */
export const STORAGE_PROBE_CACHE_MS = 10_000;

/**
 * GET /api/status. `platform` is the portal's own file storage (a probe written, read back and removed, see
 * docs/operations.md), `courseville` the course platform's sign-in. Only the database is essential: the caller
 * answers 503 when it is down; a storage that is down only stops uploads and downloads.
 */
export async function getStatus({ ctx }: { ctx: OptionalActorContext }): Promise<SystemStatus> {
  const { db, actor, now } = ctx;
  const [database, platform, courseville] = await Promise.all([probeDatabase(db), cachedStorageProbe(now), cachedCoursevilleProbe(now)]);
  return {
    environment: env().APP_ENV,
    ...(actor?.role === 'admin' ? { host: os.hostname() } : {}),
    version: packageJson.version,
    status: { database, platform, courseville },
  };
}

// One process's memory: a health probe's answer, not shared state, so each instance keeping its own is fine.
let lastStorageProbe: { at: number; answer: Promise<DependencyStatus> } | undefined;

/** Concurrent requests share one probe under way (the promise is kept), so a burst of checks writes one file, not many. */
function cachedStorageProbe(now: Date): Promise<DependencyStatus> {
  const previous = lastStorageProbe;
  if (previous && Math.abs(now.getTime() - previous.at) < STORAGE_PROBE_CACHE_MS) return previous.answer;
  const answer = withTimeout(probeFileStorage()).then(
    (isWorking): DependencyStatus => (isWorking ? 'ok' : 'down'),
    (): DependencyStatus => 'down',
  );
  lastStorageProbe = { at: now.getTime(), answer };
  return answer;
}

/** For tests: forget the cached storage state, so the next status call probes again. */
export function forgetStorageProbe(): void {
  lastStorageProbe = undefined;
}

let lastCoursevilleProbe: { tokenUrl: string | undefined; at: number; answer: Promise<DependencyStatus> } | undefined;

async function cachedCoursevilleProbe(now: Date): Promise<DependencyStatus> {
  const settings = env();
  if (!isCoursevilleConfigured(settings)) return 'not_configured';
  const tokenUrl = settings.COURSEVILLE_TOKEN_URL;
  const previous = lastCoursevilleProbe;
  if (previous && previous.tokenUrl === tokenUrl && now.getTime() - previous.at < COURSEVILLE_PROBE_CACHE_MS) return previous.answer;
  const answer = probeCourseville(tokenUrl!);
  lastCoursevilleProbe = { tokenUrl, at: now.getTime(), answer };
  return answer;
}

async function probeDatabase(db: Database): Promise<DependencyStatus> {
  try {
    await withTimeout(db.execute(sql`select 1`));
    return 'ok';
  } catch {
    return 'down';
  }
}

async function probeCourseville(tokenUrl: string): Promise<DependencyStatus> {
  try {
    // Any HTTP answer means the platform is up; only a network failure or time-out means down.
    await fetch(tokenUrl, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return 'ok';
  } catch {
    return 'down';
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS))]);
}
