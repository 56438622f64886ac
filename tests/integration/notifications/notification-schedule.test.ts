import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { enrollments, notifications, sessions } from '@/db/schema';
import { runNotificationSchedule } from '@/server/notifications';
import { createOpening, createPerson, createSession, createSessionGroup, enrollStudent } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';
import { placeRound, submitStudentRanking } from '../../support/rankings';

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

const HOUR_SECONDS = 3600;

/** A session with two students who applied to both openings of one company. */
async function world() {
  const group = await createSessionGroup(db);
  const session = await createSession(db, group.sessionGroupId);
  const companyUser = await createPerson(db, 'company_user');
  const colleague = await createPerson(db, 'company_user', { companyId: companyUser.companyId });
  const unranked = await createOpening(db, session.sessionId, companyUser.companyId!, { status: 'PUBLISHED', title: 'นักวิเคราะห์ข้อมูลฝึกงาน' });
  const ranked = await createOpening(db, session.sessionId, companyUser.companyId!, {
    status: 'RANKING_SUBMITTED',
    title: 'นักพัฒนาเว็บฝึกงาน',
  });
  const students = [await createPerson(db, 'student'), await createPerson(db, 'student')];
  for (const student of students) {
    await enrollStudent(db, session.sessionId, student.studentId!);
    await submitStudentRanking(db, {
      sessionId: session.sessionId,
      studentId: student.studentId!,
      openingIds: [unranked.openingId, ranked.openingId],
    });
  }
  return { group, session, companyUser, colleague, unranked, ranked, students };
}

const rowsFor = (recipientId: string) =>
  db.select().from(notifications).where(eq(notifications.recipientId, recipientId)).orderBy(notifications.notificationId);

describe('the date-based events, driven by the round dates', () => {
  it('announces the applications to every company user with the count per opening, and reminds them only of the opening not ranked', async () => {
    const { group, session, companyUser, colleague, unranked, ranked } = await world();
    // Before applicationAnnouncementDate: nothing for the company.
    await placeRound(db, group.sessionGroupId, 'applicationAnnouncementDate', HOUR_SECONDS);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    expect(await rowsFor(companyUser.platformUid)).toHaveLength(0);

    // Five hours before the company deadline: the announcement and the 6 h reminder.
    await placeRound(db, group.sessionGroupId, 'companyRankingDeadline', 5 * HOUR_SECONDS);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    for (const person of [companyUser, colleague]) {
      const rows = await rowsFor(person.platformUid);
      expect(rows.map((row) => row.kind)).toEqual(['APPLICATIONS_ANNOUNCED', 'COMPANY_RANKING_REMINDER']);
      expect(rows[0].body).toContain(`- ${unranked.title}: ผู้สมัคร 2 คน`);
      expect(rows[0].body).toContain(`- ${ranked.title}: ผู้สมัคร 2 คน`);
      expect(rows[1].eventKey).toBe(`company-ranking-reminder-6h:s${session.sessionId}:r1:o${unranked.openingId}`);
      expect(rows[1].linkPath).toBe(`/applicant/${unranked.openingId}/session/${session.sessionId}/ranking`);
    }
    // A second tick (another instance, a restart) writes nothing twice.
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    expect(await rowsFor(companyUser.platformUid)).toHaveLength(2);
  });

  it('announces the results from resultAnnouncementDate: the matched student, the unmatched one, and the company', async () => {
    const { group, session, companyUser, unranked, students } = await world();
    const [matched, unmatched] = students;
    await db
      .update(enrollments)
      .set({ status: 'MATCHING_SUCCESS', assignedOpeningId: unranked.openingId, matchedRound: 1 })
      .where(and(eq(enrollments.sessionId, session.sessionId), eq(enrollments.studentId, matched.studentId!)));
    await db
      .update(enrollments)
      .set({ status: 'MATCHING_FAILED' })
      .where(and(eq(enrollments.sessionId, session.sessionId), eq(enrollments.studentId, unmatched.studentId!)));
    await db.update(sessions).set({ isMatchingInitiated: true }).where(eq(sessions.sessionId, session.sessionId));

    await placeRound(db, group.sessionGroupId, 'resultAnnouncementDate', HOUR_SECONDS);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    expect((await rowsFor(matched.studentId!)).filter((row) => row.kind === 'STUDENT_RESULT')).toHaveLength(0);

    await placeRound(db, group.sessionGroupId, 'resultAnnouncementDate', -60);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    const [good] = (await rowsFor(matched.studentId!)).filter((row) => row.kind === 'STUDENT_RESULT');
    expect(good.title).toBe(`ประกาศผล ${session.title} รอบที่ 1: คุณได้ตำแหน่ง ${unranked.title}`);
    const [bad] = (await rowsFor(unmatched.studentId!)).filter((row) => row.kind === 'STUDENT_RESULT');
    expect(bad.title).toBe(`ประกาศผล ${session.title} รอบที่ 1: รอบนี้คุณยังไม่ได้ตำแหน่ง`);
    expect(bad.body).toContain('เป็นรอบสุดท้ายของกลุ่มนี้');
    const [company] = (await rowsFor(companyUser.platformUid)).filter((row) => row.kind === 'COMPANY_RESULTS');
    expect(company.body).toContain(`${unranked.title}: 1 คน`);
    expect(company.body).toContain(`(${matched.studentId})`);
    expect(company.body).not.toContain(`(${unmatched.studentId})`);
  });

  it('tells no one of a round whose openings are not announced yet', async () => {
    const { group, students } = await world();
    await db.execute(sql`update enrollments set status = 'RANKING_PENDING' where student_id = ${students[0].studentId!}`);
    await placeRound(db, group.sessionGroupId, 'openingAnnouncementDate', HOUR_SECONDS);
    await runNotificationSchedule({ ctx: { db, now: new Date() } });
    expect(await rowsFor(students[0].studentId!)).toHaveLength(0);
  });
});
