import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';

export type BarSegment = { key: string; label: string; value: number; colour: string };

const numberFormat = new Intl.NumberFormat('th-TH');

/**
 * A horizontal 100% stacked bar in plain divs. The bar is one image with a text alternative; the
 * legend repeats every figure as text, so colour is never the only carrier.
 */
export function StackedBar({
  segments,
  unit: unitProp,
  label,
  className,
}: {
  segments: BarSegment[];
  unit?: string;
  label: string;
  className?: string;
}) {
  const t = useTranslations('Common');
  const unit = unitProp ?? t('people');
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const summary = `${label}: ${segments.map((segment) => `${segment.label} ${numberFormat.format(segment.value)} ${unit}`).join(', ')}`;
  return (
    <div className={cn('grid gap-3', className)}>
      <div role="img" aria-label={summary} className="flex h-3.5 w-full overflow-hidden rounded-full bg-gray-100">
        {total > 0
          ? segments
              .filter((segment) => segment.value > 0)
              .map((segment) => (
                <span
                  key={segment.key}
                  className={cn('h-full border-r-2 border-white last:border-r-0', segment.colour)}
                  style={{ width: `${(segment.value / total) * 100}%` }}
                />
              ))
          : null}
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5" aria-hidden="true">
        {segments.map((segment) => (
          <li key={segment.key} className="flex items-center gap-2 text-xs text-gray-700">
            <span className={cn('size-2.5 rounded-sm', segment.colour)} />
            {segment.label}
            <span className="font-semibold text-gray-900 tabular-nums">{numberFormat.format(segment.value)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
