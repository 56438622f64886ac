import { PLACEMENT_WORK_MODES } from '@/lib/placements';
import { z } from 'zod';
import { calendarDate } from '@/lib/contract';

const text = (max: number) => z.string().trim().min(1).max(max).nullable().optional();

/** Thai and international numbers: digits, optionally a leading +, spaces or dashes between; 9 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9](?:[ -]?[0-9]){8,14}$/;

/**
 * A change of a placement's details: only the fields given change (null clears one). `version` is the version the
 * change was made on (0 before the record was first written); an older one is refused (409).
 */
export const updatePlacementInput = z
  .object({
    version: z.number().int().min(0),
    startDate: calendarDate.nullable().optional(),
    endDate: calendarDate.nullable().optional(),
    mentorName: text(200),
    mentorPosition: text(200),
    mentorEmail: z.email('อีเมลของพี่เลี้ยงไม่ถูกต้อง').max(254).nullable().optional(),
    mentorPhone: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, 'เบอร์โทรศัพท์ของพี่เลี้ยงต้องเป็นตัวเลข 9–15 หลัก (ขึ้นต้นด้วย + ได้ คั่นด้วยขีดหรือเว้นวรรคได้)')
      .nullable()
      .optional(),
    workMode: z.enum(PLACEMENT_WORK_MODES).nullable().optional(),
    workAddress: text(500),
  })
  .strict()
  .refine((input) => Object.keys(input).some((key) => key !== 'version'), { message: 'ไม่มีข้อมูลที่จะแก้ไข' });
export type UpdatePlacementInput = z.infer<typeof updatePlacementInput>;

export const endPlacementInput = z.object({ reason: z.string().trim().min(1).max(1000) }).strict();
export type EndPlacementInput = z.infer<typeof endPlacementInput>;
