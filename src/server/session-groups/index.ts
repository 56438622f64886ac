import 'server-only';
export { closeRound } from './close-round';
export { createSessionGroup, createSessionGroupInput, type CreateSessionGroupInput } from './create-session-group';
export { getSessionGroup } from './get-session-group';
export { getSessionGroupDashboard } from './get-session-group-dashboard';
export { listSessionGroups } from './list-session-groups';
export { updateSessionGroup, updateSessionGroupInput, type UpdateSessionGroupInput } from './update-session-group';
