import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as listApplicants } from '@/app/api/admin/openings/[openingId]/applications/[round]/route';
import { GET as exportApplicants } from '@/app/api/admin/openings/[openingId]/applications/[round]/export/route';
import { GET as listAuditLogs } from '@/app/api/admin/audit-logs/route';
import { GET as exportAuditLogs } from '@/app/api/admin/audit-logs/export/route';
import { GET as listCompanyUsers } from '@/app/api/admin/companies/[companyId]/users/route';
import { GET as exportCompanyUsers } from '@/app/api/admin/companies/[companyId]/users/export/route';
import { GET as listCompanies } from '@/app/api/admin/companies/route';
import { GET as exportCompanies } from '@/app/api/admin/companies/export/route';
import { GET as listClients } from '@/app/api/admin/oauth/providers/[providerId]/clients/route';
import { GET as exportClients } from '@/app/api/admin/oauth/providers/[providerId]/clients/export/route';
import { GET as listOpenings } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/route';
import { GET as exportOpenings } from '@/app/api/admin/session-groups/[sessionGroupId]/openings/export/route';
import { GET as listEnrollments } from '@/app/api/admin/sessions/[sessionId]/enrollments/route';
import { GET as exportEnrollments } from '@/app/api/admin/sessions/[sessionId]/enrollments/export/route';
import { GET as getMatching } from '@/app/api/admin/sessions/[sessionId]/matching/[round]/route';
import { GET as exportMatching } from '@/app/api/admin/sessions/[sessionId]/matching/[round]/export/route';
import { GET as listRankings } from '@/app/api/admin/sessions/[sessionId]/ranking/[round]/route';
import { GET as exportRankings } from '@/app/api/admin/sessions/[sessionId]/ranking/[round]/export/route';
import type { Database } from '@/db/client';
import { auditLogs, oauthProviders } from '@/db/schema';
import { setExportBatchSizeForTests } from '@/server/exports';
import type { RouteHandler } from '@/server/http';
import { callRoute } from '../../support/api';
import {
  createCompany,
  createOpening,
  createPeopleOfEveryRole,
  createPerson,
  createSession,
  createSessionGroup,
} from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { submitStudentRanking } from '../../support/rankings';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
const marker = `ตาราง${Math.random().toString(36).slice(2, 8)}`;

type Table = {
  name: string;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  list: RouteHandler;
  exportRoute: RouteHandler;
  /** The list's rows of one page, and the column of the export that carries each row's key. */
  itemsOf: (body: any) => { key: string }[];
  keyOf: (item: any) => string;
  keyColumn: number;
  /** A missing parent: the export answers 404 before streaming anything. */
  missing?: Record<string, string>;
  expectedRows: number;
};

