import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/** Covers the whole screen while something the page depends on is loading. */
export function LoadingOverlay({ label = 'กำลังโหลด…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className={cn('fixed inset-0 z-[80] flex flex-col items-center justify-center gap-4 bg-white/85 backdrop-blur-sm animate-fade-in', className)}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 ring-1 ring-brand-100">
        <Spinner className="size-7 text-brand-600" />
      </span>
      <span className="text-base font-medium text-gray-800">{label}</span>
    </div>
  );
}
