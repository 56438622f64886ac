import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { env, isCoursevilleConfigured } from '@/env';
import type { DependencyStatus, SystemStatus } from '@/lib/system';
import type { OptionalActorContext } from '@/server/context';
import packageJson from '../../../package.json';

const PROBE_TIMEOUT_MS = 2000;
/** The course platform's state is reused this long, so a public endpoint cannot be used to make us call out on every hit. */
export const COURSEVILLE_PROBE_CACHE_MS = 60_000;

/**
 * GET /api/status. `platform` is the portal's own runtime (this answer proves it runs), `courseville`
 * the course platform's sign-in. Only the database is essential: the caller answers 503 when it is down.
 */
export async function getStatus({ ctx }: { ctx: OptionalActorContext }): Promise<SystemStatus> {
  const { db, actor, now } = ctx;
  const [database, courseville] = await Promise.all([probeDatabase(db), cachedCoursevilleProbe(now)]);
  return {
    environment: env().APP_ENV,
    ...(actor?.role === 'admin' ? { host: os.hostname() } : {}),
    version: packageJson.version,
    status: { database, platform: 'ok', courseville },
  };
}

// One process's memory: a health probe's answer, not shared state, so each instance keeping its own is fine.
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
