import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthFrame } from '@/components/auth/auth-frame';
import { EmailVerificationConfirm } from '@/components/students/email-verification-confirm';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Card, CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('VerifyEmailPage');
  return { title: t('title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The link mailed to a student's new contact address: no login needed, the token is the proof; one confirm button. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const t = await getTranslations('VerifyEmailPage');
  return (
    <AuthFrame>
      <Card>
        <CardContent className="grid gap-4 px-6 py-8 sm:px-10 sm:py-10">
          <p className="text-sm font-medium text-brand-700">CEDT Intern Portal</p>
          <h1 className="text-2xl font-bold text-gray-900">{t('title')}</h1>
          {typeof token === 'string' && token ? (
            <ClientMessages namespaces={['EmailVerificationConfirm']}>
              <EmailVerificationConfirm token={token} />
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
