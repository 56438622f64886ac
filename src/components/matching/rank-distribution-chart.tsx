'use client';

import { useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RankBucket } from '@/lib/result-charts';
import { useBucketLabel } from './bucket-label';
import { CHART_COLORS } from './chart-colors';

const colorOf = (bucket: RankBucket) =>
  bucket.kind === 'RANK'
    ? CHART_COLORS.rank
    : bucket.kind === 'TAIL'
      ? CHART_COLORS.tail
      : bucket.kind === 'OUTSIDE_LIST'
        ? CHART_COLORS.outside
        : CHART_COLORS.unmatched;

export const RANK_CHART_HEIGHT = 320;

/** Horizontal bars, one per place in the list (and outside it, and unmatched), each with its number at the end. */
export default function RankDistributionChart({ buckets }: { buckets: RankBucket[] }) {
  const t = useTranslations('ResultCharts');
  const bucketLabel = useBucketLabel();
  const data = buckets.map((bucket) => ({ ...bucket, label: bucketLabel(bucket) }));
  return (
    <ResponsiveContainer width="100%" height={RANK_CHART_HEIGHT}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 40, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis type="number" allowDecimals={false} tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} />
        <YAxis type="category" dataKey="label" width={120} tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} interval={0} />
        <Tooltip formatter={(value) => [t('countTooltip', { count: Number(value) }), t('studentCount')]} cursor={{ fill: '#f3f4f6' }} />
        <Bar dataKey="count" name={t('studentCount')} isAnimationActive={false}>
          {data.map((bucket) => (
            <Cell key={bucket.label} fill={colorOf(bucket)} />
          ))}
          <LabelList dataKey="count" position="right" fill={CHART_COLORS.axis} fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
