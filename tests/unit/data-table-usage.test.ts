import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every data table of the portal is the one DataTable, and no table sorts or pages in the browser.
const root = join(import.meta.dirname, '..', '..');
const DATA_TABLE_FILES = new Set([
  'src/components/ui/data-table.tsx',
  'src/components/ui/data-table-states.tsx',
  'src/components/ui/table.tsx',
  // A fixed cross-tab of counts (rounds × statuses) on the dashboard: a chart in table form, no rows to sort, page or select.
  'src/components/home/admin-dashboard.tsx',
  // The date picker's month: the WAI-ARIA date picker pattern's grid of days, not a table of rows.
  'src/components/ui/thai-calendar.tsx',
]);

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

const files = [...sourceFiles(join(root, 'src/components')), ...sourceFiles(join(root, 'src/app'))].map((path) => ({
  path,
  text: readFileSync(join(root, path), 'utf8'),
}));

describe('tables of the portal', () => {
  it('scans the screens', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.text.includes('<DataTable'))).toBe(true);
  });

  it('have no hand-made <table> outside the DataTable', () => {
    const offenders = files.filter((file) => !DATA_TABLE_FILES.has(file.path) && /<table[\s>]/.test(file.text)).map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('never sort, filter or page rows in the browser (TanStack row models other than the core one)', () => {
    const offenders = files
      .filter((file) => /get(Sorted|Pagination|Filtered|Grouped|Expanded|Faceted\w*)RowModel/.test(file.text))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('keep the plain Table primitive for small static lists only: no paging, sorting or selection beside it', () => {
    const offenders = files
      .filter((file) => file.text.includes("from '@/components/ui/table'"))
      .filter((file) => /<Pagination\b|aria-sort|toggleSelected|aria-label=\{`เลือก/.test(file.text))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });

  it('keep the DataTable itself on manual (server) sorting and paging', () => {
    const table = files.find((file) => file.path === 'src/components/ui/data-table.tsx')!.text;
    expect(table).toMatch(/manualSorting: true/);
    expect(table).toMatch(/manualPagination: true/);
  });
});
