import { useLocale, useTranslations } from 'next-intl';
import { offerCompanyIn, type OfferOpeningView } from '@/lib/offers';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';

/** The openings of the offer phase with their places: the quota, what is matched, what is promised, what is left. */
export function OfferPlacesTable({
  caption,
  openings,
  showCompany,
  emptyText,
}: {
  caption: string;
  openings: OfferOpeningView[];
  /** The admin's table names each opening's company; a company's own does not. */
  showCompany: boolean;
  emptyText: string;
}) {
  const t = useTranslations('OfferPlacesTable');
  const locale = useLocale();
  return (
    <Table caption={caption}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('opening')}</TableHead>
          {showCompany ? <TableHead className="hidden sm:table-cell">{t('company')}</TableHead> : null}
          <TableHead className="text-right">{t('quota')}</TableHead>
          <TableHead className="text-right">{t('matched')}</TableHead>
          <TableHead className="text-right">{t('outstanding')}</TableHead>
          <TableHead className="text-right">{t('remaining')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {openings.length === 0 ? <TableEmptyRow colSpan={showCompany ? 6 : 5}>{emptyText}</TableEmptyRow> : null}
        {openings.map((opening) => (
          <TableRow key={opening.openingId}>
            <TableCell>{opening.title}</TableCell>
            {showCompany ? <TableCell className="hidden sm:table-cell">{offerCompanyIn(opening, locale)}</TableCell> : null}
            <TableCell className="text-right tabular-nums">{opening.quota}</TableCell>
            <TableCell className="text-right tabular-nums">{opening.matchedCount}</TableCell>
            <TableCell className="text-right tabular-nums">{opening.outstandingCount}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">{opening.remainingQuota}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
