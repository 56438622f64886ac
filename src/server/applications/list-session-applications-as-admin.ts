import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { applications, companies, openings, sessionGroups, sessions, students } from '@/db/schema';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { integerQuery, paginationQuery, toList, type List } from '@/server/validation';
import type { AdminSessionApplication } from '@/lib/applications';

export const adminSessionApplicationsQuery = paginationQuery.extend({
  round: integerQuery.pipe(z.number().int().min(1)).optional(),
  status: z.enum(['ACTIVE', 'CANCELLED', 'WITHDRAWN']).optional(),
});
export type AdminSessionApplicationsQuery = z.infer<typeof adminSessionApplicationsQuery>;

export type { AdminSessionApplication };

/**
 * GET /api/admin/sessions/{sessionId}/applications: every application of the session in a round
 * (the group's current round unless `round` is given), any status unless `status` narrows it, by
 * student then the student's preference, with the student and the opening's company. Paged, one join.
 */
export async function listSessionApplicationsAsAdmin({
  ctx,
  sessionId,
  query,
}: {
  ctx: Context;
  sessionId: number;
  query: AdminSessionApplicationsQuery;
}): Promise<List<AdminSessionApplication>> {
  const [session] = await ctx.db
    .select({ sessionId: sessions.sessionId, currentRound: sessionGroups.currentRound })
    .from(sessions)
    .innerJoin(sessionGroups, eq(sessionGroups.sessionGroupId, sessions.sessionGroupId))
    .where(eq(sessions.sessionId, sessionId))
    .limit(1);
  if (!session) throw new NotFoundError('Session not found');
  const round = query.round ?? session.currentRound;
  const scope = and(
    eq(applications.sessionId, sessionId),
    eq(applications.round, round),
    query.status ? eq(applications.status, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        applicationId: applications.applicationId,
        round: applications.round,
        status: applications.status,
        studentPreferenceRank: applications.studentPreferenceRank,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
        studentId: students.studentId,
        firstNameTh: students.firstNameTh,
        lastNameTh: students.lastNameTh,
        profileToken: students.profileToken,
        openingId: openings.openingId,
        openingTitle: openings.title,
        companyId: companies.companyId,
        companyNameTh: companies.companyNameTh,
      })
      .from(applications)
      .innerJoin(students, eq(students.studentId, applications.studentId))
      .innerJoin(openings, eq(openings.openingId, applications.openingId))
      .innerJoin(companies, eq(companies.companyId, openings.companyId))
      .where(scope)
      .orderBy(asc(applications.studentId), asc(applications.studentPreferenceRank), asc(applications.applicationId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(applications)
      .where(scope),
  ]);
  const items = rows.map((row) => ({
    applicationId: row.applicationId,
    round: row.round,
    status: row.status,
    studentPreferenceRank: row.studentPreferenceRank,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    student: { studentId: row.studentId, firstNameTh: row.firstNameTh, lastNameTh: row.lastNameTh, profileToken: row.profileToken },
    opening: { openingId: row.openingId, title: row.openingTitle, companyId: row.companyId, companyNameTh: row.companyNameTh },
  }));
  return toList(items, Number(total), query);
}
