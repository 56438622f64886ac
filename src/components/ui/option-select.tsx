'use client';

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import type { OnDemandSelectProps } from './on-demand-select';

/** A Radix select of plain options: loaded by OnDemandSelect in its plain trigger's place (on-demand-select.tsx). */
export function OptionSelect({
  value,
  options,
  onValueChange,
  placeholder,
  className,
  defaultOpen,
  autoFocus,
  ...labelling
}: OnDemandSelectProps & { defaultOpen: boolean; autoFocus: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger className={className} autoFocus={autoFocus} {...labelling}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
