import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { datesFor } from '@/lib/dates';
import { NotFoundError } from '@/server/errors';
import { getNotificationEmail } from '@/server/notifications';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotificationEmailPage');
  return { title: t('title') };
}

/** One notification's mail as sent, or as kept when no SMTP server is configured (development shows its mails here). */
export default async function NotificationEmailPage({ params }: { params: Promise<{ notificationId: string }> }) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const notificationId = parseId((await params).notificationId);
  const email = await getNotificationEmail({ ctx: access.ctx, notificationId }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const [t, locale] = await Promise.all([getTranslations('NotificationEmailPage'), getLocale()]);
  const { formatDateTime } = datesFor(locale);
  return (
    <>
      <BackLink href="/admin?tab=notifications">{t('back')}</BackLink>
      <PageHeader
        title={email.subject}
        description={`${t('to', { address: email.emailAddress ?? t('unknownAddress'), status: t(`status.${email.emailStatus}`) })}${
          email.emailSentAt ? ` · ${formatDateTime(email.emailSentAt)}` : ''
        }`}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('plainText')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <pre className="text-sm break-words whitespace-pre-wrap text-gray-800">{email.text}</pre>
          <div>
            <Button asChild variant="outline">
              {/* The HTML part opens as its own document under the API's CSP (no script, nothing loaded). */}
              <a href={`/api/admin/notifications/${notificationId}/email?format=html`} target="_blank" rel="noopener noreferrer">
                {t('openHtml')}
              </a>
            </Button>
          </div>
        </CardContent>
      </Card>
    </>
  );
}
