import { and, eq } from 'drizzle-orm';
import { rounds, sessionGroups } from './schema';

/**
 * The join condition of a session group's current round: `rounds` joined to `sessionGroups` on the group and its
 * `currentRound`. Most reads of a session need the dates of the round it is in now.
 */
export const currentRoundOfGroup = and(
  eq(rounds.sessionGroupId, sessionGroups.sessionGroupId),
  eq(rounds.round, sessionGroups.currentRound),
)!;
