import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border font-medium whitespace-nowrap [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        neutral: 'border-gray-200 bg-gray-100 text-gray-700',
        info: 'border-info-200 bg-info-50 text-info-800',
        brand: 'border-brand-200 bg-brand-50 text-brand-800',
        success: 'border-success-200 bg-success-50 text-success-800',
        warning: 'border-warning-200 bg-warning-50 text-warning-800',
        error: 'border-error-200 bg-error-50 text-error-800',
      },
      size: {
        sm: 'px-2 py-0 text-xs leading-5',
        md: 'px-2.5 py-0.5 text-sm',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { dot?: boolean };

const dotColours = {
  neutral: 'bg-gray-500',
  info: 'bg-info-600',
  brand: 'bg-brand-600',
  success: 'bg-success-600',
  warning: 'bg-warning-600',
  error: 'bg-error-600',
};

export function Badge({ className, tone, size, dot = false, children, ...props }: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ tone, size }), className)} {...props}>
      {dot ? <span aria-hidden="true" className={cn('size-1.5 rounded-full', dotColours[tone ?? 'neutral'])} /> : null}
      {children}
    </span>
  );
}
