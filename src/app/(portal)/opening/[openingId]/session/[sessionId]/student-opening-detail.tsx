import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { nameIn } from '@/lib/names';
import { AppError } from '@/server/errors';
import type { StudentContext } from '@/server/context';
import { isDemandShown } from '@/server/demand';
import { getCompanyRatingSummary } from '@/server/employer-ratings';
import { getSessionOpening } from '@/server/openings';
import { DemandFigure } from '@/components/demand/demand-figure';
import { OpeningDetails } from '@/components/openings/opening-details';
import { BookmarkButton } from '@/components/openings/bookmark-button';
import { CompanyRatingSummaryView } from '@/components/placements/company-rating-summary';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ClientMessages } from '@/components/i18n/client-messages';

/** The student's view of /opening/{openingId}/session/{sessionId}: everything about one opening, with the bookmark toggle. */
export async function StudentOpeningDetail({ ctx, openingId, sessionId }: { ctx: StudentContext; openingId: number; sessionId: number }) {
  const [t, locale, opening, showDemand] = await Promise.all([
    getTranslations('OpeningDetailPage'),
    getLocale(),
    getSessionOpening({ ctx, sessionId, openingId }).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    }),
    isDemandShown({ ctx, sessionId }),
  ]);
  const rating = await getCompanyRatingSummary({ ctx, companyId: opening.company.companyId });
  return (
    <ClientMessages namespaces={['BookmarkButton', 'DemandFigure']}>
      <BackLink href={`/opening?sessionId=${sessionId}`}>{t('allOpenings')}</BackLink>
      <OpeningDetails
        opening={opening}
        inStudentDraftCount={opening.inStudentDraftCount}
        demand={showDemand ? <DemandFigure sessionId={sessionId} openingId={openingId} /> : undefined}
        actions={
          <BookmarkButton sessionId={sessionId} openingId={openingId} title={opening.title} isBookmarked={opening.isBookmarked} withLabel />
        }
      />
      <Card className="mt-6">
        <CardHeader>
          <CardTitle>
            {t('ratingsTitle', { company: nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn }) })}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CompanyRatingSummaryView summary={rating} />
        </CardContent>
      </Card>
    </ClientMessages>
  );
}
