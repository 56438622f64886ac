import 'server-only';
export { storeGeneratedFile, type GeneratedFileInput } from './store-generated-file';
export { signedFileUrl, DEFAULT_DOWNLOAD_SECONDS } from './signed-file-url';
export { readSignedFile, readSignedFileQuery } from './read-signed-file';
export { fileStorage, type FileStorage } from './storage';
export { probeFileStorage } from './probe-file-storage';
export {
  STORED_FILE_CONTENT_TYPES,
  UPLOAD_RULES,
  UPLOAD_TYPES,
  uploadSpecOf,
  uploadTypesOfRole,
  type FileType,
  type UploadType,
  type UploadRule,
} from './file-types';
export { createUploadSlot, UPLOAD_SLOT_SECONDS } from './create-upload-slot';
export { acceptUpload } from './accept-upload';
export { saveUpload } from './save-upload';
export { serveCompanyFile, type CompanyFileKind } from './serve-company-file';
export { serveStudentFile, type StudentFileKind } from './serve-student-file';
export { serveStudentPictureToClient } from './serve-student-picture-to-client';
export { getOwnFiles, type OwnFile, type OwnFiles } from './get-own-files';
export { uploadTypeBody } from './upload-type-body';
export { readImportFile, type ImportFile } from './read-import-file';
export { rowsOrFileBody } from './import-body';
export { ImportFileError, readImportCsv, readImportCsvText, type ImportCsvRules, type ImportRecord } from './import-csv';
export { sweepStaleFiles, type SweepResult } from './sweep-stale-files';
export { sign, checkSignature, type SignatureCheck } from './signing';
export { uploadOwnerOf } from './upload-owner';
