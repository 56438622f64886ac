import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { openings, sessions } from '@/db/schema';
import { PUBLISHED_OPENING_STATUSES, type SessionOpeningRatio } from '@/lib/openings';

export type { SessionOpeningRatio };
import { BadRequestError } from '@/server/errors';

/**
 * The company opening ratio of DOMAIN.md, as we read it: for every session S of a group in which the
 * company publishes some quota, quota(S) / quota(all sessions of the group) ≥ minimumCompanyOpeningRatio(S).
 * A session where the company publishes nothing is not bound (so a company publishing in only one
 * session always satisfies it). Published means PUBLISHED, RANKING_SUBMITTED or RESULT_ANNOUNCED.
 *
 * Example: summer (minimum 0.5) and co-op (minimum 0.3). 4 + 2 places: 0.67 and 0.33, satisfied.
 * 5 + 1 places: co-op has 0.17 < 0.3, refused. 6 + 0 places: satisfied (co-op not bound).
 */

/**
 * Per session of the group (in session order), the ratio the company has, or would have if the
 * `additionalOpeningIds` (its own openings in the group, typically drafts) were published too.
 * Pass `lock` inside a publishing transaction: it locks the company's openings of the group so two
 * publishes cannot both pass the check on the same old numbers.
 */
export async function computeCompanyOpeningRatio({
  db,
  ...input
}: {
  db: Executor;
  companyId: number;
  sessionGroupId: number;
  additionalOpeningIds?: number[];
  lock?: boolean;
}): Promise<SessionOpeningRatio[]> {
  const additional = input.additionalOpeningIds ?? [];
  if (input.lock) {
    await db
      .select({ openingId: openings.openingId })
      .from(openings)
      .innerJoin(sessions, eq(sessions.sessionId, openings.sessionId))
      .where(and(eq(openings.companyId, input.companyId), eq(sessions.sessionGroupId, input.sessionGroupId)))
      .for('update', { of: openings });
  }
  const counted = additional.length
    ? or(inArray(openings.status, [...PUBLISHED_OPENING_STATUSES]), inArray(openings.openingId, additional))
    : inArray(openings.status, [...PUBLISHED_OPENING_STATUSES]);
  const rows = await db
    .select({
      sessionId: sessions.sessionId,
      title: sessions.title,
      minimumCompanyOpeningRatio: sessions.minimumCompanyOpeningRatio,
      publishedQuota: sql<number>`coalesce(sum(${openings.quota}), 0)::int`,
    })
    .from(sessions)
    .leftJoin(openings, and(eq(openings.sessionId, sessions.sessionId), eq(openings.companyId, input.companyId), counted))
    .where(eq(sessions.sessionGroupId, input.sessionGroupId))
    .groupBy(sessions.sessionId)
    .orderBy(asc(sessions.sessionId));
  const total = rows.reduce((sum, row) => sum + Number(row.publishedQuota), 0);
  return rows.map((row) => {
    const publishedQuota = Number(row.publishedQuota);
    const minimum = Number(row.minimumCompanyOpeningRatio);
    const ratio = total === 0 ? 0 : publishedQuota / total;
    return {
      sessionId: row.sessionId,
      title: row.title,
      publishedQuota,
      ratio: Math.round(ratio * 10000) / 10000,
      minimumCompanyOpeningRatio: minimum,
      // Compared exactly (not on the rounded ratio): quota * 1000 ≥ minimum * 1000 * total avoids float surprises.
      isSatisfied: publishedQuota === 0 || publishedQuota * 1000 >= Math.round(minimum * 1000) * total,
    };
  });
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** 400 naming every session the set would leave below its minimum. */
export function assertRatioSatisfied(ratios: SessionOpeningRatio[]): void {
  const failing = ratios.filter((row) => !row.isSatisfied);
  if (failing.length === 0) return;
  const details = failing
    .map(
      (row) =>
        `session "${row.title}" would have ${percent(row.ratio)} of the company's published quota, below its minimum of ${percent(row.minimumCompanyOpeningRatio)}`,
    )
    .join('; ');
  throw new BadRequestError(`Publishing would break the company opening ratio: ${details}`, { ratios });
}
