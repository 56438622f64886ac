import { ROUND_DATE_LABELS_TH, type RoundDateKey } from '@/lib/labels';
import { splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

/**
 * The server answers a 400 as one line, `body.field: message; body.other: message` (docs/decisions.md).
 * This splits it per field, keyed by the path after `body.` (e.g. `rounds.0.studentRankingDeadline`),
 * and says the messages a person is likely to meet in Thai. Anything unrecognised is kept under ''.
 */
export function fieldErrorsOf(message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of splitValidationMessage(message)) {
    const key = part.path ?? '';
    const text = translate(part.text);
    errors[key] = errors[key] ? `${errors[key]} ${text}` : text;
  }
  return errors;
}

const dateLabel = (key: string) => (key in ROUND_DATE_LABELS_TH ? `“${ROUND_DATE_LABELS_TH[key as RoundDateKey]}”` : key);

function translate(text: string): string {
  const order = /^(\w+) must be on or after (\w+)$/.exec(text);
  if (order) return `ต้องไม่ก่อนวัน${dateLabel(order[2])}`;
  const acrossRounds = /^openingAnnouncementDate of round (\d+) must be on or after resultAnnouncementDate of round (\d+)$/.exec(text);
  if (acrossRounds) return `การประกาศตำแหน่งงานของรอบที่ ${acrossRounds[1]} ต้องไม่ก่อนการประกาศผลของรอบที่ ${acrossRounds[2]}`;
  if (text === 'Expected an ISO 8601 date-time') return 'กรุณาระบุวันและเวลา';
  if (/must be greater than or equal to minimumApplicationPerStudent/.test(text)) return 'ต้องไม่น้อยกว่าจำนวนใบสมัครขั้นต่ำ';
  if (/cannot be more than maximumApplicationPerStudent/.test(text)) return 'ต้องไม่มากกว่าจำนวนใบสมัครสูงสุด';
  if (/has already been reached and cannot be removed/.test(text)) return 'ไม่สามารถลบรอบที่ดำเนินไปแล้วได้';
  return thaiValidationText(text);
}
