'use client';

import { GripVertical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
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

/** Which row and which of its controls has the focus, to give it back after the list is drawn again. */
type FocusSpot = { row: number; control: number };
/** A press on a drag handle made before dragging had loaded, replayed on the draggable row's handle. */
type HandlePress = { row: number; init: PointerEventInit };
const CONTROLS = 'button, a[href], input, select, textarea, [tabindex]';
const HANDLE = '[data-drag-handle]';

function rowsOf(wrapper: HTMLElement): HTMLElement[] {
  return Array.from(wrapper.querySelectorAll<HTMLElement>(':scope > ol > li'));
}

function focusSpotIn(wrapper: HTMLElement | null): FocusSpot | null {
  const active = document.activeElement;
  if (!wrapper || !(active instanceof HTMLElement) || !wrapper.contains(active)) return null;
  const row = rowsOf(wrapper).findIndex((item) => item.contains(active));
  if (row < 0) return null;
  return { row, control: Array.from(rowsOf(wrapper)[row]!.querySelectorAll(CONTROLS)).indexOf(active) };
}

/**
 * A vertical list the student or company orders by dragging a row's handle (mouse, touch, or the
 * keyboard: space to lift, arrows to move, space to drop) or with each row's own move buttons.
 * Screen readers hear every step in Thai.
 *
 * The server renders the rows and their move buttons, which work from hydration on. dnd-kit is loaded when the user
 * heads for the list (the pointer over it, a touch on it, the focus in it), not while the page loads: taking over the
 * rows draws the whole list again, which a phone would pay for during the load (docs/performance.md, Screens). The
 * control that had the focus keeps it. Until then the drag handles are there but inert; a drag begun on one before
 * dnd-kit has arrived carries on once it has (its press is replayed on the draggable row's handle).
 */
export function SortableRankList<Row extends RankRow>(props: SortableRankListProps<Row>) {
  const [Loaded, setLoaded] = useState<Draggable | undefined>(() => draggable);
  const [isWanted, setIsWanted] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const focusSpot = useRef<FocusSpot | null>(null);
  // A press on a move button must not lose its click to the rows being drawn again between its down and its up.
  const isPressing = useRef(false);
  const pendingSwap = useRef<(() => void) | null>(null);
  const handlePress = useRef<HandlePress | null>(null);

  useEffect(() => {
    if (!isWanted || Loaded) return;
    let isCurrent = true;
    void loadDraggable().then((component) => {
      if (!isCurrent) return;
      const swap = () => {
        focusSpot.current = focusSpotIn(wrapperRef.current);
        setLoaded(() => component);
      };
      if (isPressing.current) pendingSwap.current = swap;
      else swap();
    });
    return () => {
      isCurrent = false;
    };
  }, [isWanted, Loaded]);

  useLayoutEffect(() => {
    const spot = focusSpot.current;
    if (!Loaded || !spot || !wrapperRef.current) return;
    focusSpot.current = null;
    const row = rowsOf(wrapperRef.current)[spot.row];
    row?.querySelectorAll<HTMLElement>(CONTROLS)[spot.control]?.focus();
  }, [Loaded]);

  // The button still held down on an inert handle becomes a press on the live one: dnd-kit's pointer sensor starts from
  // it and follows the moves still to come, so the drag that made dragging load is not lost.
  useLayoutEffect(() => {
    const press = handlePress.current;
    if (!Loaded || !press || !wrapperRef.current) return;
    handlePress.current = null;
    rowsOf(wrapperRef.current)[press.row]?.querySelector(HANDLE)?.dispatchEvent(new PointerEvent('pointerdown', press.init));
  }, [Loaded]);

  // A press that ends before dragging has loaded has nothing to replay.
  useEffect(() => {
    if (Loaded) return;
    const forget = () => (handlePress.current = null);
    window.addEventListener('pointerup', forget, true);
    window.addEventListener('pointercancel', forget, true);
    return () => {
      window.removeEventListener('pointerup', forget, true);
      window.removeEventListener('pointercancel', forget, true);
    };
  }, [Loaded]);

  const want = () => setIsWanted(true);
  const release = () => {
    isPressing.current = false;
    const swap = pendingSwap.current;
    pendingSwap.current = null;
    // After the click that this release completes has been handled.
    if (swap) window.setTimeout(swap, 0);
  };
  return (
    // `contents`: the wrapper only listens; the list lays out as if it were not there.
    <div
      ref={wrapperRef}
      className="contents"
      // Tells a test (and a reader of the DOM) that dragging has taken over the rows: the rows are drawn anew then.
      data-drag-ready={Loaded ? 'true' : 'false'}
      onPointerOver={want}
      onTouchStart={want}
      onFocus={want}
      onPointerDownCapture={(event) => {
        const handle = Loaded || event.button !== 0 ? null : (event.target as Element).closest(HANDLE);
        if (!handle) {
          isPressing.current = true;
          return;
        }
        // A press on a handle draws the draggable rows at once (it is no click that the redraw could lose), then is
        // replayed on them.
        const { clientX, clientY, screenX, screenY, pointerId, pointerType, isPrimary, buttons } = event.nativeEvent;
        const row = rowsOf(event.currentTarget).findIndex((item) => item.contains(handle));
        handlePress.current = {
          row,
          init: {
            bubbles: true,
            cancelable: true,
            clientX,
            clientY,
            screenX,
            screenY,
            pointerId,
            pointerType,
            isPrimary,
            buttons,
            button: 0,
          },
        };
        want();
      }}
      onPointerUpCapture={release}
      onPointerCancelCapture={release}
    >
      {Loaded ? <Loaded {...(props as unknown as SortableRankListProps<RankRow>)} /> : <PlainRankList {...props} />}
    </div>
  );
}

function PlainRankList<Row extends RankRow>({ rows, onReorder, renderRow, label, isDisabled = false }: SortableRankListProps<Row>) {
  const t = useTranslations('SortableRankList');
  return (
    <ol aria-label={label} className="grid grid-cols-1 gap-2">
      {rows.map((row, index) => (
        <li key={row.key} className="flex items-stretch gap-2">
          {isDisabled ? null : (
            <button
              type="button"
              aria-label={t('dragHandle', { label: row.label })}
              aria-disabled="true"
              data-drag-handle
              className={DRAG_HANDLE_CLASS}
            >
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
