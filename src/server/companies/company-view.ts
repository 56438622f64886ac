import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { companies, companySizes, companyTypes, companyUsers } from '@/db/schema';
import type { AdminCompanyView, PublicCompanyView } from '@/lib/companies';
import { companyLogoUrl } from '@/lib/files';

/** The columns every company view is built from: the company, its type and size. */
export const companyColumns = {
  companyId: companies.companyId,
  companyNameTh: companies.companyNameTh,
  companyNameEn: companies.companyNameEn,
  description: companies.description,
  building: companies.building,
  floor: companies.floor,
  room: companies.room,
  houseNo: companies.houseNo,
  street: companies.street,
  subDistrict: companies.subDistrict,
  district: companies.district,
  province: companies.province,
  postalCode: companies.postalCode,
  website: companies.website,
  facebook: companies.facebook,
  line: companies.line,
  profileExternalLink: companies.profileExternalLink,
  profileToken: companies.profileToken,
  logoFileId: companies.logoFileId,
  profileDocumentFileId: companies.profileDocumentFileId,
  isActive: companies.isActive,
  companyTypeId: companyTypes.companyTypeId,
  companyTypeName: companyTypes.type,
  companySizeId: companySizes.companySizeId,
  companySizeName: companySizes.size,
};

/** Companies joined to their type and size; callers add their own conditions, order and paging. */
export function selectCompanies(db: Executor) {
  return db
    .select(companyColumns)
    .from(companies)
    .leftJoin(companyTypes, eq(companyTypes.companyTypeId, companies.companyTypeId))
    .leftJoin(companySizes, eq(companySizes.companySizeId, companies.companySizeId));
}

export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];
export type CompanyWithCounts = CompanyRow & { companyUserCount: number; activeCompanyUserCount: number };

/** The planned link of the company's profile document, or null when it has none. */
export function profileDocumentUrlOf(company: { profileToken: string; profileDocumentFileId: number | null }): string | null {
  return company.profileDocumentFileId === null ? null : `/api/common/files/company/profile/${company.profileToken}`;
}

export function toPublicCompanyView(row: CompanyRow): PublicCompanyView {
  return {
    companyId: row.companyId,
    companyNameTh: row.companyNameTh,
    companyNameEn: row.companyNameEn,
    description: row.description,
    building: row.building,
    floor: row.floor,
    room: row.room,
    houseNo: row.houseNo,
    street: row.street,
    subDistrict: row.subDistrict,
    district: row.district,
    province: row.province,
    postalCode: row.postalCode,
    website: row.website,
    facebook: row.facebook,
    line: row.line,
    profileExternalLink: row.profileExternalLink,
    profileDocumentUrl: profileDocumentUrlOf(row),
    logoUrl: companyLogoUrl(row),
    companyType: row.companyTypeId === null ? null : { companyTypeId: row.companyTypeId, type: row.companyTypeName ?? '' },
    companySize: row.companySizeId === null ? null : { companySizeId: row.companySizeId, size: row.companySizeName ?? '' },
  };
}

export function toAdminCompanyView(row: CompanyWithCounts): AdminCompanyView {
  return {
    ...toPublicCompanyView(row),
    companyUserCount: Number(row.companyUserCount),
    activeCompanyUserCount: Number(row.activeCompanyUserCount),
    isActive: row.isActive,
  };
}

/** Each company's user counts, grouped once, to join onto a list instead of counting per row. */
export function userCountsSubquery(db: Executor) {
  return db
    .select({
      companyId: companyUsers.companyId,
      total: sql<number>`count(*)::int`.as('total'),
      active: sql<number>`(count(*) filter (where ${companyUsers.isActive}))::int`.as('active'),
    })
    .from(companyUsers)
    .groupBy(companyUsers.companyId)
    .as('user_counts');
}

/** One company with its type, size and user counts, or undefined. */
export async function selectCompanyWithCounts({
  db,
  companyId,
}: {
  db: Executor;
  companyId: number;
}): Promise<CompanyWithCounts | undefined> {
  const userCounts = userCountsSubquery(db);
  const [row] = await db
    .select({
      ...companyColumns,
      companyUserCount: sql<number>`coalesce(${userCounts.total}, 0)`,
      activeCompanyUserCount: sql<number>`coalesce(${userCounts.active}, 0)`,
    })
    .from(companies)
    .leftJoin(companyTypes, eq(companyTypes.companyTypeId, companies.companyTypeId))
    .leftJoin(companySizes, eq(companySizes.companySizeId, companies.companySizeId))
    .leftJoin(userCounts, eq(userCounts.companyId, companies.companyId))
    .where(eq(companies.companyId, companyId))
    .limit(1);
  return row;
}
