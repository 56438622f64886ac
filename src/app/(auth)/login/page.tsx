import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { safeNextPath } from '@/lib/next-path';
import { getPortalContext } from '@/server/home';
import { AuthFrame } from '@/components/auth/auth-frame';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LanguageSwitch } from '@/components/auth/language-switch';
import { LoginForm } from '@/components/auth/login-form';
import { Card, CardContent } from '@/components/ui/card';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SignIn');
  return { title: t('metaTitle') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The sign-in. `?next=` is where the person was going: a portal path (safeNextPath; anything else is `/`) that
 * both sign-ins carry through to the completion screen, which opens it. Someone already signed in goes there at once.
 */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { next: rawNext } = await searchParams;
  const next = safeNextPath(typeof rawNext === 'string' ? rawNext : undefined);
  const { actor } = await getPortalContext();
  if (actor) redirect(next);
  const t = await getTranslations('SignIn');
  return (
    <AuthFrame>
      <div className="mb-3">
        <LanguageSwitch path="/login" query={next === '/' ? {} : { next }} />
      </div>
      <Card>
        <CardContent className="px-6 py-8 sm:px-10 sm:py-10">
          <p className="text-sm font-medium text-brand-700">CEDT Intern Portal</p>
          <h1 className="mt-1 text-2xl font-bold text-gray-900">{t('welcome')}</h1>
          <p className="mt-2 text-[0.95rem] text-gray-600">{t('intro')}</p>
          <div className="mt-8">
            {/* The form's own texts and the shared controls' only: the rest of the catalogue stays on the server. */}
            <ClientMessages namespaces={['SignIn']}>
              <LoginForm next={next} />
            </ClientMessages>
          </div>
        </CardContent>
      </Card>
      <p className="mt-6 text-center text-sm text-gray-600">{t('help')}</p>
    </AuthFrame>
  );
}
