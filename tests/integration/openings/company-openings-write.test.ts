import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as publishInBulk } from '@/app/api/company/openings/publish/route';
import { DELETE as deleteOpening, PATCH as patchOpening } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/route';
import { POST as publishOpening } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/publish/route';
import { POST as withdrawOpening } from '@/app/api/company/sessions/[sessionId]/openings/[openingId]/withdraw/route';
import { POST as createOpeningRoute } from '@/app/api/company/sessions/[sessionId]/openings/route';
import type { Database } from '@/db/client';
import { applications, auditLogs, compensationTypes, openings, openingTags, openingTagLinks } from '@/db/schema';
import type { RouteHandler } from '@/server/http';
import { callRoute, IN_THAI } from '../../support/api';
import { createOpening, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { createApplication, createCompanyUser, createGroupWithTwoSessions } from './company-support';

let db: Database;
let open: Awaited<ReturnType<typeof createGroupWithTwoSessions>>;
let late: Awaited<ReturnType<typeof createGroupWithTwoSessions>>;
let me: Awaited<ReturnType<typeof createCompanyUser>>;
let other: Awaited<ReturnType<typeof createCompanyUser>>;
let monthlyTypeId: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
  [open, late, me, other] = await Promise.all([
    createGroupWithTwoSessions(db, 'open'),
    createGroupWithTwoSessions(db, 'late'),
    createCompanyUser(db),
    createCompanyUser(db),
  ]);
  const [type] = await db.insert(compensationTypes).values({ name: 'รายเดือน' }).returning();
  monthlyTypeId = type.id;
  await db.insert(openingTags).values([{ tagName: 'Backend' }, { tagName: 'Data' }]);
});

const REQUIRED = { title: 'Backend Developer Intern', quota: 2, officeName: 'สำนักงานใหญ่', officeAddressLine1: '1 ถนนพญาไท' };

type AskedHeaders = Record<string, string>;

function create(sessionId: number | string, body: unknown, cookie?: string, headers?: AskedHeaders) {
  const id = String(sessionId);
  return callRoute('POST', createOpeningRoute, {
    path: `/api/company/sessions/${id}/openings`,
    params: { sessionId: id },
    body,
    cookie,
    headers,
  });
}
function onOpening(handler: RouteHandler, method: string, action: string) {
  return (sessionId: number | string, openingId: number | string, cookie?: string, body?: unknown, headers?: AskedHeaders) =>
    callRoute(method, handler, {
      path: `/api/company/sessions/${sessionId}/openings/${openingId}${action}`,
      params: { sessionId: String(sessionId), openingId: String(openingId) },
      cookie,
      body,
      headers,
    });
}
const publish = onOpening(publishOpening, 'POST', '/publish');
const withdraw = onOpening(withdrawOpening, 'POST', '/withdraw');
const patch = (sessionId: number | string, openingId: number | string, body: unknown, cookie?: string, headers?: AskedHeaders) =>
  onOpening(patchOpening, 'PATCH', '')(sessionId, openingId, cookie, body, headers);
const remove = onOpening(deleteOpening, 'DELETE', '');
const bulk = (openingIds: unknown, cookie?: string, headers?: AskedHeaders) =>
  callRoute('POST', publishInBulk, { path: '/api/company/openings/publish', body: { openingIds }, cookie, headers });

async function statusOf(openingId: number) {
  const [row] = await db.select({ status: openings.status }).from(openings).where(eq(openings.openingId, openingId));
  return row?.status;
}

