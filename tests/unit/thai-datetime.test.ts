import { describe, expect, it } from 'vitest';
import { fromBangkokInput, toBangkokInput } from '@/components/session-groups/bangkok-time';
import {
  addDays,
  addMonths,
  bangkokToday,
  fromThaiDateTimeText,
  joinDateTimeValue,
  monthWeeks,
  parseTimeText,
  splitDateTimeValue,
  thaiLongDate,
  thaiMonthYear,
  toThaiDateTimeText,
} from '@/lib/thai-datetime';

describe('the Thai date-time text of the date-time inputs', () => {
  it('shows a Bangkok value with the Buddhist-era year and a 24-hour time', () => {
    expect(toThaiDateTimeText('2026-11-18T15:53')).toBe('18/11/2569 15:53');
    expect(toThaiDateTimeText('2027-01-01T00:05')).toBe('01/01/2570 00:05');
    expect(toThaiDateTimeText('')).toBe('');
  });

  it('reads the Thai form back, Buddhist era to Christian era', () => {
    expect(fromThaiDateTimeText('18/11/2569 15:53')).toBe('2026-11-18T15:53');
    expect(fromThaiDateTimeText(' 1/2/2570 9.05 น. ')).toBe('2027-02-01T09:05');
    expect(fromThaiDateTimeText('29/02/2567 23:59')).toBe('2024-02-29T23:59');
    expect(fromThaiDateTimeText('18/11/2026 15:53')).toBe('2026-11-18T15:53');
  });

  it('refuses what is not a date and time that exist, and the browser’s 12-hour form', () => {
    for (const text of [
      '31/02/2569 10:00',
      '29/02/2568 10:00',
      '18/11/2569 24:00',
      '18/13/2569 10:00',
      '11/18/2026, 03:53 PM',
      '18/11/2569',
      '',
    ]) {
      expect(fromThaiDateTimeText(text), text).toBeNull();
    }
  });

  it('is Bangkok time whatever the browser’s zone: the instant goes through a fixed UTC+7', () => {
    const instant = '2026-11-18T08:53:00.000Z';
    const text = toThaiDateTimeText(toBangkokInput(instant));
    expect(text).toBe('18/11/2569 15:53');
    expect(fromBangkokInput(fromThaiDateTimeText(text)!)).toBe(instant);
    // Late evening in Bangkok is the previous day in UTC.
    expect(fromBangkokInput(fromThaiDateTimeText('01/01/2570 06:30')!)).toBe('2026-12-31T23:30:00.000Z');
  });
});

describe('the calendar of the date-time picker', () => {
  it('names the month in Thai with the Buddhist-era year', () => {
    expect(thaiMonthYear(2026, 11)).toBe('พฤศจิกายน 2569');
    expect(thaiLongDate({ year: 2027, month: 1, day: 3 })).toBe('3 มกราคม 2570');
  });

  it('lays a month out in weeks from Sunday', () => {
    // 1 November 2026 is a Sunday; February 2027 starts on a Monday and has 28 days.
    expect(monthWeeks(2026, 11)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(monthWeeks(2026, 11).flat().filter(Boolean)).toHaveLength(30);
    const february = monthWeeks(2027, 2);
    expect(february[0]).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(february.at(-1)).toEqual([28, null, null, null, null, null, null]);
  });

  it('moves by days and months across their ends', () => {
    expect(addDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2027, month: 1, day: 31 }, 1)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addMonths({ year: 2027, month: 1, day: 15 }, -1)).toEqual({ year: 2026, month: 12, day: 15 });
  });

  it('reads a 24-hour time and refuses the rest', () => {
    expect(parseTimeText('9:05')).toBe('09:05');
    expect(parseTimeText('18.30 น.')).toBe('18:30');
    expect(parseTimeText('0000')).toBe('00:00');
    for (const text of ['24:00', '12:60', '3:53 PM', '', '9']) expect(parseTimeText(text), text).toBeNull();
  });

  it('splits and joins the form value', () => {
    expect(splitDateTimeValue('2026-11-18T15:53')).toEqual({ date: { year: 2026, month: 11, day: 18 }, time: '15:53' });
    expect(splitDateTimeValue('18/11/2569')).toBeNull();
    expect(joinDateTimeValue({ year: 2027, month: 2, day: 3 }, '18:30')).toBe('2027-02-03T18:30');
  });

  it('takes today in Bangkok, not in the browser’s zone', () => {
    // 18:30 UTC on 31 December is already 1 January in Bangkok.
    expect(bangkokToday(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1 });
    expect(bangkokToday(new Date('2026-12-31T16:59:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
  });
});
