import { createHash } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as signIn } from '@/app/api/auth/signin/route';
import type { Database } from '@/db/client';
import { rateLimits, signInDevices } from '@/db/schema';
import { passwordCheckSlots } from '@/server/auth/passwords';
import { callRoute, cookieFrom } from '../../support/api';
import { TEST_PASSWORD, createPerson, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

const TOO_MANY = 'Too many attempts, please try again later';
const WRONG_CREDENTIALS = 'Incorrect username or password';
const MINUTE = 60 * 1000;

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

// Most cases tell addresses apart, which only a trusted proxy's X-Forwarded-For does; `untrusted()` turns it off.
let restoreEnvironment: (() => void) | undefined;
beforeEach(() => {
  restoreEnvironment = setEnvironment({ TRUST_PROXY: 'true' });
});
afterEach(async () => {
  restoreEnvironment?.();
  restoreEnvironment = undefined;
  // The portal-wide count of failures would otherwise carry from case to case.
  await db.delete(rateLimits).where(eq(rateLimits.key, 'signin:failures'));
});
const untrusted = () => {
  process.env.TRUST_PROXY = 'false';
};

let addressCounter = 0;
const freshAddress = () => `198.18.0.${(addressCounter += 1)}`;
let nameCounter = 0;
const freshName = () => `nobody-${Date.now().toString(36)}-${(nameCounter += 1)}`;

function callSignIn(
  body: { username: string; password: string },
  address: string | undefined,
  headers: Record<string, string> = {},
  device?: string,
) {
  return callRoute('POST', signIn, {
    path: '/api/auth/signin',
    body,
    headers: { ...(address ? { 'x-forwarded-for': address } : {}), ...headers },
    cookie: device,
  });
}

/** Signs in once with the right password and answers the browser's device cookie (`portal_device=…`). */
async function deviceOf(person: { username: string }): Promise<string> {
  const answer = await callSignIn({ username: person.username, password: TEST_PASSWORD }, freshAddress());
  expect(answer.status).toBe(200);
  const device = cookieFrom(answer.setCookies, 'portal_device');
  expect(device).toBeDefined();
  return device!;
}

/**
 * As if the last failure of these counters were this moment: after the free failures the first wait is only 1 s,
 * which a slow, shared machine can spend between two requests of a test.
 */
async function failedJustNow(keys: string[]) {
  await db.update(rateLimits).set({ windowStartedAt: new Date() }).where(inArray(rateLimits.key, keys));
}

/** A counter as if its window started at `startedAt` (this moment unless given) and lasts `lifetime` from then. */
function counter(key: string, hits: number, lifetime: number, startedAt = new Date()) {
  return { key, windowStartedAt: startedAt, hits, expiresAt: new Date(startedAt.getTime() + lifetime) };
}

/** Takes every password-check slot and every place in the queue until `release` is called; `settled` ends once all gave them back. */
function holdEveryPasswordCheckSlot() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Promise<unknown>[] = [];
  while (held.length < 100 && (passwordCheckSlots.busy < 2 || passwordCheckSlots.waiting < 32))
    held.push(passwordCheckSlots.run(() => gate).catch(() => undefined));
  return { release, settled: () => Promise.all(held) };
}

async function countersOf(keys: string[]) {
  return db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
}

