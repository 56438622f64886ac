import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { signInDevices } from '@/db/schema';
import { createRandomToken, RANDOM_TOKEN_PATTERN, sha256 } from './tokens';

/** How long a browser is remembered after its last password sign-in; each sign-in there starts it again. */
export const SIGN_IN_DEVICE_SECONDS = 180 * 24 * 60 * 60;
const SWEEP_BATCH = 50;

/**
 * The account a browser signed in to with a password before (its `portal_device` cookie), or null for an unknown,
 * expired or malformed cookie. Only the cookie's SHA-256 is stored, so the table leaks no usable cookie.
 */
export async function findSignInDevice({
  db,
  now,
  deviceToken,
}: {
  db: Executor;
  now: Date;
  deviceToken: string | undefined;
}): Promise<{ platformUid: string; deviceHash: string } | null> {
  if (!deviceToken || !RANDOM_TOKEN_PATTERN.test(deviceToken)) return null;
  const deviceHash = sha256(deviceToken);
  const [device] = await db
    .select({ platformUid: signInDevices.platformUid })
    .from(signInDevices)
    .where(and(eq(signInDevices.deviceHash, deviceHash), gt(signInDevices.expiresAt, now)))
    .limit(1);
  return device ? { platformUid: device.platformUid, deviceHash } : null;
}

/**
 * After a right password: remembers this browser for the account (a new cookie value, or the known one for the same
 * account with its lifetime started again) and answers the cookie's value. A cookie of another account is replaced.
 */
export async function rememberSignInDevice({
  db,
  now,
  platformUid,
  knownDeviceToken,
}: {
  db: Executor;
  now: Date;
  platformUid: string;
  knownDeviceToken: string | null;
}): Promise<string> {
  const deviceToken = knownDeviceToken ?? createRandomToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_DEVICE_SECONDS * 1000);
  const expired = db
    .select({ deviceHash: signInDevices.deviceHash })
    .from(signInDevices)
    .where(lte(signInDevices.expiresAt, now))
    .limit(SWEEP_BATCH);
  await db.delete(signInDevices).where(inArray(signInDevices.deviceHash, expired));
  await db
    .insert(signInDevices)
    .values({ deviceHash: sha256(deviceToken), platformUid, lastSignedInAt: now, expiresAt })
    .onConflictDoUpdate({ target: signInDevices.deviceHash, set: { lastSignedInAt: now, expiresAt } });
  return deviceToken;
}
