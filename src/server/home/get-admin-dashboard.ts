import { count, eq } from 'drizzle-orm';
import { companies, students } from '@/db/schema';
import type { AdminDashboardData } from '@/lib/home';
import type { Context } from '@/server/context';
import { getSessionGroupDashboard } from '@/server/session-groups';
import { findCurrentSessionGroup } from '@/server/sessions';

export async function getAdminDashboard({ ctx }: { ctx: Context }): Promise<AdminDashboardData> {
  const [studentRows, companyRows, current] = await Promise.all([
    ctx.db.select({ total: count() }).from(students).where(eq(students.isActive, true)),
    ctx.db.select({ total: count() }).from(companies).where(eq(companies.isActive, true)),
    findCurrentSessionGroup({ ctx }),
  ]);
  return {
    activeStudentCount: Number(studentRows[0]?.total ?? 0),
    activeCompanyCount: Number(companyRows[0]?.total ?? 0),
    initialDashboard: current === null ? null : await getSessionGroupDashboard({ ctx, sessionGroupId: current }),
  };
}
