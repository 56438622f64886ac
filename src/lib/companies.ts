// Shared by the server, which builds these views, and the screens, which show them (SPEC §3 Company).
import { z } from 'zod';
import { listOf } from './contract';

export const companyTypeView = z.object({ companyTypeId: z.number().int(), type: z.string() });
export type CompanyTypeView = z.infer<typeof companyTypeView>;
export const companySizeView = z.object({ companySizeId: z.number().int(), size: z.string() });
export type CompanySizeView = z.infer<typeof companySizeView>;

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
export const companyOpeningSummary = z.object({
  openingId: z.number().int(),
  sessionId: z.number().int(),
  title: z.string(),
  quota: z.number().int(),
});
export type CompanyOpeningSummary = z.infer<typeof companyOpeningSummary>;

const companyProfileFields = {
  companyId: z.number().int(),
  companyNameTh: z.string(),
  companyNameEn: z.string(),
  description: z.string().nullable(),
  building: z.string().nullable(),
  floor: z.string().nullable(),
  room: z.string().nullable(),
  houseNo: z.string().nullable(),
  street: z.string().nullable(),
  subDistrict: z.string().nullable(),
  district: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
  profileExternalLink: z.string().nullable(),
  profileDocumentUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  companyType: companyTypeView.nullable(),
  companySize: companySizeView.nullable(),
};

/** The public profile (SPEC §3): what students, company users and admins read. */
export const publicCompanyView = z.object({
  ...companyProfileFields,
  /** Only when a session was asked for: that session's published openings. */
  openings: z.array(companyOpeningSummary).optional(),
});
export type PublicCompanyView = z.infer<typeof publicCompanyView>;

/** The company user's own company: the public profile and how many users it has. */
export const ownCompanyView = z.object({ ...companyProfileFields, companyUserCount: z.number().int() });
export type OwnCompanyView = z.infer<typeof ownCompanyView>;

/** The admin's view adds the user counts and the company's status. */
export const adminCompanyView = z.object({
  ...companyProfileFields,
  companyUserCount: z.number().int(),
  activeCompanyUserCount: z.number().int(),
  isActive: z.boolean(),
});
export type AdminCompanyView = z.infer<typeof adminCompanyView>;
export const adminCompanyList = listOf(adminCompanyView);
export type AdminCompanyList = z.infer<typeof adminCompanyList>;
/** POST /api/admin/companies: the companies it created, in the order given. */
export const createdCompanies = z.array(adminCompanyView);
export type CreatedCompanies = z.infer<typeof createdCompanies>;

/** A card of the browse list (GET /api/companies). openingCount is there when a session was asked for. */
export const companyListItem = z.object({
  companyId: z.number().int(),
  companyNameTh: z.string(),
  companyNameEn: z.string(),
  description: z.string().nullable(),
  province: z.string().nullable(),
  logoUrl: z.string().nullable(),
  companyType: companyTypeView.nullable(),
  companySize: companySizeView.nullable(),
  openingCount: z.number().int().optional(),
});
export type CompanyListItem = z.infer<typeof companyListItem>;
export const companyBrowseList = listOf(companyListItem);
export type CompanyBrowseList = z.infer<typeof companyBrowseList>;

export const companyUserView = z.object({
  platformUid: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  isActive: z.boolean(),
});
export type CompanyUserView = z.infer<typeof companyUserView>;
export const companyUserList = listOf(companyUserView);
export type CompanyUserList = z.infer<typeof companyUserList>;

export const COMPANY_SORT_KEYS = ['companyNameTh', 'companyNameEn', 'companyUserCount', 'createdAt'] as const;
export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export const COMPANY_USER_MINIMUM_PASSWORD_LENGTH = 8;

/** One address line from the parts, as Thai addresses are written; empty parts are left out. */
export type AddressWords = Record<'floor' | 'room' | 'houseNo', (value: string) => string>;

/** The Thai words of an address; a translated page passes its own (public-company-profile.tsx). */
const THAI_ADDRESS_WORDS: AddressWords = {
  floor: (value) => `ชั้น ${value}`,
  room: (value) => `ห้อง ${value}`,
  houseNo: (value) => `เลขที่ ${value}`,
};

export function companyAddress(
  company: Pick<
    PublicCompanyView,
    'building' | 'floor' | 'room' | 'houseNo' | 'street' | 'subDistrict' | 'district' | 'province' | 'postalCode'
  >,
  words: AddressWords = THAI_ADDRESS_WORDS,
): string {
  return [
    company.building,
    company.floor && words.floor(company.floor),
    company.room && words.room(company.room),
    company.houseNo && words.houseNo(company.houseNo),
    company.street,
    company.subDistrict,
    company.district,
    company.province,
    company.postalCode,
  ]
    .filter(Boolean)
    .join(' ');
}
