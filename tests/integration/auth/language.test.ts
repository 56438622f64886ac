import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as logIn } from '@/app/api/auth/login/route';
import { PUT as putLanguage } from '@/app/api/auth/me/language/route';
import { POST as signIn } from '@/app/api/auth/signin/route';
import type { Database } from '@/db/client';
import { accounts } from '@/db/schema';
import { callRoute, cookieFrom } from '../../support/api';
import { TEST_PASSWORD, createAdminActingAsStudent, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

// The language a person chose is kept with the account and follows them to every browser they sign in on
// (docs/languages.md). Who may call the endpoint at all is the access matrix's (tests/integration/http).

let db: Database;
beforeAll(async () => {
  db = (await testDatabase()).db;
});

const storedLocale = async (platformUid: string) =>
  (await db.select({ locale: accounts.locale }).from(accounts).where(eq(accounts.platformUid, platformUid)))[0]?.locale;

let address = 0;
/** Signs in with the password through the sign-in redirect, as a browser holding `browserCookie` does. */
async function signInAs(person: Pick<TestPerson, 'username'>, browserCookie = '') {
  const started = await callRoute('POST', signIn, {
    path: '/api/auth/signin',
    body: { username: person.username, password: TEST_PASSWORD },
    headers: { 'x-forwarded-for': `198.51.100.${(address += 1)}` },
  });
  expect(started.status).toBe(200);
  const code = new URL(started.body.redirectTo, 'http://localhost').searchParams.get('code')!;
  const flow = cookieFrom(started.setCookies, 'portal_login_flow')!;
  return callRoute('POST', logIn, { path: '/api/auth/login', body: { code }, cookie: [flow, browserCookie].filter(Boolean).join('; ') });
}

describe('PUT /api/auth/me/language', () => {
  it('keeps the choice with the account and sets the language cookie of this browser', async () => {
    const student = await createPerson(db, 'student');
    const answer = await callRoute('PUT', putLanguage, { path: '/api/auth/me/language', cookie: student.cookie, body: { locale: 'en' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ locale: 'en' });
    expect(answer.setCookies).toContainEqual(expect.stringMatching(/^portal_locale=en; Path=\/; Max-Age=31536000; SameSite=Lax$/));
    expect(await storedLocale(student.platformUid)).toBe('en');

    const back = await callRoute('PUT', putLanguage, { path: '/api/auth/me/language', cookie: student.cookie, body: { locale: 'th' } });
    expect(back.status).toBe(200);
    expect(await storedLocale(student.platformUid)).toBe('th');
  });

  it('answers 400 for a language the portal does not speak, and keeps the stored one', async () => {
    const company = await createPerson(db, 'company_user');
    for (const body of [{ locale: 'fr' }, { locale: '' }, {}, { locale: 'EN' }]) {
      const answer = await callRoute('PUT', putLanguage, { path: '/api/auth/me/language', cookie: company.cookie, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await storedLocale(company.platformUid)).toBeNull();
  });

  it('answers 401 without a login', async () => {
    const answer = await callRoute('PUT', putLanguage, { path: '/api/auth/me/language', body: { locale: 'en' } });
    expect(answer.status).toBe(401);
  });

  it("keeps an admin's choice with the admin while acting as a student, not with the student", async () => {
    const student = await createPerson(db, 'student');
    const acting = await createAdminActingAsStudent(db, student.studentId!);
    const answer = await callRoute('PUT', putLanguage, { path: '/api/auth/me/language', cookie: acting.cookie, body: { locale: 'en' } });
    expect(answer.status).toBe(200);
    expect(await storedLocale(acting.platformUid)).toBe('en');
    expect(await storedLocale(student.platformUid)).toBeNull();
  });
});

describe('the language at sign-in', () => {
  it("sets this browser's language cookie to the account's language when the browser has none", async () => {
    const student = await createPerson(db, 'student');
    await db.update(accounts).set({ locale: 'en' }).where(eq(accounts.platformUid, student.platformUid));
    const answer = await signInAs(student);
    expect(answer.status).toBe(200);
    expect(cookieFrom(answer.setCookies, 'portal_locale')).toBe('portal_locale=en');
  });

  it('keeps the language chosen in this browser (on the sign-in page) with the account, over an earlier choice', async () => {
    const company = await createPerson(db, 'company_user');
    await db.update(accounts).set({ locale: 'th' }).where(eq(accounts.platformUid, company.platformUid));
    const answer = await signInAs(company, 'portal_locale=en');
    expect(answer.status).toBe(200);
    expect(cookieFrom(answer.setCookies, 'portal_locale')).toBe('portal_locale=en');
    expect(await storedLocale(company.platformUid)).toBe('en');
  });

  it('sets no language when neither the account nor the browser chose one (the browser’s Accept-Language counts)', async () => {
    const admin = await createPerson(db, 'admin');
    const answer = await signInAs(admin, 'portal_locale=klingon');
    expect(answer.status).toBe(200);
    expect(cookieFrom(answer.setCookies, 'portal_locale')).toBeUndefined();
    expect(await storedLocale(admin.platformUid)).toBeNull();
  });
});
