import { eq, lt } from 'drizzle-orm';
import { accounts, loginCodes } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { TooManyRequestsError, UnauthenticatedError } from '@/server/errors';
import { clearBackOffs, consumeRateLimit, releaseFailures, reserveFailure, type BackOffRule } from '@/server/security';
import { resolveIdentity } from './resolve-identity';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import { findSignInDevice, rememberSignInDevice } from './sign-in-devices';
import { createRandomToken, sha256 } from './tokens';

const CODE_LIFETIME_MS = 60_000;
const WRONG_CREDENTIALS = 'Incorrect username or password';

// The sign-in limits (docs/security.md, "Sign-in attempts").
/** Every attempt counts against its client address (one shared bucket when no trusted proxy names it). */
const PER_ADDRESS = { limit: 100, windowSeconds: 15 * 60 };
/**
 * Failed sign-ins of the whole portal (every instance: the counter is in the database) in a minute. A flood from
 * ever-new addresses stops here before it fills the password checks; browsers that signed in before still get in.
 */
export const PORTAL_FAILURES = { key: 'signin:failures', limit: 120, windowSeconds: 60 };
/** A browser that signed in before skips the two caps above, so its own attempts have a cap of their own. */
const PER_DEVICE = { limit: 30, windowSeconds: 15 * 60 };
const FORGET_FAILURES_AFTER_SECONDS = 60 * 60;
/** Wrong passwords for one username from one address (or one remembered browser). */
const PER_USERNAME_AND_ADDRESS: BackOffRule = { freeFailures: 5, maxDelaySeconds: 15 * 60 };
/** Wrong passwords for one username from any browser it was not signed in on before. */
const PER_USERNAME: BackOffRule = { freeFailures: 10, maxDelaySeconds: 15 * 60 };

/**
 * The built-in sign-in that stands in for the course platform: it checks the password and hands
 * back a single-use code, which the `/?code=` completion screen exchanges exactly as it would a
 * platform code. The code only works in the browser holding `browserBinding` (login CSRF).
 * `deviceToken` is the browser's `portal_device` cookie; the answer's is the one to set after a success.
 */
export type SignInWithPasswordInput = {
  username: string;
  password: string;
  clientAddress: string;
  deviceToken: string | undefined;
  browserBinding: string;
};

export async function signInWithPassword({
  ctx,
  input,
}: {
  ctx: SystemContext;
  input: SignInWithPasswordInput;
}): Promise<{ code: string; deviceToken: string }> {
  const { db, now } = ctx;
  const username = input.username.trim().toLowerCase();
  const [account] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  const device = await findSignInDevice({ db, now, deviceToken: input.deviceToken });
  // A browser counts as known only for the account that signed in on it: someone signed in to their own account
  // gets no way around the limits of anyone else's.
  const knownDevice = device && account && device.platformUid === account.platformUid ? device : null;

  // Unknown usernames go through every step too: the same answers, in the same time, under the same limits.
  const reservations: Array<{ key: string; rule: BackOffRule }> = [];
  const portalFailureKeys: string[] = [];
  if (knownDevice) {
    await consumeRateLimit({ db, now, rule: { key: `signin:device:${knownDevice.deviceHash}`, ...PER_DEVICE } });
    reservations.push({ key: `signin:user-device:${username}|${knownDevice.deviceHash}`, rule: PER_USERNAME_AND_ADDRESS });
  } else {
    await consumeRateLimit({ db, now, rule: { key: `signin:address:${input.clientAddress}`, ...PER_ADDRESS } });
    await consumeRateLimit({ db, now, rule: PORTAL_FAILURES });
    portalFailureKeys.push(PORTAL_FAILURES.key);
    reservations.push(
      { key: `signin:user-address:${username}|${input.clientAddress}`, rule: PER_USERNAME_AND_ADDRESS },
      { key: `signin:user:${username}`, rule: PER_USERNAME },
    );
  }

  // Each failure is counted before the password is checked, and only while the rules allow one more: a burst of
  // concurrent guesses gets no more checks than the rules allow (the count after the check let them all through).
  const reserved: string[] = [];
  for (const { key, rule } of reservations) {
    const { waitSeconds } = await reserveFailure({ db, now, key, rule, forgetAfterSeconds: FORGET_FAILURES_AFTER_SECONDS });
    if (waitSeconds > 0) {
      await releaseFailures({ db, keys: [...reserved, ...portalFailureKeys] });
      throw new TooManyRequestsError(waitSeconds);
    }
    reserved.push(key);
  }

  const isPasswordRight = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH, {
    isPriority: knownDevice !== null,
  });
  // A wrong password leaves its reservations counted: they are the failure.
  if (!account || !account.passwordHash || !isPasswordRight) throw new UnauthenticatedError(WRONG_CREDENTIALS);
  // As before any guessing: the username's own count goes too, whichever way its owner signed in.
  await clearBackOffs({ db, keys: [...new Set([...reserved, `signin:user:${username}`])] });
  await releaseFailures({ db, keys: portalFailureKeys });

  const identity = await resolveIdentity({ db, platformUid: account.platformUid });
  if (!identity || identity.status !== 'active') throw new UnauthenticatedError('This account is disabled');

  const deviceToken = await rememberSignInDevice({
    db,
    now,
    platformUid: account.platformUid,
    knownDeviceToken: knownDevice ? (input.deviceToken ?? null) : null,
  });
  const code = createRandomToken();
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
  await db.insert(loginCodes).values({
    codeHash: sha256(code),
    platformUid: account.platformUid,
    browserBindingHash: sha256(input.browserBinding),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  return { code, deviceToken };
}
