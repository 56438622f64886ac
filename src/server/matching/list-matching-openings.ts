import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { columnName } from '@/db/column-name';
import { rowsOf } from '@/db/rows-of';
import { companies, enrollments, openings } from '@/db/schema';
import type { MatchingOpeningOption } from '@/lib/matching';
import type { Context } from '@/server/context';
import { TAKING_PART_OPENING_STATUSES } from './load-matching-input';

const MAX_OPTIONS = 1000;

const o = alias(openings, 'o');
const c = alias(companies, 'c');

/**
 * The openings of a session an admin may set a student to by hand (they take students and have remaining
 * quota), for the manual-set form; capped, since the form narrows by typing.
 */
export async function listMatchingOpenings({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<MatchingOpeningOption[]> {
  const rows = await rowsOf<{
    opening_id: number;
    title: string;
    company_name_th: string;
    company_name_en: string | null;
    quota: number;
    remaining: number;
  }>(
    ctx.db,
    sql`select ${o.openingId} as opening_id, ${o.title} as title, ${c.companyNameTh} as company_name_th, ${c.companyNameEn} as company_name_en, ${o.quota} as quota,
        (${o.quota} - coalesce(taken.count, 0))::int as remaining
      from ${openings} ${o} join ${companies} ${c} on ${c.companyId} = ${o.companyId}
      left join (select ${enrollments.assignedOpeningId}, count(*)::int as count from ${enrollments}
          where ${enrollments.assignedOpeningId} is not null group by ${enrollments.assignedOpeningId}) taken
        on taken.${columnName(enrollments.assignedOpeningId)} = ${o.openingId}
      where ${o.sessionId} = ${sessionId} and ${o.status} in ${TAKING_PART_OPENING_STATUSES} and ${o.quota} > coalesce(taken.count, 0)
      order by ${c.companyNameTh}, ${o.title}, ${o.openingId}
      limit ${MAX_OPTIONS}`,
  );
  return rows.map((row) => ({
    openingId: Number(row.opening_id),
    title: row.title,
    companyNameTh: row.company_name_th,
    companyNameEn: row.company_name_en,
    quota: Number(row.quota),
    remainingQuota: Number(row.remaining),
  }));
}
