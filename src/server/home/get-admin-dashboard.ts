import { count, desc, eq } from 'drizzle-orm';
import { companies, sessions, students } from '@/db/schema';
import type { AdminDashboardData } from '@/lib/home';
import type { Context } from '@/server/context';
import { getSessionGroupDashboard } from '@/server/session-groups';

export async function getAdminDashboard({ ctx }: { ctx: Context }): Promise<AdminDashboardData> {
  const [studentRows, companyRows, newestRows] = await Promise.all([
    ctx.db.select({ total: count() }).from(students).where(eq(students.isActive, true)),
    ctx.db.select({ total: count() }).from(companies).where(eq(companies.isActive, true)),
    ctx.db.select({ sessionGroupId: sessions.sessionGroupId }).from(sessions).orderBy(desc(sessions.sessionGroupId)).limit(1),
  ]);
  const newest = newestRows[0]?.sessionGroupId;
  return {
    activeStudentCount: Number(studentRows[0]?.total ?? 0),
    activeCompanyCount: Number(companyRows[0]?.total ?? 0),
    initialDashboard: newest === undefined ? null : await getSessionGroupDashboard({ ctx, sessionGroupId: newest }),
  };
}
