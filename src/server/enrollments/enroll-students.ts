import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { students } from '@/db/schema';
import type { EnrollStudentsAnswer } from '@/lib/enrollments';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { BadRequestError } from '@/server/errors';
import { MAX_BULK_IDS, MAX_BULK_MATCHING } from '@/server/bulk';
import { matchingStudentIds, studentListQuery } from '@/server/students';
import { describeEnrollmentResult, studentIdText } from './enrollment-result';
import { ensureSessionExists } from './ensure-session-exists';
import { insertEnrollments } from './insert-enrollments';

/**
 * The students to enroll: `{studentIds}` (the original form), `{ids}` (the bulk form of every table), or
 * `{allMatching}` — the query of GET /api/admin/students, so "all N matching" on the students table enrolls
 * rows on pages the browser never loaded.
 */
export const enrollStudentsInput = z
  .object({
    studentIds: z.array(studentIdText).min(1, 'Pick at least one student').max(5000).optional(),
    ids: z.array(studentIdText).min(1, 'Pick at least one student').max(MAX_BULK_IDS).optional(),
    allMatching: studentListQuery.optional(),
  })
  .superRefine((body, context) => {
    const given = [body.studentIds, body.ids, body.allMatching].filter((part) => part !== undefined).length;
    if (given === 0) context.addIssue({ code: 'custom', message: 'Required (or ids, or allMatching)', path: ['studentIds'] });
    if (given > 1) context.addIssue({ code: 'custom', message: 'Give one of studentIds, ids or allMatching', path: [] });
  });
export type EnrollStudentsInput = z.output<typeof enrollStudentsInput>;

/**
 * POST /api/admin/sessions/{sessionId}/enrollments {studentIds}|{ids}|{allMatching}: unknown ids are a 400 naming
 * them and nothing is enrolled; disabled and already enrolled students are skipped (counted, not refused).
 * `count` and `ids` are the students newly enrolled, as every bulk action answers.
 */
export async function enrollStudents({
  ctx,
  sessionId,
  input,
}: {
  ctx: Context;
  sessionId: number;
  input: EnrollStudentsInput;
}): Promise<EnrollStudentsAnswer> {
  return ctx.db.transaction(async (tx) => {
    await ensureSessionExists({ db: tx, sessionId });
    const studentIds = input.allMatching
      ? await matchingStudentIds({ db: tx, filter: input.allMatching })
      : [...new Set(input.ids ?? input.studentIds ?? [])];
    if (studentIds.length > MAX_BULK_MATCHING)
      throw new BadRequestError(
        `The filter matches ${studentIds.length} students; at most ${MAX_BULK_MATCHING} are enrolled at once. Narrow the filter`,
      );
    const known = await tx
      .select({ studentId: students.studentId, isActive: students.isActive })
      .from(students)
      .where(inArray(students.studentId, studentIds));
    const knownIds = new Set(known.map((row) => row.studentId));
    const unknown = studentIds.filter((studentId) => !knownIds.has(studentId));
    if (unknown.length)
      throw new BadRequestError(
        `body.studentIds: unknown students: ${unknown.slice(0, 20).join(', ')}${unknown.length > 20 ? ` and ${unknown.length - 20} more` : ''}`,
        { unknownStudentIds: unknown },
      );

    const active = known.filter((row) => row.isActive).map((row) => row.studentId);
    const added = await insertEnrollments({ db: tx, sessionId, activeStudentIds: active });
    const inactiveCount = known.length - active.length;
    const alreadyEnrolledCount = active.length - added.length;
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'enrollment.create',
        entityType: 'session',
        entityId: sessionId,
        details: { addedStudentIds: added, alreadyEnrolledCount, inactiveCount },
      },
    });
    return {
      message: describeEnrollmentResult({ addedCount: added.length, alreadyEnrolledCount, inactiveCount }),
      addedCount: added.length,
      alreadyEnrolledCount,
      inactiveCount,
      count: added.length,
      ids: [...added].sort(),
    };
  });
}
