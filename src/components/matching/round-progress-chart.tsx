'use client';

import { useTranslations } from 'next-intl';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Symbols, Tooltip, XAxis, YAxis } from 'recharts';
import type { RoundProgress } from '@/lib/result-charts';
import { CHART_COLORS } from './chart-colors';

export const PROGRESS_CHART_HEIGHT = 300;

/** Each series has its own colour, line pattern and marker shape (legend included), so none relies on colour alone. */
const SERIES = [
  { key: 'applications', name: 'applications', color: CHART_COLORS.applications, shape: 'circle', dash: undefined },
  { key: 'submittedRankings', name: 'submitted', color: CHART_COLORS.submitted, shape: 'square', dash: '6 4' },
  { key: 'matched', name: 'matchedStudents', color: CHART_COLORS.matched, shape: 'diamond', dash: '2 3' },
] as const;

export default function RoundProgressChart({ rounds }: { rounds: RoundProgress[] }) {
  const t = useTranslations('ResultCharts');
  const data = rounds.map((row) => ({ ...row, label: t('roundN', { round: row.round }) }));
  return (
    <ResponsiveContainer width="100%" height={PROGRESS_CHART_HEIGHT}>
      <LineChart data={data} margin={{ top: 12, right: 24, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={CHART_COLORS.grid} />
        <XAxis dataKey="label" padding={{ left: 24, right: 24 }} tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} />
        <YAxis allowDecimals={false} width={40} tick={{ fill: CHART_COLORS.axis, fontSize: 12 }} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12, color: CHART_COLORS.axis }} />
        {SERIES.map((series) => (
          <Line
            key={series.key}
            dataKey={series.key}
            name={t(series.name)}
            stroke={series.color}
            strokeWidth={2}
            strokeDasharray={series.dash}
            legendType={series.shape}
            isAnimationActive={false}
            dot={({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) => (
              <Symbols key={`${series.key}-${index}`} cx={cx} cy={cy} type={series.shape} size={70} fill={series.color} />
            )}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
