'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { nameIn } from '@/lib/names';
import { fillPercent, type CompanyFill } from '@/lib/result-charts';
import { CHART_COLORS } from './chart-colors';

export const FILL_ROW_HEIGHT = 36;
const shortName = (name: string) => (name.length > 20 ? `${name.slice(0, 19)}…` : name);

// One line each: Recharts' own text wraps a long name or label into two lines that overlap the next bar. The full
// name is in the table behind the chart.
function CompanyTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: string } }) {
  return (
    <text x={Number(x)} y={Number(y)} dy={4} textAnchor="end" fill={CHART_COLORS.axis} fontSize={12}>
      {shortName(String(payload?.value ?? ''))}
    </text>
  );
}

function BarEndLabel({
  x,
  y,
  width,
  height,
  value,
}: {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  height?: number | string;
  value?: unknown;
}) {
  return (
    <text x={Number(x) + Number(width) + 6} y={Number(y) + Number(height) / 2} dy={4} fill={CHART_COLORS.axis} fontSize={12}>
      {String(value ?? '')}
    </text>
  );
}

/** Horizontal bars of each company's fill rate in percent, labelled "matched/places · percent"; long names are cut. */
export default function CompanyFillChart({ rows }: { rows: CompanyFill[] }) {
  const t = useTranslations('ResultCharts');
  const locale = useLocale();
  const data = rows.map((row) => ({
    ...row,
    name: nameIn({ locale, th: row.companyNameTh, en: row.companyNameEn }),
    percent: fillPercent(row),
    label: `${row.matched}/${row.places} (${fillPercent(row)}%)`,
  }));
  return (
    <ResponsiveContainer width="100%" height={data.length * FILL_ROW_HEIGHT + 40}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 96, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(value: number) => `${value}%`}
          tick={{ fill: CHART_COLORS.axis, fontSize: 12 }}
        />
        <YAxis type="category" dataKey="name" width={150} interval={0} tick={CompanyTick} />
        <Tooltip
          formatter={(_value, _name, item) => [(item.payload as (typeof data)[number]).label, t('fillTooltip')]}
          cursor={{ fill: '#f3f4f6' }}
        />
        <Bar dataKey="percent" name={t('fillRate')} isAnimationActive={false}>
          {data.map((row) => (
            <Cell key={row.companyId} fill={row.percent >= 100 ? CHART_COLORS.full : CHART_COLORS.fill} />
          ))}
          <LabelList dataKey="label" content={BarEndLabel} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
