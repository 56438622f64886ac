import type { StudentNames } from './student-profile';

/** An application's state (SPEC §3): active, cancelled by the student's reorder or cancel, or withdrawn with its opening. */
export const APPLICATION_STATUSES = ['ACTIVE', 'CANCELLED', 'WITHDRAWN'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Application (company view) of SPEC §3, plus the ids a screen needs to link and order; the server's view adds createdAt. */
export type ApplicationItem = StudentNames & {
  applicationId: number;
  openingId: number;
  round: number;
  studentId: string;
  email: string | null;
  phone: string | null;
  lineId: string | null;
  profilePictureUrl: string | null;
  profileToken: string;
  studentPreferenceRank: number;
  /** Position in the opening's current submitted company ranking; null when excluded or not yet ranked. */
  companyPreferenceRank: number | null;
};
