import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { getCompanyOpening } from '@/server/openings';
import { listOpeningTags, listReference } from '@/server/reference';
import { CompanyOpeningEditor } from '@/components/openings/company-opening-editor';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { ClientMessages } from '@/components/i18n/client-messages';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { authorize, parseId, orNotFound } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OpeningEditPage');
  return { title: t('metaTitle') };
}

export default async function CompanyOpeningEditPage({ params }: { params: Promise<{ openingId: string; sessionId: string }> }) {
  const access = await authorize(['company_user']);
  if (!access.allowed) return access.forbidden;
  const [raw, t] = await Promise.all([params, getTranslations('OpeningEditPage')]);
  const openingId = parseId(raw.openingId);
  const sessionId = parseId(raw.sessionId);
  const opening = await getCompanyOpening({ ctx: access.ctx, sessionId, openingId }).catch(orNotFound);
  const [compensationTypes, tagOptions] = await Promise.all([
    listReference({ ctx: access.ctx, kind: 'compensation-types' }) as Promise<CompensationTypeView[]>,
    listOpeningTags({ ctx: access.ctx }) as Promise<OpeningTagView[]>,
  ]);
  return (
    <>
      <BackLink href={`/opening/${openingId}/session/${sessionId}`}>{t('details')}</BackLink>
      <PageHeader
        title={t('title', { title: opening.title })}
        description={t('description')}
        eyebrow={<OpeningStatusBadge status={opening.status} />}
      />
      <Card>
        <CardContent className="pt-6">
          <ClientMessages namespaces={['OpeningEditor', 'OpeningForm']}>
            <CompanyOpeningEditor opening={opening} compensationTypes={compensationTypes} tagOptions={tagOptions} />
          </ClientMessages>
        </CardContent>
      </Card>
    </>
  );
}
