import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Table, TableBody, TableHeader } from '@/components/ui/table';

/**
 * One chart of the result charts: a figure with its caption, the chart as an image with a spoken summary, and the
 * same numbers as a real table behind a "view as a table" disclosure (docs/result-charts.md, "Accessible").
 */
export function ChartFigure({
  caption,
  description,
  summary,
  chart,
  tableCaption,
  tableHead,
  tableRows,
  footer,
}: {
  caption: string;
  description: string;
  /** What the chart says, read out in place of the drawing. */
  summary: string;
  chart: ReactNode;
  tableCaption: string;
  tableHead: ReactNode;
  tableRows: ReactNode;
  footer?: ReactNode;
}) {
  const t = useTranslations('ResultCharts');
  return (
    <figure className="grid min-w-0 gap-3 rounded-2xl border bg-white p-4 shadow-xs sm:p-5">
      <figcaption className="grid gap-1">
        <span className="text-base font-semibold text-gray-900">{caption}</span>
        <span className="text-sm text-gray-600">{description}</span>
      </figcaption>
      <div role="img" aria-label={summary} className="min-w-0">
        {/* The summary speaks for the drawing; the axes' and bars' own texts would repeat it piecemeal. */}
        <div aria-hidden="true">{chart}</div>
      </div>
      {footer}
      <details className="group">
        <summary className="w-fit cursor-pointer rounded-md text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          {t('viewAsTable')}
        </summary>
        <div className="mt-3">
          <Table caption={tableCaption}>
            <TableHeader>{tableHead}</TableHeader>
            <TableBody>{tableRows}</TableBody>
          </Table>
        </div>
      </details>
    </figure>
  );
}

/** The space a chart takes while its code loads, so the page does not jump. */
export function ChartPlaceholder({ height }: { height: number }) {
  const t = useTranslations('ResultCharts');
  return (
    <div style={{ height }} className="flex items-center justify-center rounded-xl bg-gray-50 text-sm text-gray-600">
      {t('loading')}
    </div>
  );
}
