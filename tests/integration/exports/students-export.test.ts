import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportStudents } from '@/app/api/admin/students/export/route';
import { GET as listStudents } from '@/app/api/admin/students/route';
import type { Database } from '@/db/client';
import { students } from '@/db/schema';
import { setExportBatchSizeForTests } from '@/server/exports';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
const marker = `ส่งออก${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
  // Seven matches read three at a time: the export crosses batch boundaries and a short last batch.
  setExportBatchSizeForTests(3);
  const names = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ', 'ช'];
  await db.insert(students).values(
    names.map((name, index) => ({
      studentId: `65${String(index).padStart(2, '0')}${Math.floor(Math.random() * 1e6)
        .toString()
        .padStart(6, '0')}`,
      firstNameTh: index === 6 ? `=HYPERLINK("http://evil")${marker}` : `${marker}${name}`,
      lastNameTh: index === 6 ? '+SUM(A1)' : 'ทดสอบ',
      admissionYear: 2560 + (index % 3),
      profileToken: `x-${marker}-${index}`,
      isActive: index !== 2,
    })),
  );
});

afterAll(() => setExportBatchSizeForTests(1000));

const exportCall = (query: Record<string, string>, cookie = people.admin.cookie) =>
  callRoute('GET', exportStudents, { path: '/api/admin/students/export', query, cookie });

async function listAll(query: Record<string, string>) {
  const rows: { studentId: string }[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callRoute('GET', listStudents, {
      path: '/api/admin/students',
      query: { ...query, page: String(page), limit: '2' },
      cookie: people.admin.cookie,
    });
    rows.push(...answer.body.items);
    if (page >= answer.body.meta.totalPage) return rows;
  }
}

async function download(query: Record<string, string>, headers: Record<string, string> = {}) {
  const url = new URL('http://localhost:3000/api/admin/students/export');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const cookie = [people.admin.cookie, headers.cookie].filter(Boolean).join('; ');
  const response = await exportStudents(new Request(url, { headers: { ...headers, cookie } }), { params: Promise.resolve({}) });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET /api/admin/students/export', () => {
  it('CSV: UTF-8 with BOM, RFC 6266 file name, and the rows of the list for the same filter and sort, every page', async () => {
    const query = { search: marker, sortBy: 'name', order: 'desc', admissionYears: '2560,2561' };
    const { response, bytes } = await download({ ...query, format: 'csv', page: '2', limit: '1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="students.csv"; filename*=UTF-8''${encodeURIComponent('นิสิต.csv')}`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parse(new TextDecoder().decode(bytes)) as string[][];
    expect(header[0]).toBe('รหัสนิสิต');
    const listed = await listAll(query);
    expect(listed.length).toBe(5);
    expect(rows.map((row) => row[0])).toEqual(listed.map((row) => row.studentId));
  });

  it('guards against formula injection in CSV and .xlsx', async () => {
    const evil = `'=HYPERLINK("http://evil")${marker} +SUM(A1)`;
    const csv = await download({ search: 'HYPERLINK', format: 'csv' });
    const [, row] = parse(new TextDecoder().decode(csv.bytes)) as string[][];
    expect(row[1]).toBe(evil);
    const xlsx = await download({ search: 'HYPERLINK', format: 'xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(xlsx.bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].getRow(2).getCell(2).value).toBe(evil);
  });

  it('.xlsx parses back with exceljs: a header row and the same rows as the list', async () => {
    const query = { search: marker, status: 'active', sortBy: 'studentId', order: 'asc' };
    const { response, bytes } = await download({ ...query, format: 'xlsx' });
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('นิสิต');
    expect(sheet.getRow(1).getCell(1).value).toBe('รหัสนิสิต');
    const ids = (sheet.getColumn(1).values as string[]).slice(2);
    expect(ids).toEqual((await listAll(query)).map((row) => row.studentId));
    expect(sheet.getRow(2).getCell(4).value).toEqual(expect.any(Number));
  });

  it('answers 400 without a format or with a bad filter', async () => {
    expect((await exportCall({ search: marker })).status).toBe(400);
    expect((await exportCall({ format: 'pdf' })).status).toBe(400);
    expect((await exportCall({ format: 'csv', status: 'sleeping' })).status).toBe(400);
  });

  it('speaks the language of the person who asks: English headers, sheet and file name for an English reader, Thai otherwise', async () => {
    const query = { search: marker, sortBy: 'studentId', order: 'asc' };
    const chosen = await download({ ...query, format: 'csv' }, { cookie: 'portal_locale=en' });
    expect(chosen.response.headers.get('content-disposition')).toBe(
      `attachment; filename="students.csv"; filename*=UTF-8''${encodeURIComponent('Students.csv')}`,
    );
    const [header, first] = parse(new TextDecoder().decode(chosen.bytes)) as string[][];
    expect(header).toEqual([
      'Student ID',
      'Name',
      'Name (English)',
      'Admission year',
      'Programme',
      'Faculty',
      'Department',
      'University',
      'Status',
    ]);
    expect(first[8]).toMatch(/^(Active|Inactive)$/);

    const browser = await download({ ...query, format: 'xlsx' }, { 'accept-language': 'en-US,en;q=0.9,th;q=0.5' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(browser.bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].name).toBe('Students');
    expect(workbook.worksheets[0].getRow(1).getCell(1).value).toBe('Student ID');

    // The reader's choice wins over the browser's; Thai stays as it was.
    const thai = await download({ ...query, format: 'csv' }, { cookie: 'portal_locale=th', 'accept-language': 'en-US' });
    const [thaiHeader] = parse(new TextDecoder().decode(thai.bytes)) as string[][];
    expect(thaiHeader[0]).toBe('รหัสนิสิต');
    expect(thaiHeader[8]).toBe('สถานะ');
  });
});
