import { Star } from 'lucide-react';
import {
  EMPLOYER_RATING_MIN_COUNT,
  EMPLOYER_RATING_SCALE_LABELS_TH,
  EMPLOYER_RATING_SCALES,
  type CompanyRatingSummary,
} from '@/lib/employer-ratings';

const one = (value: number) => value.toLocaleString('th-TH', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A compact badge of a company's average, shown only from EMPLOYER_RATING_MIN_COUNT ratings. */
export function RatingBadge({ summary }: { summary: CompanyRatingSummary | undefined }) {
  if (!summary?.averages) return null;
  return (
    <span
      className="inline-flex items-center gap-1 text-sm text-gray-700"
      aria-label={`คะแนนจากรุ่นพี่ ${one(summary.averages.overall)} จาก 5 (${summary.count} คน)`}
    >
      <Star className="size-4 fill-warning-500 text-warning-600" aria-hidden="true" />
      <span className="font-medium">{one(summary.averages.overall)}</span>
      <span className="text-gray-600">({summary.count.toLocaleString('th-TH')} คน)</span>
    </span>
  );
}

/** Students' ratings of a company: averages per scale and published comments, or a note until enough students rated it. */
export function CompanyRatingSummaryView({ summary }: { summary: CompanyRatingSummary }) {
  if (!summary.averages)
    return <p className="text-sm text-gray-600">คะแนนจากรุ่นพี่จะแสดงเมื่อมีนิสิตที่ฝึกงานกับบริษัทนี้ให้คะแนนตั้งแต่ {EMPLOYER_RATING_MIN_COUNT} คนขึ้นไป</p>;
  const { averages } = summary;
  return (
    <div className="grid gap-4 text-sm">
      <p className="text-gray-700">
        จากนิสิตที่เคยฝึกงาน {summary.count.toLocaleString('th-TH')} คน · แนะนำให้รุ่นน้อง {Math.round(averages.wouldRecommend * 100)}%
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {EMPLOYER_RATING_SCALES.map((scale) => (
          <div key={scale} className="contents">
            <dt className="font-medium text-gray-600">{EMPLOYER_RATING_SCALE_LABELS_TH[scale]}</dt>
            <dd className="flex items-center gap-1">
              <Star className="size-4 fill-warning-500 text-warning-600" aria-hidden="true" />
              {one(averages[scale])} / 5
            </dd>
          </div>
        ))}
      </dl>
      {summary.comments.length > 0 ? (
        <ul className="grid gap-2" aria-label="ความคิดเห็นจากรุ่นพี่">
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
