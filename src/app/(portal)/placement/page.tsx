import { BriefcaseBusiness, CalendarClock } from 'lucide-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import { getStudentEmployerRating } from '@/server/employer-ratings';
import { NotFoundError } from '@/server/errors';
import { getStudentPlacement } from '@/server/placements';
import { authorize } from '@/app/(portal)/guards';
import { chooseSessionOfPage } from '@/app/(portal)/session-choice';
import { AgreementSection } from '@/components/agreements/agreement-section';
import { SessionQuerySync } from '@/components/companies/session-query-sync';
import { EvaluationsSection } from '@/components/evaluations/evaluations-section';
import { ConfirmPlacementButton } from '@/components/placements/confirm-placement-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { EmployerRatingForm } from '@/components/placements/employer-rating-form';
import { PlacementFacts, PlacementStateBadge } from '@/components/placements/placement-labels';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { RawSearchParams } from '../opening/opening-search-params';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('StudentPlacementPage');
  return { title: t('title') };
}

/** The student's placement of the chosen session: its details, the confirm, the agreement, evaluations and the rating. */
export default async function StudentPlacementPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const access = await authorize(['student']);
  if (!access.allowed) return access.forbidden;
  const ctx = access.ctx;
  const [t, locale] = await Promise.all([getTranslations('StudentPlacementPage'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  const chosen = await chooseSessionOfPage({ ctx, searchParams: await searchParams });
  if (!chosen) {
    return (
      <>
        <PageHeader title={t('title')} />
        <EmptyState icon={BriefcaseBusiness} title={t('notEnrolledTitle')} description={t('notEnrolledDescription')} />
      </>
    );
  }
  const placement = await getStudentPlacement({ ctx, sessionId: chosen.sessionId }).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!placement) {
    return (
      <>
        <SessionQuerySync renderedSessionId={chosen.sessionId} />
        <PageHeader title={t('title')} description={chosen.title} />
        <EmptyState icon={CalendarClock} title={t('noPlacementTitle')} description={t('noPlacementDescription')} />
      </>
    );
  }
  const rating = await getStudentEmployerRating({ ctx, sessionId: chosen.sessionId });
  const canConfirm = placement.state === 'DETAILS_FILLED';
  const companyName = nameIn({ locale, th: placement.companyName, en: placement.companyNameEn });
  return (
    <ClientMessages
      namespaces={[
        'ConfirmPlacementButton',
        'EmployerRatingForm',
        'EmployerRatingLabels',
        'AgreementPanel',
        'AgreementLabels',
        'UploadErrors',
        'EvaluationActions',
        'EvaluationLabels',
      ]}
    >
      <SessionQuerySync renderedSessionId={chosen.sessionId} />
      <PageHeader
        eyebrow={chosen.title}
        title={t('title')}
        description={`${placement.openingTitle} · ${companyName}`}
        actions={<PlacementStateBadge state={placement.state} />}
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="grid gap-1">
              <CardTitle>{t('detailsTitle')}</CardTitle>
              <CardDescription>
                {placement.confirmedAt
                  ? t('confirmedAt', { at: formatDateTime(placement.confirmedAt) })
                  : placement.state === 'AWAITING_DETAILS'
                    ? t('awaitingDetails')
                    : placement.state === 'ENDED'
                      ? t('ended')
                      : t('checkAndConfirm')}
              </CardDescription>
            </div>
            {canConfirm ? <ConfirmPlacementButton placement={placement} /> : null}
          </CardHeader>
          <CardContent>
            <PlacementFacts placement={placement} />
          </CardContent>
        </Card>
        <AgreementSection ctx={ctx} placement={placement} />
        <EvaluationsSection ctx={ctx} placement={placement} />
        <Card>
          <CardHeader>
            <CardTitle>{t('rateTitle')}</CardTitle>
            <CardDescription>{t('rateDescription', { company: companyName })}</CardDescription>
          </CardHeader>
          <CardContent>
            <EmployerRatingForm sessionId={chosen.sessionId} companyName={companyName} view={rating} />
          </CardContent>
        </Card>
      </div>
    </ClientMessages>
  );
}
