import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import { getPlacement } from '@/server/placements';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AgreementSection } from '@/components/agreements/agreement-section';
import { EvaluationsSection } from '@/components/evaluations/evaluations-section';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PLACEMENT_DETAIL_NAMESPACES } from '@/components/placements/namespaces';
import { EndPlacementCard } from '@/components/placements/end-placement-card';
import { PlacementFacts, PlacementStateBadge } from '@/components/placements/placement-labels';
import { PlacementForm } from '@/components/placements/placement-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AdminPlacementPage');
  return { title: t('metaTitle') };
}

/** One placement as the office follows it: every detail editable, ending with a reason, the agreement and evaluations. */
export default async function AdminPlacementPage({ params }: { params: Promise<{ sessionId: string; studentId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const sessionId = parseId(raw.sessionId);
  const ctx = access.ctx;
  const [t, locale] = await Promise.all([getTranslations('AdminPlacementPage'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  const placement = await getPlacement({ ctx, sessionId, studentId: decodeURIComponent(raw.studentId) }).catch(orNotFound);
  return (
    <ClientMessages namespaces={[...PLACEMENT_DETAIL_NAMESPACES, 'EndPlacementCard']}>
      <BackLink href={`/session/${sessionId}/placements`}>{t('back')}</BackLink>
      <PageHeader
        eyebrow={`${nameIn({ locale, th: placement.companyName, en: placement.companyNameEn })} · ${placement.openingTitle}`}
        title={`${placement.studentName} (${placement.studentId})`}
        description={
          placement.isAnnounced
            ? t('announcedAt', { at: formatDateTime(placement.resultAnnouncementDate) })
            : t('notAnnounced', { at: formatDateTime(placement.resultAnnouncementDate) })
        }
        actions={<PlacementStateBadge state={placement.state} />}
      />
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('detailsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <PlacementFacts placement={placement} />
          </CardContent>
        </Card>
        {placement.state !== 'ENDED' ? (
          <Card>
            <CardHeader>
              <CardTitle>{t('editTitle')}</CardTitle>
              <CardDescription>{t('editDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <PlacementForm placement={placement} as="admin" />
            </CardContent>
          </Card>
        ) : null}
        <AgreementSection ctx={ctx} placement={placement} />
        <EvaluationsSection ctx={ctx} placement={placement} />
        {placement.state !== 'ENDED' && placement.isAnnounced ? (
          <Card>
            <CardHeader>
              <CardTitle>{t('endTitle')}</CardTitle>
              <CardDescription>{t('endDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <EndPlacementCard placement={placement} />
            </CardContent>
          </Card>
        ) : null}
      </div>
    </ClientMessages>
  );
}
