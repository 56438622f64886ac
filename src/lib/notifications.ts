// Notification kinds and their Thai labels, shared by the server, the centre and the preferences form, and the
// schemas of the notifications' answers.
import { z } from 'zod';
import { isoDateTime, listOf, messageAnswer } from './contract';

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
  'STUDENT_OFFER',
  'COMPANY_OFFER',
  'INTERVIEW_BOOKING',
  'INTERVIEW_REMINDER',
  'COMPANY_INTERVIEW_BOOKING',
  'COMPANY_INTERVIEW_REMINDER',
  'STUDENT_PLACEMENT',
  'COMPANY_PLACEMENT',
  'MENTOR_EVALUATION',
  'ANNOUNCEMENT',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A mentor has no account: a mentor recipient is one evaluation request (docs/evaluations.md), mailed at its mentor's address. */
export const NOTIFICATION_RECIPIENT_ROLES = ['admin', 'student', 'company_user', 'mentor'] as const;
export type NotificationRecipientRole = (typeof NOTIFICATION_RECIPIENT_ROLES)[number];

export const EMAIL_STATUSES = ['PENDING', 'SENDING', 'SENT', 'KEPT', 'SKIPPED', 'FAILED'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
/** A notification's LINE push (docs/line.md): no KEPT, since without LINE configured nothing is pushed (SKIPPED). */
export const LINE_STATUSES = ['PENDING', 'SENDING', 'SENT', 'SKIPPED', 'FAILED'] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

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
  INTERVIEW_BOOKING: 'การจองเวลาสัมภาษณ์ของฉัน',
  INTERVIEW_REMINDER: 'เตือนก่อนวันสัมภาษณ์',
  COMPANY_INTERVIEW_BOOKING: 'การจองเวลาสัมภาษณ์ของผู้สมัคร',
  COMPANY_INTERVIEW_REMINDER: 'เตือนก่อนวันสัมภาษณ์ผู้สมัคร',
  STUDENT_OFFER: 'ข้อเสนอที่ได้รับในช่วงยื่นข้อเสนอ',
  COMPANY_OFFER: 'คำตอบของข้อเสนอที่บริษัทส่ง',
  STUDENT_PLACEMENT: 'การฝึกงานของฉัน: ข้อตกลง การประเมิน',
  COMPANY_PLACEMENT: 'การฝึกงานของนิสิตในบริษัท: ข้อตกลง การประเมิน',
  MENTOR_EVALUATION: 'แบบประเมินนิสิตฝึกงาน',
  ANNOUNCEMENT: 'ประกาศจากผู้ดูแลระบบ',
};

/** The kinds each role can receive, in the order the preferences form lists them. */
export const NOTIFICATION_KINDS_OF_ROLE: Record<NotificationRecipientRole, readonly NotificationKind[]> = {
  student: [
    'OPENINGS_ANNOUNCED',
    'STUDENT_RANKING_REMINDER',
    'STUDENT_RANKING_RECEIPT',
    'STUDENT_RANKING_UNSUBMITTED',
    'STUDENT_RESULT',
    'INTERVIEW_BOOKING',
    'INTERVIEW_REMINDER',
    'STUDENT_OFFER',
    'STUDENT_PLACEMENT',
    'ANNOUNCEMENT',
  ],
  company_user: [
    'APPLICATIONS_ANNOUNCED',
    'COMPANY_RANKING_REMINDER',
    'COMPANY_RANKING_RECEIPT',
    'COMPANY_RESULTS',
    'COMPANY_INTERVIEW_BOOKING',
    'COMPANY_INTERVIEW_REMINDER',
    'COMPANY_OFFER',
    'COMPANY_PLACEMENT',
    'ANNOUNCEMENT',
  ],
  admin: ['MATCHING_RUN_FINISHED', 'REPORT_READY'],
  mentor: ['MENTOR_EVALUATION'],
};

/** A report download is something the admin just did on screen: its e-mail is opt-in; every other kind is mailed unless switched off. */
export function isEmailEnabledByDefault(kind: NotificationKind): boolean {
  return kind !== 'REPORT_READY';
}

export const RECIPIENT_ROLE_LABELS_TH: Record<NotificationRecipientRole, string> = {
  admin: 'ผู้ดูแลระบบ',
  student: 'นิสิต',
  company_user: 'บริษัท',
  mentor: 'พี่เลี้ยง',
};

export const EMAIL_STATUS_LABELS_TH: Record<EmailStatus, string> = {
  PENDING: 'รอส่ง',
  SENDING: 'กำลังส่ง',
  SENT: 'ส่งแล้ว',
  KEPT: 'เก็บไว้ (ไม่ได้ตั้งค่า SMTP)',
  SKIPPED: 'ไม่ส่ง',
  FAILED: 'ส่งไม่สำเร็จ',
};

export const LINE_STATUS_LABELS_TH: Record<LineStatus, string> = {
  PENDING: 'รอส่ง',
  SENDING: 'กำลังส่ง',
  SENT: 'ส่งแล้ว',
  SKIPPED: 'ไม่ส่ง',
  FAILED: 'ส่งไม่สำเร็จ',
};

/** One notification in the person's centre (GET /api/notifications). */
export const notificationItem = z.object({
  notificationId: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  linkPath: z.string(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;
export const notificationList = listOf(notificationItem);
export type NotificationList = z.infer<typeof notificationList>;

export const unreadNotificationCount = z.object({ unreadCount: z.number().int() });
export type UnreadNotificationCount = z.infer<typeof unreadNotificationCount>;

export const markedAllRead = messageAnswer.extend({ markedCount: z.number().int() });
export type MarkedAllRead = z.infer<typeof markedAllRead>;

/** E-mail on or off for one kind the person can receive. */
export const notificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  label: z.string(),
  isEmailEnabled: z.boolean(),
  /** LINE on or off for the kind (default on); it matters only while the person's LINE is linked (docs/line.md). */
  isLineEnabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;
export const notificationPreferences = z.object({ items: z.array(notificationPreference) });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** The one-click unsubscribe's answer: which kind's e-mail is now off. */
export const unsubscribedAnswer = messageAnswer.extend({ kind: z.enum(NOTIFICATION_KINDS) });
export type UnsubscribedAnswer = z.infer<typeof unsubscribedAnswer>;

/** A notification and its e-mail's delivery, as the admins' list shows it. */
export const sentNotification = z.object({
  notificationId: z.number().int(),
  recipientRole: z.enum(NOTIFICATION_RECIPIENT_ROLES),
  recipientId: z.string(),
  recipientName: z.string().nullable(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  createdAt: isoDateTime,
  readAt: isoDateTime.nullable(),
  emailStatus: z.enum(EMAIL_STATUSES),
  emailAttempts: z.number().int(),
  emailAddress: z.string().nullable(),
  emailSentAt: isoDateTime.nullable(),
  emailLastError: z.string().nullable(),
  lineStatus: z.enum(LINE_STATUSES),
  lineAttempts: z.number().int(),
  lineSentAt: isoDateTime.nullable(),
  lineLastError: z.string().nullable(),
});
export type SentNotification = z.infer<typeof sentNotification>;
export const sentNotificationList = listOf(sentNotification);
export type SentNotificationList = z.infer<typeof sentNotificationList>;

/** A notification's e-mail as sent or kept: subject, text and HTML parts. */
export const notificationEmail = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  messageId: z.string(),
  notificationId: z.number().int(),
  emailAddress: z.string().nullable(),
  emailStatus: z.enum(EMAIL_STATUSES),
  emailSentAt: isoDateTime.nullable(),
});
export type NotificationEmail = z.infer<typeof notificationEmail>;
