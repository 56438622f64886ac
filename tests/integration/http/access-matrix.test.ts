import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { ROLES, type Role } from '@/lib/roles';
import { isBearerAuth, type BearerRequirement, type RouteHandler } from '@/server/http';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createAccessToken, makeClient } from '../oauth/harness';

/*
 * The access matrix, generated from the route definitions themselves, so a new route cannot
 * ship unguarded and no test file has to repeat it:
 * - an operation for some roles answers 401 without a login, 403 to every other role, and 400 to a path id
 *   that is not a number (before anything is read);
 * - a bearer operation answers 401 without a token, 401 to a login cookie (a cookie is not a token), 403 to
 *   a token without its scope, and 400 to a non-numeric path id once the token is right;
 * - an operation open to anyone is one of OPEN_OPERATIONS, so opening one is a decision written here.
 * What each operation does for the roles it admits is tested beside its domain.
 */

/** Every operation a request without a login may reach, and why. */
const OPEN_OPERATIONS: Record<string, 'public' | 'optional'> = {
  'GET /api': 'public', // a ping
  'GET /api/status': 'optional', // the health check; the host is shown to admins only
  'GET /api/openapi.json': 'public',
  'GET /api/auth/login-options': 'public',
  'POST /api/auth/signin': 'public',
  'POST /api/auth/login': 'optional', // the course platform's code exchange
  'GET /api/auth/courseville/start': 'public',
  'GET /api/auth/devlogin': 'public', // never in production (isAvailable)
  'GET /api/files/{fileId}': 'public', // a signed, expiring link is the credential
  'GET /api/public/files/company/logo/{profileToken}': 'public',
  'GET /api/public/files/student/profile-picture/{clientId}/{profileToken}': 'public',
  'POST /api/oauth/token': 'public', // client authentication of RFC 6749 §2.3
  'POST /api/oauth/revoke': 'public',
  'POST /api/notifications/unsubscribe': 'public', // the signed token of the mail's link is the credential (RFC 8058)
  'POST /api/email-verification': 'public', // the single-use token mailed to the new address is the credential
  'GET /api/calendar-feeds/{token}': 'public', // a calendar app sends no cookie: the revocable feed token is the credential
  'GET /api/public/evaluations/{token}': 'public', // a mentor has no account: the mailed evaluation link (stored hashed) is the credential
  'POST /api/public/evaluations/{token}': 'public',
  'POST /api/line/webhook': 'public', // LINE's x-line-signature over the raw body (the channel secret) is the credential
};

const API_ROOT = path.join(process.cwd(), 'src/app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

type Operation = { name: string; method: string; urlPath: string; paramNames: string[]; handler: RouteHandler };

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

async function loadOperations(): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const file of routeFiles(API_ROOT)
    .filter((name) => !name.includes('[...path]'))
    .sort()) {
    const segments = path.relative(API_ROOT, path.dirname(file)).split(path.sep).filter(Boolean);
    const apiPath = `/api/${segments.map((segment) => segment.replace(/^\[(.+)\]$/, '{$1}')).join('/')}`.replace(/\/$/, '');
    const paramNames = segments.filter((segment) => /^\[.+\]$/.test(segment)).map((segment) => segment.slice(1, -1));
    const routeModule = (await import(file)) as Partial<Record<(typeof METHODS)[number], RouteHandler>>;
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (!handler?.definition) continue;
      operations.push({ name: `${method} ${apiPath}`, method, urlPath: apiPath.replace(/\{[^}]+\}/g, '1'), paramNames, handler });
    }
  }
  return operations;
}

const operations = await loadOperations();
const byRoles = operations.filter((operation) => Array.isArray(operation.handler.definition.auth));
const byBearer = operations.filter((operation) => isBearerAuth(operation.handler.definition.auth));
const open = operations.filter((operation) => !byRoles.includes(operation) && !byBearer.includes(operation));

/** The path parameters that must be numbers: '1' passes the route's schema and 'abc' does not. */
function numericParams(operation: Operation): string[] {
  const schema = operation.handler.definition.params;
  if (!schema) return [];
  const valid = Object.fromEntries(operation.paramNames.map((name) => [name, '1']));
  if (!schema.safeParse(valid).success) return [];
  return operation.paramNames.filter((name) => !schema.safeParse({ ...valid, [name]: 'abc' }).success);
}

