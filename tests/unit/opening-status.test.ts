import { describe, expect, it } from 'vitest';
import { ConflictError } from '@/server/errors';
import {
  assertDeletable,
  assertEditable,
  assertTransition,
  canTransition,
  OPENING_STATUSES,
  type OpeningActorKind,
  type OpeningStatus,
  type OpeningTransition,
} from '@/server/openings/opening-status';

const ACTORS: OpeningActorKind[] = ['company', 'admin', 'system'];

// The lifecycle written out once more by hand, so a change to the table must be made twice on purpose.
const ALLOWED: [OpeningTransition, OpeningStatus, OpeningActorKind, OpeningStatus][] = [
  ['publish', 'DRAFT', 'company', 'PUBLISHED'],
  ['publish', 'DRAFT', 'admin', 'PUBLISHED'],
  ['unpublish', 'PUBLISHED', 'admin', 'DRAFT'],
  ['withdraw', 'PUBLISHED', 'company', 'WITHDRAWN'],
  ['withdraw', 'PUBLISHED', 'admin', 'WITHDRAWN'],
  ['withdraw', 'RANKING_SUBMITTED', 'admin', 'WITHDRAWN'],
  ['submitRanking', 'PUBLISHED', 'company', 'RANKING_SUBMITTED'],
  ['submitRanking', 'PUBLISHED', 'admin', 'RANKING_SUBMITTED'],
  ['submitRanking', 'PUBLISHED', 'system', 'RANKING_SUBMITTED'],
  ['unsubmitRanking', 'RANKING_SUBMITTED', 'admin', 'PUBLISHED'],
  ['unsubmitRanking', 'RANKING_SUBMITTED', 'system', 'PUBLISHED'],
  ['announceResult', 'PUBLISHED', 'admin', 'RESULT_ANNOUNCED'],
  ['announceResult', 'PUBLISHED', 'system', 'RESULT_ANNOUNCED'],
  ['announceResult', 'RANKING_SUBMITTED', 'admin', 'RESULT_ANNOUNCED'],
  ['announceResult', 'RANKING_SUBMITTED', 'system', 'RESULT_ANNOUNCED'],
  ['startNextRound', 'RANKING_SUBMITTED', 'admin', 'PUBLISHED'],
  ['startNextRound', 'RANKING_SUBMITTED', 'system', 'PUBLISHED'],
  ['startNextRound', 'RESULT_ANNOUNCED', 'admin', 'PUBLISHED'],
  ['startNextRound', 'RESULT_ANNOUNCED', 'system', 'PUBLISHED'],
];

const TRANSITIONS: OpeningTransition[] = [
  'publish',
  'unpublish',
  'withdraw',
  'submitRanking',
  'unsubmitRanking',
  'announceResult',
  'startNextRound',
];

const isAllowed = (transition: OpeningTransition, from: OpeningStatus, by: OpeningActorKind) =>
  ALLOWED.some(([t, f, b]) => t === transition && f === from && b === by);

describe('opening lifecycle: allowed transitions', () => {
  it.each(ALLOWED)('%s from %s by %s gives %s', (transition, from, by, to) => {
    expect(canTransition(from, transition, by)).toBe(true);
    expect(assertTransition(from, transition, by)).toBe(to);
  });
});

describe('opening lifecycle: refused transitions answer 409 with a clear message', () => {
  const refused = TRANSITIONS.flatMap((transition) =>
    OPENING_STATUSES.flatMap((from) =>
      ACTORS.filter((by) => !isAllowed(transition, from, by)).map((by) => [transition, from, by] as const),
    ),
  );

  it('covers every combination not listed as allowed', () => {
    expect(refused.length + ALLOWED.length).toBe(TRANSITIONS.length * OPENING_STATUSES.length * ACTORS.length);
  });

  it.each(refused)('%s from %s by %s is refused', (transition, from, by) => {
    expect(canTransition(from, transition, by)).toBe(false);
    let thrown: unknown;
    try {
      assertTransition(from, transition, by);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConflictError);
    expect((thrown as ConflictError).status).toBe(409);
    expect((thrown as ConflictError).message).toMatch(/^(Cannot .+ an opening that is [A-Z_]+|Only .+ can .+ an opening)$/);
  });

  it('names the current status', () => {
    expect(() => assertTransition('DRAFT', 'withdraw', 'company')).toThrow('Cannot withdraw an opening that is DRAFT');
    expect(() => assertTransition('WITHDRAWN', 'publish', 'admin')).toThrow('Cannot publish an opening that is WITHDRAWN');
    expect(() => assertTransition('RANKING_SUBMITTED', 'withdraw', 'company')).toThrow(
      'Cannot withdraw an opening that is RANKING_SUBMITTED',
    );
  });

  it('names who may do what the actor may not', () => {
    expect(() => assertTransition('PUBLISHED', 'unpublish', 'company')).toThrow('Only an admin can unpublish an opening');
    expect(() => assertTransition('DRAFT', 'publish', 'system')).toThrow('Only a company user or an admin can publish an opening');
  });
});

describe('editing and deleting', () => {
  const EDITABLE: Record<OpeningActorKind, OpeningStatus[]> = {
    company: ['DRAFT', 'PUBLISHED'],
    admin: ['DRAFT', 'PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'],
    system: ['DRAFT', 'PUBLISHED', 'RANKING_SUBMITTED', 'RESULT_ANNOUNCED'],
  };
  const DELETABLE: Record<OpeningActorKind, OpeningStatus[]> = {
    company: ['DRAFT'],
    admin: ['DRAFT', 'PUBLISHED', 'WITHDRAWN'],
    system: ['DRAFT', 'PUBLISHED', 'WITHDRAWN'],
  };

  it.each(ACTORS.flatMap((by) => OPENING_STATUSES.map((status) => [by, status] as const)))('by %s in %s', (by, status) => {
    if (EDITABLE[by].includes(status)) expect(() => assertEditable(status, by)).not.toThrow();
    else expect(() => assertEditable(status, by)).toThrow(`Cannot edit an opening that is ${status}`);
    if (DELETABLE[by].includes(status)) expect(() => assertDeletable(status, by)).not.toThrow();
    else expect(() => assertDeletable(status, by)).toThrow(ConflictError);
  });

  it('tells a company to withdraw a published opening instead of deleting it', () => {
    expect(() => assertDeletable('PUBLISHED', 'company')).toThrow('Cannot delete an opening that is PUBLISHED; withdraw it instead');
  });
});
