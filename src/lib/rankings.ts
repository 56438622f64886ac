// Shared by the server, which builds them, and the ranking screens, which show them.
import type { StudentOpeningView } from './openings';

/** What a ranking history row records (SPEC §3): the student's or company's submit, reorder, cancel, or an admin's unsubmit. */
export const RANKING_ACTIONS = ['SUBMIT', 'REORDER', 'CANCEL', 'UNSUBMIT'] as const;
export type RankingAction = (typeof RANKING_ACTIONS)[number];

/** The student's working list: openings in order and the apply line (the first dividerIndex are applied to). */
export type RankingDraft = {
  dividerIndex: number | null;
  openings: StudentOpeningView[];
  updatedAt: string | null;
};

export type RankingHistoryEntry = {
  action: RankingAction;
  submittedAt: string;
  /** The applied openings in order as they stood after this action (empty after an unsubmit). */
  openingIds: number[];
  submittedBy: { platformUid: string; username: string; email: string | null } | null;
};

export type RankedOpening = StudentOpeningView & { studentPreferenceRank: number };

export type SubmittedRanking = {
  round: number;
  /** The openings the student applies to, in the student's order; empty when nothing stands. */
  openings: RankedOpening[];
  /** When the standing ranking was first submitted; null when none stands. */
  submittedAt: string | null;
  isSubmitted: boolean;
  canReorder: boolean;
  canCancel: boolean;
  reorderRankingDeadline: string | null;
  cancelRankingDeadline: string | null;
  history: RankingHistoryEntry[];
};

/**
 * Where the apply line stands when the student has not placed it yet: after as many openings as the
 * session allows, so a fresh list never starts above the maximum.
 */
export function effectiveDividerIndex(dividerIndex: number | null, openingCount: number, maximumApplicationPerStudent: number): number {
  return Math.min(dividerIndex ?? maximumApplicationPerStudent, openingCount);
}

export type RankingCheck = { key: 'minimum' | 'maximum' | 'companies'; isMet: boolean; text: string };

/** The session's rules for the openings above the line, as the screen lists them before submitting (same rules as the server). */
export function rankingChecks(applied: { company: { companyId: number } }[], limits: { minimumApplicationPerStudent: number; maximumApplicationPerStudent: number; minimumUniqueCompanyCountPerStudent: number }): RankingCheck[] {
  const count = applied.length;
  const companyCount = new Set(applied.map((opening) => opening.company.companyId)).size;
  const checks: RankingCheck[] = [
    { key: 'minimum', isMet: count >= limits.minimumApplicationPerStudent, text: `สมัครอย่างน้อย ${limits.minimumApplicationPerStudent} ตำแหน่ง (ตอนนี้ ${count})` },
    { key: 'maximum', isMet: count <= limits.maximumApplicationPerStudent, text: `สมัครได้ไม่เกิน ${limits.maximumApplicationPerStudent} ตำแหน่ง` },
  ];
  if (limits.minimumUniqueCompanyCountPerStudent > 0) {
    checks.push({ key: 'companies', isMet: companyCount >= limits.minimumUniqueCompanyCountPerStudent, text: `จากอย่างน้อย ${limits.minimumUniqueCompanyCountPerStudent} บริษัท (ตอนนี้ ${companyCount})` });
  }
  return checks;
}

/** The session as the ranking screen needs it: the student's session view (GET /api/student/sessions/{sessionId}). */
export type RankingSession = import('./session-view').StudentSessionView;
