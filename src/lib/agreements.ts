// A placement's agreement (docs/agreements.md): where it stands, as the office's table, the report and each party see it.
export const AGREEMENT_STATES = ['NOT_SENT', 'WAITING_STUDENT', 'WAITING_COMPANY', 'SIGNED_ONLINE', 'SCAN_UPLOADED', 'CHECKED'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

export const AGREEMENT_STATE_LABELS_TH: Record<AgreementState, string> = {
  NOT_SENT: 'ยังไม่ส่งให้ลงนาม',
  WAITING_STUDENT: 'รอนิสิตลงนาม',
  WAITING_COMPANY: 'รอบริษัทลงนาม',
  SIGNED_ONLINE: 'ลงนามออนไลน์ครบแล้ว',
  SCAN_UPLOADED: 'อัปโหลดฉบับสแกนแล้ว',
  CHECKED: 'ตรวจแล้ว',
};

type AgreementMoments = {
  sentAt: Date | string | null;
  studentSignedAt: Date | string | null;
  companySignedAt: Date | string | null;
  scanUploadedAt: Date | string | null;
  checkedAt: Date | string | null;
};

/**
 * The state of an agreement row (null: never sent). The office's check ends it whichever way it was signed; a scan
 * counts over online signatures in progress (a party that refuses e-signatures signs on paper); online, the student
 * is waited for first, then the company.
 */
export function agreementStateOf(row: AgreementMoments | null): AgreementState {
  if (!row) return 'NOT_SENT';
  if (row.checkedAt) return 'CHECKED';
  if (row.scanUploadedAt) return 'SCAN_UPLOADED';
  if (row.studentSignedAt && row.companySignedAt) return 'SIGNED_ONLINE';
  if (!row.sentAt) return 'NOT_SENT';
  return row.studentSignedAt ? 'WAITING_COMPANY' : 'WAITING_STUDENT';
}
