import { ApiError, errorMessage } from '@/lib/api-client';
import { splitValidationMessage } from '@/lib/validation-message';
import { thaiValidationText } from '@/lib/zod-thai';

/** The portal's English validation texts in Thai, for inline field errors; anything else is shown as sent. */
const THAI_MESSAGES: [RegExp, string][] = [
  [/^Expected a web address/, 'กรุณากรอกที่อยู่เว็บที่ขึ้นต้นด้วย http:// หรือ https://'],
  [/^Expected a LINE id/, 'กรุณากรอก LINE ID (เช่น @company) หรือลิงก์ที่ขึ้นต้นด้วย http:// หรือ https://'],
  [/^Expected 5 digits$/, 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก'],
  [/^Password must be at least (\d+) characters$/, 'รหัสผ่านต้องมีอย่างน้อย $1 ตัวอักษร'],
  [/^Expected a valid email address$/, 'กรุณากรอกอีเมลให้ถูกต้อง'],
  [/^Use 3–50 letters/, 'ใช้ตัวอักษรภาษาอังกฤษ ตัวเลข จุด ขีด หรือขีดล่าง 3–50 ตัว และขึ้นต้นด้วยตัวอักษรหรือตัวเลข'],
  [/^No company type has this id$/, 'ไม่พบประเภทบริษัทนี้'],
  [/^No company size has this id$/, 'ไม่พบขนาดบริษัทนี้'],
  [/^This username is already taken$/, 'ชื่อผู้ใช้นี้ถูกใช้แล้ว'],
  [/^Another company already has this name$/, 'มีบริษัทอื่นใช้ชื่อนี้แล้ว'],
];

export function toThai(message: string): string {
  for (const [pattern, thai] of THAI_MESSAGES) if (pattern.test(message)) return message.replace(pattern, thai);
  return thaiValidationText(message);
}

/**
 * Splits a 400's `body.field: message; …` into per-field Thai messages; what names no field
 * (or another status) comes back as `general`.
 */
export function fieldErrorsOf(error: unknown): { fields: Record<string, string>; general: string | null } {
  if (!(error instanceof ApiError) || error.status !== 400) return { fields: {}, general: toThai(errorMessage(error)) };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const { path, text } of splitValidationMessage(error.message)) {
    if (path && !path.includes('.') && !(path in fields)) fields[path] = toThai(text);
    else rest.push(toThai(path ? `${path}: ${text}` : text));
  }
  return { fields, general: rest.length ? rest.join(' ') : null };
}
