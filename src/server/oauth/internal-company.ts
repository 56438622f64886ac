import { eq } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { companies, companySizes, companyTypes } from '@/db/schema';
import type { InternalCompany } from '@/lib/oauth';
import { companyLogoUrl } from '@/lib/files';

/** A company as the internal API shows it, shared by its get and list verbs. */
export function selectCompanies(db: Database) {
  return db
    .select({
      companyId: companies.companyId,
      companyNameTh: companies.companyNameTh,
      companyNameEn: companies.companyNameEn,
      description: companies.description,
      website: companies.website,
      profileToken: companies.profileToken,
      logoFileId: companies.logoFileId,
      companyType: companyTypes.type,
      companySize: companySizes.size,
      isActive: companies.isActive,
    })
    .from(companies)
    .leftJoin(companyTypes, eq(companyTypes.companyTypeId, companies.companyTypeId))
    .leftJoin(companySizes, eq(companySizes.companySizeId, companies.companySizeId));
}

export function toInternalCompany({
  profileToken,
  logoFileId,
  ...row
}: Awaited<ReturnType<typeof selectCompanies>>[number]): InternalCompany {
  return { ...row, logoUrl: companyLogoUrl({ profileToken, logoFileId }) };
}
