import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  className,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start gap-4 rounded-2xl border bg-white p-4 shadow-card sm:p-5', className)}>
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:flex">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-[0.8rem] text-gray-600 sm:text-sm">{label}</p>
        <p className="mt-0.5 text-2xl leading-tight font-bold text-gray-900 tabular-nums">{value}</p>
        {hint ? <p className="mt-1 text-xs text-gray-600">{hint}</p> : null}
      </div>
    </div>
  );
}
