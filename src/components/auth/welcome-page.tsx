import { Building2, MessageCircleQuestion } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { LogoutButton } from '@/components/shell/logout-button';

/**
 * For a signed-in person the portal has nothing for yet (SPEC §2): an external user, or a student
 * with no current session.
 */
export function WelcomePage({ displayName }: { displayName: string }) {
  const t = useTranslations('WelcomePage');
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-4 py-12">
      <div className="mb-8">
        <Logo />
      </div>
      <main id="main-content" className="w-full max-w-lg">
        <Card>
          <CardContent className="px-6 py-10 text-center sm:px-10">
            <p className="text-sm font-medium text-brand-700">{t('welcome')}</p>
            <h1 className="mt-2 text-2xl font-bold text-gray-900 [overflow-wrap:anywhere]">{t('hello', { name: displayName })}</h1>
            <p className="mt-3 text-[0.95rem] text-balance text-gray-700">{t('noRound')}</p>
            <ul className="mt-8 grid gap-3 text-left">
              <li className="flex gap-3 rounded-xl border bg-gray-50 p-4">
                <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <p className="text-sm text-gray-800">{t('otherProviders')}</p>
              </li>
              <li className="flex gap-3 rounded-xl border bg-gray-50 p-4">
                <MessageCircleQuestion aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <p className="text-sm text-gray-800">{t('help')}</p>
              </li>
            </ul>
            <LogoutButton variant="outline" size="lg" className="mt-8 w-full sm:w-auto" />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
