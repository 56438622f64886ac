import { Banknote, ChartColumn, MapPin, Users, UsersRound } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { List } from '@/lib/list';
import type { StudentOpeningView } from '@/lib/openings';
import { nameIn } from '@/lib/names';
import { Pagination } from '@/components/ui/pagination';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CompanyLogo } from '@/components/companies/company-logo';
import { DemandFigure } from '@/components/demand/demand-figure';
import { BookmarkButton } from './bookmark-button';
import { useFormatCompensation } from './compensation';

/** One opening in the student's grid: who, what, how many, how much, and a bookmark toggle. */
export function OpeningCard({ opening, showDemand = false }: { opening: StudentOpeningView; showDemand?: boolean }) {
  const t = useTranslations('OpeningCard');
  const locale = useLocale();
  const formatCompensation = useFormatCompensation();
  const companyName = nameIn({ locale, th: opening.company.companyNameTh, en: opening.company.companyNameEn });
  const href = `/opening/${opening.openingId}/session/${opening.sessionId}`;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" data-testid="opening-card">
      <div className="flex items-start gap-3">
        <CompanyLogo logoUrl={opening.company.logoUrl} name={companyName} size="sm" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base leading-snug font-semibold text-gray-900">
            <Link
              href={href}
              className="underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {opening.title}
            </Link>
          </h2>
          <p
            className="mt-0.5 truncate text-sm text-gray-600"
            title={locale === 'en' ? opening.company.companyNameTh : opening.company.companyNameEn}
          >
            {companyName}
          </p>
        </div>
        <BookmarkButton
          sessionId={opening.sessionId}
          openingId={opening.openingId}
          title={opening.title}
          isBookmarked={opening.isBookmarked}
        />
      </div>

      <dl className="grid gap-2 text-sm text-gray-700">
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2 text-gray-600">
            <Users aria-hidden="true" className="size-4" />
            {t('quotaLabel')}
          </dt>
          <dd>
            {t('quota', { count: opening.quota })}
            {opening.remainingQuota < opening.quota ? (
              <span className="text-gray-600">{t('remaining', { count: opening.remainingQuota })}</span>
            ) : null}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2 text-gray-600">
            <Banknote aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('compensation')}</span>
          </dt>
          <dd>{formatCompensation(opening.compensationAmount, opening.compensationType)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2 text-gray-600">
            <MapPin aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('location')}</span>
          </dt>
          <dd className="truncate">{opening.officeName}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="flex items-center gap-2 text-gray-600">
            <UsersRound aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('interest')}</span>
          </dt>
          <dd>{t('inDrafts', { count: opening.inStudentDraftCount })}</dd>
        </div>
        {showDemand ? (
          // Two lines reserved: the figures arrive after the page is painted and must not move the card.
          <div className="flex min-h-10 items-start gap-2">
            <dt className="flex items-center gap-2 pt-0.5 text-gray-600">
              <ChartColumn aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('demandNow')}</span>
            </dt>
            <dd>
              <DemandFigure sessionId={opening.sessionId} openingId={opening.openingId} />
            </dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-auto flex flex-wrap items-center gap-1.5">
        {opening.isAcceptingApplication ? (
          <Badge tone="success" dot>
            {t('accepting')}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('notAccepting')}</Badge>
        )}
        {opening.openForCooperativeInternship ? <Badge tone="info">{t('cooperative')}</Badge> : null}
        {opening.tags.map((tag) => (
          <Badge key={tag.tagId} tone="brand">
            {tag.tagName}
          </Badge>
        ))}
      </div>
    </Card>
  );
}

/** A page of opening cards in a responsive grid, with the pager under it. */
export function OpeningCardGrid({
  list,
  label,
  showDemand = false,
}: {
  list: List<StudentOpeningView>;
  label: string;
  showDemand?: boolean;
}) {
  return (
    <section aria-label={label}>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list.items.map((opening) => (
          <li key={opening.openingId}>
            <OpeningCard opening={opening} showDemand={showDemand} />
          </li>
        ))}
      </ul>
      <Pagination meta={list.meta} className="mt-2" />
    </section>
  );
}
