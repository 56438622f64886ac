'use client';

import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import type { ToastVariant } from './use-toast';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  const t = useTranslations('Common');
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.region')}
      {...props}
    />
  );
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const t = useTranslations('Common');
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      label={t('toast.regionHotkey', { hotkey: '{hotkey}' })}
      className={cn(
        // At the top: a dialog's actions sit at its bottom, and a toast there covered its primary button.
        'fixed top-0 right-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col gap-2 p-4 outline-none md:max-w-[319px]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group toast-swipe pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border bg-white pr-9 shadow-raised',
    'before:absolute before:inset-y-0 before:left-0 before:w-1',
    'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
  ],
  {
    variants: {
      variant: {
        info: 'border-info-200 before:bg-info-600',
        success: 'border-success-200 before:bg-success-600',
        warning: 'border-warning-200 before:bg-warning-500',
        error: 'border-error-200 before:bg-error-600',
      },
      size: {
        sm: 'p-3 pl-4 text-sm',
        lg: 'p-4 pl-5 text-base',
      },
    },
    defaultVariants: { variant: 'info', size: 'sm' },
  },
);

const icons: Record<ToastVariant, typeof Info> = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };
const iconColours: Record<ToastVariant, string> = {
  info: 'text-info-700',
  success: 'text-success-700',
  warning: 'text-warning-700',
  error: 'text-error-700',
};

type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, size, children, ...props }: ToastProps) {
  const tone = variant ?? 'info';
  const Icon = icons[tone];
  return (
    <ToastPrimitive.Root
      // Errors and warnings interrupt (assertive); the rest wait their turn (polite).
      type={tone === 'error' || tone === 'warning' ? 'foreground' : 'background'}
      className={cn(toastVariants({ variant, size }), className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 shrink-0', size === 'lg' ? 'size-6' : 'size-5', iconColours[tone])} />
      <div className="grid min-w-0 flex-1 gap-0.5">{children}</div>
    </ToastPrimitive.Root>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-semibold text-gray-900', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-gray-700 [overflow-wrap:anywhere]', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'mt-2 inline-flex h-8 w-fit items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useTranslations('Common');
  return (
    <ToastPrimitive.Close
      aria-label={t('toast.close')}
      className={cn(
        'absolute top-2 right-2 inline-flex size-7 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
