import type { Context } from '@/server/context';
import { applyInBulk, type BulkResult, type BulkSelection } from '@/server/bulk';
import { matchingStudentIds, type StudentListFilter } from './student-list-filter';
import { setStudentActive } from './set-student-active';

/**
 * POST /api/admin/students/disable|enable: the single-student action on every selected student, all or
 * nothing (an unknown student id is a 404 naming it and nothing changes); one audit row per student.
 */
export async function setStudentsActive({
  ctx,
  selection,
  isActive,
}: {
  ctx: Context;
  selection: BulkSelection<string, StudentListFilter>;
  isActive: boolean;
}): Promise<BulkResult<string>> {
  return applyInBulk({
    ctx,
    selection,
    matching: matchingStudentIds,
    apply: ({ ctx: rowCtx, id }) => setStudentActive({ ctx: rowCtx, studentId: id, isActive }),
    label: (studentId) => `Student ${studentId}`,
  });
}
