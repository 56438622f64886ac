'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

const neverChanges = () => () => {};

/**
 * The full-screen loading overlay of SPEC §2, for an action that takes seconds and must not be interrupted (running
 * the matching, closing a round, an import, generating a report file). While it shows:
 * - it covers the whole screen above dialogs (toasts stay above it, so the outcome is read at once);
 * - the rest of the page is `inert`: no click, no key and no screen reader reaches it, so nothing starts twice;
 * - it holds the focus itself (a status region with aria-busy, its label announced), and gives it back to where it
 *   was when it goes, so a keyboard user carries on from the same place;
 * - leaving or reloading the page asks for confirmation first.
 */
export function LoadingOverlay({ label: labelProp, description, className }: { label?: string; description?: string; className?: string }) {
  const t = useTranslations('Common');
  const label = labelProp ?? t('loading');
  const overlayRef = useRef<HTMLDivElement>(null);
  // document.body exists only in the browser: the server renders nothing, the browser the portal.
  const isInBrowser = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const container = isInBrowser ? document.body : null;
  // The label goes into the live region after it is in the page: a region born with its text is not always announced.
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = new Set<HTMLElement>();
    const makeInert = (node: Node) => {
      if (!(node instanceof HTMLElement) || node === overlay || node.inert) return;
      node.inert = true;
      others.add(node);
    };
    document.body.childNodes.forEach(makeInert);
    // What is added to the body while the overlay shows (a toast's portal, Next.js' route announcer on a slow load)
    // is made inert too: nothing but the overlay may take a click or a key until the work is done.
    const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(makeInert)));
    observer.observe(document.body, { childList: true });
    overlay.focus({ preventScroll: true });
    const keepFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !overlay.contains(event.target)) overlay.focus({ preventScroll: true });
    };
    const askBeforeLeaving = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('focusin', keepFocus);
    window.addEventListener('beforeunload', askBeforeLeaving);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', keepFocus);
      window.removeEventListener('beforeunload', askBeforeLeaving);
      for (const element of others) element.inert = false;
      if (previous?.isConnected && document.activeElement === overlay) previous.focus({ preventScroll: true });
    };
  }, [container]);

  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(label), 50);
    return () => clearTimeout(timer);
  }, [label]);

  if (!container) return null;
  return createPortal(
    <div
      ref={overlayRef}
      tabIndex={-1}
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={label}
      data-testid="loading-overlay"
      className={cn(
        'fixed inset-0 z-[80] flex flex-col items-center justify-center gap-4 bg-white/85 px-6 text-center outline-none backdrop-blur-sm animate-fade-in',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-100">
        <Spinner className="size-7 text-brand-600" />
      </span>
      <span className="text-base font-medium text-gray-800">{announced || label}</span>
      {description ? <span className="max-w-md text-sm text-gray-700">{description}</span> : null}
    </div>,
    container,
  );
}

/**
 * `const blocking = useBlockingTask();` then `await blocking.run(label, () => apiFetch(…))` and render
 * `{blocking.overlay}`: the overlay shows for exactly as long as the task runs, whether it succeeds or throws.
 */
export function useBlockingTask(): {
  run: <T>(label: string, task: () => Promise<T>, description?: string) => Promise<T>;
  overlay: ReactNode;
  isRunning: boolean;
} {
  const [state, setState] = useState<{ label: string; description?: string } | null>(null);
  const run = useCallback(async <T,>(label: string, task: () => Promise<T>, description?: string): Promise<T> => {
    setState({ label, description });
    try {
      return await task();
    } finally {
      setState(null);
    }
  }, []);
  return { run, overlay: state ? <LoadingOverlay label={state.label} description={state.description} /> : null, isRunning: state !== null };
}
