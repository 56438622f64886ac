import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as patchDepartment } from '@/app/api/admin/departments/[id]/route';
import { POST as postDepartment } from '@/app/api/admin/departments/route';
import { PATCH as patchFaculty } from '@/app/api/admin/faculties/[id]/route';
import { POST as postFaculty } from '@/app/api/admin/faculties/route';
import { PATCH as patchProgram } from '@/app/api/admin/programs/[id]/route';
import { POST as postProgram } from '@/app/api/admin/programs/route';
import { PATCH as patchUniversity } from '@/app/api/admin/universities/[id]/route';
import { POST as postUniversity } from '@/app/api/admin/universities/route';
import { GET as listCompanySizes } from '@/app/api/common/company-sizes/route';
import { GET as listCompanyTypes } from '@/app/api/common/company-types/route';
import { GET as listCompensationTypes } from '@/app/api/common/compensation-types/route';
import { GET as listDepartments } from '@/app/api/common/departments/route';
import { GET as listFaculties } from '@/app/api/common/faculties/route';
import { GET as listOpeningTags } from '@/app/api/common/opening-tags/route';
import { GET as listPrograms } from '@/app/api/common/programs/route';
import { GET as listUniversities } from '@/app/api/common/universities/route';
import type { Database } from '@/db/client';
import { auditLogs, companySizes, companyTypes, compensationTypes, openingTagLinks, openingTags } from '@/db/schema';
import type { RouteHandler } from '@/server/http';
import { callRoute, IN_THAI } from '../../support/api';
import { createCompany, createOpening, createPeopleOfEveryRole, createSession, createSessionGroup } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

const PORTAL_ROLES = ['admin', 'student', 'company_user'] as const;
const NOT_ADMINS = ['student', 'company_user', 'external_user'] as const;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

type EditableKind = { kind: string; list: RouteHandler; create: RouteHandler; update: RouteHandler; idKey: string; labelKey: string };

const EDITABLE_KINDS: EditableKind[] = [
  {
    kind: 'universities',
    list: listUniversities,
    create: postUniversity,
    update: patchUniversity,
    idKey: 'universityId',
    labelKey: 'universityName',
  },
  { kind: 'programs', list: listPrograms, create: postProgram, update: patchProgram, idKey: 'programId', labelKey: 'programName' },
  { kind: 'faculties', list: listFaculties, create: postFaculty, update: patchFaculty, idKey: 'facultyId', labelKey: 'facultyName' },
  {
    kind: 'departments',
    list: listDepartments,
    create: postDepartment,
    update: patchDepartment,
    idKey: 'departmentId',
    labelKey: 'departmentName',
  },
];

let nameCounter = 0;
const freshName = (kind: string) => `${kind} ทดสอบ ${(nameCounter += 1)}-${Date.now()}`;

