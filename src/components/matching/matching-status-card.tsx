import { CircleAlert, CircleCheck } from 'lucide-react';
import { formatDateTime } from '@/lib/dates';
import type { MatchingRoundState } from '@/lib/matching';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCount } from './labels';

/** Where the round stands: announced or not, the stability verdict of the latest run, and the counts. */
export function MatchingStatusCard({ state }: { state: MatchingRoundState }) {
  const latestRun = state.latestRun;
  return (
    <Card>
      <CardHeader>
        <CardTitle>สถานะการจับคู่</CardTitle>
        <CardDescription>
          {state.isCurrentRound
            ? `เรียกใช้ได้ตั้งแต่ ${formatDateTime(state.matchingOpensAt)} (ปิดการจัดอันดับของบริษัท การเปลี่ยนลำดับ และการยกเลิกการสมัคร) จนถึงก่อน ${formatDateTime(state.resultAnnouncementDate)} (ประกาศผล)`
            : 'รอบนี้ปิดแล้ว ผลการจับคู่เป็นผลสุดท้าย'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          {state.isAnnounced ? (
            <Badge tone="brand">ประกาศผลแล้ว</Badge>
          ) : state.isMatchingInitiated ? (
            <Badge tone="info">จับคู่แล้ว รอประกาศผล</Badge>
          ) : (
            <Badge>ยังไม่ได้จับคู่</Badge>
          )}
          {latestRun && !latestRun.undoneAt ? (
            latestRun.isStable ? (
              <Badge tone="success">
                <CircleCheck aria-hidden="true" />
                ผ่านการตรวจสอบความเสถียร
              </Badge>
            ) : (
              <Badge tone="error">
                <CircleAlert aria-hidden="true" />
                ไม่ผ่านการตรวจสอบความเสถียร
              </Badge>
            )
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Stat label="จับคู่สำเร็จ" value={formatCount(state.summary.matchedCount)} />
          <Stat label="ไม่ได้รับการจับคู่" value={formatCount(state.summary.unmatchedCount)} />
          <Stat label="กำหนดโดยผู้ดูแล" value={formatCount(state.summary.manualCount)} />
          <Stat
            label="เรียกใช้ล่าสุด"
            value={latestRun ? `${formatDateTime(latestRun.runAt)}${latestRun.undoneAt ? ' (ยกเลิกแล้ว)' : ''}` : '–'}
          />
        </dl>
        {latestRun && !latestRun.undoneAt ? (
          <p className="text-sm text-gray-700">
            {latestRun.isStable
              ? 'ผลนี้ผ่านการตรวจสอบอิสระหลังการจับคู่: ไม่มีที่นั่งเกินโควตา ไม่มีคู่ที่บริษัทไม่ได้เลือก และไม่มีนิสิตกับตำแหน่งคู่ใดที่ต่างต้องการกันมากกว่าผลที่ได้'
              : 'ผลนี้ไม่ผ่านการตรวจสอบความเสถียร อย่าประกาศผลก่อนตรวจสอบ'}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
