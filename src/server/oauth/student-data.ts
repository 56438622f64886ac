import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { studentBadges, students } from '@/db/schema';
import { ForbiddenError, ServiceUnavailableError } from '@/server/errors';
import { offsetOf, toList, type List, type Pagination } from '@/server/validation';
import type { BearerGrant } from './bearer';

export type StudentContactInfo = { lineId: string | null; email: string | null; phoneNumber: string | null };
export type StudentBadgeView = { badgeId: number; title: string; issuer: string | null; issuedOn: string | null };

/**
 * The consenting student's row. The student granted this client the scope on the consent screen,
 * so the answer does not depend on the profile's visibility flags (those are for companies browsing).
 */
async function findStudentOf(db: Database, grant: BearerGrant) {
  const [row] = await db
    .select({ studentId: students.studentId, lineId: students.lineId, email: students.email, phone: students.phone, isActive: students.isActive })
    .from(students)
    .where(eq(students.platformUid, grant.platformUid!))
    .limit(1);
  if (!row || !row.isActive) throw new ForbiddenError('This token does not belong to a student');
  return row;
}

/** GET /api/oauth/v1/student/contact-info (scope `student:contact-info`). */
export async function getStudentContactInfo(db: Database, grant: BearerGrant): Promise<StudentContactInfo> {
  const student = await findStudentOf(db, grant);
  return { lineId: student.lineId, email: student.email, phoneNumber: student.phone };
}

/**
 * GET /api/oauth/v1/student/academic-badges and /activity-badges: the student's badges, paged. The
 * badge source failing is a 503 with a message (SPEC §8), not a 500, so a client knows to retry later.
 */
export async function listStudentBadges(db: Database, grant: BearerGrant, kind: 'ACADEMIC' | 'ACTIVITY', pagination: Pagination): Promise<List<StudentBadgeView>> {
  const student = await findStudentOf(db, grant);
  try {
    const where = and(eq(studentBadges.studentId, student.studentId), eq(studentBadges.kind, kind));
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({ badgeId: studentBadges.badgeId, title: studentBadges.title, issuer: studentBadges.issuer, issuedOn: studentBadges.issuedOn })
        .from(studentBadges)
        .where(where)
        .orderBy(asc(studentBadges.title), asc(studentBadges.badgeId))
        .limit(pagination.limit)
        .offset(offsetOf(pagination)),
      db.select({ total: count() }).from(studentBadges).where(where),
    ]);
    return toList(rows, total, pagination);
  } catch (error) {
    console.error('Badge source failed', error);
    throw new ServiceUnavailableError('The badge source is unavailable; try again later');
  }
}
