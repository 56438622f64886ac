'use client';

import {
  cloneElement,
  isValidElement,
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onDemand } from './use-on-demand';

export type ConfirmDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'error' for destructive actions: a warning icon and a red confirm button. */
  tone?: 'default' | 'error';
  /** May be async; the dialog shows a spinner and closes when it resolves, stays open if it throws. */
  onConfirm: () => void | Promise<void>;
  /** An element that opens the dialog (uncontrolled use). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

type View = ComponentType<ConfirmDialogProps & { defaultOpen?: boolean }>;
const loadView = onDemand<View>(() => import('./confirm-dialog-view').then((module) => module.ConfirmDialogView));

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
};

/**
 * Asks before an action. Until it first opens, only its trigger is on the page: Radix's dialog
 * (confirm-dialog-view.tsx) is loaded when the pointer or the focus reaches the trigger and shown when it is pressed,
 * so the screens that carry a confirmation for every row or beside a list (the ranking's submit) hydrate none of it
 * (docs/performance.md, Screens). Controlled (`open`), it loads when first opened.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [ConfirmDialogView, setView] = useState<View | undefined>(undefined);
  const [isOpenedEarly, setIsOpenedEarly] = useState(false);
  const isWanted = props.open === true || isOpenedEarly;
  const { onOpenChange } = props;

  useEffect(() => {
    if (!isWanted || ConfirmDialogView) return;
    let isCurrent = true;
    loadView().then(
      (view) => {
        if (isCurrent) setView(() => view);
      },
      () => {
        // The chunk did not come (a dropped connection; in `next dev`, a chunk rebuilt since the page loaded): the
        // press is undone rather than left hanging, and the next one loads again (onDemand keeps no failure).
        if (!isCurrent) return;
        setIsOpenedEarly(false);
        onOpenChange?.(false);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, ConfirmDialogView, onOpenChange]);

  if (ConfirmDialogView) return <ConfirmDialogView {...props} defaultOpen={isOpenedEarly} />;
  const { trigger } = props;
  if (!isValidElement<TriggerProps>(trigger)) return null;
  const own = trigger.props;
  // The attributes Radix's trigger gives it, so the button reads the same before and after the dialog has loaded.
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      void loadView();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      void loadView();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      if (event.defaultPrevented) return;
      setIsOpenedEarly(true);
      props.onOpenChange?.(true);
    },
  });
}
