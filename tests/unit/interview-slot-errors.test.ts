import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { localizeApiMessage } from '@/server/http/api-messages';
import { CATALOGUES } from '@/i18n/catalogues';
import { slotErrorMessage, type SlotErrorMessages } from '@/components/interviews/company-slot-errors';

const thai = createTranslator({ locale: 'th', messages: CATALOGUES.th, namespace: 'CompanySlotErrors' }) as unknown as SlotErrorMessages;
const english = createTranslator({ locale: 'en', messages: CATALOGUES.en, namespace: 'CompanySlotErrors' }) as unknown as SlotErrorMessages;
const inThai = (error: unknown) => slotErrorMessage({ error, t: thai, locale: 'th' });
const inEnglish = (error: unknown) => slotErrorMessage({ error, t: english, locale: 'en' });

describe('the slot dialog says a refused write in Thai', () => {
  it('keeps a 409 as the server wrote it (already Thai)', () => {
    const message = 'หมดเขตจัดการเวลาสัมภาษณ์ของรอบที่ 1 เมื่อ 9 พ.ย. 2569 เวลา 04:40 น.';
    expect(inThai(new ApiError(409, message))).toBe(message);
  });

  it('says the slot rules’ 400s in Thai', () => {
    expect(inThai(new ApiError(400, 'startsAt: the interview must start in the future'))).toBe('เวลาเริ่มสัมภาษณ์ต้องเป็นเวลาในอนาคต');
    expect(inThai(new ApiError(400, 'bookingCutoffAt: the booking cut-off must not be after startsAt'))).toBe(
      'เวลาปิดรับจองต้องไม่หลังเวลาเริ่มสัมภาษณ์',
    );
    expect(inThai(new ApiError(400, 'invitedStudentIds: 6730000121 is not an active applicant of this opening in round 1'))).toMatch(
      /^6730000121 ไม่ได้เป็นผู้สมัครของตำแหน่งนี้ในรอบที่ 1/,
    );
  });

  it('shows a rule the API already answered in Thai (the page asks in its language) as it came', () => {
    for (const rule of [
      'startsAt: the interview must start in the future',
      'bookingCutoffAt: the booking cut-off must not be after startsAt',
    ]) {
      const fromApi = localizeApiMessage({ message: rule, locale: 'th' });
      expect(inThai(new ApiError(400, fromApi))).toBe(inThai(new ApiError(400, rule)));
    }
    const notApplicant = 'invitedStudentIds: 6730000121 is not an active applicant of this opening in round 1';
    expect(inThai(new ApiError(400, localizeApiMessage({ message: notApplicant, locale: 'th' })))).toBe(
      inThai(new ApiError(400, notApplicant)),
    );
  });

  it('names the field of a schema 400 in Thai', () => {
    expect(inThai(new ApiError(400, 'body.location: Required'))).toBe('สถานที่: กรุณากรอกข้อมูลนี้');
  });
});

describe('the slot dialog says a refused write in English', () => {
  it('says the slot rules’ 400s in English', () => {
    expect(inEnglish(new ApiError(400, 'startsAt: the interview must start in the future'))).toBe(
      'The interview must start in the future.',
    );
    expect(inEnglish(new ApiError(400, 'invitedStudentIds: 6730000121 is not an active applicant of this opening in round 1'))).toBe(
      '6730000121 is no longer an applicant of this opening in round 1. Please reload the page and choose again.',
    );
  });

  it('names the field of a schema 400 and keeps the API text', () => {
    expect(inEnglish(new ApiError(400, 'body.location: Required'))).toBe('Place: Required');
  });
});
