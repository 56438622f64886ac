/** The types of stored files (SPEC §3), shared by the database schema, the server and the upload screens. */
export const UPLOAD_TYPES = [
  'STUDENT_PORTFOLIO',
  'STUDENT_TRANSCRIPT',
  'STUDENT_PROFILE_PICTURE',
  'STUDENT_ID_LIST_CSV',
  'COMPANY_NAME_LIST_CSV',
  'MATCHING_RESULT_LIST_CSV',
  'COMPANY_PROFILE',
  'COMPANY_LOGO',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Every stored file's type: the uploads, and the admin reports the server writes itself (never uploaded). */
export const FILE_TYPES = [...UPLOAD_TYPES, 'GENERATED_REPORT'] as const;
export type FileType = (typeof FILE_TYPES)[number];
