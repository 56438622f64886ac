import 'server-only';
export { createSession } from './create-session';
export { getSession } from './get-session';
export { getStudentSession, type AssignedOpeningSummary, type StudentSessionView } from './get-student-session';
export { listSessions } from './list-sessions';
export { createSessionInput, updateSessionInput } from './session-input';
export { selectSessionViewsOfGroups, type SessionView } from './session-view';
export { updateSession } from './update-session';
