'use client';

import { useState, type ComponentProps } from 'react';
import { fromThaiDateTimeText, toThaiDateTimeText } from '@/lib/thai-datetime';
import { Input } from './input';

/**
 * A date and time typed the Thai way, `18/11/2569 15:53` (Buddhist era, 24 hours, Bangkok time whatever the browser's
 * zone), instead of the browser's own picker, which shows its locale (`11/18/2026, 03:53 PM`). `value` and `onChange`
 * carry `2026-11-18T15:53`; text that is not a date yet is passed on as typed, so the form's check names it.
 * A plain text box: labelled by its Field, typed and corrected with the keyboard; the format is its placeholder.
 */
export function ThaiDateTimeInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(() => toThaiDateTimeText(value) || value);
  // A value set from outside (a reset, the next round's sample dates) replaces the text.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    const fromValue = toThaiDateTimeText(value);
    if (fromThaiDateTimeText(text) !== value) setText(fromValue || value);
  }
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="วว/ดด/ปปปป ชช:นน"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const parsed = fromThaiDateTimeText(typed);
        const next = parsed ?? typed.trim();
        setShown(next);
        onChange(next);
      }}
      onBlur={(event) => {
        const parsed = fromThaiDateTimeText(text);
        if (parsed) setText(toThaiDateTimeText(parsed));
        props.onBlur?.(event);
      }}
    />
  );
}
