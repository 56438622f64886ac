import { Eye } from 'lucide-react';
import Link from 'next/link';
import type { CompanySizeView, CompanyTypeView } from '@/lib/companies';
import type { CompanyContext } from '@/server/context';
import { getOwnCompany } from '@/server/companies';
import { getOwnFiles, uploadSpecOf } from '@/server/files';
import { getLineStatus } from '@/server/line';
import { getNotificationPreferences } from '@/server/notifications';
import { listReference } from '@/server/reference';
import { CompanyLogo } from '@/components/companies/company-logo';
import { CompanyProfileForm } from '@/components/companies/company-profile-form';
import { ProfileFilesCard } from '@/components/files/profile-files-card';
import { LineLinkCard } from '@/components/notifications/line-link-card';
import { NotificationPreferencesForm } from '@/components/notifications/notification-preferences-form';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** /profile for a company user: the company's own profile, edited with PATCH /api/company/me. */
export async function CompanyProfile({ ctx }: { ctx: CompanyContext }) {
  const [company, companyTypes, companySizes, files, preferences, line] = await Promise.all([
    getOwnCompany({ ctx }),
    listReference({ ctx, kind: 'company-types' }),
    listReference({ ctx, kind: 'company-sizes' }),
    getOwnFiles({ ctx }),
    getNotificationPreferences({ ctx }),
    getLineStatus({ ctx }),
  ]);
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
      <div className="grid gap-6">
        <ProfileFilesCard
          endpoint="/company/upload"
          title="โลโก้และเอกสารบริษัท"
          description="โลโก้แสดงในประกาศตำแหน่งงานและหน้าบริษัท เอกสารแนะนำบริษัทให้นิสิตดาวน์โหลดจากหน้าบริษัท"
          items={[
            { spec: uploadSpecOf('COMPANY_LOGO'), label: 'โลโก้บริษัท', preview: 'image', current: files.COMPANY_LOGO ?? null },
            { spec: uploadSpecOf('COMPANY_PROFILE'), label: 'เอกสารแนะนำบริษัท', current: files.COMPANY_PROFILE ?? null },
          ]}
        />
        <CompanyProfileForm
          company={company}
          editedBy="company"
          companyTypes={companyTypes as CompanyTypeView[]}
          companySizes={companySizes as CompanySizeView[]}
        />
        {/* The signed-in user's own choice, not the company's: each user of the company chooses for themselves. */}
        {line.isConfigured ? <LineLinkCard status={line} /> : null}
        <NotificationPreferencesForm initial={preferences.items} showLine={line.isConfigured && line.link !== null} />
      </div>
    </>
  );
}
