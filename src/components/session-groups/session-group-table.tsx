import Link from 'next/link';
import type { List } from '@/lib/list';
import { formatDate, formatDateTime } from '@/lib/dates';
import { roundLabel } from '@/lib/labels';
import type { SessionView } from '@/lib/session-view';
import { Badge } from '@/components/ui/badge';
import { Pagination } from '@/components/ui/pagination';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export type SessionGroupSummary = {
  sessionGroupId: number;
  title: string;
  currentRound: number;
  createdAt: string;
  rounds: { round: number; studentRankingDeadline: string; resultAnnouncementDate: string }[];
  sessions: Pick<SessionView, 'sessionId' | 'title'>[];
};

export function SessionGroupTable({ list }: { list: List<SessionGroupSummary> }) {
  return (
    <>
      <Table caption="กลุ่มรอบทั้งหมด เรียงจากใหม่ไปเก่า">
        <TableHeader>
          <tr>
            <TableHead>กลุ่มรอบ</TableHead>
            <TableHead>การจับคู่ปัจจุบัน</TableHead>
            <TableHead>รอบการฝึกงาน</TableHead>
            <TableHead>ปิดการจัดอันดับของนิสิต</TableHead>
            <TableHead>ประกาศผล</TableHead>
            <TableHead>สร้างเมื่อ</TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {list.items.length === 0 ? (
            <TableEmptyRow colSpan={6}>ยังไม่มีกลุ่มรอบ เริ่มจากปุ่ม “สร้างกลุ่มรอบ”</TableEmptyRow>
          ) : (
            list.items.map((group) => {
              const current = group.rounds.find((round) => round.round === group.currentRound);
              return (
                <TableRow key={group.sessionGroupId}>
                  <TableCell className="min-w-52">
                    <Link href={`/session-group/${group.sessionGroupId}`} className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                      {group.title}
                    </Link>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <Badge tone="brand">{roundLabel(group.currentRound)}</Badge>
                    <span className="ml-2 text-xs text-gray-600">จาก {group.rounds.length} ครั้ง</span>
                  </TableCell>
                  <TableCell className="min-w-48">
                    {group.sessions.length === 0 ? (
                      <span className="text-gray-600">ยังไม่มี</span>
                    ) : (
                      <ul className="grid gap-0.5">
                        {group.sessions.map((session) => (
                          <li key={session.sessionId}>
                            <Link href={`/session/${session.sessionId}`} className="hover:text-brand-700 hover:underline">
                              {session.title}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(current?.studentRankingDeadline)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(current?.resultAnnouncementDate)}</TableCell>
                  <TableCell className="whitespace-nowrap text-gray-600">{formatDate(group.createdAt)}</TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <Pagination meta={list.meta} />
    </>
  );
}
