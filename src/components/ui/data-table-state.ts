/**
 * The view of a server-sorted, server-paged list as it lives in the URL: `?sortBy=&order=&page=` plus the
 * table's own filter keys. Pure functions, so the round trip (parse → serialize → parse) is unit-tested and
 * the same code serves the table, its export link and "all rows matching this filter".
 */

export type SortState = { id: string; desc: boolean };

export type TableUrlConfig = {
  /** The order the server applies when the URL names none; it is left out of the URL so links stay short. */
  defaultSort?: SortState;
  /** Sort keys the server accepts; anything else in the URL falls back to the default. */
  sortKeys?: readonly string[];
  /** URL keys that narrow the rows (search, status, …): they travel with exports and "all matching". */
  filterKeys?: readonly string[];
};

export type TableUrlState = { sort: SortState | null; page: number; filters: Record<string, string> };

export const SORT_PARAM = 'sortBy';
export const ORDER_PARAM = 'order';
export const PAGE_PARAM = 'page';

type ParamsLike = Pick<URLSearchParams, 'get'>;

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

export function parseTableState(params: ParamsLike, config: TableUrlConfig = {}): TableUrlState {
  const sortBy = params.get(SORT_PARAM);
  const isKnown = sortBy !== null && sortBy !== '' && (!config.sortKeys || config.sortKeys.includes(sortBy));
  const desc = params.get(ORDER_PARAM) === 'desc';
  // `?order=desc` alone is the server's default key in descending order (the API reads it so): the table must agree,
  // or its header and its export link would describe another view than the rows shown.
  const orderOfDefault = !sortBy && params.get(ORDER_PARAM) !== null ? { desc } : {};
  const sort = isKnown ? { id: sortBy, desc } : config.defaultSort ? { ...config.defaultSort, ...orderOfDefault } : null;
  const filters: Record<string, string> = {};
  for (const key of config.filterKeys ?? []) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return { sort, page: parsePage(params.get(PAGE_PARAM)), filters };
}

function isDefaultSort(sort: SortState | null, config: TableUrlConfig): boolean {
  if (!sort) return true;
  return Boolean(config.defaultSort && config.defaultSort.id === sort.id && config.defaultSort.desc === sort.desc);
}

/**
 * The URL parameters of a state, on top of `base` (the page's other parameters survive). Defaults are left
 * out: page 1 and the default sort have no parameter, so one view has exactly one URL.
 */
export function serializeTableState(state: TableUrlState, config: TableUrlConfig = {}, base?: URLSearchParams | string): URLSearchParams {
  const next = new URLSearchParams(base);
  next.delete(SORT_PARAM);
  next.delete(ORDER_PARAM);
  next.delete(PAGE_PARAM);
  for (const key of config.filterKeys ?? []) next.delete(key);
  for (const [key, value] of Object.entries(state.filters)) if (value) next.set(key, value);
  if (state.sort && !isDefaultSort(state.sort, config)) {
    next.set(SORT_PARAM, state.sort.id);
    // Ascending is the server's default order, so only descending is written.
    if (state.sort.desc) next.set(ORDER_PARAM, 'desc');
  }
  if (state.page > 1) next.set(PAGE_PARAM, String(state.page));
  return next;
}

/** Changing the sort or a filter changes which rows are on which page, so both go back to page 1. */
export function withSort(state: TableUrlState, sort: SortState | null): TableUrlState {
  return { ...state, sort, page: 1 };
}

export function withFilters(state: TableUrlState, filters: Record<string, string | null | undefined>): TableUrlState {
  const merged: Record<string, string> = { ...state.filters };
  for (const [key, value] of Object.entries(filters)) {
    if (value) merged[key] = value;
    else delete merged[key];
  }
  return { ...state, filters: merged, page: 1 };
}

export function withPage(state: TableUrlState, page: number): TableUrlState {
  return { ...state, page: Math.max(1, Math.trunc(page)) };
}

/**
 * The query that names every row of the current view regardless of page: filters and sort, no page.
 * It is what an export link and an "all N matching" bulk action send to the server.
 */
export function viewQuery(state: TableUrlState, config: TableUrlConfig = {}): URLSearchParams {
  return serializeTableState({ ...state, page: 1 }, { ...config, defaultSort: undefined });
}

export function hrefWith(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
