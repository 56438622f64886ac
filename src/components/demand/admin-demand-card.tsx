'use client';

import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { formatDateTime } from '@/lib/dates';
import type { DemandSettingsView, SessionDemandView } from '@/lib/demand';
import { demandText } from '@/lib/demand-text';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/checkbox';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';

type Row = SessionDemandView['items'][number] & { title: string; companyNameTh: string };

/** The admin's live demand of a session: the two settings (audited) and every opening's figures while the window is open. */
export function AdminDemandCard({ settings, demand, rows }: { settings: DemandSettingsView; demand: SessionDemandView; rows: Row[] }) {
  const [isShown, setIsShown] = useState(settings.isShown);
  const [countsDrafts, setCountsDrafts] = useState(settings.countsDrafts);
  const save = useMutationAction({
    action: () =>
      apiCall('PUT /admin/sessions/{sessionId}/demand', { params: { sessionId: settings.sessionId }, body: { isShown, countsDrafts } }),
    success: 'บันทึกการแสดงความนิยมแล้ว',
    failure: 'บันทึกการแสดงความนิยมไม่สำเร็จ',
  });
  const isChanged = isShown !== settings.isShown || countsDrafts !== settings.countsDrafts;
  return (
    <Card data-testid="admin-demand-card">
      <CardHeader>
        <CardTitle>ความนิยมของตำแหน่งงานระหว่างจัดอันดับ</CardTitle>
        <CardDescription>
          ระหว่างช่วงจัดอันดับของนิสิต แต่ละตำแหน่งแสดงจำนวนนิสิตที่ใส่ไว้ในรายการ จำนวนที่เลือกเป็นอันดับ 1 และจำนวนผู้สมัครต่อที่ ตัวเลขช้ากว่าความจริงได้ไม่เกิน{' '}
          {demand.freshSeconds} วินาที
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save.run();
          }}
        >
          <div className="flex items-center justify-between gap-4">
            <span id="demand-shown-label" className="text-sm text-gray-900">
              แสดงความนิยมแก่นิสิตและบริษัท
            </span>
            <Switch aria-labelledby="demand-shown-label" checked={isShown} onCheckedChange={setIsShown} />
          </div>
          <div className="flex items-center justify-between gap-4">
            <span id="demand-drafts-label" className="text-sm text-gray-900">
              นับรายการที่ยังเป็นฉบับร่าง (ยังไม่ได้ส่ง)
            </span>
            <Switch aria-labelledby="demand-drafts-label" checked={countsDrafts} onCheckedChange={setCountsDrafts} />
          </div>
          {save.error ? (
            <p role="alert" className="text-sm text-error-700">
              {save.error}
            </p>
          ) : null}
          <div>
            <Button type="submit" isLoading={save.isPending} disabled={!isChanged}>
              บันทึกการแสดงความนิยม
            </Button>
          </div>
        </form>
        {demand.state === 'CLOSED' ? (
          <p className="text-sm text-gray-700">ขณะนี้ไม่อยู่ในช่วงจัดอันดับของนิสิต จึงไม่มีตัวเลขความนิยม</p>
        ) : (
          <div className="grid gap-2">
            <p className="text-sm text-gray-700">
              {demand.state === 'OFF' ? 'ปิดการแสดงอยู่ (เฉพาะผู้ดูแลระบบเห็นตัวเลข) · ' : ''}
              คำนวณเมื่อ {demand.computedAt ? formatDateTime(demand.computedAt) : '—'}
            </p>
            <Table caption="ความนิยมของแต่ละตำแหน่ง เรียงจากผู้สมัครต่อที่มากที่สุด">
              <TableHeader>
                <TableRow>
                  <TableHead>ตำแหน่งงาน</TableHead>
                  <TableHead>ความนิยม</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.length === 0 ? (
                  <TableEmptyRow colSpan={2}>ยังไม่มีตำแหน่งงานที่เผยแพร่</TableEmptyRow>
                ) : (
                  rows.map((row) => (
                    <TableRow key={row.openingId}>
                      <TableCell>
                        <span className="block font-medium">{row.title}</span>
                        <span className="block text-xs text-gray-600">{row.companyNameTh}</span>
                      </TableCell>
                      <TableCell className="text-sm">{demandText(row)}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
