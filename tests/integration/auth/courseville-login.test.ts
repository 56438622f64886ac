import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as startCourseville } from '@/app/api/auth/courseville/start/route';
import { GET as loginOptions } from '@/app/api/auth/login-options/route';
import { POST as logIn } from '@/app/api/auth/login/route';
import { GET as getMe } from '@/app/api/auth/me/route';
import { GET as getStatus } from '@/app/api/status/route';
import type { Database } from '@/db/client';
import { accounts, students } from '@/db/schema';
import { nextPathFromState } from '@/lib/next-path';
import { callRoute, cookieFrom } from '../../support/api';
import { createPerson, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

const CLIENT_ID = 'portal-client';
const CLIENT_SECRET = 'portal-client-secret';
const REDIRECT_URI = 'http://localhost:3000/';

type PlatformAccount = { uid: string; username: string; email: string; firstname_en: string; lastname_en: string };
type PlatformUser = { account: PlatformAccount; student?: { id: string } };

/**
 * A stand-in for the course platform: POST /token (authorization-code grant with client_secret_post)
 * and GET /userinfo (Bearer token). Codes are issued by the test for the user it wants to sign in.
 */
class CoursePlatformStandIn {
  readonly tokenRequests: URLSearchParams[] = [];
  private readonly usersByCode = new Map<string, PlatformUser | 'userinfo-fails'>();
  private readonly usersByToken = new Map<string, PlatformUser | 'userinfo-fails'>();
  private server: Server | undefined;
  baseUrl = '';

  async start() {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  /** A code the token endpoint accepts once, for this user. */
  issueCode(user: PlatformUser | 'userinfo-fails') {
    const code = `code-${randomUUID()}`;
    this.usersByCode.set(code, user);
    return code;
  }

  environment() {
    return {
      COURSEVILLE_CLIENT_ID: CLIENT_ID,
      COURSEVILLE_CLIENT_SECRET: CLIENT_SECRET,
      COURSEVILLE_AUTHORIZE_URL: `${this.baseUrl}/authorize`,
      COURSEVILLE_TOKEN_URL: `${this.baseUrl}/token`,
      COURSEVILLE_USERINFO_URL: `${this.baseUrl}/userinfo`,
      COURSEVILLE_REDIRECT_URI: REDIRECT_URI,
    };
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body?: unknown }> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readText(request));
      this.tokenRequests.push(form);
      const user = this.usersByCode.get(form.get('code') ?? '');
      const isClientRight = form.get('client_id') === CLIENT_ID && form.get('client_secret') === CLIENT_SECRET;
      if (form.get('grant_type') !== 'authorization_code' || form.get('redirect_uri') !== REDIRECT_URI || !isClientRight || !user) {
        return { status: 400, body: { error: 'invalid_grant' } };
      }
      this.usersByCode.delete(form.get('code')!);
      const accessToken = `token-${randomUUID()}`;
      this.usersByToken.set(accessToken, user);
      return { status: 200, body: { access_token: accessToken, token_type: 'Bearer', expires_in: 3600 } };
    }
    if (request.method === 'GET' && url.pathname === '/userinfo') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      const user = this.usersByToken.get(token);
      if (!user) return { status: 401, body: { error: 'invalid_token' } };
      if (user === 'userinfo-fails') return { status: 500, body: { error: 'server_error' } };
      return { status: 200, body: { data: user } };
    }
    return { status: 404, body: { error: 'not_found' } };
  }
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let db: Database;
const platform = new CoursePlatformStandIn();

beforeAll(async () => {
  db = (await testDatabase()).db;
  await platform.start();
});
afterAll(() => platform.stop());

let restoreEnvironment: () => void;
beforeEach(() => {
  restoreEnvironment = setEnvironment(platform.environment());
});
afterEach(() => restoreEnvironment());

