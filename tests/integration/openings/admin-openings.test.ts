import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportOpenings } from '@/app/api/admin/export/openings/[sessionId]/route';
import { POST as publish } from '@/app/api/admin/openings/[openingId]/publish/route';
import { DELETE as deleteOpening, GET as getOpening } from '@/app/api/admin/openings/[openingId]/route';
import { POST as unpublish } from '@/app/api/admin/openings/[openingId]/unpublish/route';
import { POST as withdraw } from '@/app/api/admin/openings/[openingId]/withdraw/route';
import { GET as listByIds } from '@/app/api/admin/openings/route';
import { GET as listGroup } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/route';
import { PATCH as patchOpening } from '@/app/api/admin/sessions/[sessionId]/openings/[openingId]/route';
import type { Database } from '@/db/client';
import { applications, auditLogs, bookmarks, companyRankingSubmissions, openings } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createOpening, createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createOpeningWorld, enroll } from './openings-fixtures';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
let world: Awaited<ReturnType<typeof createOpeningWorld>>;
const NOT_ADMINS = ['student', 'company_user', 'external_user'] as const;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  world = await createOpeningWorld(db);
  await enroll(db, world.session.sessionId, people.student);
  await db.insert(bookmarks).values({ studentId: people.student.studentId!, openingId: world.developer.openingId });
  await db.insert(applications).values({
    sessionId: world.session.sessionId,
    round: 1,
    studentId: people.student.studentId!,
    openingId: world.accountant.openingId,
    studentPreferenceRank: 1,
  });
  await db.insert(companyRankingSubmissions).values({ openingId: world.accountant.openingId, round: 1, action: 'SUBMIT' });
});

const idsOf = (answer: { body: { items: { openingId: number }[] } }) => answer.body.items.map((item) => item.openingId);

async function auditRows(action: string, openingId: number) {
  return db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(openingId))));
}

describe('GET /api/admin/session-groups/{sessionGroupId}/openings', () => {
  function call(query: Record<string, string> = {}, options: { cookie?: string; sessionGroupId?: string } = {}) {
    const sessionGroupId = options.sessionGroupId ?? String(world.group.sessionGroupId);
    return callRoute('GET', listGroup, {
      path: `/api/admin/session-groups/${sessionGroupId}/openings`,
      params: { sessionGroupId },
      query,
      cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
    });
  }

  it('answers every opening of the group’s sessions, any status, newest first, with the admin fields', async () => {
    const answer = await call();

    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual(
      [world.developer, world.designer, world.accountant, world.full, world.draft, world.withdrawn, world.elsewhere]
        .map((opening) => opening.openingId)
        .sort((a, b) => b - a),
    );
    expect(idsOf(answer)).not.toContain(world.upcoming.openingId);
    const accountant = answer.body.items.find((item: { openingId: number }) => item.openingId === world.accountant.openingId);
    expect(accountant).toMatchObject({ status: 'PUBLISHED', isRankingSubmitted: true, isResultAnnouced: false });
    const developer = answer.body.items.find((item: { openingId: number }) => item.openingId === world.developer.openingId);
    expect(developer).toMatchObject({ status: 'PUBLISHED', isRankingSubmitted: false, bookmarkCount: 1 });
  });

  it('filters by status, sessions, search and round, and pages', async () => {
    expect(idsOf(await call({ status: 'DRAFT,WITHDRAWN' })).sort()).toEqual([world.draft.openingId, world.withdrawn.openingId].sort());
    expect(idsOf(await call({ sessionIds: String(world.otherSession.sessionId) }))).toEqual([world.elsewhere.openingId]);
    expect(idsOf(await call({ search: 'ร่างตำแหน่ง' }))).toEqual([world.draft.openingId]);
    expect(idsOf(await call({ round: '1' }))).toEqual([world.accountant.openingId]);
    expect(idsOf(await call({ round: '2' }))).toEqual([]);
    const page = await call({ page: '2', limit: '5' });
    expect(page.body.meta).toEqual({ totalItem: 7, itemCount: 2, itemsPerPage: 5, totalPage: 2, currentPage: 2 });
  });

  it('answers 404 for an unknown group and 400 for bad filters', async () => {
    expect((await call({}, { sessionGroupId: '999999' })).status).toBe(404);
    expect((await call({ status: 'OPEN' })).status).toBe(400);
    expect((await call({ round: '0' })).status).toBe(400);
    expect((await call({ sessionIds: 'a' })).status).toBe(400);
  });
});

