import type { GradeInput, StudentGrade } from '@/lib/student-profile';
import type { StudentContext } from '@/server/context';
import { upsertGrade } from './upsert-grade';

/** PUT /api/student/me/grade: the student's own semester grade. */
export async function putOwnGrade({ ctx, grade }: { ctx: StudentContext; grade: GradeInput }): Promise<StudentGrade> {
  return upsertGrade({ ctx, studentId: ctx.actor.studentId, grade, action: 'student.grade.put_own' });
}
