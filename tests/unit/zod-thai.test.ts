import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { thaiIssueMessage, thaiValidationText } from '@/lib/zod-thai';
import { describeIssues } from '@/server/validation';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  // The map the browser installs globally, given to this parse only (the server's map stays installed).
  const parsed = schema.safeParse(value, { error: thaiIssueMessage });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the Thai error map, as the browser installs it', () => {
  it('says too long and too short in Thai, with the limit', () => {
    expect(messagesOf(z.string().max(200), 'ก'.repeat(201))).toEqual(['ยาวได้ไม่เกิน 200 ตัวอักษร']);
    expect(messagesOf(z.string().min(8), 'abc')).toEqual(['ต้องมีอย่างน้อย 8 ตัวอักษร']);
    expect(messagesOf(z.string().trim().min(1), '   ')).toEqual(['กรุณากรอกข้อมูลนี้']);
    expect(messagesOf(z.array(z.string()).max(20), Array(21).fill('a'))).toEqual(['มีได้ไม่เกิน 20 รายการ']);
  });

  it('says required, e-mail, URL, date and number in Thai', () => {
    expect(messagesOf(z.object({ title: z.string() }), {})).toEqual(['กรุณากรอกข้อมูลนี้']);
    expect(messagesOf(z.email(), 'not-mail')).toEqual(['กรุณากรอกอีเมลให้ถูกต้อง เช่น name@example.com']);
    expect(messagesOf(z.url(), 'nowhere')).toEqual(['กรุณากรอกที่อยู่เว็บที่ขึ้นต้นด้วย http:// หรือ https://']);
    expect(messagesOf(z.iso.datetime(), '18/11/2569')).toEqual(['กรุณาระบุวันและเวลา']);
    expect(messagesOf(z.iso.date(), 'tomorrow')).toEqual(['กรุณาระบุวันที่']);
    expect(messagesOf(z.number(), 'abc')).toEqual(['กรุณากรอกเป็นตัวเลข']);
    expect(messagesOf(z.number().min(0).max(4), 5)).toEqual(['ต้องไม่เกิน 4']);
    expect(messagesOf(z.number().positive(), 0)).toEqual(['ต้องมากกว่า 0']);
    expect(messagesOf(z.number().min(0), -1)).toEqual(['ต้องไม่ติดลบ']);
  });

  it('keeps a schema’s own message', () => {
    expect(messagesOf(z.string().regex(/^\d{5}$/, 'Expected 5 digits'), 'x')).toEqual(['Expected 5 digits']);
  });
});

describe('the server’s 400 messages', () => {
  it('are Thai but for Required and Expected X, received Y (SPEC §5)', () => {
    const schema = z.object({ title: z.string().max(200), quota: z.number(), note: z.string() });
    const parsed = schema.safeParse({ title: 'ก'.repeat(201), quota: 'x' });
    expect(parsed.success).toBe(false);
    expect(describeIssues(parsed.error!, 'body')).toBe(
      'body.title: ยาวได้ไม่เกิน 200 ตัวอักษร; body.quota: Expected number, received string; body.note: Required',
    );
  });

  it('are put in Thai by the screens where the API keeps English', () => {
    expect(thaiValidationText('Required')).toBe('กรุณากรอกข้อมูลนี้');
    expect(thaiValidationText('Expected number, received string')).toBe('กรุณากรอกเป็นตัวเลข');
    expect(thaiValidationText('Expected a number')).toBe('กรุณากรอกเป็นตัวเลข');
    expect(thaiValidationText('ยาวได้ไม่เกิน 200 ตัวอักษร')).toBe('ยาวได้ไม่เกิน 200 ตัวอักษร');
  });
});
