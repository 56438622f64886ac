import { and, eq, gt } from 'drizzle-orm';
import { studentEmailVerifications, students } from '@/db/schema';
import type { EmailVerificationInput, EmailVerifiedAnswer } from '@/lib/student-profile';
import { sha256 } from '@/server/auth';
import type { SystemContext } from '@/server/context';
import { BadRequestError } from '@/server/errors';

/**
 * POST /api/email-verification: the link mailed to a new address was opened. No login is needed (the mail may be
 * read on another device): the token is the proof. The link works once and until it expires; from then on
 * notification mail goes to the profile's address. A token of a change since replaced or undone matches nothing.
 */
export async function confirmEmailVerification({
  ctx,
  input,
}: {
  ctx: SystemContext;
  input: EmailVerificationInput;
}): Promise<EmailVerifiedAnswer> {
  return ctx.db.transaction(async (tx) => {
    const [verified] = await tx
      .delete(studentEmailVerifications)
      .where(and(eq(studentEmailVerifications.tokenHash, sha256(input.token)), gt(studentEmailVerifications.expiresAt, ctx.now)))
      .returning();
    if (!verified) throw new BadRequestError('ลิงก์ยืนยันอีเมลนี้ไม่ถูกต้อง หมดอายุ หรือถูกใช้ไปแล้ว');
    await tx.update(students).set({ updatedAt: ctx.now }).where(eq(students.studentId, verified.studentId));
    return { email: verified.email };
  });
}
