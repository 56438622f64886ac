'use client';

import { Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';
import { Label } from './label';
import { useQueryState } from './use-query-state';

/**
 * A search box bound to one URL parameter (default `search`), applied 300 ms after the last key
 * so each keystroke does not reload the list; Enter applies at once. `showLabel` shows its label above it,
 * as the selects beside it in a filter row show theirs, so the row's boxes line up.
 */
export function SearchField({
  label,
  placeholder,
  param = 'search',
  className,
  showLabel = false,
}: {
  label: string;
  showLabel?: boolean;
  placeholder?: string;
  param?: string;
  className?: string;
}) {
  const t = useTranslations('Common');
  const id = useId();
  const { get, update } = useQueryState();
  const applied = get(param);
  const [value, setValue] = useState(applied);
  // When the URL changes from elsewhere (back button, a cleared filter), the box follows it.
  const [lastApplied, setLastApplied] = useState(applied);
  if (applied !== lastApplied) {
    setLastApplied(applied);
    setValue(applied);
  }
  useEffect(() => {
    if (value.trim() === applied) return;
    const timer = setTimeout(() => update({ [param]: value.trim() }), 300);
    return () => clearTimeout(timer);
  }, [value, applied, param, update]);

  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        {label}
      </Label>
      {/* The icon and the clear button are placed on the input itself, not on a cell a label makes taller. */}
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder ?? label}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') update({ [param]: value.trim() });
          }}
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            aria-label={t('clearSearch')}
            onClick={() => {
              setValue('');
              update({ [param]: null });
            }}
            className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
