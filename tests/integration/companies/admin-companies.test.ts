import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getCompany, PATCH as patchCompany } from '@/app/api/admin/companies/[companyId]/route';
import { GET as listCompanies, POST as createCompanies } from '@/app/api/admin/companies/route';
import type { Database } from '@/db/client';
import { auditLogs, companies, companySizes, companyTypes, companyUsers, files } from '@/db/schema';
import { callRoute } from '../../support/api';
import { createCompany, createPeopleOfEveryRole, createPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

const unique = () => Math.random().toString(36).slice(2, 10);

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

function list(query: Record<string, string> = {}, cookie: string | null = people.admin.cookie) {
  return callRoute('GET', listCompanies, { path: '/api/admin/companies', query, cookie: cookie ?? undefined });
}

function create(body: unknown, cookie: string | null = people.admin.cookie) {
  return callRoute('POST', createCompanies, { path: '/api/admin/companies', body, cookie: cookie ?? undefined });
}

function read(companyId: string | number, cookie: string | null = people.admin.cookie) {
  return callRoute('GET', getCompany, {
    path: `/api/admin/companies/${companyId}`,
    params: { companyId: String(companyId) },
    cookie: cookie ?? undefined,
  });
}

function patch(companyId: string | number, body: unknown, cookie: string | null = people.admin.cookie) {
  return callRoute('PATCH', patchCompany, {
    path: `/api/admin/companies/${companyId}`,
    params: { companyId: String(companyId) },
    body,
    cookie: cookie ?? undefined,
  });
}

async function referenceIds() {
  const [type] = await db.select().from(companyTypes).limit(1);
  const [size] = await db.select().from(companySizes).limit(1);
  return {
    type:
      type ??
      (
        await db
          .insert(companyTypes)
          .values({ type: `ประเภท ${unique()}` })
          .returning()
      )[0],
    size:
      size ??
      (
        await db
          .insert(companySizes)
          .values({ size: `ขนาด ${unique()}` })
          .returning()
      )[0],
  };
}

describe('GET /api/admin/companies', () => {
  it('answers every company with its user counts, status, type, size and logo link', async () => {
    const { type, size } = await referenceIds();
    const [logo] = await db
      .insert(files)
      .values({ type: 'COMPANY_LOGO', storageKey: `logo-${unique()}`, originalName: 'logo.png', contentType: 'image/png', sizeBytes: 10 })
      .returning();
    const tag = unique();
    const company = await createCompany(db, {
      companyNameTh: `บริษัท นับผู้ใช้ ${tag}`,
      companyNameEn: `Counting ${tag}`,
      companyTypeId: type.companyTypeId,
      companySizeId: size.companySizeId,
      logoFileId: logo.fileId,
    });
    await createPerson(db, 'company_user', { companyId: company.companyId });
    await createPerson(db, 'company_user', { companyId: company.companyId });
    await createPerson(db, 'company_user', { companyId: company.companyId, isActive: false });

    const answer = await list({ search: tag });

    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ totalItem: 1, itemCount: 1, itemsPerPage: 20, totalPage: 1, currentPage: 1 });
    expect(answer.body.items[0]).toMatchObject({
      companyId: company.companyId,
      companyNameTh: `บริษัท นับผู้ใช้ ${tag}`,
      companyNameEn: `Counting ${tag}`,
      companyUserCount: 3,
      activeCompanyUserCount: 2,
      isActive: true,
      logoUrl: `/api/public/files/company/logo/${company.profileToken}`,
      profileDocumentUrl: null,
      companyType: { companyTypeId: type.companyTypeId, type: type.type },
      companySize: { companySizeId: size.companySizeId, size: size.size },
    });
  });

  it('searches both names ignoring case, taking % and _ literally', async () => {
    const tag = unique();
    const thai = await createCompany(db, { companyNameTh: `บริษัท ค้นหาไทย${tag} จำกัด`, companyNameEn: `Thai Search ${unique()}` });
    const english = await createCompany(db, { companyNameTh: `บริษัท อื่น ${unique()}`, companyNameEn: `EnGlIsH ${tag.toUpperCase()} Ltd` });
    await createCompany(db, { companyNameTh: `บริษัท 100% ${unique()}`, companyNameEn: `Percent ${unique()}` });

    const byTag = await list({ search: tag.toUpperCase() });
    expect(byTag.body.items.map((item: { companyId: number }) => item.companyId).sort()).toEqual(
      [thai.companyId, english.companyId].sort(),
    );

    const byPercent = await list({ search: '0%' });
    expect(byPercent.body.items.every((item: { companyNameTh: string }) => item.companyNameTh.includes('0%'))).toBe(true);
    const byUnderscore = await list({ search: `_${tag}` });
    expect(byUnderscore.body.meta.totalItem).toBe(0);
  });

  it('filters by status, sorts and pages in SQL', async () => {
    const tag = unique();
    const names = ['ค', 'ก', 'ข'].map((letter) => `${letter} บริษัท ${tag}`);
    const created = [];
    for (const name of names) created.push(await createCompany(db, { companyNameTh: name, companyNameEn: `${name} en` }));
    await db.update(companies).set({ isActive: false }).where(eq(companies.companyId, created[0].companyId));

    const inactive = await list({ search: tag, isActive: 'false' });
    expect(inactive.body.items.map((item: { companyId: number }) => item.companyId)).toEqual([created[0].companyId]);

    const firstPage = await list({ search: tag, sortBy: 'companyNameTh', order: 'desc', limit: '2' });
    expect(firstPage.body.items.map((item: { companyNameTh: string }) => item.companyNameTh)).toEqual([names[0], names[2]]);
    expect(firstPage.body.meta).toEqual({ totalItem: 3, itemCount: 2, itemsPerPage: 2, totalPage: 2, currentPage: 1 });
    const secondPage = await list({ search: tag, sortBy: 'companyNameTh', order: 'desc', limit: '2', page: '2' });
    expect(secondPage.body.items.map((item: { companyNameTh: string }) => item.companyNameTh)).toEqual([names[1]]);
  });

  it('answers 400 for a bad filter, sort or page', async () => {
    expect((await list({ isActive: 'yes' })).status).toBe(400);
    expect((await list({ sortBy: 'password' })).status).toBe(400);
    const badPage = await list({ page: '0' });
    expect(badPage.status).toBe(400);
    expect(badPage.body.message).toContain('query.page');
  });
});

