import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, parsePreferences, preferencesKey } from '@/components/ui/data-table-preferences';

describe('remembered table preferences', () => {
  it('are stored per table', () => {
    expect(preferencesKey('admin-students')).toBe('data-table:admin-students');
    expect(preferencesKey('admin-students')).not.toBe(preferencesKey('admin-companies'));
  });

  it('read back what was stored', () => {
    expect(parsePreferences(JSON.stringify({ hidden: ['program', 'isActive'], density: 'compact' }))).toEqual({
      hidden: ['program', 'isActive'],
      density: 'compact',
    });
  });

  it('fall back to the defaults for nothing, junk or a hand-edited value', () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('{not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('"compact"')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(JSON.stringify({ hidden: ['a', 3, null], density: 'tiny' }))).toEqual({
      hidden: ['a'],
      density: 'comfortable',
    });
  });
});
