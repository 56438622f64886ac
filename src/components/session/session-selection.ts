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

/** The person's current group (docs/sessions.md) when the server named one that is listed, else the newest. */
export function defaultGroup(groupIds: readonly number[], currentGroupId: number | null = null): number | null {
  if (currentGroupId !== null && groupIds.includes(currentGroupId)) return currentGroupId;
  return groupIds[0] ?? null;
}

/**
 * SPEC §4, session selection on load: keep the stored group if it still exists and no new group
 * appeared since the last visit; otherwise the default group. "A new group appeared" means the person's
 * default (their current group, docs/sessions.md) is not the one stored as previously seen: a group
 * created for next term does not count until it becomes theirs. `groupIds` is newest first.
 */
export function chooseInitialGroup(
  groupIds: readonly number[],
  stored: { selected: string | null; previouslySeen: string | null },
  currentGroupId: number | null = null,
): number | null {
  const fallback = defaultGroup(groupIds, currentGroupId);
  if (fallback === null) return null;
  const selected = parseId(stored.selected);
  const noNewGroupSinceLastVisit = parseId(stored.previouslySeen) === fallback;
  if (noNewGroupSinceLastVisit && selected !== null && groupIds.includes(selected)) return selected;
  return fallback;
}

export type Selection = { groupId: number | null; sessionId: number | null };

/** The effective group and session: an unknown or unset choice falls back to the default group and its first session. */
export function resolveSelection(
  groups: readonly SessionGroupInfo[],
  selection: Selection,
  currentGroupId: number | null = null,
): { group: SessionGroupInfo | null; session: SessionInfo | null } {
  const fallbackId = defaultGroup(
    groups.map((group) => group.sessionGroupId),
    currentGroupId,
  );
  const group =
    groups.find((candidate) => candidate.sessionGroupId === selection.groupId) ??
    groups.find((candidate) => candidate.sessionGroupId === fallbackId) ??
    null;
  const session = group?.sessions.find((candidate) => candidate.sessionId === selection.sessionId) ?? group?.sessions[0] ?? null;
  return { group, session };
}
