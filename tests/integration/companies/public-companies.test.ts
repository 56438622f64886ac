import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listCompanies } from '@/app/api/companies/route';
import { GET as getCompany } from '@/app/api/common/companies/[companyId]/route';
import { PATCH as patchAdminCompany } from '@/app/api/admin/companies/[companyId]/route';
import { GET as getOwnCompany, PATCH as patchOwnCompany } from '@/app/api/company/me/route';
import type { Database } from '@/db/client';
import { auditLogs, companies, companySizes } from '@/db/schema';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
  enrollStudent,
  type TestPerson,
} from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
const unique = () => Math.random().toString(36).slice(2, 10);
const DAY_MS = 24 * 60 * 60 * 1000;

/** One world for the reads: a session announced yesterday, one announced next week, companies with and without openings. */
let announced: { sessionId: number };
let notYetAnnounced: { sessionId: number };
let hiring: Awaited<ReturnType<typeof createCompany>>;
let quiet: Awaited<ReturnType<typeof createCompany>>;
let disabled: Awaited<ReturnType<typeof createCompany>>;
let sizes: { companySizeId: number; size: string }[];
let tag: string;
let enrolledStudent: TestPerson;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  tag = unique();
  sizes = await db.select().from(companySizes).limit(2);
  if (sizes.length < 2)
    sizes = await db
      .insert(companySizes)
      .values([{ size: `เล็ก ${tag}` }, { size: `ใหญ่ ${tag}` }])
      .returning();

  const now = Date.now();
  const pastGroup = await createSessionGroup(db, { start: new Date(now - 1.5 * DAY_MS) });
  const futureGroup = await createSessionGroup(db, { start: new Date(now + 7 * DAY_MS) });
  announced = await createSession(db, pastGroup.sessionGroupId);
  notYetAnnounced = await createSession(db, futureGroup.sessionGroupId);

  hiring = await createCompany(db, {
    companyNameTh: `ก บริษัทรับ ${tag}`,
    companyNameEn: `Hiring ${tag}`,
    companySizeId: sizes[0].companySizeId,
  });
  quiet = await createCompany(db, {
    companyNameTh: `ข บริษัทเงียบ ${tag}`,
    companyNameEn: `Quiet ${tag}`,
    companySizeId: sizes[1].companySizeId,
  });
  disabled = await createCompany(db, {
    companyNameTh: `ค บริษัทปิด ${tag}`,
    companyNameEn: `Closed ${tag}`,
    companySizeId: sizes[0].companySizeId,
    isActive: false,
  });

  await createOpening(db, announced.sessionId, hiring.companyId, { title: 'ข วิศวกรข้อมูล', status: 'PUBLISHED', quota: 3 });
  await createOpening(db, announced.sessionId, hiring.companyId, { title: 'ก นักพัฒนาเว็บ', status: 'RANKING_SUBMITTED' });
  await createOpening(db, announced.sessionId, hiring.companyId, { title: 'ร่าง', status: 'DRAFT' });
  await createOpening(db, announced.sessionId, quiet.companyId, { title: 'ถอนแล้ว', status: 'WITHDRAWN' });
  await createOpening(db, notYetAnnounced.sessionId, hiring.companyId, { title: 'รอประกาศ', status: 'PUBLISHED' });
  await createOpening(db, announced.sessionId, disabled.companyId, { title: 'บริษัทปิด', status: 'PUBLISHED' });

  enrolledStudent = people.student;
  await enrollStudent(db, announced.sessionId, enrolledStudent.studentId!);
  await enrollStudent(db, notYetAnnounced.sessionId, enrolledStudent.studentId!);
});

type Cookie = string | null;

function list(query: Record<string, string | string[]> = {}, cookie: Cookie = people.student.cookie) {
  return callRoute('GET', listCompanies, { path: '/api/companies', query, cookie: cookie ?? undefined });
}

function read(companyId: string | number, query: Record<string, string> = {}, cookie: Cookie = people.student.cookie) {
  return callRoute('GET', getCompany, {
    path: `/api/common/companies/${companyId}`,
    params: { companyId: String(companyId) },
    query,
    cookie: cookie ?? undefined,
  });
}

const ids = (answer: { body: { items: { companyId: number }[] } }) => answer.body.items.map((item) => item.companyId);

