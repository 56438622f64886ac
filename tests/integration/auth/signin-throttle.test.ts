import { eq, inArray, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { POST as signIn } from '@/app/api/auth/signin/route';
import type { Database } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { passwordCheckSlots } from '@/server/auth/passwords';
import { callRoute } from '../../support/api';
import { TEST_PASSWORD, createPerson, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

const TOO_MANY = 'Too many attempts, please try again later';
const WRONG_CREDENTIALS = 'Incorrect username or password';
const MINUTE = 60 * 1000;

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

let restoreEnvironment: (() => void) | undefined;
afterEach(() => {
  restoreEnvironment?.();
  restoreEnvironment = undefined;
});
const trustProxy = () => {
  restoreEnvironment = setEnvironment({ TRUST_PROXY: 'true' });
};

let addressCounter = 0;
const freshAddress = () => `198.18.0.${(addressCounter += 1)}`;
let nameCounter = 0;
const freshName = () => `nobody-${Date.now().toString(36)}-${(nameCounter += 1)}`;

function callSignIn(body: { username: string; password: string }, address: string | undefined, headers: Record<string, string> = {}) {
  return callRoute('POST', signIn, {
    path: '/api/auth/signin',
    body,
    headers: { ...(address ? { 'x-forwarded-for': address } : {}), ...headers },
  });
}

async function countersOf(keys: string[]) {
  return db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
}

describe('sign-in throttling per client address', () => {
  it('answers 429 with Retry-After once one address has spent its 100 attempts, behind a trusted proxy', async () => {
    trustProxy();
    const student = await createPerson(db, 'student');
    await db.insert(rateLimits).values({
      key: 'signin:address:198.51.100.7',
      windowStartedAt: new Date(),
      hits: 100,
      expiresAt: new Date(Date.now() + 15 * MINUTE),
    });
    // The client may write anything before the proxy's own entry; only the last one counts.
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD }, '10.9.9.9, 198.51.100.7');
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual({ message: TOO_MANY });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);

    // Another address is not held back.
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress())).status).toBe(200);
  });

  it('limits each address without a trusted proxy too, by the address Next passes on', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await callSignIn({ username: freshName(), password: 'x' }, address)).status).toBe(401);
    }
    const [counter] = await countersOf([`signin:address:${address}`]);
    expect(counter.hits).toBe(3);

    await db
      .update(rateLimits)
      .set({ hits: 100 })
      .where(eq(rateLimits.key, `signin:address:${address}`));
    const answer = await callSignIn({ username: freshName(), password: 'x' }, address);
    expect(answer.status).toBe(429);
  });

  it('counts requests that carry no address in one shared bucket', async () => {
    await db
      .insert(rateLimits)
      .values({ key: 'signin:address:unknown', windowStartedAt: new Date(), hits: 100, expiresAt: new Date(Date.now() + 15 * MINUTE) });
    try {
      const answer = await callSignIn({ username: freshName(), password: 'x' }, undefined);
      expect(answer.status).toBe(429);
    } finally {
      await db.delete(rateLimits).where(eq(rateLimits.key, 'signin:address:unknown'));
    }
  });

  it('throttles attempts with ever-new unknown usernames by their address', async () => {
    const address = freshAddress();
    await db
      .insert(rateLimits)
      .values({ key: `signin:address:${address}`, windowStartedAt: new Date(), hits: 99, expiresAt: new Date(Date.now() + 15 * MINUTE) });
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
    await db
      .insert(rateLimits)
      .values({ key, windowStartedAt: new Date(Date.now() - 16 * MINUTE), hits: 500, expiresAt: new Date(Date.now() - MINUTE) });
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD }, address);
    expect(answer.status).toBe(200);
    const [row] = await countersOf([key]);
    expect(row.hits).toBe(1);
  });
});

