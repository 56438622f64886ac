import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a list or screen shows before it has anything: an icon, what will appear here, and a next step. */
export function EmptyState({
  icon: Icon = Inbox,
  title,
  description,
  action,
  className,
  headingLevel = 'h2',
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <Heading className="mt-5 text-lg font-semibold text-gray-900">{title}</Heading>
      {description ? <p className="mt-1.5 max-w-md text-sm text-gray-600">{description}</p> : null}
      {action ? <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{action}</div> : null}
    </div>
  );
}