describe('GET /api/companies', () => {
  it('answers the active companies by Thai name, without user counts', async () => {
    const answer = await list({ search: tag });
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([hiring.companyId, quiet.companyId]);
    expect(answer.body.items[0]).toEqual({
      companyId: hiring.companyId,
      companyNameTh: hiring.companyNameTh,
      companyNameEn: hiring.companyNameEn,
      description: null,
      province: null,
      logoUrl: null,
      companyType: null,
      companySize: { companySizeId: sizes[0].companySizeId, size: sizes[0].size },
    });
  });

  it('filters by company sizes, as a list or repeated keys', async () => {
    expect(ids(await list({ search: tag, companySizes: String(sizes[1].companySizeId) }))).toEqual([quiet.companyId]);
    expect(ids(await list({ search: tag, companySizes: `${sizes[0].companySizeId},${sizes[1].companySizeId}` }))).toEqual([
      hiring.companyId,
      quiet.companyId,
    ]);
    expect(ids(await list({ search: tag, companySizes: [String(sizes[0].companySizeId)] }))).toEqual([hiring.companyId]);
  });

  it('with a session: only companies with published openings there, each with how many', async () => {
    const answer = await list({ search: tag, sessionId: String(announced.sessionId) });
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([expect.objectContaining({ companyId: hiring.companyId, openingCount: 2 })]);
    expect(answer.body.meta.totalItem).toBe(1);
  });

  it('shows a student no company of a session before its opening announcement, but admins and company users do see them', async () => {
    const student = await list({ search: tag, sessionId: String(notYetAnnounced.sessionId) });
    expect(student.status).toBe(200);
    expect(student.body.items).toEqual([]);
    const admin = await list({ search: tag, sessionId: String(notYetAnnounced.sessionId) }, people.admin.cookie);
    expect(admin.body.items).toEqual([expect.objectContaining({ companyId: hiring.companyId, openingCount: 1 })]);
    const companyUser = await list({ search: tag, sessionId: String(notYetAnnounced.sessionId) }, people.company_user.cookie);
    expect(ids(companyUser)).toEqual([hiring.companyId]);
  });

  it('answers 404 for an unknown session and for a session the student is not enrolled in', async () => {
    expect((await list({ sessionId: '999999' })).status).toBe(404);
    const otherStudent = await createPerson(db, 'student');
    expect((await list({ sessionId: String(announced.sessionId) }, otherStudent.cookie)).status).toBe(404);
  });

  it('answers 400 for bad filters', async () => {
    expect((await list({ companySizes: 'big' })).status).toBe(400);
    expect((await list({ sessionId: 'one' })).status).toBe(400);
    expect((await list({ limit: '1000' })).status).toBe(400);
  });
});

describe('GET /api/common/companies/{companyId}', () => {
  it('answers the public profile without user counts or status', async () => {
    const answer = await read(hiring.companyId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      companyId: hiring.companyId,
      companyNameEn: hiring.companyNameEn,
      companySize: { companySizeId: sizes[0].companySizeId },
    });
    expect(answer.body).not.toHaveProperty('companyUserCount');
    expect(answer.body).not.toHaveProperty('activeCompanyUserCount');
    expect(answer.body).not.toHaveProperty('isActive');
    expect(answer.body).not.toHaveProperty('openings');
  });

  it("lists the session's published openings by title; before the announcement a student gets none", async () => {
    const answer = await read(hiring.companyId, { sessionId: String(announced.sessionId) });
    expect(answer.body.openings).toEqual([
      { openingId: expect.any(Number), sessionId: announced.sessionId, title: 'ก นักพัฒนาเว็บ', quota: 2 },
      { openingId: expect.any(Number), sessionId: announced.sessionId, title: 'ข วิศวกรข้อมูล', quota: 3 },
    ]);
    expect((await read(hiring.companyId, { sessionId: String(notYetAnnounced.sessionId) })).body.openings).toEqual([]);
    const admin = await read(hiring.companyId, { sessionId: String(notYetAnnounced.sessionId) }, people.admin.cookie);
    expect(admin.body.openings.map((opening: { title: string }) => opening.title)).toEqual(['รอประกาศ']);
  });

  it('hides a disabled company from students (404) but not from admins', async () => {
    expect((await read(disabled.companyId)).status).toBe(404);
    expect((await read(disabled.companyId, {}, people.admin.cookie)).status).toBe(200);
  });

  it('lets a company user read its own company and no other (403)', async () => {
    const own = await read(people.company_user.companyId!, {}, people.company_user.cookie);
    expect(own.status).toBe(200);
    expect(own.body.companyId).toBe(people.company_user.companyId);
    const other = await read(hiring.companyId, {}, people.company_user.cookie);
    expect(other.status).toBe(403);
    expect((await read(999999, {}, people.company_user.cookie)).status).toBe(403);
  });

  it('answers 404 for an unknown company or session and 400 for a bad session', async () => {
    expect((await read(999999)).status).toBe(404);
    expect((await read(hiring.companyId, { sessionId: '999999' })).status).toBe(404);
    expect((await read(hiring.companyId, { sessionId: 'x' })).status).toBe(400);
  });
});