describe('POST /api/admin/companies', () => {
  it('creates every company, answers 201 with them and audits each', async () => {
    const tag = unique();
    const body = [
      { companyNameTh: `  บริษัท หนึ่ง ${tag}  `, companyNameEn: `One ${tag}` },
      { companyNameTh: `บริษัท สอง ${tag}`, companyNameEn: `Two ${tag}` },
    ];
    const answer = await create(body);

    expect(answer.status).toBe(201);
    expect(answer.body).toHaveLength(2);
    expect(answer.body[0]).toMatchObject({
      companyNameTh: `บริษัท หนึ่ง ${tag}`,
      companyNameEn: `One ${tag}`,
      isActive: true,
      companyUserCount: 0,
      logoUrl: null,
      companyType: null,
    });
    const stored = await db.select().from(companies).where(eq(companies.companyId, answer.body[1].companyId));
    expect(stored[0]).toMatchObject({ companyNameEn: `Two ${tag}`, isActive: true });
    expect(stored[0].profileToken).toMatch(/^[0-9a-f-]{36}$/);
    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'company.create'), eq(auditLogs.entityId, String(answer.body[0].companyId))));
    expect(audits).toHaveLength(1);
    expect(audits[0].actorPlatformUid).toBe(people.admin.platformUid);
  });

  it('answers 409 naming the rows whose names exist (any case) or repeat, and creates none of them', async () => {
    const tag = unique();
    await createCompany(db, { companyNameTh: `บริษัท มีแล้ว ${tag}`, companyNameEn: `Existing ${tag}` });
    const body = [
      { companyNameTh: `บริษัท ใหม่ ${tag}`, companyNameEn: `Fresh ${tag}` },
      { companyNameTh: `บริษัท ต่างกัน ${tag}`, companyNameEn: `EXISTING ${tag}` },
      { companyNameTh: `บริษัท ใหม่ ${tag}`, companyNameEn: `Another ${tag}` },
    ];
    const answer = await create(body);

    expect(answer.status).toBe(409);
    expect(answer.body.duplicates).toEqual([
      { index: 1, companyNameTh: `บริษัท ต่างกัน ${tag}`, companyNameEn: `EXISTING ${tag}`, reason: 'ALREADY_EXISTS' },
      { index: 2, companyNameTh: `บริษัท ใหม่ ${tag}`, companyNameEn: `Another ${tag}`, reason: 'DUPLICATE_IN_BODY' },
    ]);
    expect(answer.body.message).toContain('body.1');
    const fresh = await db
      .select()
      .from(companies)
      .where(eq(companies.companyNameEn, `Fresh ${tag}`));
    expect(fresh).toHaveLength(0);
  });

  it('answers 400 listing every bad row, for an empty list and for a body that is not a list', async () => {
    const answer = await create([
      { companyNameTh: 'บริษัท ดี', companyNameEn: 'Good' },
      { companyNameTh: '   ', companyNameEn: 'Blank Thai' },
      { companyNameTh: 'ไม่มีอังกฤษ' },
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('body.1.companyNameTh');
    expect(answer.body.message).toContain('body.2.companyNameEn: Required');
    expect((await create([])).status).toBe(400);
    expect((await create({ companyNameTh: 'ก', companyNameEn: 'A' })).status).toBe(400);
  });
});

