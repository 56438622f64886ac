import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/ui/error-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Common');
  return { title: t('errorPage.title404') };
}

export default function NotFound() {
  return (
    <main id="main-content">
      <ErrorPage status={404} fullScreen />
    </main>
  );
}
