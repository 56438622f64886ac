import { useTranslations } from 'next-intl';
import { PORTAL_NAME } from '@/components/ui/logo';

export function SiteFooter() {
  const t = useTranslations('Shell');
  return (
    <footer className="border-t bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-gray-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p>{t('footerName', { portal: PORTAL_NAME })}</p>
        <p>{t('footerHelp')}</p>
      </div>
    </footer>
  );
}
