import 'server-only';
export { createSession, createSessionInput, type CreateSessionInput } from './create-session';
export { getSession } from './get-session';
export { getStudentSession } from './get-student-session';
export { listSessions } from './list-sessions';
export { selectSessionViewsOfGroups, type SessionView } from './session-view';
export { updateSession, updateSessionInput, type UpdateSessionInput } from './update-session';
export { findCurrentSessionGroup } from './find-current-session-group';
