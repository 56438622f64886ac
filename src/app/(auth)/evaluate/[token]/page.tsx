import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPublicEvaluation } from '@/server/evaluations';
import { AppError } from '@/server/errors';
import { getPageContext } from '@/server/page-context';
import { LanguageSwitch } from '@/components/auth/language-switch';
import { MentorEvaluationForm } from '@/components/evaluations/mentor-evaluation-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Card, CardContent } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import type { EvaluationDetailView } from '@/lib/evaluations';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MentorEvaluationPage');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * The mentor's evaluation link (docs/evaluations.md): no sign-in, the token in the path is the credential. The form
 * once; after it, the read-only copy. A wrong, replaced or expired link gets a clear page. The mentor has no account:
 * the page speaks the language of the switch, else of the browser, like the sign-in page.
 */
export default async function MentorEvaluationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [ctx, t, frame] = await Promise.all([getPageContext(), getTranslations('MentorEvaluationPage'), getTranslations('AuthFrame')]);
  let detail: EvaluationDetailView | null = null;
  let problem: { title: string; message: string } | null = null;
  try {
    detail = await getPublicEvaluation({ ctx, token });
  } catch (error) {
    if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 410)) throw error;
    problem =
      error.status === 410
        ? { title: t('expiredTitle'), message: t('expiredMessage') }
        : { title: t('invalidTitle'), message: t('invalidMessage') };
  }
  return (
    <main className="min-h-dvh bg-gray-50 px-3 py-6 sm:px-6 sm:py-10">
      <div className="mx-auto grid max-w-3xl gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="inline-flex w-fit items-center rounded-2xl bg-white px-4 py-3 shadow-raised">
            <Logo subtitle={frame('logoSubtitle')} />
          </div>
          <LanguageSwitch path={`/evaluate/${encodeURIComponent(token)}`} query={{}} />
        </div>
        <Card>
          <CardContent className="grid gap-4 px-4 py-6 sm:px-8 sm:py-8">
            {detail ? (
              <ClientMessages namespaces={['MentorEvaluationForm', 'EvaluationLabels']}>
                <MentorEvaluationForm token={token} detail={detail} />
              </ClientMessages>
            ) : (
              <>
                <h1 className="text-2xl font-bold text-gray-900">{problem?.title}</h1>
                <p role="alert" className="text-error-700">
                  {problem?.message}
                </p>
              </>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
