import { Eye } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { CompanySizeView, CompanyTypeView } from '@/lib/companies';
import { nameIn } from '@/lib/names';
import { getAdminCompany, listCompanyUsers } from '@/server/companies';
import { paginationQuery, parseSearchParams } from '@/server/validation';
import { AppError } from '@/server/errors';
import { listReference } from '@/server/reference';
import { CompanyLogo } from '@/components/companies/company-logo';
import { CompanyProfileForm } from '@/components/companies/company-profile-form';
import { ActiveBadge } from '@/components/companies/company-status-badge';
import { CompanyStatusActions } from '@/components/companies/company-status-actions';
import { CompanyUsersCard } from '@/components/companies/company-users-card';
import type { PageSearchParams } from '@/components/companies/search-params';
import { ClientMessages } from '@/components/i18n/client-messages';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CompanyDetailPage');
  return { title: t('metaTitle') };
}

export default async function CompanyDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ companyId: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const access = await authorize(['admin']);
  if (!access.allowed) return access.forbidden;
  const companyId = parseId((await params).companyId);
  const { page } = parseSearchParams(paginationQuery, await searchParams);
  let loaded;
  try {
    loaded = await Promise.all([
      getAdminCompany({ ctx: access.ctx, companyId }),
      listCompanyUsers({ ctx: access.ctx, companyId, pagination: { page, limit: 20 } }),
      listReference({ ctx: access.ctx, kind: 'company-types' }),
      listReference({ ctx: access.ctx, kind: 'company-sizes' }),
    ]);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  const [company, users, companyTypes, companySizes] = loaded;
  const [t, locale] = await Promise.all([getTranslations('CompanyDetailPage'), getLocale()]);
  const companyName = nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn });

  return (
    <ClientMessages namespaces={['CompanyStatus', 'CompanyStatusActions', 'CompanyUsersCard', 'CompanyProfileForm', 'CompanyServerErrors']}>
      <BackLink href="/company">{t('back')}</BackLink>
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            {t('eyebrow', { id: company.companyId })} <ActiveBadge isActive={company.isActive} />
          </span>
        }
        title={
          <span className="flex items-center gap-3">
            <CompanyLogo
              logoUrl={company.logoUrl}
              name={company.companyNameEn}
              label={t('logo', { name: company.companyNameEn })}
              size="md"
            />
            <span className="min-w-0">{companyName}</span>
          </span>
        }
        description={t('description', {
          otherName: locale === 'en' ? company.companyNameTh : company.companyNameEn,
          active: company.activeCompanyUserCount.toLocaleString('th-TH'),
          total: company.companyUserCount.toLocaleString('th-TH'),
        })}
        actions={
          <>
            <Button asChild variant="cancel">
              <Link href={`/company/profile/${company.companyId}`}>
                <Eye aria-hidden="true" />
                {t('publicProfile')}
              </Link>
            </Button>
            <CompanyStatusActions
              companyId={company.companyId}
              companyName={companyName}
              isActive={company.isActive}
              activeUserCount={company.activeCompanyUserCount}
            />
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        <CompanyUsersCard companyId={company.companyId} users={users} isCompanyActive={company.isActive} />
        <CompanyProfileForm
          key={JSON.stringify(company)}
          company={company}
          editedBy="admin"
          companyTypes={companyTypes as CompanyTypeView[]}
          companySizes={companySizes as CompanySizeView[]}
        />
      </div>
    </ClientMessages>
  );
}
