import { describe, expect, it } from 'vitest';
import { fromBangkokInput, toBangkokInput } from '@/components/session-groups/bangkok-time';
import { createTranslator } from 'next-intl';
import { fieldErrorsOf as fieldErrorsIn, type FieldErrorVoice } from '@/components/session-groups/field-errors';
import { CATALOGUES } from '@/i18n/catalogues';
import { localizeApiMessage } from '@/server/http/api-messages';

const thai = CATALOGUES.th;
const say = createTranslator({ locale: 'th', messages: thai, namespace: 'SessionFieldErrors' });
const labels = createTranslator({ locale: 'th', messages: thai, namespace: 'Labels' });
const voice: FieldErrorVoice = { t: (key, values) => say(key, values), roundDate: (key) => labels(`roundDate.${key}`), locale: 'th' };
const fieldErrorsOf = (message: string) => fieldErrorsIn(message, voice);

describe('Bangkok date-time inputs', () => {
  it('shows an instant as Bangkok wall-clock time and reads it back, whatever the browser zone', () => {
    expect(toBangkokInput('2027-01-15T16:59:00.000Z')).toBe('2027-01-15T23:59');
    expect(fromBangkokInput('2027-01-15T23:59')).toBe('2027-01-15T16:59:00.000Z');
    expect(fromBangkokInput(toBangkokInput('2026-12-31T20:30:00.000Z'))).toBe('2026-12-31T20:30:00.000Z');
  });

  it('treats empty or unreadable values as none', () => {
    expect(toBangkokInput(null)).toBe('');
    expect(toBangkokInput('not a date')).toBe('');
    expect(fromBangkokInput('')).toBeNull();
  });
});

describe('server 400 messages per field', () => {
  it('splits the message by field and says the date order in Thai', () => {
    const errors = fieldErrorsOf(
      'body.rounds.0.studentRankingDeadline: studentRankingDeadline must be on or after openingAnnouncementDate; body.title: Required',
    );
    expect(errors).toEqual({ 'rounds.0.studentRankingDeadline': 'ต้องไม่ก่อนวัน“ประกาศตำแหน่งงาน”', title: 'กรุณากรอกข้อมูลนี้' });
  });

  it('says the same when the API already answered in Thai (the page asks in its language)', () => {
    for (const message of [
      'body.rounds.0.studentRankingDeadline: studentRankingDeadline must be on or after openingAnnouncementDate; body.title: Required',
      'body.maximumApplicationPerStudent: maximumApplicationPerStudent must be greater than or equal to minimumApplicationPerStudent',
      'body.minimumUniqueCompanyCountPerStudent: minimumUniqueCompanyCountPerStudent cannot be more than maximumApplicationPerStudent',
      'body.rounds.1.openingAnnouncementDate: openingAnnouncementDate of round 2 must be on or after resultAnnouncementDate of round 1',
      'body.rounds.0.studentRankingDeadline: Expected an ISO 8601 date-time',
    ]) {
      expect(fieldErrorsOf(localizeApiMessage({ message, locale: 'th' }))).toEqual(fieldErrorsOf(message));
    }
  });

  it('keeps a message it does not recognise, under the empty key when it names no field', () => {
    expect(fieldErrorsOf('Something else')).toEqual({ '': 'Something else' });
    expect(
      fieldErrorsOf(
        'body.maximumApplicationPerStudent: maximumApplicationPerStudent must be greater than or equal to minimumApplicationPerStudent',
      ),
    ).toEqual({
      maximumApplicationPerStudent: 'ต้องไม่น้อยกว่าจำนวนใบสมัครขั้นต่ำ',
    });
  });
});
