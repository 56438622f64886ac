'use client';

import { Eye, EyeOff, Star } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { EmployerRatingView } from '@/lib/employer-ratings';
import type { List } from '@/lib/list';
import { nameIn } from '@/lib/names';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useMutationAction } from '@/components/ui/use-mutation-action';

function PublishButton({ rating }: { rating: EmployerRatingView }) {
  const t = useTranslations('EmployerRatingsTable');
  const isPublished = rating.commentPublishedAt !== null;
  const toggle = useMutationAction({
    action: () =>
      apiCall('PATCH /admin/sessions/{sessionId}/employer-ratings/{studentId}', {
        params: { sessionId: rating.sessionId, studentId: rating.studentId },
        body: { commentPublished: !isPublished },
      }),
    success: isPublished ? t('unpublished') : t('published'),
  });
  return (
    <Button size="sm" variant="outline" disabled={toggle.isPending} onClick={() => void toggle.run()}>
      {isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      {isPublished ? t('unpublish') : t('publish')}
    </Button>
  );
}

/** The session's ratings of employers with their comments; the office publishes a comment (shown anonymously) or withdraws it. */
export function EmployerRatingsTable({ list }: { list: List<EmployerRatingView> }) {
  const t = useTranslations('EmployerRatingsTable');
  const labels = useTranslations('EmployerRatingLabels');
  const locale = useLocale();
  const { formatDate } = datesFor(locale);
  if (list.items.length === 0) return <EmptyState icon={Star} title={t('emptyTitle')} description={t('emptyDescription')} />;
  return (
    <ul className="grid gap-3" aria-label={t('listLabel')}>
      {list.items.map((rating) => (
        <li key={`${rating.studentId}-${rating.openingId}`} className="grid gap-2 rounded-lg border border-gray-200 p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-gray-900">
              {nameIn({ locale, th: rating.companyName, en: rating.companyNameEn })}{' '}
              <span className="font-normal text-gray-600">· {rating.openingTitle}</span>
            </p>
            <span className="text-xs text-gray-600">
              {rating.studentName} ({rating.studentId}) · {formatDate(rating.createdAt)}
            </span>
          </div>
          <p className="text-gray-700">
            {t('scores', {
              overall: rating.overall,
              mentoring: rating.mentoring,
              learning: rating.learning,
              workEnvironment: rating.workEnvironment,
              recommend: rating.wouldRecommend ? labels('recommend') : labels('notRecommend'),
            })}
          </p>
          {rating.comment ? (
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="max-w-prose whitespace-pre-wrap text-gray-800">“{rating.comment}”</p>
              <div className="flex items-center gap-2">
                {rating.commentPublishedAt ? <Badge tone="success">{t('publishedBadge')}</Badge> : null}
                <PublishButton rating={rating} />
              </div>
            </div>
          ) : (
            <p className="text-gray-500">{t('noComment')}</p>
          )}
        </li>
      ))}
    </ul>
  );
}
