import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPlacement } from '@/server/placements';
import { authorize, orNotFound, parseId } from '@/app/(portal)/guards';
import { AgreementSection } from '@/components/agreements/agreement-section';
import { EvaluationsSection } from '@/components/evaluations/evaluations-section';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PLACEMENT_DETAIL_NAMESPACES } from '@/components/placements/namespaces';
import { PlacementFacts, PlacementStateBadge } from '@/components/placements/placement-labels';
import { PlacementForm } from '@/components/placements/placement-form';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CompanyPlacementPage');
  return { title: t('metaTitle') };
}

/** One of the company's placements: fill the mentor, the dates and the work mode; then the agreement and evaluations. */
export default async function CompanyPlacementPage({ params }: { params: Promise<{ sessionId: string; studentId: string }> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const raw = await params;
  const sessionId = parseId(raw.sessionId);
  const ctx = access.ctx;
  const t = await getTranslations('CompanyPlacementPage');
  const placement = await getPlacement({ ctx, sessionId, studentId: decodeURIComponent(raw.studentId) }).catch(orNotFound);
  return (
    <ClientMessages namespaces={PLACEMENT_DETAIL_NAMESPACES}>
      <BackLink href={`/company/placements?sessionId=${sessionId}`}>{t('back')}</BackLink>
      <PageHeader
        eyebrow={placement.openingTitle}
        title={`${placement.studentName} (${placement.studentId})`}
        actions={<PlacementStateBadge state={placement.state} />}
      />
      <div className="grid gap-6">
        {placement.state === 'ENDED' ? (
          <Card>
            <CardHeader>
              <CardTitle>{t('detailsTitle')}</CardTitle>
            </CardHeader>
            <CardContent>
              <PlacementFacts placement={placement} />
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>{t('formTitle')}</CardTitle>
              <CardDescription>{t('formDescription')}</CardDescription>
            </CardHeader>
            <CardContent>
              <PlacementForm placement={placement} as="company" />
            </CardContent>
          </Card>
        )}
        <AgreementSection ctx={ctx} placement={placement} />
        <EvaluationsSection ctx={ctx} placement={placement} />
      </div>
    </ClientMessages>
  );
}