describe('POST /api/company/sessions/{sessionId}/openings', () => {
  it('creates a DRAFT of the company with every field, tags by name (existing reused, new created), and audits it', async () => {
    const answer = await create(
      open.sessionA.sessionId,
      {
        ...REQUIRED,
        description: 'พัฒนา API',
        openForCooperativeInternship: true,
        compensationAmount: 15000,
        compensationTypeId: String(monthlyTypeId),
        workingCondition: 'Hybrid',
        requirements: 'TypeScript',
        tags: ['backend', 'Go Lang', 'Backend'],
        officeAddressLine2: 'ชั้น 5',
        recruitmentContactChannel: 'hr@example.com',
        openingDetailContactChannel: '02-000-0000',
        startDate: '2027-06-01',
        endDate: '2027-07-31',
      },
      me.cookie,
    );

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      sessionId: open.sessionA.sessionId,
      company: { companyId: me.companyId },
      title: 'Backend Developer Intern',
      quota: 2,
      status: 'DRAFT',
      isPublished: false,
      isAcceptingApplication: false,
      openForCooperativeInternship: true,
      compensationAmount: 15000,
      compensationType: { id: monthlyTypeId, name: 'รายเดือน' },
      officeAddressLine2: 'ชั้น 5',
      startDate: '2027-06-01',
      endDate: '2027-07-31',
    });
    expect(answer.body.tags.map((tag: { tagName: string }) => tag.tagName)).toEqual(['Backend', 'Go Lang']);
    const [backend] = await db.select().from(openingTags).where(eq(openingTags.tagName, 'Backend'));
    expect(answer.body.tags[0].tagId).toBe(backend.tagId);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'opening.create'), eq(auditLogs.entityId, String(answer.body.openingId))));
    expect(audit).toHaveLength(1);
    expect(audit[0].actorPlatformUid).toBe(me.platformUid);
  });

  it('answers 400 with a clear message for missing or bad fields', async () => {
    const missing = await create(open.sessionA.sessionId, { quota: 1 }, me.cookie);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('body.title: Required');
    expect(missing.body.message).toContain('body.officeName: Required');

    const cases: [Record<string, unknown>, string][] = [
      [{ ...REQUIRED, quota: 0 }, 'body.quota'],
      [{ ...REQUIRED, quota: 1.5 }, 'body.quota'],
      [{ ...REQUIRED, title: '   ' }, 'body.title'],
      [{ ...REQUIRED, compensationAmount: -1 }, 'body.compensationAmount'],
      [{ ...REQUIRED, compensationTypeId: '999999' }, 'Unknown compensation type'],
      [{ ...REQUIRED, compensationTypeId: 'abc' }, 'body.compensationTypeId'],
      [{ ...REQUIRED, startDate: '2027-08-01', endDate: '2027-07-01' }, 'startDate must be on or before endDate'],
      [{ ...REQUIRED, startDate: '01/06/2027' }, 'body.startDate'],
      [{ ...REQUIRED, tags: 'Backend' }, 'body.tags'],
      [{ ...REQUIRED, status: 'PUBLISHED' }, 'status'],
    ];
    for (const [body, expected] of cases) {
      const answer = await create(open.sessionA.sessionId, body, me.cookie);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toContain(expected);
    }
  });

  it('answers 404 for an unknown session', async () => {
    const answer = await create(999999, REQUIRED, me.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Session not found');
  });

  it('refuses with 409 after the opening submission deadline of the current round', async () => {
    const answer = await create(late.sessionA.sessionId, REQUIRED, me.cookie, IN_THAI);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^หมดเขตสร้างตำแหน่งงานของรอบที่ 1 ใน ".+" เมื่อ \d{1,2} \S+ \d{4} เวลา \d{2}:\d{2} น\.$/);
  });
});

