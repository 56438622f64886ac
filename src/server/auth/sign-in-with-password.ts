import { eq, lt } from 'drizzle-orm';
import { accounts, loginCodes } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { TooManyRequestsError, UnauthenticatedError } from '@/server/errors';
import { backOffWaitSeconds, clearBackOffs, consumeRateLimit, readBackOffs, recordFailures, type BackOffRule } from '@/server/security';
import { resolveIdentity } from './resolve-identity';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import { createRandomToken, sha256 } from './tokens';

const CODE_LIFETIME_MS = 60_000;
const WRONG_CREDENTIALS = 'Incorrect username or password';

// The sign-in limits (docs/decisions.md, "Sign-in attempts"). Every attempt counts against its address;
// wrong passwords slow down the username from that address, and the username as a whole, by back-off.
const PER_ADDRESS = { limit: 100, windowSeconds: 15 * 60 };
const FORGET_FAILURES_AFTER_SECONDS = 60 * 60;
const PER_USERNAME_AND_ADDRESS: BackOffRule = { freeFailures: 5, maxDelaySeconds: 15 * 60 };
const PER_USERNAME: BackOffRule = { freeFailures: 10, maxDelaySeconds: 15 * 60 };
/**
 * Behind a trusted proxy, the username's own back-off holds back only addresses that have failed for it this
 * often: someone hammering a username from one address cannot keep its owner, elsewhere, from signing in.
 */
const FAILURES_BEFORE_USERNAME_BACK_OFF_APPLIES = 3;

/**
 * The built-in sign-in that stands in for the course platform: it checks the password and hands
 * back a single-use code, which the `/?code=` completion screen exchanges exactly as it would a
 * platform code. The code only works in the browser holding `browserBinding` (login CSRF).
 */
export type SignInWithPasswordInput = {
  username: string;
  password: string;
  clientAddress: string;
  isClientAddressTrusted: boolean;
  browserBinding: string;
};

export async function signInWithPassword({
  ctx,
  input,
}: {
  ctx: SystemContext;
  input: SignInWithPasswordInput;
}): Promise<{ code: string }> {
  const { db, now } = ctx;
  const username = input.username.trim().toLowerCase();
  await consumeRateLimit({ db, now, rule: { key: `signin:address:${input.clientAddress}`, ...PER_ADDRESS } });

  // Unknown usernames go through every step too: the same answers, in the same time, under the same limits.
  const pairKey = `signin:user-address:${username}|${input.clientAddress}`;
  const usernameKey = `signin:user:${username}`;
  const backOffs = await readBackOffs({ db, now, keys: [pairKey, usernameKey] });
  const pair = backOffs.get(pairKey);
  // Without a trusted proxy the address is the client's own word, so every address is held back alike.
  const isUsernameBackOffApplied = !input.isClientAddressTrusted || (pair?.failures ?? 0) >= FAILURES_BEFORE_USERNAME_BACK_OFF_APPLIES;
  const waitSeconds = Math.max(
    backOffWaitSeconds(PER_USERNAME_AND_ADDRESS, pair, now),
    isUsernameBackOffApplied ? backOffWaitSeconds(PER_USERNAME, backOffs.get(usernameKey), now) : 0,
  );
  if (waitSeconds > 0) throw new TooManyRequestsError(waitSeconds);

  const [account] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  const isPasswordRight = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!account || !account.passwordHash || !isPasswordRight) {
    await recordFailures({ db, now, keys: [pairKey, usernameKey], forgetAfterSeconds: FORGET_FAILURES_AFTER_SECONDS });
    throw new UnauthenticatedError(WRONG_CREDENTIALS);
  }
  if (backOffs.size > 0) await clearBackOffs({ db, keys: [pairKey, usernameKey] });

  const identity = await resolveIdentity({ db, platformUid: account.platformUid });
  if (!identity || identity.status !== 'active') throw new UnauthenticatedError('This account is disabled');

  const code = createRandomToken();
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, now));
  await db.insert(loginCodes).values({
    codeHash: sha256(code),
    platformUid: account.platformUid,
    browserBindingHash: sha256(input.browserBinding),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS),
  });
  return { code };
}
