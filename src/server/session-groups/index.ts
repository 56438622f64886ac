import 'server-only';
export { closeRound } from './close-round';
export { createSessionGroup } from './create-session-group';
export { getSessionGroup } from './get-session-group';
export { getSessionGroupDashboard, selectSessionGroupDashboard, type SessionGroupDashboard } from './get-session-group-dashboard';
export { listSessionGroups } from './list-session-groups';
export { createSessionGroupInput, updateSessionGroupInput } from './round-input';
export type { RoundView, SessionGroupView } from './session-group-view';
export { updateSessionGroup } from './update-session-group';
