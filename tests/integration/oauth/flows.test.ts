import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { studentBadges, students } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { REDIRECT_URI, consent, discover, makeClient, startOAuthServer } from './harness';

let db: Database;
let server: Awaited<ReturnType<typeof startOAuthServer>>;
let admin: TestPerson;
let student: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  server = await startOAuthServer();
  admin = await createPerson(db, 'admin');
  student = await createPerson(db, 'student');
  await db
    .update(students)
    .set({ email: 'somchai@example.com', phone: '0812345678', lineId: 'somchai.line' })
    .where(eq(students.studentId, student.studentId!));
  await db.insert(studentBadges).values([
    { studentId: student.studentId!, kind: 'ACADEMIC', title: 'Dean’s List', issuer: 'คณะวิศวกรรมศาสตร์' },
    { studentId: student.studentId!, kind: 'ACTIVITY', title: 'Hackathon' },
  ]);
});

afterAll(async () => server?.close());

describe('an unmodified openid-client drives every grant against the running portal', () => {
  it('discovers the RFC 8414 metadata', async () => {
    const { clientId, clientSecret } = await makeClient(db, admin.platformUid);
    const config = await discover(server.baseUrl, clientId, clientSecret);
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(server.baseUrl);
    expect(metadata.token_endpoint).toBe(`${server.baseUrl}/api/oauth/token`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('client_credentials: a token without refresh token that reads the internal endpoints', async () => {
    const { clientId, clientSecret } = await makeClient(db, admin.platformUid);
    const config = await discover(server.baseUrl, clientId, clientSecret);
    const tokens = await client.clientCredentialsGrant(config, { scope: 'internal:companies internal:students' });
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.refresh_token).toBeUndefined();
    expect(tokens.scope).toBe('internal:companies internal:students');
    const companies = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${server.baseUrl}/api/internal/v1/companies?limit=5`),
      'GET',
    );
    expect(companies.status).toBe(200);
    expect((await companies.json()).meta.itemsPerPage).toBe(5);
    const found = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${server.baseUrl}/api/internal/v1/students?studentIds=${student.studentId}`),
      'GET',
    );
    const body = await found.json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0].studentId).toBe(student.studentId);
    expect(body.items[0]).not.toHaveProperty('email');
  });

  it('client_secret_post works as well as Basic', async () => {
    const { clientId, clientSecret } = await makeClient(db, admin.platformUid);
    const config = await discover(server.baseUrl, clientId, clientSecret, 'post');
    const tokens = await client.clientCredentialsGrant(config, { scope: 'internal:companies' });
    expect(tokens.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('authorization_code with PKCE for a confidential client, then refresh, then the resources', async () => {
    const { clientId, clientSecret } = await makeClient(db, admin.platformUid);
    const config = await discover(server.baseUrl, clientId, clientSecret);
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'profile student:contact-info student:academic-badges',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
    });
    expect(url.pathname).toBe('/oauth/authorize');
    const callback = await consent(server.baseUrl, student.cookie, url);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT_URI);
    const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope).toBe('profile student:contact-info student:academic-badges');

    const profile = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${server.baseUrl}/api/oauth/v1/profile`),
      'GET',
    );
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      userId: student.platformUid,
      userType: 'CEDT_STUDENT',
      isInternPortalAdmin: false,
      isApplicationAdmin: false,
      student: { studentId: student.studentId },
    });
    const contact = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${server.baseUrl}/api/oauth/v1/student/contact-info`),
      'GET',
    );
    expect(await contact.json()).toEqual({ lineId: 'somchai.line', email: 'somchai@example.com', phoneNumber: '0812345678' });
    const badges = await client.fetchProtectedResource(
      config,
      tokens.access_token,
      new URL(`${server.baseUrl}/api/oauth/v1/student/academic-badges`),
      'GET',
    );
    const badgeList = await badges.json();
    expect(badgeList.items.map((badge: { title: string }) => badge.title)).toEqual(['Dean’s List']);
    expect(badgeList.meta.totalItem).toBe(1);
    // Not granted: activity badges.
    const activity = await client
      .fetchProtectedResource(config, tokens.access_token, new URL(`${server.baseUrl}/api/oauth/v1/student/activity-badges`), 'GET')
      .catch((error: client.WWWAuthenticateChallengeError) => error);
    expect(activity).toBeInstanceOf(client.WWWAuthenticateChallengeError);
    expect((activity as client.WWWAuthenticateChallengeError).status).toBe(403);
    expect((activity as client.WWWAuthenticateChallengeError).cause[0].parameters.error).toBe('insufficient_scope');

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!, { scope: 'profile' });
    expect(refreshed.scope).toBe('profile');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const again = await client.fetchProtectedResource(
      config,
      refreshed.access_token,
      new URL(`${server.baseUrl}/api/oauth/v1/profile/chula`),
      'GET',
    );
    expect(await again.json()).toMatchObject({ userType: 'CEDT_STUDENT', studentId: student.studentId });
    // The rotated refresh token keeps the whole original grant.
    const third = await client.refreshTokenGrant(config, refreshed.refresh_token!);
    expect(third.scope).toBe('profile student:contact-info student:academic-badges');

    await client.tokenRevocation(config, third.refresh_token!);
    const afterRevoke = await fetch(`${server.baseUrl}/api/oauth/v1/profile`, {
      headers: { authorization: `Bearer ${third.access_token}` },
    });
    expect(afterRevoke.status).toBe(401);
    expect((await afterRevoke.json()).error).toBe('invalid_token');
  });

  it('authorization_code for a public client: PKCE and no secret', async () => {
    const { clientId, clientSecret } = await makeClient(db, admin.platformUid, {
      isConfidential: false,
      isClientCredentialsGrantAllowed: false,
      scopes: ['profile'],
      permittedInternalEndpoints: [],
    });
    expect(clientSecret).toBeNull();
    const config = await discover(server.baseUrl, clientId, null);
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'profile',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await consent(server.baseUrl, student.cookie, url);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: verifier,
      expectedState: client.skipStateCheck,
    });
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
  });

  it('a refusal comes back as error=access_denied with the state', async () => {
    const { clientId, clientSecret } = await makeClient(db, admin.platformUid);
    const config = await discover(server.baseUrl, clientId, clientSecret);
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: 'profile',
      state: 'st-1',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callback = await consent(server.baseUrl, student.cookie, url, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('st-1');
    expect(callback.searchParams.has('code')).toBe(false);
    const failure = await client
      .authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 'st-1' })
      .catch((error: client.AuthorizationResponseError) => error);
    expect(failure).toBeInstanceOf(client.AuthorizationResponseError);
    expect((failure as client.AuthorizationResponseError).error).toBe('access_denied');
  });
});