describe('PATCH /api/company/sessions/{sessionId}/openings/{openingId}', () => {
  it('updates only the given fields, clears with null, replaces tags', async () => {
    const created = (await create(open.sessionA.sessionId, { ...REQUIRED, description: 'เดิม', tags: ['Data'] }, me.cookie)).body;
    const answer = await patch(open.sessionA.sessionId, created.openingId, { quota: 5, description: null, tags: ['Backend'] }, me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      openingId: created.openingId,
      quota: 5,
      description: null,
      title: REQUIRED.title,
      status: 'DRAFT',
    });
    expect(answer.body.tags.map((tag: { tagName: string }) => tag.tagName)).toEqual(['Backend']);
    const links = await db.select().from(openingTagLinks).where(eq(openingTagLinks.openingId, created.openingId));
    expect(links).toHaveLength(1);
  });

  it('checks start ≤ end against the stored dates too', async () => {
    const created = (await create(open.sessionA.sessionId, { ...REQUIRED, startDate: '2027-06-01', endDate: '2027-07-01' }, me.cookie))
      .body;
    const answer = await patch(open.sessionA.sessionId, created.openingId, { startDate: '2027-08-01' }, me.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('body.endDate: startDate must be on or before endDate');
  });

  it('answers 400 for bad input', async () => {
    const opening = await createOpening(db, open.sessionA.sessionId, me.companyId);
    expect((await patch(open.sessionA.sessionId, opening.openingId, { quota: -1 }, me.cookie)).status).toBe(400);
  });

  it('answers 404 for another company’s opening, an unknown one, or the wrong session, and changes nothing', async () => {
    const foreign = await createOpening(db, open.sessionA.sessionId, other.companyId, { title: 'ของบริษัทอื่น' });
    const answer = await patch(open.sessionA.sessionId, foreign.openingId, { title: 'ยึด' }, me.cookie);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Opening not found');
    const [row] = await db.select().from(openings).where(eq(openings.openingId, foreign.openingId));
    expect(row.title).toBe('ของบริษัทอื่น');
    expect((await patch(open.sessionA.sessionId, 999999, { title: 'x' }, me.cookie)).status).toBe(404);
    const mine = await createOpening(db, open.sessionA.sessionId, me.companyId);
    expect((await patch(open.sessionB.sessionId, mine.openingId, { title: 'x' }, me.cookie)).status).toBe(404);
  });

  it('refuses a WITHDRAWN opening with 409', async () => {
    const opening = await createOpening(db, open.sessionA.sessionId, me.companyId, { status: 'WITHDRAWN' });
    const answer = await patch(open.sessionA.sessionId, opening.openingId, { title: 'x' }, me.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Cannot edit an opening that is WITHDRAWN');
  });

  it('after the deadline: a DRAFT stays editable, a PUBLISHED opening does not', async () => {
    const draft = await createOpening(db, late.sessionA.sessionId, me.companyId);
    expect((await patch(late.sessionA.sessionId, draft.openingId, { title: 'แก้ร่าง' }, me.cookie)).status).toBe(200);
    const published = await createOpening(db, late.sessionA.sessionId, me.companyId, { status: 'PUBLISHED' });
    const answer = await patch(late.sessionA.sessionId, published.openingId, { title: 'แก้' }, me.cookie, IN_THAI);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^หมดเขตแก้ตำแหน่งงานที่เผยแพร่แล้วของรอบที่ 1 /);
  });

  it('refuses a quota change of a published opening that would break the ratio', async () => {
    const company = await createCompanyUser(db);
    await createOpening(db, open.sessionA.sessionId, company.companyId, { status: 'PUBLISHED', quota: 2 });
    const inB = await createOpening(db, open.sessionB.sessionId, company.companyId, { status: 'PUBLISHED', quota: 1 });
    const answer = await patch(open.sessionB.sessionId, inB.openingId, { quota: 5 }, company.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(`session "${open.sessionA.title}" would have 28.6%`);
    const [row] = await db.select().from(openings).where(eq(openings.openingId, inB.openingId));
    expect(row.quota).toBe(1);
  });
});

describe('DELETE /api/company/sessions/{sessionId}/openings/{openingId}', () => {
  it('deletes a DRAFT and audits it', async () => {
    const opening = await createOpening(db, open.sessionA.sessionId, me.companyId);
    const answer = await remove(open.sessionA.sessionId, opening.openingId, me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: 'Opening deleted' });
    expect(await statusOf(opening.openingId)).toBeUndefined();
    expect(
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'opening.delete'), eq(auditLogs.entityId, String(opening.openingId)))),
    ).toHaveLength(1);
  });

  it('refuses a PUBLISHED opening with 409 (withdraw it instead)', async () => {
    const opening = await createOpening(db, open.sessionA.sessionId, me.companyId, { status: 'PUBLISHED' });
    const answer = await remove(open.sessionA.sessionId, opening.openingId, me.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Cannot delete an opening that is PUBLISHED; withdraw it instead');
    expect(await statusOf(opening.openingId)).toBe('PUBLISHED');
  });

  it('answers 404 for another company’s opening', async () => {
    const foreign = await createOpening(db, open.sessionA.sessionId, other.companyId);
    expect((await remove(open.sessionA.sessionId, foreign.openingId, me.cookie)).status).toBe(404);
    expect(await statusOf(foreign.openingId)).toBe('DRAFT');
  });
});

