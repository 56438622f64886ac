'use client';

import { Undo2 } from 'lucide-react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import type { CompanyOfferPhaseView, OfferCandidateView, OfferView } from '@/lib/offers';
import type { List } from '@/lib/list';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { OfferStatusBadge } from './offer-labels';
import { OfferPlacesTable } from './offer-places-table';
import { SendOfferDialog } from './send-offer-dialog';

/** The company's offer phase: its openings' places, the unmatched students to offer to, and its offers' states. */
export function CompanyOffers({
  sessionId,
  view,
  candidates,
  search,
}: {
  sessionId: number;
  view: CompanyOfferPhaseView;
  candidates: List<OfferCandidateView>;
  search: string;
}) {
  const { meta } = candidates;
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ sessionId: String(sessionId), page: String(page), ...(search ? { search } : {}) })}`;
  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>ตำแหน่งของบริษัท</CardTitle>
          <CardDescription>ที่ว่าง = จำนวนรับ − จับคู่แล้ว − ข้อเสนอที่รอคำตอบ</CardDescription>
        </CardHeader>
        <CardContent>
          <OfferPlacesTable
            caption="ตำแหน่งของบริษัทและที่ว่าง"
            openings={view.openings}
            showCompany={false}
            emptyText="ไม่มีตำแหน่งที่รับนิสิตในรอบการฝึกงานนี้"
          />
        </CardContent>
      </Card>

      {view.phase.isOpen && view.phase.closesAt ? (
        <Card>
          <CardHeader>
            <CardTitle>นิสิตที่ยังไม่ได้จับคู่</CardTitle>
            <CardDescription>นิสิตที่ยังหาที่ฝึกงาน {meta.totalItem.toLocaleString('th-TH')} คน</CardDescription>
          </CardHeader>
          <CardContent className="grid grid-cols-1 gap-3">
            <form className="flex flex-wrap gap-2" role="search">
              <input type="hidden" name="sessionId" value={sessionId} />
              <label htmlFor="offer-candidate-search" className="sr-only">
                ค้นหานิสิต
              </label>
              <input
                id="offer-candidate-search"
                name="search"
                defaultValue={search}
                placeholder="รหัสหรือชื่อนิสิต"
                className="h-10 min-w-0 flex-1 rounded-lg border border-gray-300 px-3 text-sm"
              />
              <Button type="submit" variant="secondary">
                ค้นหา
              </Button>
            </form>
            <Table caption="นิสิตที่ยังไม่ได้จับคู่">
              <TableHeader>
                <TableRow>
                  <TableHead>รหัสนิสิต</TableHead>
                  <TableHead>ชื่อ</TableHead>
                  <TableHead className="hidden sm:table-cell">หลักสูตร</TableHead>
                  <TableHead>
                    <span className="sr-only">การทำงาน</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {candidates.items.length === 0 ? <TableEmptyRow colSpan={4}>ไม่พบนิสิต</TableEmptyRow> : null}
                {candidates.items.map((student) => (
                  <TableRow key={student.studentId}>
                    <TableCell className="tabular-nums">{student.studentId}</TableCell>
                    <TableCell>{student.studentName}</TableCell>
                    <TableCell className="hidden sm:table-cell">{student.programName ?? '–'}</TableCell>
                    <TableCell className="text-right">
                      {student.hasOfferFromCompany ? (
                        <span className="text-sm text-gray-600">ส่งข้อเสนอแล้ว</span>
                      ) : (
                        <SendOfferDialog sessionId={sessionId} student={student} openings={view.openings} closesAt={view.phase.closesAt!} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {meta.totalPage > 1 ? (
              <nav aria-label="หน้าของรายชื่อ" className="flex items-center justify-between text-sm">
                {meta.currentPage > 1 ? <a href={pageLink(meta.currentPage - 1)}>ก่อนหน้า</a> : <span />}
                <span>
                  หน้า {meta.currentPage} จาก {meta.totalPage}
                </span>
                {meta.currentPage < meta.totalPage ? <a href={pageLink(meta.currentPage + 1)}>ถัดไป</a> : <span />}
              </nav>
            ) : null}
          </CardContent>
        </Card>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>ข้อเสนอของบริษัท</CardTitle>
        </CardHeader>
        <CardContent>
          <Table caption="ข้อเสนอของบริษัท">
            <TableHeader>
              <TableRow>
                <TableHead>นิสิต</TableHead>
                <TableHead>ตำแหน่ง</TableHead>
                <TableHead>สถานะ</TableHead>
                <TableHead className="hidden sm:table-cell">ตอบภายใน</TableHead>
                <TableHead>
                  <span className="sr-only">การทำงาน</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {view.offers.length === 0 ? <TableEmptyRow colSpan={5}>ยังไม่ได้ส่งข้อเสนอ</TableEmptyRow> : null}
              {view.offers.map((offer) => (
                <OfferRow key={offer.offerId} offer={offer} canWithdraw={view.phase.isOpen} />
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

function OfferRow({ offer, canWithdraw }: { offer: OfferView; canWithdraw: boolean }) {
  const withdraw = useMutationAction({
    action: () => apiCall('POST /company/offers/{offerId}/withdraw', { params: { offerId: offer.offerId } }),
    success: { title: 'ถอนข้อเสนอแล้ว' },
    failure: 'ถอนข้อเสนอไม่สำเร็จ',
  });
  return (
    <TableRow>
      <TableCell>
        {offer.studentName}
        <span className="block text-xs text-gray-600 tabular-nums">{offer.studentId}</span>
      </TableCell>
      <TableCell>{offer.openingTitle}</TableCell>
      <TableCell>
        <OfferStatusBadge status={offer.status} />
      </TableCell>
      <TableCell className="hidden sm:table-cell">{formatDateTime(offer.answerDeadline)}</TableCell>
      <TableCell className="text-right">
        {offer.status === 'OFFERED' && canWithdraw ? (
          <ConfirmDialog
            tone="error"
            title="ถอนข้อเสนอนี้?"
            description={`ข้อเสนอตำแหน่ง ${offer.openingTitle} ถึง ${offer.studentName} จะถูกถอน และนิสิตจะได้รับแจ้ง`}
            confirmLabel="ถอนข้อเสนอ"
            onConfirm={async () => {
              await withdraw.runOrThrow();
            }}
            trigger={
              <Button size="sm" variant="errorOutline" aria-label={`ถอนข้อเสนอถึง ${offer.studentName}`}>
                <Undo2 aria-hidden="true" />
                ถอน
              </Button>
            }
          />
        ) : null}
      </TableCell>
    </TableRow>
  );
}
