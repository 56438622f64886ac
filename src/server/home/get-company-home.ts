import { and, count, eq, lte, sql, sum } from 'drizzle-orm';
import { applications, companies, openings, rounds, sessions } from '@/db/schema';
import type { CompanyHomeData } from '@/lib/home';
import type { CompanyContext } from '@/server/context';

export async function getCompanyHome({ ctx: { db, actor, now } }: { ctx: CompanyContext }): Promise<CompanyHomeData> {
  const companyId = actor.companyId;

  const [companyRows, openingRows, applicationRows] = await Promise.all([
    db
      .select({ companyId: companies.companyId, companyNameTh: companies.companyNameTh, companyNameEn: companies.companyNameEn })
      .from(companies)
      .where(eq(companies.companyId, companyId))
      .limit(1),
    db
      .select({
        sessionId: openings.sessionId,
        status: openings.status,
        total: count(),
        quota: sql<string>`coalesce(${sum(openings.quota)}, 0)`,
      })
      .from(openings)
      .where(eq(openings.companyId, companyId))
      .groupBy(openings.sessionId, openings.status),
    db
      .select({ sessionId: applications.sessionId, round: applications.round, total: count() })
      .from(applications)
      .innerJoin(openings, eq(openings.openingId, applications.openingId))
      .innerJoin(sessions, eq(sessions.sessionId, applications.sessionId))
      .innerJoin(rounds, and(eq(rounds.sessionGroupId, sessions.sessionGroupId), eq(rounds.round, applications.round)))
      // Companies see applications from applicationAnnouncementDate (DOMAIN.md), counts included.
      .where(and(eq(openings.companyId, companyId), eq(applications.status, 'ACTIVE'), lte(rounds.applicationAnnouncementDate, now)))
      .groupBy(applications.sessionId, applications.round),
  ]);

  return {
    company: companyRows[0] ?? null,
    openings: openingRows.map((row) => ({
      sessionId: row.sessionId,
      status: row.status,
      count: Number(row.total),
      quota: Number(row.quota),
    })),
    applications: applicationRows.map((row) => ({ sessionId: row.sessionId, round: row.round, count: Number(row.total) })),
  };
}
