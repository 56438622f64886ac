import { z } from 'zod';
import { isoDateTime, listOf } from './contract';
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

/** One placement's agreement as the API answers it: where it stands and who did what when (no addresses: those are in the signed PDF). */
export const agreementView = z.object({
  sessionId: z.number().int(),
  studentId: z.string(),
  studentName: z.string(),
  openingId: z.number().int(),
  openingTitle: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  state: z.enum(AGREEMENT_STATES),
  /** Only an announced placement that has not ended can be sent, signed or uploaded. */
  isAnnounced: z.boolean(),
  isEnded: z.boolean(),
  /** The digest of the document being signed: a signature names it, so a document sent again is never signed unread. */
  documentSha256: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
  lastReminderAt: isoDateTime.nullable(),
  studentSignedName: z.string().nullable(),
  studentSignedAt: isoDateTime.nullable(),
  companySignedName: z.string().nullable(),
  companySignedAt: isoDateTime.nullable(),
  hasScan: z.boolean(),
  scanUploadedAt: isoDateTime.nullable(),
  checkedAt: isoDateTime.nullable(),
  /** 0 until first sent; every write adds one. */
  version: z.number().int(),
});
export type AgreementView = z.infer<typeof agreementView>;

export const agreementList = listOf(agreementView);

/** What a bulk send or reminder did: the rows it acted on, and those it left with the reason (Thai). */
export const agreementBulkResult = z.object({
  count: z.number().int(),
  ids: z.array(z.string()),
  skipped: z.array(z.object({ studentId: z.string(), reason: z.string() })),
});
export type AgreementBulkResult = z.infer<typeof agreementBulkResult>;

/** The template of a session group; version 0 is the portal's default, not yet stored. */
export const agreementTemplateView = z.object({
  sessionGroupId: z.number().int(),
  title: z.string(),
  body: z.string(),
  isDefault: z.boolean(),
  version: z.number().int(),
  updatedAt: isoDateTime.nullable(),
  fields: z.array(z.object({ name: z.string(), label: z.string() })),
});
export type AgreementTemplateView = z.infer<typeof agreementTemplateView>;
