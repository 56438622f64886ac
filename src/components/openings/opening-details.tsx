import { Building2, ExternalLink } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { datesFor } from '@/lib/dates';
import { nameIn } from '@/lib/names';
import type { OpeningView } from '@/lib/openings';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { CompanyLogo } from '@/components/companies/company-logo';
import { useFormatCompensation } from './compensation';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

function Paragraphs({ text }: { text: string | null }) {
  const t = useTranslations('OpeningDetails');
  if (!text) return <p className="text-sm text-gray-600">{t('notSpecified')}</p>;
  return <p className="text-sm whitespace-pre-line text-gray-800">{text}</p>;
}

function ExternalLinkTo({ href, children }: { href: string; children: ReactNode }) {
  const t = useTranslations('OpeningDetails');
  const safe = /^https?:\/\//i.test(href) ? href : `https://${href}`;
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
      <span className="sr-only">{t('opensInNewTab')}</span>
    </a>
  );
}

/**
 * One opening in full, as students read it; the caller adds the actions of its role, and the company
 * its status (`status`) before the badges students see.
 */
export function OpeningDetails({
  opening,
  actions,
  inStudentDraftCount,
  eyebrow,
  status,
  demand,
}: {
  opening: OpeningView;
  actions?: ReactNode;
  inStudentDraftCount?: number;
  /** The live demand figure (docs/demand.md), while the session shows it. */
  demand?: ReactNode;
  eyebrow?: ReactNode;
  status?: ReactNode;
}) {
  const t = useTranslations('OpeningDetails');
  const locale = useLocale();
  const { formatDate, formatDateTime } = datesFor(locale);
  const formatCompensation = useFormatCompensation();
  const { company } = opening;
  const companyName = nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn });
  const otherCompanyName = locale === 'en' ? company.companyNameTh : company.companyNameEn;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={opening.title} description={companyName} actions={actions} />
      <div className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-700">
        {status}
        {opening.isAcceptingApplication ? (
          <Badge tone="success" size="md" dot>
            {t('accepting')}
          </Badge>
        ) : (
          <Badge tone="neutral" size="md">
            {t('notAccepting')}
          </Badge>
        )}
        {opening.openForCooperativeInternship ? (
          <Badge tone="info" size="md">
            {t('cooperative')}
          </Badge>
        ) : null}
        {opening.tags.map((tag) => (
          <Badge key={tag.tagId} tone="brand" size="md">
            {tag.tagName}
          </Badge>
        ))}
        {opening.publishedAt ? (
          <span className="text-gray-600">{t('publishedAt', { date: formatDateTime(opening.publishedAt) })}</span>
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <CardTitle>{t('description')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Paragraphs text={opening.description} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('requirements')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Paragraphs text={opening.requirements} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('workingCondition')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Paragraphs text={opening.workingCondition} />
            </CardContent>
          </Card>
        </div>

        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('keyFacts')}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4">
                <Fact label={t('quotaLabel')}>
                  {t('quota', { count: opening.quota })}
                  {opening.remainingQuota < opening.quota ? t('remaining', { count: opening.remainingQuota }) : ''}
                </Fact>
                <Fact label={t('compensation')}>{formatCompensation(opening.compensationAmount, opening.compensationType)}</Fact>
                <Fact label={t('period')}>
                  {opening.startDate || opening.endDate
                    ? t('dateRange', { start: formatDate(opening.startDate), end: formatDate(opening.endDate) })
                    : t('notSpecified')}
                </Fact>
                <Fact label={t('workplace')}>
                  <span className="block font-medium">{opening.officeName}</span>
                  <span className="block text-gray-700">{opening.officeAddressLine1}</span>
                  {opening.officeAddressLine2 ? <span className="block text-gray-700">{opening.officeAddressLine2}</span> : null}
                </Fact>
                {inStudentDraftCount !== undefined ? (
                  <Fact label={t('interest')}>{t('inDrafts', { count: inStudentDraftCount })}</Fact>
                ) : null}
                {demand ? (
                  <Fact label={t('demandNow')}>
                    <span className="block min-h-10">{demand}</span>
                  </Fact>
                ) : null}
                <Fact label={t('recruitmentContact')}>{opening.recruitmentContactChannel ?? t('notSpecified')}</Fact>
                <Fact label={t('detailContact')}>{opening.openingDetailContactChannel ?? t('notSpecified')}</Fact>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="flex-row items-center gap-3">
              <CompanyLogo logoUrl={company.logoUrl} name={companyName} size="sm" />
              <div className="min-w-0">
                <CardTitle as="h3" className="text-base">
                  {companyName}
                </CardTitle>
                <p className="text-sm text-gray-600">{otherCompanyName}</p>
              </div>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3">
                {company.website ? (
                  <Fact label={t('website')}>
                    <ExternalLinkTo href={company.website}>{company.website}</ExternalLinkTo>
                  </Fact>
                ) : null}
                {company.facebook ? (
                  <Fact label="Facebook">
                    <ExternalLinkTo href={company.facebook}>{company.facebook}</ExternalLinkTo>
                  </Fact>
                ) : null}
                {company.line ? <Fact label="LINE">{company.line}</Fact> : null}
                {!company.website && !company.facebook && !company.line ? (
                  <p className="flex items-center gap-2 text-sm text-gray-600">
                    <Building2 aria-hidden="true" className="size-4" />
                    {t('noCompanyContact')}
                  </p>
                ) : null}
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
