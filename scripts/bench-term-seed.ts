// The term bench:peak and test:backup seed: one session's catalogue (bench-catalogue.ts), enrolled students with
// complete profiles, their bookmarks and ranking drafts, the notifications a term has sent by its deadline hour, and
// real login sessions. Deterministic (index-based picks), in multi-row inserts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DAY_MS, insertInChunks, pick, seedCatalogueSession } from './bench-catalogue';
import type { DatabaseHandle } from '@/db/client';
import { accounts, bookmarks, enrollments, studentRankingDraftItems, studentRankingDrafts, students } from '@/db/schema';
import { LOGIN_SESSION_COOKIE } from '@/server/auth/cookies';
import { createLoginSession } from '@/server/auth/create-login-session';
import { deliverAllDueNotificationEmails, runNotificationSchedule } from '@/server/notifications';

export type TermSize = { openings: number; companies: number; students: number; signedIn: number };
/** One term of the faculty: 10,000 published openings of 200 companies, 5,000 students, 2,000 of them signed in. */
export const ONE_TERM: TermSize = { openings: 10_000, companies: 200, students: 5_000, signedIn: 2_000 };
const BOOKMARKS_PER_STUDENT = 8;
const DRAFT_ITEMS = 5;

export type Seeded = {
  sessionId: number;
  openingIds: number[];
  tagIds: number[];
  companyIds: number[];
  signedIn: { studentId: string; cookie: string; bookmarked: number[] }[];
};

export async function seedTerm(handle: DatabaseHandle, size: TermSize = ONE_TERM): Promise<Seeded> {
  const { db } = handle;
  const now = Date.now();
  // Announced two days ago; the student ranking deadline is an hour away (the deadline hour).
  const session = await seedCatalogueSession({
    db,
    now,
    groupTitle: 'กลุ่มชั่วโมงสุดท้าย',
    sessionTitle: 'ภาคฤดูร้อน ชั่วโมงสุดท้าย',
    round: {
      studentRankingDeadlineInMs: 60 * 60 * 1000,
      applicationAnnouncementInMs: 1 * DAY_MS,
      companyRankingDeadlineInMs: 2 * DAY_MS,
      reorderRankingDeadlineInMs: 2.5 * DAY_MS,
      resultAnnouncementInMs: 3 * DAY_MS,
    },
    companyCount: size.companies,
    openingCount: size.openings,
  });
  const { companyIds, tagIds, openingIds } = session;

  const studentIds = Array.from({ length: size.students }, (_, index) => `6730${String(index).padStart(6, '0')}`);
  const platformUid = (index: number) => `peak-${index}`;
  await insertInChunks(
    studentIds.map((studentId, index) => ({ platformUid: platformUid(index), username: `peak${index}`, displayName: `นิสิต ${studentId}` })),
    (chunk) => db.insert(accounts).values(chunk),
  );
  // Complete profiles (docs/students.md): both names, e-mail, phone and GPAX, so every student may submit.
  await insertInChunks(
    studentIds.map((studentId, index) => ({
      studentId,
      platformUid: platformUid(index),
      firstNameTh: 'นิสิต',
      lastNameTh: `ทดสอบ ${index}`,
      firstNameEn: 'Student',
      lastNameEn: `Peak ${index}`,
      email: `${studentId}@student.example.ac.th`,
      phone: `08${String(index).padStart(8, '0')}`,
      gpax: (2 + (index % 200) / 100).toFixed(2),
      admissionYear: 2567,
      profileToken: randomUUID(),
    })),
    (chunk) => db.insert(students).values(chunk),
  );
  await insertInChunks(
    studentIds.map((studentId) => ({ sessionId: session.sessionId, studentId, status: 'RANKING_PENDING' as const })),
    (chunk) => db.insert(enrollments).values(chunk),
  );
  const seededBookmarks = (index: number) => [
    ...new Set(Array.from({ length: BOOKMARKS_PER_STUDENT }, (_, offset) => pick(openingIds, index * 31 + offset * 997))),
  ];
  await insertInChunks(
    studentIds.flatMap((studentId, index) => seededBookmarks(index).map((openingId) => ({ studentId, openingId }))),
    (chunk) => db.insert(bookmarks).values(chunk),
  );
  await insertInChunks(
    studentIds.map((studentId) => ({ sessionId: session.sessionId, studentId })),
    (chunk) => db.insert(studentRankingDrafts).values(chunk),
  );
  await insertInChunks(
    studentIds.flatMap((studentId, index) =>
      draftOf(openingIds, index).map((openingId, position) => ({ sessionId: session.sessionId, studentId, position, openingId })),
    ),
    (chunk) => db.insert(studentRankingDraftItems).values(chunk),
  );
  // By the deadline hour the announcement and the 48 h and 6 h reminders went out long ago: recorded and delivered
  // (kept, with no SMTP server) before the server starts, so its scheduler finds them done rather than writing
  // thousands of rows in the middle of the measurement.
  await runNotificationSchedule({ ctx: { db, now: new Date() } });
  await deliverAllDueNotificationEmails({ db, now: () => new Date(), mailer: null });
  // A database that has served a term has been vacuumed and checkpointed long before its deadline hour: without
  // this the measured runs share the machine with the seed's checkpoint and with autovacuum of the fresh tables.
  await db.execute(sql`vacuum analyze`);
  if (handle.kind === 'postgres') await db.execute(sql`checkpoint`);

  // Real login sessions, as POST /api/auth/login creates them (the sign-in's rate limits are not what is measured).
  const signedIn: Seeded['signedIn'] = [];
  for (let index = 0; index < size.signedIn; index += 1) {
    const { token } = await createLoginSession({ db, platformUid: platformUid(index) });
    signedIn.push({ studentId: studentIds[index], cookie: `${LOGIN_SESSION_COOKIE}=${token}`, bookmarked: seededBookmarks(index) });
  }
  return { sessionId: session.sessionId, openingIds, tagIds, companyIds, signedIn };
}

/** Five distinct openings a student drafts, submits and reorders. */
export function draftOf(openingIds: number[], index: number): number[] {
  return [...new Set(Array.from({ length: DRAFT_ITEMS }, (_, position) => pick(openingIds, index * 13 + position * 1_009)))];
}
