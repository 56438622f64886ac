import { getTranslations } from 'next-intl/server';
import type { CompanyContext } from '@/server/context';
import { isDemandShown } from '@/server/demand';
import { getCompanyOpening } from '@/server/openings';
import { DemandFigure } from '@/components/demand/demand-figure';
import { getSession } from '@/server/sessions';
import { orNotFound } from '@/app/(portal)/guards';
import { CompanyOpeningDetailActions } from '@/components/openings/company-opening-detail-actions';
import { OpeningDetails } from '@/components/openings/opening-details';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { BackLink } from '@/components/ui/back-link';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The company's view of /opening/{openingId}/session/{sessionId}: what students see, plus the status and the actions. */
export async function CompanyOpeningDetail({ ctx, openingId, sessionId }: { ctx: CompanyContext; openingId: number; sessionId: number }) {
  const [t, opening, session, showDemand] = await Promise.all([
    getTranslations('OpeningDetailPage'),
    getCompanyOpening({ ctx, sessionId, openingId }).catch(orNotFound),
    getSession({ ctx, sessionId }).catch(orNotFound),
    isDemandShown({ ctx, sessionId }),
  ]);
  const deadline = session.openingSubmissionDeadline;
  const isBeforeDeadline = deadline === null || ctx.now < new Date(deadline);

  return (
    <ClientMessages namespaces={['Labels', 'CompanyOpeningActions', 'DemandFigure']}>
      <BackLink href="/opening">{t('companyOpenings')}</BackLink>
      <OpeningDetails
        opening={opening}
        eyebrow={session.title}
        demand={showDemand && opening.publishedAt ? <DemandFigure sessionId={sessionId} openingId={openingId} /> : undefined}
        actions={<CompanyOpeningDetailActions opening={opening} isBeforeDeadline={isBeforeDeadline} />}
        status={
          <>
            <OpeningStatusBadge status={opening.status} size="md" />
            {opening.publishedAt ? null : <span>{t('notPublished')}</span>}
          </>
        }
      />
    </ClientMessages>
  );
}
