import { describe, expect, it } from 'vitest';
import { assertBeforeDeadline, assertWindowOpened, hasCome, instantOf, isBeforeDeadline, isWindowOpen } from '@/server/deadlines';

const deadline = new Date('2027-01-15T16:59:00Z');
const before = new Date(deadline.getTime() - 1);

describe('the one deadline rule', () => {
  it('is open until the deadline and closed at it', () => {
    expect(isBeforeDeadline({ deadline, now: before })).toBe(true);
    expect(isBeforeDeadline({ deadline, now: deadline })).toBe(false);
    expect(isBeforeDeadline({ deadline: null, now: deadline })).toBe(true);
    expect(isWindowOpen({ closesAt: null, now: before })).toBe(false);
    expect(isWindowOpen({ opensAt: deadline, closesAt: new Date(deadline.getTime() + 1), now: deadline })).toBe(true);
    expect(hasCome({ date: null, now: deadline })).toBe(false);
  });

  it('answers 409 with the deadline in Bangkok time', () => {
    expect(() => assertBeforeDeadline({ deadline, now: before, what: 'ส่งอันดับของรอบที่ 1' })).not.toThrow();
    expect(() => assertBeforeDeadline({ deadline, now: deadline, what: 'ส่งอันดับของรอบที่ 1' })).toThrow(
      expect.objectContaining({ status: 409, message: 'หมดเขตส่งอันดับของรอบที่ 1 เมื่อ 15 ม.ค. 2570 เวลา 23:59 น.' }),
    );
    expect(() => assertWindowOpened({ opensAt: deadline, now: before, what: 'จับคู่รอบที่ 1' })).toThrow(
      expect.objectContaining({ status: 409, message: 'จับคู่รอบที่ 1 ได้ตั้งแต่ 15 ม.ค. 2570 เวลา 23:59 น.' }),
    );
  });

  it("reads a view's ISO date as the instant the rules compare, null as not set", () => {
    expect(instantOf('2027-01-15T16:59:00.000Z')).toEqual(deadline);
    expect(instantOf(null)).toBeNull();
    expect(hasCome({ date: instantOf('2027-01-15T16:59:00.000Z'), now: deadline })).toBe(true);
    expect(isWindowOpen({ closesAt: instantOf('2027-01-15T16:59:00.000Z'), now: before })).toBe(true);
    expect(isWindowOpen({ closesAt: instantOf(null), now: before })).toBe(false);
  });
});
