import { Eye } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { CompanySizeView, CompanyTypeView } from '@/lib/companies';
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
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { authorize, parseId } from '@/app/(portal)/guards';

export const metadata: Metadata = { title: 'รายละเอียดบริษัท' };

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

  return (
    <>
      <BackLink href="/company">บริษัททั้งหมด</BackLink>
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            บริษัท #{company.companyId} <ActiveBadge isActive={company.isActive} />
          </span>
        }
        title={
          <span className="flex items-center gap-3">
            <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameEn} size="md" />
            <span className="min-w-0">{company.companyNameTh}</span>
          </span>
        }
        description={`${company.companyNameEn} · ผู้ใช้ที่ใช้งานอยู่ ${company.activeCompanyUserCount.toLocaleString('th-TH')} จาก ${company.companyUserCount.toLocaleString('th-TH')} คน`}
        actions={
          <>
            <Button asChild variant="cancel">
              <Link href={`/company/profile/${company.companyId}`}>
                <Eye aria-hidden="true" />
                ดูโปรไฟล์สาธารณะ
              </Link>
            </Button>
            <CompanyStatusActions
              companyId={company.companyId}
              companyName={company.companyNameTh}
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
    </>
  );
}
