export { getSession } from './get-session';
export { listSessions } from './list-sessions';
export type { SessionView } from './session-view';
