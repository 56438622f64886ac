import { eq } from 'drizzle-orm';
import { students } from '@/db/schema';
import type { StudentSummary } from '@/lib/student-profile';
import { recordAudit } from '@/server/audit';
import { endLoginSessionsOf } from '@/server/auth';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { loadStudentProfile, studentIdIs } from './student-views';

/**
 * POST /api/admin/students/{studentId}/disable|enable. Disabling ends the student's own logins at once.
 * An admin acting as the student is not signed out: their next request falls back to the admin
 * (docs/decisions.md, "Assume identity").
 */
export async function setStudentActive({
  ctx,
  studentId,
  isActive,
}: {
  ctx: Context;
  studentId: string;
  isActive: boolean;
}): Promise<StudentSummary> {
  return ctx.db.transaction(async (tx) => {
    const [student] = await tx
      .update(students)
      .set({ isActive, updatedAt: ctx.now })
      .where(eq(students.studentId, studentId))
      .returning({ platformUid: students.platformUid });
    if (!student) throw new NotFoundError('Student not found');
    if (!isActive && student.platformUid) await endLoginSessionsOf({ db: tx, platformUids: [student.platformUid] });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: isActive ? 'student.enable' : 'student.disable', entityType: 'student', entityId: studentId },
    });
    const profile = await loadStudentProfile({ db: tx, where: studentIdIs(studentId) });
    const {
      studentId: id,
      platformUid,
      titleTh,
      firstNameTh,
      lastNameTh,
      titleEn,
      firstNameEn,
      lastNameEn,
      admissionYear,
      profileToken,
      program,
      faculty,
      department,
      university,
    } = profile!;
    return {
      studentId: id,
      platformUid,
      titleTh,
      firstNameTh,
      lastNameTh,
      titleEn,
      firstNameEn,
      lastNameEn,
      admissionYear,
      profileToken,
      program,
      faculty,
      department,
      university,
      isActive,
    };
  });
}
