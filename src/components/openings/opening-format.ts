import type { CompensationTypeView } from '@/lib/openings';

const bahtFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });

/** "5,000 บาท / เดือน", "ไม่มีค่าตอบแทน" for 0, "ไม่ระบุ" when unknown. */
export function formatCompensation(amount: number | null, type: CompensationTypeView | null): string {
  if (amount === null) return type ? type.name : 'ไม่ระบุ';
  if (amount === 0) return 'ไม่มีค่าตอบแทน';
  return `${bahtFormat.format(amount)} บาท${type ? ` / ${type.name}` : ''}`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('th-TH');
}