describe('sign-in throttling per client address', () => {
  it('answers 429 with Retry-After once one address has spent its 100 attempts, behind a trusted proxy', async () => {
    const student = await createPerson(db, 'student');
    await db.insert(rateLimits).values(counter('signin:address:198.51.100.7', 100, 15 * MINUTE));
    // The client may write anything before the proxy's own entry; only the last one counts.
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD }, '10.9.9.9, 198.51.100.7');
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ message: TOO_MANY });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    // Another address is not held back.
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress())).status).toBe(200);
  });

  it('without a trusted proxy, reads no X-Forwarded-For: a new header per request still counts in one shared bucket', async () => {
    untrusted();
    await db.delete(rateLimits).where(eq(rateLimits.key, 'signin:address:unknown'));
    const addresses = [freshAddress(), freshAddress(), freshAddress()];
    for (const address of addresses) expect((await callSignIn({ username: freshName(), password: 'x' }, address)).status).toBe(401);
    expect(await countersOf(addresses.map((address) => `signin:address:${address}`))).toEqual([]);
    const [shared] = await countersOf(['signin:address:unknown']);
    expect(shared.hits).toBe(3);

    await db.update(rateLimits).set({ hits: 100 }).where(eq(rateLimits.key, 'signin:address:unknown'));
    try {
      const answer = await callSignIn({ username: freshName(), password: 'x' }, freshAddress());
      expect(answer.status).toBe(429);
      expect(answer.body).toEqual({ message: TOO_MANY });
    } finally {
      await db.delete(rateLimits).where(eq(rateLimits.key, 'signin:address:unknown'));
    }
  });

  it('counts requests that carry no address in one shared bucket', async () => {
    await db.insert(rateLimits).values(counter('signin:address:unknown', 100, 15 * MINUTE));
    try {
      const answer = await callSignIn({ username: freshName(), password: 'x' }, undefined);
      expect(answer.status).toBe(429);
    } finally {
      await db.delete(rateLimits).where(eq(rateLimits.key, 'signin:address:unknown'));
    }
  });

  it('throttles attempts with ever-new unknown usernames by their address', async () => {
    const address = freshAddress();
    await db.insert(rateLimits).values(counter(`signin:address:${address}`, 99, 15 * MINUTE));
    const hundredth = await callSignIn({ username: freshName(), password: 'x' }, address);
    expect(hundredth.status).toBe(401);
    expect(hundredth.body).toEqual({ message: WRONG_CREDENTIALS });
    const hundredAndFirst = await callSignIn({ username: freshName(), password: 'x' }, address);
    expect(hundredAndFirst.status).toBe(429);
  });

  it('starts a new window once the previous one (15 minutes) has passed', async () => {
    const student = await createPerson(db, 'student');
    const address = freshAddress();
    const key = `signin:address:${address}`;
    await db.insert(rateLimits).values(counter(key, 500, 15 * MINUTE, new Date(Date.now() - 16 * MINUTE)));
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD }, address);
    expect(answer.status).toBe(200);
    const [row] = await countersOf([key]);
    expect(row.hits).toBe(1);
  });
});

describe('sign-in back-off per username', () => {
  it("an attacker hammering a username from some addresses holds back every new browser, but not the owner's own", async () => {
    const admin = await createPerson(db, 'admin');
    const ownersDevice = await deviceOf(admin);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await callSignIn({ username: admin.username, password: `guess-${attempt}` }, attacker)).status, `attempt ${attempt}`).toBe(
        401,
      );
    }
    // The attacker's own address now waits, even with the right password…
    await failedJustNow([`signin:user-address:${admin.username}|${attacker}`]);
    const held = await callSignIn({ username: admin.username, password: TEST_PASSWORD }, attacker);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: TOO_MANY });
    expect(held.headers.get('retry-after')).toBe('1');

    // …and another address pushes the username as a whole to its 10 free failures.
    const second = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await callSignIn({ username: admin.username, password: `guess-${attempt}` }, second)).status).toBe(401);
    }
    const [usernameCounter] = await countersOf([`signin:user:${admin.username}`]);
    expect(usernameCounter.hits).toBe(10);
    await failedJustNow([`signin:user:${admin.username}`]);
    // Any browser the username was not signed in on before now waits out the username's back-off (2^0 s)…
    const heldByUsername = await callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress());
    expect(heldByUsername.status).toBe(429);
    expect(heldByUsername.headers.get('retry-after')).toBe('1');

    // …but the owner's own browser still signs in, from any address; that clears the username's back-off.
    const owner = await callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress(), {}, ownersDevice);
    expect(owner.status).toBe(200);
    expect(await countersOf([`signin:user:${admin.username}`])).toEqual([]);
  });

  it("holds back a new browser while the username's back-off runs, not one the username signed in on before", async () => {
    const student = await createPerson(db, 'student');
    const device = await deviceOf(student);
    const address = freshAddress();
    await db
      .insert(rateLimits)
      .values([
        counter(`signin:user:${student.username}`, 14, 60 * MINUTE),
        counter(`signin:user-address:${student.username}|${address}`, 3, 60 * MINUTE),
      ]);
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD }, address);
    expect(answer.status).toBe(429);
    // 14 failures, 10 free: 2^4 = 16 s from the last one.
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(15);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(16);

    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress())).status).toBe(429);
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, address, {}, device)).status).toBe(200);
  });

  it("without a trusted proxy, the username's back-off holds back every new browser", async () => {
    untrusted();
    const student = await createPerson(db, 'student');
    await db.insert(rateLimits).values(counter(`signin:user:${student.username}`, 12, 60 * MINUTE));
    const answer = await callSignIn({ username: student.username.toUpperCase(), password: TEST_PASSWORD }, freshAddress());
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(3);
  });

  it('grows the wait with each further failure, up to 15 minutes, and forgets failures after an hour without one', async () => {
    const student = await createPerson(db, 'student');
    const address = freshAddress();
    const pairKey = `signin:user-address:${student.username}|${address}`;
    const lastFailure = new Date(Date.now() - 10 * 1000);
    await db.insert(rateLimits).values(counter(pairKey, 8, 60 * MINUTE, lastFailure));
    // 8 failures, 5 free: 2^3 = 8 s, already waited out.
    const afterWait = await callSignIn({ username: student.username, password: 'still-wrong' }, address);
    expect(afterWait.status).toBe(401);
    const ninth = await callSignIn({ username: student.username, password: TEST_PASSWORD }, address);
    expect(ninth.status).toBe(429);
    // 16 s from the previous failure, less the time between the two requests.
    expect(Number(ninth.headers.get('retry-after'))).toBeGreaterThanOrEqual(14);
    expect(Number(ninth.headers.get('retry-after'))).toBeLessThanOrEqual(16);

    await db.update(rateLimits).set({ hits: 40 }).where(eq(rateLimits.key, pairKey));
    await failedJustNow([pairKey]);
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, address)).headers.get('retry-after')).toBe('900');

    await db
      .update(rateLimits)
      .set({ windowStartedAt: new Date(Date.now() - 61 * MINUTE), expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(rateLimits.key, pairKey));
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, address)).status).toBe(200);
  });

  it('throttles an unknown username exactly like a known one, so the answers do not tell which exists', async () => {
    const student = await createPerson(db, 'student');
    const address = freshAddress();
    const unknown = freshName();
    const answers: Array<[number, number]> = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      if (attempt === 6)
        await failedJustNow([`signin:user-address:${student.username}|${address}`, `signin:user-address:${unknown}|${address}`]);
      const known = await callSignIn({ username: student.username, password: 'wrong' }, address);
      const nobody = await callSignIn({ username: unknown, password: 'wrong' }, address);
      answers.push([known.status, nobody.status]);
      expect(nobody.body).toEqual(known.body);
    }
    expect(answers).toEqual([...Array(5).fill([401, 401]), [429, 429]]);
  });
});

