import { eq, lt } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { accounts, loginCodes } from '@/db/schema';
import { UnauthenticatedError } from '@/server/errors';
import { consumeRateLimit } from '@/server/security/rate-limit';
import { resolveIdentity } from './identity';
import { DUMMY_PASSWORD_HASH, verifyPassword } from './passwords';
import { createRandomToken, sha256 } from './tokens';

const CODE_LIFETIME_MS = 60_000;
const WRONG_CREDENTIALS = 'Incorrect username or password';

/**
 * The built-in sign-in that stands in for the course platform: it checks the password and hands
 * back a single-use code, which the `/?code=` completion screen exchanges exactly as it would a
 * platform code. The code only works in the browser holding `browserBinding` (login CSRF).
 */
export async function signInWithPassword(
  { db, now }: { db: Database; now: Date },
  input: { username: string; password: string; clientAddress?: string; browserBinding: string },
): Promise<{ code: string }> {
  const username = input.username.trim().toLowerCase();
  await consumeRateLimit(db, { key: `signin:user:${username}`, limit: 10, windowSeconds: 15 * 60 }, now);
  if (input.clientAddress) await consumeRateLimit(db, { key: `signin:address:${input.clientAddress}`, limit: 100, windowSeconds: 15 * 60 }, now);

  const [account] = await db.select().from(accounts).where(eq(accounts.username, username)).limit(1);
  const isPasswordRight = await verifyPassword(input.password, account?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!account || !account.passwordHash || !isPasswordRight) throw new UnauthenticatedError(WRONG_CREDENTIALS);

  const identity = await resolveIdentity(db, account.platformUid);
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
