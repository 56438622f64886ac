// The result charts of the admin's results screen and the group dashboard (docs/result-charts.md), as the server
// hands them to the pages.
import { z } from 'zod';

/** Ranks from this one on are one bar ("6 ขึ้นไป"): lists may hold up to ten openings, and the tail is thin. */
export const RANK_TAIL_FROM = 6;

export const RANK_BUCKET_KINDS = ['RANK', 'TAIL', 'OUTSIDE_LIST', 'UNMATCHED'] as const;

/** One bar of "how far down their lists": a rank 1…5, the tail, a match outside the list, or no match. */
export const rankBucket = z.object({
  kind: z.enum(RANK_BUCKET_KINDS),
  /** The rank for RANK, the first rank of the tail for TAIL, null otherwise. */
  rank: z.number().int().nullable(),
  label: z.string(),
  count: z.number().int(),
});
export type RankBucket = z.infer<typeof rankBucket>;

/** A company's places (quota of its openings taking part) and the students matched to them. */
export const companyFill = z.object({
  companyId: z.number().int(),
  companyNameTh: z.string(),
  companyNameEn: z.string().nullable(),
  matched: z.number().int(),
  places: z.number().int(),
});
export type CompanyFill = z.infer<typeof companyFill>;

export const roundProgress = z.object({
  round: z.number().int(),
  applications: z.number().int(),
  submittedRankings: z.number().int(),
  matched: z.number().int(),
});
export type RoundProgress = z.infer<typeof roundProgress>;

/** The results screen of one session and round. */
export const roundResultCharts = z.object({
  sessionId: z.number().int(),
  round: z.number().int(),
  /** Results of the round (matched and unmatched); 0 means no run and no manual result yet. */
  resultCount: z.number().int(),
  rankBuckets: z.array(rankBucket),
  companyFill: z.array(companyFill),
});
export type RoundResultCharts = z.infer<typeof roundResultCharts>;

/** The group dashboard: the whole term. */
export const termResultCharts = z.object({
  sessionGroupId: z.number().int(),
  resultCount: z.number().int(),
  rankBuckets: z.array(rankBucket),
  companyFill: z.array(companyFill),
  roundProgress: z.array(roundProgress),
});
export type TermResultCharts = z.infer<typeof termResultCharts>;

export function rankBucketLabel(kind: (typeof RANK_BUCKET_KINDS)[number], rank: number | null): string {
  if (kind === 'RANK') return `อันดับ ${rank}`;
  if (kind === 'TAIL') return `อันดับ ${rank} ขึ้นไป`;
  if (kind === 'OUTSIDE_LIST') return 'จัดให้นอกรายการ';
  return 'ไม่ได้รับการจับคู่';
}

/** Fill rate as a whole percent; a company with no places reads 0. */
export function fillPercent(fill: Pick<CompanyFill, 'matched' | 'places'>): number {
  return fill.places === 0 ? 0 : Math.round((fill.matched / fill.places) * 100);
}
