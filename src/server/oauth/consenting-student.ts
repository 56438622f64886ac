import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { students } from '@/db/schema';
import { ForbiddenError } from '@/server/errors';
import type { BearerGrant } from './bearer';

/**
 * The consenting student's row. The student granted this client the scope on the consent screen,
 * so the answer does not depend on the profile's visibility flags (those are for companies browsing).
 */
export async function findStudentOf({ db, grant }: { db: Database; grant: BearerGrant }) {
  const [row] = await db
    .select({
      studentId: students.studentId,
      lineId: students.lineId,
      email: students.email,
      phone: students.phone,
      isActive: students.isActive,
    })
    .from(students)
    .where(eq(students.platformUid, grant.platformUid!))
    .limit(1);
  if (!row || !row.isActive) throw new ForbiddenError('This token does not belong to a student');
  return row;
}