describe.each(EDITABLE_KINDS)('$kind', ({ kind, list, create, update, idKey, labelKey }) => {
  const callList = (cookie?: string) => callRoute('GET', list, { path: `/api/common/${kind}`, cookie });
  const callCreate = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
    callRoute('POST', create, { path: `/api/admin/${kind}`, body, cookie, headers });
  const callUpdate = (id: string, body: unknown, cookie?: string, headers?: Record<string, string>) =>
    callRoute('PATCH', update, { path: `/api/admin/${kind}/${id}`, params: { id }, body, cookie, headers });

  /** An entry created through the API, as it answers it. */
  async function createEntry(name = freshName(kind)) {
    const answer = await callCreate({ [labelKey]: name }, people.admin.cookie);
    expect(answer.status).toBe(201);
    return answer.body as Record<string, number | string>;
  }

  describe(`GET /api/common/${kind}`, () => {
    it.each(PORTAL_ROLES)('answers the whole list in id order to a %s', async (role) => {
      const first = await createEntry();
      const second = await createEntry();

      const answer = await callList(people[role].cookie);

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(expect.arrayContaining([first, second]));
      const ids = answer.body.map((item: Record<string, number>) => item[idKey]);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      for (const item of answer.body) expect(Object.keys(item).sort()).toEqual([idKey, labelKey].sort());
    });
  });

  describe(`POST /api/admin/${kind}`, () => {
    it('answers 201 with the new entry, its name trimmed, and writes an audit row', async () => {
      const name = freshName(kind);
      const answer = await callCreate({ [labelKey]: `  ${name}  ` }, people.admin.cookie);

      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ [idKey]: expect.any(Number), [labelKey]: name });
      expect((await callList(people.student.cookie)).body).toContainEqual(answer.body);
      const audit = await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, `${kind}.create`), eq(auditLogs.entityId, String(answer.body[idKey]))));
      expect(audit).toEqual([
        expect.objectContaining({ actorPlatformUid: people.admin.platformUid, entityType: kind, details: { [labelKey]: name } }),
      ]);
    });

    it('answers 409 for a name that already exists', async () => {
      const existing = await createEntry();
      const answer = await callCreate({ [labelKey]: existing[labelKey] }, people.admin.cookie);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^Already exists/);
      expect(Object.keys(answer.body)).toEqual(['message']);
    });

    it('answers 400 for an empty, blank, missing or non-text name and for a body that is not JSON', async () => {
      for (const name of ['', '   ']) {
        const answer = await callCreate({ [labelKey]: name }, people.admin.cookie, IN_THAI);
        expect(answer.status, JSON.stringify(name)).toBe(400);
        expect(answer.body.message).toMatch(new RegExp(`^body\\.${labelKey}: กรุณากรอกข้อมูลนี้`));
      }
      const missing = await callCreate({}, people.admin.cookie);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(`body.${labelKey}: Required`);

      const wrongType = await callCreate({ [labelKey]: 1 }, people.admin.cookie);
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.message).toBe(`body.${labelKey}: Expected string, received number`);

      const notJson = await callRoute('POST', create, { path: `/api/admin/${kind}`, rawBody: '{"x":', cookie: people.admin.cookie });
      expect(notJson.status).toBe(400);
      expect(notJson.body).toEqual({ message: 'Request body is not valid JSON' });
    });

    it.each(NOT_ADMINS)('answers 403 to a %s and adds nothing', async (role) => {
      const name = freshName(kind);
      const answer = await callCreate({ [labelKey]: name }, people[role].cookie);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Forbidden' });
      const names = (await callList(people.admin.cookie)).body.map((item: Record<string, string>) => item[labelKey]);
      expect(names).not.toContain(name);
    });
  });

  describe(`PATCH /api/admin/${kind}/{id}`, () => {
    it('renames the entry and writes an audit row', async () => {
      const entry = await createEntry();
      const name = freshName(kind);

      const answer = await callUpdate(String(entry[idKey]), { [labelKey]: name }, people.admin.cookie);

      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ [idKey]: entry[idKey], [labelKey]: name });
      expect((await callList(people.company_user.cookie)).body).toContainEqual(answer.body);
      const audit = await db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, `${kind}.update`), eq(auditLogs.entityId, String(entry[idKey]))));
      expect(audit).toHaveLength(1);
    });

    it('answers 404 for an unknown id', async () => {
      const answer = await callUpdate('999999', { [labelKey]: freshName(kind) }, people.admin.cookie);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Not found' });
    });

    it.each(['abc', '1.5', '-1', '1e3', '1234567890'])('answers 400 for the id %j', async (id) => {
      const answer = await callUpdate(id, { [labelKey]: freshName(kind) }, people.admin.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('params.id: Expected a number');
    });

    it('answers 400 for an empty name and leaves the entry as it was', async () => {
      const entry = await createEntry();
      const answer = await callUpdate(String(entry[idKey]), { [labelKey]: '' }, people.admin.cookie, IN_THAI);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(new RegExp(`^body\\.${labelKey}: กรุณากรอกข้อมูลนี้`));
      expect((await callList(people.admin.cookie)).body).toContainEqual(entry);
    });

    it('answers 400 for a missing name', async () => {
      const entry = await createEntry();
      const answer = await callUpdate(String(entry[idKey]), {}, people.admin.cookie);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(`body.${labelKey}: Required`);
    });

    it("answers 409 when renaming to another entry's name", async () => {
      const first = await createEntry();
      const second = await createEntry();
      const answer = await callUpdate(String(second[idKey]), { [labelKey]: first[labelKey] }, people.admin.cookie);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^Already exists/);
    });

    it.each(NOT_ADMINS)('answers 403 to a %s and leaves the entry as it was', async (role) => {
      const entry = await createEntry();
      const answer = await callUpdate(String(entry[idKey]), { [labelKey]: freshName(kind) }, people[role].cookie);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: 'Forbidden' });
      expect((await callList(people.admin.cookie)).body).toContainEqual(entry);
    });
  });
});