describe('POST …/openings/{openingId}/publish', () => {
  it('publishes a DRAFT, sets publishedAt and audits it', async () => {
    const company = await createCompanyUser(db);
    const opening = await createOpening(db, open.sessionA.sessionId, company.companyId);
    const answer = await publish(open.sessionA.sessionId, opening.openingId, company.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      openingId: opening.openingId,
      status: 'PUBLISHED',
      isPublished: true,
      publishedAt: expect.any(String),
    });
    expect(
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'opening.publish'), eq(auditLogs.entityId, String(opening.openingId)))),
    ).toHaveLength(1);
  });

  it('answers 409 for an opening that is not a DRAFT', async () => {
    const opening = await createOpening(db, open.sessionA.sessionId, me.companyId, { status: 'WITHDRAWN' });
    const answer = await publish(open.sessionA.sessionId, opening.openingId, me.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Cannot publish an opening that is WITHDRAWN');
  });

  it('answers 404 for another company’s opening and 400 for a bad id', async () => {
    const foreign = await createOpening(db, open.sessionA.sessionId, other.companyId);
    expect((await publish(open.sessionA.sessionId, foreign.openingId, me.cookie)).status).toBe(404);
    expect(await statusOf(foreign.openingId)).toBe('DRAFT');
    expect((await publish('1.5', foreign.openingId, me.cookie)).status).toBe(400);
  });

  it('refuses with 409 after the deadline', async () => {
    const opening = await createOpening(db, late.sessionA.sessionId, me.companyId);
    const answer = await publish(late.sessionA.sessionId, opening.openingId, me.cookie, undefined, IN_THAI);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^หมดเขตเผยแพร่ตำแหน่งงานของรอบที่ 1 /);
    expect(await statusOf(opening.openingId)).toBe('DRAFT');
  });

  it('applies the company opening ratio', async () => {
    const company = await createCompanyUser(db);
    await createOpening(db, open.sessionA.sessionId, company.companyId, { status: 'PUBLISHED', quota: 5 });
    const inB = await createOpening(db, open.sessionB.sessionId, company.companyId, { quota: 1 });
    const answer = await publish(open.sessionB.sessionId, inB.openingId, company.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      `Publishing would break the company opening ratio: session "${open.sessionB.title}" would have 16.7% of the company's published quota, below its minimum of 30.0%`,
    );
    expect(answer.body.ratios).toHaveLength(2);
    expect(await statusOf(inB.openingId)).toBe('DRAFT');
  });
});

describe('POST …/openings/{openingId}/withdraw', () => {
  it('withdraws a PUBLISHED opening and ends its active applications', async () => {
    const opening = await createOpening(db, open.sessionA.sessionId, me.companyId, { status: 'PUBLISHED' });
    const student = await createPerson(db, 'student');
    const application = await createApplication(db, {
      sessionId: open.sessionA.sessionId,
      openingId: opening.openingId,
      studentId: student.studentId!,
    });
    const answer = await withdraw(open.sessionA.sessionId, opening.openingId, me.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'WITHDRAWN', isPublished: false, isAcceptingApplication: false });
    const [row] = await db.select().from(applications).where(eq(applications.applicationId, application.applicationId));
    expect(row.status).toBe('WITHDRAWN');
    expect(
      await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'opening.withdraw'), eq(auditLogs.entityId, String(opening.openingId)))),
    ).toHaveLength(1);
  });

  it('answers 409 for a DRAFT and for a ranked opening', async () => {
    const draft = await createOpening(db, open.sessionA.sessionId, me.companyId);
    const answer = await withdraw(open.sessionA.sessionId, draft.openingId, me.cookie);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Cannot withdraw an opening that is DRAFT');
    const ranked = await createOpening(db, open.sessionA.sessionId, me.companyId, { status: 'RANKING_SUBMITTED' });
    expect((await withdraw(open.sessionA.sessionId, ranked.openingId, me.cookie)).status).toBe(409);
  });

  it('answers 404 for another company’s opening and 400 for a bad id', async () => {
    const foreign = await createOpening(db, open.sessionA.sessionId, other.companyId, { status: 'PUBLISHED' });
    expect((await withdraw(open.sessionA.sessionId, foreign.openingId, me.cookie)).status).toBe(404);
    expect(await statusOf(foreign.openingId)).toBe('PUBLISHED');
    expect((await withdraw(open.sessionA.sessionId, '-1', me.cookie)).status).toBe(400);
  });
});

