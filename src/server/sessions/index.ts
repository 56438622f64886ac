import 'server-only';
export { createSession, createSessionInput, type CreateSessionInput } from './create-session';
export { getSession } from './get-session';
export { getStudentSession, type AssignedOpeningSummary, type StudentSessionView } from './get-student-session';
export { listSessions } from './list-sessions';
export { selectSessionViewsOfGroups, type SessionView } from './session-view';
export { updateSession, updateSessionInput, type UpdateSessionInput } from './update-session';
