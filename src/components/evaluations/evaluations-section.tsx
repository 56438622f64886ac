import { getLocale, getTranslations } from 'next-intl/server';
import type { PlacementView } from '@/lib/placements';
import { datesFor } from '@/lib/dates';
import type { Context } from '@/server/context';
import { listPlacementEvaluations, listStudentEvaluations } from '@/server/evaluations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ReleaseEvaluationButton, SendEvaluationLinkButton, ViewEvaluationButton } from './evaluation-actions';
import { EvaluationAnswersView, EvaluationStateBadge } from './evaluation-labels';

/**
 * The mentor's evaluations of one placement on its page (docs/evaluations.md): for the admin every state with
 * re-send and release, for the company the states, for the student the released ones.
 */
export async function EvaluationsSection({
  ctx,
  placement,
}: {
  ctx: Context<'admin' | 'company_user' | 'student'>;
  placement: PlacementView;
}) {
  const [t, labels, locale] = await Promise.all([getTranslations('EvaluationsSection'), getTranslations('EvaluationLabels'), getLocale()]);
  const { formatDate, formatDateTime } = datesFor(locale);
  if (ctx.actor.role === 'student') {
    const { items } = await listStudentEvaluations({ ctx: ctx as Context<'student'>, sessionId: placement.sessionId });
    return (
      <Card data-testid="evaluations-section">
        <CardHeader>
          <CardTitle>{t('studentTitle')}</CardTitle>
          <CardDescription>{t('studentDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {items.length === 0 ? <p className="text-gray-600">{t('noneReleased')}</p> : null}
          {items.map((item) => (
            <section key={item.requestId} className="grid gap-3" aria-label={labels(`kind.${item.kind}`)}>
              <h3 className="text-lg font-semibold">
                {labels(`kind.${item.kind}`)}{' '}
                <span className="text-sm font-normal text-gray-600">{t('evaluatedAt', { date: formatDate(item.submittedAt) })}</span>
              </h3>
              <EvaluationAnswersView detail={item} />
            </section>
          ))}
        </CardContent>
      </Card>
    );
  }
  const isAdmin = ctx.actor.role === 'admin';
  const { items } = await listPlacementEvaluations({
    ctx: ctx as Context<'admin' | 'company_user'>,
    sessionId: placement.sessionId,
    studentId: placement.studentId,
  }).catch(() => ({ items: [] }));
  return (
    <Card data-testid="evaluations-section">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{isAdmin ? t('adminDescription') : t('companyDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {items.map((row) => (
            <li
              key={row.kind}
              className="grid gap-2 rounded-lg border border-gray-200 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
            >
              <div className="grid gap-1">
                <h3 className="font-medium text-gray-900">{labels(`kind.${row.kind}`)}</h3>
                <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
                  <EvaluationStateBadge state={row.state} />
                  <span>{t('due', { date: row.dueDate ? formatDate(row.dueDate) : t('awaitingDates') })}</span>
                  {row.sentAt ? <span>{t('lastSent', { at: formatDateTime(row.sentAt) })}</span> : null}
                  {isAdmin && row.releasedAt ? <span className="text-success-800">{t('released')}</span> : null}
                </p>
              </div>
              {isAdmin ? (
                <div className="flex flex-wrap gap-2">
                  <ViewEvaluationButton row={row} />
                  <ReleaseEvaluationButton row={row} />
                  {row.mentorEmail && row.dueDate ? <SendEvaluationLinkButton row={row} /> : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
