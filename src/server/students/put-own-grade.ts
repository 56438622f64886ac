import type { GradeInput, StudentGrade } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { ownStudentId } from './own-student-id';
import { upsertGrade } from './upsert-grade';

/** PUT /api/student/me/grade: the student's own semester grade. */
export async function putOwnGrade({ ctx, grade }: { ctx: Context; grade: GradeInput }): Promise<StudentGrade> {
  return upsertGrade({ ctx, studentId: ownStudentId(ctx), grade, action: 'student.grade.put_own' });
}
