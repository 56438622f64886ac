import 'server-only';
export { closeRound } from './close-round';
export { createSessionGroup, createSessionGroupInput, type CreateSessionGroupInput } from './create-session-group';
export { getSessionGroup } from './get-session-group';
export { getSessionGroupDashboard, type SessionGroupDashboard } from './get-session-group-dashboard';
export { listSessionGroups } from './list-session-groups';
export type { RoundView, SessionGroupView } from './session-group-view';
export { updateSessionGroup, updateSessionGroupInput, type UpdateSessionGroupInput } from './update-session-group';
