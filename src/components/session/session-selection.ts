import type { SessionGroupInfo, SessionInfo } from './types';

/** Browser storage keys of SPEC §3. */
export const SELECTED_GROUP_KEY = 'selectedSessionGroup';
export const PREVIOUSLY_SEEN_GROUP_KEY = 'previouslySeenSessionGroup';

/** Groups derived from the sessions, newest (highest sessionGroupId) first. */
export function groupSessions(sessions: readonly SessionInfo[]): SessionGroupInfo[] {
  const byId = new Map<number, SessionGroupInfo>();
  for (const session of sessions) {
    let group = byId.get(session.sessionGroupId);
    if (!group) {
      group = {
        sessionGroupId: session.sessionGroupId,
        title: session.sessionGroupTitle,
        currentRound: session.currentRound,
        sessions: [],
      };
      byId.set(session.sessionGroupId, group);
    }
    group.sessions.push(session);
  }
  return [...byId.values()].sort((a, b) => b.sessionGroupId - a.sessionGroupId);
}

function parseId(value: string | null): number | null {
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * SPEC §4, session selection on load: keep the stored group if it still exists and no newer group
 * appeared since the last visit (the previously seen group is still the newest); otherwise the newest.
 * `groupIds` is newest first.
 */
export function chooseInitialGroup(
  groupIds: readonly number[],
  stored: { selected: string | null; previouslySeen: string | null },
): number | null {
  const newest = groupIds[0];
  if (newest === undefined) return null;
  const selected = parseId(stored.selected);
  const noNewGroupSinceLastVisit = parseId(stored.previouslySeen) === newest;
  if (noNewGroupSinceLastVisit && selected !== null && groupIds.includes(selected)) return selected;
  return newest;
}

export type Selection = { groupId: number | null; sessionId: number | null };

/** The effective group and session: an unknown or unset choice falls back to the newest group and its first session. */
export function resolveSelection(
  groups: readonly SessionGroupInfo[],
  selection: Selection,
): { group: SessionGroupInfo | null; session: SessionInfo | null } {
  const group = groups.find((candidate) => candidate.sessionGroupId === selection.groupId) ?? groups[0] ?? null;
  const session = group?.sessions.find((candidate) => candidate.sessionId === selection.sessionId) ?? group?.sessions[0] ?? null;
  return { group, session };
}
