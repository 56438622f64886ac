import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { createSlots } from '@/server/security';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

// N=2^15, r=8, p=1: OWASP's scrypt minimum; the cost is stored with the hash so it can be raised later.
const COST = { N: 32768, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...COST, maxmem: MAX_MEMORY } as typeof COST);
  return `scrypt$${COST.N}$${COST.r}$${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * Password checks are the one CPU- and memory-heavy thing anyone can start without signing in (32 MiB and
 * about 0.1 s of a core each). Two at a time per instance leaves libuv's other threads (4 by default) for
 * file and DNS work; a burst queues, and beyond 32 waiting or 5 s of waiting answers 503.
 */
export const passwordCheckSlots = createSlots({
  max: 2,
  maxQueue: 32,
  maxWaitMs: 5_000,
  busyMessage: 'Too many sign-ins at once, please try again in a moment',
});

/** `isPriority`: a browser that signed in before (sign-in-devices.ts) goes ahead of the queue, so a flood cannot keep it out. */
export async function verifyPassword(
  password: string,
  stored: string,
  { isPriority = false }: { isPriority?: boolean } = {},
): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await passwordCheckSlots.run(
    () =>
      scryptAsync(password, Buffer.from(saltText, 'base64url'), expected.length, {
        N: Number(n),
        r: Number(r),
        p: Number(p),
        maxmem: MAX_MEMORY,
      } as typeof COST),
    { priority: isPriority },
  );
  return timingSafeEqual(actual, expected);
}

/** Used when the username is unknown, so that the answer takes as long as for a wrong password. */
export const DUMMY_PASSWORD_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
