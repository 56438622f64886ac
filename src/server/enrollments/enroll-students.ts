import { inArray } from 'drizzle-orm';
import { students } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import type { EnrollStudentsInput } from './enrollment-query';
import { ensureSessionExists } from './ensure-session';
import { describeEnrollmentResult, insertEnrollments, type EnrollmentResult } from './insert-enrollments';

/** POST /api/admin/sessions/{sessionId}/enrollments {studentIds}: unknown ids are a 400 naming them; disabled students are skipped. */
export async function enrollStudents(ctx: Context, sessionId: number, input: EnrollStudentsInput): Promise<EnrollmentResult> {
  const studentIds = [...new Set(input.studentIds)];
  return ctx.db.transaction(async (tx) => {
    await ensureSessionExists(tx, sessionId);
    const known = await tx.select({ studentId: students.studentId, isActive: students.isActive }).from(students).where(inArray(students.studentId, studentIds));
    const knownIds = new Set(known.map((row) => row.studentId));
    const unknown = studentIds.filter((studentId) => !knownIds.has(studentId));
    if (unknown.length) throw new BadRequestError(`body.studentIds: unknown students: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ` and ${unknown.length - 20} more` : ''}`, { unknownStudentIds: unknown });

    const active = known.filter((row) => row.isActive).map((row) => row.studentId);
    const added = await insertEnrollments(tx, sessionId, active);
    const inactiveCount = known.length - active.length;
    const alreadyEnrolledCount = active.length - added.length;
    await recordAudit(tx, ctx.actor, { action: 'enrollment.create', entityType: 'session', entityId: sessionId, details: { addedStudentIds: added, alreadyEnrolledCount, inactiveCount } });
    return { message: describeEnrollmentResult(added.length, alreadyEnrolledCount, inactiveCount), addedCount: added.length, alreadyEnrolledCount, inactiveCount };
  });
}

