import type { SessionView } from '@/lib/session-view';

/** A session as the browser receives it from the server (GET /api/common/sessions). */
export type SessionInfo = SessionView;

export type SessionGroupInfo = {
  sessionGroupId: number;
  title: string;
  currentRound: number;
  /** In the order the server listed them (session id ascending); the first is the default. */
  sessions: SessionInfo[];
};
