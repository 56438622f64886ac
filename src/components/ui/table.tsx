import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A data table that scrolls sideways on small screens instead of squeezing its columns. */
export function Table({ className, caption, ...props }: ComponentProps<'table'> & { caption?: string }) {
  return (
    // Focusable and named, so keyboard users can scroll a wide table sideways (axe: scrollable-region-focusable).
    <div
      className="relative overflow-x-auto rounded-xl border bg-white shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className={cn('w-full border-collapse text-sm', className)} {...props}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {props.children}
      </table>
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-gray-50 text-left text-xs font-semibold text-gray-700', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-gray-100', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-gray-50/70 aria-selected:bg-brand-50', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('border-b px-4 py-3 whitespace-nowrap', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle text-gray-800', className)} {...props} />;
}

/** The one row of an empty table, spanning every column. */
export function TableEmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-10 text-center text-sm text-gray-600">
        {children}
      </td>
    </tr>
  );
}
