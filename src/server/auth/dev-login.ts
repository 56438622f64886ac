import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { accounts } from '@/db/schema';
import { env } from '@/env';
import { NotFoundError, UnauthenticatedError } from '@/server/errors';
import { consumeRateLimit } from '@/server/security/rate-limit';
import type { LoggedIn } from './log-in-with-code';
import { createLoginSession, resolveActorFromToken } from './login-sessions';
import { constantTimeEquals } from './tokens';

/** The demo account each role signs in as (see the seed and the README). */
export const DEV_LOGIN_USERNAMES = { admin: 'admin', student: 'student', company_user: 'company' } as const;
export type DevLoginRole = keyof typeof DEV_LOGIN_USERNAMES;

/**
 * GET /api/auth/devlogin: signs in as a demo account without a password, for local work and tests.
 * It does not exist (404) unless DEV_LOGIN_SECRET is set, and the secret is compared in constant time.
 */
export function isDevLoginEnabled(): boolean {
  return Boolean(env().DEV_LOGIN_SECRET);
}

export async function devLogin({ db, now }: { db: Database; now: Date }, input: { role: DevLoginRole; secret: string; clientAddress: string }): Promise<LoggedIn> {
  const expected = env().DEV_LOGIN_SECRET;
  if (!expected) throw new NotFoundError();
  // Every call counts, right or wrong: against guessing the secret and against piling up login rows.
  await consumeRateLimit(db, { key: `devlogin:address:${input.clientAddress}`, limit: 100, windowSeconds: 15 * 60 }, now);
  if (!constantTimeEquals(input.secret, expected)) throw new UnauthenticatedError('Wrong secret');

  const [account] = await db.select().from(accounts).where(eq(accounts.username, DEV_LOGIN_USERNAMES[input.role])).limit(1);
  if (!account) throw new NotFoundError('The demo account of this role does not exist; run npm run db:seed');
  const { token, maxAgeSeconds } = await createLoginSession(db, account.platformUid, now);
  const actor = await resolveActorFromToken(db, token, now);
  if (!actor) throw new UnauthenticatedError('This account is disabled');
  return { token, maxAgeSeconds, actor };
}
