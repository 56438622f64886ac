import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listActions } from '@/app/api/admin/audit-logs/actions/route';
import { GET as listAuditLogs } from '@/app/api/admin/audit-logs/route';
import { POST as createSession } from '@/app/api/admin/sessions/route';
import type { Database } from '@/db/client';
import { auditLogs } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, createSessionGroup } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  const group = await createSessionGroup(db);
  await db
    .insert(auditLogs)
    .values({ actorPlatformUid: 'someone-else', actingRole: 'admin', action: 'company.create', entityType: 'company', entityId: '7' });
  const answer = await callRoute('POST', createSession, {
    path: '/api/admin/sessions',
    cookie: people.admin.cookie,
    body: {
      sessionGroupId: group.sessionGroupId,
      title: 'บันทึกไว้',
      minimumApplicationPerStudent: 1,
      maximumApplicationPerStudent: 5,
      minimumCompanyOpeningRatio: 0.5,
    },
  });
  expect(answer.status).toBe(201);
});

const callList = (query: Record<string, string>, cookie?: string) =>
  callRoute('GET', listAuditLogs, { path: '/api/admin/audit-logs', query, cookie });

describe('GET /api/admin/audit-logs', () => {
  it('answers the admin writes newest first with who did them', async () => {
    const answer = await callList({}, people.admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.items[0]).toMatchObject({
      action: 'session.create',
      entityType: 'session',
      actingRole: 'admin',
      assumedPlatformUid: null,
      actor: { platformUid: people.admin.platformUid, username: people.admin.username, displayName: expect.any(String) },
      details: expect.objectContaining({ title: 'บันทึกไว้' }),
    });
    expect(answer.body.items[1]).toMatchObject({ action: 'company.create', actor: { platformUid: 'someone-else', username: null } });
  });

  it('filters by action, entity and actor, and pages', async () => {
    const byAction = await callList({ action: 'company.create' }, people.admin.cookie);
    expect(byAction.body.items.map((item: { action: string }) => item.action)).toEqual(['company.create']);
    const byEntity = await callList({ entityType: 'company', entityId: '7' }, people.admin.cookie);
    expect(byEntity.body.meta.totalItem).toBe(1);
    const byActor = await callList({ actor: people.admin.platformUid }, people.admin.cookie);
    expect(
      byActor.body.items.every((item: { actor: { platformUid: string } }) => item.actor.platformUid === people.admin.platformUid),
    ).toBe(true);
    const paged = await callList({ limit: '1', page: '2' }, people.admin.cookie);
    expect(paged.body.meta).toMatchObject({ itemCount: 1, itemsPerPage: 1, currentPage: 2 });
  });

  it('answers 400 for a bad page', async () => {
    expect((await callList({ page: 'x' }, people.admin.cookie)).status).toBe(400);
  });
});

describe('GET /api/admin/audit-logs/actions', () => {
  it('answers the distinct actions recorded', async () => {
    const answer = await callRoute('GET', listActions, { path: '/api/admin/audit-logs/actions', cookie: people.admin.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expect.arrayContaining(['company.create', 'session.create']));
  });
});
