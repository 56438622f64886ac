import { desc } from 'drizzle-orm';
import { students } from '@/db/schema';
import type { Context } from '@/server/context';

/** GET /api/common/admission-years: the years students were admitted in, newest first. */
export async function listAdmissionYears({ ctx: { db } }: { ctx: Pick<Context, 'db'> }): Promise<number[]> {
  const rows = await db.selectDistinct({ admissionYear: students.admissionYear }).from(students).orderBy(desc(students.admissionYear));
  return rows.map((row) => row.admissionYear);
}
