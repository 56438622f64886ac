import type { StudentEnrollmentSummary } from '@/lib/home';

// Its own module, not in lib/home.ts, whose answer schemas would bring zod to the student's home.
/**
 * The ranking shortcut's line on the student's home: once the round's ranking is submitted, how many applications
 * stand (the draft keeps openings below its line that were never sent); before, how many openings the draft holds.
 */
export function rankingShortcutText(enrollment: Pick<StudentEnrollmentSummary, 'draftCount' | 'submittedCount'> | undefined): string {
  if (!enrollment) return 'อยู่ในร่างอันดับ 0 ตำแหน่ง';
  if (enrollment.submittedCount > 0) return `ส่งอันดับแล้ว ${enrollment.submittedCount.toLocaleString('th-TH')} ตำแหน่ง`;
  return `อยู่ในร่างอันดับ ${enrollment.draftCount.toLocaleString('th-TH')} ตำแหน่ง`;
}
