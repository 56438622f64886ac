/** Notification kinds and their Thai labels, shared by the server, the centre and the preferences form. */
export const NOTIFICATION_KINDS = [
  'OPENINGS_ANNOUNCED',
  'STUDENT_RANKING_REMINDER',
  'STUDENT_RANKING_RECEIPT',
  'STUDENT_RANKING_UNSUBMITTED',
  'STUDENT_RESULT',
  'APPLICATIONS_ANNOUNCED',
  'COMPANY_RANKING_REMINDER',
  'COMPANY_RANKING_RECEIPT',
  'COMPANY_RESULTS',
  'MATCHING_RUN_FINISHED',
  'REPORT_READY',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_RECIPIENT_ROLES = ['admin', 'student', 'company_user'] as const;
export type NotificationRecipientRole = (typeof NOTIFICATION_RECIPIENT_ROLES)[number];

export const EMAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'KEPT', 'SKIPPED', 'FAILED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export const NOTIFICATION_KIND_LABELS_TH: Record<NotificationKind, string> = {
  OPENINGS_ANNOUNCED: 'ประกาศตำแหน่งงาน เปิดให้จัดอันดับ',
  STUDENT_RANKING_REMINDER: 'เตือนก่อนหมดเวลาส่งอันดับ',
  STUDENT_RANKING_RECEIPT: 'หลักฐานการส่ง แก้ลำดับ หรือยกเลิกอันดับ',
  STUDENT_RANKING_UNSUBMITTED: 'ผู้ดูแลระบบยกเลิกการส่งอันดับ',
  STUDENT_RESULT: 'ผลการจับคู่ของฉัน',
  APPLICATIONS_ANNOUNCED: 'ประกาศรายชื่อผู้สมัคร',
  COMPANY_RANKING_REMINDER: 'เตือนก่อนหมดเวลาจัดอันดับผู้สมัคร',
  COMPANY_RANKING_RECEIPT: 'หลักฐานการส่งอันดับผู้สมัคร',
  COMPANY_RESULTS: 'ประกาศผลการจับคู่ของบริษัท',
  MATCHING_RUN_FINISHED: 'การจับคู่ทำงานเสร็จ',
  REPORT_READY: 'ไฟล์รายงานพร้อมแล้ว',
};

/** The kinds each role can receive, in the order the preferences form lists them. */
export const NOTIFICATION_KINDS_OF_ROLE: Record<NotificationRecipientRole, readonly NotificationKind[]> = {
  student: ['OPENINGS_ANNOUNCED', 'STUDENT_RANKING_REMINDER', 'STUDENT_RANKING_RECEIPT', 'STUDENT_RANKING_UNSUBMITTED', 'STUDENT_RESULT'],
  company_user: ['APPLICATIONS_ANNOUNCED', 'COMPANY_RANKING_REMINDER', 'COMPANY_RANKING_RECEIPT', 'COMPANY_RESULTS'],
  admin: ['MATCHING_RUN_FINISHED', 'REPORT_READY'],
};

/** A report download is something the admin just did on screen: its e-mail is opt-in; every other kind is mailed unless switched off. */
export function isEmailEnabledByDefault(kind: NotificationKind): boolean {
  return kind !== 'REPORT_READY';
}

export const EMAIL_STATUS_LABELS_TH: Record<EmailStatus, string> = {
  PENDING: 'รอส่ง',
  SENDING: 'กำลังส่ง',
  SENT: 'ส่งแล้ว',
  KEPT: 'เก็บไว้ (ไม่ได้ตั้งค่า SMTP)',
  SKIPPED: 'ไม่ส่ง',
  FAILED: 'ส่งไม่สำเร็จ',
};

export type NotificationItem = {
  notificationId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  linkPath: string;
  createdAt: string;
  readAt: string | null;
};
