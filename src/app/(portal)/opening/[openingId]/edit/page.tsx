import type { Metadata } from 'next';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { listOpeningApplicationsAsAdmin } from '@/server/applications';
import { getCompanyRankingAsAdmin } from '@/server/company-rankings';
import type { Context } from '@/server/context';
import { canDeleteOpening, canEditOpening, canTransition, getAdminOpening } from '@/server/openings';
import { getSession } from '@/server/sessions';
import { listOpeningTags, listReference } from '@/server/reference';
import { idParam, parseSearchParams } from '@/server/validation';
import { AdminOpeningActions } from '@/components/openings/admin-opening-actions';
import { AdminOpeningEditor } from '@/components/openings/admin-opening-editor';
import { AdminCompanyRankingCard, type AdminCompanyRanking } from '@/components/ranking/admin-company-ranking-card';
import { studentFullName } from '@/components/students/field-errors';
import { ShowSessionInHeader } from '@/components/session/show-session-in-header';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ClientMessages } from '@/components/i18n/client-messages';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OpeningEditPage');
  return { title: t('metaTitle') };
}

/** ?round= read as the admin ranking API reads its round (GET /api/admin/openings/{openingId}/ranking/{round}). */
const editOpeningQuery = z.object({ round: idParam.optional() });

/**
 * The company's ranking of the opening in one round (the session's current round unless ?round= picks
 * an earlier one), with the excluded applicants named, and whether the admin may unsubmit it now.
 */
async function loadCompanyRanking(ctx: Context, openingId: number, sessionId: number, requestedRound: number | undefined) {
  const [session, t] = await Promise.all([getSession({ ctx, sessionId }), getTranslations('AdminOpeningEditPage')]);
  const round =
    requestedRound !== undefined && requestedRound >= 1 && requestedRound <= session.currentRound ? requestedRound : session.currentRound;
  // One page as large as any opening's applications: the excluded ones are named from it.
  const [view, applications] = await Promise.all([
    getCompanyRankingAsAdmin({ ctx, openingId, round }),
    listOpeningApplicationsAsAdmin({ ctx, openingId, round, pagination: { page: 1, limit: 10_000 } }),
  ]);
  const byId = new Map(applications.items.map((application) => [application.applicationId, application]));
  const applicant = (application: {
    applicationId: number;
    studentId: string;
    profileToken: string;
    firstNameTh: string | null;
    lastNameTh: string | null;
  }) => ({
    applicationId: application.applicationId,
    studentId: application.studentId,
    profileToken: application.profileToken,
    name: studentFullName(application),
  });
  const ranking: AdminCompanyRanking = {
    openingId,
    round,
    applications: view.applications.map((application) => ({ ...applicant(application), isShared: application.isShared })),
    excludedApplications: view.excludedApplicationIds.flatMap((applicationId) => {
      const application = byId.get(applicationId);
      return application ? [applicant(application)] : [];
    }),
    excludedApplicationNote: view.excludedApplicationNote,
    submittedAt: view.submittedAt,
    submittedBy: view.submittedBy,
    history: view.history,
  };
  const unsubmitBlockedReason =
    round !== session.currentRound
      ? t('currentRoundOnly', { round: session.currentRound })
      : session.isMatchingInitiated
        ? t('matchingRan')
        : null;
  return { ranking, rounds: session.currentRound, unsubmitBlockedReason };
}

/** The admin's correction of any opening, with the same form companies use, the lifecycle actions and the company's ranking. */
export default async function AdminOpeningEditPage({
  params,
  searchParams,
}: {
  params: Promise<{ openingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const openingId = parseId((await params).openingId);
  const [opening, t, locale] = await Promise.all([
    getAdminOpening({ ctx: access.ctx, openingId }).catch(orNotFound),
    getTranslations('AdminOpeningEditPage'),
    getLocale(),
  ]);
  const { formatDateTime } = datesFor(locale);
  const companyName = nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn });
  const [compensationTypes, tagOptions, companyRanking] = await Promise.all([
    listReference({ ctx: access.ctx, kind: 'compensation-types' }) as Promise<CompensationTypeView[]>,
    listOpeningTags({ ctx: access.ctx }) as Promise<OpeningTagView[]>,
    // A draft was never open to applications, so it has no ranking to show.
    opening.status === 'DRAFT'
      ? null
      : loadCompanyRanking(access.ctx, openingId, opening.sessionId, parseSearchParams(editOpeningQuery, await searchParams).round),
  ]);
  const isEditable = canEditOpening(opening.status, 'admin');

  return (
    <ClientMessages namespaces={['Labels', 'AdminOpeningActions', 'AdminCompanyRankingCard', 'OpeningEditor', 'OpeningForm']}>
      <ShowSessionInHeader sessionId={opening.sessionId} />
      <BackLink href="/opening">{t('allOpenings')}</BackLink>
      <PageHeader
        eyebrow={t('eyebrow', { openingId: String(opening.openingId), company: companyName })}
        title={t('title', { title: opening.title })}
        description={t('description')}
        actions={
          <AdminOpeningActions
            openingId={opening.openingId}
            title={opening.title}
            onDeletedHref="/opening"
            allowed={{
              canPublish: canTransition(opening.status, 'publish', 'admin'),
              canUnpublish: canTransition(opening.status, 'unpublish', 'admin'),
              canWithdraw: canTransition(opening.status, 'withdraw', 'admin'),
              canDelete: canDeleteOpening(opening.status, 'admin'),
              canEdit: false,
            }}
          />
        }
      />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <OpeningStatusBadge status={opening.status} size="md" />
        {opening.isRankingSubmitted ? <Badge tone="success">{t('rankingSubmitted')}</Badge> : null}
        {opening.isResultAnnouced ? <Badge tone="info">{t('resultAnnounced')}</Badge> : null}
        {opening.publishedAt ? (
          <span>{t('publishedAt', { date: formatDateTime(opening.publishedAt) })}</span>
        ) : (
          <span>{t('notPublished')}</span>
        )}
        <span>{t('bookmarks', { count: opening.bookmarkCount })}</span>
      </div>
      {companyRanking ? (
        <>
          {companyRanking.rounds > 1 ? (
            <nav aria-label={t('rounds')} className="mb-3 flex flex-wrap gap-2 text-sm">
              {Array.from({ length: companyRanking.rounds }, (_, index) => index + 1).map((round) => (
                <Link
                  key={round}
                  href={`/opening/${opening.openingId}/edit?round=${round}`}
                  aria-current={round === companyRanking.ranking.round ? 'page' : undefined}
                  className="rounded-full border px-3 py-1 text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
                >
                  {t('round', { round })}
                </Link>
              ))}
            </nav>
          ) : null}
          <AdminCompanyRankingCard
            ranking={companyRanking.ranking}
            companyName={companyName}
            canUnsubmit={companyRanking.unsubmitBlockedReason === null}
            unsubmitBlockedReason={companyRanking.unsubmitBlockedReason}
          />
        </>
      ) : null}
      {isEditable ? (
        <Card>
          <CardContent className="pt-6">
            <AdminOpeningEditor opening={opening} compensationTypes={compensationTypes} tagOptions={tagOptions} />
          </CardContent>
        </Card>
      ) : (
        <EmptyState title={t('withdrawnTitle')} description={t('withdrawnDescription')} />
      )}
    </ClientMessages>
  );
}
