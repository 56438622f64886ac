import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg border font-medium',
    'transition-[color,background-color,border-color,box-shadow] duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-55 aria-disabled:pointer-events-none aria-disabled:opacity-55',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        solid: 'border-transparent bg-brand-600 text-white shadow-xs hover:bg-brand-700 active:bg-brand-800',
        outline: 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100',
        ghost: 'border-transparent bg-transparent text-gray-700 hover:bg-gray-100 hover:text-gray-900 active:bg-gray-200',
        cancel: 'border-gray-300 bg-white text-gray-700 shadow-xs hover:bg-gray-50 hover:text-gray-900 active:bg-gray-100',
        secondary: 'border-transparent bg-brand-50 text-brand-700 hover:bg-brand-100 active:bg-brand-200',
        successOutline:
          'border-success-600 bg-white text-success-700 hover:bg-success-50 active:bg-success-100 focus-visible:outline-success-600',
        errorOutline: 'border-error-600 bg-white text-error-700 hover:bg-error-50 active:bg-error-100 focus-visible:outline-error-600',
        error:
          'border-transparent bg-error-700 text-white shadow-xs hover:bg-error-800 active:bg-error-800 focus-visible:outline-error-600',
      },
      size: {
        sm: 'h-8 px-3 text-sm [&_svg]:size-4',
        md: 'h-10 px-4 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'solid', size: 'md' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a Link) with the button's styles instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and sets aria-busy; the label stays for screen readers. */
    isLoading?: boolean;
    /** Text announced while loading ("Saving…" in the page's language); defaults to the button's own label. */
    loadingText?: string;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  isLoading = false,
  loadingText,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (asChild) {
    return (
      <Slot className={classes} aria-disabled={disabled || isLoading || undefined} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button type={type ?? 'button'} className={classes} disabled={disabled || isLoading} aria-busy={isLoading || undefined} {...props}>
      {isLoading ? <Spinner /> : null}
      {isLoading && loadingText ? loadingText : children}
    </button>
  );
}
