import { OPENING_STATUSES, type OpeningStatus } from '@/lib/openings';
import { ConflictError } from '@/server/errors';

/**
 * The opening lifecycle of SPEC §4 and DOMAIN.md, in one place. Every verb that changes an
 * opening's status asks `assertTransition` for the new status; a refused transition is a 409
 * (the request is well formed, the opening is just not in a state that allows it).
 *
 *   DRAFT ──publish──▶ PUBLISHED ──submitRanking──▶ RANKING_SUBMITTED ──announceResult──▶ RESULT_ANNOUNCED
 *     ▲                  │  │  ▲                        │                                         │
 *     └──unpublish───────┘  │  └────unsubmitRanking─────┘                                         │
 *        (admin)            │  └─────────────────────────startNextRound──────────────────────────┘
 *                           └─withdraw─▶ WITHDRAWN (final)
 */
export type { OpeningStatus };
export { OPENING_STATUSES };

export type OpeningTransition =
  'publish' | 'unpublish' | 'withdraw' | 'submitRanking' | 'unsubmitRanking' | 'announceResult' | 'startNextRound';

/** Who asks: a company user for its own opening, an admin, or the portal itself (matching, closing a round). */
export type OpeningActorKind = 'company' | 'admin' | 'system';

type TransitionRule = { from: readonly OpeningStatus[]; to: OpeningStatus; by: readonly OpeningActorKind[] };

export const OPENING_TRANSITIONS: Record<OpeningTransition, TransitionRule> = {
  publish: { from: ['DRAFT'], to: 'PUBLISHED', by: ['company', 'admin'] },
  // Only an admin may take a published opening back to a draft: students may already have it in their lists.
  unpublish: { from: ['PUBLISHED'], to: 'DRAFT', by: ['admin'] },
  // A draft is deleted, not withdrawn. After the ranking is submitted only an admin may withdraw
  // (the company has committed to its applicants); after results are out nobody may.
  withdraw: { from: ['PUBLISHED', 'RANKING_SUBMITTED'], to: 'WITHDRAWN', by: ['company', 'admin'] },
  submitRanking: { from: ['PUBLISHED'], to: 'RANKING_SUBMITTED', by: ['company', 'admin', 'system'] },
  // An admin unsubmitting a company's ranking (DOMAIN.md) returns the opening to PUBLISHED.
  unsubmitRanking: { from: ['RANKING_SUBMITTED'], to: 'PUBLISHED', by: ['admin', 'system'] },
  // An opening whose company never submitted a ranking still has its (empty) result announced.
  announceResult: { from: ['PUBLISHED', 'RANKING_SUBMITTED'], to: 'RESULT_ANNOUNCED', by: ['admin', 'system'] },
  // Closing a round: the opening takes part in the next round with its remaining quota.
  startNextRound: { from: ['RANKING_SUBMITTED', 'RESULT_ANNOUNCED'], to: 'PUBLISHED', by: ['admin', 'system'] },
};

/** Extra per-actor limits on top of the table: the company may withdraw only what it has not ranked yet. */
const COMPANY_ONLY_FROM: Partial<Record<OpeningTransition, readonly OpeningStatus[]>> = {
  withdraw: ['PUBLISHED'],
};

const TRANSITION_VERBS: Record<OpeningTransition, string> = {
  publish: 'publish',
  unpublish: 'unpublish',
  withdraw: 'withdraw',
  submitRanking: 'submit the ranking of',
  unsubmitRanking: 'unsubmit the ranking of',
  announceResult: 'announce the result of',
  startNextRound: 'start the next round for',
};

const ACTOR_NAMES: Record<OpeningActorKind, string> = { company: 'a company user', admin: 'an admin', system: 'the portal' };

/** Whether `by` may apply `transition` to an opening in `current` (no throw). */
export function canTransition(current: OpeningStatus, transition: OpeningTransition, by: OpeningActorKind): boolean {
  const rule = OPENING_TRANSITIONS[transition];
  if (!rule.by.includes(by) || !rule.from.includes(current)) return false;
  const companyFrom = COMPANY_ONLY_FROM[transition];
  return by !== 'company' || !companyFrom || companyFrom.includes(current);
}

/** The status after `transition`, or a 409 ConflictError saying why it is refused. */
export function assertTransition(current: OpeningStatus, transition: OpeningTransition, by: OpeningActorKind): OpeningStatus {
  const rule = OPENING_TRANSITIONS[transition];
  if (!rule.by.includes(by)) {
    throw new ConflictError(
      `Only ${rule.by.map((actor) => ACTOR_NAMES[actor]).join(' or ')} can ${TRANSITION_VERBS[transition]} an opening`,
    );
  }
  if (!canTransition(current, transition, by)) {
    throw new ConflictError(`Cannot ${TRANSITION_VERBS[transition]} an opening that is ${current}`);
  }
  return rule.to;
}

/**
 * Editing the fields: a company edits its DRAFT and PUBLISHED openings (not after it ranked, not a
 * withdrawn one); an admin may correct any opening that is not withdrawn.
 */
export function canEditOpening(status: OpeningStatus, by: OpeningActorKind): boolean {
  if (by === 'company') return status === 'DRAFT' || status === 'PUBLISHED';
  return status !== 'WITHDRAWN';
}

export function assertEditable(status: OpeningStatus, by: OpeningActorKind): void {
  if (!canEditOpening(status, by)) throw new ConflictError(`Cannot edit an opening that is ${status}`);
}

/**
 * Deleting removes the row and everything that refers to it (bookmarks, drafts, applications).
 * A company deletes only DRAFTs: a published opening may be bookmarked or ranked, so it is withdrawn
 * instead. An admin may also delete a PUBLISHED or WITHDRAWN opening, but never one that carries a
 * submitted ranking or an announced result (matching history).
 */
export function canDeleteOpening(status: OpeningStatus, by: OpeningActorKind): boolean {
  if (by === 'company') return status === 'DRAFT';
  return status === 'DRAFT' || status === 'PUBLISHED' || status === 'WITHDRAWN';
}

export function assertDeletable(status: OpeningStatus, by: OpeningActorKind): void {
  if (canDeleteOpening(status, by)) return;
  const hint = by === 'company' && status === 'PUBLISHED' ? '; withdraw it instead' : '';
  throw new ConflictError(`Cannot delete an opening that is ${status}${hint}`);
}
