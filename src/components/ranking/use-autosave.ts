'use client';

import { useEffect, useRef, useState } from 'react';

export type AutosaveState = { status: 'idle' | 'saving' | 'saved' | 'error'; savedAt: Date | null; error: string | null };

/**
 * Saves `value` a short pause after it last changed (not on every keystroke or drag step), one save
 * at a time: a change made while a save is in flight is saved right after it, so the server always
 * ends with the newest list. The first value (what the server sent) is not saved back.
 */
export function useAutosave<T>(value: T, save: (value: T) => Promise<void>, delayMs = 700): AutosaveState & { flush: () => Promise<void> } {
  const [state, setState] = useState<AutosaveState>({ status: 'idle', savedAt: null, error: null });
  const latest = useRef(value);
  const saved = useRef(value);
  const inFlight = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  saveRef.current = save;
  latest.current = value;

  async function flush(): Promise<void> {
    while (inFlight.current) await inFlight.current;
    if (latest.current === saved.current) return;
    const target = latest.current;
    setState((previous) => ({ ...previous, status: 'saving', error: null }));
    inFlight.current = saveRef
      .current(target)
      .then(() => {
        saved.current = target;
        setState({ status: 'saved', savedAt: new Date(), error: null });
      })
      .catch((error: unknown) => {
        setState((previous) => ({ ...previous, status: 'error', error: error instanceof Error ? error.message : String(error) }));
        throw error;
      })
      .finally(() => {
        inFlight.current = null;
      });
    await inFlight.current;
    if (latest.current !== target) await flush();
  }

  useEffect(() => {
    if (value === saved.current) return;
    const timer = setTimeout(() => void flush().catch(() => undefined), delayMs);
    return () => clearTimeout(timer);
    // flush reads refs only; re-arming on each value change is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, delayMs]);

  return { ...state, flush };
}
