'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { useToast } from './use-toast';

type View = ComponentType;
let loading: Promise<View> | undefined;
function loadView(): Promise<View> {
  loading ??= import('./toaster-view').then((module) => module.ToasterView);
  return loading;
}

/**
 * Mount once in the root layout; shows what `toast()` raises, one at a time.
 *
 * Radix's toast is some 13 KB of compressed JavaScript that no first paint needs (docs/performance.md,
 * Screens): it loads when the browser is idle after the page has drawn, or at once when a toast comes first.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [View, setView] = useState<View | undefined>(undefined);
  const hasToasts = toasts.length > 0;

  useEffect(() => {
    if (View) return;
    let isCurrent = true;
    const show = () => {
      void loadView().then((loaded) => {
        if (isCurrent) setView(() => loaded);
      });
    };
    if (hasToasts) {
      show();
      return () => {
        isCurrent = false;
      };
    }
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(show, { timeout: 4000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(show, 2000) : undefined;
    return () => {
      isCurrent = false;
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [View, hasToasts]);

  return View ? <View /> : null;
}
