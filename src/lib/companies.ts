// Shared by the server, which builds these views, and the screens, which show them (SPEC §3 Company).

export type CompanyTypeView = { companyTypeId: number; type: string };
export type CompanySizeView = { companySizeId: number; size: string };

/** The fields a company's profile form edits (names, description, address, links, type and size). */
export const COMPANY_TEXT_FIELDS = [
  'companyNameTh',
  'companyNameEn',
  'description',
  'building',
  'floor',
  'room',
  'houseNo',
  'street',
  'subDistrict',
  'district',
  'province',
  'postalCode',
  'website',
  'facebook',
  'line',
  'profileExternalLink',
] as const;
export type CompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];

/** A published opening as a company profile lists it. */
export type CompanyOpeningSummary = { openingId: number; sessionId: number; title: string; quota: number };

/** The public profile (SPEC §3): what students, company users and admins read. */
export type PublicCompanyView = {
  companyId: number;
  companyNameTh: string;
  companyNameEn: string;
  description: string | null;
  building: string | null;
  floor: string | null;
  room: string | null;
  houseNo: string | null;
  street: string | null;
  subDistrict: string | null;
  district: string | null;
  province: string | null;
  postalCode: string | null;
  website: string | null;
  facebook: string | null;
  line: string | null;
  profileExternalLink: string | null;
  profileDocumentUrl: string | null;
  logoUrl: string | null;
  companyType: CompanyTypeView | null;
  companySize: CompanySizeView | null;
  /** Only when a session was asked for: that session's published openings. */
  openings?: CompanyOpeningSummary[];
};

/** The company user's own company: the public profile and how many users it has. */
export type OwnCompanyView = PublicCompanyView & { companyUserCount: number };

/** The admin's view adds the user counts and the company's status. */
export type AdminCompanyView = PublicCompanyView & { companyUserCount: number; activeCompanyUserCount: number; isActive: boolean };

/** A card of the browse list (GET /api/companies). openingCount is there when a session was asked for. */
export type CompanyListItem = {
  companyId: number;
  companyNameTh: string;
  companyNameEn: string;
  description: string | null;
  province: string | null;
  logoUrl: string | null;
  companyType: CompanyTypeView | null;
  companySize: CompanySizeView | null;
  openingCount?: number;
};

export type CompanyUserView = { platformUid: string; username: string; email: string | null; isActive: boolean };

export const COMPANY_SORT_KEYS = ['companyNameTh', 'companyNameEn', 'companyUserCount', 'createdAt'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export const COMPANY_USER_MINIMUM_PASSWORD_LENGTH = 8;

/** One address line from the parts, as Thai addresses are written; empty parts are left out. */
export function companyAddress(company: Pick<PublicCompanyView, 'building' | 'floor' | 'room' | 'houseNo' | 'street' | 'subDistrict' | 'district' | 'province' | 'postalCode'>): string {
  return [
    company.building,
    company.floor && `ชั้น ${company.floor}`,
    company.room && `ห้อง ${company.room}`,
    company.houseNo && `เลขที่ ${company.houseNo}`,
    company.street,
    company.subDistrict,
    company.district,
    company.province,
    company.postalCode,
  ]
    .filter(Boolean)
    .join(' ');
}
