import { eq } from 'drizzle-orm';
import { studentGrades, students } from '@/db/schema';
import type { GradeInput, StudentGrade } from '@/lib/student-profile';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';

/** The grade write both PUT routes share, audited under the route's own action. */
export async function upsertGrade({
  ctx,
  studentId,
  grade,
  action,
}: {
  ctx: Context;
  studentId: string;
  grade: GradeInput;
  action: string;
}): Promise<StudentGrade> {
  return ctx.db.transaction(async (tx) => {
    const [student] = await tx.select({ studentId: students.studentId }).from(students).where(eq(students.studentId, studentId)).limit(1);
    if (!student) throw new NotFoundError('Student not found');
    const gpa = grade.noGpa || grade.gpa === undefined || grade.gpa === null ? null : grade.gpa.toFixed(2);
    const [saved] = await tx
      .insert(studentGrades)
      .values({ studentId, year: grade.year, semester: grade.semester, noGpa: grade.noGpa, gpa })
      .onConflictDoUpdate({
        target: [studentGrades.studentId, studentGrades.year, studentGrades.semester],
        set: { noGpa: grade.noGpa, gpa },
      })
      .returning();
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action, entityType: 'student', entityId: studentId, details: { year: grade.year, semester: grade.semester } },
    });
    return { year: saved.year, semester: saved.semester, noGpa: saved.noGpa, gpa: saved.gpa === null ? null : Number(saved.gpa) };
  });
}
