'use client';

import { Send } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import {
  EVALUATION_SCALE_MAX,
  EVALUATION_SCALE_MIN,
  EVALUATION_TEXT_MAX,
  type EvaluationAnswers,
  type EvaluationDetailView,
} from '@/lib/evaluations';
import { Button } from '@/components/ui/button';
import { EvaluationAnswersView } from './evaluation-labels';

const SCALE = Array.from({ length: EVALUATION_SCALE_MAX - EVALUATION_SCALE_MIN + 1 }, (_, index) => EVALUATION_SCALE_MIN + index);

/** The mentor's form: in Thai each question with the English beside it, in English the English only; submitted once, then read-only. */
export function MentorEvaluationForm({ token, detail: initial }: { token: string; detail: EvaluationDetailView }) {
  const t = useTranslations('MentorEvaluationForm');
  const labels = useTranslations('EvaluationLabels');
  const locale = useLocale();
  const isEnglish = locale === 'en';
  const { formatDate, formatDateTime } = datesFor(locale);
  const [detail, setDetail] = useState(initial);
  const [answers, setAnswers] = useState<EvaluationAnswers>({});
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const questions = detail.sections.flatMap((section) => section.questions);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = questions.findIndex((question) => question.required && (answers[question.id] ?? '') === '');
    if (missing >= 0) {
      setError(t('answerRequired', { number: missing + 1 }));
      document.getElementById(`question-${questions[missing].id}`)?.focus();
      return;
    }
    setIsPending(true);
    setError(null);
    try {
      setDetail(await apiCall('POST /public/evaluations/{token}', { params: { token }, body: { answers } }));
      window.scrollTo({ top: 0 });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setIsPending(false);
    }
  };

  const header = (
    <header className="grid gap-1">
      <p className="text-sm font-medium text-brand-700">
        {isEnglish ? (
          labels(`kind.${detail.kind}`)
        ) : (
          <>
            {labels(`kind.${detail.kind}`)} · {detail.titleEn}
          </>
        )}
      </p>
      <h1 className="text-2xl font-bold text-gray-900">{isEnglish ? detail.titleEn : detail.titleTh}</h1>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-gray-700 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('student')}</dt>
        <dd>
          {detail.studentName} ({detail.studentId})
        </dd>
        <dt className="font-medium">{t('company')}</dt>
        <dd>{nameIn({ locale, th: detail.companyName, en: detail.companyNameEn })}</dd>
        <dt className="font-medium">{t('position')}</dt>
        <dd>{detail.openingTitle}</dd>
        <dt className="font-medium">{t('due')}</dt>
        <dd>{formatDate(detail.dueDate)}</dd>
      </dl>
    </header>
  );

  if (detail.submittedAt) {
    return (
      <div className="grid gap-5">
        {header}
        <p role="status" className="rounded-lg border border-success-200 bg-success-50 p-3 text-success-800">
          {t('submitted', { at: formatDateTime(detail.submittedAt) })}
        </p>
        <EvaluationAnswersView detail={detail} />
      </div>
    );
  }

  const numbers = new Map(detail.sections.flatMap((section) => section.questions).map((question, index) => [question.id, index + 1]));
  return (
    <form className="grid gap-6" onSubmit={submit} noValidate>
      {header}
      <p className="text-sm text-gray-700">{t('instructions')}</p>
      {detail.sections.map((section) => (
        <section key={section.titleTh} className="grid gap-4">
          <h2 className="text-lg font-semibold text-gray-900">
            {isEnglish ? (
              section.titleEn
            ) : (
              <>
                {section.titleTh} <span className="font-normal text-gray-600">· {section.titleEn}</span>
              </>
            )}
          </h2>
          {section.questions.map((question) => {
            const label = isEnglish ? (
              <>
                {numbers.get(question.id)}. {question.textEn}
                {question.required ? <span className="text-error-700"> *</span> : null}
              </>
            ) : (
              <>
                {numbers.get(question.id)}. {question.textTh}
                {question.required ? <span className="text-error-700"> *</span> : null}
                <span className="block text-sm font-normal text-gray-600">{question.textEn}</span>
              </>
            );
            if (question.type === 'SCALE')
              return (
                <fieldset
                  key={question.id}
                  className="grid gap-2 rounded-lg border border-gray-200 p-3"
                  data-testid={`question-${question.id}`}
                >
                  <legend className="px-1 font-medium text-gray-900">{label}</legend>
                  <div className="flex flex-wrap gap-2" role="radiogroup" aria-required={question.required}>
                    {SCALE.map((value) => (
                      <label
                        key={value}
                        className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-lg border border-gray-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                      >
                        <input
                          id={value === EVALUATION_SCALE_MIN ? `question-${question.id}` : undefined}
                          type="radio"
                          className="sr-only"
                          name={question.id}
                          value={value}
                          checked={answers[question.id] === value}
                          onChange={() => setAnswers((current) => ({ ...current, [question.id]: value }))}
                        />
                        <span aria-hidden="true">{value}</span>
                        <span className="sr-only">{t('points', { value })}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            return (
              <div key={question.id} className="grid gap-2" data-testid={`question-${question.id}`}>
                <label htmlFor={`question-${question.id}`} className="font-medium text-gray-900">
                  {label}
                </label>
                <textarea
                  id={`question-${question.id}`}
                  className="min-h-28 w-full rounded-lg border border-gray-300 p-3 text-base"
                  maxLength={EVALUATION_TEXT_MAX}
                  value={String(answers[question.id] ?? '')}
                  onChange={(event) => setAnswers((current) => ({ ...current, [question.id]: event.target.value }))}
                />
              </div>
            );
          })}
        </section>
      ))}
      {error ? (
        <p role="alert" className="text-error-700">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={isPending} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {t('submit')}
        </Button>
      </div>
    </form>
  );
}
