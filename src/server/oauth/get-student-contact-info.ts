import type { StudentContactInfo } from '@/lib/oauth';
import type { SystemContext } from '@/server/context';
import type { BearerGrant } from './bearer';
import { findStudentOf } from './consenting-student';

/** GET /api/oauth/v1/student/contact-info (scope `student:contact-info`). */
export async function getStudentContactInfo({ ctx, grant }: { ctx: SystemContext; grant: BearerGrant }): Promise<StudentContactInfo> {
  const student = await findStudentOf({ db: ctx.db, grant });
  return { lineId: student.lineId, email: student.email, phoneNumber: student.phone };
}
