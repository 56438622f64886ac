'use client';

import { GripVertical } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { DRAG_HANDLE_CLASS, moveRow, type RankRow, type RankRowControls, type SortableRankListProps } from './sortable-rank-list-shared';

export type { RankRow, RankRowControls, SortableRankListProps };

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
          <div className="min-w-0 flex-1">
            {renderRow(row, { index, count: rows.length, move: (delta) => moveRow(rows, onReorder, index, delta) })}
          </div>
        </li>
      ))}
    </ol>
  );
}
