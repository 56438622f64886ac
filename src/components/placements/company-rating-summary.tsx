import { Star } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { EMPLOYER_RATING_MIN_COUNT, EMPLOYER_RATING_SCALES, type CompanyRatingSummary } from '@/lib/employer-ratings';

const numberLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'th-TH');
const one = (value: number, locale: string) =>
  value.toLocaleString(numberLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A compact badge of a company's average, shown only from EMPLOYER_RATING_MIN_COUNT ratings. */
export function RatingBadge({ summary }: { summary: CompanyRatingSummary | undefined }) {
  const t = useTranslations('CompanyRatingSummary');
  const locale = useLocale();
  if (!summary?.averages) return null;
  return (
    <span
      className="inline-flex items-center gap-1 text-sm text-gray-700"
      aria-label={t('badgeLabel', { average: one(summary.averages.overall, locale), count: String(summary.count) })}
    >
      <Star className="size-4 fill-warning-500 text-warning-600" aria-hidden="true" />
      <span className="font-medium">{one(summary.averages.overall, locale)}</span>
      <span className="text-gray-600">{t('badgeCount', { count: summary.count.toLocaleString(numberLocale(locale)) })}</span>
    </span>
  );
}

/** Students' ratings of a company: averages per scale and published comments, or a note until enough students rated it. */
export function CompanyRatingSummaryView({ summary }: { summary: CompanyRatingSummary }) {
  const t = useTranslations('CompanyRatingSummary');
  const scales = useTranslations('EmployerRatingLabels');
  const locale = useLocale();
  if (!summary.averages) return <p className="text-sm text-gray-600">{t('notEnough', { min: String(EMPLOYER_RATING_MIN_COUNT) })}</p>;
  const { averages } = summary;
  return (
    <div className="grid gap-4 text-sm">
      <p className="text-gray-700">
        {t('summary', {
          count: summary.count.toLocaleString(numberLocale(locale)),
          percent: String(Math.round(averages.wouldRecommend * 100)),
        })}
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {EMPLOYER_RATING_SCALES.map((scale) => (
          <div key={scale} className="contents">
            <dt className="font-medium text-gray-600">{scales(`scale.${scale}`)}</dt>
            <dd className="flex items-center gap-1">
              <Star className="size-4 fill-warning-500 text-warning-600" aria-hidden="true" />
              {one(averages[scale], locale)} / 5
            </dd>
          </div>
        ))}
      </dl>
      {summary.comments.length > 0 ? (
        <ul className="grid gap-2" aria-label={t('commentsLabel')}>
          {summary.comments.map((comment, index) => (
            <li key={index} className="rounded-md bg-gray-50 p-3 whitespace-pre-wrap text-gray-800">
              “{comment.comment}”
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
