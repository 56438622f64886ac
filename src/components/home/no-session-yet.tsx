import { CalendarRange } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function NoSessionYet() {
  const t = useTranslations('Common');
  return (
    <>
      <PageHeader title={t('noSession.title')} description={t('noSession.description')} />
      <EmptyState icon={CalendarRange} title={t('noSession.empty')} description={t('noSession.emptyDescription')} />
    </>
  );
}