function call(operation: Operation, options: { cookie?: string; authorization?: string; params?: Record<string, string> } = {}) {
  const params = options.params ?? Object.fromEntries(operation.paramNames.map((name) => [name, '1']));
  return callRoute(operation.method, operation.handler, {
    path: operation.urlPath,
    params,
    cookie: options.cookie,
    headers: options.authorization ? { authorization: options.authorization } : undefined,
  });
}

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let clientId: string;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  ({ clientId } = await makeClient(db, people.admin.platformUid));
});

/** A token of the test client with these scopes, a person's (`user`) or the client's own (`machine`). */
const accessToken = (holder: BearerRequirement['holder'], scopes: string[]) =>
  createAccessToken(db, { clientId, platformUid: holder === 'user' ? people.student.platformUid : null, scopes });

describe('the access matrix of every operation', () => {
  it('finds the operations, and every open one is listed as open on purpose', () => {
    expect(byRoles.length).toBeGreaterThan(150);
    expect(byBearer.length).toBeGreaterThan(0);
    const declared = Object.fromEntries(open.map((operation) => [operation.name, operation.handler.definition.auth]));
    expect(declared).toEqual(OPEN_OPERATIONS);
  });

  describe.each(byRoles.map((operation) => [operation.name, operation] as const))('%s', (_name, operation) => {
    const allowed = operation.handler.definition.auth as readonly Role[];
    const refused = ROLES.filter((role) => !allowed.includes(role));

    it('answers 401 { message } without a login', async () => {
      const answer = await call(operation);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toEqual(expect.any(String));
    });

    if (refused.length > 0)
      it(`answers 403 to ${refused.join(', ')}`, async () => {
        for (const role of refused) {
          const answer = await call(operation, { cookie: people[role].cookie });
          expect(answer.status, role).toBe(403);
          expect(answer.body.message).toEqual(expect.any(String));
        }
      });

    const numeric = numericParams(operation);
    if (numeric.length > 0)
      it(`answers 400 to a non-numeric ${numeric.join(', ')}`, async () => {
        for (const name of numeric) {
          const params = { ...Object.fromEntries(operation.paramNames.map((param) => [param, '1'])), [name]: 'abc' };
          const answer = await call(operation, { cookie: people[allowed[0]].cookie, params });
          expect(answer.status, name).toBe(400);
          expect(answer.body.message).toEqual(expect.any(String));
        }
      });
  });

  describe.each(byBearer.map((operation) => [operation.name, operation] as const))('%s (bearer token)', (_name, operation) => {
    const { bearer } = operation.handler.definition.auth as { bearer: BearerRequirement };

    it('answers 401 invalid_token without a token, and to a login cookie', async () => {
      for (const cookie of [undefined, people.admin.cookie, people.student.cookie]) {
        const answer = await call(operation, { cookie });
        expect(answer.status).toBe(401);
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer realm="oauth"/);
        expect(answer.body.message).toEqual(expect.any(String));
      }
    });

    it(`answers 403 insufficient_scope to a token without ${bearer.scope}, or of the other holder`, async () => {
      const otherHolder = bearer.holder === 'user' ? 'machine' : 'user';
      for (const authorization of [await accessToken(bearer.holder, []), await accessToken(otherHolder, [bearer.scope])]) {
        const answer = await call(operation, { authorization });
        expect(answer.status).toBe(403);
        expect(answer.body).toMatchObject({ error: 'insufficient_scope', message: expect.any(String) });
      }
    });

    const numeric = numericParams(operation);
    if (numeric.length > 0)
      it(`answers 400 to a non-numeric ${numeric.join(', ')} with a good token`, async () => {
        const authorization = await accessToken(bearer.holder, [bearer.scope]);
        for (const name of numeric) {
          const answer = await call(operation, { authorization, params: { [name]: 'abc' } });
          expect(answer.status, name).toBe(400);
        }
      });
  });
});
