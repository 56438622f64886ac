import { z } from 'zod';
import { INTERVIEW_LOCATION_KINDS } from '@/lib/interviews';

const studentIds = z.array(z.string().trim().min(1).max(20)).max(1000);

/** The fields of a slot a company writes; shared by create (all) and update (any). */
export const slotFields = {
  startsAt: z.coerce.date(),
  lengthMinutes: z.number().int().min(5).max(720),
  locationKind: z.enum(INTERVIEW_LOCATION_KINDS),
  location: z.string().trim().min(1).max(500),
  note: z.string().trim().max(2000).nullish(),
  capacity: z.number().int().min(1).max(500),
  /** Default: 24 hours before startsAt. */
  bookingCutoffAt: z.coerce.date().nullish(),
  /** Empty or absent: every ACTIVE applicant of the opening in the round; otherwise only these students. */
  invitedStudentIds: studentIds.optional(),
};