describe('GET /api/company/me', () => {
  it("answers the company user's own company with its user count", async () => {
    const answer = await callRoute('GET', getOwnCompany, { path: '/api/company/me', cookie: people.company_user.cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ companyId: people.company_user.companyId, companyUserCount: 1 });
    expect(answer.body).not.toHaveProperty('isActive');
  });
});

describe('PATCH /api/company/me', () => {
  function patch(body: unknown, cookie: Cookie) {
    return callRoute('PATCH', patchOwnCompany, { path: '/api/company/me', body, cookie: cookie ?? undefined });
  }

  it("edits only the user's own company and audits it", async () => {
    const user = await createPerson(db, 'company_user');
    const answer = await patch(
      { description: 'เราทำซอฟต์แวร์', website: 'https://own.example.com', companySizeId: sizes[1].companySizeId, province: 'กรุงเทพมหานคร' },
      user.cookie,
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      companyId: user.companyId,
      description: 'เราทำซอฟต์แวร์',
      website: 'https://own.example.com',
      province: 'กรุงเทพมหานคร',
      companySize: { companySizeId: sizes[1].companySizeId },
    });
    const [hiringAfter] = await db.select().from(companies).where(eq(companies.companyId, hiring.companyId));
    expect(hiringAfter.description).toBeNull();
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'company.update'), eq(auditLogs.entityId, String(user.companyId))));
    expect(audits).toHaveLength(1);
    expect(audits[0].actingRole).toBe('company_user');
  });

  it('refuses a change of status (400) and bad values (400)', async () => {
    const user = await createPerson(db, 'company_user');
    expect((await patch({ isActive: false }, user.cookie)).status).toBe(400);
    expect((await patch({ companyId: hiring.companyId, description: 'x' }, user.cookie)).status).toBe(400);
    expect((await patch({ facebook: 'facebook' }, user.cookie)).status).toBe(400);
    expect((await patch({ companySizeId: 999999 }, user.cookie)).status).toBe(400);
    expect((await patch({ description: 42 }, user.cookie)).body.message).toBe('body.description: Expected string, received number');
    const [stored] = await db.select().from(companies).where(eq(companies.companyId, user.companyId!));
    expect(stored.isActive).toBe(true);
  });

  it("refuses a change of the company's names with 400 naming the field (admins set the names); an admin still can", async () => {
    const user = await createPerson(db, 'company_user');
    const [before] = await db.select().from(companies).where(eq(companies.companyId, user.companyId!));
    const thai = await patch({ companyNameTh: `บริษัท ชื่อใหม่ ${unique()}`, description: 'x' }, user.cookie);
    expect(thai.status).toBe(400);
    expect(thai.body.message).toBe("body.companyNameTh: The company's names are set by the portal's admins");
    const english = await patch({ companyNameEn: `Renamed ${unique()}` }, user.cookie);
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/^body\.companyNameEn: /);
    // Even an unchanged name is refused: the field is not the company user's to send.
    expect((await patch({ companyNameTh: before.companyNameTh }, user.cookie)).status).toBe(400);
    const [after] = await db.select().from(companies).where(eq(companies.companyId, user.companyId!));
    expect(after).toMatchObject({
      companyNameTh: before.companyNameTh,
      companyNameEn: before.companyNameEn,
      description: before.description,
    });

    const renamed = `บริษัท ผู้ดูแลตั้งชื่อ ${unique()}`;
    const byAdmin = await callRoute('PATCH', patchAdminCompany, {
      path: `/api/admin/companies/${user.companyId}`,
      params: { companyId: String(user.companyId) },
      body: { companyNameTh: renamed },
      cookie: people.admin.cookie,
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.companyNameTh).toBe(renamed);
  });
});
