import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { accounts, loginCodes, students } from '@/db/schema';
import { isCoursevilleConfigured } from '@/env';
import { recordAudit } from '@/server/audit';
import { UnauthenticatedError } from '@/server/errors';
import type { Actor, SystemContext } from '@/server/context';
import { fetchPlatformUser, type PlatformUser } from './courseville';
import type { Locale } from '@/i18n/locales';
import { createLoginSession } from './create-login-session';
import { resolveActorFromToken } from './resolve-actor-from-token';
import { settleLanguageAtSignIn } from './settle-language-at-sign-in';
import { constantTimeEquals, sha256 } from './tokens';

/** `locale`: the language this browser is to read the portal in from now on, when one was ever chosen. */
export type LoggedIn = { token: string; maxAgeSeconds: number; actor: Actor; locale: Locale | null };

const REFUSED = 'This sign-in code is invalid or has expired; please sign in again';

/**
 * POST /api/auth/login {code}: completes a sign-in. The code comes from the course platform when it
 * is configured, otherwise from the built-in sign-in; either way it is good once, in the browser
 * that started the sign-in.
 */
export type LogInWithCodeInput = { code: string; state?: string; browserBinding?: string; languageChosenInThisBrowser?: string };

export async function logInWithCode({ ctx, input }: { ctx: SystemContext; input: LogInWithCodeInput }): Promise<LoggedIn> {
  const { db, now } = ctx;
  if (!input.browserBinding) throw new UnauthenticatedError(REFUSED);
  const platformUid = isCoursevilleConfigured()
    ? await linkPlatformUser({ db, user: await platformUserFor(input) })
    : await redeemBuiltInCode({ db, now, code: input.code, browserBinding: input.browserBinding });

  const { token, maxAgeSeconds } = await createLoginSession({ db, platformUid, now });
  const actor = await resolveActorFromToken({ db, token, now });
  if (!actor) throw new UnauthenticatedError('This account is disabled');
  await recordAudit({ db, actor, entry: { action: 'auth.login', entityType: 'account', entityId: platformUid } });
  const locale = await settleLanguageAtSignIn({ db, input: { platformUid, chosenInThisBrowser: input.languageChosenInThisBrowser } });
  return { token, maxAgeSeconds, actor, locale };
}

async function platformUserFor(input: LogInWithCodeInput): Promise<PlatformUser> {
  if (!input.state || !constantTimeEquals(input.state, input.browserBinding ?? '')) throw new UnauthenticatedError(REFUSED);
  return fetchPlatformUser(input.code, input.state);
}

async function redeemBuiltInCode({
  db,
  now,
  code,
  browserBinding,
}: {
  db: Database;
  now: Date;
  code: string;
  browserBinding: string;
}): Promise<string> {
  // Marking it used in the same statement that finds it makes the code single-use under concurrency.
  const [redeemed] = await db
    .update(loginCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginCodes.codeHash, sha256(code)),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, now),
        eq(loginCodes.browserBindingHash, sha256(browserBinding)),
      ),
    )
    .returning({ platformUid: loginCodes.platformUid });
  if (!redeemed) throw new UnauthenticatedError(REFUSED);
  return redeemed.platformUid;
}

/** The platform's user becomes (or updates) an account; a student signing in for the first time is linked by student id. */
async function linkPlatformUser({ db, user }: { db: Database; user: PlatformUser }): Promise<string> {
  await db.transaction(async (tx) => {
    // A platform username that a built-in account already uses is not taken over; the uid identifies the person.
    const [clash] = user.username
      ? await tx
          .select({ platformUid: accounts.platformUid })
          .from(accounts)
          .where(and(eq(accounts.username, user.username), ne(accounts.platformUid, user.platformUid)))
          .limit(1)
      : [];
    await tx
      .insert(accounts)
      .values({ platformUid: user.platformUid, username: clash ? null : user.username, email: user.email, displayName: user.displayName })
      .onConflictDoUpdate({ target: accounts.platformUid, set: { email: user.email, displayName: user.displayName } });
    if (user.studentId) {
      await tx
        .update(students)
        .set({ platformUid: user.platformUid })
        .where(and(eq(students.studentId, user.studentId), isNull(students.platformUid)));
    }
  });
  return user.platformUid;
}
