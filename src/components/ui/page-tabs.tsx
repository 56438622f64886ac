import Link from 'next/link';
import { cn } from '@/lib/cn';

export type PageTab<K extends string> = { key: K; label: string; href: string };

/** The tab strip of a page whose parts are addresses (`?tab=…`), so a reload and a shared link keep the tab. */
export function PageTabs<K extends string>({ tabs, current, label }: { tabs: readonly PageTab<K>[]; current: K; label: string }) {
  return (
    <nav aria-label={label} className="mb-5 border-b">
      <ul className="-mb-px flex gap-1">
        {tabs.map((item) => (
          <li key={item.key}>
            <Link
              href={item.href}
              aria-current={item.key === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center border-b-2 px-3 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                item.key === current
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
              )}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
