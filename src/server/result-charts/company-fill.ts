import { sql, type SQL } from 'drizzle-orm';
import { companies, matchingRoundResults, openings } from '@/db/schema';
import type { Executor } from '@/db/client';
import { rowsOf } from '@/db/rows-of';
import type { CompanyFill } from '@/lib/result-charts';

/**
 * Each company's places and matched students over the openings `inScope` picks: places are the quota of its openings
 * that took part (PUBLISHED, RANKING_SUBMITTED, RESULT_ANNOUNCED; drafts and withdrawn ones offer none), matched the
 * results with one of those openings among `resultsInScope` (a matched student leaves the pool, so each placement is
 * one result row, whatever the round). One grouped statement: the results are counted per opening first (the
 * view's opening index), then summed per company. Least filled first, the most places first among equals, so the
 * companies still needing students head the list.
 */
export async function companyFill({
  db,
  openingsInScope,
  resultsInScope,
}: {
  db: Executor;
  openingsInScope: SQL;
  resultsInScope: SQL;
}): Promise<CompanyFill[]> {
  const rows = await rowsOf<{
    company_id: number;
    company_name_th: string;
    company_name_en: string | null;
    matched: string | number;
    places: string | number;
  }>(
    db,
    sql`with matched as (
        select ${matchingRoundResults.openingId} as opening_id, count(*) as matched
        from ${matchingRoundResults}
        where ${resultsInScope} and ${matchingRoundResults.openingId} is not null
        group by ${matchingRoundResults.openingId}
      )
      select ${companies.companyId} as company_id, ${companies.companyNameTh} as company_name_th, ${companies.companyNameEn} as company_name_en,
        coalesce(sum(matched.matched), 0) as matched, sum(${openings.quota}) as places
      from ${openings}
      join ${companies} on ${companies.companyId} = ${openings.companyId}
      left join matched on matched.opening_id = ${openings.openingId}
      where ${openingsInScope} and ${openings.status} in ('PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED')
      group by ${companies.companyId}, ${companies.companyNameTh}, ${companies.companyNameEn}`,
  );
  const fills = rows.map((row) => ({
    companyId: Number(row.company_id),
    companyNameTh: row.company_name_th,
    companyNameEn: row.company_name_en,
    matched: Number(row.matched),
    places: Number(row.places),
  }));
  const rate = (fill: CompanyFill) => (fill.places === 0 ? 0 : fill.matched / fill.places);
  return fills.sort(
    (a, b) => rate(a) - rate(b) || b.places - a.places || a.companyNameTh.localeCompare(b.companyNameTh, 'th') || a.companyId - b.companyId,
  );
}
