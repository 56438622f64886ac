import { Eye } from 'lucide-react';
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { CompanySizeView, CompanyTypeView } from '@/lib/companies';
import { nameIn } from '@/lib/names';
import type { CompanyContext } from '@/server/context';
import { getOwnCompany } from '@/server/companies';
import { getOwnFiles, uploadSpecOf } from '@/server/files';
import { getLineStatus } from '@/server/line';
import { getNotificationPreferences } from '@/server/notifications';
import { listReference } from '@/server/reference';
import { CompanyLogo } from '@/components/companies/company-logo';
import { CompanyProfileForm } from '@/components/companies/company-profile-form';
import { ClientMessages } from '@/components/i18n/client-messages';
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
  const [t, locale] = await Promise.all([getTranslations('CompanyOwnProfile'), getLocale()]);
  return (
    <>
      <PageHeader
        eyebrow={t('eyebrow')}
        title={
          <span className="flex items-center gap-3">
            <CompanyLogo
              logoUrl={company.logoUrl}
              name={company.companyNameEn}
              label={t('logo', { name: company.companyNameEn })}
              size="md"
            />
            <span className="min-w-0">{nameIn({ locale, th: company.companyNameTh, en: company.companyNameEn })}</span>
          </span>
        }
        description={t('description')}
        actions={
          <Button asChild variant="cancel">
            <Link href={`/company/profile/${company.companyId}`}>
              <Eye aria-hidden="true" />
              {t('studentView')}
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6">
        <ProfileFilesCard
          endpoint="/company/upload"
          title={t('filesTitle')}
          description={t('filesDescription')}
          items={[
            { spec: uploadSpecOf('COMPANY_LOGO'), label: t('logoLabel'), preview: 'image', current: files.COMPANY_LOGO ?? null },
            { spec: uploadSpecOf('COMPANY_PROFILE'), label: t('brochureLabel'), current: files.COMPANY_PROFILE ?? null },
          ]}
        />
        <ClientMessages namespaces={['CompanyProfileForm', 'CompanyServerErrors']}>
          <CompanyProfileForm
            company={company}
            editedBy="company"
            companyTypes={companyTypes as CompanyTypeView[]}
            companySizes={companySizes as CompanySizeView[]}
          />
        </ClientMessages>
        {/* The signed-in user's own choice, not the company's: each user of the company chooses for themselves. */}
        {line.isConfigured ? <LineLinkCard status={line} /> : null}
        <NotificationPreferencesForm initial={preferences.items} showLine={line.isConfigured && line.link !== null} />
      </div>
    </>
  );
}
