// The office's own announcements (docs/announcements.md): audiences, statuses and the schemas of the answers the admins'
// screen reads. Their labels are in the catalogue (AnnouncementLabels, messages/<language>/placement.json).
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';

export const ANNOUNCEMENT_AUDIENCES = [
  'SESSION_STUDENTS',
  'STUDENTS_NOT_SUBMITTED',
  'STUDENTS_UNMATCHED',
  'SESSION_COMPANIES',
  'COMPANIES_NOT_RANKED',
] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_STATUSES = ['SCHEDULED', 'SENT', 'CANCELLED'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 5_000;

/** How many people an audience reaches now. */
export const announcementAudienceCount = z.object({ audience: z.enum(ANNOUNCEMENT_AUDIENCES), count: z.number().int() });
export type AnnouncementAudienceCount = z.infer<typeof announcementAudienceCount>;

/** Delivery of a sent announcement: its notifications, read in the centre, and their e-mails by status. */
export const announcementDelivery = z.object({
  recipients: z.number().int(),
  read: z.number().int(),
  emailSent: z.number().int(),
  emailKept: z.number().int(),
  emailFailed: z.number().int(),
  emailSkipped: z.number().int(),
  emailPending: z.number().int(),
});
export type AnnouncementDelivery = z.infer<typeof announcementDelivery>;

export const announcementView = z.object({
  announcementId: z.number().int(),
  sessionId: z.number().int(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  titleTh: z.string(),
  bodyTh: z.string(),
  titleEn: z.string().nullable(),
  bodyEn: z.string().nullable(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  scheduledAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  recipientCount: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  delivery: announcementDelivery,
});
export type AnnouncementView = z.infer<typeof announcementView>;
export const announcementList = listOf(announcementView);
export type AnnouncementList = z.infer<typeof announcementList>;
