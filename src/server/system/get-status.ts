import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { env, isCoursevilleConfigured } from '@/env';
import packageJson from '../../../package.json';

type DependencyStatus = 'ok' | 'down' | 'not_configured';

export type SystemStatus = {
  environment: string;
  host: string;
  version: string;
  status: { database: DependencyStatus; platform: DependencyStatus; courseville: DependencyStatus };
};

const PROBE_TIMEOUT_MS = 2000;

/**
 * GET /api/status. `platform` is the portal's own runtime (this answer proves it runs), `courseville`
 * the course platform's sign-in. Only the database is essential: the caller answers 503 when it is down.
 */
export async function getStatus(db: Database): Promise<SystemStatus> {
  const [database, courseville] = await Promise.all([probeDatabase(db), probeCourseville()]);
  return {
    environment: env().APP_ENV,
    host: os.hostname(),
    version: packageJson.version,
    status: { database, platform: 'ok', courseville },
  };
}

async function probeDatabase(db: Database): Promise<DependencyStatus> {
  try {
    await withTimeout(db.execute(sql`select 1`));
    return 'ok';
  } catch {
    return 'down';
  }
}

async function probeCourseville(): Promise<DependencyStatus> {
  const settings = env();
  if (!isCoursevilleConfigured(settings)) return 'not_configured';
  try {
    // Any HTTP answer means the platform is up; only a network failure or time-out means down.
    await fetch(settings.COURSEVILLE_TOKEN_URL!, { method: 'HEAD', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return 'ok';
  } catch {
    return 'down';
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS))]);
}
