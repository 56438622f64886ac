import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { students } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import type { EnrollByAdmissionYearsInput } from './enrollment-query';
import { ensureSessionExists } from './ensure-session';
import { describeEnrollmentResult, insertEnrollments, type EnrollmentResult } from './insert-enrollments';

/** POST /api/admin/sessions/{sessionId}/enrollments-by-admission-years: every active student of those years but the excluded ones. */
export async function enrollByAdmissionYears(ctx: Context, sessionId: number, input: EnrollByAdmissionYearsInput): Promise<EnrollmentResult> {
  return ctx.db.transaction(async (tx) => {
    await ensureSessionExists(tx, sessionId);
    const candidates = await tx
      .select({ studentId: students.studentId })
      .from(students)
      .where(
        and(
          inArray(students.admissionYear, input.admissionYears),
          eq(students.isActive, true),
          input.excludeStudentIds.length ? notInArray(students.studentId, input.excludeStudentIds) : undefined,
        ),
      );
    const added = await insertEnrollments(tx, sessionId, candidates.map((row) => row.studentId));
    const alreadyEnrolledCount = candidates.length - added.length;
    await recordAudit({ db: tx, actor: ctx.actor, entry: {
      action: 'enrollment.create-by-admission-years',
      entityType: 'session',
      entityId: sessionId,
      details: { admissionYears: input.admissionYears, excludeStudentIds: input.excludeStudentIds, addedCount: added.length, alreadyEnrolledCount },
    } });
    return { message: describeEnrollmentResult(added.length, alreadyEnrolledCount, 0), addedCount: added.length, alreadyEnrolledCount, inactiveCount: 0 };
  });
}
