import type { StudentNames } from './student-profile';

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