describe('concurrent password checks', () => {
  it('answers 503 with Retry-After when every password-check slot is taken and the queue is full', async () => {
    const slots = holdEveryPasswordCheckSlot();
    try {
      const answer = await callSignIn({ username: freshName(), password: 'x' }, freshAddress());
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'Too many sign-ins at once, please try again in a moment' });
      expect(answer.headers.get('retry-after')).toBe('1');
    } finally {
      slots.release();
      await slots.settled();
    }
    const student = await createPerson(db, 'student');
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress())).status).toBe(200);
  });

  it('lets a browser that signed in before go ahead of a full queue', async () => {
    const admin = await createPerson(db, 'admin');
    const device = await deviceOf(admin);
    const slots = holdEveryPasswordCheckSlot();
    try {
      const stranger = await callSignIn({ username: freshName(), password: 'x' }, freshAddress());
      expect(stranger.status).toBe(503);
      const owner = callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress(), {}, device);
      // It waits at the front: the first slot that frees is its.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(passwordCheckSlots.waiting).toBe(33);
      slots.release();
      expect((await owner).status).toBe(200);
    } finally {
      slots.release();
      await slots.settled();
    }
  });
});

describe('a browser that signed in before (the device cookie)', () => {
  it('is remembered after a right password by a long-lived httpOnly cookie, stored only hashed; a wrong password sets none', async () => {
    const student = await createPerson(db, 'student');
    const wrong = await callSignIn({ username: student.username, password: 'wrong' }, freshAddress());
    expect(cookieFrom(wrong.setCookies, 'portal_device')).toBeUndefined();
    const right = await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress());
    const header = right.setCookies.find((cookie) => cookie.startsWith('portal_device='))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(Number(/Max-Age=(\d+)/.exec(header)![1])).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    const token = header.split(';')[0].slice('portal_device='.length);
    const [row] = await db
      .select()
      .from(signInDevices)
      .where(eq(signInDevices.deviceHash, createHash('sha256').update(token).digest('base64url')));
    expect(row.platformUid).toBe(student.platformUid);
    expect(JSON.stringify(await db.select().from(signInDevices))).not.toContain(token);
    // Signing in again on it keeps the same cookie value.
    const again = await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress(), {}, `portal_device=${token}`);
    expect(cookieFrom(again.setCookies, 'portal_device')).toBe(`portal_device=${token}`);
  });

  it("skips the address limit and the username's back-off, but only for the account that signed in on it", async () => {
    const owner = await createPerson(db, 'admin');
    const other = await createPerson(db, 'admin');
    const device = await deviceOf(owner);
    const address = freshAddress();
    await db
      .insert(rateLimits)
      .values([counter(`signin:address:${address}`, 100, 15 * MINUTE), counter(`signin:user:${other.username}`, 20, 60 * MINUTE)]);
    expect((await callSignIn({ username: owner.username, password: TEST_PASSWORD }, address)).status).toBe(429);
    expect((await callSignIn({ username: owner.username, password: TEST_PASSWORD }, address, {}, device)).status).toBe(200);
    // The owner's browser is nobody else's way around the limits.
    expect((await callSignIn({ username: other.username, password: TEST_PASSWORD }, address, {}, device)).status).toBe(429);
    expect((await callSignIn({ username: other.username, password: TEST_PASSWORD }, freshAddress(), {}, device)).status).toBe(429);
    // A made-up cookie is no device.
    const madeUp = `portal_device=${'A'.repeat(43)}`;
    expect((await callSignIn({ username: owner.username, password: TEST_PASSWORD }, address, {}, madeUp)).status).toBe(429);
  });

  it('still has a back-off of its own for wrong passwords', async () => {
    const student = await createPerson(db, 'student');
    const device = await deviceOf(student);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await callSignIn({ username: student.username, password: 'typo' }, freshAddress(), {}, device)).status).toBe(401);
    await failedJustNow([
      `signin:user-device:${student.username}|${createHash('sha256').update(device.split('=')[1]).digest('base64url')}`,
    ]);
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress(), {}, device)).status).toBe(429);
  });
});

