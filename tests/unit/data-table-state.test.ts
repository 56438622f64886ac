import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseTableState,
  serializeTableState,
  viewQuery,
  withFilters,
  withPage,
  withSort,
  type TableUrlConfig,
} from '@/components/ui/data-table-state';

const config: TableUrlConfig = {
  defaultSort: { id: 'studentId', desc: false },
  sortKeys: ['studentId', 'name', 'admissionYear'],
  filterKeys: ['search', 'status', 'admissionYears'],
};

describe('DataTable URL state', () => {
  it('reads sort, order, page and the filters it knows', () => {
    const state = parseTableState(new URLSearchParams('sortBy=name&order=desc&page=3&search=สมชาย&status=active&other=1'), config);
    expect(state).toEqual({ sort: { id: 'name', desc: true }, page: 3, filters: { search: 'สมชาย', status: 'active' } });
  });

  it('falls back to the default sort and page 1 for missing or hand-edited values', () => {
    expect(parseTableState(new URLSearchParams('sortBy=password&page=-2'), config)).toEqual({
      sort: { id: 'studentId', desc: false },
      page: 1,
      filters: {},
    });
    expect(parseTableState(new URLSearchParams('page=abc'), config).page).toBe(1);
    expect(parseTableState(new URLSearchParams('page=0'), config).page).toBe(1);
    expect(parseTableState(new URLSearchParams(''), {}).sort).toBeNull();
  });

  it('reads `order=desc` without `sortBy` as the default key descending, as the server does, and the export query keeps it', () => {
    const state = parseTableState(new URLSearchParams('search=67&order=desc'), config);
    expect(state.sort).toEqual({ id: 'studentId', desc: true });
    expect(viewQuery(state, config).toString()).toBe('search=67&sortBy=studentId&order=desc');
    expect(parseTableState(new URLSearchParams('order=asc'), config).sort).toEqual({ id: 'studentId', desc: false });
  });

  it('leaves defaults out of the URL and keeps the page’s other parameters', () => {
    const base = new URLSearchParams('sessionId=4&page=9&sortBy=name');
    const params = serializeTableState({ sort: { id: 'studentId', desc: false }, page: 1, filters: { search: 'ก' } }, config, base);
    expect(params.toString()).toBe('sessionId=4&search=%E0%B8%81');
    const descending = serializeTableState({ sort: { id: 'admissionYear', desc: true }, page: 2, filters: {} }, config);
    expect(descending.toString()).toBe('sortBy=admissionYear&order=desc&page=2');
  });

  it('goes back to page 1 when the sort or a filter changes, not when the page does', () => {
    const state = parseTableState(new URLSearchParams('page=4&status=active'), config);
    expect(withSort(state, { id: 'name', desc: false }).page).toBe(1);
    expect(withFilters(state, { status: null, search: 'x' })).toEqual({
      sort: { id: 'studentId', desc: false },
      page: 1,
      filters: { search: 'x' },
    });
    expect(withPage(state, 5).page).toBe(5);
  });

  it('names the whole view (filters and sort, every page) for exports and "all matching"', () => {
    const state = parseTableState(new URLSearchParams('page=4&status=inactive&search=a'), config);
    expect(viewQuery(state, config).toString()).toBe('search=a&status=inactive&sortBy=studentId');
  });

  it('round-trips any state: serialize then parse gives the same view', () => {
    const filterValue = fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined });
    fc.assert(
      fc.property(
        fc.constantFrom('studentId', 'name', 'admissionYear'),
        fc.boolean(),
        fc.integer({ min: 1, max: 99_999 }),
        fc.record({ search: filterValue, status: filterValue, admissionYears: filterValue }),
        (id, desc, page, rawFilters) => {
          const filters = Object.fromEntries(
            Object.entries(rawFilters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          );
          const state = { sort: { id, desc }, page, filters };
          const params = serializeTableState(state, config, 'unrelated=yes');
          const again = parseTableState(new URLSearchParams(params.toString()), config);
          expect(again).toEqual(state);
          expect(params.get('unrelated')).toBe('yes');
          // One view, one URL: serializing the parsed state gives the same parameters.
          expect(serializeTableState(again, config, 'unrelated=yes').toString()).toBe(params.toString());
        },
      ),
    );
  });
});
