import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { describeUnsubscribeToken } from '@/server/notifications';
import { AuthFrame } from '@/components/auth/auth-frame';
import { ClientMessages } from '@/components/i18n/client-messages';
import { UnsubscribeConfirm } from '@/components/notifications/unsubscribe-confirm';
import { Card, CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('UnsubscribePage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The unsubscribe link of a notification mail: no login needed, the signed token is the proof; one confirm button. */
export default async function UnsubscribePage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const check = typeof token === 'string' ? describeUnsubscribeToken({ token, now: new Date() }) : null;
  const [t, kinds] = await Promise.all([getTranslations('UnsubscribePage'), getTranslations('NotificationLabels')]);
  return (
    <AuthFrame>
      <Card>
        <CardContent className="grid gap-4 px-6 py-8 sm:px-10 sm:py-10">
          <p className="text-sm font-medium text-brand-700">CEDT Intern Portal</p>
          <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
          {check && typeof token === 'string' ? (
            <ClientMessages namespaces={['UnsubscribeConfirm']}>
              <UnsubscribeConfirm token={token} label={kinds(`kind.${check.kind}`)} />
            </ClientMessages>
          ) : (
            <p role="alert" className="text-error-700">
              {t('invalid')}
            </p>
          )}
        </CardContent>
      </Card>
    </AuthFrame>
  );
}
