import { chooseInitialGroup, defaultGroup, PREVIOUSLY_SEEN_GROUP_KEY, SELECTED_GROUP_KEY, type Selection } from './session-selection';

/*
 * The selection lives in module memory: it survives client-side navigations (even between layouts)
 * and starts over on a full page load, which is when SPEC §4's "on load" restore runs again.
 */

const NOTHING_SELECTED: Selection = { groupId: null, sessionId: null };
let selection: Selection | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy modes); the selection then simply is not remembered.
    return null;
  }
}

function write(key: string, value: number) {
  try {
    storage()?.setItem(key, String(value));
  } catch {
    // Quota or privacy errors: not remembering the choice is acceptable.
  }
}

/** The selection for this page load; the first call restores it from storage and records the visit. */
export function readSelection(groupIds: readonly number[], currentGroupId: number | null = null): Selection {
  if (selection) return selection;
  if (groupIds.length === 0) return NOTHING_SELECTED;
  const store = storage();
  const groupId = chooseInitialGroup(
    groupIds,
    { selected: store?.getItem(SELECTED_GROUP_KEY) ?? null, previouslySeen: store?.getItem(PREVIOUSLY_SEEN_GROUP_KEY) ?? null },
    currentGroupId,
  );
  write(PREVIOUSLY_SEEN_GROUP_KEY, defaultGroup(groupIds, currentGroupId) ?? groupIds[0]);
  if (groupId !== null) write(SELECTED_GROUP_KEY, groupId);
  selection = { groupId, sessionId: null };
  return selection;
}

export function serverSelection(): Selection {
  return NOTHING_SELECTED;
}

/** Changing the group resets the session to that group's first (sessionId null means "the first"). */
export function selectGroup(groupId: number) {
  selection = { groupId, sessionId: null };
  write(SELECTED_GROUP_KEY, groupId);
  for (const listener of listeners) listener();
}

export function selectSession(groupId: number, sessionId: number) {
  selection = { groupId, sessionId };
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests start each case from a fresh page load. */
export function resetSelectionForTests() {
  selection = null;
  listeners.clear();
}
