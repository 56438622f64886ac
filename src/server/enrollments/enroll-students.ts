import { inArray } from 'drizzle-orm';
import { students } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { MAX_BULK_MATCHING, type BulkResult } from '@/server/bulk';
import { matchingStudentIds } from '@/server/students';
import type { EnrollStudentsInput } from './enrollment-query';
import { ensureSessionExists } from './ensure-session';
import { describeEnrollmentResult, insertEnrollments, type EnrollmentResult } from './insert-enrollments';

/**
 * POST /api/admin/sessions/{sessionId}/enrollments {studentIds}|{ids}|{allMatching}: unknown ids are a 400 naming
 * them and nothing is enrolled; disabled and already enrolled students are skipped (counted, not refused).
 * `count` and `ids` are the students newly enrolled, as every bulk action answers.
 */
export async function enrollStudents(ctx: Context, sessionId: number, input: EnrollStudentsInput): Promise<EnrollmentResult & BulkResult<string>> {
  return ctx.db.transaction(async (tx) => {
    await ensureSessionExists(tx, sessionId);
    const studentIds = input.allMatching ? await matchingStudentIds({ db: tx, filter: input.allMatching }) : [...new Set(input.ids ?? input.studentIds ?? [])];
    if (studentIds.length > MAX_BULK_MATCHING) throw new BadRequestError(`The filter matches ${studentIds.length} students; at most ${MAX_BULK_MATCHING} are enrolled at once. Narrow the filter`);
    const known = await tx.select({ studentId: students.studentId, isActive: students.isActive }).from(students).where(inArray(students.studentId, studentIds));
    const knownIds = new Set(known.map((row) => row.studentId));
    const unknown = studentIds.filter((studentId) => !knownIds.has(studentId));
    if (unknown.length) throw new BadRequestError(`body.studentIds: unknown students: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ` and ${unknown.length - 20} more` : ''}`, { unknownStudentIds: unknown });

    const active = known.filter((row) => row.isActive).map((row) => row.studentId);
    const added = await insertEnrollments(tx, sessionId, active);
    const inactiveCount = known.length - active.length;
    const alreadyEnrolledCount = active.length - added.length;
    await recordAudit({ db: tx, actor: ctx.actor, entry: { action: 'enrollment.create', entityType: 'session', entityId: sessionId, details: { addedStudentIds: added, alreadyEnrolledCount, inactiveCount } } });
    return { message: describeEnrollmentResult(added.length, alreadyEnrolledCount, inactiveCount), addedCount: added.length, alreadyEnrolledCount, inactiveCount, count: added.length, ids: [...added].sort() };
  });
}

