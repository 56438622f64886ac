'use client';

import { cloneElement, isValidElement, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { ConfirmDialogView } from './confirm-dialog-view';

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

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * Asks before an action. Until it first opens, only its trigger is on the page: Radix's dialog
 * (confirm-dialog-view.tsx) is drawn when the trigger is pressed, so the screens that carry a confirmation for every
 * row or beside a list (the ranking's submit) hydrate none of it (docs/performance.md, Screens). Controlled (`open`),
 * it is drawn when first opened. Its code comes with the page, not as a chunk of its own fetched on the first press:
 * a chunk the dev server has since rebuilt answers 404, and the press would open nothing.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [isOpenedEarly, setIsOpenedEarly] = useState(false);
  const [isDrawn, setIsDrawn] = useState(false);
  if (!isDrawn && (props.open === true || isOpenedEarly)) setIsDrawn(true);

  if (isDrawn || props.open === true) return <ConfirmDialogView {...props} defaultOpen={isOpenedEarly} />;
  const { trigger } = props;
  if (!isValidElement<TriggerProps>(trigger)) return null;
  // The attributes Radix's trigger gives it, so the button reads the same before and after the dialog is drawn.
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: (event: MouseEvent<HTMLElement>) => {
      trigger.props.onClick?.(event);
      if (event.defaultPrevented) return;
      setIsOpenedEarly(true);
      props.onOpenChange?.(true);
    },
  });
}
