import { describe, expect, it } from 'vitest';
import { buddhistYear, formatDate, formatDateTime, formatRelative, formatTime, timeLeft } from '@/lib/dates';

describe('dates shown in Bangkok time with Buddhist-era years', () => {
  it('formats a UTC moment as its Bangkok date and time', () => {
    // 2026-11-30 17:30 UTC is 1 December 2569 (B.E.) 00:30 in Bangkok.
    const moment = '2026-11-30T17:30:00Z';
    expect(formatDate(moment)).toBe('1 ธ.ค. 2569');
    expect(formatTime(moment)).toBe('00:30 น.');
    expect(formatDateTime(moment)).toBe('1 ธ.ค. 2569 เวลา 00:30 น.');
    expect(buddhistYear(moment)).toBe(2569);
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('–');
    expect(formatDateTime('not a date')).toBe('–');
  });

  it('counts relative days on the Bangkok calendar', () => {
    const now = '2026-11-23T10:00:00Z';
    expect(formatRelative('2026-11-23T10:30:00Z', now)).toBe('อีก 30 นาที');
    expect(formatRelative('2026-11-23T15:00:00Z', now)).toBe('อีก 5 ชั่วโมง');
    expect(formatRelative('2026-11-26T10:00:00Z', now)).toBe('อีก 3 วัน');
    expect(formatRelative('2026-11-21T10:00:00Z', now)).toBe('2 วันที่แล้ว');
  });

  it('gives the time left for a countdown, or null once passed', () => {
    expect(timeLeft('2026-11-24T12:34:00Z', '2026-11-23T10:00:00Z')).toEqual({ days: 1, hours: 2, minutes: 34 });
    expect(timeLeft('2026-11-23T09:00:00Z', '2026-11-23T10:00:00Z')).toBeNull();
  });
});
