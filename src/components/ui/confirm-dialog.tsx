'use client';

import { TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

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

export function ConfirmDialog({
  title,
  description,
  confirmLabel = 'ยืนยัน',
  cancelLabel = 'ยกเลิก',
  tone = 'default',
  onConfirm,
  trigger,
  open,
  onOpenChange,
}: ConfirmDialogProps) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [isPending, setIsPending] = useState(false);
  const isOpen = open ?? innerOpen;
  const setOpen = (next: boolean) => {
    if (isPending) return;
    setInnerOpen(next);
    onOpenChange?.(next);
  };

  async function confirm() {
    setIsPending(true);
    try {
      await onConfirm();
      setIsPending(false);
      setInnerOpen(false);
      onOpenChange?.(false);
    } catch {
      // The caller reports the failure (usually with a toast); keep the dialog so the user can retry.
      setIsPending(false);
    }
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent role="alertdialog" hideClose>
        <div className="flex gap-4">
          {tone === 'error' ? (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-error-50 text-error-700">
              <TriangleAlert aria-hidden="true" className="size-5" />
            </span>
          ) : null}
          <div className="grid gap-1.5">
            <DialogTitle>{title}</DialogTitle>
            {description ? (
              <DialogDescription>{description}</DialogDescription>
            ) : (
              <DialogDescription className="sr-only">กรุณายืนยันการดำเนินการ</DialogDescription>
            )}
          </div>
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="cancel" disabled={isPending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={tone === 'error' ? 'error' : 'solid'} isLoading={isPending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
