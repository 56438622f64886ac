import type { ReactNode } from 'react';

// What the plain list and its drag-and-drop version (loaded after the first paint) share, in a module of its own so
// that neither imports the other.

export type RankRow = { key: string; label: string };

export type RankRowControls = {
  index: number;
  count: number;
  /** Moves the row by one place up (-1) or down (+1): the keyboard users' way, beside drag and drop. */
  move: (delta: -1 | 1) => void;
};

export type SortableRankListProps<Row extends RankRow> = {
  rows: Row[];
  onReorder: (rows: Row[]) => void;
  renderRow: (row: Row, controls: RankRowControls) => ReactNode;
  label: string;
  isDisabled?: boolean;
};

export const DRAG_HANDLE_CLASS =
  'flex w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing';

/** The move buttons' reorder, the same before and after drag and drop has loaded. */
export function moveRow<Row>(rows: Row[], onReorder: (rows: Row[]) => void, index: number, delta: -1 | 1): void {
  const target = index + delta;
  if (target < 0 || target >= rows.length) return;
  const next = [...rows];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  onReorder(next);
}
