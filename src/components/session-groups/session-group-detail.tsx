'use client';

import { ArrowRight, CalendarCheck, CircleCheck, Plus, UserCheck } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { ROUND_DATE_KEYS, ROUND_DATE_LABELS_TH, roundLabel } from '@/lib/labels';
import type { SessionGroupView } from '@/lib/session-groups';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { fieldErrorsOf } from './field-errors';
import { roundDraftOf, roundValuesOf, RoundsEditor, type RoundDraft } from './rounds-editor';
import { DEFAULT_SESSION_VALUES, SessionForm } from './session-form';

export function SessionGroupDetail({ group }: { group: SessionGroupView }) {
  return (
    <div className="grid gap-6">
      <CloseRoundCard group={group} />
      <SessionsCard group={group} />
      <GroupSettingsCard group={group} />
    </div>
  );
}

function CloseRoundCard({ group }: { group: SessionGroupView }) {
  const current = group.rounds.find((round) => round.round === group.currentRound);
  const hasNext = group.rounds.some((round) => round.round === group.currentRound + 1);
  const notMatched = group.sessions.filter((session) => !session.isMatchingInitiated);
  const blocking = useBlockingTask();
  const closing = useMutationAction({
    action: () =>
      blocking.run(
        `กำลังปิด${roundLabel(group.currentRound)}…`,
        () =>
          apiCall('POST /admin/session-groups/{sessionGroupId}/close-round', {
            params: { sessionGroupId: group.sessionGroupId },
            expectedStatuses: [200],
          }),
        'ระบบกำลังบันทึกผลและเตรียมรอบถัดไป โปรดอย่าปิดหรือออกจากหน้านี้',
      ),
    success: (updated) => ({ title: `ปิด${roundLabel(group.currentRound)}แล้ว`, description: `ตอนนี้เป็น${roundLabel(updated.currentRound)}` }),
    failure: 'ปิดรอบไม่สำเร็จ',
  });

  return (
    <Card>
      {blocking.overlay}
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{roundLabel(group.currentRound)}</CardTitle>
          <Badge tone="brand">ครั้งปัจจุบัน</Badge>
        </div>
        <CardDescription>จาก {group.rounds.length} ครั้งในกลุ่มรอบนี้</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {current ? (
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
            {ROUND_DATE_KEYS.map((key) => (
              <div key={key} className="min-w-0">
                <dt className="text-xs text-gray-600">{ROUND_DATE_LABELS_TH[key]}</dt>
                <dd className="text-sm font-medium text-gray-900">{formatDateTime(current[key], 'ไม่เปิดในครั้งนี้')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="flex flex-col gap-3 rounded-xl border border-dashed bg-gray-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-gray-700">
            {hasNext
              ? `เมื่อจับคู่ทุกรอบการฝึกงานและประกาศผลแล้ว ปิด${roundLabel(group.currentRound)}เพื่อเริ่ม${roundLabel(group.currentRound + 1)}`
              : `${roundLabel(group.currentRound)}เป็นรอบสุดท้าย เพิ่มรอบถัดไปในส่วนตั้งค่าด้านล่างก่อนจึงจะปิดได้`}
          </p>
          <ConfirmDialog
            tone="error"
            title={`ปิด${roundLabel(group.currentRound)}?`}
            description={
              <span className="grid gap-2">
                <span>เมื่อปิดแล้วกลุ่มรอบจะเริ่ม{roundLabel(group.currentRound + 1)}ทันที และย้อนกลับไม่ได้:</span>
                <span className="block">• นิสิตที่จับคู่ไม่สำเร็จจะกลับไปที่สถานะ “รอจัดอันดับ” เพื่อสมัครในรอบถัดไป</span>
                <span className="block">• นิสิตที่จับคู่สำเร็จแล้วคงตำแหน่งงานเดิม</span>
                <span className="block">• ตำแหน่งงานที่ยังเหลือที่ว่างจะกลับมาเปิดรับสมัคร</span>
                {notMatched.length ? (
                  <span className="block font-medium text-error-800">
                    ยังไม่ได้จับคู่: {notMatched.map((session) => session.title).join(', ')} (หากมีนิสิตรอผล ระบบจะไม่ให้ปิด)
                  </span>
                ) : null}
              </span>
            }
            confirmLabel={`ปิด${roundLabel(group.currentRound)}`}
            onConfirm={async () => void (await closing.runOrThrow())}
            trigger={
              <Button variant="errorOutline" disabled={!hasNext}>
                <CircleCheck aria-hidden="true" />
                ปิด{roundLabel(group.currentRound)}
              </Button>
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ group }: { group: SessionGroupView }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <CardTitle>รอบการฝึกงานในกลุ่มนี้</CardTitle>
          <CardDescription>แต่ละรอบมีนิสิต ตำแหน่งงาน และเงื่อนไขการสมัครของตัวเอง</CardDescription>
        </div>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" className="mt-2 sm:mt-0">
              <Plus aria-hidden="true" />
              สร้างรอบการฝึกงาน
            </Button>
          </DialogTrigger>
          <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
            <DialogTitle>สร้างรอบการฝึกงาน</DialogTitle>
            <DialogDescription>ใน{group.title}</DialogDescription>
            <SessionForm
              idPrefix="new-session"
              initial={DEFAULT_SESSION_VALUES}
              submitLabel="สร้างรอบการฝึกงาน"
              footer={
                <Button variant="cancel" onClick={() => setOpen(false)}>
                  ยกเลิก
                </Button>
              }
              save={{
                action: (values) => apiCall('POST /admin/sessions', { body: { ...values, sessionGroupId: group.sessionGroupId } }),
                success: (session) => ({ title: 'สร้างรอบการฝึกงานแล้ว', description: session.title }),
                // The hook's refresh after the push brings the layout's session selector up to date.
                onSuccess: (session) => {
                  setOpen(false);
                  router.push(`/session/${session.sessionId}`);
                },
              }}
            />
          </DialogContent>
        </Dialog>
      </CardHeader>
      <CardContent>
        {group.sessions.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            icon={CalendarCheck}
            title="ยังไม่มีรอบการฝึกงาน"
            description="สร้างรอบการฝึกงานแรก แล้วลงทะเบียนนิสิตเข้ารอบนั้น"
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {group.sessions.map((session) => (
              <li key={session.sessionId} className="grid gap-3 rounded-xl border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-gray-900">{session.title}</h3>
                  <Badge tone={session.isMatchingInitiated ? 'success' : 'neutral'} dot>
                    {session.isMatchingInitiated ? 'จับคู่แล้ว' : 'ยังไม่จับคู่'}
                  </Badge>
                </div>
                {session.description ? <p className="line-clamp-2 text-sm text-gray-600">{session.description}</p> : null}
                <dl className="grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-gray-600">ใบสมัครต่อนิสิต</dt>
                    <dd className="font-medium text-gray-900">
                      {session.minimumApplicationPerStudent}–{session.maximumApplicationPerStudent}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-gray-600">บริษัทขั้นต่ำ</dt>
                    <dd className="font-medium text-gray-900">{session.minimumUniqueCompanyCountPerStudent}</dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <Link href={`/session/${session.sessionId}`}>
                      จัดการรอบ
                      <ArrowRight aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="ghost">
                    <Link href={`/session/${session.sessionId}/${group.currentRound}/matching`}>
                      <UserCheck aria-hidden="true" />
                      การจับคู่<span className="sr-only">ของ{session.title}</span>
                    </Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function GroupSettingsCard({ group }: { group: SessionGroupView }) {
  const [title, setTitle] = useState(group.title);
  const [rounds, setRounds] = useState<RoundDraft[]>(() => group.rounds.map(roundDraftOf));
  const isInvalid = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 400;
  const saving = useMutationAction({
    action: () =>
      apiCall('PATCH /admin/session-groups/{sessionGroupId}', {
        params: { sessionGroupId: group.sessionGroupId },
        body: { title, rounds: roundValuesOf(rounds) },
      }),
    success: 'บันทึกกลุ่มรอบแล้ว',
    failure: 'บันทึกไม่สำเร็จ',
    describeError: (error) => (isInvalid(error) ? 'กรุณาตรวจสอบข้อมูลที่ทำเครื่องหมายไว้' : errorMessage(error)),
    fieldErrors: (error) => (isInvalid(error) ? fieldErrorsOf(error.message) : {}),
  });
  const errors = saving.fieldErrors;
  const isSaving = saving.isPending;

  async function save(event: FormEvent) {
    event.preventDefault();
    await saving.run();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>ตั้งค่ากลุ่มรอบและกำหนดการ</CardTitle>
        <CardDescription>แก้ชื่อ วันสำคัญของแต่ละรอบ หรือเพิ่มรอบถัดไป รอบที่ดำเนินไปแล้วลบไม่ได้</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} className="grid gap-5" noValidate>
          <Field id="group-title" label="ชื่อกลุ่มรอบ" required error={errors.title}>
            <Input
              id="group-title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              aria-invalid={Boolean(errors.title) || undefined}
              aria-describedby={describedBy('group-title', { error: errors.title })}
            />
          </Field>
          {errors[''] || errors.rounds ? <p className="text-sm text-error-700">{errors[''] ?? errors.rounds}</p> : null}
          <RoundsEditor
            idPrefix="edit"
            rounds={rounds}
            onChange={setRounds}
            errors={errors}
            lockedRoundCount={group.currentRound}
            disabled={isSaving}
          />
          <div className="flex justify-end border-t pt-4">
            <Button type="submit" isLoading={isSaving} loadingText="กำลังบันทึก…">
              บันทึกการเปลี่ยนแปลง
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
