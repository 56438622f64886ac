import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { slotErrorMessage } from '@/components/interviews/company-slot-errors';

describe('the slot dialog says a refused write in Thai', () => {
  it('keeps a 409 as the server wrote it (already Thai)', () => {
    const message = 'หมดเขตจัดการเวลาสัมภาษณ์ของรอบที่ 1 เมื่อ 9 พ.ย. 2569 เวลา 04:40 น.';
    expect(slotErrorMessage(new ApiError(409, message))).toBe(message);
  });

  it('says the slot rules’ 400s in Thai', () => {
    expect(slotErrorMessage(new ApiError(400, 'startsAt: the interview must start in the future'))).toBe('เวลาเริ่มสัมภาษณ์ต้องเป็นเวลาในอนาคต');
    expect(slotErrorMessage(new ApiError(400, 'bookingCutoffAt: the booking cut-off must not be after startsAt'))).toBe(
      'เวลาปิดรับจองต้องไม่หลังเวลาเริ่มสัมภาษณ์',
    );
    expect(
      slotErrorMessage(new ApiError(400, 'invitedStudentIds: 6730000121 is not an active applicant of this opening in round 1')),
    ).toMatch(/^6730000121 ไม่ได้เป็นผู้สมัครของตำแหน่งนี้ในรอบที่ 1/);
  });

  it('names the field of a schema 400 in Thai', () => {
    expect(slotErrorMessage(new ApiError(400, 'body.location: Required'))).toBe('สถานที่: กรุณากรอกข้อมูลนี้');
  });
});