let tables: Table[];

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  // Two rows per batch: every export below crosses batch boundaries.
  setExportBatchSizeForTests(2);
  const group = await createSessionGroup(db);
  const session = await createSession(db, group.sessionGroupId);
  const company = await createCompany(db, { companyNameTh: `${marker} หนึ่ง` });
  await createCompany(db, { companyNameTh: `${marker} สอง` });
  await createCompany(db, { companyNameTh: `${marker} สาม` });
  for (let index = 0; index < 3; index += 1) await createPerson(db, 'company_user', { companyId: company.companyId });
  const openings = [];
  for (let index = 0; index < 3; index += 1)
    openings.push(await createOpening(db, session.sessionId, company.companyId, { status: 'PUBLISHED', publishedAt: new Date() }));
  for (let index = 0; index < 3; index += 1) {
    const student = await createPerson(db, 'student');
    await submitStudentRanking(db, { sessionId: session.sessionId, studentId: student.studentId!, openingIds: [openings[0].openingId] });
  }
  await db
    .insert(auditLogs)
    .values([1, 2, 3].map((index) => ({ action: `test.${marker}`, entityType: 'test', entityId: `=cmd|${index}` })));
  const [provider] = await db
    .insert(oauthProviders)
    .values({ name: `provider-${marker}` })
    .returning();

  const sessionParams = { sessionId: String(session.sessionId) };
  tables = [
    {
      name: 'enrollments',
      path: `/api/admin/sessions/${session.sessionId}/enrollments`,
      params: sessionParams,
      query: { sortBy: 'studentId', order: 'desc' },
      list: listEnrollments,
      exportRoute: exportEnrollments,
      itemsOf: (b) => b.items,
      keyOf: (i) => i.student.studentId,
      keyColumn: 0,
      missing: { sessionId: '999999999' },
      expectedRows: 3,
    },
    {
      name: 'companies',
      path: '/api/admin/companies',
      params: {},
      query: { search: marker, sortBy: 'companyNameTh', order: 'desc' },
      list: listCompanies,
      exportRoute: exportCompanies,
      itemsOf: (b) => b.items,
      keyOf: (i) => String(i.companyId),
      keyColumn: 0,
      expectedRows: 3,
    },
    {
      name: 'company users',
      path: `/api/admin/companies/${company.companyId}/users`,
      params: { companyId: String(company.companyId) },
      query: {},
      list: listCompanyUsers,
      exportRoute: exportCompanyUsers,
      itemsOf: (b) => b.items,
      keyOf: (i) => i.username,
      keyColumn: 0,
      missing: { companyId: '999999999' },
      expectedRows: 3,
    },
    {
      name: 'openings',
      path: `/api/admin/session-groups/${group.sessionGroupId}/openings`,
      params: { sessionGroupId: String(group.sessionGroupId) },
      query: { status: 'PUBLISHED' },
      list: listOpenings,
      exportRoute: exportOpenings,
      itemsOf: (b) => b.items,
      keyOf: (i) => String(i.openingId),
      keyColumn: 0,
      missing: { sessionGroupId: '999999999' },
      expectedRows: 3,
    },
    {
      name: 'applicants',
      path: `/api/admin/openings/${openings[0].openingId}/applications/1`,
      params: { openingId: String(openings[0].openingId), round: '1' },
      query: {},
      list: listApplicants,
      exportRoute: exportApplicants,
      itemsOf: (b) => b.items,
      keyOf: (i) => i.studentId,
      keyColumn: 0,
      missing: { openingId: '999999999', round: '1' },
      expectedRows: 3,
    },
    {
      name: 'rankings',
      path: `/api/admin/sessions/${session.sessionId}/ranking/1`,
      params: { ...sessionParams, round: '1' },
      query: { isSubmitted: 'true' },
      list: listRankings,
      exportRoute: exportRankings,
      itemsOf: (b) => b.items,
      keyOf: (i) => i.studentId,
      keyColumn: 0,
      missing: { sessionId: '999999999', round: '1' },
      expectedRows: 3,
    },
    {
      name: 'matching results',
      path: `/api/admin/sessions/${session.sessionId}/matching/1`,
      params: { ...sessionParams, round: '1' },
      query: {},
      list: getMatching,
      exportRoute: exportMatching,
      itemsOf: (b) => b.results.items,
      keyOf: (i) => i.studentId,
      keyColumn: 0,
      missing: { sessionId: '999999999', round: '1' },
      expectedRows: 0,
    },
    {
      name: 'audit log',
      path: '/api/admin/audit-logs',
      params: {},
      query: { action: `test.${marker}` },
      list: listAuditLogs,
      exportRoute: exportAuditLogs,
      itemsOf: (b) => b.items,
      keyOf: (i) => String(i.id),
      keyColumn: 0,
      expectedRows: 3,
    },
    {
      name: 'OAuth clients',
      path: `/api/admin/oauth/providers/${provider.providerId}/clients`,
      params: { providerId: String(provider.providerId) },
      query: {},
      list: listClients,
      exportRoute: exportClients,
      itemsOf: (b) => b.items,
      keyOf: (i) => i.clientId,
      keyColumn: 0,
      missing: { providerId: '999999999' },
      expectedRows: 0,
    },
  ];
});

afterAll(() => setExportBatchSizeForTests(1000));

async function listAll(table: Table) {
  const keys: string[] = [];
  for (let page = 1; page < 50; page += 1) {
    const answer = await callRoute('GET', table.list, {
      path: table.path,
      params: table.params,
      query: { ...table.query, page: String(page), limit: '1' },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(200);
    const items = table.itemsOf(answer.body);
    keys.push(...items.map(table.keyOf));
    if (items.length < 1) break;
  }
  return keys;
}

const exportOf = (table: Table, query: Record<string, string>, cookie = people.admin.cookie, params = table.params) =>
  callRoute('GET', table.exportRoute, { path: `${table.path}/export`, params, query, cookie });

describe('GET <admin list>/export', () => {
  it('answers for each table the CSV of the list rows for the same filter and sort, every page, with the formula guard', async () => {
    for (const table of tables) {
      const answer = await exportOf(table, { ...table.query, format: 'csv', page: '2', limit: '1' });
      expect(answer.status, table.name).toBe(200);
      expect(answer.headers.get('content-disposition'), table.name).toMatch(
        /^attachment; filename="[\x20-\x7e]+\.csv"; filename\*=UTF-8''/,
      );
      const [, ...rows] = parse(answer.body as string) as string[][];
      const listed = await listAll(table);
      expect(listed.length, table.name).toBe(table.expectedRows);
      expect(
        rows.map((row) => row[table.keyColumn]),
        table.name,
      ).toEqual(listed);
    }
    const audit = await exportOf(
      tables.find((table) => table.name === 'audit log')!,
      { action: `test.${marker}`, format: 'csv' },
    );
    const [, ...auditRows] = parse(audit.body as string) as string[][];
    expect(auditRows.map((row) => row[7]).sort()).toEqual(["'=cmd|1", "'=cmd|2", "'=cmd|3"]);
  });

  it('answers .xlsx for each table', async () => {
    for (const table of tables) {
      const answer = await exportOf(table, { ...table.query, format: 'xlsx' });
      expect(answer.status, table.name).toBe(200);
      expect(answer.headers.get('content-type'), table.name).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
  });

  it('answers 404 for a missing parent and 400 for a bad format', async () => {
    for (const table of tables) {
      if (table.missing)
        expect((await exportOf(table, { format: 'csv' }, people.admin.cookie, table.missing)).status, table.name).toBe(404);
      expect((await exportOf(table, { format: 'pdf' })).status, table.name).toBe(400);
    }
  });
});
