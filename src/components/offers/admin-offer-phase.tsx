'use client';

import { CalendarCheck, CircleStop } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { offerCompanyIn, offerStudentIn, type AdminOfferPhaseView } from '@/lib/offers';
import { fromBangkokInput, toBangkokInput } from '@/components/session-groups/bangkok-time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ThaiDateTimeInput } from '@/components/ui/thai-date-time-input';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { OfferStatusBadge } from './offer-labels';
import { OfferPlacesTable } from './offer-places-table';

/** The admin's live view of a round's offer phase, with its end and the early end. */
export function AdminOfferPhase({ view, isOver }: { view: AdminOfferPhaseView; isOver: boolean }) {
  const t = useTranslations('AdminOfferPhase');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const { phase } = view;
  const params = { sessionGroupId: phase.sessionGroupId, round: phase.round };
  const [endsAt, setEndsAt] = useState(toBangkokInput(phase.endsAt));
  const setEnd = useMutationAction<string>({
    action: (value) =>
      apiCall('PUT /admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase', { params, body: { endsAt: value } }),
    success: (_, value) => ({ title: t('endSaved'), description: formatDateTime(value) }),
    failure: t('saveFailed'),
    toastError: false,
  });
  const endEarly = useMutationAction({
    action: () => apiCall('POST /admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase/end', { params }),
    success: { title: t('ended') },
    failure: t('endFailed'),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = fromBangkokInput(endsAt);
    if (!value) return setEnd.setError(t('endRequired'));
    await setEnd.run(value);
  }

  const tiles: [string, number][] = [
    [t('offered'), view.counts.offered],
    [t('accepted'), view.counts.accepted],
    [t('declined'), view.counts.declined],
    [t('lapsed'), view.counts.lapsed],
    [t('withdrawn'), view.counts.withdrawn],
    [t('unmatched'), view.unmatchedCount],
    [t('notLooking'), view.notLookingCount],
    [t('placesLeft'), view.placesLeft],
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('summary')}>
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-2xl font-semibold text-gray-900 tabular-nums">
              {value.toLocaleString(locale === 'en' ? 'en-GB' : 'th-TH')}
            </dd>
          </div>
        ))}
      </dl>

      <Card>
        <CardHeader>
          <CardTitle>{t('endTitle')}</CardTitle>
          <CardDescription>{t('endDescription', { date: formatDateTime(phase.opensAt) })}</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {isOver ? (
            <p className="text-sm text-gray-700">{t('over', { date: formatDateTime(phase.closesAt) })}</p>
          ) : (
            <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
              <Field id="offer-phase-ends-at" label={t('endsAt')} error={setEnd.error} className="min-w-64">
                <ThaiDateTimeInput
                  id="offer-phase-ends-at"
                  value={endsAt}
                  onChange={setEndsAt}
                  aria-invalid={Boolean(setEnd.error) || undefined}
                  aria-describedby={describedBy('offer-phase-ends-at', { error: setEnd.error })}
                />
              </Field>
              <Button type="submit" isLoading={setEnd.isPending}>
                <CalendarCheck aria-hidden="true" />
                {t('save')}
              </Button>
              {phase.isOpen ? (
                <ConfirmDialog
                  tone="error"
                  title={t('endEarlyTitle')}
                  description={t('endEarlyDescription', { round: phase.round, count: view.counts.offered })}
                  confirmLabel={t('endEarlyConfirm')}
                  onConfirm={async () => {
                    await endEarly.runOrThrow();
                  }}
                  trigger={
                    <Button variant="errorOutline">
                      <CircleStop aria-hidden="true" />
                      {t('endEarly')}
                    </Button>
                  }
                />
              ) : null}
            </form>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('places')}</CardTitle>
        </CardHeader>
        <CardContent>
          <OfferPlacesTable caption={t('places')} openings={view.openings} showCompany emptyText={t('noOpenings')} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('offers')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Table caption={t('offersCaption')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('student')}</TableHead>
                <TableHead>{t('opening')}</TableHead>
                <TableHead>{t('status')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('answerBy')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {view.offers.length === 0 ? <TableEmptyRow colSpan={4}>{t('noOffers')}</TableEmptyRow> : null}
              {view.offers.map((offer) => (
                <TableRow key={offer.offerId}>
                  <TableCell>
                    {offerStudentIn(offer, locale)}
                    <span className="block text-xs text-gray-600 tabular-nums">{offer.studentId}</span>
                  </TableCell>
                  <TableCell>
                    {offer.openingTitle}
                    <span className="block text-xs text-gray-600">{offerCompanyIn(offer, locale)}</span>
                  </TableCell>
                  <TableCell>
                    <OfferStatusBadge status={offer.status} />
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{formatDateTime(offer.answerDeadline)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
