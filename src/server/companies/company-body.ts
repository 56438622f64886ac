import { z } from 'zod';
import { COMPANY_USER_MINIMUM_PASSWORD_LENGTH } from '@/lib/companies';

const companyName = z.string().trim().min(1, 'Required').max(200);

/** POST /api/admin/companies: one or more companies by their two names (also what a COMPANY_NAME_LIST_CSV holds). */
export const newCompaniesBody = z
  .array(z.object({ companyNameTh: companyName, companyNameEn: companyName }).strict())
  .min(1, 'At least one company is required')
  .max(1000, 'At most 1000 companies at once');

export type NewCompany = z.infer<typeof newCompaniesBody>[number];

/** Optional text: blank means "none" and is stored as null. */
const optionalText = (maximum: number) =>
  z
    .string()
    .trim()
    .max(maximum)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const webAddress = optionalText(500).refine((value) => value === null || value === undefined || isWebAddress(value), 'Expected a web address starting with http:// or https://');

/** A LINE id (@company) or a LINE link; a link must be a real web address. */
const lineContact = optionalText(200).refine(
  (value) => value === null || value === undefined || !/^https?:/i.test(value) || isWebAddress(value),
  'Expected a LINE id or a web address starting with http:// or https://',
);

const referenceId = z.number().int().positive().nullable().optional();

/**
 * PATCH /api/admin/companies/{companyId} (and, without the names, PATCH /api/company/me): every field
 * optional, unknown fields refused (so a company user cannot slip in isActive).
 */
export const companyUpdateBody = z
  .object({
    companyNameTh: companyName.optional(),
    companyNameEn: companyName.optional(),
    description: optionalText(5000),
    building: optionalText(200),
    floor: optionalText(50),
    room: optionalText(50),
    houseNo: optionalText(50),
    street: optionalText(200),
    subDistrict: optionalText(200),
    district: optionalText(200),
    province: optionalText(200),
    postalCode: optionalText(5).refine((value) => value === null || value === undefined || /^\d{5}$/.test(value), 'Expected 5 digits'),
    website: webAddress,
    facebook: webAddress,
    line: lineContact,
    profileExternalLink: webAddress,
    companyTypeId: referenceId,
    companySizeId: referenceId,
  })
  .strict();

export type CompanyUpdate = z.infer<typeof companyUpdateBody>;

// Refused rather than ignored, so a client that sends a name learns it was not saved.
const adminsOnly = z.never({ error: "The company's names are set by the portal's admins" }).optional().describe("Not accepted: the names are set by the portal's admins");

/**
 * PATCH /api/company/me: the company edits its profile (SPEC §6), but its legal names are what the
 * admins import and match on, so only an admin changes them (PATCH /api/admin/companies/{companyId}).
 */
export const ownCompanyUpdateBody = companyUpdateBody.extend({ companyNameTh: adminsOnly, companyNameEn: adminsOnly }).strict();

export type OwnCompanyUpdate = z.infer<typeof ownCompanyUpdateBody>;

const password = z
  .string()
  .min(COMPANY_USER_MINIMUM_PASSWORD_LENGTH, `Password must be at least ${COMPANY_USER_MINIMUM_PASSWORD_LENGTH} characters`)
  .max(200);

/** POST /api/admin/companies/{companyId}/users. Usernames are stored lower-case, as the sign-in compares them. */
export const newCompanyUserBody = z
  .object({
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9._-]{2,49}$/, 'Use 3–50 letters, digits, dots, dashes or underscores, starting with a letter or digit'),
    password,
    email: z.string().trim().pipe(z.email('Expected a valid email address')),
  })
  .strict();

export type NewCompanyUser = z.infer<typeof newCompanyUserBody>;

export const passwordBody = z.object({ password }).strict();
