'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { BarChart3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TableCell, TableHead, TableRow } from '@/components/ui/table';
import {
  fillPercent,
  type CompanyFill,
  type RankBucket,
  type RoundProgress,
  type RoundResultCharts,
  type TermResultCharts,
} from '@/lib/result-charts';
import { nameIn } from '@/lib/names';
import { useBucketLabel } from './bucket-label';
import { ChartFigure, ChartPlaceholder } from './chart-figure';

// Recharts loads only with these charts, on the admin's results screen and the group dashboard (docs/result-charts.md).
const RankDistributionChart = dynamic(() => import('./rank-distribution-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder height={320} />,
});
const CompanyFillChart = dynamic(() => import('./company-fill-chart'), { ssr: false, loading: () => <ChartPlaceholder height={240} /> });
const RoundProgressChart = dynamic(() => import('./round-progress-chart'), {
  ssr: false,
  loading: () => <ChartPlaceholder height={300} />,
});

/** Companies the fill chart shows before "show all". */
export const FILL_TOP = 10;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="result-charts-heading" className="grid gap-4">
      <h2 id="result-charts-heading" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <BarChart3 aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function NoResults({ text }: { text: string }) {
  return <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-5 py-6 text-sm text-gray-600">{text}</p>;
}

function RankFigure({ buckets, total, scope }: { buckets: RankBucket[]; total: number; scope: string }) {
  const t = useTranslations('ResultCharts');
  const bucketLabel = useBucketLabel();
  const said = buckets
    .filter((bucket) => bucket.count > 0)
    .map((bucket) => t('people', { label: bucketLabel(bucket), count: bucket.count }));
  return (
    <ChartFigure
      caption={t('rankCaption')}
      description={t('rankDescription', { scope, total })}
      summary={t('rankSummary', { total, bars: said.join(', ') })}
      chart={<RankDistributionChart buckets={buckets} />}
      tableCaption={t('rankTableCaption')}
      tableHead={
        <TableRow>
          <TableHead>{t('rankReceived')}</TableHead>
          <TableHead className="text-right">{t('studentCount')}</TableHead>
          <TableHead className="text-right">{t('percent')}</TableHead>
        </TableRow>
      }
      tableRows={buckets.map((bucket) => (
        <TableRow key={bucket.label}>
          <TableCell>{bucketLabel(bucket)}</TableCell>
          <TableCell className="text-right tabular-nums">{bucket.count}</TableCell>
          <TableCell className="text-right tabular-nums">{total === 0 ? 0 : Math.round((bucket.count / total) * 100)}%</TableCell>
        </TableRow>
      ))}
    />
  );
}

function FillFigure({ rows, scope }: { rows: CompanyFill[]; scope: string }) {
  const t = useTranslations('ResultCharts');
  const locale = useLocale();
  const nameOf = (row: CompanyFill) => nameIn({ locale, th: row.companyNameTh, en: row.companyNameEn });
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? rows : rows.slice(0, FILL_TOP);
  const full = rows.filter((row) => row.matched >= row.places).length;
  const least = rows[0];
  return (
    <ChartFigure
      caption={t('fillCaption')}
      description={`${t('fillDescription', { scope })}${rows.length > FILL_TOP ? t('fillDescriptionTop', { top: FILL_TOP, count: rows.length }) : ''}`}
      summary={`${t('fillSummary', { count: rows.length, full })}${
        least
          ? t('fillSummaryLeast', {
              company: nameOf(least),
              matched: least.matched,
              places: least.places,
              percent: fillPercent(least),
            })
          : ''
      }`}
      chart={<CompanyFillChart rows={shown} />}
      footer={
        rows.length > FILL_TOP ? (
          <Button variant="cancel" size="sm" className="w-fit" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
            {showAll ? t('showTop', { top: FILL_TOP }) : t('showAll', { count: rows.length })}
          </Button>
        ) : null
      }
      tableCaption={t('fillCaption')}
      tableHead={
        <TableRow>
          <TableHead>{t('company')}</TableHead>
          <TableHead className="text-right">{t('matched')}</TableHead>
          <TableHead className="text-right">{t('places')}</TableHead>
          <TableHead className="text-right">{t('percent')}</TableHead>
        </TableRow>
      }
      tableRows={rows.map((row) => (
        <TableRow key={row.companyId}>
          <TableCell>{nameOf(row)}</TableCell>
          <TableCell className="text-right tabular-nums">{row.matched}</TableCell>
          <TableCell className="text-right tabular-nums">{row.places}</TableCell>
          <TableCell className="text-right tabular-nums">{fillPercent(row)}%</TableCell>
        </TableRow>
      ))}
    />
  );
}

function ProgressFigure({ rounds }: { rounds: RoundProgress[] }) {
  const t = useTranslations('ResultCharts');
  return (
    <ChartFigure
      caption={t('progressCaption')}
      description={t('progressDescription')}
      summary={t('progressSummary', {
        rounds: rounds
          .map((row) =>
            t('progressSummaryRound', {
              round: row.round,
              applications: row.applications,
              submitted: row.submittedRankings,
              matched: row.matched,
            }),
          )
          .join('; '),
      })}
      chart={<RoundProgressChart rounds={rounds} />}
      tableCaption={t('progressCaption')}
      tableHead={
        <TableRow>
          <TableHead>{t('round')}</TableHead>
          <TableHead className="text-right">{t('applications')}</TableHead>
          <TableHead className="text-right">{t('submitted')}</TableHead>
          <TableHead className="text-right">{t('matchedStudents')}</TableHead>
        </TableRow>
      }
      tableRows={rounds.map((row) => (
        <TableRow key={row.round}>
          <TableCell>{t('roundN', { round: row.round })}</TableCell>
          <TableCell className="text-right tabular-nums">{row.applications}</TableCell>
          <TableCell className="text-right tabular-nums">{row.submittedRankings}</TableCell>
          <TableCell className="text-right tabular-nums">{row.matched}</TableCell>
        </TableRow>
      ))}
    />
  );
}

/** The results screen's charts of one session and round. */
export function RoundResultChartsSection({ charts }: { charts: RoundResultCharts }) {
  const t = useTranslations('ResultCharts');
  return (
    <Section title={t('roundTitle')}>
      {charts.resultCount === 0 ? (
        <NoResults text={t('roundEmpty')} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <RankFigure buckets={charts.rankBuckets} total={charts.resultCount} scope={t('roundRankScope', { round: charts.round })} />
          <FillFigure rows={charts.companyFill} scope={t('roundFillScope', { round: charts.round })} />
        </div>
      )}
    </Section>
  );
}

/** The group dashboard's charts of the whole term. */
export function TermResultChartsSection({ charts }: { charts: TermResultCharts }) {
  const t = useTranslations('ResultCharts');
  const hasActivity = charts.roundProgress.some((row) => row.applications + row.submittedRankings + row.matched > 0);
  return (
    <Section title={t('termTitle')}>
      {!hasActivity && charts.resultCount === 0 ? (
        <NoResults text={t('termEmpty')} />
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          <ProgressFigure rounds={charts.roundProgress} />
          {charts.resultCount === 0 ? (
            <NoResults text={t('termNoResults')} />
          ) : (
            <>
              <RankFigure buckets={charts.rankBuckets} total={charts.resultCount} scope={t('termRankScope')} />
              <div className="grid xl:col-span-2">
                <FillFigure rows={charts.companyFill} scope={t('termFillScope')} />
              </div>
            </>
          )}
        </div>
      )}
    </Section>
  );
}
