import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as adminsRoute from '@/app/api/admin/oauth/clients/[clientId]/admins/route';
import * as adminRoute from '@/app/api/admin/oauth/clients/[clientId]/admins/[platformUid]/route';
import * as resetRoute from '@/app/api/admin/oauth/clients/[clientId]/reset-secret/route';
import * as clientRoute from '@/app/api/admin/oauth/clients/[clientId]/route';
import * as endpointsRoute from '@/app/api/admin/oauth/endpoints/route';
import * as clientsRoute from '@/app/api/admin/oauth/providers/[providerId]/clients/route';
import * as providerRoute from '@/app/api/admin/oauth/providers/[providerId]/route';
import * as providersRoute from '@/app/api/admin/oauth/providers/route';
import type { Database } from '@/db/client';
import { auditLogs, oauthClients } from '@/db/schema';
import type { RouteHandler } from '@/server/http';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

type Call = {
  method: string;
  handler: RouteHandler | undefined;
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string>;
};
const call = ({ method, handler, params, body, query }: Call, cookie: string | null = people.admin.cookie) =>
  callRoute(method, handler, { params, body, query, cookie: cookie ?? undefined });

const clientBody = {
  clientDisplayName: 'ระบบทะเบียน',
  scopes: ['profile', 'internal:companies'],
  isClientCredentialsGrantAllowed: true,
  redirectUrls: ['https://app.example/callback'],
  permittedInternalEndpoints: ['GET /api/internal/v1/companies'],
};

async function newProvider(name = `ผู้ให้บริการ ${Math.random().toString(36).slice(2, 8)}`) {
  const answer = await call({ method: 'POST', handler: providersRoute.POST, body: { name } });
  expect(answer.status).toBe(201);
  return answer.body as { providerId: number; name: string; clientCount: number };
}

async function newClient(providerId: number, body: unknown = clientBody) {
  const answer = await call({ method: 'POST', handler: clientsRoute.POST, params: { providerId: String(providerId) }, body });
  expect(answer.status).toBe(201);
  return answer.body as { clientId: string; clientSecret: string | null; pkceRequired: boolean };
}

describe('providers', () => {
  it('creates, lists with client counts, renames and deletes, each audited', async () => {
    const provider = await newProvider('ผู้ให้บริการ ก');
    expect(provider.clientCount).toBe(0);
    await newClient(provider.providerId);
    const list = await call({ method: 'GET', handler: providersRoute.GET, query: { limit: '100' } });
    expect(list.body.items.find((item: { providerId: number }) => item.providerId === provider.providerId).clientCount).toBe(1);
    const renamed = await call({
      method: 'PATCH',
      handler: providerRoute.PATCH,
      params: { providerId: String(provider.providerId) },
      body: { name: 'ผู้ให้บริการ ข' },
    });
    expect(renamed.body).toMatchObject({ name: 'ผู้ให้บริการ ข', clientCount: 1 });
    const removed = await call({ method: 'DELETE', handler: providerRoute.DELETE, params: { providerId: String(provider.providerId) } });
    expect(removed.status).toBe(200);
    expect(await db.select().from(oauthClients).where(eq(oauthClients.providerId, provider.providerId))).toEqual([]);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'oauth_provider'), eq(auditLogs.entityId, String(provider.providerId))));
    expect(audits.map((row) => row.action).sort()).toEqual(['oauth.provider.create', 'oauth.provider.delete', 'oauth.provider.update']);
  });

  it('404 for an unknown provider, 400 for a bad name, 409 for a duplicate name', async () => {
    expect((await call({ method: 'GET', handler: providerRoute.GET, params: { providerId: '999999' } })).status).toBe(404);
    expect(
      (await call({ method: 'PATCH', handler: providerRoute.PATCH, params: { providerId: '999999' }, body: { name: 'x' } })).status,
    ).toBe(404);
    expect((await call({ method: 'DELETE', handler: providerRoute.DELETE, params: { providerId: '999999' } })).status).toBe(404);
    expect((await call({ method: 'GET', handler: clientsRoute.GET, params: { providerId: '999999' } })).status).toBe(404);
    expect((await call({ method: 'POST', handler: providersRoute.POST, body: { name: '  ' } })).status).toBe(400);
    await newProvider('ชื่อซ้ำ');
    expect((await call({ method: 'POST', handler: providersRoute.POST, body: { name: 'ชื่อซ้ำ' } })).status).toBe(409);
  });
});

