'use client';

import { TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from './button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';

/** The confirmation as a Radix dialog: drawn by ConfirmDialog when it first opens (confirm-dialog.tsx). */
export function ConfirmDialogView({
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  trigger,
  open,
  onOpenChange,
  defaultOpen = false,
}: ConfirmDialogProps & { defaultOpen?: boolean }) {
  const t = useTranslations('Common');
  const [innerOpen, setInnerOpen] = useState(defaultOpen);
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
              // A <div>, not Radix's <p>: a description may hold a list (the ranking's submit lists its openings).
              <DialogDescription asChild>
                <div>{description}</div>
              </DialogDescription>
            ) : (
              <DialogDescription className="sr-only">{t('confirmDescription')}</DialogDescription>
            )}
          </div>
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="cancel" disabled={isPending}>
              {cancelLabel ?? t('cancel')}
            </Button>
          </DialogClose>
          <Button variant={tone === 'error' ? 'error' : 'solid'} isLoading={isPending} onClick={confirm}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