describe('sign-in back-off per username', () => {
  it('an attacker hammering a username from some addresses does not keep its owner, elsewhere, from signing in', async () => {
    trustProxy();
    const admin = await createPerson(db, 'admin');
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await callSignIn({ username: admin.username, password: `guess-${attempt}` }, attacker)).status, `attempt ${attempt}`).toBe(
        401,
      );
    }
    // The attacker's own address now waits, even with the right password…
    const held = await callSignIn({ username: admin.username, password: TEST_PASSWORD }, attacker);
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ message: TOO_MANY });
    expect(held.headers.get('retry-after')).toBe('1');

    // …and more addresses push the username as a whole past its 10 free failures.
    const second = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await callSignIn({ username: admin.username, password: `guess-${attempt}` }, second)).status).toBe(401);
    }
    const third = freshAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await callSignIn({ username: admin.username, password: `guess-${attempt}` }, third)).status).toBe(401);
    }
    const [usernameCounter] = await countersOf([`signin:user:${admin.username}`]);
    expect(usernameCounter.hits).toBe(13);
    // An address that has failed 3 times for the username now waits out the username's back-off (2^3 s).
    const heldByUsername = await callSignIn({ username: admin.username, password: TEST_PASSWORD }, third);
    expect(heldByUsername.status).toBe(429);
    expect(Number(heldByUsername.headers.get('retry-after'))).toBe(8);

    // The owner, from an address with a clean record, still signs in; that clears the username's back-off.
    const owner = await callSignIn({ username: admin.username, password: TEST_PASSWORD }, freshAddress());
    expect(owner.status).toBe(200);
    expect(await countersOf([`signin:user:${admin.username}`])).toEqual([]);
  });

  it("holds back an address that keeps failing for the username while the username's back-off runs", async () => {
    trustProxy();
    const student = await createPerson(db, 'student');
    const address = freshAddress();
    const now = new Date();
    await db.insert(rateLimits).values([
      { key: `signin:user:${student.username}`, windowStartedAt: now, hits: 14, expiresAt: new Date(now.getTime() + 60 * MINUTE) },
      {
        key: `signin:user-address:${student.username}|${address}`,
        windowStartedAt: now,
        hits: 3,
        expiresAt: new Date(now.getTime() + 60 * MINUTE),
      },
    ]);
    const answer = await callSignIn({ username: student.username, password: TEST_PASSWORD }, address);
    expect(answer.status).toBe(429);
    // 14 failures, 10 free: 2^4 = 16 s from the last one.
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(15);
    expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(16);

    // Two failures from an address are not yet enough for the username's back-off to hold it back.
    const typo = freshAddress();
    await db.insert(rateLimits).values({
      key: `signin:user-address:${student.username}|${typo}`,
      windowStartedAt: now,
      hits: 2,
      expiresAt: new Date(now.getTime() + 60 * MINUTE),
    });
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, typo)).status).toBe(200);
  });

  it("without a trusted proxy, the username's back-off holds back every address (the address is the client's word)", async () => {
    const student = await createPerson(db, 'student');
    await db.insert(rateLimits).values({
      key: `signin:user:${student.username}`,
      windowStartedAt: new Date(),
      hits: 12,
      expiresAt: new Date(Date.now() + 60 * MINUTE),
    });
    const answer = await callSignIn({ username: student.username.toUpperCase(), password: TEST_PASSWORD }, freshAddress());
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(3);
  });

  it('grows the wait with each further failure, up to 15 minutes, and forgets failures after an hour without one', async () => {
    trustProxy();
    const student = await createPerson(db, 'student');
    const address = freshAddress();
    const pairKey = `signin:user-address:${student.username}|${address}`;
    const lastFailure = new Date(Date.now() - 10 * 1000);
    await db
      .insert(rateLimits)
      .values({ key: pairKey, windowStartedAt: lastFailure, hits: 8, expiresAt: new Date(lastFailure.getTime() + 60 * MINUTE) });
    // 8 failures, 5 free: 2^3 = 8 s, already waited out.
    const afterWait = await callSignIn({ username: student.username, password: 'still-wrong' }, address);
    expect(afterWait.status).toBe(401);
    const ninth = await callSignIn({ username: student.username, password: TEST_PASSWORD }, address);
    expect(ninth.status).toBe(429);
    expect(Number(ninth.headers.get('retry-after'))).toBe(16);

    await db.update(rateLimits).set({ hits: 40 }).where(eq(rateLimits.key, pairKey));
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, address)).headers.get('retry-after')).toBe('900');

    await db
      .update(rateLimits)
      .set({ windowStartedAt: new Date(Date.now() - 61 * MINUTE), expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(rateLimits.key, pairKey));
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, address)).status).toBe(200);
  });

  it('throttles an unknown username exactly like a known one, so the answers do not tell which exists', async () => {
    trustProxy();
    const student = await createPerson(db, 'student');
    const address = freshAddress();
    const unknown = freshName();
    const answers: Array<[number, number]> = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
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
    let releaseAll!: () => void;
    const gate = new Promise<void>((resolve) => {
      releaseAll = resolve;
    });
    const held: Promise<unknown>[] = [];
    // Take every slot and every place in the queue.
    while (held.length < 100 && (passwordCheckSlots.busy < 2 || passwordCheckSlots.waiting < 32))
      held.push(passwordCheckSlots.run(() => gate).catch(() => undefined));
    try {
      const answer = await callSignIn({ username: freshName(), password: 'x' }, freshAddress());
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'Too many sign-ins at once, please try again in a moment' });
      expect(answer.headers.get('retry-after')).toBe('1');
    } finally {
      releaseAll();
      await Promise.all(held);
    }
    const student = await createPerson(db, 'student');
    expect((await callSignIn({ username: student.username, password: TEST_PASSWORD }, freshAddress())).status).toBe(200);
  });
});

describe('expired counters', () => {
  it('are swept by the next sign-in, live ones are kept', async () => {
    const now = Date.now();
    const expired = Array.from({ length: 5 }, (_, index) => ({
      key: `signin:test-expired:${index}`,
      windowStartedAt: new Date(now - 2 * 60 * MINUTE),
      hits: 3,
      expiresAt: new Date(now - MINUTE),
    }));
    const live = { key: 'signin:test-live', windowStartedAt: new Date(now), hits: 3, expiresAt: new Date(now + MINUTE) };
    await db.insert(rateLimits).values([...expired, live]);

    await callSignIn({ username: freshName(), password: 'x' }, freshAddress());

    const left = await db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'signin:test-%'));
    expect(left).toEqual([{ key: 'signin:test-live' }]);
  });
});
