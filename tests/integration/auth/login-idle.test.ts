import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GET as getMe } from '@/app/api/auth/me/route';
import type { Database } from '@/db/client';
import { loginSessions } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPerson, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

const HOUR = 60 * 60 * 1000;
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

const callMe = (cookie: string) => callRoute('GET', getMe, { path: '/api/auth/me', cookie });

async function lastUsedAtOf(platformUid: string) {
  const [row] = await db
    .select({ lastUsedAt: loginSessions.lastUsedAt })
    .from(loginSessions)
    .where(eq(loginSessions.platformUid, platformUid));
  return row?.lastUsedAt;
}

async function setLastUsedAt(platformUid: string, lastUsedAt: Date) {
  await db.update(loginSessions).set({ lastUsedAt }).where(eq(loginSessions.platformUid, platformUid));
}

describe('a login unused for LOGIN_IDLE_HOURS ends', () => {
  it('answers 401 and clears the cookie once the login has been idle past 12 hours (the default)', async () => {
    const student = await createPerson(db, 'student');
    await setLastUsedAt(student.platformUid, new Date(Date.now() - 12 * HOUR - MINUTE));

    const me = await callMe(student.cookie);
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: 'Unauthenticated' });
    expect(me.setCookies).toContain('portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('keeps a login used within the limit working, and its use moves the limit on', async () => {
    const student = await createPerson(db, 'student');
    await setLastUsedAt(student.platformUid, new Date(Date.now() - 11 * HOUR));

    expect((await callMe(student.cookie)).status).toBe(200);
    expect((await lastUsedAtOf(student.platformUid))!.getTime()).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('follows LOGIN_IDLE_HOURS', async () => {
    restoreEnvironment = setEnvironment({ LOGIN_IDLE_HOURS: '1' });
    const student = await createPerson(db, 'student');
    await setLastUsedAt(student.platformUid, new Date(Date.now() - 2 * HOUR));
    expect((await callMe(student.cookie)).status).toBe(401);
  });

  it('records the use at most once per 5 minutes, not on every request', async () => {
    const student = await createPerson(db, 'student');
    const recent = new Date(Date.now() - 4 * MINUTE);
    await setLastUsedAt(student.platformUid, recent);

    expect((await callMe(student.cookie)).status).toBe(200);
    expect((await callMe(student.cookie)).status).toBe(200);
    expect(await lastUsedAtOf(student.platformUid)).toEqual(recent);

    const stale = new Date(Date.now() - 6 * MINUTE);
    await setLastUsedAt(student.platformUid, stale);
    expect((await callMe(student.cookie)).status).toBe(200);
    const touched = (await lastUsedAtOf(student.platformUid))!;
    expect(touched.getTime()).toBeGreaterThan(Date.now() - MINUTE);

    expect((await callMe(student.cookie)).status).toBe(200);
    expect(await lastUsedAtOf(student.platformUid)).toEqual(touched);
  });

  it('still ends a login at its 7-day expiry however recently it was used', async () => {
    const student = await createPerson(db, 'student');
    await db
      .update(loginSessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastUsedAt: new Date() })
      .where(eq(loginSessions.platformUid, student.platformUid));
    expect((await callMe(student.cookie)).status).toBe(401);
  });
});
