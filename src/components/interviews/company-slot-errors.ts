import { ApiError, errorMessage } from '@/lib/api-client';
import { splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

const FIELD_LABELS_TH: Record<string, string> = {
  startsAt: 'วันและเวลาเริ่ม',
  lengthMinutes: 'ความยาว',
  locationKind: 'รูปแบบการสัมภาษณ์',
  location: 'สถานที่',
  capacity: 'จำนวนที่รับ',
  bookingCutoffAt: 'ปิดรับจอง',
  invitedStudentIds: 'ผู้สมัครที่เลือก',
  note: 'หมายเหตุ',
};

/** The slot rules' own 400 texts (src/server/interviews/slot-rules.ts), said in Thai. */
function translate(field: string | null, text: string): string {
  if (text === 'the interview must start in the future') return 'เวลาเริ่มสัมภาษณ์ต้องเป็นเวลาในอนาคต';
  if (text === 'the booking cut-off must not be after startsAt') return 'เวลาปิดรับจองต้องไม่หลังเวลาเริ่มสัมภาษณ์';
  const notApplicant = /^(.+) is not an active applicant of this opening in round (\d+)$/.exec(text);
  if (notApplicant) return `${notApplicant[1]} ไม่ได้เป็นผู้สมัครของตำแหน่งนี้ในรอบที่ ${notApplicant[2]} แล้ว กรุณาโหลดหน้าใหม่แล้วเลือกอีกครั้ง`;
  const thai = thaiValidationText(text);
  return field && FIELD_LABELS_TH[field] ? `${FIELD_LABELS_TH[field]}: ${thai}` : thai;
}

/**
 * What the slot dialog shows for a refused write: the 409s come in Thai already (the window, seats taken, a booked
 * student kept); a 400 comes as `field: message` parts (the zod fields with `body.`, the slot rules without), each said
 * in Thai here.
 */
export function slotErrorMessage(error: unknown): string {
  const message = errorMessage(error);
  if (!(error instanceof ApiError) || error.status !== 400) return message;
  return splitValidationMessage(message)
    .map((part) => {
      const own = part.path === null ? /^(\w+): (.*)$/s.exec(part.text) : null;
      return own ? translate(own[1], own[2]) : translate(part.path, part.text);
    })
    .join(' ');
}
