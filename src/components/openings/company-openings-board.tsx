'use client';

import { CalendarClock, FilePen, Plus, Send } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiFetch, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import type { CompanyOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { useCurrentSession } from '@/components/session/session-provider';
import type { SessionInfo } from '@/components/session/types';
import { OpeningStatusBadge } from '@/components/status/status-badge';
import { CompanyOpeningActions } from './company-opening-actions';
import { CompanyRatioDialog } from './company-ratio-dialog';
import { OpeningForm, type OpeningInput } from './opening-form';

export type CompanyOpeningsBoardProps = {
  now: string;
  openings: CompanyOpeningView[];
  compensationTypes: CompensationTypeView[];
  tagOptions: OpeningTagView[];
};

const isBeforeDeadline = (session: SessionInfo, now: number) => session.openingSubmissionDeadline === null || now < Date.parse(session.openingSubmissionDeadline);

/** The company's /opening: its openings of the chosen session group, one section per session, with bulk publish. */
export function CompanyOpeningsBoard({ now: serverNow, openings, compensationTypes, tagOptions }: CompanyOpeningsBoardProps) {
  const router = useRouter();
  const { currentGroup } = useCurrentSession();
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [isRatioOpen, setIsRatioOpen] = useState(false);
  const [createFor, setCreateFor] = useState<SessionInfo | null>(null);
  const now = Date.parse(serverNow);

  if (!currentGroup) {
    return (
      <>
        <PageHeader title="ตำแหน่งงานของบริษัท" />
        <EmptyState icon={FilePen} title="ยังไม่มีกลุ่มรอบการฝึกงาน" description="เมื่อผู้ดูแลระบบเปิดกลุ่มรอบใหม่ บริษัทจะสร้างตำแหน่งงานได้ที่นี่" />
      </>
    );
  }

  const sessionIds = new Set(currentGroup.sessions.map((session) => session.sessionId));
  const inGroup = openings.filter((opening) => sessionIds.has(opening.sessionId));
  const selectedInGroup = selectedIds.filter((openingId) => inGroup.some((opening) => opening.openingId === openingId && opening.status === 'DRAFT'));

  const toggle = (openingId: number, isChecked: boolean) =>
    setSelectedIds((current) => (isChecked ? [...new Set([...current, openingId])] : current.filter((id) => id !== openingId)));

  async function create(input: OpeningInput) {
    if (!createFor) return;
    const created = await apiFetch<CompanyOpeningView>(`/company/sessions/${createFor.sessionId}/openings`, { method: 'POST', body: input });
    toast.success('สร้างตำแหน่งงานฉบับร่างแล้ว', `“${created.title}” ยังไม่เผยแพร่ เผยแพร่ได้เมื่อพร้อม`);
    setCreateFor(null);
    router.refresh();
  }

  async function publishSelected() {
    try {
      await apiFetch('/company/openings/publish', { method: 'POST', body: { openingIds: selectedInGroup } });
      toast.success('เผยแพร่ตำแหน่งงานแล้ว', `${selectedInGroup.length} ตำแหน่ง นิสิตจะเห็นตั้งแต่วันประกาศตำแหน่งงาน`);
      setSelectedIds([]);
      setIsRatioOpen(false);
      router.refresh();
    } catch (error) {
      toast.error('เผยแพร่ไม่สำเร็จ', errorMessage(error));
      throw error;
    }
  }

  return (
    <>
      <PageHeader
        eyebrow={currentGroup.title}
        title="ตำแหน่งงานของบริษัท"
        description="สร้างตำแหน่งงานเป็นฉบับร่าง แก้ไขให้ครบ แล้วเผยแพร่ทีละตำแหน่งหรือหลายตำแหน่งพร้อมกัน"
        actions={
          <Button onClick={() => setIsRatioOpen(true)} disabled={selectedInGroup.length === 0}>
            <Send aria-hidden="true" />
            เผยแพร่ที่เลือก ({selectedInGroup.length})
          </Button>
        }
      />

      <div className="grid gap-8">
        {currentGroup.sessions.map((session) => {
          const rows = inGroup.filter((opening) => opening.sessionId === session.sessionId);
          const isOpen = isBeforeDeadline(session, now);
          const headingId = `session-${session.sessionId}-heading`;
          return (
            <section key={session.sessionId} aria-labelledby={headingId} className="grid gap-3">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                <div className="grid gap-1">
                  <h2 id={headingId} className="text-lg font-semibold text-gray-900">
                    {session.title}
                  </h2>
                  <p className="flex items-center gap-1.5 text-sm text-gray-700">
                    <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
                    {session.openingSubmissionDeadline === null
                      ? 'ยังไม่กำหนดวันปิดรับตำแหน่งงาน'
                      : isOpen
                        ? `สร้างและเผยแพร่ได้ถึง ${formatDateTime(session.openingSubmissionDeadline)}`
                        : `ปิดรับตำแหน่งงานรอบที่ ${session.currentRound} แล้วเมื่อ ${formatDateTime(session.openingSubmissionDeadline)}`}
                  </p>
                  <p className="text-xs text-gray-600">สัดส่วนจำนวนที่รับขั้นต่ำของรอบนี้ {Math.round(session.minimumCompanyOpeningRatio * 100)}%</p>
                </div>
                <Button variant="outline" onClick={() => setCreateFor(session)} disabled={!isOpen} aria-label={`สร้างตำแหน่งงานใน${session.title}`}>
                  <Plus aria-hidden="true" />
                  สร้างตำแหน่งงาน
                </Button>
              </div>

              <Table caption={`ตำแหน่งงานของบริษัทใน${session.title}`}>
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-10">
                      <span className="sr-only">เลือกเพื่อเผยแพร่</span>
                    </TableHead>
                    <TableHead>ตำแหน่งงาน</TableHead>
                    <TableHead className="text-right">จำนวนที่รับ</TableHead>
                    <TableHead className="hidden sm:table-cell">สถานะ</TableHead>
                    <TableHead className="hidden text-right sm:table-cell">การดำเนินการ</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.length === 0 ? (
                    <TableEmptyRow colSpan={5}>{isOpen ? 'ยังไม่มีตำแหน่งงานในรอบนี้ กด “สร้างตำแหน่งงาน” เพื่อเริ่ม' : 'ไม่มีตำแหน่งงานในรอบนี้'}</TableEmptyRow>
                  ) : (
                    rows.map((opening) => {
                      const canSelect = opening.status === 'DRAFT' && isOpen;
                      const isSelected = selectedInGroup.includes(opening.openingId);
                      return (
                        <TableRow key={opening.openingId} aria-selected={isSelected || undefined}>
                          <TableCell>
                            {canSelect ? (
                              <Checkbox
                                checked={isSelected}
                                onChange={(event) => toggle(opening.openingId, event.target.checked)}
                                aria-label={`เลือก ${opening.title} เพื่อเผยแพร่`}
                              />
                            ) : null}
                          </TableCell>
                          <TableCell className="min-w-48">
                            <Link href={`/opening/${opening.openingId}/session/${opening.sessionId}`} className="font-medium text-brand-800 hover:underline">
                              {opening.title}
                            </Link>
                            <p className="text-xs text-gray-600">{opening.officeName}</p>
                            {/* Small screens: status and actions under the title instead of in columns off to the side. */}
                            <div className="mt-2 grid justify-items-start gap-2 sm:hidden">
                              <OpeningStatusBadge status={opening.status} />
                              <CompanyOpeningActions opening={opening} isBeforeDeadline={isOpen} onChanged={() => router.refresh()} />
                            </div>
                          </TableCell>
                          <TableCell className="text-right align-top tabular-nums sm:align-middle">{opening.quota}</TableCell>
                          <TableCell className="hidden sm:table-cell">
                            <OpeningStatusBadge status={opening.status} />
                          </TableCell>
                          <TableCell className="hidden text-right sm:table-cell">
                            <CompanyOpeningActions opening={opening} isBeforeDeadline={isOpen} onChanged={() => router.refresh()} />
                          </TableCell>
                        </TableRow>
                      );
                    })
                  )}
                </TableBody>
              </Table>
            </section>
          );
        })}
      </div>

      <CompanyRatioDialog
        open={isRatioOpen}
        onOpenChange={setIsRatioOpen}
        sessionGroupId={currentGroup.sessionGroupId}
        openings={inGroup.filter((opening) => selectedInGroup.includes(opening.openingId))}
        onConfirm={publishSelected}
      />

      <Dialog open={createFor !== null} onOpenChange={(open) => (open ? null : setCreateFor(null))}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
          <DialogTitle>สร้างตำแหน่งงาน</DialogTitle>
          <DialogDescription>
            {createFor ? `${createFor.title} · ` : ''}กรอกข้อมูลที่จำเป็นเพื่อบันทึกเป็นฉบับร่าง แล้วเพิ่มรายละเอียดอื่นได้ในหน้าแก้ไข
          </DialogDescription>
          {createFor ? (
            <OpeningForm
              key={createFor.sessionId}
              mode="create"
              fields="required"
              compensationTypes={compensationTypes}
              tagOptions={tagOptions}
              submitLabel="บันทึกฉบับร่าง"
              onSubmit={create}
              onCancel={() => setCreateFor(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
