import { History } from 'lucide-react';
import { formatDateTime } from '@/lib/dates';
import type { RankingAction, SubmittedRanking } from '@/lib/rankings';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const ACTION_LABELS: Record<RankingAction, string> = {
  SUBMIT: 'ส่งอันดับ',
  REORDER: 'เปลี่ยนลำดับ',
  CANCEL: 'ถอนการสมัคร',
  UNSUBMIT: 'ผู้ดูแลระบบยกเลิกการส่ง',
};

/** Every ranking action of every round, newest round first: the student's own record of what was sent when. */
export function RankingHistory({
  rankings,
  titleOf,
}: {
  rankings: SubmittedRanking[];
  titleOf: (openingId: number) => string | undefined;
}) {
  const withHistory = rankings.filter((ranking) => ranking.history.length > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5 text-gray-500" />
          ประวัติการส่งอันดับ
        </CardTitle>
        <CardDescription>ทุกครั้งที่ส่ง เปลี่ยนลำดับ หรือถอนการสมัคร ถูกบันทึกไว้และไม่ถูกเขียนทับ</CardDescription>
      </CardHeader>
      <CardContent>
        {withHistory.length === 0 ? (
          <p className="text-sm text-gray-600">ยังไม่มีการส่งอันดับ</p>
        ) : (
          <div className="grid gap-5">
            {withHistory.map((ranking) => (
              <section key={ranking.round} aria-label={`ประวัติรอบที่ ${ranking.round}`}>
                <h3 className="text-sm font-semibold text-gray-900">รอบที่ {ranking.round}</h3>
                <ol className="mt-2 grid gap-2 border-l-2 border-gray-200 pl-4">
                  {[...ranking.history].reverse().map((entry, index) => (
                    <li key={`${entry.submittedAt}-${index}`} className="text-sm">
                      <p className="font-medium text-gray-800">
                        {ACTION_LABELS[entry.action]}{' '}
                        <span className="font-normal text-gray-600">· {formatDateTime(entry.submittedAt)}</span>
                      </p>
                      {entry.openingIds.length > 0 ? (
                        <p className="text-gray-600">
                          {entry.openingIds
                            .map((openingId, position) => `${position + 1}. ${titleOf(openingId) ?? `ตำแหน่ง #${openingId}`}`)
                            .join('  ')}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
