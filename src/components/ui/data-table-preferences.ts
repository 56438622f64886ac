'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** What one person chose for one table in this browser: which columns are hidden and how dense the rows are. */
export type TablePreferences = { hidden: string[]; density: 'comfortable' | 'compact' };

export const DEFAULT_PREFERENCES: TablePreferences = { hidden: [], density: 'comfortable' };

export function preferencesKey(tableId: string): string {
  return `data-table:${tableId}`;
}

export function parsePreferences(raw: string | null): TablePreferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return DEFAULT_PREFERENCES;
    const { hidden, density } = value as Record<string, unknown>;
    return {
      hidden: Array.isArray(hidden) ? hidden.filter((id): id is string => typeof id === 'string') : [],
      density: density === 'compact' ? 'compact' : 'comfortable',
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

const listeners = new Set<() => void>();
// The parsed value per raw string, so useSyncExternalStore sees the same object until the choice changes.
const parsedCache = new Map<string, TablePreferences>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the same table's choice applies here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(tableId: string): string | null {
  try {
    return window.localStorage.getItem(preferencesKey(tableId));
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the table still works, it just forgets.
    return null;
  }
}

/**
 * The stored choice of a table; the server render and the first client render use the defaults, so the
 * markup hydrates and the stored choice applies right after.
 */
export function useTablePreferences(tableId: string): [TablePreferences, (change: Partial<TablePreferences>) => void] {
  const preferences = useSyncExternalStore(
    subscribe,
    () => {
      const raw = readRaw(tableId);
      if (raw === null) return DEFAULT_PREFERENCES;
      let parsed = parsedCache.get(raw);
      if (!parsed) {
        parsed = parsePreferences(raw);
        parsedCache.set(raw, parsed);
      }
      return parsed;
    },
    () => DEFAULT_PREFERENCES,
  );

  const update = useCallback(
    (change: Partial<TablePreferences>) => {
      const next = { ...parsePreferences(readRaw(tableId)), ...change };
      try {
        window.localStorage.setItem(preferencesKey(tableId), JSON.stringify(next));
      } catch {
        // Not stored; nothing else to do.
      }
      for (const listener of listeners) listener();
    },
    [tableId],
  );

  return [preferences, update];
}