/** A student row imported by the admin, never signed in yet (no platform uid). */
async function createUnlinkedStudent() {
  const studentId = `66${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;
  await db.insert(students).values({ studentId, firstNameTh: 'สมชาย', lastNameTh: 'ใจดี', admissionYear: 2566, profileToken: randomUUID() });
  return studentId;
}

function platformAccount(uid: string): PlatformAccount {
  return { uid, username: `user.${uid}`, email: `${uid}@example.com`, firstname_en: 'Platform', lastname_en: 'User' };
}

/** GET /api/auth/courseville/start: the state of the redirect and the login-flow cookie that carries it. */
async function startSignIn() {
  const answer = await callRoute('GET', startCourseville, { path: '/api/auth/courseville/start' });
  expect(answer.status).toBe(302);
  const state = new URL(answer.headers.get('location')!).searchParams.get('state')!;
  return { state, flowCookie: cookieFrom(answer.setCookies, 'portal_login_flow')! };
}

function callLogIn(body: unknown, cookie?: string) {
  return callRoute('POST', logIn, { path: '/api/auth/login', body, cookie });
}

describe('GET /api/auth/login-options', () => {
  it('points the sign-in to the course platform when it is configured', async () => {
    const answer = await callRoute('GET', loginOptions, { path: '/api/auth/login-options' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ courseville: { authorizeUrl: '/api/auth/courseville/start' } });
  });

  it('answers courseville null (the built-in form) when any setting is missing', async () => {
    const restore = setEnvironment({ COURSEVILLE_CLIENT_SECRET: undefined });
    try {
      const answer = await callRoute('GET', loginOptions, { path: '/api/auth/login-options' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ courseville: null });
    } finally {
      restore();
    }
  });
});

describe('GET /api/auth/courseville/start', () => {
  it("redirects to the platform's authorize URL with a fresh state, and binds the state to the browser", async () => {
    const answer = await callRoute('GET', startCourseville, { path: '/api/auth/courseville/start' });

    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${platform.baseUrl}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const flowHeader = answer.setCookies.find((cookie) => cookie.startsWith('portal_login_flow='));
    expect(flowHeader).toBe(`portal_login_flow=${location.searchParams.get('state')}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600`);

    const again = await startSignIn();
    expect(again.state).not.toBe(location.searchParams.get('state'));
  });

  it('carries ?next= (a portal path) inside the state, and the state still signs in; a foreign next is dropped', async () => {
    const deepLink = '/applicant/5/session/2/ranking?page=2';
    const answer = await callRoute('GET', startCourseville, { path: '/api/auth/courseville/start', query: { next: deepLink } });
    expect(answer.status).toBe(302);
    const state = new URL(answer.headers.get('location')!).searchParams.get('state')!;
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]+$/);
    expect(nextPathFromState(state)).toBe(deepLink);
    const flowCookie = cookieFrom(answer.setCookies, 'portal_login_flow')!;
    const code = platform.issueCode({ account: platformAccount(`cv-next-${randomUUID()}`) });
    expect((await callLogIn({ code, state }, flowCookie)).status).toBe(200);

    for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const dropped = await callRoute('GET', startCourseville, { path: '/api/auth/courseville/start', query: { next } });
      expect(dropped.status).toBe(302);
      expect(new URL(dropped.headers.get('location')!).searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
  });

  it('answers 503 when the course platform is not configured', async () => {
    const restore = setEnvironment({ COURSEVILLE_TOKEN_URL: undefined });
    try {
      const answer = await callRoute('GET', startCourseville, { path: '/api/auth/courseville/start' });
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'The course platform sign-in is not configured' });
    } finally {
      restore();
    }
  });
});

describe('POST /api/auth/login {code, state} (course platform)', () => {
  it('signs in a student for the first time: links the student row to the platform uid', async () => {
    const studentId = await createUnlinkedStudent();
    const { state, flowCookie } = await startSignIn();
    const code = platform.issueCode({
      account: { uid: 'cv-123', username: 'somchai.s', email: 'a@b.c', firstname_en: 'Somchai', lastname_en: 'S' },
      student: { id: studentId },
    });

    const answer = await callLogIn({ code, state }, flowCookie);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'student', displayName: 'Somchai S', studentId });
    expect(answer.setCookies).toContain('portal_login_flow=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    const [student] = await db.select().from(students).where(eq(students.studentId, studentId));
    expect(student.platformUid).toBe('cv-123');
    const [account] = await db.select().from(accounts).where(eq(accounts.platformUid, 'cv-123'));
    expect(account).toMatchObject({ username: 'somchai.s', email: 'a@b.c', displayName: 'Somchai S', passwordHash: null });

    const tokenRequest = platform.tokenRequests.at(-1)!;
    expect(Object.fromEntries(tokenRequest)).toEqual({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });

    const me = await callRoute('GET', getMe, { path: '/api/auth/me', cookie: cookieFrom(answer.setCookies, 'portal_session') });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ role: 'student', studentId });
  });

  it("updates the account's name and e-mail on a later sign-in", async () => {
    const first = await startSignIn();
    const account = platformAccount('cv-renamed');
    expect((await callLogIn({ code: platform.issueCode({ account }), state: first.state }, first.flowCookie)).status).toBe(200);

    const second = await startSignIn();
    const renamed = { ...account, email: 'new@example.com', firstname_en: 'Renamed', lastname_en: 'Person' };
    const answer = await callLogIn({ code: platform.issueCode({ account: renamed }), state: second.state }, second.flowCookie);

    expect(answer.status).toBe(200);
    expect(answer.body.displayName).toBe('Renamed Person');
    const [stored] = await db.select().from(accounts).where(eq(accounts.platformUid, 'cv-renamed'));
    expect(stored).toMatchObject({ email: 'new@example.com', displayName: 'Renamed Person' });
  });

  it('signs in someone the portal has no role for as an external user', async () => {
    const { state, flowCookie } = await startSignIn();
    const code = platform.issueCode({ account: platformAccount('cv-outsider') });

    const answer = await callLogIn({ code, state }, flowCookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ role: 'external_user', displayName: 'Platform User' });
  });

  it('does not relink a student row that already belongs to another platform uid', async () => {
    const owner = await createPerson(db, 'student');
    const { state, flowCookie } = await startSignIn();
    const code = platform.issueCode({ account: platformAccount('cv-impostor'), student: { id: owner.studentId! } });

    const answer = await callLogIn({ code, state }, flowCookie);
    expect(answer.status).toBe(200);
    expect(answer.body.role).toBe('external_user');
    const [student] = await db.select().from(students).where(eq(students.studentId, owner.studentId!));
    expect(student.platformUid).toBe(owner.platformUid);
  });

  it('answers 401 when the state differs from the one bound to the browser, without calling the platform', async () => {
    const { flowCookie } = await startSignIn();
    const code = platform.issueCode({ account: platformAccount('cv-wrong-state') });
    const tokenRequestsBefore = platform.tokenRequests.length;

    const answer = await callLogIn({ code, state: 'A'.repeat(43) }, flowCookie);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'This sign-in code is invalid or has expired; please sign in again' });
    expect(platform.tokenRequests.length).toBe(tokenRequestsBefore);
    expect(cookieFrom(answer.setCookies, 'portal_session')).toBeUndefined();
  });

  it('answers 401 without a state or without the login-flow cookie', async () => {
    const { state, flowCookie } = await startSignIn();
    const code = platform.issueCode({ account: platformAccount('cv-no-state') });

    const withoutState = await callLogIn({ code }, flowCookie);
    expect(withoutState.status).toBe(401);
    const withoutCookie = await callLogIn({ code, state });
    expect(withoutCookie.status).toBe(401);
  });

  it('answers 401 for a code the platform refuses', async () => {
    const { state, flowCookie } = await startSignIn();

    const answer = await callLogIn({ code: 'code-nobody-issued', state }, flowCookie);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'The sign-in code was refused by the course platform' });
  });

  it('answers 401 when the same platform code is used twice', async () => {
    const code = platform.issueCode({ account: platformAccount('cv-twice') });
    const first = await startSignIn();
    expect((await callLogIn({ code, state: first.state }, first.flowCookie)).status).toBe(200);

    const second = await startSignIn();
    const answer = await callLogIn({ code, state: second.state }, second.flowCookie);
    expect(answer.status).toBe(401);
  });

  it('answers 401 when the portal holds the wrong client secret', async () => {
    const { state, flowCookie } = await startSignIn();
    const code = platform.issueCode({ account: platformAccount('cv-bad-secret') });
    const restore = setEnvironment({ COURSEVILLE_CLIENT_SECRET: 'stale-secret' });
    try {
      const answer = await callLogIn({ code, state }, flowCookie);
      expect(answer.status).toBe(401);
    } finally {
      restore();
    }
  });

  it('answers 503 when the platform does not return the user', async () => {
    const { state, flowCookie } = await startSignIn();
    const code = platform.issueCode('userinfo-fails');

    const answer = await callLogIn({ code, state }, flowCookie);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: 'The course platform did not return the user' });
  });

  it('answers 503 when the platform cannot be reached', async () => {
    const stopped = await new CoursePlatformStandIn().start();
    await stopped.stop();
    const restore = setEnvironment(stopped.environment());
    try {
      const { state, flowCookie } = await startSignIn();
      const answer = await callLogIn({ code: 'any-code', state }, flowCookie);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: 'The course platform could not be reached' });
    } finally {
      restore();
    }
  });
});

describe('GET /api/status with the course platform configured', () => {
  it("reports courseville 'ok' while the platform answers", async () => {
    const answer = await callRoute('GET', getStatus, { path: '/api/status' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toEqual({ database: 'ok', platform: 'ok', courseville: 'ok' });
  });

  it("reports courseville 'down' (still 200: only the database is essential) when the platform is unreachable", async () => {
    const stopped = await new CoursePlatformStandIn().start();
    await stopped.stop();
    const restore = setEnvironment(stopped.environment());
    try {
      const answer = await callRoute('GET', getStatus, { path: '/api/status' });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toEqual({ database: 'ok', platform: 'ok', courseville: 'down' });
    } finally {
      restore();
    }
  });
});
