'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import {
  addDays,
  addMonths,
  bangkokToday,
  isSameDay,
  longDateIn,
  monthWeeks,
  monthYearIn,
  weekdaysShortIn,
  type CalendarDay,
} from '@/lib/thai-datetime';

const KEY_STEPS: Record<string, (day: CalendarDay) => CalendarDay> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
  Home: (day) => addDays(day, -new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()),
  End: (day) => addDays(day, 6 - new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()),
};

/**
 * A month of days to pick from, Thai month names and Buddhist-era years (in English: English names, Christian era), Sunday first (the APG date picker grid): the
 * arrows move the day (across months), Page Up and Page Down the month, Home and End the week's ends; Enter or Space
 * or a click picks it. Days are calendar days in Bangkok: today is Bangkok's today whatever the browser's zone.
 */
export function ThaiCalendar({ selected, onPick }: { selected: CalendarDay | null; onPick: (day: CalendarDay) => void }) {
  const t = useTranslations('Common');
  const locale = useLocale();
  const [today] = useState(() => bangkokToday());
  const [focused, setFocused] = useState<CalendarDay>(() => selected ?? today);
  const gridRef = useRef<HTMLTableElement>(null);
  // The focus follows the keyboard's day once it is drawn, not on the first draw: the popover decides where it starts.
  const shouldFocus = useRef(false);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [focused]);

  const moveTo = (day: CalendarDay, withFocus: boolean) => {
    shouldFocus.current = withFocus;
    setFocused(day);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step(focused), true);
  };
  const title = monthYearIn(locale, focused.year, focused.month);

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <MonthButton label={t('dateInput.previousMonth')} onClick={() => moveTo(addMonths(focused, -1), false)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
        </MonthButton>
        <p className="text-sm font-semibold text-gray-900" aria-live="polite">
          {title}
        </p>
        <MonthButton label={t('dateInput.nextMonth')} onClick={() => moveTo(addMonths(focused, 1), false)}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </MonthButton>
      </div>
      <table ref={gridRef} role="grid" aria-label={title} className="w-full border-collapse text-center text-sm" onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdaysShortIn(locale).map((weekday) => (
              <th key={weekday} scope="col" className="pb-1 text-xs font-normal text-gray-600">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused.year, focused.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => {
                if (day === null) return <td key={column} />;
                const date = { year: focused.year, month: focused.month, day };
                const isSelected = isSameDay(date, selected);
                const isFocused = day === focused.day;
                return (
                  <td key={column} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      aria-label={longDateIn(locale, date)}
                      aria-pressed={isSelected}
                      aria-current={isSameDay(date, today) ? 'date' : undefined}
                      onClick={() => {
                        moveTo(date, false);
                        onPick(date);
                      }}
                      className={cn(
                        'size-9 rounded-lg text-gray-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                        isSameDay(date, today) && 'font-semibold text-brand-700 underline underline-offset-4',
                        isSelected && 'bg-brand-600 text-white hover:bg-brand-700',
                      )}
                    >
                      {day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MonthButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-8 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {children}
    </button>
  );
}
