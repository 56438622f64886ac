import { z } from 'zod';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@/lib/announcements';
import { formatDateTime } from '@/lib/dates';
import { BadRequestError } from '@/server/errors';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** The texts and the audience an admin writes; the English pair is optional, but both or neither (`englishPair`). */
export const announcementFields = z.object({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  titleTh: z.string().trim().min(1, 'กรุณากรอกหัวข้อภาษาไทย').max(ANNOUNCEMENT_TITLE_MAX),
  bodyTh: z.string().trim().min(1, 'กรุณากรอกข้อความภาษาไทย').max(ANNOUNCEMENT_BODY_MAX),
  titleEn: optionalText(ANNOUNCEMENT_TITLE_MAX),
  bodyEn: optionalText(ANNOUNCEMENT_BODY_MAX),
  /** When to send; absent or null: now. */
  sendAt: z.iso
    .datetime({ offset: true, message: 'Expected an ISO 8601 date-time' })
    .transform((value) => new Date(value))
    .nullish()
    .transform((value) => value ?? null),
});

export function englishPair(value: { titleEn: string | null; bodyEn: string | null }, issues: z.RefinementCtx): void {
  if ((value.titleEn === null) !== (value.bodyEn === null))
    issues.addIssue({
      code: 'custom',
      path: [value.titleEn === null ? 'titleEn' : 'bodyEn'],
      message: 'กรอกหัวข้อและข้อความภาษาอังกฤษให้ครบทั้งสองช่อง หรือเว้นว่างทั้งคู่',
    });
}

/** A time to send at must be in the future: 400 naming now. */
export function assertFutureSendAt(sendAt: Date, now: Date): void {
  if (sendAt <= now) throw new BadRequestError(`body.sendAt: เวลาส่งต้องอยู่หลังเวลาปัจจุบัน (${formatDateTime(now)})`);
}
