'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import type { DemandSettingsView, SessionDemandView } from '@/lib/demand';
import { demandTextArguments } from '@/lib/demand-text';
import { nameIn } from '@/lib/names';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';

type Row = SessionDemandView['items'][number] & {
  title: string;
  companyNameTh: string;
  companyNameEn: string | null;
};

/** The admin's live demand of a session: the two settings (audited) and every opening's figures while the window is open. */
export function AdminDemandCard({ settings, demand, rows }: { settings: DemandSettingsView; demand: SessionDemandView; rows: Row[] }) {
  const t = useTranslations('AdminDemandCard');
  const figures = useTranslations('DemandFigure');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const [isShown, setIsShown] = useState(settings.isShown);
  const [countsDrafts, setCountsDrafts] = useState(settings.countsDrafts);
  const save = useMutationAction({
    action: () =>
      apiCall('PUT /admin/sessions/{sessionId}/demand', { params: { sessionId: settings.sessionId }, body: { isShown, countsDrafts } }),
    success: t('saved'),
    failure: t('saveFailed'),
  });
  const isChanged = isShown !== settings.isShown || countsDrafts !== settings.countsDrafts;
  return (
    <Card data-testid="admin-demand-card">
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description', { seconds: demand.freshSeconds })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save.run();
          }}
        >
          <div className="flex items-center justify-between gap-4">
            <span id="demand-shown-label" className="text-sm text-gray-900">
              {t('shown')}
            </span>
            <Switch aria-labelledby="demand-shown-label" checked={isShown} onCheckedChange={setIsShown} />
          </div>
          <div className="flex items-center justify-between gap-4">
            <span id="demand-drafts-label" className="text-sm text-gray-900">
              {t('countsDrafts')}
            </span>
            <Switch aria-labelledby="demand-drafts-label" checked={countsDrafts} onCheckedChange={setCountsDrafts} />
          </div>
          {save.error ? (
            <p role="alert" className="text-sm text-error-700">
              {save.error}
            </p>
          ) : null}
          <div>
            <Button type="submit" isLoading={save.isPending} disabled={!isChanged}>
              {t('save')}
            </Button>
          </div>
        </form>
        {demand.state === 'CLOSED' ? (
          <p className="text-sm text-gray-700">{t('closed')}</p>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-gray-700">
              {demand.state === 'OFF' ? t('hiddenPrefix') : ''}
              {t('computedAt', { date: demand.computedAt ? formatDateTime(demand.computedAt) : '—' })}
            </p>
            <Table caption={t('caption')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('opening')}</TableHead>
                  <TableHead>{t('demand')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableEmptyRow colSpan={2}>{t('empty')}</TableEmptyRow>
                ) : (
                  rows.map((row) => (
                    <TableRow key={row.openingId}>
                      <TableCell>
                        <span className="block font-medium">{row.title}</span>
                        <span className="block text-xs text-gray-600">
                          {nameIn({ locale, th: row.companyNameTh, en: row.companyNameEn })}
                        </span>
                      </TableCell>
                      <TableCell className="text-sm">{figures('figures', demandTextArguments(row))}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
