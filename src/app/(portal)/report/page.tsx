import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ReportCenter } from '@/components/reports/report-center';
import { PageHeader } from '@/components/ui/page-header';
import { authorize } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ReportPage');
  return { title: t('title') };
}

export default async function ReportsPage() {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const t = await getTranslations('ReportPage');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ClientMessages namespaces={['Labels', 'ReportCenter', 'ReportCatalog']}>
        <ReportCenter />
      </ClientMessages>
    </>
  );
}
