import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Database } from '@/db/client';
import { oauthProviders, oauthTokens } from '@/db/schema';
import type { RouteHandler } from '@/server/http';
import { createClient } from '@/server/oauth';
import type { NewClient } from '@/server/oauth';
import type { Actor } from '@/server/auth';
import * as wellKnown from '@/app/.well-known/oauth-authorization-server/route';
import * as idpRequest from '@/app/api/idp/request/route';
import * as idpSubmit from '@/app/api/idp/submit/route';
import * as token from '@/app/api/oauth/token/route';
import * as revoke from '@/app/api/oauth/revoke/route';
import * as profile from '@/app/api/oauth/v1/profile/route';
import * as chula from '@/app/api/oauth/v1/profile/chula/route';
import * as contactInfo from '@/app/api/oauth/v1/student/contact-info/route';
import * as academicBadges from '@/app/api/oauth/v1/student/academic-badges/route';
import * as activityBadges from '@/app/api/oauth/v1/student/activity-badges/route';
import * as internalCompany from '@/app/api/internal/v1/companies/[companyId]/route';
import * as internalCompanies from '@/app/api/internal/v1/companies/route';
import * as internalStudents from '@/app/api/internal/v1/students/route';

type Handler = RouteHandler | ((request: Request) => Response | Promise<Response>);
type RouteModule = Partial<Record<'GET' | 'POST', Handler>>;

const ROUTES: [RegExp, RouteModule, string[]][] = [
  [/^\/\.well-known\/oauth-authorization-server$/, wellKnown, []],
  [/^\/api\/idp\/request$/, idpRequest, []],
  [/^\/api\/idp\/submit$/, idpSubmit, []],
  [/^\/api\/oauth\/token$/, token, []],
  [/^\/api\/oauth\/revoke$/, revoke, []],
  [/^\/api\/oauth\/v1\/profile$/, profile, []],
  [/^\/api\/oauth\/v1\/profile\/chula$/, chula, []],
  [/^\/api\/oauth\/v1\/student\/contact-info$/, contactInfo, []],
  [/^\/api\/oauth\/v1\/student\/academic-badges$/, academicBadges, []],
  [/^\/api\/oauth\/v1\/student\/activity-badges$/, activityBadges, []],
  [/^\/api\/internal\/v1\/companies\/([^/]+)$/, internalCompany, ['companyId']],
  [/^\/api\/internal\/v1\/companies$/, internalCompanies, []],
  [/^\/api\/internal\/v1\/students$/, internalStudents, []],
];

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real HTTP server in front of the route handlers, the way Next.js calls them (a Request and a
 * params promise), so an unmodified OAuth client library can talk to the portal over the network.
 */
