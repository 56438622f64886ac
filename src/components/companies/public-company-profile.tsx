import { Briefcase, ExternalLink, FileText, Globe, MapPin, MessageCircle } from 'lucide-react';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { companyAddress, type PublicCompanyView } from '@/lib/companies';
import { nameIn } from '@/lib/names';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { CompanyLogo } from './company-logo';

/** Where a contact value is a link, it opens in a new tab; a LINE id stays text. */
function ContactRow({ icon, label, value, newTab }: { icon: ReactNode; label: string; value: string | null; newTab: string }) {
  if (!value) return null;
  const isLink = /^https?:\/\//i.test(value);
  return (
    <div className="grid gap-0.5">
      <dt className="flex items-center gap-2 text-xs font-medium text-gray-600">
        {icon}
        {label}
      </dt>
      <dd className="pl-6 text-sm break-all text-gray-900">
        {isLink ? (
          <a
            href={value}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {value.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '')}
            <span className="sr-only">{newTab}</span>
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

/**
 * The read-only company profile (/company/profile/{companyId}): logo, names, type and size, about,
 * address, contacts, and the selected session's published openings.
 */
export async function PublicCompanyProfile({
  company,
  sessionTitle,
  openingsNote,
}: {
  company: PublicCompanyView;
  sessionTitle: string | null;
  openingsNote: string | null;
}) {
  const [t, locale] = await Promise.all([getTranslations('PublicCompanyProfile'), getLocale()]);
  const address = companyAddress(company, {
    floor: (value) => t('floor', { value }),
    room: (value) => t('room', { value }),
    houseNo: (value) => t('houseNo', { value }),
  });
  const newTab = t('newTab');
  const hasContacts = company.website || company.facebook || company.line || company.profileExternalLink || company.profileDocumentUrl;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <CompanyLogo
            logoUrl={company.logoUrl}
            name={company.companyNameEn}
            label={t('logo', { name: company.companyNameEn })}
            size="lg"
          />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">
              {nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn })}
            </h1>
            <p className="mt-0.5 text-gray-600" lang={locale === 'en' ? 'th' : undefined}>
              {locale === 'en' ? company.companyNameTh : company.companyNameEn}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {company.companyType ? <Badge tone="brand">{company.companyType.type}</Badge> : null}
              {company.companySize ? <Badge tone="info">{company.companySize.size}</Badge> : null}
            </div>
          </div>
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('about')}</CardTitle>
            </CardHeader>
            <CardContent>
              {company.description ? (
                <p className="leading-relaxed whitespace-pre-line text-gray-800">{company.description}</p>
              ) : (
                <p className="text-sm text-gray-600">{t('noDescription')}</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{sessionTitle ? t('openingsOf', { session: sessionTitle }) : t('openings')}</CardTitle>
            </CardHeader>
            <CardContent>
              {company.openings && company.openings.length > 0 ? (
                <ul className="divide-y rounded-xl border">
                  {company.openings.map((opening) => (
                    <li key={opening.openingId}>
                      <Link
                        href={`/opening/${opening.openingId}/session/${opening.sessionId}`}
                        className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                      >
                        <span className="font-medium text-gray-900">{opening.title}</span>
                        <span className="shrink-0 text-sm text-gray-600">{t('quota', { count: opening.quota })}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState
                  icon={Briefcase}
                  headingLevel="h3"
                  className="py-8"
                  title={t('noOpeningsTitle')}
                  description={openingsNote ?? t('noOpeningsDescription')}
                />
              )}
            </CardContent>
          </Card>
        </div>
        <Card className="content-start">
          <CardHeader>
            <CardTitle>{t('contacts')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4">
              <ContactRow
                icon={<MapPin aria-hidden="true" className="size-4 text-gray-500" />}
                label={t('address')}
                value={address || null}
                newTab={newTab}
              />
              <ContactRow
                icon={<Globe aria-hidden="true" className="size-4 text-gray-500" />}
                label={t('website')}
                value={company.website}
                newTab={newTab}
              />
              <ContactRow
                icon={<ExternalLink aria-hidden="true" className="size-4 text-gray-500" />}
                label="Facebook"
                value={company.facebook}
                newTab={newTab}
              />
              <ContactRow
                icon={<MessageCircle aria-hidden="true" className="size-4 text-gray-500" />}
                label="LINE"
                value={company.line}
                newTab={newTab}
              />
              <ContactRow
                icon={<ExternalLink aria-hidden="true" className="size-4 text-gray-500" />}
                label={t('moreInfo')}
                value={company.profileExternalLink}
                newTab={newTab}
              />
              <ContactRow
                icon={<FileText aria-hidden="true" className="size-4 text-gray-500" />}
                label={t('document')}
                value={company.profileDocumentUrl}
                newTab={newTab}
              />
            </dl>
            {!address && !hasContacts ? <p className="text-sm text-gray-600">{t('noContacts')}</p> : null}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
