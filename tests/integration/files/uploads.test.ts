import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as adminSave } from '@/app/api/admin/upload/save/route';
import { POST as adminUpload } from '@/app/api/admin/upload/route';
import { POST as companySave } from '@/app/api/company/upload/save/route';
import { POST as companyUpload } from '@/app/api/company/upload/route';
import { POST as studentSave } from '@/app/api/student/upload/save/route';
import { POST as studentUpload } from '@/app/api/student/upload/route';
import { GET as commonPicture } from '@/app/api/common/files/student/profile-picture/[profileToken]/route';
import type { Database } from '@/db/client';
import { auditLogs, companies, files, students, uploadSlots } from '@/db/schema';
import type { RouteHandler } from '@/server/http';
import { sign } from '@/server/files/signing';
import { callRoute } from '../../support/api';
import { createPeopleOfEveryRole, createPerson, type TestPerson } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { followToFile, postFile, sampleBytes, type Slot, uploadAndSave, setUpTemporaryFilesDir } from './file-support';

const filesDir = setUpTemporaryFilesDir();
let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

const ROUTES = {
  student: { upload: studentUpload, save: studentSave },
  company_user: { upload: companyUpload, save: companySave },
  admin: { upload: adminUpload, save: adminSave },
} as const;
type UploaderRole = keyof typeof ROUTES;

const MB = 1024 * 1024;
const CASES: { type: string; role: UploaderRole; kind: 'png' | 'jpeg' | 'webp' | 'pdf' | 'csv'; max: number; contentType: string }[] = [
  { type: 'STUDENT_PORTFOLIO', role: 'student', kind: 'pdf', max: 4 * MB, contentType: 'application/pdf' },
  { type: 'STUDENT_TRANSCRIPT', role: 'student', kind: 'pdf', max: 4 * MB, contentType: 'application/pdf' },
  { type: 'STUDENT_PROFILE_PICTURE', role: 'student', kind: 'png', max: 2 * MB, contentType: 'image/jpeg,image/png,image/webp' },
  { type: 'COMPANY_PROFILE', role: 'company_user', kind: 'pdf', max: 4 * MB, contentType: 'application/pdf' },
  { type: 'COMPANY_LOGO', role: 'company_user', kind: 'jpeg', max: 2 * MB, contentType: 'image/png,image/jpeg,image/webp' },
  { type: 'STUDENT_ID_LIST_CSV', role: 'admin', kind: 'csv', max: 2 * MB, contentType: 'text/csv' },
  { type: 'COMPANY_NAME_LIST_CSV', role: 'admin', kind: 'csv', max: 2 * MB, contentType: 'text/csv' },
  { type: 'MATCHING_RESULT_LIST_CSV', role: 'admin', kind: 'csv', max: 2 * MB, contentType: 'text/csv' },
];
const WRONG_KIND = { pdf: 'png', png: 'pdf', jpeg: 'pdf', webp: 'pdf', csv: 'png' } as const;

