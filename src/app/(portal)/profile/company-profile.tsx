import { Eye } from 'lucide-react';
import Link from 'next/link';
import type { CompanySizeView, CompanyTypeView } from '@/lib/companies';
import type { Context } from '@/server/context';
import { getOwnCompany } from '@/server/companies';
import { listReference } from '@/server/reference';
import { CompanyLogo } from '@/components/companies/company-logo';
import { CompanyProfileForm } from '@/components/companies/company-profile-form';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** /profile for a company user: the company's own profile, edited with PATCH /api/company/me. */
export async function CompanyProfile({ ctx }: { ctx: Context }) {
  const [company, companyTypes, companySizes] = await Promise.all([getOwnCompany(ctx), listReference(ctx, 'company-types'), listReference(ctx, 'company-sizes')]);
  return (
    <>
      <PageHeader
        eyebrow="โปรไฟล์บริษัท"
        title={
          <span className="flex items-center gap-3">
            <CompanyLogo logoUrl={company.logoUrl} name={company.companyNameEn} size="md" />
            <span className="min-w-0">{company.companyNameTh}</span>
          </span>
        }
        description="ข้อมูลบริษัท ที่อยู่ และช่องทางติดต่อที่นิสิตจะเห็นในโปรไฟล์และประกาศตำแหน่งงาน"
        actions={
          <Button asChild variant="cancel">
            <Link href={`/company/profile/${company.companyId}`}>
              <Eye aria-hidden="true" />
              ดูหน้าที่นิสิตเห็น
            </Link>
          </Button>
        }
      />
      <CompanyProfileForm company={company} endpoint="/company/me" companyTypes={companyTypes as CompanyTypeView[]} companySizes={companySizes as CompanySizeView[]} />
    </>
  );
}