describe('GET /api/admin/openings', () => {
  function call(query: Record<string, string> = {}, cookie: string | null = people.admin.cookie) {
    return callRoute('GET', listByIds, { path: '/api/admin/openings', query, cookie: cookie ?? undefined });
  }

  it('answers the named openings in the order asked, skipping unknown ids, paged', async () => {
    const answer = await call({ openingIds: `${world.draft.openingId},999999,${world.developer.openingId}` });
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual([world.draft.openingId, world.developer.openingId]);
    expect(answer.body.items[0].status).toBe('DRAFT');
    const paged = await call({ openingIds: `${world.draft.openingId},${world.developer.openingId}`, page: '2', limit: '1' });
    expect(idsOf(paged)).toEqual([world.developer.openingId]);
    expect(paged.body.meta.totalItem).toBe(2);
  });

  it('answers every opening, newest first, without openingIds', async () => {
    const answer = await call({ limit: '2' });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toHaveLength(2);
    expect(answer.body.items[0].openingId).toBeGreaterThan(answer.body.items[1].openingId);
  });

  it('answers 400 for bad ids in the filter', async () => {
    expect((await call({ openingIds: '1,x' })).status).toBe(400);
  });
});

describe('GET and DELETE /api/admin/openings/{openingId}', () => {
  function get(openingId: number | string, cookie: string | null = people.admin.cookie) {
    return callRoute('GET', getOpening, {
      path: `/api/admin/openings/${openingId}`,
      params: { openingId: String(openingId) },
      cookie: cookie ?? undefined,
    });
  }
  function remove(openingId: number | string, cookie: string | null = people.admin.cookie) {
    return callRoute('DELETE', deleteOpening, {
      path: `/api/admin/openings/${openingId}`,
      params: { openingId: String(openingId) },
      cookie: cookie ?? undefined,
    });
  }

  it('reads any opening, a draft included, with status and the flags spelled as the spec spells them', async () => {
    const answer = await get(world.draft.openingId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      openingId: world.draft.openingId,
      status: 'DRAFT',
      isPublished: false,
      isAcceptingApplication: false,
      isResultAnnouced: false,
      isRankingSubmitted: false,
    });
  });

  it('deletes an opening without applications, with an audit row; refuses one with applications (409)', async () => {
    const opening = await createOpening(db, world.session.sessionId, world.acme.companyId, { title: 'ลบได้', status: 'PUBLISHED' });
    const answer = await remove(opening.openingId);

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: expect.any(String) });
    expect(await db.select().from(openings).where(eq(openings.openingId, opening.openingId))).toHaveLength(0);
    expect(await auditRows('opening.delete', opening.openingId)).toHaveLength(1);

    const refused = await remove(world.accountant.openingId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/applications/);
    expect(await db.select().from(openings).where(eq(openings.openingId, world.accountant.openingId))).toHaveLength(1);
  });

  it('answers 404, and a refused read or delete removes nothing', async () => {
    for (const call of [get, remove]) {
      for (const role of NOT_ADMINS) expect((await call(world.developer.openingId, people[role].cookie)).status).toBe(403);
      expect((await call(999999)).status).toBe(404);
    }
    expect(await db.select().from(openings).where(eq(openings.openingId, world.developer.openingId))).toHaveLength(1);
  });
});

describe('POST /api/admin/openings/{openingId}/publish|unpublish|withdraw', () => {
  const handlers = { publish, unpublish, withdraw };
  function act(action: keyof typeof handlers, openingId: number | string, cookie: string | null = people.admin.cookie) {
    return callRoute('POST', handlers[action], {
      path: `/api/admin/openings/${openingId}/${action}`,
      params: { openingId: String(openingId) },
      cookie: cookie ?? undefined,
    });
  }

  it('walks an opening through publish, unpublish, publish and withdraw, auditing each step', async () => {
    const opening = await createOpening(db, world.session.sessionId, world.beta.companyId, { title: 'วงจรชีวิต' });

    const published = await act('publish', opening.openingId);
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({
      openingId: opening.openingId,
      status: 'PUBLISHED',
      isPublished: true,
      publishedAt: expect.any(String),
    });
    const unpublished = await act('unpublish', opening.openingId);
    expect(unpublished.body).toMatchObject({ status: 'DRAFT', publishedAt: null });
    await act('publish', opening.openingId);
    const withdrawn = await act('withdraw', opening.openingId);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'WITHDRAWN', isPublished: false, isAcceptingApplication: false });

    expect(await auditRows('opening.publish', opening.openingId)).toHaveLength(2);
    expect(await auditRows('opening.unpublish', opening.openingId)).toHaveLength(1);
    const [audit] = await auditRows('opening.withdraw', opening.openingId);
    expect(audit.details).toEqual({ from: 'PUBLISHED', to: 'WITHDRAWN' });
  });

  it('ends the active applications of an opening it withdraws, as a company withdraw does', async () => {
    const opening = await createOpening(db, world.session.sessionId, world.beta.companyId, { title: 'ถอนพร้อมใบสมัคร', status: 'PUBLISHED' });
    await db.insert(applications).values({
      sessionId: world.session.sessionId,
      round: 1,
      studentId: people.student.studentId!,
      openingId: opening.openingId,
      studentPreferenceRank: 2,
    });

    expect((await act('withdraw', opening.openingId)).status).toBe(200);

    const rows = await db.select({ status: applications.status }).from(applications).where(eq(applications.openingId, opening.openingId));
    expect(rows).toEqual([{ status: 'WITHDRAWN' }]);
  });

  it('answers 409 for a transition the status does not allow, changing nothing', async () => {
    const answer = await act('publish', world.withdrawn.openingId);
    expect(answer.status).toBe(409);
    expect((await act('unpublish', world.draft.openingId)).status).toBe(409);
    const [row] = await db.select().from(openings).where(eq(openings.openingId, world.withdrawn.openingId));
    expect(row.status).toBe('WITHDRAWN');
  });

  it('answers 404, and a refused transition changes nothing', async () => {
    for (const action of ['publish', 'unpublish', 'withdraw'] as const) {
      for (const role of NOT_ADMINS) expect((await act(action, world.draft.openingId, people[role].cookie)).status).toBe(403);
      expect((await act(action, 999999)).status).toBe(404);
    }
    const [row] = await db.select().from(openings).where(eq(openings.openingId, world.draft.openingId));
    expect(row.status).toBe('DRAFT');
  });
});

