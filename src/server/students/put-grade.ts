import { eq } from 'drizzle-orm';
import { studentGrades, students } from '@/db/schema';
import type { GradeInput, StudentGrade } from '@/lib/student-profile';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { ownStudentId } from './get-own-profile';

async function upsertGrade(ctx: Context, studentId: string, grade: GradeInput, action: string): Promise<StudentGrade> {
  return ctx.db.transaction(async (tx) => {
    const [student] = await tx.select({ studentId: students.studentId }).from(students).where(eq(students.studentId, studentId)).limit(1);
    if (!student) throw new NotFoundError('Student not found');
    const gpa = grade.noGpa || grade.gpa === undefined || grade.gpa === null ? null : grade.gpa.toFixed(2);
    const [saved] = await tx
      .insert(studentGrades)
      .values({ studentId, year: grade.year, semester: grade.semester, noGpa: grade.noGpa, gpa })
      .onConflictDoUpdate({ target: [studentGrades.studentId, studentGrades.year, studentGrades.semester], set: { noGpa: grade.noGpa, gpa } })
      .returning();
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action, entityType: 'student', entityId: studentId, details: { year: grade.year, semester: grade.semester } } });
    return { year: saved.year, semester: saved.semester, noGpa: saved.noGpa, gpa: saved.gpa === null ? null : Number(saved.gpa) };
  });
}

/** PUT /api/admin/students/{studentId}/grade: sets (or replaces) one semester's grade. */
export async function putStudentGrade(ctx: Context, studentId: string, grade: GradeInput): Promise<StudentGrade> {
  return upsertGrade(ctx, studentId, grade, 'student.grade.put');
}

/** PUT /api/student/me/grade: the student's own semester grade. */
export async function putOwnGrade(ctx: Context, grade: GradeInput): Promise<StudentGrade> {
  return upsertGrade(ctx, ownStudentId(ctx), grade, 'student.grade.put_own');
}
