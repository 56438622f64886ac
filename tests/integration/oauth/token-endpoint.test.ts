import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { files, oauthAuthorizationRequests, oauthClients, oauthCodes, oauthProviders, oauthTokens, students } from '@/db/schema';
import { GET as publicPicture } from '@/app/api/public/files/student/profile-picture/[clientId]/[profileToken]/route';
import { createClient, newClientBody, resetClientSecret, updateClient } from '@/server/oauth';
import { callRoute } from '../../support/api';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { REDIRECT_URI, adminActor, makeClient, startOAuthServer } from './harness';

let db: Database;
let server: Awaited<ReturnType<typeof startOAuthServer>>;
let admin: TestPerson;
let student: TestPerson;
let otherStudent: TestPerson;
let companyUser: TestPerson;
const plainSecrets: string[] = [];

type Client = Awaited<ReturnType<typeof makeClient>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  server = await startOAuthServer();
  [admin, student, otherStudent, companyUser] = await Promise.all([
    createPerson(db, 'admin'),
    createPerson(db, 'student'),
    createPerson(db, 'student'),
    createPerson(db, 'company_user'),
  ]);
});

afterAll(async () => server?.close());

const remember = <T extends string | null | undefined>(value: T): T => {
  if (value) plainSecrets.push(value);
  return value;
};

async function newClient(overrides: Parameters<typeof makeClient>[2] = {}): Promise<Client> {
  const created = await makeClient(db, admin.platformUid, overrides);
  remember(created.clientSecret);
  return created;
}

const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