async function slotFor(person: TestPerson, role: UploaderRole, type: string): Promise<Slot> {
  const answer = await callRoute<Slot>('POST', ROUTES[role].upload, { cookie: person.cookie, body: { type } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe.each(CASES)('upload of $type', ({ type, role, kind, max, contentType }) => {
  it('answers a signed slot with the limit and the accepted content types', async () => {
    const slot = await slotFor(people[role], role, type);
    expect(slot).toEqual({
      url: expect.stringMatching(/^\/api\/files\/upload\/[0-9a-f-]{36}$/),
      contentType,
      maxSizeByte: max,
      fields: { expires: expect.any(String), signature: expect.any(String) },
    });
  });

  it('accepts a file of exactly the limit and refuses one byte more (413)', async () => {
    const exact = await postFile(await slotFor(people[role], role, type), sampleBytes(kind, max), `exact.${kind}`, people[role].cookie);
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect(exact.body).toMatchObject({ type, originalName: `exact.${kind}`, sizeBytes: max });
    const over = await postFile(await slotFor(people[role], role, type), sampleBytes(kind, max + 1), `over.${kind}`, people[role].cookie);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: `File is larger than the limit of ${max} bytes`, maxSizeByte: max });
  });

  it('refuses a file of another kind renamed to an accepted extension (415)', async () => {
    const wrong = WRONG_KIND[kind];
    const answer = await postFile(await slotFor(people[role], role, type), sampleBytes(wrong), `renamed.${kind}`, people[role].cookie);
    expect(answer.status).toBe(415);
    expect(answer.body.message).toMatch(/^File type not allowed: expected /);
  });
});

describe('upload slot requests', () => {
  it('answers 400 for a missing or unknown type and 403 for a type of another role', async () => {
    expect((await callRoute('POST', studentUpload, { cookie: people.student.cookie, body: {} })).body.message).toBe('body.type: Required');
    expect((await callRoute('POST', studentUpload, { cookie: people.student.cookie, body: { type: 'VIRUS' } })).status).toBe(400);
    expect((await callRoute('POST', studentUpload, { cookie: people.student.cookie, body: { type: 'GENERATED_REPORT' } })).status).toBe(
      400,
    );
    const other = await callRoute('POST', studentUpload, { cookie: people.student.cookie, body: { type: 'COMPANY_LOGO' } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Upload type COMPANY_LOGO is not allowed for your role');
  });
});

describe('POST /api/files/upload/{slotId}', () => {
  it('refuses an altered signature and an altered expiry (403)', async () => {
    const slot = await slotFor(people.student, 'student', 'STUDENT_TRANSCRIPT');
    const { expires, signature } = slot.fields;
    const altered = await postFile(slot, sampleBytes('pdf'), 't.pdf', people.student.cookie, {
      expires,
      signature: signature.replace(/^./, signature[0] === 'A' ? 'B' : 'A'),
    });
    expect(altered).toMatchObject({ status: 403, body: { message: 'Invalid upload signature' } });
    const later = await postFile(slot, sampleBytes('pdf'), 't.pdf', people.student.cookie, {
      expires: String(Number(expires) + 3600),
      signature,
    });
    expect(later.status).toBe(403);
    expect((await postFile(slot, sampleBytes('pdf'), 't.pdf', people.student.cookie, {})).status).toBe(403);
  });

  it('refuses an expired slot (410)', async () => {
    const slot = await slotFor(people.student, 'student', 'STUDENT_TRANSCRIPT');
    const slotId = slot.url.split('/').at(-1)!;
    const past = Math.floor(Date.now() / 1000) - 60;
    await db
      .update(uploadSlots)
      .set({ expiresAt: new Date(past * 1000) })
      .where(eq(uploadSlots.slotId, slotId));
    const answer = await postFile(slot, sampleBytes('pdf'), 't.pdf', people.student.cookie, {
      expires: String(past),
      signature: sign('upload', slotId, past),
    });
    expect(answer).toMatchObject({ status: 410, body: { message: 'Upload slot has expired' } });
  });

  it("refuses another user's slot (403), even with its valid signature", async () => {
    const slot = await slotFor(people.student, 'student', 'STUDENT_TRANSCRIPT');
    const otherStudent = await createPerson(db, 'student');
    expect(await postFile(slot, sampleBytes('pdf'), 't.pdf', otherStudent.cookie)).toMatchObject({
      status: 403,
      body: { message: 'This upload slot belongs to someone else' },
    });
    expect((await postFile(slot, sampleBytes('pdf'), 't.pdf', people.admin.cookie)).status).toBe(403);
  });

  it('answers 404 for an unknown slot, 400 for a malformed id, a missing file or an empty one, 409 for a used slot', async () => {
    const slot = await slotFor(people.student, 'student', 'STUDENT_TRANSCRIPT');
    expect(
      (
        await postFile(
          { ...slot, url: '/api/files/upload/00000000-0000-4000-8000-000000000000' },
          sampleBytes('pdf'),
          't.pdf',
          people.student.cookie,
        )
      ).status,
    ).toBe(404);
    expect(
      (await postFile({ ...slot, url: '/api/files/upload/not-a-slot' }, sampleBytes('pdf'), 't.pdf', people.student.cookie)).status,
    ).toBe(400);
    expect((await postFile(slot, new Uint8Array(), 'empty.pdf', people.student.cookie)).status).toBe(400);
    expect((await postFile(slot, sampleBytes('pdf'), 't.pdf', people.student.cookie)).status).toBe(201);
    expect(await postFile(slot, sampleBytes('pdf'), 't.pdf', people.student.cookie)).toMatchObject({
      status: 409,
      body: { message: 'This upload slot has already been used' },
    });
  });

  it('keeps only the last part of a path-like name', async () => {
    const answer = await postFile(
      await slotFor(people.student, 'student', 'STUDENT_PORTFOLIO'),
      sampleBytes('pdf'),
      'C:\\Users\\me\\ผลงาน.pdf',
      people.student.cookie,
    );
    expect(answer.body.originalName).toBe('ผลงาน.pdf');
  });
});

describe('POST …/upload/save', () => {
  it('answers 400 when nothing was uploaded', async () => {
    const fresh = await createPerson(db, 'student');
    const answer = await callRoute('POST', studentSave, { cookie: fresh.cookie, body: { type: 'STUDENT_TRANSCRIPT' } });
    expect(answer).toMatchObject({ status: 400, body: { message: 'No uploaded file of this type to save: upload one first' } });
  });

  it('attaches the picture, then replaces it: the old row and bytes go only after the new one is attached', async () => {
    const student = await createPerson(db, 'student');
    const first = await uploadAndSave(ROUTES.student, student.cookie, 'STUDENT_PROFILE_PICTURE', sampleBytes('png', 100), 'first.png');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      type: 'STUDENT_PROFILE_PICTURE',
      originalName: 'first.png',
      contentType: 'image/png',
      sizeBytes: 100,
    });
    const [firstRow] = await db.select().from(files).where(eq(files.fileId, first.body.fileId));
    expect(existsSync(path.join(filesDir, firstRow.storageKey))).toBe(true);

    const second = await uploadAndSave(ROUTES.student, student.cookie, 'STUDENT_PROFILE_PICTURE', sampleBytes('jpeg', 200), 'second.jpg');
    const [row] = await db.select().from(students).where(eq(students.studentId, student.studentId!));
    expect(row.profilePictureFileId).toBe(second.body.fileId);
    expect(await db.select().from(files).where(eq(files.fileId, first.body.fileId))).toEqual([]);
    expect(existsSync(path.join(filesDir, firstRow.storageKey))).toBe(false);
    const audit = await db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.entityId, String(second.body.fileId)));
    expect(audit).toMatchObject([
      {
        action: 'file.save',
        entityType: 'file',
        details: { type: 'STUDENT_PROFILE_PICTURE', originalName: 'second.jpg', previousFileId: first.body.fileId },
      },
    ]);
  });

  it('loses nothing when the browser stops between upload and save: the old file stays served, and save works later', async () => {
    const student = await createPerson(db, 'student');
    const first = await uploadAndSave(ROUTES.student, student.cookie, 'STUDENT_PROFILE_PICTURE', sampleBytes('png', 100), 'old.png');
    const [{ profileToken }] = await db
      .select({ profileToken: students.profileToken })
      .from(students)
      .where(eq(students.studentId, student.studentId!));

    // The "crash": a new picture is posted but save never comes.
    const slot = await slotFor(student, 'student', 'STUDENT_PROFILE_PICTURE');
    expect((await postFile(slot, sampleBytes('webp', 300), 'new.webp', student.cookie)).status).toBe(201);
    const served = await followToFile(await callRoute('GET', commonPicture, { cookie: student.cookie, params: { profileToken } }));
    expect(served.headers.get('content-length')).toBe('100');

    const saved = await callRoute('POST', studentSave, { cookie: student.cookie, body: { type: 'STUDENT_PROFILE_PICTURE' } });
    expect(saved.body).toMatchObject({ originalName: 'new.webp', contentType: 'image/webp', sizeBytes: 300 });
    expect(saved.body.fileId).not.toBe(first.body.fileId);
    const after = await followToFile(await callRoute('GET', commonPicture, { cookie: student.cookie, params: { profileToken } }));
    expect(after.headers.get('content-type')).toBe('image/webp');
    expect(after.headers.get('content-length')).toBe('300');
  });

  it('saves the newest of several unsaved uploads and discards the rest', async () => {
    const student = await createPerson(db, 'student');
    for (const name of ['a.pdf', 'b.pdf'])
      expect(
        (await postFile(await slotFor(student, 'student', 'STUDENT_TRANSCRIPT'), sampleBytes('pdf'), name, student.cookie)).status,
      ).toBe(201);
    const saved = await callRoute('POST', studentSave, { cookie: student.cookie, body: { type: 'STUDENT_TRANSCRIPT' } });
    expect(saved.body.originalName).toBe('b.pdf');
    expect(await db.select().from(files).where(eq(files.ownerPlatformUid, student.platformUid))).toHaveLength(1);
  });

  it("attaches a company's logo and profile document to its own company", async () => {
    const user = await createPerson(db, 'company_user');
    const logo = await uploadAndSave(ROUTES.company_user, user.cookie, 'COMPANY_LOGO', sampleBytes('png'), 'logo.png');
    const profile = await uploadAndSave(ROUTES.company_user, user.cookie, 'COMPANY_PROFILE', sampleBytes('pdf'), 'profile.pdf');
    const [company] = await db.select().from(companies).where(eq(companies.companyId, user.companyId!));
    expect(company).toMatchObject({ logoFileId: logo.body.fileId, profileDocumentFileId: profile.body.fileId });
  });

  it('hands an admin the CSV file id without attaching it anywhere', async () => {
    const saved = await uploadAndSave(ROUTES.admin, people.admin.cookie, 'STUDENT_ID_LIST_CSV', sampleBytes('csv'), 'รหัสนิสิต.csv');
    expect(saved).toMatchObject({
      status: 200,
      body: { type: 'STUDENT_ID_LIST_CSV', originalName: 'รหัสนิสิต.csv', contentType: 'text/csv' },
    });
  });
});

// Keeps the handler type imported for the ROUTES table's readers.
export type { RouteHandler };
