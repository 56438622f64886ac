// The types of stored files (SPEC §3), shared by the database schema, the server and the upload screens, and the
// answers of the upload steps.
import { z } from 'zod';

export const UPLOAD_TYPES = [
  'STUDENT_PORTFOLIO',
  'STUDENT_TRANSCRIPT',
  'STUDENT_PROFILE_PICTURE',
  'STUDENT_ID_LIST_CSV',
  'COMPANY_NAME_LIST_CSV',
  'MATCHING_RESULT_LIST_CSV',
  'COMPANY_PROFILE',
  'COMPANY_LOGO',
  'AGREEMENT_SCAN',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Every stored file's type: the uploads, and what the server writes itself (admin reports, agreements sent for signature). */
export const FILE_TYPES = [...UPLOAD_TYPES, 'GENERATED_REPORT', 'AGREEMENT_DOCUMENT'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** A signed, short-lived slot for one file (POST /api/{student|company|admin}/upload). */
export const uploadSlot = z.object({
  /** Where the browser posts the file, as multipart/form-data with `fields` and then `file`. */
  url: z.string(),
  /** The accepted content types, comma-separated, ready for `<input accept>`. */
  contentType: z.string(),
  maxSizeByte: z.number().int(),
  fields: z.record(z.string(), z.string()),
});
export type UploadSlot = z.infer<typeof uploadSlot>;

/** A stored upload: what the slot answers when it receives the file, and what save answers when it attaches it. */
export const uploadedFile = z.object({
  fileId: z.number().int(),
  type: z.enum(UPLOAD_TYPES),
  originalName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** The public link of a company's logo (SPEC §7 files): by the profile token, which links expose, not the company id. */
export function companyLogoPath(profileToken: string): string {
  return `/api/public/files/company/logo/${encodeURIComponent(profileToken)}`;
}

/** A company's logo link as its views show it, or null when the company has no logo. */
export function companyLogoUrl({ profileToken, logoFileId }: { profileToken: string; logoFileId: number | null }): string | null {
  return logoFileId === null ? null : companyLogoPath(profileToken);
}
