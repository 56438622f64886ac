import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import { students } from '@/db/schema';
import type { EnrollmentResult } from '@/lib/enrollments';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { describeEnrollmentResult, studentIdText } from './enrollment-result';
import { ensureSessionExists } from './ensure-session-exists';
import { insertEnrollments } from './insert-enrollments';

export const enrollByAdmissionYearsInput = z.object({
  admissionYears: z.array(z.number().int().min(2400).max(2700)).min(1, 'Pick at least one admission year').max(50),
  excludeStudentIds: z.array(studentIdText).max(5000).default([]),
});
export type EnrollByAdmissionYearsInput = z.output<typeof enrollByAdmissionYearsInput>;

/** POST /api/admin/sessions/{sessionId}/enrollments-by-admission-years: every active student of those years but the excluded ones. */
export async function enrollByAdmissionYears({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: EnrollByAdmissionYearsInput;
}): Promise<EnrollmentResult> {
  return ctx.db.transaction(async (tx) => {
    await ensureSessionExists({ db: tx, sessionId });
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
    const added = await insertEnrollments({ db: tx, sessionId, activeStudentIds: candidates.map((row) => row.studentId) });
    const alreadyEnrolledCount = candidates.length - added.length;
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'enrollment.create-by-admission-years',
        entityType: 'session',
        entityId: sessionId,
        details: {
          admissionYears: input.admissionYears,
          excludeStudentIds: input.excludeStudentIds,
          addedCount: added.length,
          alreadyEnrolledCount,
        },
      },
    });
    return {
      message: describeEnrollmentResult({ addedCount: added.length, alreadyEnrolledCount, inactiveCount: 0 }),
      addedCount: added.length,
      alreadyEnrolledCount,
      inactiveCount: 0,
    };
  });
}
