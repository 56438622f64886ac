import 'server-only';
import { BadRequestError } from '@/server/errors';

/** The fields an agreement template may use, with the Thai label the office sees in error messages. */
export const AGREEMENT_FIELDS = {
  studentName: 'ชื่อ-นามสกุลนิสิต',
  studentNameEn: 'ชื่อ-นามสกุลนิสิต (ภาษาอังกฤษ)',
  studentId: 'รหัสนิสิต',
  startDate: 'วันเริ่มฝึกงาน',
  endDate: 'วันสิ้นสุดการฝึกงาน',
  openingTitle: 'ตำแหน่งฝึกงาน',
  companyName: 'ชื่อสถานประกอบการ',
  companyAddress: 'ที่อยู่สถานประกอบการ',
  mentorName: 'ชื่อพี่เลี้ยง',
  mentorPosition: 'ตำแหน่งพี่เลี้ยง',
} as const;

export type AgreementFieldName = keyof typeof AGREEMENT_FIELDS;
export type AgreementFields = Partial<Record<AgreementFieldName, string>>;

// `{{ name }}`: spaces inside the braces are allowed because office staff type templates by hand.
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function isAgreementField(name: string): name is AgreementFieldName {
  return Object.hasOwn(AGREEMENT_FIELDS, name);
}

/**
 * Substitutes `{{studentName}}`-style fields. A template naming a field the portal does not know, or a known field
 * without a value, is refused as a whole: a half-filled agreement must never reach a signature.
 */
export function fillAgreementTemplate({ template, fields }: { template: string; fields: AgreementFields }): string {
  const unknown = new Set<string>();
  const missing = new Set<AgreementFieldName>();
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (!isAgreementField(name)) unknown.add(name);
    else if (!fields[name]?.trim()) missing.add(name);
  }
  if (unknown.size > 0) {
    const known = Object.keys(AGREEMENT_FIELDS)
      .map((n) => `{{${n}}}`)
      .join(', ');
    throw new BadRequestError(`แม่แบบสัญญามีช่องที่ระบบไม่รู้จัก: ${[...unknown].map((n) => `{{${n}}}`).join(', ')} — ช่องที่ใช้ได้คือ ${known}`, {
      unknownFields: [...unknown],
    });
  }
  if (missing.size > 0) {
    throw new BadRequestError(`ยังไม่มีข้อมูลสำหรับช่องในสัญญา: ${[...missing].map((n) => AGREEMENT_FIELDS[n]).join(', ')}`, {
      missingFields: [...missing],
    });
  }
  // A value never brings placeholders of its own: substitution runs once over the template only.
  return template.replace(PLACEHOLDER, (_, name: AgreementFieldName) => fields[name]!.trim());
}
