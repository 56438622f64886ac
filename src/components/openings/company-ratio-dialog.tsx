'use client';

import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { errorMessage } from '@/lib/api-client';
import type { CompanyOpeningRatio, CompanyOpeningView } from '@/lib/openings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const percent = (value: number) => `${(value * 100).toLocaleString('th-TH', { maximumFractionDigits: 1 })}%`;

/** Bulk publish's confirmation: the company opening ratio per session as it would be after publishing the chosen drafts. */
export function CompanyRatioDialog({
  open,
  onOpenChange,
  sessionGroupId,
  openings,
  onConfirm,
  isPublishing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionGroupId: number;
  openings: CompanyOpeningView[];
  /** The publish; the board's mutation toasts its outcome and closes this dialog on success. */
  onConfirm: () => void;
  isPublishing: boolean;
}) {
  const t = useTranslations('CompanyRatioDialog');
  // The answer is kept with the selection it was computed for, so a stale one is never shown.
  const [loaded, setLoaded] = useState<{ key: string; ratio?: CompanyOpeningRatio; error?: string } | null>(null);
  const idsKey = `${sessionGroupId}:${openings.map((opening) => opening.openingId).join(',')}`;
  const current = open && loaded?.key === idsKey ? loaded : null;
  const ratio = current?.ratio ?? null;
  const loadError = current?.error ?? null;

  useEffect(() => {
    const ids = idsKey.split(':')[1];
    if (!open || !ids) return;
    const controller = new AbortController();
    apiCall('GET /company/session-groups/{sessionGroupId}/openings/ratio', {
      params: { sessionGroupId },
      query: { additionalOpeningIds: ids },
      signal: controller.signal,
    })
      .then((answer) => setLoaded({ key: idsKey, ratio: answer }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key: idsKey, error: errorMessage(error) });
      });
    return () => controller.abort();
  }, [open, idsKey, sessionGroupId]);

  return (
    <Dialog open={open} onOpenChange={(next) => (isPublishing ? null : onOpenChange(next))}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>{t('title', { count: openings.length })}</DialogTitle>
        <DialogDescription>{t('description')}</DialogDescription>
        <ul className="grid gap-1 text-sm text-gray-800">
          {openings.map((opening) => (
            <li key={opening.openingId} className="flex justify-between gap-3">
              <span className="truncate">{opening.title}</span>
              <span className="shrink-0 tabular-nums text-gray-600">{t('quota', { count: opening.quota })}</span>
            </li>
          ))}
        </ul>
        {loadError ? (
          <p role="alert" className="text-sm text-error-700">
            {t('loadFailed', { error: loadError })}
          </p>
        ) : !ratio ? (
          <div className="flex items-center gap-2 text-sm text-gray-700" role="status">
            <Spinner /> {t('computing')}
          </div>
        ) : (
          <>
            <Table caption={t('caption')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('session')}</TableHead>
                  <TableHead className="text-right">{t('quotaHead')}</TableHead>
                  <TableHead className="text-right">{t('ratio')}</TableHead>
                  <TableHead className="text-right">{t('minimum')}</TableHead>
                  <TableHead>{t('result')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {ratio.items.map((row) => (
                  <TableRow key={row.sessionId}>
                    <TableCell className="min-w-40">{row.title}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.publishedQuota}</TableCell>
                    <TableCell className="text-right tabular-nums">{row.publishedQuota === 0 ? '–' : percent(row.ratio)}</TableCell>
                    <TableCell className="text-right tabular-nums">{percent(row.minimumCompanyOpeningRatio)}</TableCell>
                    <TableCell>
                      {row.publishedQuota === 0 ? (
                        <span className="text-gray-600">{t('notOpen')}</span>
                      ) : row.isSatisfied ? (
                        <span className="inline-flex items-center gap-1 text-success-700">
                          <CircleCheck aria-hidden="true" className="size-4" /> {t('met')}
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1 text-error-700">
                          <CircleAlert aria-hidden="true" className="size-4" /> {t('belowMinimum')}
                        </span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {ratio.isSatisfied ? null : (
              <p role="alert" className="rounded-lg border border-error-200 bg-error-50 px-4 py-3 text-sm text-error-800">
                {t('cannotPublish')}
              </p>
            )}
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="cancel" disabled={isPublishing}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} isLoading={isPublishing} disabled={!ratio?.isSatisfied}>
            {t('confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
