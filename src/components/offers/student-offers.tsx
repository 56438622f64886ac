'use client';

import { Check, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { offerCompanyIn, type OfferView, type StudentOfferPhaseView } from '@/lib/offers';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { OfferStatusBadge } from './offer-labels';

/** The student's offer phase: the offers received (accept is binding, after a confirmation), the openings with places left, and the opt-out. */
export function StudentOffers({ sessionId, view }: { sessionId: number; view: StudentOfferPhaseView }) {
  const t = useTranslations('StudentOffers');
  const locale = useLocale();
  const optOut = useMutationAction<boolean>({
    action: (isNotLooking) => apiCall('PUT /student/sessions/{sessionId}/offer-phase', { params: { sessionId }, body: { isNotLooking } }),
    success: (_, isNotLooking) => ({ title: isNotLooking ? t('notLookingSaved') : t('lookingAgain') }),
    failure: t('saveFailed'),
  });
  const canAnswer = view.phase.isOpen && !view.isMatched;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('received')}</CardTitle>
          <CardDescription>{t('receivedDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {view.offers.length === 0 ? (
            <p className="text-sm text-gray-600">{t('noOffers')}</p>
          ) : (
            <ul className="grid gap-3" aria-label={t('received')}>
              {view.offers.map((offer) => (
                <OfferItem key={offer.offerId} offer={offer} canAnswer={canAnswer} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {!view.isMatched ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('notLooking')}</CardTitle>
            <CardDescription>{t('notLookingDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <label htmlFor="offer-opt-out" className="flex items-center gap-2 text-sm text-gray-900">
              <Checkbox
                id="offer-opt-out"
                checked={view.isNotLooking}
                disabled={!view.phase.isOpen || optOut.isPending}
                onChange={(event) => void optOut.run(event.target.checked)}
              />
              {t('notLookingLabel')}
            </label>
          </CardContent>
        </Card>
      ) : null}

      {canAnswer ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('openings')}</CardTitle>
            <CardDescription>{t('openingsDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Table caption={t('openings')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('opening')}</TableHead>
                  <TableHead>{t('company')}</TableHead>
                  <TableHead className="text-right">{t('remaining')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {view.openings.length === 0 ? <TableEmptyRow colSpan={3}>{t('noOpenings')}</TableEmptyRow> : null}
                {view.openings.map((opening) => (
                  <TableRow key={opening.openingId}>
                    <TableCell>{opening.title}</TableCell>
                    <TableCell>{offerCompanyIn(opening, locale)}</TableCell>
                    <TableCell className="text-right tabular-nums">{opening.remainingQuota}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function OfferItem({ offer, canAnswer }: { offer: OfferView; canAnswer: boolean }) {
  const t = useTranslations('StudentOffers');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const accept = useMutationAction({
    action: () => apiCall('POST /student/offers/{offerId}/accept', { params: { offerId: offer.offerId } }),
    success: { title: t('accepted'), description: `${offer.openingTitle} · ${offerCompanyIn(offer, locale)}` },
    failure: t('acceptFailed'),
  });
  const decline = useMutationAction({
    action: () => apiCall('POST /student/offers/{offerId}/decline', { params: { offerId: offer.offerId } }),
    success: { title: t('declined') },
    failure: t('declineFailed'),
  });
  const isOpen = offer.status === 'OFFERED';
  return (
    <li className="grid gap-2 rounded-lg border border-gray-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="font-medium text-gray-900">
          {offer.openingTitle} <span className="font-normal text-gray-700">· {offerCompanyIn(offer, locale)}</span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <OfferStatusBadge status={offer.status} />
          {isOpen ? t('answerBy', { date: formatDateTime(offer.answerDeadline) }) : t('sentAt', { date: formatDateTime(offer.sentAt) })}
        </p>
      </div>
      {isOpen && canAnswer ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            title={t('acceptTitle')}
            description={t('acceptDescription', { opening: offer.openingTitle, company: offerCompanyIn(offer, locale) })}
            confirmLabel={t('accept')}
            onConfirm={async () => {
              await accept.runOrThrow();
            }}
            trigger={
              <Button size="sm">
                <Check aria-hidden="true" />
                {t('accept')}
              </Button>
            }
          />
          <ConfirmDialog
            tone="error"
            title={t('declineTitle')}
            description={t('declineDescription', { opening: offer.openingTitle })}
            confirmLabel={t('decline')}
            onConfirm={async () => {
              await decline.runOrThrow();
            }}
            trigger={
              <Button size="sm" variant="errorOutline">
                <X aria-hidden="true" />
                {t('decline')}
              </Button>
            }
          />
        </div>
      ) : null}
    </li>
  );
}
