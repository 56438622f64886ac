import { eq } from 'drizzle-orm';
import { studentEmailVerifications } from '@/db/schema';
import type { OwnStudentProfile } from '@/lib/student-profile';
import type { StudentContext } from '@/server/context';
import { ConflictError, ServiceUnavailableError, TooManyRequestsError } from '@/server/errors';
import { EMAIL_VERIFICATION_RESEND_SECONDS, renewVerificationToken, sendVerificationMail } from './email-verification';
import { getOwnProfile } from './get-own-profile';

/**
 * POST /api/student/me/email-verification: mails a fresh link to the pending address (the earlier link stops
 * working). 409 without a pending address; 429 within a minute of the last mail; 503 when the mail server refuses.
 */
export async function resendEmailVerification({ ctx }: { ctx: StudentContext }): Promise<OwnStudentProfile> {
  const studentId = ctx.actor.studentId;
  const mail = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(studentEmailVerifications)
      .where(eq(studentEmailVerifications.studentId, studentId))
      .for('update');
    if (!pending) throw new ConflictError('ไม่มีอีเมลที่รอยืนยัน');
    const waitMs = (pending.sentAt?.getTime() ?? 0) + EMAIL_VERIFICATION_RESEND_SECONDS * 1000 - ctx.now.getTime();
    if (waitMs > 0) throw new TooManyRequestsError(waitMs / 1000, 'เพิ่งส่งอีเมลยืนยันไป กรุณารอสักครู่แล้วลองอีกครั้ง');
    const token = await renewVerificationToken({ db: tx, now: ctx.now, studentId });
    return { studentId, email: pending.email, token };
  });
  try {
    await sendVerificationMail({ db: ctx.db, now: ctx.now, mail });
  } catch {
    throw new ServiceUnavailableError('ส่งอีเมลยืนยันไม่สำเร็จ กรุณาลองใหม่ภายหลัง');
  }
  return getOwnProfile({ ctx });
}
