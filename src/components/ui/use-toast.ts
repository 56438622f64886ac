'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * A small toast store (shadcn's pattern on useSyncExternalStore). Only one toast shows at a time:
 * a new one replaces the old (SPEC §9). `toast()` works from anywhere in client code.
 */

export type ToastVariant = 'info' | 'success' | 'warning' | 'error';
export type ToastSize = 'sm' | 'lg';

export type ToastOptions = {
  title?: ReactNode;
  description?: ReactNode;
  /** Defaults to 'info'. */
  variant?: ToastVariant;
  /** Defaults to 'sm'. */
  size?: ToastSize;
  /** Milliseconds before it closes itself; the provider's default is 5000. */
  duration?: number;
  /** An optional <ToastAction altText="…"> element. */
  action?: ReactNode;
};

export type ToastItem = ToastOptions & { id: string; open: boolean };

export const TOAST_LIMIT = 1;
// Long enough for the close animation before the item leaves the list.
const REMOVE_DELAY_MS = 400;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of toasts) if (!item.open) scheduleRemoval(item.id);
}

function updateToast(id: string, options: ToastOptions) {
  emit(toasts.map((item) => (item.id === id ? { ...item, ...options } : item)));
}

export function toast(options: ToastOptions) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = `toast-${counter}`;
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id), update: (next: ToastOptions) => updateToast(id, next) };
}

toast.info = (title: ReactNode, description?: ReactNode) => toast({ title, description, variant: 'info' });
toast.success = (title: ReactNode, description?: ReactNode) => toast({ title, description, variant: 'success' });
toast.warning = (title: ReactNode, description?: ReactNode) => toast({ title, description, variant: 'warning' });
toast.error = (title: ReactNode, description?: ReactNode) => toast({ title, description, variant: 'error' });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;
const emptyServerSnapshot: ToastItem[] = [];
const getServerSnapshot = () => emptyServerSnapshot;

export function useToast() {
  const items = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}
