import { ArrowRight, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { cn } from '@/lib/cn';

export type QuickLink = { href: string; title: string; description: string; icon: LucideIcon };

export function QuickLinks({ items, className }: { items: QuickLink[]; className?: string }) {
  return (
    <ul className={cn('grid gap-3 sm:grid-cols-2', className)}>
      {items.map(({ href, title, description, icon: Icon }) => (
        <li key={href}>
          <Link
            href={href}
            className="group flex h-full items-start gap-3.5 rounded-2xl border bg-white p-4 shadow-card transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5 text-[0.95rem] font-semibold text-gray-900">
                {title}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-gray-500 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700"
                />
              </span>
              <span className="mt-0.5 block text-sm text-gray-600">{description}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
