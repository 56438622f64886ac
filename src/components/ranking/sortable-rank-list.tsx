'use client';

import { GripVertical } from 'lucide-react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

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

// One load for every list of the page; kept once loaded, so a list that mounts later draws the draggable rows at once.
type Draggable = ComponentType<SortableRankListProps<RankRow>>;
let draggable: Draggable | undefined;
let loading: Promise<Draggable> | undefined;
function loadDraggable(): Promise<Draggable> {
  loading ??= import('./sortable-rank-list-dnd').then((module) => (draggable = module.default as Draggable));
  return loading;
}

/**
 * A vertical list the student or company orders by dragging a row's handle (mouse, touch, or the
 * keyboard: space to lift, arrows to move, space to drop) or with each row's own move buttons.
 * Screen readers hear every step in Thai.
 *
 * The server renders the rows and their move buttons, which work from hydration on; dnd-kit arrives after
 * the first paint and then takes over the same markup (docs/performance.md, Screens). Until then the
 * drag handles are there but inert.
 */
export function SortableRankList<Row extends RankRow>(props: SortableRankListProps<Row>) {
  const [Loaded, setLoaded] = useState<Draggable | undefined>(() => draggable);
  useEffect(() => {
    if (Loaded) return;
    let isCurrent = true;
    void loadDraggable().then((component) => {
      if (isCurrent) setLoaded(() => component);
    });
    return () => {
      isCurrent = false;
    };
  }, [Loaded]);

  if (Loaded) return <Loaded {...(props as unknown as SortableRankListProps<RankRow>)} />;
  const { rows, onReorder, renderRow, label, isDisabled = false } = props;
  return (
    <ol aria-label={label} className="grid gap-2">
      {rows.map((row, index) => (
        <li key={row.key} className="flex items-stretch gap-2">
          {isDisabled ? null : (
            <button type="button" aria-label={`ลาก ${row.label} เพื่อเปลี่ยนลำดับ`} aria-disabled="true" className={DRAG_HANDLE_CLASS}>
              <GripVertical aria-hidden="true" className="size-4" />
            </button>
          )}
          <div className="min-w-0 flex-1">{renderRow(row, { index, count: rows.length, move: (delta) => moveRow(rows, onReorder, index, delta) })}</div>
        </li>
      ))}
    </ol>
  );
}