describe('clients', () => {
  it('creates a client whose secret is shown once and stored only as a hash', async () => {
    const provider = await newProvider();
    const created = await newClient(provider.providerId);
    expect(created.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, created.clientId));
    expect(row.secretHash).not.toContain(created.clientSecret!);
    const read = await call({ method: 'GET', handler: clientRoute.GET, params: { clientId: created.clientId } });
    expect(read.body).toMatchObject({ clientDisplayName: 'ระบบทะเบียน', isConfidential: true, scopes: ['profile', 'internal:companies'] });
    expect(read.body).not.toHaveProperty('clientSecret');
    const list = await call({ method: 'GET', handler: clientsRoute.GET, params: { providerId: String(provider.providerId) } });
    expect(list.body.meta.totalItem).toBe(1);
  });

  it('refuses incoherent or invalid clients with 400', async () => {
    const { providerId } = await newProvider();
    const params = { providerId: String(providerId) };
    const bad = [
      { ...clientBody, scopes: ['admin'] },
      { ...clientBody, redirectUrls: ['http://app.example/cb'] },
      { ...clientBody, redirectUrls: ['https://app.example/cb#x'] },
      { ...clientBody, redirectUrls: ['not a url'] },
      { ...clientBody, redirectUrls: [] },
      { ...clientBody, permittedInternalEndpoints: ['GET /api/internal/v1/students'] },
      { ...clientBody, permittedInternalEndpoints: ['DELETE /api/everything'] },
      { ...clientBody, isConfidential: false },
      { ...clientBody, clientDisplayName: '' },
    ];
    for (const body of bad)
      expect((await call({ method: 'POST', handler: clientsRoute.POST, params, body })).status, JSON.stringify(body)).toBe(400);
  });

  it('creates a public client without a secret', async () => {
    const { providerId } = await newProvider();
    const created = await newClient(providerId, {
      ...clientBody,
      isConfidential: false,
      isClientCredentialsGrantAllowed: false,
      permittedInternalEndpoints: [],
    });
    expect(created.clientSecret).toBeNull();
    const reset = await call({ method: 'POST', handler: resetRoute.POST, params: { clientId: created.clientId } });
    expect(reset.status).toBe(400);
  });

  it('updates, resets the secret, and deletes; 404 for an unknown client', async () => {
    const { providerId } = await newProvider();
    const created = await newClient(providerId);
    const params = { clientId: created.clientId };
    const updated = await call({
      method: 'PATCH',
      handler: clientRoute.PATCH,
      params,
      body: { clientDisplayName: 'ชื่อใหม่', scopes: ['profile'], permittedInternalEndpoints: [] },
    });
    expect(updated.body).toMatchObject({ clientDisplayName: 'ชื่อใหม่', scopes: ['profile'] });
    expect((await call({ method: 'PATCH', handler: clientRoute.PATCH, params, body: {} })).status).toBe(400);
    const reset = await call({ method: 'POST', handler: resetRoute.POST, params });
    expect(reset.body.clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reset.body.clientSecret).not.toBe(created.clientSecret);
    expect(reset.body.secretRotatedAt).not.toBeNull();
    expect((await call({ method: 'DELETE', handler: clientRoute.DELETE, params })).status).toBe(200);
    for (const item of [
      { method: 'GET', handler: clientRoute.GET },
      { method: 'PATCH', handler: clientRoute.PATCH, body: { clientDisplayName: 'x' } },
      { method: 'DELETE', handler: clientRoute.DELETE },
      { method: 'POST', handler: resetRoute.POST },
      { method: 'GET', handler: adminsRoute.GET },
    ]) {
      expect((await call({ ...item, params })).status, item.method).toBe(404);
    }
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityType, 'oauth_client'), eq(auditLogs.entityId, created.clientId)));
    expect(audits.map((row) => row.action).sort()).toEqual([
      'oauth.client.create',
      'oauth.client.delete',
      'oauth.client.reset-secret',
      'oauth.client.update',
    ]);
  });

  it('requires PKCE of a confidential client only when an admin turns it on, and of a public client always', async () => {
    const { providerId } = await newProvider();
    const created = await newClient(providerId);
    expect(created.pkceRequired).toBe(false);
    const params = { clientId: created.clientId };
    const on = await call({ method: 'PATCH', handler: clientRoute.PATCH, params, body: { pkceRequired: true } });
    expect(on.status).toBe(200);
    expect(on.body.pkceRequired).toBe(true);
    expect((await newClient(providerId, { ...clientBody, pkceRequired: true })).pkceRequired).toBe(true);
    const off = await call({ method: 'PATCH', handler: clientRoute.PATCH, params, body: { pkceRequired: false } });
    expect(off.status).toBe(200);
    expect(off.body.pkceRequired).toBe(false);
    expect((await call({ method: 'GET', handler: clientRoute.GET, params })).body.pkceRequired).toBe(false);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'oauth.client.update'), eq(auditLogs.entityId, created.clientId)));
    expect(audits.map((audit) => audit.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ pkceRequired: true }), expect.objectContaining({ pkceRequired: false })]),
    );

    const legacy = await newClient(providerId, { ...clientBody, pkceRequired: false });
    expect(legacy.pkceRequired).toBe(false);

    const publicBody = { ...clientBody, isConfidential: false, isClientCredentialsGrantAllowed: false, permittedInternalEndpoints: [] };
    const refused = await call({
      method: 'POST',
      handler: clientsRoute.POST,
      params: { providerId: String(providerId) },
      body: { ...publicBody, pkceRequired: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A public client always needs PKCE');
    const publicClient = await newClient(providerId, publicBody);
    expect(publicClient.pkceRequired).toBe(true);
    const publicOff = await call({
      method: 'PATCH',
      handler: clientRoute.PATCH,
      params: { clientId: publicClient.clientId },
      body: { pkceRequired: false },
    });
    expect(publicOff.status).toBe(400);
    expect(
      (await call({ method: 'PATCH', handler: clientRoute.PATCH, params: { clientId: created.clientId }, body: { pkceRequired: 'no' } }))
        .status,
    ).toBe(400);
  });

  it('lists the internal endpoints a client may be permitted', async () => {
    const answer = await call({ method: 'GET', handler: endpointsRoute.GET });
    expect(answer.body.items.map((item: { endpoint: string }) => item.endpoint)).toEqual([
      'GET /api/internal/v1/companies',
      'GET /api/internal/v1/companies/{companyId}',
      'GET /api/internal/v1/students',
    ]);
  });
});

