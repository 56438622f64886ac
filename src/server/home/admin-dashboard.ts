import { count, eq, sql, sum } from 'drizzle-orm';
import { companies, enrollments, openings, students } from '@/db/schema';
import type { EnrollmentStatus, OpeningStatus } from '@/lib/labels';
import type { Context } from '@/server/context';

export type SessionStatusCounts<S extends string> = { sessionId: number; counts: Partial<Record<S, number>> };

export type AdminDashboardData = {
  activeStudentCount: number;
  activeCompanyCount: number;
  /** Enrollments per session by status (one grouped query for every session). */
  enrollments: SessionStatusCounts<EnrollmentStatus>[];
  /** Openings per session by status, with the quota they offer. */
  openings: (SessionStatusCounts<OpeningStatus> & { quota: Partial<Record<OpeningStatus, number>> })[];
};

function collect<S extends string>(rows: { sessionId: number; status: S; total: number }[]): SessionStatusCounts<S>[] {
  const bySession = new Map<number, SessionStatusCounts<S>>();
  for (const row of rows) {
    const entry: SessionStatusCounts<S> = bySession.get(row.sessionId) ?? { sessionId: row.sessionId, counts: {} };
    entry.counts[row.status] = Number(row.total);
    bySession.set(row.sessionId, entry);
  }
  return [...bySession.values()];
}

/** Figures for the admin dashboard, for every session; the screen picks the chosen group's sessions. */
export async function getAdminDashboard({ db }: Context): Promise<AdminDashboardData> {
  const [studentRows, companyRows, enrollmentRows, openingRows] = await Promise.all([
    db.select({ total: count() }).from(students).where(eq(students.isActive, true)),
    db.select({ total: count() }).from(companies).where(eq(companies.isActive, true)),
    db
      .select({ sessionId: enrollments.sessionId, status: enrollments.status, total: count() })
      .from(enrollments)
      .groupBy(enrollments.sessionId, enrollments.status),
    db
      .select({ sessionId: openings.sessionId, status: openings.status, total: count(), quota: sql<string>`coalesce(${sum(openings.quota)}, 0)` })
      .from(openings)
      .groupBy(openings.sessionId, openings.status),
  ]);

  const openingCounts = collect(openingRows);
  const quotaBySession = new Map<number, Partial<Record<OpeningStatus, number>>>();
  for (const row of openingRows) {
    const quota = quotaBySession.get(row.sessionId) ?? {};
    quota[row.status] = Number(row.quota);
    quotaBySession.set(row.sessionId, quota);
  }

  return {
    activeStudentCount: Number(studentRows[0]?.total ?? 0),
    activeCompanyCount: Number(companyRows[0]?.total ?? 0),
    enrollments: collect(enrollmentRows),
    openings: openingCounts.map((entry) => ({ ...entry, quota: quotaBySession.get(entry.sessionId) ?? {} })),
  };
}
