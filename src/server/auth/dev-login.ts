import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts } from '@/db/schema';
import { env } from '@/env';
import type { SystemContext } from '@/server/context';
import { AppError, NotFoundError, UnauthenticatedError } from '@/server/errors';
import { consumeRateLimit } from '@/server/security';
import type { LoggedIn } from './log-in-with-code';
import { createLoginSession } from './create-login-session';
import { resolveActorFromToken } from './resolve-actor-from-token';
import { constantTimeEquals } from './tokens';

/** The demo account each role signs in as (see the seed and the README). */
export const DEV_LOGIN_USERNAMES = { admin: 'admin', student: 'student', company_user: 'company' } as const;
export type DevLoginRole = keyof typeof DEV_LOGIN_USERNAMES;

const DEV_LOGIN_ROLES = Object.keys(DEV_LOGIN_USERNAMES) as [DevLoginRole, ...DevLoginRole[]];
export const devLoginQuery = z.object({ role: z.enum(DEV_LOGIN_ROLES), secret: z.string().min(1).max(200).optional() });

/** A shorter DEV_LOGIN_SECRET could be guessed: it counts as unset (with a warning). */
export const MINIMUM_DEV_LOGIN_SECRET_LENGTH = 16;
/** Where the secret goes; `?secret=` is also read outside production, where it cannot end up in a proxy's logs. */
export const DEV_LOGIN_SECRET_HEADER = 'x-dev-login-secret';

let hasWarnedOfShortSecret = false;

/**
 * The dev login's secret, or undefined when the dev login does not exist: DEV_LOGIN_SECRET unset or
 * too short, or a production server (unless ALLOW_DEV_LOGIN_IN_PRODUCTION=true, for the e2e test server only).
 */
function configuredSecret(): string | undefined {
  const { DEV_LOGIN_SECRET: secret, NODE_ENV, ALLOW_DEV_LOGIN_IN_PRODUCTION } = env();
  if (!secret) return undefined;
  if (NODE_ENV === 'production' && ALLOW_DEV_LOGIN_IN_PRODUCTION !== 'true') return undefined;
  if (secret.length < MINIMUM_DEV_LOGIN_SECRET_LENGTH) {
    if (!hasWarnedOfShortSecret)
      console.warn(`DEV_LOGIN_SECRET is shorter than ${MINIMUM_DEV_LOGIN_SECRET_LENGTH} characters: the dev login stays off`);
    hasWarnedOfShortSecret = true;
    return undefined;
  }
  return secret;
}

/**
 * GET /api/auth/devlogin: signs in as a demo account without a password, for local work and tests.
 * It does not exist (404) unless configuredSecret() has one, and the secret is compared in constant time.
 */
export function isDevLoginEnabled(): boolean {
  return configuredSecret() !== undefined;
}

/** The secret a request offers: the x-dev-login-secret header, or `?secret=` outside production. */
export function offeredDevLoginSecret(request: Request, querySecret: string | undefined): string | undefined {
  const header = request.headers.get(DEV_LOGIN_SECRET_HEADER);
  if (header) return header;
  return env().NODE_ENV === 'production' ? undefined : querySecret;
}

export type DevLoginInput = { role: DevLoginRole; secret: string | undefined; clientAddress: string };

export async function devLogin({ ctx, input }: { ctx: SystemContext; input: DevLoginInput }): Promise<LoggedIn> {
  const { db, now } = ctx;
  const expected = configuredSecret();
  if (!expected) throw new NotFoundError();
  // Every call counts, right or wrong: against guessing the secret and against piling up login rows.
  await consumeRateLimit({ db, now, rule: { key: `devlogin:address:${input.clientAddress}`, limit: 100, windowSeconds: 15 * 60 } });
  if (!input.secret) throw new AppError(400, `Missing secret: send it in the ${DEV_LOGIN_SECRET_HEADER} header`);
  if (!constantTimeEquals(input.secret, expected)) throw new UnauthenticatedError('Wrong secret');

  const [account] = await db.select().from(accounts).where(eq(accounts.username, DEV_LOGIN_USERNAMES[input.role])).limit(1);
  if (!account) throw new NotFoundError('The demo account of this role does not exist; run npm run db:seed');
  const { token, maxAgeSeconds } = await createLoginSession({ db, platformUid: account.platformUid, now });
  const actor = await resolveActorFromToken({ db, token, now });
  if (!actor) throw new UnauthenticatedError('This account is disabled');
  // The dev login leaves the language as it is: the tests that use it read the portal in the language they set.
  return { token, maxAgeSeconds, actor, locale: null };
}
