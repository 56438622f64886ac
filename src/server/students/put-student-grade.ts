import type { GradeInput, StudentGrade } from '@/lib/student-profile';
import type { Context } from '@/server/context';
import { upsertGrade } from './upsert-grade';

/** PUT /api/admin/students/{studentId}/grade: sets (or replaces) one semester's grade. */
export async function putStudentGrade({
  ctx,
  studentId,
  grade,
}: {
  ctx: Context;
  studentId: string;
  grade: GradeInput;
}): Promise<StudentGrade> {
  return upsertGrade({ ctx, studentId, grade, action: 'student.grade.put' });
}
