import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as studentsProgress } from '@/app/api/admin/reports/students-application-progress/[sessionId]/[round]/route';
import type { Database } from '@/db/client';
import { companies, files, students, uploadSlots } from '@/db/schema';
import { fileStorage, storeGeneratedFile, sweepStaleFiles, type FileType } from '@/server/files';
import { callRoute } from '../../support/api';
import { createCompany, createPeopleOfEveryRole, createSession, createSessionGroup } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { sampleBytes, setUpTemporaryFilesDir } from './file-support';

setUpTemporaryFilesDir();

let db: Database;
let people: Awaited<ReturnType<typeof createPeopleOfEveryRole>>;
const HOUR = 3600_000;

beforeAll(async () => {
  db = (await testDatabase()).db;
  people = await createPeopleOfEveryRole(db);
});

/** A stored file of `type` whose row says it was created `ageHours` ago. */
async function fileOf(type: FileType, ageHours: number, kind: Parameters<typeof sampleBytes>[0] = 'png') {
  const { fileId } = await storeGeneratedFile({
    db,
    input: { type, originalName: `${type}.bin`, contentType: 'application/octet-stream', bytes: sampleBytes(kind), ownerPlatformUid: null },
  });
  await db
    .update(files)
    .set({ createdAt: new Date(Date.now() - ageHours * HOUR) })
    .where(eq(files.fileId, fileId));
  const [row] = await db.select().from(files).where(eq(files.fileId, fileId));
  return row;
}

async function hasBytes(storageKey: string) {
  const stream = await fileStorage().read(storageKey);
  await stream?.cancel();
  return stream !== null;
}

async function remainingIds(fileIds: number[]) {
  return (await db.select({ fileId: files.fileId }).from(files).where(inArray(files.fileId, fileIds)))
    .map((row) => row.fileId)
    .sort((a, b) => a - b);
}

describe('sweepStaleFiles', () => {
  it('removes old report files and abandoned uploads with their bytes, and keeps everything still needed', async () => {
    const oldReport = await fileOf('GENERATED_REPORT', 2, 'csv');
    const freshReport = await fileOf('GENERATED_REPORT', 0.5, 'csv');
    const abandonedUpload = await fileOf('STUDENT_PROFILE_PICTURE', 30);
    const recentUpload = await fileOf('STUDENT_TRANSCRIPT', 2, 'pdf');
    const attachedPicture = await fileOf('STUDENT_PROFILE_PICTURE', 400);
    const attachedLogo = await fileOf('COMPANY_LOGO', 400);
    const importedCsv = await fileOf('STUDENT_ID_LIST_CSV', 400, 'csv');
    await db
      .update(students)
      .set({ profilePictureFileId: attachedPicture.fileId })
      .where(eq(students.studentId, people.student.studentId!));
    const company = await createCompany(db, { logoFileId: attachedLogo.fileId });
    // The abandoned upload's slot expired long ago; an open slot of someone else stays.
    await db.insert(uploadSlots).values([
      {
        slotId: 'expired-slot',
        type: 'STUDENT_PROFILE_PICTURE',
        platformUid: people.student.platformUid,
        storageKey: 'student-profile-picture/expired',
        maxSizeBytes: 1,
        expiresAt: new Date(Date.now() - 29 * HOUR),
        uploadedFileId: abandonedUpload.fileId,
      },
      {
        slotId: 'open-slot',
        type: 'COMPANY_LOGO',
        platformUid: people.company_user.platformUid,
        storageKey: 'company-logo/open',
        maxSizeBytes: 1,
        expiresAt: new Date(Date.now() + 0.1 * HOUR),
      },
    ]);

    const swept = await sweepStaleFiles({ ctx: { db, now: new Date() } });

    expect(swept).toEqual({ removedFileCount: 2, removedSlotCount: 1 });
    const all = [oldReport, freshReport, abandonedUpload, recentUpload, attachedPicture, attachedLogo, importedCsv];
    expect(await remainingIds(all.map((file) => file.fileId))).toEqual(
      [freshReport, recentUpload, attachedPicture, attachedLogo, importedCsv].map((file) => file.fileId).sort((a, b) => a - b),
    );
    expect(await hasBytes(oldReport.storageKey)).toBe(false);
    expect(await hasBytes(abandonedUpload.storageKey)).toBe(false);
    for (const kept of [freshReport, recentUpload, attachedPicture, attachedLogo, importedCsv])
      expect(await hasBytes(kept.storageKey)).toBe(true);
    expect((await db.select({ slotId: uploadSlots.slotId }).from(uploadSlots)).map((slot) => slot.slotId)).toEqual(['open-slot']);
    // The profiles still point at their files.
    const [student] = await db
      .select({ picture: students.profilePictureFileId })
      .from(students)
      .where(eq(students.studentId, people.student.studentId!));
    expect(student.picture).toBe(attachedPicture.fileId);
    const [logo] = await db.select({ logo: companies.logoFileId }).from(companies).where(eq(companies.companyId, company.companyId));
    expect(logo.logo).toBe(attachedLogo.fileId);

    // Nothing left to do: a second sweep removes nothing.
    expect(await sweepStaleFiles({ ctx: { db, now: new Date() } })).toEqual({ removedFileCount: 0, removedSlotCount: 0 });
  });

  it('looks past old files that are still attached or kept, so they never fill a batch', async () => {
    // The attached picture and logo and the imported CSV (400 hours old) come first by id.
    const stale: number[] = [];
    for (let index = 0; index < 3; index++) stale.push((await fileOf('GENERATED_REPORT', 5, 'csv')).fileId);
    const swept = await sweepStaleFiles({ ctx: { db, now: new Date() } });
    expect(swept.removedFileCount).toBe(3);
    expect(await remainingIds(stale)).toEqual([]);
  });

  it('runs after each stored report download, removing the earlier downloads older than an hour', async () => {
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    const earlier = await fileOf('GENERATED_REPORT', 3, 'csv');
    const sessionId = String(session.sessionId);
    const answer = await callRoute('GET', studentsProgress, {
      path: `/api/admin/reports/students-application-progress/${sessionId}/1`,
      params: { sessionId, round: '1' },
      cookie: people.admin.cookie,
    });
    expect(answer.status).toBe(302);
    expect(await remainingIds([earlier.fileId])).toEqual([]);
    const newest = Number(new URL(answer.headers.get('location')!).pathname.split('/').pop());
    expect(await remainingIds([newest])).toEqual([newest]);
  });
});
