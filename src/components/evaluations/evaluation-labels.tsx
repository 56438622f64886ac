import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { EvaluationDetailView, EvaluationState } from '@/lib/evaluations';

const TONES: Record<EvaluationState, 'neutral' | 'info' | 'warning' | 'success'> = {
  NOT_DUE: 'neutral',
  DUE: 'info',
  OVERDUE: 'warning',
  SUBMITTED: 'success',
};

export function EvaluationStateBadge({ state }: { state: EvaluationState }) {
  const t = useTranslations('EvaluationLabels');
  return (
    <Badge tone={TONES[state]} dot data-testid="evaluation-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/**
 * The answers of a submitted evaluation, read-only: in Thai each question with the English beside it, in English the
 * English only.
 */
export function EvaluationAnswersView({ detail }: { detail: Pick<EvaluationDetailView, 'sections' | 'answers'> }) {
  const t = useTranslations('EvaluationLabels');
  const isEnglish = useLocale() === 'en';
  const answers = detail.answers ?? {};
  const numbers = new Map(detail.sections.flatMap((section) => section.questions).map((question, index) => [question.id, index + 1]));
  return (
    <div className="grid gap-5" data-testid="evaluation-answers">
      {detail.sections.map((section) => (
        <section key={section.titleTh} className="grid gap-3">
          <h3 className="font-semibold text-gray-900">
            {isEnglish ? (
              section.titleEn
            ) : (
              <>
                {section.titleTh} <span className="font-normal text-gray-600">· {section.titleEn}</span>
              </>
            )}
          </h3>
          <dl className="grid gap-3">
            {section.questions.map((question) => {
              const answer = answers[question.id];
              return (
                <div key={question.id} className="grid gap-0.5 rounded-lg border border-gray-200 p-3">
                  <dt className="text-sm text-gray-800">
                    {isEnglish ? (
                      <>
                        {numbers.get(question.id)}. {question.textEn}
                      </>
                    ) : (
                      <>
                        {numbers.get(question.id)}. {question.textTh} <span className="text-gray-500">({question.textEn})</span>
                      </>
                    )}
                  </dt>
                  <dd className="font-medium text-gray-900 [overflow-wrap:anywhere] whitespace-pre-line">
                    {answer === undefined || answer === '' ? (
                      <span className="text-gray-500">{t('notAnswered')}</span>
                    ) : question.type === 'SCALE' ? (
                      t('scaleAnswer', { answer: String(answer) })
                    ) : (
                      String(answer)
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
