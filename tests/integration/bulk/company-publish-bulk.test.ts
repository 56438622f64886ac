import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as publishInBulk } from '@/app/api/company/openings/publish/route';
import type { Database } from '@/db/client';
import { openings } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createOpening } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createCompanyUser, createGroupWithTwoSessions } from '../openings/company-support';

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

const post = (body: unknown, cookie?: string) => callRoute('POST', publishInBulk, { path: '/api/company/openings/publish', body, cookie });
const statusOf = async (ids: number[]) =>
  (await db.select().from(openings).where(inArray(openings.openingId, ids)))
    .sort((a, b) => a.openingId - b.openingId)
    .map((row) => row.status);

describe('POST /api/company/openings/publish {allMatching}', () => {
  it('publishes every draft of the company the group list filter selects, across pages, keeping the answer of {openingIds}', async () => {
    const group = await createGroupWithTwoSessions(db, 'open');
    const company = await createCompanyUser(db);
    const other = await createCompanyUser(db);
    const drafts = [];
    for (let index = 0; index < 12; index += 1)
      drafts.push((await createOpening(db, group.sessionA.sessionId, company.companyId, { quota: 1 })).openingId);
    const withdrawn = (await createOpening(db, group.sessionA.sessionId, company.companyId, { status: 'WITHDRAWN' })).openingId;
    const foreign = (await createOpening(db, group.sessionA.sessionId, other.companyId)).openingId;
    const answer = await post(
      { allMatching: { sessionGroupId: group.group.sessionGroupId, isPublished: 'false', page: '2', limit: '5' } },
      company.cookie,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Published 12 openings', count: 12, ids: drafts });
    expect(answer.body.items).toHaveLength(12);
    expect(new Set(await statusOf(drafts))).toEqual(new Set(['PUBLISHED']));
    expect(await statusOf([withdrawn, foreign])).toEqual(['WITHDRAWN', 'DRAFT']);
  });

  it('is all or nothing: matches that break the ratio publish nothing (400 naming the session)', async () => {
    const group = await createGroupWithTwoSessions(db, 'open');
    const company = await createCompanyUser(db);
    const inA = await createOpening(db, group.sessionA.sessionId, company.companyId, { quota: 5 });
    const inB = await createOpening(db, group.sessionB.sessionId, company.companyId, { quota: 1 });
    const answer = await post({ allMatching: { sessionGroupId: group.group.sessionGroupId } }, company.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(group.sessionB.title);
    expect(await statusOf([inA.openingId, inB.openingId])).toEqual(['DRAFT', 'DRAFT']);
  });

  it('filters by sessionIds, answers 400 when no draft matches and 404 for an unknown group', async () => {
    const group = await createGroupWithTwoSessions(db, 'open');
    const company = await createCompanyUser(db);
    const inA = await createOpening(db, group.sessionA.sessionId, company.companyId, { quota: 2 });
    await createOpening(db, group.sessionB.sessionId, company.companyId, { quota: 1 });
    // Session A alone holds the whole published quota: its ratio holds and B's has nothing published yet.
    const answer = await post(
      { allMatching: { sessionGroupId: group.group.sessionGroupId, sessionIds: String(group.sessionA.sessionId) } },
      company.cookie,
    );
    expect(answer.body).toMatchObject({ count: 1, ids: [inA.openingId] });
    expect(
      (
        await post(
          { allMatching: { sessionGroupId: group.group.sessionGroupId, sessionIds: String(group.sessionA.sessionId) } },
          company.cookie,
        )
      ).status,
    ).toBe(400);
    expect((await post({ allMatching: { sessionGroupId: 999_999_999 } }, company.cookie)).status).toBe(404);
  });

  it('answers 400 for a bad body', async () => {
    const company = await createCompanyUser(db);
    for (const body of [
      {},
      { allMatching: {} },
      { allMatching: { sessionGroupId: 'x' } },
      { openingIds: [1], allMatching: { sessionGroupId: 1 } },
    ]) {
      expect((await post(body, company.cookie)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
