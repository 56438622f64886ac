import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as assumeCompanyUser } from '@/app/api/admin/auth/assume-identity/company-user/route';
import { PUT as putSetting } from '@/app/api/admin/settings/[key]/route';
import { POST as postUniversity } from '@/app/api/admin/universities/route';
import { GET as listAdmins, POST as addAdmin } from '@/app/api/admin/admins/route';
import { GET as getStudent } from '@/app/api/admin/students/[studentId]/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import { POST as signIn } from '@/app/api/auth/signin/route';
import { GET as ping } from '@/app/api/route';
import { GET as getSetting } from '@/app/api/settings/[key]/route';
import type { Database } from '@/db/client';
import { settings, universities } from '@/db/schema';
import { AppError } from '@/server/errors';
import { ADMIN, route } from '@/server/http';
import { callRoute } from '../../support/api';
import { TEST_PASSWORD, createPeopleOfEveryRole, createPerson, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

const restorers: (() => void)[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  while (restorers.length) restorers.pop()!();
});

let keyCounter = 0;
const freshKey = () => `origin.check_${(keyCounter += 1)}`;

/** A cookie-authenticated write (PUT a setting as the admin) with the given request headers. */
function writeSetting(key: string, headers: Record<string, string>, cookie = people.admin.cookie) {
  return callRoute('PUT', putSetting, { path: `/api/admin/settings/${key}`, params: { key }, body: { value: 'written' }, cookie, headers });
}

