import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as publishAll } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/publish/route';
import { POST as unpublishAll } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/unpublish/route';
import { POST as withdrawAll } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/withdraw/route';
import type { Database } from '@/db/client';
import { auditLogs, openings } from '@/db/schema';
import type { OpeningStatus } from '@/lib/openings';
import type { RouteHandler } from '@/server/http';
import { callRoute } from '../../support/api';
import { createCompany, createOpening, createPeopleOfEveryRole, createSession, createSessionGroup } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

async function seedGroup(statuses: OpeningStatus[], title = 'ตำแหน่งทดสอบ') {
  const group = await createSessionGroup(db);
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db);
  const ids: number[] = [];
  for (const status of statuses)
    ids.push(
      (
        await createOpening(db, session.sessionId, company.companyId, {
          status,
          title,
          publishedAt: status === 'DRAFT' ? null : new Date(),
        })
      ).openingId,
    );
  return { groupId: group.sessionGroupId, sessionId: session.sessionId, ids };
}

const statusOf = async (ids: number[]) =>
  (await db.select({ openingId: openings.openingId, status: openings.status }).from(openings).where(inArray(openings.openingId, ids)))
    .sort((a, b) => a.openingId - b.openingId)
    .map((row) => row.status);

const call = (handler: RouteHandler, action: string, groupId: number, body: unknown, cookie = people.admin.cookie) =>
  callRoute('POST', handler, {
    path: `/api/admin/session-groups/${groupId}/openings/${action}`,
    params: { sessionGroupId: String(groupId) },
    body,
    cookie,
  });

describe('POST /api/admin/session-groups/{sessionGroupId}/openings/publish|unpublish|withdraw', () => {
  it('publishes the chosen drafts, unpublishes them back and withdraws published ones, one audit row each', async () => {
    const { groupId, ids } = await seedGroup(['DRAFT', 'DRAFT']);
    const published = await call(publishAll, 'publish', groupId, { ids });
    expect(published.status).toBe(200);
    expect(published.body).toEqual({ count: 2, ids });
    expect(await statusOf(ids)).toEqual(['PUBLISHED', 'PUBLISHED']);
    expect(
      (await db.select().from(auditLogs).where(eq(auditLogs.action, 'opening.publish'))).filter((row) =>
        ids.map(String).includes(row.entityId!),
      ),
    ).toHaveLength(2);
    expect((await call(unpublishAll, 'unpublish', groupId, { ids })).body.count).toBe(2);
    expect(await statusOf(ids)).toEqual(['DRAFT', 'DRAFT']);
    await call(publishAll, 'publish', groupId, { ids });
    expect((await call(withdrawAll, 'withdraw', groupId, { ids })).body.count).toBe(2);
    expect(await statusOf(ids)).toEqual(['WITHDRAWN', 'WITHDRAWN']);
  });

  it('is all or nothing: one opening whose status refuses is a 409 naming it and no opening changes', async () => {
    const { groupId, ids } = await seedGroup(['DRAFT', 'DRAFT', 'WITHDRAWN']);
    const answer = await call(publishAll, 'publish', groupId, { ids });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toContain(`Opening ${ids[2]}`);
    expect(await statusOf(ids)).toEqual(['DRAFT', 'DRAFT', 'WITHDRAWN']);
    // A draft cannot be withdrawn (it is deleted instead): the same rule as the single-opening transition.
    expect((await call(withdrawAll, 'withdraw', groupId, { ids: ids.slice(0, 1) })).status).toBe(409);
  });

  it('an opening of another group is a 404 and nothing changes; an unknown group is a 404', async () => {
    const mine = await seedGroup(['DRAFT']);
    const other = await seedGroup(['DRAFT']);
    const answer = await call(publishAll, 'publish', mine.groupId, { ids: [...mine.ids, ...other.ids] });
    expect(answer.status).toBe(404);
    expect(await statusOf([...mine.ids, ...other.ids])).toEqual(['DRAFT', 'DRAFT']);
    expect((await call(publishAll, 'publish', 999_999_999, { allMatching: {} })).status).toBe(404);
  });

  it('allMatching applies the group list filter (status, search) across pages', async () => {
    const marker = `ค้นหา${Math.random().toString(36).slice(2, 8)}`;
    const { groupId, ids } = await seedGroup(
      Array.from({ length: 23 }, (_, index) => (index < 21 ? 'DRAFT' : 'PUBLISHED')),
      marker,
    );
    const answer = await call(publishAll, 'publish', groupId, { allMatching: { status: 'DRAFT', search: marker, page: '2', limit: '5' } });
    expect(answer.body).toEqual({ count: 21, ids: ids.slice(0, 21) });
    expect(new Set(await statusOf(ids))).toEqual(new Set(['PUBLISHED']));
  });

  it('answers 400 for a bad body, and a refused withdraw changes nothing', async () => {
    const { groupId, ids } = await seedGroup(['DRAFT']);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { allMatching: { status: 'OPEN' } }])
      expect((await call(publishAll, 'publish', groupId, body)).status).toBe(400);
    for (const role of ['student', 'company_user', 'external_user'] as const) {
      expect((await call(withdrawAll, 'withdraw', groupId, { ids }, people[role].cookie)).status).toBe(403);
    }
    expect(await statusOf(ids)).toEqual(['DRAFT']);
  });
});