describe('the portal-wide cap on failed sign-ins', () => {
  it('refuses new browsers once a minute has seen its failures, lets browsers that signed in before through, and counts no success', async () => {
    const admin = await createPerson(db, 'admin');
    const device = await deviceOf(admin);
    const [afterSuccess] = await countersOf(['signin:failures']);
    expect(afterSuccess.hits).toBe(0);

    await db.update(rateLimits).set({ hits: 120 }).where(eq(rateLimits.key, 'signin:failures'));
    const refused = await callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await callSignIn({ username: freshName(), password: 'x' }, freshAddress())).status).toBe(429);
    expect((await callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress(), {}, device)).status).toBe(200);
  });

  it('counts failures from every address, so ever-new addresses cannot flood past it', async () => {
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await callSignIn({ username: freshName(), password: 'x' }, freshAddress())).status).toBe(401);
    const [counter] = await countersOf(['signin:failures']);
    expect(counter.hits).toBe(4);
  });
});

describe('concurrent guesses for one username', () => {
  it("checks at most the username's 10 free failures of 40 parallel guesses from 40 addresses, and its owner's browser still gets in", async () => {
    const admin = await createPerson(db, 'admin');
    const device = await deviceOf(admin);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => callSignIn({ username: admin.username, password: `guess-${index}` }, freshAddress())),
    );
    const statuses = answers.map((answer) => answer.status);
    // A 401 is an answer after the password was checked; every other guess was refused before (429), or, on a slow
    // machine, its reserved check waited too long for a slot (503, still counted as a failure).
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(checked).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429 || status === 503)).toBe(true);
    const [usernameCounter] = await countersOf([`signin:user:${admin.username}`]);
    expect(usernameCounter.hits).toBeGreaterThanOrEqual(checked);
    expect(usernameCounter.hits).toBeLessThanOrEqual(10);

    await failedJustNow([`signin:user:${admin.username}`]);
    expect((await callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress())).status).toBe(429);
    expect((await callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress(), {}, device)).status).toBe(200);
  });

  it('checks at most 5 of 40 parallel guesses from one address', async () => {
    const student = await createPerson(db, 'student');
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => callSignIn({ username: student.username, password: `guess-${index}` }, address)),
    );
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5);
  });
});

describe('expired counters', () => {
  it('are swept by the next sign-in, live ones are kept', async () => {
    const expired = Array.from({ length: 5 }, (_, index) =>
      counter(`signin:test-expired:${index}`, 3, 2 * 60 * MINUTE - MINUTE, new Date(Date.now() - 2 * 60 * MINUTE)),
    );
    const live = counter('signin:test-live', 3, MINUTE);
    await db.insert(rateLimits).values([...expired, live]);

    await callSignIn({ username: freshName(), password: 'x' }, freshAddress());

    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'signin:test-%'));
    expect(left).toEqual([{ key: 'signin:test-live' }]);
  });
});
