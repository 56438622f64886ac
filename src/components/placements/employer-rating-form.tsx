'use client';

import { Star } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import {
  EMPLOYER_RATING_COMMENT_MAX,
  EMPLOYER_RATING_SCALES,
  type EmployerRatingScale,
  type StudentEmployerRating,
} from '@/lib/employer-ratings';
import { datesFor } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describedBy, Field } from '@/components/ui/field';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/** Five radio buttons of one scale, keyboard-operable as a radio group. */
function ScaleInput({
  scale,
  value,
  onChange,
  error,
}: {
  scale: EmployerRatingScale;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const labels = useTranslations('EmployerRatingLabels');
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `rating-${scale}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">{labels(`scale.${scale}`)}</legend>
      <div className="flex flex-wrap gap-2">
        {[1, 2, 3, 4, 5].map((score) => (
          <label
            key={score}
            className="flex cursor-pointer items-center gap-1 rounded-md border border-gray-300 px-3 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              className="sr-only"
              name={`rating-${scale}`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
            />
            <Star className="size-4 text-warning-600" aria-hidden="true" />
            {score}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`rating-${scale}-error`} className="text-sm text-error-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The student's rating of their placement's company: the form once they may rate, then what they gave (read-only). */
export function EmployerRatingForm({
  sessionId,
  companyName,
  view,
}: {
  sessionId: number;
  companyName: string;
  view: StudentEmployerRating;
}) {
  const t = useTranslations('EmployerRatingForm');
  const labels = useTranslations('EmployerRatingLabels');
  const { formatDateTime } = datesFor(useLocale());
  const [scores, setScores] = useState<Record<EmployerRatingScale, number>>({ overall: 0, mentoring: 0, learning: 0, workEnvironment: 0 });
  const [wouldRecommend, setWouldRecommend] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isOpen, setIsOpen] = useState(false);
  const clearError = (key: string) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)));
  const rate = useMutationAction({
    action: () =>
      apiCall('POST /student/sessions/{sessionId}/employer-rating', {
        params: { sessionId },
        body: { ...scores, wouldRecommend: wouldRecommend ?? false, comment: comment.trim() || null },
      }),
    success: t('success'),
    failure: t('failure'),
  });

  if (view.rating) {
    const rating = view.rating;
    return (
      <div className="grid gap-3 text-sm">
        <p className="text-gray-700">{t('ratedAt', { company: companyName, at: formatDateTime(rating.createdAt) })}</p>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {EMPLOYER_RATING_SCALES.map((scale) => (
            <div key={scale} className="contents">
              <dt className="font-medium text-gray-600">{labels(`scale.${scale}`)}</dt>
              <dd>{rating[scale]} / 5</dd>
            </div>
          ))}
          <dt className="font-medium text-gray-600">{t('wouldRecommend')}</dt>
          <dd>{rating.wouldRecommend ? labels('recommend') : labels('notRecommend')}</dd>
          <dt className="font-medium text-gray-600">{t('comment')}</dt>
          <dd className="whitespace-pre-wrap">{rating.comment ?? '–'}</dd>
        </dl>
      </div>
    );
  }
  if (!view.canRate) return <p className="text-sm text-gray-700">{view.notYetMessage}</p>;

  const submit = () => {
    const found: Record<string, string> = {};
    for (const scale of EMPLOYER_RATING_SCALES) if (!scores[scale]) found[scale] = t('scoreRequired', { scale: labels(`scale.${scale}`) });
    if (wouldRecommend === null) found.wouldRecommend = t('recommendRequired');
    if (comment.trim().length > EMPLOYER_RATING_COMMENT_MAX)
      found.comment = t('commentTooLong', { max: String(EMPLOYER_RATING_COMMENT_MAX) });
    setErrors(found);
    if (Object.keys(found).length === 0) setIsOpen(true);
  };

  return (
    <form
      className="grid gap-4"
      aria-label={t('formLabel')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-gray-700">{t('intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {EMPLOYER_RATING_SCALES.map((scale) => (
          <ScaleInput
            key={scale}
            scale={scale}
            value={scores[scale]}
            error={errors[scale]}
            onChange={(score) => {
              setScores((current) => ({ ...current, [scale]: score }));
              clearError(scale);
            }}
          />
        ))}
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium text-gray-800">{t('recommendQuestion')}</legend>
        <div className="flex gap-4 text-sm">
          {[
            { value: true, label: labels('recommend') },
            { value: false, label: labels('notRecommend') },
          ].map((option) => (
            <label key={option.label} className="flex items-center gap-2">
              <input
                type="radio"
                name="wouldRecommend"
                checked={wouldRecommend === option.value}
                onChange={() => {
                  setWouldRecommend(option.value);
                  clearError('wouldRecommend');
                }}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errors.wouldRecommend ? <p className="text-sm text-error-700">{errors.wouldRecommend}</p> : null}
      </fieldset>
      <Field
        id="rating-comment"
        label={t('commentLabel')}
        hint={t('commentHint', { max: String(EMPLOYER_RATING_COMMENT_MAX) })}
        error={errors.comment}
      >
        <textarea
          id="rating-comment"
          className="min-h-24 w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-describedby={describedBy('rating-comment', { hint: true, error: errors.comment })}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit">{t('submit')}</Button>
      </div>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('confirmTitle')}
        description={t('confirmDescription')}
        confirmLabel={t('submit')}
        onConfirm={async () => {
          await rate.runOrThrow();
        }}
      />
    </form>
  );
}
