import { eq } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { students } from '@/db/schema';
import { studentDisplayName } from '@/lib/student-profile';
import type { Identity } from './identity';

/** An admin may act as a student who has never signed in, so students are also resolved by id. */
export async function resolveStudentIdentity({ db, studentId }: { db: Executor; studentId: string }): Promise<Identity | null> {
  const [student] = await db.select().from(students).where(eq(students.studentId, studentId)).limit(1);
  if (!student) return null;
  if (!student.isActive) return { status: 'disabled', platformUid: student.platformUid ?? '' };
  return {
    status: 'active',
    role: 'student',
    platformUid: student.platformUid ?? '',
    displayName: studentDisplayName(student),
    studentId: student.studentId,
  };
}
