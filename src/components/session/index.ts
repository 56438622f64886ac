export { SessionProvider, useCurrentSession, type CurrentSession } from './session-provider';
export { SessionSelector } from './session-selector';
export { chooseInitialGroup, groupSessions, resolveSelection, PREVIOUSLY_SEEN_GROUP_KEY, SELECTED_GROUP_KEY } from './session-selection';
export type { SessionGroupInfo, SessionInfo } from './types';