async function storedValue(key: string) {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

describe('cookie-authenticated writes must come from the portal itself', () => {
  it('answers 403 to a write whose Origin is another site, and writes nothing', async () => {
    const key = freshKey();
    const answer = await writeSetting(key, { origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Cross-site request refused' });
    expect(await storedValue(key)).toBeUndefined();
  });

  it.each(['cross-site', 'same-site'])('answers 403 to a write with Sec-Fetch-Site: %s', async (fetchSite) => {
    const key = freshKey();
    const answer = await writeSetting(key, { 'sec-fetch-site': fetchSite });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Cross-site request refused' });
    expect(await storedValue(key)).toBeUndefined();
  });

  it('accepts a same-origin write (Origin of the request URL, Sec-Fetch-Site same-origin)', async () => {
    const key = freshKey();
    const answer = await writeSetting(key, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(answer.status).toBe(200);
    expect(await storedValue(key)).toBe('written');
  });

  it('accepts a write typed by the user (Sec-Fetch-Site: none)', async () => {
    const answer = await writeSetting(freshKey(), { 'sec-fetch-site': 'none' });
    expect(answer.status).toBe(200);
  });

  it('accepts a write from a non-browser client that sends neither Origin nor Sec-Fetch-Site', async () => {
    const key = freshKey();
    const request = new Request(`http://localhost:3000/api/admin/settings/${key}`, {
      method: 'PUT',
      headers: { cookie: people.admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ value: 'from a script' }),
    });
    const response = await putSetting(request, { params: Promise.resolve({ key }) });
    expect(response.status).toBe(200);
    expect(await storedValue(key)).toBe('from a script');
  });

  it('accepts the origin of the forwarded host behind a proxy', async () => {
    const answer = await writeSetting(freshKey(), {
      origin: 'https://portal.example.ac.th',
      'x-forwarded-host': 'portal.example.ac.th',
      'x-forwarded-proto': 'https',
    });
    expect(answer.status).toBe(200);
  });

  it('accepts the origin of APP_URL', async () => {
    restorers.push(setEnvironment({ APP_URL: 'https://intern.example.ac.th' }));
    // An https APP_URL names the login cookie __Host-portal_session (src/server/auth/cookies.ts).
    const answer = await writeSetting(freshKey(), { origin: 'https://intern.example.ac.th' }, `__Host-${people.admin.cookie}`);
    expect(answer.status).toBe(200);
  });

  it('refuses an origin that only differs by scheme or port', async () => {
    expect((await writeSetting(freshKey(), { origin: 'https://localhost:3000' })).status).toBe(403);
    expect((await writeSetting(freshKey(), { origin: 'http://localhost:4000' })).status).toBe(403);
  });

  it('does not check reads', async () => {
    await db.insert(settings).values({ key: 'readable', value: 'yes' });
    const answer = await callRoute('GET', getSetting, {
      path: '/api/settings/readable',
      params: { key: 'readable' },
      cookie: people.student.cookie,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ value: 'yes' });
  });
});

describe('validation messages', () => {
  it("names a missing field 'Required'", async () => {
    const answer = await callRoute('POST', assumeCompanyUser, {
      path: '/api/admin/auth/assume-identity/company-user',
      body: { companyId: 1 },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('body.platformUid: Required');
    expect(answer.body.issues).toEqual([expect.objectContaining({ code: 'invalid_type', path: ['platformUid'], message: 'Required' })]);
  });

  it("names a value of the wrong type 'Expected number, received string'", async () => {
    const answer = await callRoute('POST', assumeCompanyUser, {
      path: '/api/admin/auth/assume-identity/company-user',
      body: { companyId: '12', platformUid: 'someone' },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('body.companyId: Expected number, received string');
  });

  it("joins several problems with '; ' and names null and arrays as such", async () => {
    const answer = await callRoute('POST', assumeCompanyUser, {
      path: '/api/admin/auth/assume-identity/company-user',
      body: { companyId: null, platformUid: ['a'] },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('body.companyId: Expected number, received null; body.platformUid: Expected string, received array');
  });

  it("answers 'body: Required' for a write with no body at all", async () => {
    const answer = await callRoute('POST', postUniversity, { path: '/api/admin/universities', cookie: people.admin.cookie });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('body: Required');
  });

  it("answers 'body: Expected object, received array' for a JSON array", async () => {
    const answer = await callRoute('POST', postUniversity, {
      path: '/api/admin/universities',
      body: [{ name: 'x' }],
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('body: Expected object, received array');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const answer = await callRoute('POST', postUniversity, {
      path: '/api/admin/universities',
      rawBody: "{name: 'x'}",
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Request body is not valid JSON' });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', ''])(
    'answers 415 to a body declared as %j, not JSON, and writes nothing',
    async (contentType) => {
      const universityName = `มหาวิทยาลัย ${contentType || 'ไม่ระบุ'}`;
      const answer = await callRoute('POST', postUniversity, {
        path: '/api/admin/universities',
        rawBody: JSON.stringify({ universityName }),
        headers: { 'content-type': contentType },
        cookie: people.admin.cookie,
      });
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ message: 'Content-Type must be application/json' });
      expect(await db.select().from(universities).where(eq(universities.universityName, universityName))).toEqual([]);
    },
  );

  it('accepts JSON with a charset and a +json type', async () => {
    for (const [index, contentType] of ['application/json; charset=utf-8', 'application/merge-patch+json'].entries()) {
      const answer = await callRoute('POST', postUniversity, {
        path: '/api/admin/universities',
        body: { universityName: `ชนิดเนื้อหา ${index}` },
        headers: { 'content-type': contentType },
        cookie: people.admin.cookie,
      });
      expect(answer.status).toBe(201);
    }
  });
});

describe('errors', () => {
  it('maps a unique violation of the database to 409 with a message', async () => {
    const first = await callRoute('POST', postUniversity, {
      path: '/api/admin/universities',
      body: { universityName: 'จุฬาลงกรณ์มหาวิทยาลัย' },
      cookie: people.admin.cookie,
    });
    expect(first.status).toBe(201);
    const again = await callRoute('POST', postUniversity, {
      path: '/api/admin/universities',
      body: { universityName: 'จุฬาลงกรณ์มหาวิทยาลัย' },
      cookie: people.admin.cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Already exists: a university with this name' });
  });

  it("answers 409 'Invalid cookie' for a login cookie that is not one of ours, and clears it", async () => {
    const answer = await callRoute('GET', getMe, { path: '/api/auth/me', cookie: 'portal_session=forged' });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: 'Invalid cookie' });
    expect(answer.setCookies).toContain('portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('lets a public route ignore the login cookie, even a forged one', async () => {
    const forged = await callRoute('GET', ping, { path: '/api/', cookie: 'portal_session=forged' });
    expect(forged.status).toBe(200);
    expect(forged.body).toEqual({ message: 'pong' });
    const stale = await callRoute('GET', ping, { path: '/api/', cookie: `portal_session=${'Z'.repeat(43)}` });
    expect(stale.status).toBe(200);
  });

  it('answers 401 for a well-formed cookie that names no live login on a protected route', async () => {
    const answer = await callRoute('GET', getMe, { path: '/api/auth/me', cookie: `portal_session=${'Z'.repeat(43)}` });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'Unauthenticated' });
  });

  // docs/decisions.md (Cookies): "a well-formed cookie that names no live login is simply 'not signed in'
  // (401) and is cleared". route.ts clears it only on a successful answer of an optional route (line 82)
  // or on a 409 (line 86); the 401 of a protected route leaves the dead cookie in the browser.
  it('clears a well-formed cookie that names no live login when answering 401', async () => {
    const answer = await callRoute('GET', getMe, { path: '/api/auth/me', cookie: `portal_session=${'Z'.repeat(43)}` });
    expect(answer.status).toBe(401);
    expect(answer.setCookies).toContain('portal_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('reads the login cookie among other cookies', async () => {
    const answer = await callRoute('GET', getMe, { path: '/api/auth/me', cookie: `theme=dark; ${people.company_user.cookie}; lang=th` });
    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe('company_user');
  });
});

describe('a refusal keeps the login (SPEC §8: only a cookie not ours by shape, or naming no live login, is cleared)', () => {
  const CLEARED = /^portal_session=;/;

  async function expectStillSignedIn(cookie: string) {
    const me = await callRoute('GET', getMe, { path: '/api/auth/me', cookie });
    expect(me.status).toBe(200);
    expect(me.setCookies).toEqual([]);
  }

  it('400 (bad body)', async () => {
    const answer = await callRoute('POST', postUniversity, { path: '/api/admin/universities', cookie: people.admin.cookie });
    expect(answer.status).toBe(400);
    expect(answer.setCookies).toEqual([]);
    await expectStillSignedIn(people.admin.cookie);
  });

  it('403 (a role the route does not serve)', async () => {
    const answer = await callRoute('GET', listAdmins, { path: '/api/admin/admins', cookie: people.student.cookie });
    expect(answer.status).toBe(403);
    expect(answer.setCookies).toEqual([]);
    await expectStillSignedIn(people.student.cookie);
  });

  it('404 (no such record)', async () => {
    const answer = await callRoute('GET', getStudent, {
      path: '/api/admin/students/nobody',
      params: { studentId: 'nobody' },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(404);
    expect(answer.setCookies).toEqual([]);
    await expectStillSignedIn(people.admin.cookie);
  });

  it('409 (a business conflict: the same admin added twice)', async () => {
    const person = await createPerson(db, 'student');
    const body = { platformUid: person.platformUid };
    expect((await callRoute('POST', addAdmin, { path: '/api/admin/admins', body, cookie: people.admin.cookie })).status).toBe(201);
    const again = await callRoute('POST', addAdmin, { path: '/api/admin/admins', body, cookie: people.admin.cookie });
    expect(again.status).toBe(409);
    expect(again.body.message).not.toBe('Invalid cookie');
    expect(again.setCookies).toEqual([]);
    await expectStillSignedIn(people.admin.cookie);
  });

  it.each([
    [429, new AppError(429, 'Too many attempts, please try again later')],
    [409, new AppError(409, 'Invalid cookie')],
    [500, new Error('boom')],
  ])('%i thrown by a verb', async (status, thrown) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusing = route({ auth: ADMIN }, async () => {
      throw thrown;
    });
    const answer = await callRoute('GET', refusing, { path: '/api/test', cookie: people.admin.cookie });
    expect(answer.status).toBe(status);
    expect(answer.setCookies).toEqual([]);
    await expectStillSignedIn(people.admin.cookie);
  });

  it('still clears a malformed cookie, and a well-formed one that names no live login', async () => {
    const forged = await callRoute('GET', listAdmins, { path: '/api/admin/admins', cookie: 'portal_session=forged' });
    expect(forged.status).toBe(409);
    expect(forged.setCookies).toEqual([expect.stringMatching(CLEARED)]);
    const dead = await callRoute('POST', addAdmin, {
      path: '/api/admin/admins',
      body: { platformUid: 'x' },
      cookie: `portal_session=${'Z'.repeat(43)}`,
    });
    expect(dead.status).toBe(401);
    expect(dead.setCookies).toEqual([expect.stringMatching(CLEARED)]);
  });
});

describe('cookies', () => {
  it('are marked Secure when the portal runs on https', async () => {
    restorers.push(setEnvironment({ APP_URL: 'https://intern.example.ac.th' }));
    const person = await createPerson(db, 'student');
    const answer = await callRoute('POST', signIn, {
      path: '/api/auth/signin',
      body: { username: person.username, password: TEST_PASSWORD },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(answer.status).toBe(200);
    expect(answer.setCookies[0]).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/);
  });
});
