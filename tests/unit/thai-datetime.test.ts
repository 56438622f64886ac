import { describe, expect, it } from 'vitest';
import { fromBangkokInput, toBangkokInput } from '@/components/session-groups/bangkok-time';
import { fromThaiDateTimeText, toThaiDateTimeText } from '@/lib/thai-datetime';

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
