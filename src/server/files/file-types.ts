import type { Role } from '@/lib/roles';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE } from '@/server/downloads';

import { UPLOAD_TYPES, type FileType, type UploadType } from '@/lib/files';

export { UPLOAD_TYPES, type FileType, type UploadType };

export type DetectedKind = 'pdf' | 'png' | 'jpeg' | 'webp' | 'csv';

export type UploadRule = {
  /** Who may ask for a slot of this type. */
  roles: readonly Role[];
  /** Every limit stays under 4.5 MB, the request body limit of a Vercel function, because uploads pass through the portal (docs/files.md). */
  maxSizeBytes: number;
  /** The kinds accepted, judged by the bytes; the first one's content type is what the browser's picker is told. */
  kinds: readonly DetectedKind[];
};

const MB = 1024 * 1024;

/** One rule per uploadable type: who may ask for a slot, how large, which real kinds. */
export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  STUDENT_PORTFOLIO: { roles: ['student'], maxSizeBytes: 4 * MB, kinds: ['pdf'] },
  STUDENT_TRANSCRIPT: { roles: ['student'], maxSizeBytes: 4 * MB, kinds: ['pdf'] },
  STUDENT_PROFILE_PICTURE: { roles: ['student'], maxSizeBytes: 2 * MB, kinds: ['jpeg', 'png', 'webp'] },
  COMPANY_PROFILE: { roles: ['company_user'], maxSizeBytes: 4 * MB, kinds: ['pdf'] },
  COMPANY_LOGO: { roles: ['company_user'], maxSizeBytes: 2 * MB, kinds: ['png', 'jpeg', 'webp'] },
  STUDENT_ID_LIST_CSV: { roles: ['admin'], maxSizeBytes: 2 * MB, kinds: ['csv'] },
  COMPANY_NAME_LIST_CSV: { roles: ['admin'], maxSizeBytes: 2 * MB, kinds: ['csv'] },
  MATCHING_RESULT_LIST_CSV: { roles: ['admin'], maxSizeBytes: 2 * MB, kinds: ['csv'] },
  // A wet-signed agreement: either party, or the office, uploads the scan (docs/agreements.md).
  AGREEMENT_SCAN: { roles: ['student', 'company_user', 'admin'], maxSizeBytes: 4 * MB, kinds: ['pdf', 'jpeg', 'png'] },
};

export const CONTENT_TYPE_OF_KIND: Record<DetectedKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  csv: 'text/csv',
};

/** What GET /api/files/{fileId} may stream: an upload of any kind, or a generated report (CSV or XLSX). */
export const STORED_FILE_CONTENT_TYPES = [...Object.values(CONTENT_TYPE_OF_KIND), CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE];

export function uploadTypesOfRole(role: Role): UploadType[] {
  return UPLOAD_TYPES.filter((type) => UPLOAD_RULES[type].roles.includes(role));
}

const KIND_LABELS: Record<DetectedKind, string> = { pdf: 'PDF', png: 'PNG', jpeg: 'JPG', webp: 'WebP', csv: 'CSV' };

/** What an upload control needs to check a file before sending it (components/files/FileUploadField's UploadSpec). */
export function uploadSpecOf(type: UploadType): { type: UploadType; maxSizeBytes: number; accept: string; kindLabel: string } {
  const rule = UPLOAD_RULES[type];
  return {
    type,
    maxSizeBytes: rule.maxSizeBytes,
    accept: rule.kinds.map((kind) => CONTENT_TYPE_OF_KIND[kind]).join(','),
    kindLabel: rule.kinds.map((kind) => KIND_LABELS[kind]).join(', '),
  };
}