describe('POST /api/company/openings/publish (bulk)', () => {
  it('publishes every given draft, across sessions, when the ratio holds', async () => {
    const company = await createCompanyUser(db);
    const inA = await createOpening(db, open.sessionA.sessionId, company.companyId, { quota: 4 });
    const inB = await createOpening(db, open.sessionB.sessionId, company.companyId, { quota: 2 });
    const answer = await bulk([inA.openingId, inB.openingId], company.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Published 2 openings');
    expect(answer.body.items.map((item: { status: string }) => item.status)).toEqual(['PUBLISHED', 'PUBLISHED']);
  });

  it('publishes nothing when the set breaks the ratio, naming the session and the ratios', async () => {
    const company = await createCompanyUser(db);
    const inA = await createOpening(db, open.sessionA.sessionId, company.companyId, { quota: 5 });
    const inB = await createOpening(db, open.sessionB.sessionId, company.companyId, { quota: 1 });
    const answer = await bulk([inA.openingId, inB.openingId], company.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(`session "${open.sessionB.title}" would have 16.7%`);
    expect(answer.body.message).toContain('minimum of 30.0%');
    expect(await statusOf(inA.openingId)).toBe('DRAFT');
    expect(await statusOf(inB.openingId)).toBe('DRAFT');
  });

  it('publishes nothing when one id is not the company’s own (404 listing it) or not a draft (409 listing it)', async () => {
    const company = await createCompanyUser(db);
    const mine = await createOpening(db, open.sessionA.sessionId, company.companyId);
    const foreign = await createOpening(db, open.sessionA.sessionId, other.companyId);
    const notFound = await bulk([mine.openingId, foreign.openingId, 999999], company.cookie);
    expect(notFound.status).toBe(404);
    expect(notFound.body.message).toBe(`Openings not found: ${foreign.openingId}, 999999`);

    const published = await createOpening(db, open.sessionA.sessionId, company.companyId, { status: 'PUBLISHED' });
    const conflict = await bulk([mine.openingId, published.openingId], company.cookie);
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toBe(`Only DRAFT openings can be published: ${published.openingId} is PUBLISHED`);
    expect(await statusOf(mine.openingId)).toBe('DRAFT');
    expect(await statusOf(foreign.openingId)).toBe('DRAFT');
  });

  it('publishes nothing after the deadline', async () => {
    const company = await createCompanyUser(db);
    const early = await createOpening(db, open.sessionA.sessionId, company.companyId);
    const tooLate = await createOpening(db, late.sessionA.sessionId, company.companyId);
    const answer = await bulk([early.openingId, tooLate.openingId], company.cookie, IN_THAI);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/^หมดเขตเผยแพร่ตำแหน่งงานของรอบที่ 1 /);
    expect(await statusOf(early.openingId)).toBe('DRAFT');
  });

  it('answers 400 for a bad body', async () => {
    for (const openingIds of [[], ['1'], 'x', [0]]) {
      const answer = await bulk(openingIds, me.cookie);
      expect(answer.status, JSON.stringify(openingIds)).toBe(400);
      expect(answer.body.message).toMatch(/^body\.openingIds/);
    }
  });
});
