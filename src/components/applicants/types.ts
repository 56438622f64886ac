// Shapes of the company applicant screens as the browser receives them (dates as ISO strings).
import type { ApplicationItem } from '@/lib/applications';

export type { ApplicationItem };

export type OpeningApplicationStatistics = {
  openingId: number;
  title: string;
  status: string;
  quota: number;
  applicationCount: number;
  isRankingSubmitted: boolean;
  round: number;
  session: { sessionId: number; title: string };
};

export type SubmittedCompanyRanking = {
  applications: (ApplicationItem & { isShared: boolean })[];
  excludedApplicationIds: number[];
  excludedApplicationNote: string | null;
  submittedAt: string | null;
  history: { action: string; submittedAt: string }[];
};

/** "นาย สมชาย ใจดี", falling back to the English name and then the student id. */
export function studentName(item: Pick<ApplicationItem, 'titleTh' | 'firstNameTh' | 'lastNameTh' | 'firstNameEn' | 'lastNameEn' | 'studentId'>): string {
  const thai = [item.titleTh, item.firstNameTh, item.lastNameTh].filter(Boolean).join(' ');
  if (item.firstNameTh || item.lastNameTh) return thai;
  const english = [item.firstNameEn, item.lastNameEn].filter(Boolean).join(' ');
  return english || item.studentId;
}
