import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { enrollments, students } from '@/db/schema';
import { isProfileComplete, missingProfileFields, refreshEnrollmentStatuses } from '@/server/students';
import { createPerson, createSession, createSessionGroup, enrollStudent } from '../../support/fixtures';
import { testDatabase } from '../../support/per-file-setup';

let db: Database;

beforeAll(async () => {
  db = (await testDatabase()).db;
});

async function statusOf(sessionId: number, studentId: string) {
  const [row] = await db
    .select({ status: enrollments.status })
    .from(enrollments)
    .where(and(eq(enrollments.sessionId, sessionId), eq(enrollments.studentId, studentId)));
  expect(row).toBeDefined();
  return row.status;
}

describe('missingProfileFields', () => {
  it('names every required field that is empty or blank', () => {
    expect(
      missingProfileFields({
        firstNameTh: 'สมชาย',
        lastNameTh: ' ',
        firstNameEn: 'Somchai',
        lastNameEn: 'Test',
        email: null,
        phone: '0812345678',
        gpax: 3.5,
      }),
    ).toEqual(['lastNameTh', 'email']);
    expect(
      isProfileComplete({
        firstNameTh: 'ก',
        lastNameTh: 'ข',
        firstNameEn: 'A',
        lastNameEn: 'B',
        email: 'a@b.co',
        phone: '08',
        gpax: '0.00',
      }),
    ).toBe(true);
  });
});

describe('refreshEnrollmentStatuses', () => {
  it('moves complete profiles to RANKING_PENDING and incomplete ones back, leaving later statuses alone', async () => {
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    const complete = await createPerson(db, 'student');
    const incomplete = await createPerson(db, 'student');
    const submitted = await createPerson(db, 'student');
    for (const person of [complete, incomplete, submitted]) await enrollStudent(db, session.sessionId, person.studentId!);
    await db
      .update(students)
      .set({ email: 'a@example.com', phone: '0812345678', gpax: '3.20' })
      .where(eq(students.studentId, complete.studentId!));
    await db
      .update(students)
      .set({ email: 'b@example.com', phone: '0812345678', gpax: '3.20' })
      .where(eq(students.studentId, submitted.studentId!));
    await db.update(enrollments).set({ status: 'RANKING_SUBMITTED' }).where(eq(enrollments.studentId, submitted.studentId!));

    await refreshEnrollmentStatuses({ db, sessionId: session.sessionId });

    expect(await statusOf(session.sessionId, complete.studentId!)).toBe('RANKING_PENDING');
    expect(await statusOf(session.sessionId, incomplete.studentId!)).toBe('PROFILE_EDIT_PENDING');
    expect(await statusOf(session.sessionId, submitted.studentId!)).toBe('RANKING_SUBMITTED');

    await db.update(students).set({ phone: '  ' }).where(eq(students.studentId, complete.studentId!));
    await refreshEnrollmentStatuses({ db, studentIds: [complete.studentId!] });
    expect(await statusOf(session.sessionId, complete.studentId!)).toBe('PROFILE_EDIT_PENDING');
  });

  it('touches only the students named', async () => {
    const group = await createSessionGroup(db);
    const session = await createSession(db, group.sessionGroupId);
    const named = await createPerson(db, 'student');
    const other = await createPerson(db, 'student');
    for (const person of [named, other]) {
      await enrollStudent(db, session.sessionId, person.studentId!);
      await db.update(students).set({ email: 'c@example.com', phone: '08', gpax: '2.00' }).where(eq(students.studentId, person.studentId!));
    }
    await refreshEnrollmentStatuses({ db, studentIds: [named.studentId!] });
    expect(await statusOf(session.sessionId, named.studentId!)).toBe('RANKING_PENDING');
    expect(await statusOf(session.sessionId, other.studentId!)).toBe('PROFILE_EDIT_PENDING');
    await refreshEnrollmentStatuses({ db, studentIds: [] });
  });
});
