import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/rows-of';
import type { MatchingOpeningOption } from '@/lib/matching';
import type { Context } from '@/server/context';
import { TAKING_PART_OPENING_STATUSES } from './load-matching-input';

const MAX_OPTIONS = 1000;

/**
 * The openings of a session an admin may set a student to by hand (they take students and have remaining
 * quota), for the manual-set form; capped, since the form narrows by typing.
 */
export async function listMatchingOpenings({ ctx, sessionId }: { ctx: Context; sessionId: number }): Promise<MatchingOpeningOption[]> {
  const rows = await rowsOf<{ opening_id: number; title: string; company_name_th: string; quota: number; remaining: number }>(
    ctx.db,
    sql`select o.opening_id, o.title, c.company_name_th, o.quota, (o.quota - coalesce(taken.count, 0))::int as remaining
      from openings o join companies c on c.company_id = o.company_id
      left join (select assigned_opening_id, count(*)::int as count from enrollments where assigned_opening_id is not null group by assigned_opening_id) taken
        on taken.assigned_opening_id = o.opening_id
      where o.session_id = ${sessionId} and o.status in ${TAKING_PART_OPENING_STATUSES} and o.quota > coalesce(taken.count, 0)
      order by c.company_name_th, o.title, o.opening_id
      limit ${MAX_OPTIONS}`,
  );
  return rows.map((row) => ({
    openingId: Number(row.opening_id),
    title: row.title,
    companyNameTh: row.company_name_th,
    quota: Number(row.quota),
    remainingQuota: Number(row.remaining),
  }));
}
