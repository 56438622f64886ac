'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. A control that the server
 * renders works only from then on: a click before it is lost, a typed character is overwritten by the state, and
 * a form's submit goes to the server as a plain GET with its fields (a password too) in the address. On a busy
 * machine that window lasts seconds, so such controls stay disabled until React runs.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Disables every control inside until React runs (see useIsHydrated); it adds no box of its own. */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const isHydrated = useIsHydrated();
  return (
    <fieldset disabled={!isHydrated} className="contents">
      {children}
    </fieldset>
  );
}
