import type { SystemContext } from '@/server/context';
import type { BearerGrant } from './bearer';
import { findStudentOf } from './consenting-student';

export type StudentContactInfo = { lineId: string | null; email: string | null; phoneNumber: string | null };

/** GET /api/oauth/v1/student/contact-info (scope `student:contact-info`). */
export async function getStudentContactInfo({ ctx, grant }: { ctx: SystemContext; grant: BearerGrant }): Promise<StudentContactInfo> {
  const student = await findStudentOf({ db: ctx.db, grant });
  return { lineId: student.lineId, email: student.email, phoneNumber: student.phone };
}
