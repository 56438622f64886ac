'use client';

import { Check, X } from 'lucide-react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import type { OfferView, StudentOfferPhaseView } from '@/lib/offers';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { OfferStatusBadge } from './offer-labels';

/** The student's offer phase: the offers received (accept is binding, after a confirmation), the openings with places left, and the opt-out. */
export function StudentOffers({ sessionId, view }: { sessionId: number; view: StudentOfferPhaseView }) {
  const optOut = useMutationAction<boolean>({
    action: (isNotLooking) => apiCall('PUT /student/sessions/{sessionId}/offer-phase', { params: { sessionId }, body: { isNotLooking } }),
    success: (_, isNotLooking) => ({ title: isNotLooking ? 'แจ้งว่าไม่หาที่ฝึกงานแล้ว' : 'กลับมาหาที่ฝึกงานในช่วงยื่นข้อเสนอ' }),
    failure: 'บันทึกไม่สำเร็จ',
  });
  const canAnswer = view.phase.isOpen && !view.isMatched;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>ข้อเสนอที่ได้รับ</CardTitle>
          <CardDescription>การตอบรับมีผลผูกพัน เมื่อตอบรับแล้ว ผลการจับคู่ของคุณคือตำแหน่งนั้น และข้อเสนออื่นจะถูกถอน</CardDescription>
        </CardHeader>
        <CardContent>
          {view.offers.length === 0 ? (
            <p className="text-sm text-gray-600">ยังไม่มีข้อเสนอ</p>
          ) : (
            <ul className="grid gap-3" aria-label="ข้อเสนอที่ได้รับ">
              {view.offers.map((offer) => (
                <OfferItem key={offer.offerId} offer={offer} canAnswer={canAnswer} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      {!view.isMatched ? (
        <Card>
          <CardHeader>
            <CardTitle>ไม่หาที่ฝึกงานแล้ว</CardTitle>
            <CardDescription>เมื่อเลือก บริษัทจะไม่เห็นชื่อคุณในช่วงยื่นข้อเสนอ และข้อเสนอที่รอคำตอบจะถูกปฏิเสธ</CardDescription>
          </CardHeader>
          <CardContent>
            <label htmlFor="offer-opt-out" className="flex items-center gap-2 text-sm text-gray-900">
              <Checkbox
                id="offer-opt-out"
                checked={view.isNotLooking}
                disabled={!view.phase.isOpen || optOut.isPending}
                onChange={(event) => void optOut.run(event.target.checked)}
              />
              ฉันไม่หาที่ฝึกงานแล้ว
            </label>
          </CardContent>
        </Card>
      ) : null}

      {canAnswer ? (
        <Card>
          <CardHeader>
            <CardTitle>ตำแหน่งที่ยังมีที่ว่าง</CardTitle>
            <CardDescription>บริษัทของตำแหน่งเหล่านี้ส่งข้อเสนอถึงคุณได้ในช่วงนี้</CardDescription>
          </CardHeader>
          <CardContent>
            <Table caption="ตำแหน่งที่ยังมีที่ว่าง">
              <TableHeader>
                <TableRow>
                  <TableHead>ตำแหน่ง</TableHead>
                  <TableHead>บริษัท</TableHead>
                  <TableHead className="text-right">ที่ว่าง</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {view.openings.length === 0 ? <TableEmptyRow colSpan={3}>ไม่มีตำแหน่งที่ยังมีที่ว่าง</TableEmptyRow> : null}
                {view.openings.map((opening) => (
                  <TableRow key={opening.openingId}>
                    <TableCell>{opening.title}</TableCell>
                    <TableCell>{opening.companyName}</TableCell>
                    <TableCell className="text-right tabular-nums">{opening.remainingQuota}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function OfferItem({ offer, canAnswer }: { offer: OfferView; canAnswer: boolean }) {
  const accept = useMutationAction({
    action: () => apiCall('POST /student/offers/{offerId}/accept', { params: { offerId: offer.offerId } }),
    success: { title: 'ตอบรับข้อเสนอแล้ว', description: `${offer.openingTitle} · ${offer.companyName}` },
    failure: 'ตอบรับไม่สำเร็จ',
  });
  const decline = useMutationAction({
    action: () => apiCall('POST /student/offers/{offerId}/decline', { params: { offerId: offer.offerId } }),
    success: { title: 'ปฏิเสธข้อเสนอแล้ว' },
    failure: 'ปฏิเสธไม่สำเร็จ',
  });
  const isOpen = offer.status === 'OFFERED';
  return (
    <li className="grid gap-2 rounded-lg border border-gray-200 p-4 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid gap-1">
        <p className="font-medium text-gray-900">
          {offer.openingTitle} <span className="font-normal text-gray-700">· {offer.companyName}</span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          <OfferStatusBadge status={offer.status} />
          {isOpen ? `ตอบภายใน ${formatDateTime(offer.answerDeadline)}` : `ส่งเมื่อ ${formatDateTime(offer.sentAt)}`}
        </p>
      </div>
      {isOpen && canAnswer ? (
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            title="ตอบรับข้อเสนอนี้?"
            description={`การตอบรับมีผลผูกพันและยกเลิกไม่ได้ ผลการจับคู่ของคุณจะเป็นตำแหน่ง ${offer.openingTitle} ของ ${offer.companyName} และข้อเสนออื่นทั้งหมดจะถูกถอน`}
            confirmLabel="ตอบรับ"
            onConfirm={async () => {
              await accept.runOrThrow();
            }}
            trigger={
              <Button size="sm">
                <Check aria-hidden="true" />
                ตอบรับ
              </Button>
            }
          />
          <ConfirmDialog
            tone="error"
            title="ปฏิเสธข้อเสนอนี้?"
            description={`ข้อเสนอตำแหน่ง ${offer.openingTitle} จะถูกปฏิเสธ และที่ว่างจะกลับไปให้บริษัทเสนอผู้อื่น`}
            confirmLabel="ปฏิเสธ"
            onConfirm={async () => {
              await decline.runOrThrow();
            }}
            trigger={
              <Button size="sm" variant="errorOutline">
                <X aria-hidden="true" />
                ปฏิเสธ
              </Button>
            }
          />
        </div>
      ) : null}
    </li>
  );
}
