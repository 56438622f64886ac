import type { Executor } from '@/db/client';
import { noticeToCompany, noticeToStudent } from './agreement-notices';
import { agreementMomentsOf, studentNameOf, type AgreementRow } from './agreement-rows';

/**
 * A reminder to whoever must sign next (the student first, then the company), under the given event key. Answers
 * how many notices were new (0: this reminder was already written).
 */
export async function remindNextSigner({ db, now, row, eventKey }: { db: Executor; now: Date; row: AgreementRow; eventKey: string }) {
  const a = agreementMomentsOf(row);
  const placement = { ...row, studentName: studentNameOf(row) };
  const notice = {
    eventKey,
    title: `เตือน: สัญญาฝึกงานของ ${placement.studentName} รอการลงนาม`,
    body: `สัญญาฝึกงานตำแหน่ง ${row.openingTitle} ที่ ${row.companyName} ยังรอการลงนามของคุณ\nลงนามออนไลน์ หรือพิมพ์ ลงนาม แล้วอัปโหลดฉบับสแกน`,
  };
  return a?.studentSignedAt ? noticeToCompany({ db, now, placement, notice }) : noticeToStudent({ db, now, placement, notice });
}
