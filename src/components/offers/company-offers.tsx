'use client';

import { Undo2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import { datesFor } from '@/lib/dates';
import { offerStudentIn, type CompanyOfferPhaseView, type OfferCandidateView, type OfferView } from '@/lib/offers';
import type { List } from '@/lib/list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { OfferStatusBadge } from './offer-labels';
import { OfferPlacesTable } from './offer-places-table';
import { SendOfferDialog } from './send-offer-dialog';

/** The company's offer phase: its openings' places, the unmatched students to offer to, and its offers' states. */
export function CompanyOffers({
  sessionId,
  view,
  candidates,
  search,
}: {
  sessionId: number;
  view: CompanyOfferPhaseView;
  candidates: List<OfferCandidateView>;
  search: string;
}) {
  const t = useTranslations('CompanyOffers');
  const locale = useLocale();
  const { meta } = candidates;
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ sessionId: String(sessionId), page: String(page), ...(search ? { search } : {}) })}`;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('openings')}</CardTitle>
          <CardDescription>{t('placesFormula')}</CardDescription>
        </CardHeader>
        <CardContent>
          <OfferPlacesTable caption={t('openingsCaption')} openings={view.openings} showCompany={false} emptyText={t('noOpenings')} />
        </CardContent>
      </Card>

      {view.phase.isOpen && view.phase.closesAt ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('unmatched')}</CardTitle>
            <CardDescription>{t('stillLooking', { count: meta.totalItem })}</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-3">
            <form className="flex flex-wrap gap-2" role="search">
              <input type="hidden" name="sessionId" value={sessionId} />
              <label htmlFor="offer-candidate-search" className="sr-only">
                {t('searchLabel')}
              </label>
              <input
                id="offer-candidate-search"
                name="search"
                defaultValue={search}
                placeholder={t('searchPlaceholder')}
                className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm"
              />
              <Button type="submit" variant="secondary">
                {t('search')}
              </Button>
            </form>
            <Table caption={t('unmatched')}>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('studentId')}</TableHead>
                  <TableHead>{t('name')}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t('program')}</TableHead>
                  <TableHead>
                    <span className="sr-only">{t('actions')}</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {candidates.items.length === 0 ? <TableEmptyRow colSpan={4}>{t('noStudents')}</TableEmptyRow> : null}
                {candidates.items.map((student) => (
                  <TableRow key={student.studentId}>
                    <TableCell className="tabular-nums">{student.studentId}</TableCell>
                    <TableCell>{offerStudentIn(student, locale)}</TableCell>
                    <TableCell className="hidden sm:table-cell">{student.programName ?? '–'}</TableCell>
                    <TableCell className="text-right">
                      {student.hasOfferFromCompany ? (
                        <span className="text-sm text-gray-600">{t('offerSent')}</span>
                      ) : (
                        <SendOfferDialog sessionId={sessionId} student={student} openings={view.openings} closesAt={view.phase.closesAt!} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {meta.totalPage > 1 ? (
              <nav aria-label={t('pages')} className="flex items-center justify-between text-sm">
                {meta.currentPage > 1 ? <a href={pageLink(meta.currentPage - 1)}>{t('previous')}</a> : <span />}
                <span>{t('pageOf', { page: meta.currentPage, total: meta.totalPage })}</span>
                {meta.currentPage < meta.totalPage ? <a href={pageLink(meta.currentPage + 1)}>{t('next')}</a> : <span />}
              </nav>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>{t('offers')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Table caption={t('offers')}>
            <TableHeader>
              <TableRow>
                <TableHead>{t('student')}</TableHead>
                <TableHead>{t('opening')}</TableHead>
                <TableHead>{t('status')}</TableHead>
                <TableHead className="hidden sm:table-cell">{t('answerBy')}</TableHead>
                <TableHead>
                  <span className="sr-only">{t('actions')}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {view.offers.length === 0 ? <TableEmptyRow colSpan={5}>{t('noOffers')}</TableEmptyRow> : null}
              {view.offers.map((offer) => (
                <OfferRow key={offer.offerId} offer={offer} canWithdraw={view.phase.isOpen} />
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

function OfferRow({ offer, canWithdraw }: { offer: OfferView; canWithdraw: boolean }) {
  const t = useTranslations('CompanyOffers');
  const locale = useLocale();
  const { formatDateTime } = datesFor(locale);
  const withdraw = useMutationAction({
    action: () => apiCall('POST /company/offers/{offerId}/withdraw', { params: { offerId: offer.offerId } }),
    success: { title: t('withdrawn') },
    failure: t('withdrawFailed'),
  });
  return (
    <TableRow>
      <TableCell>
        {offerStudentIn(offer, locale)}
        <span className="block text-xs text-gray-600 tabular-nums">{offer.studentId}</span>
      </TableCell>
      <TableCell>{offer.openingTitle}</TableCell>
      <TableCell>
        <OfferStatusBadge status={offer.status} />
      </TableCell>
      <TableCell className="hidden sm:table-cell">{formatDateTime(offer.answerDeadline)}</TableCell>
      <TableCell className="text-right">
        {offer.status === 'OFFERED' && canWithdraw ? (
          <ConfirmDialog
            tone="error"
            title={t('withdrawTitle')}
            description={t('withdrawDescription', { opening: offer.openingTitle, student: offerStudentIn(offer, locale) })}
            confirmLabel={t('withdrawConfirm')}
            onConfirm={async () => {
              await withdraw.runOrThrow();
            }}
            trigger={
              <Button size="sm" variant="errorOutline" aria-label={t('withdrawOf', { student: offerStudentIn(offer, locale) })}>
                <Undo2 aria-hidden="true" />
                {t('withdraw')}
              </Button>
            }
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
