import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import type { BarSegment } from './stacked-bar';
import { formatNumber } from './stacked-bar';

// Tailwind colour classes of the bars, as SVG stroke classes (same palette, so legends match).
const STROKE_OF: Record<string, string> = {
  'bg-warning-600': 'stroke-warning-600',
  'bg-info-600': 'stroke-info-600',
  'bg-brand-600': 'stroke-brand-600',
  'bg-success-600': 'stroke-success-600',
  'bg-error-600': 'stroke-error-600',
  'bg-gray-300': 'stroke-gray-300',
  'bg-gray-400': 'stroke-gray-400',
};

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A ring of segments with one figure in the middle (usually a share done). The ring is one image
 * with a text alternative that lists every figure, so colour never carries meaning alone.
 */
export function DonutChart({
  segments,
  centre,
  centreCaption,
  label,
  unit: unitProp,
  className,
}: {
  segments: BarSegment[];
  centre: string;
  centreCaption: string;
  label: string;
  unit?: string;
  className?: string;
}) {
  const t = useTranslations('Common');
  const unit = unitProp ?? t('people');
  const total = segments.reduce((sum, segment) => sum + segment.value, 0);
  const summary = `${label}: ${centreCaption} ${centre}; ${segments.map((segment) => `${segment.label} ${formatNumber(segment.value)} ${unit}`).join(', ')}`;
  let offset = 0;
  return (
    <div className={cn('relative size-32 shrink-0', className)}>
      <svg viewBox="0 0 100 100" role="img" aria-label={summary} className="size-full -rotate-90">
        <circle cx="50" cy="50" r={RADIUS} fill="none" strokeWidth="12" className="stroke-gray-100" />
        {total > 0
          ? segments
              .filter((segment) => segment.value > 0)
              .map((segment) => {
                const length = (segment.value / total) * CIRCUMFERENCE;
                const dash = (
                  <circle
                    key={segment.key}
                    cx="50"
                    cy="50"
                    r={RADIUS}
                    fill="none"
                    strokeWidth="12"
                    strokeDasharray={`${Math.max(length - 0.8, 0)} ${CIRCUMFERENCE}`}
                    strokeDashoffset={-offset}
                    className={STROKE_OF[segment.colour] ?? 'stroke-gray-400'}
                  />
                );
                offset += length;
                return dash;
              })
          : null}
      </svg>
      <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center text-center">
        <span className="text-xl font-bold text-gray-900 tabular-nums">{centre}</span>
        <span className="text-[0.7rem] leading-tight text-gray-600">{centreCaption}</span>
      </div>
    </div>
  );
}