export async function startOAuthServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (message, reply) => {
    try {
      const url = new URL(message.url ?? '/', `http://${message.headers.host}`);
      const match = ROUTES.map(([pattern, module, names]) => ({ found: pattern.exec(url.pathname), module, names })).find(
        (item) => item.found,
      );
      const handler = match?.module[message.method as 'GET' | 'POST'];
      if (!match || !handler) {
        reply.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
        return;
      }
      const headers = new Headers();
      for (const [key, value] of Object.entries(message.headers)) if (typeof value === 'string') headers.set(key, value);
      // As tests/support/api.ts: SPEC §8's English unless the client names a language (Node's fetch sends `*`).
      if ((headers.get('accept-language') ?? '*') === '*') headers.set('accept-language', 'en');
      const body = message.method === 'GET' ? undefined : await readBody(message);
      const request = new Request(url, { method: message.method, headers, body: body && body.length ? new Uint8Array(body) : undefined });
      const params = Object.fromEntries(match.names.map((name, index) => [name, decodeURIComponent(match.found![index + 1])]));
      const response = await (handler as RouteHandler)(request, { params: Promise.resolve(params) });
      const responseHeaders: Record<string, string> = {};
      response.headers.forEach((value, key) => (responseHeaders[key] = value));
      reply.writeHead(response.status, responseHeaders).end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      reply.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const REDIRECT_URI = 'http://localhost:4000/callback';

export function adminActor(platformUid: string): Actor {
  return { role: 'admin', platformUid, displayName: 'ผู้ดูแล', signedInPlatformUid: platformUid, loginSessionId: 0 };
}

let providerCounter = 0;

/** A provider and a client made through the admin verbs, with its one-time secret. */
export async function makeClient(db: Database, adminPlatformUid: string, overrides: Partial<NewClient> = {}) {
  providerCounter += 1;
  const name = `ผู้ให้บริการทดสอบ ${providerCounter}`;
  const [provider] = await db.insert(oauthProviders).values({ name }).onConflictDoNothing().returning();
  const providerId = provider?.providerId ?? (await db.select().from(oauthProviders).where(eq(oauthProviders.name, name)))[0].providerId;
  const input: NewClient = {
    clientDisplayName: 'แอปทดสอบ',
    isConfidential: true,
    scopes: [
      'profile',
      'student:contact-info',
      'student:academic-badges',
      'student:activity-badges',
      'internal:companies',
      'internal:students',
    ],
    isClientCredentialsGrantAllowed: true,
    isAuthorizationCodeGrantAllowed: true,
    isRefreshTokenGrantAllowed: true,
    pkceRequired: true,
    redirectUrls: [REDIRECT_URI],
    permittedInternalEndpoints: [
      'GET /api/internal/v1/companies',
      'GET /api/internal/v1/companies/{companyId}',
      'GET /api/internal/v1/students',
    ],
    ...overrides,
  };
  const created = await createClient({ ctx: { db, actor: adminActor(adminPlatformUid), now: new Date() }, providerId, input });
  return { ...created, providerId };
}

/** A live access token of the client, as an Authorization header: a person's (platformUid) or the client's own (null). */
export async function createAccessToken(
  db: Database,
  token: { clientId: string; platformUid: string | null; scopes: string[] },
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db.insert(oauthTokens).values({
    ...token,
    tokenHash: createHash('sha256').update(secret).digest('base64url'),
    kind: 'ACCESS',
    familyId: randomUUID(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return `Bearer ${secret}`;
}

/** openid-client configured from the portal's RFC 8414 metadata; http is allowed for the local test server only. */
export async function discover(baseUrl: string, clientId: string, clientSecret: string | null, method: 'basic' | 'post' = 'basic') {
  const authentication =
    clientSecret === null
      ? client.None()
      : method === 'basic'
        ? client.ClientSecretBasic(clientSecret)
        : client.ClientSecretPost(clientSecret);
  return client.discovery(new URL(baseUrl), clientId, undefined, authentication, {
    algorithm: 'oauth2',
    execute: [client.allowInsecureRequests],
  });
}

/**
 * The browser's part of the code flow: the consent screen posts the request, the person allows,
 * and the portal's 302 is read rather than followed (the client's redirect URI is not listening).
 */
export async function consent(baseUrl: string, cookie: string, authorizationUrl: URL, decision: 'allow' | 'deny' = 'allow') {
  const query = authorizationUrl.searchParams;
  const body: Record<string, string | undefined> = {
    clientId: query.get('client_id') ?? undefined,
    redirectUri: query.get('redirect_uri') ?? undefined,
    scope: query.get('scope') ?? undefined,
    state: query.get('state') ?? undefined,
    codeChallenge: query.get('code_challenge') ?? undefined,
    codeChallengeMethod: query.get('code_challenge_method') ?? undefined,
  };
  const origin = baseUrl;
  const requestAnswer = await fetch(`${baseUrl}/api/idp/request`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (requestAnswer.status !== 201) throw new Error(`idp/request ${requestAnswer.status}: ${await requestAnswer.text()}`);
  const { requestId } = (await requestAnswer.json()) as { requestId: string };
  const submit = await fetch(`${baseUrl}/api/idp/submit`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ requestId, decision }).toString(),
  });
  if (submit.status !== 302) throw new Error(`idp/submit ${submit.status}: ${await submit.text()}`);
  return new URL(submit.headers.get('location')!);
}
