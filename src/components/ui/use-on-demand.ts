'use client';

import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How far the user has gone towards the control when its code arrives: each step includes the one before. */
export type DemandIntent = 'load' | 'focus' | 'open';
const RANK: Record<DemandIntent, number> = { load: 0, focus: 1, open: 2 };

/**
 * An `import()` run once, on first demand, and shared by every instance that asks for it. One that failed (a chunk the
 * dev server has rebuilt since, a dropped connection) is not kept: the next demand tries again.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * A header control drawn first as a plain button that looks and is labelled exactly like the real trigger, while the
 * code behind it (Radix's select, menu or dialog) is loaded only when the user heads for it: the pointer over it or
 * the focus on it loads it, and the real control takes the button's place (with the focus, if it had it); a press
 * that comes first opens the real control as soon as it has arrived. So none of it is evaluated or hydrated while
 * the page loads (docs/performance.md, Screens), and a press right after a navigation is never lost.
 *
 * `view` is the loaded module's value; `intent` says whether the real control should open at once (`open`) or take
 * the focus (`focus`). Spread `triggerProps` on the plain button. Enter and Space press it as any button;
 * `openingKeys` adds the keys the real trigger also opens on (a select's and a menu's arrows); `opensOnPointerDown`
 * says whether it opens on a mouse's press, as a select and a menu do, or on the click, as a dialog does.
 */
export function useOnDemand<T>(
  load: () => Promise<T>,
  { openingKeys = [], opensOnPointerDown = true }: { openingKeys?: string[]; opensOnPointerDown?: boolean } = {},
) {
  const [view, setView] = useState<{ value: T }>();
  // State, not a value read when the code arrives: a press may come after the code has arrived but before React has
  // drawn the real control, and must still open it.
  const [intent, setIntent] = useState<DemandIntent>('load');
  const intentRef = useRef<DemandIntent | undefined>(undefined);

  const demand = useCallback(
    (next: DemandIntent) => {
      const isFirst = intentRef.current === undefined;
      if (!isFirst && RANK[intentRef.current!] >= RANK[next]) return;
      intentRef.current = next;
      setIntent(next);
      if (isFirst) void load().then((value) => setView({ value }));
    },
    [load],
  );
  // Focus that has already moved on is not taken back when the code arrives.
  const onBlur = useCallback(() => {
    if (intentRef.current !== 'focus') return;
    intentRef.current = 'load';
    setIntent('load');
  }, []);

  const triggerProps = {
    onPointerEnter: () => demand('load'),
    onFocus: () => demand('focus'),
    onBlur,
    // Radix's select and menu open on a mouse's press, not on its release, and keep the press from moving the focus
    // (the opened control takes it; the press's focus would land on the trigger that has just replaced this button
    // and close it).
    onPointerDown: (event: PointerEvent) => {
      if (!opensOnPointerDown || event.pointerType !== 'mouse' || event.button !== 0 || event.ctrlKey) return demand('load');
      event.preventDefault();
      demand('open');
    },
    onClick: () => demand('open'),
    onKeyDown: (event: KeyboardEvent) => {
      if (!openingKeys.includes(event.key)) return;
      event.preventDefault();
      demand('open');
    },
  };

  return { view: view?.value, intent, triggerProps };
}
