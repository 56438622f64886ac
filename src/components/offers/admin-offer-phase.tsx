'use client';

import { CalendarCheck, CircleStop } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import type { AdminOfferPhaseView } from '@/lib/offers';
import { fromBangkokInput, toBangkokInput } from '@/components/session-groups/bangkok-time';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ThaiDateTimeInput } from '@/components/ui/thai-date-time-input';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { OfferStatusBadge } from './offer-labels';
import { OfferPlacesTable } from './offer-places-table';

/** The admin's live view of a round's offer phase, with its end and the early end. */
export function AdminOfferPhase({ view, isOver }: { view: AdminOfferPhaseView; isOver: boolean }) {
  const { phase } = view;
  const params = { sessionGroupId: phase.sessionGroupId, round: phase.round };
  const [endsAt, setEndsAt] = useState(toBangkokInput(phase.endsAt));
  const setEnd = useMutationAction<string>({
    action: (value) =>
      apiCall('PUT /admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase', { params, body: { endsAt: value } }),
    success: (_, value) => ({ title: 'บันทึกวันสิ้นสุดช่วงยื่นข้อเสนอแล้ว', description: formatDateTime(value) }),
    failure: 'บันทึกไม่สำเร็จ',
    toastError: false,
  });
  const endEarly = useMutationAction({
    action: () => apiCall('POST /admin/session-groups/{sessionGroupId}/rounds/{round}/offer-phase/end', { params }),
    success: { title: 'ปิดช่วงยื่นข้อเสนอแล้ว' },
    failure: 'ปิดช่วงยื่นข้อเสนอไม่สำเร็จ',
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = fromBangkokInput(endsAt);
    if (!value) return setEnd.setError('กรุณาระบุวันเวลาสิ้นสุด');
    await setEnd.run(value);
  }

  const tiles: [string, number][] = [
    ['รอคำตอบ', view.counts.offered],
    ['ตอบรับ', view.counts.accepted],
    ['ปฏิเสธ', view.counts.declined],
    ['หมดเวลาตอบ', view.counts.lapsed],
    ['ถอน', view.counts.withdrawn],
    ['นิสิตที่ยังไม่ได้จับคู่', view.unmatchedCount],
    ['ไม่หาที่ฝึกงานแล้ว', view.notLookingCount],
    ['ที่ว่างคงเหลือ', view.placesLeft],
  ];

  return (
    <div className="grid grid-cols-1 gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="สรุปช่วงยื่นข้อเสนอ">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="text-2xl font-semibold text-gray-900 tabular-nums">{value.toLocaleString('th-TH')}</dd>
          </div>
        ))}
      </dl>

      <Card>
        <CardHeader>
          <CardTitle>วันสิ้นสุดช่วงยื่นข้อเสนอ</CardTitle>
          <CardDescription>เริ่มเมื่อประกาศผล ({formatDateTime(phase.opensAt)}) ต้องหลังวันประกาศผล ข้อเสนอที่ค้างอยู่ต้องตอบภายในวันนี้</CardDescription>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {isOver ? (
            <p className="text-sm text-gray-700">ช่วงยื่นข้อเสนอสิ้นสุดแล้ว ({formatDateTime(phase.closesAt)}) เปิดใหม่ไม่ได้</p>
          ) : (
            <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
              <Field id="offer-phase-ends-at" label="สิ้นสุด" error={setEnd.error} className="min-w-64">
                <ThaiDateTimeInput
                  id="offer-phase-ends-at"
                  value={endsAt}
                  onChange={setEndsAt}
                  aria-invalid={Boolean(setEnd.error) || undefined}
                  aria-describedby={describedBy('offer-phase-ends-at', { error: setEnd.error })}
                />
              </Field>
              <Button type="submit" isLoading={setEnd.isPending}>
                <CalendarCheck aria-hidden="true" />
                บันทึก
              </Button>
              {phase.isOpen ? (
                <ConfirmDialog
                  tone="error"
                  title="ปิดช่วงยื่นข้อเสนอก่อนกำหนด?"
                  description={`ปิดทันทีสำหรับทุกรอบการฝึกงานของรอบที่ ${phase.round} ข้อเสนอที่รอคำตอบ ${view.counts.offered} รายการจะหมดเวลาตอบ การปิดนี้เปิดใหม่ไม่ได้`}
                  confirmLabel="ปิดช่วงยื่นข้อเสนอ"
                  onConfirm={async () => {
                    await endEarly.runOrThrow();
                  }}
                  trigger={
                    <Button variant="errorOutline">
                      <CircleStop aria-hidden="true" />
                      ปิดก่อนกำหนด
                    </Button>
                  }
                />
              ) : null}
            </form>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>ตำแหน่งและที่ว่าง</CardTitle>
        </CardHeader>
        <CardContent>
          <OfferPlacesTable caption="ตำแหน่งและที่ว่าง" openings={view.openings} showCompany emptyText="ไม่มีตำแหน่ง" />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>ข้อเสนอทั้งหมด</CardTitle>
        </CardHeader>
        <CardContent>
          <Table caption="ข้อเสนอทั้งหมดของรอบนี้">
            <TableHeader>
              <TableRow>
                <TableHead>นิสิต</TableHead>
                <TableHead>ตำแหน่ง</TableHead>
                <TableHead>สถานะ</TableHead>
                <TableHead className="hidden sm:table-cell">ตอบภายใน</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {view.offers.length === 0 ? <TableEmptyRow colSpan={4}>ยังไม่มีข้อเสนอ</TableEmptyRow> : null}
              {view.offers.map((offer) => (
                <TableRow key={offer.offerId}>
                  <TableCell>
                    {offer.studentName}
                    <span className="block text-xs text-gray-600 tabular-nums">{offer.studentId}</span>
                  </TableCell>
                  <TableCell>
                    {offer.openingTitle}
                    <span className="block text-xs text-gray-600">{offer.companyName}</span>
                  </TableCell>
                  <TableCell>
                    <OfferStatusBadge status={offer.status} />
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{formatDateTime(offer.answerDeadline)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}
