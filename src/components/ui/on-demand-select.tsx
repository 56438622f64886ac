'use client';

import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { SELECT_TRIGGER_CLASS } from './select-trigger-class';
import { onDemand, useOnDemand } from './use-on-demand';

export type OnDemandSelectProps = {
  value: string;
  options: { value: string; label: string }[];
  onValueChange: (value: string) => void;
  placeholder?: string;
  className?: string;
  /** Labelled by a <label htmlFor={id}>, or by `aria-labelledby`. */
  id?: string;
  'aria-labelledby'?: string;
};

const loadOptionSelect = onDemand(() => import('./option-select').then((module) => module.OptionSelect));

/**
 * A select of plain options whose Radix code is loaded only when the user heads for it (useOnDemand): until then a
 * plain button with the select's look, role, label and value, which evaluates and hydrates almost nothing. For
 * selects that every page or a page's first screen shows (the header's session picker, a list's filters); a select
 * inside a dialog or a form loads with it and can use Select directly.
 */
export function OnDemandSelect(props: OnDemandSelectProps) {
  const { view: OptionSelect, intent, triggerProps } = useOnDemand(loadOptionSelect, { openingKeys: ['ArrowDown', 'ArrowUp'] });
  const listboxId = useId();
  if (OptionSelect) return <OptionSelect {...props} defaultOpen={intent === 'open'} autoFocus={intent === 'focus'} />;
  const { value, options, placeholder, className, id, 'aria-labelledby': labelledBy } = props;
  const selected = options.find((option) => option.value === value);
  // The element Radix's trigger renders while closed: a button with the combobox role, naming the list it will open.
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-labelledby={labelledBy}
      aria-controls={listboxId}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={selected ? undefined : ''}
      className={cn(SELECT_TRIGGER_CLASS, className)}
      {...triggerProps}
    >
      <span className="pointer-events-none">{selected ? selected.label : placeholder}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-gray-600" />
    </button>
  );
}