async function token(
  parameters: Record<string, string>,
  options: { auth?: [string, string]; contentType?: string; path?: string; raw?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/x-www-form-urlencoded' };
  if (options.auth) headers.authorization = basic(...options.auth);
  const response = await fetch(`${server.baseUrl}${options.path ?? '/api/oauth/token'}`, {
    method: 'POST',
    headers,
    body: options.raw ?? new URLSearchParams(parameters).toString(),
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : undefined;
  if (body?.access_token) remember(body.access_token);
  if (body?.refresh_token) remember(body.refresh_token);
  return { status: response.status, body, headers: response.headers };
}

const verifierOf = () => randomBytes(32).toString('base64url');
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

async function idpRequest(person: TestPerson, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/api/idp/request`, {
    method: 'POST',
    headers: { cookie: person.cookie, origin: server.baseUrl, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.requestId) remember(answer.requestId);
  return { status: response.status, body: answer };
}

async function idpSubmit(person: TestPerson | null, body: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseUrl}/api/idp/submit`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...(person ? { cookie: person.cookie } : {}),
      origin: server.baseUrl,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(body).toString(),
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: response.status === 302 ? undefined : await response.json(),
  };
}

/** Runs consent for `client` and answers the code and the verifier. */
async function codeFor(client: Client, options: { scope?: string; withPkce?: boolean; person?: TestPerson } = {}) {
  const verifier = verifierOf();
  const isPkce = options.withPkce ?? true;
  const request = await idpRequest(options.person ?? student, {
    clientId: client.clientId,
    redirectUri: REDIRECT_URI,
    scope: options.scope ?? 'profile student:contact-info',
    state: 'xyz',
    ...(isPkce ? { codeChallenge: challengeOf(verifier), codeChallengeMethod: 'S256' } : {}),
  });
  expect(request.status).toBe(201);
  const submit = await idpSubmit(options.person ?? student, { requestId: request.body.requestId, decision: 'allow' });
  expect(submit.status).toBe(302);
  const code = new URL(submit.location!).searchParams.get('code')!;
  remember(code);
  return { code, verifier };
}

function exchange(client: Client, code: string, verifier: string | undefined, extra: Record<string, string> = {}) {
  return token(
    { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, ...(verifier ? { code_verifier: verifier } : {}), ...extra },
    client.clientSecret ? { auth: [client.clientId, client.clientSecret] } : {},
  );
}

async function bearer(path: string, accessToken?: string) {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('authorization request (/api/idp/request)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await newClient();
  });
  const valid = () => ({
    clientId: client.clientId,
    redirectUri: REDIRECT_URI,
    scope: 'profile',
    codeChallenge: challengeOf(verifierOf()),
    codeChallengeMethod: 'S256',
  });

  it('answers 401 without a login', async () => {
    const response = await fetch(`${server.baseUrl}/api/idp/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid()),
    });
    expect(response.status).toBe(401);
  });

  it('refuses an unknown client with 400 and no redirect', async () => {
    const answer = await idpRequest(student, { ...valid(), clientId: 'client_unknown' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Unknown client');
  });

  it.each([
    ['a trailing slash', `${REDIRECT_URI}/`],
    ['another port', 'http://localhost:4001/callback'],
    ['an extra query', `${REDIRECT_URI}?next=1`],
    ['another case', 'http://localhost:4000/Callback'],
    ['another host', 'https://evil.example/callback'],
    ['a fragment', `${REDIRECT_URI}#x`],
  ])('refuses a redirect URI with %s (exact match only)', async (_label, redirectUri) => {
    const answer = await idpRequest(student, { ...valid(), redirectUri });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('The redirect URI is not registered for this client');
  });

  it('refuses a scope the client was not given', async () => {
    const narrow = await newClient({ scopes: ['profile'], permittedInternalEndpoints: [] });
    const answer = await idpRequest(student, { ...valid(), clientId: narrow.clientId, scope: 'profile student:contact-info' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Scope not allowed: student:contact-info/);
  });

  it('refuses a confidential client without PKCE only when its admin turned PKCE on for it (RFC 9700 §2.1.1)', async () => {
    const strict = await newClient({ pkceRequired: true });
    const answer = await idpRequest(student, {
      ...valid(),
      clientId: strict.clientId,
      codeChallenge: undefined,
      codeChallengeMethod: undefined,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('PKCE (codeChallenge with S256) is required for this client');
  });

  it("takes the specification's request {clientId, redirectUri, scope, state} of a confidential client, PKCE being off by default", async () => {
    const [provider] = await db.insert(oauthProviders).values({ name: 'ผู้ให้บริการค่าเริ่มต้น PKCE' }).returning();
    const input = newClientBody.parse({ clientDisplayName: 'แอปตามสเปก', scopes: ['profile'], redirectUrls: [REDIRECT_URI] });
    const created = await createClient({
      ctx: { db, actor: adminActor(admin.platformUid), now: new Date() },
      providerId: provider.providerId,
      input,
    });
    expect(created.pkceRequired).toBe(false);
    const answer = await idpRequest(student, { clientId: created.clientId, redirectUri: REDIRECT_URI, scope: 'profile', state: 'st-spec' });
    expect(answer.status).toBe(201);
    const submit = await idpSubmit(student, { requestId: answer.body.requestId, decision: 'allow' });
    const code = new URL(submit.location!).searchParams.get('code')!;
    remember(code);
    const exchanged = await exchange({ ...created, providerId: provider.providerId }, code, undefined);
    expect(exchanged.status).toBe(200);
    expect(exchanged.body.access_token).toEqual(expect.any(String));
  });

  it('honours a challenge a confidential client sends although PKCE is off for it: the verifier is then required', async () => {
    const relaxed = await newClient({ pkceRequired: false });
    const withChallenge = await codeFor(relaxed, { withPkce: true });
    expect((await exchange(relaxed, withChallenge.code, undefined)).body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'code_verifier is required',
    });
    const again = await codeFor(relaxed, { withPkce: true });
    expect((await exchange(relaxed, again.code, verifierOf())).body).toMatchObject({ error: 'invalid_grant' });
    const right = await codeFor(relaxed, { withPkce: true });
    expect((await exchange(relaxed, right.code, right.verifier)).status).toBe(200);
  });

  it('refuses a public client without PKCE', async () => {
    const publicClient = await newClient({
      isConfidential: false,
      isClientCredentialsGrantAllowed: false,
      scopes: ['profile'],
      permittedInternalEndpoints: [],
    });
    const answer = await idpRequest(student, { clientId: publicClient.clientId, redirectUri: REDIRECT_URI, scope: 'profile' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/PKCE/);
  });

  it('refuses the plain PKCE method and a malformed challenge', async () => {
    expect((await idpRequest(student, { ...valid(), codeChallengeMethod: 'plain' })).status).toBe(400);
    expect((await idpRequest(student, { ...valid(), codeChallenge: 'short' })).status).toBe(400);
    expect((await idpRequest(student, { ...valid(), codeChallenge: undefined })).status).toBe(400);
  });

  it('refuses a client that may not use the code grant', async () => {
    const machine = await newClient({ isAuthorizationCodeGrantAllowed: false, redirectUrls: [] });
    expect((await idpRequest(student, { ...valid(), clientId: machine.clientId })).status).toBe(400);
  });

  it('refuses a cross-site write with 403', async () => {
    expect((await idpRequest(student, valid(), { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('consent answer (/api/idp/submit)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await newClient();
  });
  const open = async () =>
    (
      await idpRequest(student, {
        clientId: client.clientId,
        redirectUri: REDIRECT_URI,
        scope: 'profile',
        state: 's',
        codeChallenge: challengeOf(verifierOf()),
        codeChallengeMethod: 'S256',
      })
    ).body.requestId as string;

  it('answers 401 without a login', async () => {
    expect((await idpSubmit(null, { requestId: await open(), decision: 'allow' })).status).toBe(401);
  });

  it('redirects only to the registered URI, with code, state and issuer, and no token', async () => {
    const answer = await idpSubmit(student, { requestId: await open(), decision: 'allow' });
    const location = new URL(answer.location!);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect([...location.searchParams.keys()].sort()).toEqual(['code', 'iss', 'state']);
    expect(location.searchParams.get('iss')).toBe(server.baseUrl);
  });

  it('is single-use', async () => {
    const requestId = await open();
    expect((await idpSubmit(student, { requestId, decision: 'allow' })).status).toBe(302);
    const again = await idpSubmit(student, { requestId, decision: 'allow' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This authorization request has expired or was already answered');
  });

  it('may only be answered by the person who opened it', async () => {
    expect((await idpSubmit(otherStudent, { requestId: await open(), decision: 'allow' })).status).toBe(400);
  });

  it('expires', async () => {
    const requestId = await open();
    await db
      .update(oauthAuthorizationRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthAuthorizationRequests.platformUid, student.platformUid));
    expect((await idpSubmit(student, { requestId, decision: 'allow' })).status).toBe(400);
  });

  it('answers 400 for an unknown request or decision', async () => {
    expect((await idpSubmit(student, { requestId: 'nope', decision: 'allow' })).status).toBe(400);
    expect((await idpSubmit(student, { requestId: await open(), decision: 'maybe' })).status).toBe(400);
  });

  it('does not redirect when the URI was unregistered after the request', async () => {
    const changing = await newClient();
    const requestId = (
      await idpRequest(student, {
        clientId: changing.clientId,
        redirectUri: REDIRECT_URI,
        scope: 'profile',
        codeChallenge: challengeOf(verifierOf()),
        codeChallengeMethod: 'S256',
      })
    ).body.requestId;
    await updateClient({
      ctx: { db, actor: adminActor(admin.platformUid), now: new Date() },
      clientId: changing.clientId,
      input: { redirectUrls: ['https://app.example/cb'] },
    });
    const answer = await idpSubmit(student, { requestId, decision: 'allow' });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeNull();
  });

  it('refuses a cross-site form post', async () => {
    expect(
      (
        await idpSubmit(
          student,
          { requestId: await open(), decision: 'allow' },
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        )
      ).status,
    ).toBe(403);
  });
});

describe('token endpoint: requests and client authentication', () => {
  let client: Client;
  beforeAll(async () => {
    client = await newClient();
  });

  it('answers no-store on success and on error', async () => {
    const ok = await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, client.clientSecret!] });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const bad = await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, 'wrong'] });
    expect(bad.headers.get('cache-control')).toBe('no-store');
  });

  it('needs grant_type', async () => {
    const answer = await token({}, { auth: [client.clientId, client.clientSecret!] });
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_request']);
  });

  it('refuses an unknown grant type', async () => {
    const answer = await token({ grant_type: 'password', username: 'a', password: 'b' }, { auth: [client.clientId, client.clientSecret!] });
    expect([answer.status, answer.body.error]).toEqual([400, 'unsupported_grant_type']);
  });

  it('refuses a wrong secret with 401 invalid_client and a Basic challenge', async () => {
    const answer = await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, 'wrong-secret'] });
    expect([answer.status, answer.body.error]).toEqual([401, 'invalid_client']);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(answer.body.message).toBe('Client authentication failed');
  });

  it('refuses a wrong secret in the body', async () => {
    const answer = await token({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: 'wrong' });
    expect([answer.status, answer.body.error]).toEqual([401, 'invalid_client']);
  });

  it('refuses an unknown client and a missing client', async () => {
    expect((await token({ grant_type: 'client_credentials' }, { auth: ['client_nobody', 'x'] })).body.error).toBe('invalid_client');
    expect((await token({ grant_type: 'client_credentials' })).body.error).toBe('invalid_client');
  });

  it('refuses two authentication methods at once', async () => {
    const answer = await token(
      { grant_type: 'client_credentials', client_secret: client.clientSecret! },
      { auth: [client.clientId, client.clientSecret!] },
    );
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_request']);
  });

  it('refuses credentials in the URL', async () => {
    const answer = await token(
      { grant_type: 'client_credentials' },
      { auth: [client.clientId, client.clientSecret!], path: `/api/oauth/token?client_secret=${client.clientSecret}` },
    );
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_request']);
  });

  it('refuses a repeated parameter', async () => {
    const answer = await token(
      {},
      { auth: [client.clientId, client.clientSecret!], raw: 'grant_type=client_credentials&grant_type=client_credentials' },
    );
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_request']);
  });

  it('refuses another content type', async () => {
    const answer = await token(
      {},
      { auth: [client.clientId, client.clientSecret!], contentType: 'text/plain', raw: 'grant_type=client_credentials' },
    );
    expect([answer.status, answer.body.error]).toEqual([400, 'invalid_request']);
  });

  it('accepts a JSON body too, cross-origin', async () => {
    const response = await fetch(`${server.baseUrl}/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://other-app.example', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }),
    });
    expect(response.status).toBe(200);
    remember(((await response.json()) as { access_token: string }).access_token);
  });

  it('refuses a secret presented for a public client', async () => {
    const publicClient = await newClient({
      isConfidential: false,
      isClientCredentialsGrantAllowed: false,
      scopes: ['profile'],
      permittedInternalEndpoints: [],
    });
    const answer = await token({ grant_type: 'refresh_token', refresh_token: 'x' }, { auth: [publicClient.clientId, 'made-up'] });
    expect(answer.body.error).toBe('invalid_client');
  });
});

describe('client_credentials', () => {
  it('gives no refresh token and the client scopes by default', async () => {
    const client = await newClient({ scopes: ['internal:companies'], permittedInternalEndpoints: ['GET /api/internal/v1/companies'] });
    const answer = await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, client.clientSecret!] });
    expect(answer.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'internal:companies' });
    expect(answer.body.refresh_token).toBeUndefined();
  });

  it('refuses a client without the grant', async () => {
    const client = await newClient({ isClientCredentialsGrantAllowed: false });
    const answer = await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, client.clientSecret!] });
    expect([answer.status, answer.body.error]).toEqual([400, 'unauthorized_client']);
  });

  it('refuses scope widening and unknown scopes', async () => {
    const client = await newClient({ scopes: ['internal:companies'], permittedInternalEndpoints: [] });
    expect(
      (
        await token(
          { grant_type: 'client_credentials', scope: 'internal:companies internal:students' },
          { auth: [client.clientId, client.clientSecret!] },
        )
      ).body.error,
    ).toBe('invalid_scope');
    expect(
      (await token({ grant_type: 'client_credentials', scope: 'admin' }, { auth: [client.clientId, client.clientSecret!] })).body.error,
    ).toBe('invalid_scope');
  });

  it('reset secret: the old secret stops working and its tokens are revoked; the new one works', async () => {
    const client = await newClient();
    const before = await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, client.clientSecret!] });
    const reset = await resetClientSecret({
      ctx: { db, actor: adminActor(admin.platformUid), now: new Date() },
      clientId: client.clientId,
    });
    remember(reset.clientSecret);
    expect(reset.clientSecret).not.toBe(client.clientSecret);
    expect((await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, client.clientSecret!] })).body.error).toBe(
      'invalid_client',
    );
    expect((await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, reset.clientSecret!] })).status).toBe(200);
    expect((await bearer('/api/internal/v1/companies', before.body.access_token)).status).toBe(401);
  });
});

describe('authorization_code', () => {
  let client: Client;
  beforeAll(async () => {
    client = await newClient();
  });

  it('issues access and refresh tokens once', async () => {
    const { code, verifier } = await codeFor(client);
    const answer = await exchange(client, code, verifier);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'Bearer', scope: 'profile student:contact-info' });
    expect(answer.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong redirect_uri and a missing one', async () => {
    const { code, verifier } = await codeFor(client);
    expect((await exchange(client, code, verifier, { redirect_uri: `${REDIRECT_URI}/` })).body.error).toBe('invalid_grant');
    const missing = await token(
      { grant_type: 'authorization_code', code, code_verifier: verifier },
      { auth: [client.clientId, client.clientSecret!] },
    );
    expect(missing.body.error).toBe('invalid_request');
    // A failed attempt does not burn the code for the rightful request.
    expect((await exchange(client, code, verifier)).status).toBe(200);
  });

  it('refuses a missing or wrong verifier', async () => {
    const { code, verifier } = await codeFor(client);
    expect((await exchange(client, code, undefined)).body.error).toBe('invalid_grant');
    expect((await exchange(client, code, verifierOf())).body.error).toBe('invalid_grant');
    expect((await exchange(client, code, 'short')).body.error).toBe('invalid_grant');
    expect((await exchange(client, code, verifier)).status).toBe(200);
  });

  it('refuses a verifier when no challenge was sent (PKCE downgrade)', async () => {
    const legacy = await newClient({ pkceRequired: false });
    const { code } = await codeFor(legacy, { withPkce: false });
    expect((await exchange(legacy, code, verifierOf())).body.error).toBe('invalid_grant');
  });

  it('lets a legacy confidential client (PKCE turned off by an admin) go without PKCE', async () => {
    const legacy = await newClient({ pkceRequired: false });
    const { code } = await codeFor(legacy, { withPkce: false });
    expect((await exchange(legacy, code, undefined)).status).toBe(200);
  });

  it('refuses at the token endpoint a code without PKCE once the client requires it', async () => {
    const legacy = await newClient({ pkceRequired: false });
    const { code } = await codeFor(legacy, { withPkce: false });
    await updateClient({
      ctx: { db, actor: adminActor(admin.platformUid), now: new Date() },
      clientId: legacy.clientId,
      input: { pkceRequired: true },
    });
    const answer = await exchange(legacy, code, undefined);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'invalid_grant', error_description: 'PKCE is required for this client' });
  });

  it('refuses an expired code (60 s)', async () => {
    const { code, verifier } = await codeFor(client);
    const [row] = await db
      .select()
      .from(oauthCodes)
      .where(eq(oauthCodes.codeHash, createHash('sha256').update(code).digest('base64url')));
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    await db
      .update(oauthCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oauthCodes.codeHash, row.codeHash));
    expect((await exchange(client, code, verifier)).body.error).toBe('invalid_grant');
  });

  it('refuses an unknown code', async () => {
    expect((await exchange(client, 'not-a-code', verifierOf())).body.error).toBe('invalid_grant');
  });

  it("refuses another client's code", async () => {
    const other = await newClient();
    const { code, verifier } = await codeFor(client);
    expect((await exchange(other, code, verifier)).body.error).toBe('invalid_grant');
    expect((await exchange(client, code, verifier)).status).toBe(200);
  });

  it('a replayed code fails and revokes what it issued', async () => {
    const { code, verifier } = await codeFor(client);
    const first = await exchange(client, code, verifier);
    expect((await bearer('/api/oauth/v1/profile', first.body.access_token)).status).toBe(200);
    const replay = await exchange(client, code, verifier);
    expect([replay.status, replay.body.error]).toEqual([400, 'invalid_grant']);
    expect((await bearer('/api/oauth/v1/profile', first.body.access_token)).status).toBe(401);
    expect(
      (
        await token(
          { grant_type: 'refresh_token', refresh_token: first.body.refresh_token },
          { auth: [client.clientId, client.clientSecret!] },
        )
      ).body.error,
    ).toBe('invalid_grant');
  });

  it('50 parallel redemptions of one code give exactly one token', async () => {
    const { code, verifier } = await codeFor(client);
    const answers = await Promise.all(Array.from({ length: 50 }, () => exchange(client, code, verifier)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400 && answer.body.error === 'invalid_grant')).toHaveLength(49);
    const hash = createHash('sha256').update(code).digest('base64url');
    const issued = await db.select().from(oauthTokens).where(eq(oauthTokens.sourceCodeHash, hash));
    expect(issued.filter((row) => row.kind === 'ACCESS')).toHaveLength(1);
  });

  it('scope can only narrow', async () => {
    const { code, verifier } = await codeFor(client, { scope: 'profile' });
    expect((await exchange(client, code, verifier, { scope: 'profile student:contact-info' })).body.error).toBe('invalid_scope');
    const narrowed = await codeFor(client, { scope: 'profile student:contact-info' });
    expect((await exchange(client, narrowed.code, narrowed.verifier, { scope: 'profile' })).body.scope).toBe('profile');
  });

  it('refuses a client whose code grant was switched off', async () => {
    const changing = await newClient();
    const { code, verifier } = await codeFor(changing);
    await db.update(oauthClients).set({ isAuthorizationCodeGrantAllowed: false }).where(eq(oauthClients.clientId, changing.clientId));
    expect((await exchange(changing, code, verifier)).body.error).toBe('unauthorized_client');
  });

  it('gives no refresh token to a client without the refresh grant', async () => {
    const noRefresh = await newClient({ isRefreshTokenGrantAllowed: false });
    const { code, verifier } = await codeFor(noRefresh);
    const answer = await exchange(noRefresh, code, verifier);
    expect(answer.body.refresh_token).toBeUndefined();
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: 'x' }, { auth: [noRefresh.clientId, noRefresh.clientSecret!] })).body
        .error,
    ).toBe('unauthorized_client');
  });
});

describe('refresh_token', () => {
  let client: Client;
  beforeAll(async () => {
    client = await newClient();
  });
  const grant = async () => {
    const { code, verifier } = await codeFor(client);
    return (await exchange(client, code, verifier)).body as { access_token: string; refresh_token: string };
  };
  const refresh = (refreshToken: string, extra: Record<string, string> = {}, who: Client = client) =>
    token({ grant_type: 'refresh_token', refresh_token: refreshToken, ...extra }, { auth: [who.clientId, who.clientSecret!] });

  it('rotates: a reused refresh token revokes the whole family', async () => {
    const first = await grant();
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    const reuse = await refresh(first.refresh_token);
    expect([reuse.status, reuse.body.error]).toEqual([400, 'invalid_grant']);
    expect((await bearer('/api/oauth/v1/profile', second.body.access_token)).status).toBe(401);
    expect((await refresh(second.body.refresh_token)).body.error).toBe('invalid_grant');
  });

  it("refuses another client's refresh token without revoking it", async () => {
    const first = await grant();
    const other = await newClient();
    expect((await refresh(first.refresh_token, {}, other)).body.error).toBe('invalid_grant');
    expect((await refresh(first.refresh_token)).status).toBe(200);
  });

  it('refuses scope widening', async () => {
    const first = await grant();
    expect((await refresh(first.refresh_token, { scope: 'profile student:academic-badges' })).body.error).toBe('invalid_scope');
  });

  it('refuses an expired refresh token', async () => {
    const first = await grant();
    await db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oauthTokens.tokenHash, createHash('sha256').update(first.refresh_token).digest('base64url')));
    expect((await refresh(first.refresh_token)).body.error).toBe('invalid_grant');
  });

  it('an access token is not a refresh token, nor the reverse', async () => {
    const first = await grant();
    expect((await refresh(first.access_token)).body.error).toBe('invalid_grant');
    expect((await bearer('/api/oauth/v1/profile', first.refresh_token)).status).toBe(401);
  });
});

describe('revocation (RFC 7009)', () => {
  it('answers 200 for an unknown token and for a foreign one, which stays valid', async () => {
    const owner = await newClient();
    const other = await newClient();
    const issued = await token({ grant_type: 'client_credentials' }, { auth: [owner.clientId, owner.clientSecret!] });
    expect((await token({ token: 'unknown' }, { auth: [owner.clientId, owner.clientSecret!], path: '/api/oauth/revoke' })).status).toBe(
      200,
    );
    expect(
      (await token({ token: issued.body.access_token }, { auth: [other.clientId, other.clientSecret!], path: '/api/oauth/revoke' })).status,
    ).toBe(200);
    expect((await bearer('/api/internal/v1/companies', issued.body.access_token)).status).toBe(200);
    expect(
      (await token({ token: issued.body.access_token }, { auth: [owner.clientId, owner.clientSecret!], path: '/api/oauth/revoke' })).status,
    ).toBe(200);
    expect((await bearer('/api/internal/v1/companies', issued.body.access_token)).status).toBe(401);
  });

  it('needs client authentication', async () => {
    expect((await token({ token: 'x' }, { path: '/api/oauth/revoke' })).status).toBe(401);
  });
});

describe('resources', () => {
  let client: Client;
  let machineToken: string;
  let userToken: string;
  beforeAll(async () => {
    client = await newClient();
    machineToken = (await token({ grant_type: 'client_credentials' }, { auth: [client.clientId, client.clientSecret!] })).body.access_token;
    const { code, verifier } = await codeFor(client, {
      scope: 'profile student:contact-info student:academic-badges student:activity-badges',
    });
    userToken = (await exchange(client, code, verifier)).body.access_token;
  });

  it.each([
    '/api/oauth/v1/profile',
    '/api/oauth/v1/profile/chula',
    '/api/oauth/v1/student/contact-info',
    '/api/oauth/v1/student/academic-badges',
    '/api/internal/v1/companies',
    '/api/internal/v1/students',
    '/api/internal/v1/companies/1',
  ])('%s answers 401 invalid_token without a token', async (path) => {
    const answer = await bearer(path);
    expect([answer.status, answer.body.error]).toEqual([401, 'invalid_token']);
    expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('answers 401 for an unknown token and a malformed header', async () => {
    expect((await bearer('/api/oauth/v1/profile', 'made-up-token')).status).toBe(401);
    const response = await fetch(`${server.baseUrl}/api/oauth/v1/profile`, { headers: { authorization: `Basic ${userToken}` } });
    expect(response.status).toBe(401);
  });

  it('refuses a token in the URL', async () => {
    const response = await fetch(`${server.baseUrl}/api/oauth/v1/profile?access_token=${userToken}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_request');
  });

  it('answers 401 for an expired token', async () => {
    const { code, verifier } = await codeFor(client, { scope: 'profile' });
    const expiring = (await exchange(client, code, verifier)).body.access_token;
    await db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oauthTokens.tokenHash, createHash('sha256').update(expiring).digest('base64url')));
    expect((await bearer('/api/oauth/v1/profile', expiring)).status).toBe(401);
  });

  it('answers 403 insufficient_scope for a scope not granted', async () => {
    const { code, verifier } = await codeFor(client, { scope: 'profile' });
    const profileOnly = (await exchange(client, code, verifier)).body.access_token;
    const answer = await bearer('/api/oauth/v1/student/contact-info', profileOnly);
    expect([answer.status, answer.body.error]).toEqual([403, 'insufficient_scope']);
    expect(answer.headers.get('www-authenticate')).toMatch(/error="insufficient_scope"/);
  });

  it("a person's token cannot call the internal endpoints, nor a machine token the person's", async () => {
    expect((await bearer('/api/internal/v1/companies', userToken)).status).toBe(403);
    expect((await bearer('/api/oauth/v1/profile', machineToken)).status).toBe(403);
  });

  it('needs the endpoint permitted to the client', async () => {
    const limited = await newClient({ permittedInternalEndpoints: ['GET /api/internal/v1/companies'] });
    const limitedToken = (await token({ grant_type: 'client_credentials' }, { auth: [limited.clientId, limited.clientSecret!] })).body
      .access_token;
    expect((await bearer('/api/internal/v1/companies', limitedToken)).status).toBe(200);
    const refused = await bearer('/api/internal/v1/students', limitedToken);
    expect([refused.status, refused.body.error]).toEqual([403, 'insufficient_scope']);
    expect((await bearer('/api/internal/v1/companies/1', limitedToken)).status).toBe(403);
  });

  it('internal company: 200, 404 unknown, 400 bad id', async () => {
    const answer = await bearer(`/api/internal/v1/companies/${companyUser.companyId}`, machineToken);
    expect(answer.status).toBe(200);
    expect(answer.body.companyId).toBe(companyUser.companyId);
    expect((await bearer('/api/internal/v1/companies/999999', machineToken)).status).toBe(404);
    expect((await bearer('/api/internal/v1/companies/abc', machineToken)).status).toBe(400);
    expect((await bearer('/api/internal/v1/companies?limit=1000', machineToken)).status).toBe(400);
  });

  it('contact info is for a student only; chula profile is not for a company user', async () => {
    const { code, verifier } = await codeFor(client, { person: companyUser, scope: 'profile student:contact-info' });
    const companyToken = (await exchange(client, code, verifier)).body.access_token;
    expect((await bearer('/api/oauth/v1/student/contact-info', companyToken)).status).toBe(403);
    const profile = await bearer('/api/oauth/v1/profile', companyToken);
    expect(profile.body).toMatchObject({ userType: 'CEDT_COMPANY_USER', companyUser: { companyId: companyUser.companyId } });
    expect((await bearer('/api/oauth/v1/profile/chula', companyToken)).status).toBe(404);
  });

  it('an admin is a CHULA_USER; isApplicationAdmin follows the client admins', async () => {
    const { grantClientAdmin } = await import('@/server/oauth');
    const { code, verifier } = await codeFor(client, { person: admin, scope: 'profile' });
    const adminToken = (await exchange(client, code, verifier)).body.access_token;
    expect((await bearer('/api/oauth/v1/profile', adminToken)).body).toMatchObject({
      userType: 'CHULA_USER',
      isInternPortalAdmin: true,
      isApplicationAdmin: false,
    });
    await grantClientAdmin({
      ctx: { db, actor: adminActor(admin.platformUid), now: new Date() },
      clientId: client.clientId,
      input: { platformUid: admin.platformUid },
    });
    expect((await bearer('/api/oauth/v1/profile', adminToken)).body.isApplicationAdmin).toBe(true);
  });

  it("points profileImageUrl at the client's public picture route, and is null while the student hides personal information", async () => {
    const [picture] = await db
      .insert(files)
      .values({
        type: 'STUDENT_PROFILE_PICTURE',
        storageKey: `test/oauth-picture-${randomBytes(6).toString('hex')}.png`,
        originalName: 'me.png',
        contentType: 'image/png',
        sizeBytes: 10,
        ownerPlatformUid: student.platformUid,
      })
      .returning();
    const [row] = await db
      .update(students)
      .set({ profilePictureFileId: picture.fileId, isPersonalInfoVisible: true })
      .where(eq(students.studentId, student.studentId!))
      .returning();
    try {
      const shown = await bearer('/api/oauth/v1/profile', userToken);
      const expected = `/api/public/files/student/profile-picture/${encodeURIComponent(client.clientId)}/${encodeURIComponent(row.profileToken)}`;
      expect(shown.body.profileImageUrl).toBe(expected);
      // The link is one an OAuth client can use without a portal login.
      const followed = await callRoute('GET', publicPicture, {
        path: expected,
        params: { clientId: client.clientId, profileToken: row.profileToken },
      });
      expect(followed.status).toBe(301);

      await db.update(students).set({ isPersonalInfoVisible: false }).where(eq(students.studentId, student.studentId!));
      expect((await bearer('/api/oauth/v1/profile', userToken)).body.profileImageUrl).toBeNull();
      expect((await bearer('/api/oauth/v1/profile/chula', userToken)).body.profileImageUrl).toBeNull();
    } finally {
      await db
        .update(students)
        .set({ profilePictureFileId: null, isPersonalInfoVisible: true })
        .where(eq(students.studentId, student.studentId!));
      await db.delete(files).where(eq(files.fileId, picture.fileId));
    }
  });

  it("a disabled student's token stops working", async () => {
    const { code, verifier } = await codeFor(client, { person: otherStudent, scope: 'profile' });
    const studentToken = (await exchange(client, code, verifier)).body.access_token;
    expect((await bearer('/api/oauth/v1/profile', studentToken)).status).toBe(200);
    await db.update(students).set({ isActive: false }).where(eq(students.studentId, otherStudent.studentId!));
    expect((await bearer('/api/oauth/v1/profile', studentToken)).status).toBe(401);
  });

  it('badges answer 503 with a message when their source is unavailable', async () => {
    await db.execute(sql`alter table student_badges rename to student_badges_away`);
    try {
      const answer = await bearer('/api/oauth/v1/student/activity-badges', userToken);
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('The badge source is unavailable; try again later');
    } finally {
      await db.execute(sql`alter table student_badges_away rename to student_badges`);
    }
    const ok = await bearer('/api/oauth/v1/student/activity-badges?page=1&limit=5', userToken);
    expect(ok.status).toBe(200);
    expect(ok.body.meta).toMatchObject({ currentPage: 1, itemsPerPage: 5 });
  });
});

describe('storage', () => {
  it('keeps no plain secret, code, request handle or token anywhere in the database', async () => {
    expect(plainSecrets.length).toBeGreaterThan(50);
    const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? result) as Record<string, string>[];
    const tableNames = rowsOf(
      await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    );
    let dump = '';
    for (const { table_name: name } of tableNames) {
      dump += rowsOf(await db.execute(sql.raw(`select coalesce(json_agg(t)::text, '') as dump from "${name}" t`)))[0].dump;
    }
    expect(dump.length).toBeGreaterThan(1000);
    const leaked = plainSecrets.filter((secret) => dump.includes(secret));
    expect(leaked).toEqual([]);
  });
});
