import { z } from 'zod';

export const companyName = z.string().trim().min(1, 'Required').max(200);

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

const webAddress = optionalText(500).refine(
  (value) => value === null || value === undefined || isWebAddress(value),
  'Expected a web address starting with http:// or https://',
);

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
export const updateCompanyInput = z
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

export type CompanyUpdate = z.infer<typeof updateCompanyInput>;