describe('GET /api/admin/companies/{companyId}', () => {
  it('answers any company, also a disabled one, with its counts', async () => {
    const company = await createCompany(db, { isActive: false, description: 'รายละเอียด', postalCode: '10330' });
    await createPerson(db, 'company_user', { companyId: company.companyId });
    const answer = await read(company.companyId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      companyId: company.companyId,
      description: 'รายละเอียด',
      postalCode: '10330',
      isActive: false,
      companyUserCount: 1,
      activeCompanyUserCount: 1,
      logoUrl: null,
    });
  });

  it('answers 404 for an unknown company', async () => {
    expect((await read(999999)).status).toBe(404);
  });
});

describe('PATCH /api/admin/companies/{companyId}', () => {
  it('edits the profile, stores blanks as null, answers the new view and audits the changed fields', async () => {
    const { type, size } = await referenceIds();
    const company = await createCompany(db, { street: 'ถนนเดิม' });
    const answer = await patch(company.companyId, {
      companyNameEn: `Renamed ${unique()}`,
      description: 'บริษัทซอฟต์แวร์',
      street: '   ',
      postalCode: '10110',
      website: 'https://example.co.th',
      line: '@example',
      companyTypeId: type.companyTypeId,
      companySizeId: size.companySizeId,
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      description: 'บริษัทซอฟต์แวร์',
      street: null,
      postalCode: '10110',
      website: 'https://example.co.th',
      line: '@example',
      companyType: { companyTypeId: type.companyTypeId },
      companySize: { companySizeId: size.companySizeId },
    });
    const [audit] = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'company.update'), eq(auditLogs.entityId, String(company.companyId))));
    expect((audit.details as { changedFields: string[] }).changedFields).toEqual(
      expect.arrayContaining(['companyNameEn', 'description', 'street', 'companyTypeId']),
    );
  });

  it('answers 400 for a bad web address, postal code, unknown type or size, or an unknown field', async () => {
    const company = await createCompany(db);
    const website = await patch(company.companyId, { website: 'javascript:alert(1)' });
    expect(website.status).toBe(400);
    expect(website.body.message).toContain('body.website');
    expect((await patch(company.companyId, { postalCode: '1033' })).status).toBe(400);
    expect((await patch(company.companyId, { line: 'http://not a url' })).status).toBe(400);
    const size = await patch(company.companyId, { companySizeId: 999999 });
    expect(size.status).toBe(400);
    expect(size.body.message).toBe('body.companySizeId: No company size has this id');
    expect((await patch(company.companyId, { companyTypeId: 999999 })).status).toBe(400);
    expect((await patch(company.companyId, { isActive: false })).status).toBe(400);
    expect((await patch(company.companyId, { companyNameTh: '' })).status).toBe(400);
  });

  it("answers 409 when the new name is another company's", async () => {
    const tag = unique();
    await createCompany(db, { companyNameTh: `ชื่อซ้ำ ${tag}`, companyNameEn: `Taken ${tag}` });
    const company = await createCompany(db, { companyNameTh: `ชื่อเดิม ${tag}`, companyNameEn: `Own ${tag}` });
    const answer = await patch(company.companyId, { companyNameEn: `TAKEN ${tag}` });
    expect(answer.status).toBe(409);
    // Keeping one's own name is not a clash.
    expect((await patch(company.companyId, { companyNameEn: company.companyNameEn })).status).toBe(200);
  });

  it('answers 404 for an unknown company and creates no user', async () => {
    const company = await createCompany(db);
    expect((await patch(999999, { description: 'x' })).status).toBe(404);
    const users = await db.select().from(companyUsers).where(eq(companyUsers.companyId, company.companyId));
    expect(users).toHaveLength(0);
  });
});
