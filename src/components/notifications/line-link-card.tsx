'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { apiCall } from '@/lib/api-call';
import { LINE_LINK_RESULTS, type LineLinkResult, type LineStatusAnswer } from '@/lib/line';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useMutationAction } from '@/components/ui/use-mutation-action';

/**
 * LINE on /profile (docs/line.md): link through LINE Login (the button leaves for LINE and comes back here with
 * `?line=`), or show the linked account and unlink. Not rendered when LINE is not configured.
 */
export function LineLinkCard({ status }: { status: LineStatusAnswer }) {
  const t = useTranslations('LineLinkCard');
  const router = useRouter();
  const searchParams = useSearchParams();
  const result = searchParams.get('line');
  useEffect(() => {
    if (!result || !(result in LINE_LINK_RESULTS)) return;
    const message = t(`result.${result as LineLinkResult}`);
    if (result === 'linked') toast.success(message);
    else toast.error(message);
    // The outcome is told once: a reload does not repeat it.
    router.replace('/profile', { scroll: false });
  }, [result, router, t]);

  const unlinking = useMutationAction<void, { message: string }>({
    action: () => apiCall('DELETE /line/link', {}),
    success: t('unlinked'),
    failure: t('unlinkFailed'),
  });

  const link = status.link;
  return (
    <Card id="line-link">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {link ? (
          <>
            <p className="text-sm text-gray-800">
              {t.rich('linkedTo', { name: link.displayName, strong: (chunks) => <strong>{chunks}</strong> })}
            </p>
            {link.isReachable ? null : (
              <p className="text-sm text-amber-700" role="status">
                {t('blocked')}
              </p>
            )}
            <div>
              <ConfirmDialog
                title={t('unlinkTitle')}
                description={t('unlinkDescription')}
                confirmLabel={t('unlinkConfirm')}
                tone="error"
                onConfirm={async () => {
                  await unlinking.runOrThrow();
                }}
                trigger={
                  <Button type="button" variant="outline" isLoading={unlinking.isPending}>
                    {t('unlink')}
                  </Button>
                }
              />
            </div>
          </>
        ) : (
          <div>
            {/* A plain link, not next/link: an API route that redirects to LINE Login, never to be prefetched. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/api/line/link" className={buttonVariants({})}>
              {t('link')}
            </a>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
