'use client';

import { useEffect } from 'react';
import { useCurrentSession } from './session-provider';

/**
 * A page about one opening shows that opening's session (and so its group) in the header's picker, whatever was
 * selected before (docs/sessions.md). The choice is kept in memory only, like picking the session by hand.
 */
export function ShowSessionInHeader({ sessionId }: { sessionId: number }) {
  const { currentSession, selectSession, isRestored } = useCurrentSession();
  const shownSessionId = currentSession?.sessionId;
  useEffect(() => {
    if (isRestored && shownSessionId !== sessionId) selectSession(sessionId);
  }, [isRestored, shownSessionId, sessionId, selectSession]);
  return null;
}