describe('client admins', () => {
  it('lists them a page at a time with meta, like every other list; 400 for a bad page, 404 for an unknown client', async () => {
    const { providerId } = await newProvider();
    const { clientId } = await newClient(providerId);
    for (const person of [people.student, people.company_user]) {
      expect(
        (await call({ method: 'POST', handler: adminsRoute.POST, params: { clientId }, body: { platformUid: person.platformUid } })).status,
      ).toBe(201);
    }
    const second = await call({ method: 'GET', handler: adminsRoute.GET, params: { clientId }, query: { page: '2', limit: '1' } });
    expect(second.status).toBe(200);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.meta).toEqual({ totalItem: 2, itemCount: 1, itemsPerPage: 1, totalPage: 2, currentPage: 2 });
    expect((await call({ method: 'GET', handler: adminsRoute.GET, params: { clientId }, query: { page: '0' } })).status).toBe(400);
    expect((await call({ method: 'GET', handler: adminsRoute.GET, params: { clientId: 'no-such-client' } })).status).toBe(404);
  });

  it('grants, lists, refuses a duplicate, revokes', async () => {
    const { providerId } = await newProvider();
    const { clientId } = await newClient(providerId);
    const uid = people.student.platformUid;
    const granted = await call({ method: 'POST', handler: adminsRoute.POST, params: { clientId }, body: { platformUid: uid } });
    expect(granted.status).toBe(201);
    expect(granted.body.platformUid).toBe(uid);
    expect((await call({ method: 'POST', handler: adminsRoute.POST, params: { clientId }, body: { platformUid: uid } })).status).toBe(409);
    expect(
      (await call({ method: 'POST', handler: adminsRoute.POST, params: { clientId }, body: { platformUid: 'uid-nobody' } })).status,
    ).toBe(404);
    expect((await call({ method: 'POST', handler: adminsRoute.POST, params: { clientId }, body: {} })).status).toBe(400);
    const list = await call({ method: 'GET', handler: adminsRoute.GET, params: { clientId } });
    expect(list.body.items.map((item: { platformUid: string }) => item.platformUid)).toEqual([uid]);
    expect(list.body.meta).toEqual({ totalItem: 1, itemCount: 1, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    expect((await call({ method: 'DELETE', handler: adminRoute.DELETE, params: { clientId, platformUid: uid } })).status).toBe(200);
    expect((await call({ method: 'DELETE', handler: adminRoute.DELETE, params: { clientId, platformUid: uid } })).status).toBe(404);
  });
});
