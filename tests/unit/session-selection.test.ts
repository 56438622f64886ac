import { describe, expect, it } from 'vitest';
import { chooseInitialGroup, groupSessions, resolveSelection } from '@/components/session/session-selection';
import type { SessionInfo } from '@/components/session/types';

function session(sessionId: number, sessionGroupId: number): SessionInfo {
  return {
    sessionId,
    sessionGroupId,
    sessionGroupTitle: `กลุ่ม ${sessionGroupId}`,
    title: `รอบ ${sessionId}`,
    currentRound: 1,
  } as SessionInfo;
}

describe('groupSessions', () => {
  it('derives the groups from the sessions, newest group first, sessions in their order', () => {
    const groups = groupSessions([session(1, 1), session(2, 1), session(3, 3), session(4, 2)]);
    expect(groups.map((group) => group.sessionGroupId)).toEqual([3, 2, 1]);
    expect(groups[2].sessions.map((item) => item.sessionId)).toEqual([1, 2]);
  });
});

describe('chooseInitialGroup (SPEC §4)', () => {
  const newestFirst = [5, 3, 1];

  it('restores the stored group when it still exists and no new group appeared since the last visit', () => {
    expect(chooseInitialGroup(newestFirst, { selected: '3', previouslySeen: '5' })).toBe(3);
  });

  it('selects the newest group when a new group appeared since the last visit', () => {
    expect(chooseInitialGroup(newestFirst, { selected: '3', previouslySeen: '4' })).toBe(5);
  });

  it('selects the newest group when the stored group no longer exists', () => {
    expect(chooseInitialGroup(newestFirst, { selected: '2', previouslySeen: '5' })).toBe(5);
  });

  it('selects the newest group on a first visit or with unreadable storage', () => {
    expect(chooseInitialGroup(newestFirst, { selected: null, previouslySeen: null })).toBe(5);
    expect(chooseInitialGroup(newestFirst, { selected: 'abc', previouslySeen: '5' })).toBe(5);
  });

  it('has nothing to choose without groups', () => {
    expect(chooseInitialGroup([], { selected: '1', previouslySeen: '1' })).toBeNull();
  });
});

describe('resolveSelection', () => {
  const groups = groupSessions([session(1, 1), session(2, 1), session(3, 2), session(4, 2)]);

  it('makes the first session of the chosen group current', () => {
    const { group, session: current } = resolveSelection(groups, { groupId: 1, sessionId: null });
    expect(group?.sessionGroupId).toBe(1);
    expect(current?.sessionId).toBe(1);
  });

  it('keeps a chosen session of the group, and falls back to the first one for a session of another group', () => {
    expect(resolveSelection(groups, { groupId: 1, sessionId: 2 }).session?.sessionId).toBe(2);
    expect(resolveSelection(groups, { groupId: 1, sessionId: 3 }).session?.sessionId).toBe(1);
  });

  it('falls back to the newest group for an unknown group', () => {
    expect(resolveSelection(groups, { groupId: 99, sessionId: null }).group?.sessionGroupId).toBe(2);
  });
});

describe('the default group is the person’s current group (docs/sessions.md)', () => {
  const newestFirst = [5, 3, 1];

  it('opens on the current group, not the newest, on a first visit', () => {
    expect(chooseInitialGroup(newestFirst, { selected: null, previouslySeen: null }, 3)).toBe(3);
    const groups = groupSessions([session(1, 3), session(2, 5)]);
    expect(resolveSelection(groups, { groupId: null, sessionId: null }, 3).group?.sessionGroupId).toBe(3);
  });

  it('does not count a newer group as new while it is not the person’s current group', () => {
    expect(chooseInitialGroup(newestFirst, { selected: '1', previouslySeen: '3' }, 3)).toBe(1);
    expect(chooseInitialGroup(newestFirst, { selected: '1', previouslySeen: '3' }, 5)).toBe(5);
  });

  it('falls back to the newest when the current group is not listed', () => {
    expect(chooseInitialGroup(newestFirst, { selected: null, previouslySeen: null }, 9)).toBe(5);
  });
});
