import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getMe } from '@/app/api/auth/me/route';
import { POST as signIn } from '@/app/api/auth/signin/route';
import { GET as ping, POST as pingNotAllowed } from '@/app/api/route';
import { contentDisposition } from '@/server/downloads';
import { ADMIN, route, unknownApiPath } from '@/server/http';
import { callRoute, IN_THAI } from '../../support/api';
import { createPeopleOfEveryRole, setEnvironment } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

/*
 * Every API answer says nosniff; every answer of a signed-in route and every error says
 * no-store (they may carry personal data); an error body never carries a stack, SQL or a file path;
 * a file downloads under its Thai name (RFC 6266).
 */

let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
beforeAll(async () => {
  people = await createPeopleOfEveryRole((await testDatabase()).db);
});

describe('Cache-Control and X-Content-Type-Options', () => {
  it('a signed-in answer is no-store and nosniff', async () => {
    const answer = await callRoute('GET', getMe, { path: '/api/auth/me', cookie: people.student.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a refusal of a signed-in route (401, 403) is no-store and nosniff', async () => {
    for (const cookie of [undefined, people.external_user.cookie]) {
      const answer = await callRoute(
        'GET',
        route({ auth: ADMIN }, async () => ({ secret: true })),
        { cookie },
      );
      expect([401, 403]).toContain(answer.status);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('an error of a public route is no-store; its success keeps its own caching', async () => {
    const refused = await callRoute('POST', signIn, { path: '/api/auth/signin', body: {} });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    const pong = await callRoute('GET', ping, { path: '/api/' });
    expect(pong.headers.get('cache-control')).toBeNull();
    expect(pong.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("keeps a handler's own Cache-Control (a signed file link's private max-age)", async () => {
    const handler = route({ auth: ADMIN }, async () => new Response('bytes', { headers: { 'cache-control': 'private, max-age=60' } }));
    const answer = await callRoute('GET', handler, { cookie: people.admin.cookie });
    expect(answer.headers.get('cache-control')).toBe('private, max-age=60');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds them to an answer whose headers are read-only (Response.redirect)', async () => {
    const handler = route({ auth: ADMIN }, async () => Response.redirect('http://localhost:3000/elsewhere', 302));
    const answer = await callRoute('GET', handler, { cookie: people.admin.cookie });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://localhost:3000/elsewhere');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('Strict-Transport-Security', () => {
  it('every API answer carries HSTS in production over https, and none over http or outside production', async () => {
    const restore = setEnvironment({ NODE_ENV: 'production', APP_URL: 'https://intern.example.ac.th' });
    try {
      const answer = await callRoute('GET', ping, { path: '/api' });
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      const refused = await callRoute('GET', getMe, { path: '/api/auth/me' });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    } finally {
      restore();
    }
    const restoreHttp = setEnvironment({ NODE_ENV: 'production', APP_URL: 'http://intern.example.ac.th' });
    try {
      expect((await callRoute('GET', ping, { path: '/api' })).headers.get('strict-transport-security')).toBeNull();
    } finally {
      restoreHttp();
    }
    expect((await callRoute('GET', ping, { path: '/api' })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('error bodies', () => {
  it('an unexpected error answers only "Internal server error": no stack, SQL or file path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = Object.assign(new Error('Failed query: select * from "accounts" where password_hash = $1'), {
      stack: 'Error\n    at /work/src/server/x.ts:1:1',
    });
    const answer = await callRoute(
      'GET',
      route({ auth: ADMIN }, async () => {
        throw failure;
      }),
      { cookie: people.admin.cookie },
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ message: 'Internal server error' });
    vi.restoreAllMocks();
  });
});

describe('x-request-id', () => {
  it('every API answer carries one: a fresh id, or the sane one a proxy sent', async () => {
    const fresh = await callRoute('GET', ping, { path: '/api' });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const other = await callRoute('GET', ping, { path: '/api' });
    expect(other.headers.get('x-request-id')).not.toBe(fresh.headers.get('x-request-id'));

    const kept = await callRoute('GET', ping, { path: '/api', headers: { 'x-request-id': 'haproxy-1b2c3d4e-5f60' } });
    expect(kept.headers.get('x-request-id')).toBe('haproxy-1b2c3d4e-5f60');
    // Anything that could forge a log line or is too short to be an id is replaced.
    for (const offered of ['a b "forged": 1', 'short', 'x'.repeat(200)]) {
      const replaced = await callRoute('GET', ping, { path: '/api', headers: { 'x-request-id': offered } });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('also on refusals: a 401, a 405 and an unknown /api path', async () => {
    expect((await callRoute('GET', getMe, { path: '/api/auth/me' })).headers.get('x-request-id')).toBeTruthy();
    const notAllowed = pingNotAllowed(
      new Request('http://localhost:3000/api', { method: 'POST', headers: { 'x-request-id': 'request-12345678' } }),
    );
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.get('x-request-id')).toBe('request-12345678');
    expect(unknownApiPath(new Request('http://localhost:3000/api/nowhere')).headers.get('x-request-id')).toBeTruthy();
  });
});

describe('an unreachable database', () => {
  it('answers 503 { message } in Thai, never a 500', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const terminated = Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    });
    const answer = await callRoute(
      'GET',
      route({ auth: 'public' }, async () => {
        throw terminated;
      }),
      { path: '/api/test', headers: IN_THAI },
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: 'ระบบไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่' });
    expect(answer.headers.get('retry-after')).toBe('5');
    vi.restoreAllMocks();
  });
});

describe('Content-Disposition', () => {
  it('names a Thai file in filename* (RFC 6266/5987) with an ASCII fallback, quotes and apostrophes escaped', () => {
    expect(contentDisposition("ผู้สมัคร-Data's (1).xlsx", 'attachment', 'applications.xlsx')).toBe(
      `attachment; filename="applications.xlsx"; filename*=UTF-8''${encodeURIComponent('ผู้สมัคร-Data')}%27s%20%281%29.xlsx`,
    );
    expect(contentDisposition('a"b\\c.csv')).toBe(`attachment; filename="a_b_c.csv"; filename*=UTF-8''a%22b%5Cc.csv`);
  });
});
