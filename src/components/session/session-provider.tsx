'use client';

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { groupSessions, resolveSelection } from './session-selection';
import {
  readSelection,
  selectGroup as storeSelectGroup,
  selectSession as storeSelectSession,
  serverSelection,
  subscribe,
} from './session-store';
import type { SessionGroupInfo, SessionInfo } from './types';

export type CurrentSession = {
  /** Every group, newest first. */
  groups: SessionGroupInfo[];
  currentGroup: SessionGroupInfo | null;
  /** The first session of the chosen group unless the user picked another. Null when there are no sessions. */
  currentSession: SessionInfo | null;
  selectGroup: (sessionGroupId: number) => void;
  selectSession: (sessionId: number) => void;
  /** False while the server-rendered default is showing, before the stored choice is applied. */
  isRestored: boolean;
};

const SessionContext = createContext<CurrentSession | null>(null);

/** Receives the sessions loaded on the server (no loading flash) and applies SPEC §4's selection rules. */
export function SessionProvider({
  sessions,
  currentGroupId = null,
  children,
}: {
  sessions: SessionInfo[];
  /** The person's current group (docs/sessions.md): the default instead of the newest. */
  currentGroupId?: number | null;
  children: ReactNode;
}) {
  const groups = useMemo(() => groupSessions(sessions), [sessions]);
  const groupIdsKey = groups.map((group) => group.sessionGroupId).join(',');
  const getSnapshot = useCallback(
    () => readSelection(groupIdsKey ? groupIdsKey.split(',').map(Number) : [], currentGroupId),
    [groupIdsKey, currentGroupId],
  );
  const selection = useSyncExternalStore(subscribe, getSnapshot, serverSelection);
  const isRestored = selection !== serverSelection();

  const value = useMemo<CurrentSession>(() => {
    const { group, session } = resolveSelection(groups, selection, currentGroupId);
    return {
      groups,
      currentGroup: group,
      currentSession: session,
      selectGroup: (sessionGroupId) => storeSelectGroup(sessionGroupId),
      selectSession: (sessionId) => {
        const owner = groups.find((candidate) => candidate.sessions.some((item) => item.sessionId === sessionId));
        if (owner) storeSelectSession(owner.sessionGroupId, sessionId);
      },
      isRestored,
    };
  }, [groups, selection, isRestored, currentGroupId]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The chosen session group and session, and the setters; use inside SessionProvider. */
export function useCurrentSession(): CurrentSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useCurrentSession must be used inside <SessionProvider>');
  return value;
}
