'use client';

import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { fromThaiDateTimeText, toThaiDateTimeText, type CalendarDay } from '@/lib/thai-datetime';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ThaiCalendar } from '@/components/ui/thai-calendar';

const pad = (value: number) => String(value).padStart(2, '0');
/** `2027-06-01` → `01/06/2570`; '' for an empty or unreadable value. */
export const toThaiDateText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? toThaiDateTimeText(`${value}T00:00`).slice(0, 10) : '';
/** `1/6/2570` → `2027-06-01`; null when it is not a day that exists. */
export const fromThaiDateText = (text: string) => fromThaiDateTimeText(`${text.trim()} 00:00`)?.slice(0, 10) ?? null;

/**
 * A calendar date in the Thai form, `01/06/2570` (Buddhist era), typed or picked from ThaiCalendar in a popover (the
 * date-only sibling of ThaiDateTimeInput). `value` and `onChange` carry `2027-06-01`; text that is not a date yet is
 * passed on as typed, so the form's check names it.
 */
export function ThaiDateInput({
  value,
  onChange,
  id,
  ...props
}: Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type' | 'id'> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(() => toThaiDateText(value) || value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (fromThaiDateText(text) !== value) setText(toThaiDateText(value) || value);
  }
  const [isOpen, setIsOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const selected: CalendarDay | null = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
  const popoverId = `${id}-picker`;

  useEffect(() => {
    if (!isOpen) return;
    wrapperRef.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapperRef.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [isOpen]);

  return (
    <div ref={wrapperRef} className="relative flex gap-2">
      <Input
        {...props}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="วว/ดด/ปปปป"
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const next = fromThaiDateText(typed) ?? typed.trim();
          setShown(next);
          onChange(next);
        }}
      />
      <Button
        ref={buttonRef}
        variant="outline"
        className="w-10 shrink-0 px-0"
        aria-label="เลือกวันจากปฏิทิน"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        disabled={props.disabled}
        onClick={() => setIsOpen((open) => !open)}
      >
        <CalendarDays aria-hidden="true" />
      </Button>
      {isOpen ? (
        <div
          id={popoverId}
          role="dialog"
          aria-label="เลือกวัน"
          className="absolute top-full right-0 z-50 mt-1 w-80 max-w-[calc(100vw-2rem)] rounded-xl border bg-white p-3 shadow-lg"
        >
          <ThaiCalendar
            selected={selected}
            onPick={(day) => {
              const next = `${day.year}-${pad(day.month)}-${pad(day.day)}`;
              setText(toThaiDateText(next));
              setShown(next);
              onChange(next);
              setIsOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