describe('PATCH /api/admin/sessions/{sessionId}/openings/{openingId}', () => {
  function patch(openingId: number | string, body: unknown, options: { cookie?: string; sessionId?: string } = {}) {
    const sessionId = options.sessionId ?? String(world.session.sessionId);
    return callRoute('PATCH', patchOpening, {
      path: `/api/admin/sessions/${sessionId}/openings/${openingId}`,
      params: { sessionId, openingId: String(openingId) },
      body,
      cookie: 'cookie' in options ? options.cookie : people.admin.cookie,
    });
  }

  it('updates the given fields and tags, with an audit row', async () => {
    const answer = await patch(world.designer.openingId, {
      title: 'นักออกแบบ UX/UI',
      quota: 4,
      tags: ['ออกแบบ', 'Figma'],
      compensationAmount: 750,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ title: 'นักออกแบบ UX/UI', quota: 4, compensationAmount: 750, status: 'PUBLISHED' });
    expect(answer.body.tags.map((tag: { tagName: string }) => tag.tagName).sort()).toEqual(['Figma', 'ออกแบบ']);
    expect(await auditRows('opening.update', world.designer.openingId)).toHaveLength(1);
  });

  it('answers 409 for a withdrawn opening and 404 for an opening of another session', async () => {
    expect((await patch(world.withdrawn.openingId, { title: 'ใหม่' })).status).toBe(409);
    expect((await patch(world.elsewhere.openingId, { title: 'ใหม่' })).status).toBe(404);
    expect((await patch(999999, { title: 'ใหม่' })).status).toBe(404);
  });

  it('answers 400 for bad input', async () => {
    const bad = await patch(world.designer.openingId, { quota: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('quota');
    expect((await patch(world.designer.openingId, { unknownField: 1 })).status).toBe(400);
    expect((await patch(world.designer.openingId, { startDate: '2027-06-02', endDate: '2027-06-01' })).status).toBe(400);
  });
});

describe('GET /api/admin/export/openings/{sessionId}', () => {
  function download(sessionId: string, cookie: string | null = people.admin.cookie) {
    return callRoute('GET', exportOpenings, {
      path: `/api/admin/export/openings/${sessionId}`,
      params: { sessionId },
      cookie: cookie ?? undefined,
    });
  }

  it('answers an .xlsx of the session’s openings with Thai headers', async () => {
    const handler = exportOpenings;
    const sessionId = String(world.session.sessionId);
    const response = await handler(
      new Request(`http://localhost:3000/api/admin/export/openings/${sessionId}`, { headers: { cookie: people.admin.cookie } }),
      { params: Promise.resolve({ sessionId }) },
    );

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`filename="openings-session-${sessionId}.xlsx"`);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; .*; filename\*=UTF-8''%E0%B8%95/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('ชื่อตำแหน่งงาน');
    const titles = sheet.getColumn(2).values.slice(2);
    expect(titles).toEqual(expect.arrayContaining(['นักพัฒนาซอฟต์แวร์', 'ร่างตำแหน่งลับ', 'ผู้ช่วยนักบัญชี']));
    expect(titles).not.toContain('นักพัฒนาซอฟต์แวร์ อีกรอบ');
    const developerRow = sheet.getColumn(1).values.indexOf(world.developer.openingId);
    expect(sheet.getRow(developerRow).getCell(4).value).toBe(world.acme.companyNameTh);
    expect(sheet.getRow(developerRow).getCell(18).value).toBe(1);
  });

  it('answers 404 for an unknown session', async () => {
    expect((await download('999999')).status).toBe(404);
  });
});
