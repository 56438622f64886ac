import type { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const FORMATS_TH: Record<string, string> = {
  email: 'กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com',
  url: 'กรุณากรอกที่อยู่เว็บที่ขึ้นต้นด้วย http:// หรือ https://',
  datetime: 'กรุณาระบุวันและเวลา',
  date: 'กรุณาระบุวันที่',
  time: 'กรุณาระบุเวลา',
};

const TYPES_TH: Record<string, string> = {
  number: 'กรุณากรอกเป็นตัวเลข',
  int: 'กรุณากรอกเป็นจำนวนเต็ม',
  bigint: 'กรุณากรอกเป็นจำนวนเต็ม',
  string: 'กรุณากรอกเป็นข้อความ',
  boolean: 'กรุณาเลือกใช่หรือไม่',
  date: 'กรุณาระบุวันที่',
  array: 'กรุณาเลือกเป็นรายการ',
};

const number = (value: number | bigint | Date) => (value instanceof Date ? value.toISOString() : value.toLocaleString('th-TH'));

/**
 * The Thai text of one zod issue, for every schema of the portal: the server's 400 messages (besides the two
 * type messages SPEC §5 keeps in English, see src/server/validation.ts) and the browser's own checks. A schema's
 * own message (`.regex(…, 'Expected 5 digits')`) still wins; codes this does not name fall to zod's Thai locale.
 */
export function thaiIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'กรุณากรอกข้อมูลนี้';
      return TYPES_TH[issue.expected] ?? 'ชนิดข้อมูลไม่ถูกต้อง';
    case 'too_big': {
      const limit = number(issue.maximum);
      if (issue.origin === 'string') return issue.inclusive ? `ยาวได้ไม่เกิน ${limit} ตัวอักษร` : `ต้องสั้นกว่า ${limit} ตัวอักษร`;
      if (issue.origin === 'array' || issue.origin === 'set') return `มีได้ไม่เกิน ${limit} รายการ`;
      if (issue.origin === 'file') return `ไฟล์ต้องมีขนาดไม่เกิน ${limit} ไบต์`;
      return issue.inclusive ? `ต้องไม่เกิน ${limit}` : `ต้องน้อยกว่า ${limit}`;
    }
    case 'too_small': {
      const limit = number(issue.minimum);
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'กรุณากรอกข้อมูลนี้' : `ต้องมีอย่างน้อย ${limit} ตัวอักษร`;
      if (issue.origin === 'array' || issue.origin === 'set') return `ต้องมีอย่างน้อย ${limit} รายการ`;
      if (issue.origin === 'file') return 'ไฟล์ว่างเปล่า';
      if (issue.inclusive) return Number(issue.minimum) === 0 ? 'ต้องไม่ติดลบ' : `ต้องไม่น้อยกว่า ${limit}`;
      return `ต้องมากกว่า ${limit}`;
    }
    case 'invalid_format':
      return FORMATS_TH[issue.format] ?? 'รูปแบบไม่ถูกต้อง';
    case 'not_multiple_of':
      return `ต้องเป็นค่าทีละ ${number(Number(issue.divisor))}`;
    case 'invalid_value':
      return 'กรุณาเลือกค่าที่มีให้เลือก';
    case 'unrecognized_keys':
      return `มีช่องที่ไม่รู้จัก: ${issue.keys.join(', ')}`;
    default:
      return undefined;
  }
}

const TYPE_TEXT = /^Expected (\w+), received (\w+)$/;

/**
 * A server message to Thai where a screen shows it: the API keeps `Required` and `Expected X, received Y` in
 * English (SPEC §5); everything else it already answers in Thai.
 */
export function thaiValidationText(text: string): string {
  if (text === 'Required') return 'กรุณากรอกข้อมูลนี้';
  if (text === 'Expected a number') return TYPES_TH.number;
  const type = TYPE_TEXT.exec(text);
  if (type) return type[2] === 'undefined' || type[2] === 'null' ? 'กรุณากรอกข้อมูลนี้' : (TYPES_TH[type[1]] ?? 'ชนิดข้อมูลไม่ถูกต้อง');
  return text;
}
