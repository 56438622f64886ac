'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DRAG_HANDLE_CLASS, moveRow, type SortableRankListProps, type RankRow } from './sortable-rank-list-shared';

/**
 * The drag-and-drop half of SortableRankList, loaded after the first paint (sortable-rank-list.tsx):
 * dnd-kit is some 17 KB of compressed JavaScript that no first paint needs.
 */
export default function DraggableRankList<Row extends RankRow>({
  rows,
  onReorder,
  renderRow,
  label,
  isDisabled = false,
}: SortableRankListProps<Row>) {
  const t = useTranslations('SortableRankList');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = rows.map((row) => row.key);
  const labelOf = (key: string | number) => rows.find((row) => row.key === key)?.label ?? '';
  const positionOf = (key: string | number) => keys.indexOf(String(key)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pickedUp', { label: labelOf(active.id), position: positionOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('movedTo', { label: labelOf(active.id), position: positionOf(over.id) }) : t('outside', { label: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over ? t('droppedAt', { label: labelOf(active.id), position: positionOf(over.id) }) : t('dropped', { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('cancelled', { label: labelOf(active.id) }),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(rows, keys.indexOf(String(active.id)), keys.indexOf(String(over.id))));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('instructions') },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy} disabled={isDisabled}>
        <ol aria-label={label} className="grid grid-cols-1 gap-2">
          {rows.map((row, index) => (
            <SortableRow key={row.key} id={row.key} label={row.label} isDisabled={isDisabled}>
              {renderRow(row, { index, count: rows.length, move: (delta) => moveRow(rows, onReorder, index, delta) })}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, label, isDisabled, children }: { id: string; label: string; isDisabled: boolean; children: ReactNode }) {
  const t = useTranslations('SortableRankList');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: isDisabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-stretch gap-2', isDragging && 'relative z-10 opacity-90 shadow-lg')}
    >
      {isDisabled ? null : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('dragHandle', { label })}
          data-drag-handle
          className={DRAG_HANDLE_CLASS}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}
