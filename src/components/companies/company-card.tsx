import type { ReactNode } from 'react';
import { Briefcase, MapPin } from 'lucide-react';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { CompanyListItem } from '@/lib/companies';
import { nameIn } from '@/lib/names';
import { Badge } from '@/components/ui/badge';
import { CompanyLogo } from './company-logo';

/** A company in the student's browse grid; the whole card links to the profile (with the session). */
export async function CompanyCard({ company, sessionId, rating }: { company: CompanyListItem; sessionId?: number; rating?: ReactNode }) {
  const [t, locale] = await Promise.all([getTranslations('CompanyCard'), getLocale()]);
  const name = nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn });
  // The other language's name below, as before on a Thai page (the English one).
  const otherName = locale === 'en' ? company.companyNameTh : company.companyNameEn;
  const href = `/company/profile/${company.companyId}${sessionId ? `?sessionId=${sessionId}` : ''}`;
  return (
    <li className="group relative flex min-w-0 flex-col rounded-2xl border bg-white p-5 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-raised">
      <div className="flex items-start gap-4">
        <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameEn} label={t('logo', { name: company.companyNameEn })} size="md" />
        <div className="min-w-0">
          <h2 className="font-semibold text-gray-900">
            <Link href={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-brand-700">
              {name}
            </Link>
          </h2>
          <p className="truncate text-sm text-gray-600" lang={locale === 'en' ? 'th' : undefined}>
            {otherName}
          </p>
        </div>
      </div>
      {company.description ? <p className="mt-3 line-clamp-2 text-sm text-gray-700">{company.description}</p> : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {company.companyType ? <Badge tone="brand">{company.companyType.type}</Badge> : null}
        {company.companySize ? <Badge tone="info">{company.companySize.size}</Badge> : null}
        {rating}
        {company.province ? (
          <span className="inline-flex items-center gap-1 text-xs text-gray-600">
            <MapPin aria-hidden="true" className="size-3.5" />
            {company.province}
          </span>
        ) : null}
        {company.openingCount !== undefined ? (
          <span className="ml-auto inline-flex items-center gap-1 text-sm font-medium text-success-800">
            <Briefcase aria-hidden="true" className="size-4" />
            {t('openingCount', { count: company.openingCount })}
          </span>
        ) : null}
      </div>
    </li>
  );
}
