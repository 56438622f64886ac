'use client';

import { CalendarDays } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import {
  fromThaiDateTimeText,
  joinDateTimeValue,
  parseTimeText,
  splitDateTimeValue,
  toDateTimeTextIn,
  toThaiDateTimeText,
  type CalendarDay,
} from '@/lib/thai-datetime';
import type { Locale } from '@/i18n/locales';
import { Button } from './button';
import { Input } from './input';
import { ThaiCalendar } from './thai-calendar';

/** The time a day picked from the calendar gets when the field has none yet. */
const DEFAULT_TIME = '09:00';

/** `2027-06-01` → `01/06/2570`; '' for an empty or unreadable value. */
export const toThaiDateText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? toThaiDateTimeText(`${value}T00:00`).slice(0, 10) : '';
/** `1/6/2570` → `2027-06-01`; null when it is not a day that exists. */
export const fromThaiDateText = (text: string) => fromThaiDateTimeText(`${text.trim()} 00:00`)?.slice(0, 10) ?? null;

/** How each kind of field shows, reads and names its value (Common.dateInput.<kind>…); the popover and its keyboard handling are shared. */
const FIELD_KINDS = {
  dateTime: {
    toText: (locale: Locale, value: string) => toDateTimeTextIn(locale, value),
    fromText: fromThaiDateTimeText,
  },
  date: {
    toText: (locale: Locale, value: string) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) ? toDateTimeTextIn(locale, `${value}T00:00`).slice(0, 10) : '',
    fromText: fromThaiDateText,
  },
} as const;

type ThaiDateFieldProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type' | 'id'> & {
  id: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * A calendar date in the Thai form, `01/06/2570` (Buddhist era): ThaiDateTimeInput without the time. `value` and
 * `onChange` carry `2027-06-01`.
 */
export function ThaiDateInput(props: ThaiDateFieldProps) {
  return <ThaiDateTimeInput {...props} kind="date" />;
}

/**
 * A date and time in the Thai form, `18/11/2569 15:53` (Buddhist era, 24 hours, Bangkok time whatever the browser's
 * zone), instead of the browser's own picker, which shows its locale (`11/18/2026, 03:53 PM`). Typed in the box, or
 * picked with the button beside it: a popover with a month calendar (ThaiCalendar) and a 24-hour time. `value` and
 * `onChange` carry `2026-11-18T15:53`; text that is not a date yet is passed on as typed, so the form's check names it.
 * Escape or the done button closes the popover and gives the focus back to its button; a press outside closes it.
 */
export function ThaiDateTimeInput({
  value,
  onChange,
  id,
  kind = 'dateTime',
  ...props
}: ThaiDateFieldProps & { kind?: keyof typeof FIELD_KINDS }) {
  const t = useTranslations('Common');
  const locale = useLocale();
  const field = { ...FIELD_KINDS[kind], toText: (next: string) => FIELD_KINDS[kind].toText(locale, next) };
  const [text, setText] = useState(() => field.toText(value) || value);
  // A value set from outside (a reset, the next round's sample dates) replaces the text.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (field.fromText(text) !== value) setText(field.toText(value) || value);
  }
  const [isOpen, setIsOpen] = useState(false);
  const [timeText, setTimeText] = useState(DEFAULT_TIME);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const parts = kind === 'date' ? splitDateTimeValue(`${value}T00:00`) : splitDateTimeValue(value);
  const popoverId = `${id}-picker`;

  const emit = (next: string) => {
    setText(field.toText(next));
    setShown(next);
    onChange(next);
  };
  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const pick = (date: CalendarDay) => {
    if (kind === 'date') {
      emit(joinDateTimeValue(date, '00:00').slice(0, 10));
      return close(true);
    }
    emit(joinDateTimeValue(date, parseTimeText(timeText) ?? parts?.time ?? DEFAULT_TIME));
  };

  useEffect(() => {
    if (!isOpen) return;
    popoverRef.current?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]')?.focus();
    // Window, capturing: before a surrounding Radix dialog's own Escape (a document listener), which would close it too.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapperRef.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      event.preventDefault();
      close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) close(false);
    };
    window.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [isOpen]);

  return (
    <div
      ref={wrapperRef}
      className="relative flex gap-2"
      // Tabbing out of the field closes its popover.
      onBlur={(event) => {
        if (isOpen && !wrapperRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) close(false);
      }}
    >
      <Input
        {...props}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t(`dateInput.${kind}.placeholder`)}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const next = field.fromText(typed) ?? typed.trim();
          setShown(next);
          onChange(next);
        }}
        onBlur={(event) => {
          const parsed = field.fromText(text);
          if (parsed) setText(field.toText(parsed));
          props.onBlur?.(event);
        }}
      />
      <Button
        ref={buttonRef}
        variant="outline"
        className="w-10 shrink-0 px-0"
        aria-label={t(`dateInput.${kind}.buttonLabel`)}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? popoverId : undefined}
        disabled={props.disabled}
        onClick={() => {
          if (isOpen) return close(false);
          setTimeText(parts?.time ?? DEFAULT_TIME);
          setIsOpen(true);
        }}
      >
        <CalendarDays aria-hidden="true" />
      </Button>
      {isOpen ? (
        <div
          ref={popoverRef}
          id={popoverId}
          role="dialog"
          aria-label={t(`dateInput.${kind}.popoverLabel`)}
          className="absolute top-full right-0 z-50 mt-1 grid w-80 max-w-[calc(100vw-2rem)] gap-3 rounded-xl border bg-white p-3 shadow-lg"
        >
          <ThaiCalendar selected={parts?.date ?? null} onPick={pick} />
          {kind === 'date' ? null : (
            <div className="flex items-end gap-2 border-t pt-3">
              <div className="grid flex-1 gap-1">
                <label htmlFor={`${popoverId}-time`} className="text-xs font-medium text-gray-800">
                  {t('dateInput.time')}
                </label>
                <Input
                  id={`${popoverId}-time`}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder={t('dateInput.timePlaceholder')}
                  maxLength={5}
                  value={timeText}
                  onChange={(event) => {
                    setTimeText(event.target.value);
                    const time = parseTimeText(event.target.value);
                    if (time && parts) emit(joinDateTimeValue(parts.date, time));
                  }}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    // The field's form is not submitted from inside the picker.
                    event.preventDefault();
                    close(true);
                  }}
                />
              </div>
              <Button variant="secondary" size="sm" className="h-10" onClick={() => close(true)}>
                {t('dateInput.done')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