describe('read-only reference lists', () => {
  beforeAll(async () => {
    await db.insert(companyTypes).values([{ type: 'บริษัทเอกชน' }, { type: 'หน่วยงานรัฐ' }]);
    await db.insert(companySizes).values([{ size: 'เล็ก (1-50 คน)' }, { size: 'ใหญ่ (มากกว่า 500 คน)' }]);
    await db.insert(compensationTypes).values([{ name: 'ต่อวัน' }, { name: 'ต่อเดือน' }]);
  });

  const LISTS = [
    {
      path: '/api/common/company-types',
      handler: listCompanyTypes,
      expected: [
        { companyTypeId: expect.any(Number), type: 'บริษัทเอกชน' },
        { companyTypeId: expect.any(Number), type: 'หน่วยงานรัฐ' },
      ],
    },
    {
      path: '/api/common/company-sizes',
      handler: listCompanySizes,
      expected: [
        { companySizeId: expect.any(Number), size: 'เล็ก (1-50 คน)' },
        { companySizeId: expect.any(Number), size: 'ใหญ่ (มากกว่า 500 คน)' },
      ],
    },
    {
      path: '/api/common/compensation-types',
      handler: listCompensationTypes,
      expected: [
        { id: expect.any(Number), name: 'ต่อวัน' },
        { id: expect.any(Number), name: 'ต่อเดือน' },
      ],
    },
  ];

  describe.each(LISTS)('GET $path', ({ path, handler, expected }) => {
    it.each(PORTAL_ROLES)('answers the list in id order to a %s', async (role) => {
      const answer = await callRoute('GET', handler, { path, cookie: people[role].cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(expected);
    });
  });
});

describe('GET /api/common/opening-tags', () => {
  let sessionWithTags: number;
  let sessionWithoutTags: number;
  let tags: Record<'java' | 'python' | 'design' | 'unused', { tagId: number; tagName: string }>;

  beforeAll(async () => {
    const group = await createSessionGroup(db);
    sessionWithTags = (await createSession(db, group.sessionGroupId)).sessionId;
    sessionWithoutTags = (await createSession(db, group.sessionGroupId)).sessionId;
    const otherSession = (await createSession(db, group.sessionGroupId)).sessionId;
    const company = await createCompany(db);

    const rows = await db
      .insert(openingTags)
      .values([{ tagName: 'Java' }, { tagName: 'Python' }, { tagName: 'Design' }, { tagName: 'Unused' }])
      .returning();
    tags = { java: rows[0], python: rows[1], design: rows[2], unused: rows[3] };

    const first = await createOpening(db, sessionWithTags, company.companyId);
    const second = await createOpening(db, sessionWithTags, company.companyId);
    const elsewhere = await createOpening(db, otherSession, company.companyId);
    await createOpening(db, sessionWithoutTags, company.companyId);
    await db.insert(openingTagLinks).values([
      { openingId: first.openingId, tagId: tags.java.tagId },
      { openingId: first.openingId, tagId: tags.python.tagId },
      // Python twice in the session: it is still listed once.
      { openingId: second.openingId, tagId: tags.python.tagId },
      { openingId: elsewhere.openingId, tagId: tags.design.tagId },
    ]);
  });

  const callTags = (query: Record<string, string>, cookie?: string) =>
    callRoute('GET', listOpeningTags, { path: '/api/common/opening-tags', query, cookie });

  it.each(PORTAL_ROLES)('answers every tag, by name, without a sessionId to a %s', async (role) => {
    const answer = await callTags({}, people[role].cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([tags.design, tags.java, tags.python, tags.unused]);
  });

  it("answers only the tags used by the session's openings, once each, with a sessionId", async () => {
    const answer = await callTags({ sessionId: String(sessionWithTags) }, people.student.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([tags.java, tags.python]);
  });

  it('answers an empty list for a session whose openings have no tags, and for an unknown session', async () => {
    expect((await callTags({ sessionId: String(sessionWithoutTags) }, people.admin.cookie)).body).toEqual([]);
    const unknown = await callTags({ sessionId: '999999' }, people.admin.cookie);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
  });

  it('answers 400 for a sessionId that is not a number', async () => {
    const answer = await callTags({ sessionId: 'abc' }, people.admin.cookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('query.sessionId: Expected a number');
  });
});
