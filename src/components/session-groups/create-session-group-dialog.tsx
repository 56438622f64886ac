'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { toBangkokInput } from './bangkok-time';
import { fieldErrorsOf } from './field-errors';
import { roundValuesOf, RoundsEditor, type RoundDraft } from './rounds-editor';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A sample schedule a week from now, at 23:59 Bangkok time, so a person adjusts dates rather than typing sixteen. */
function sampleRound(): RoundDraft {
  const today = toBangkokInput(new Date().toISOString()).slice(0, 10);
  const at = (days: number) => toBangkokInput(new Date(new Date(`${today}T23:59:00+07:00`).getTime() + days * DAY_MS).toISOString());
  return {
    openingSubmissionDeadline: at(7),
    openingAnnouncementDate: at(10),
    studentRankingDeadline: at(24),
    applicationAnnouncementDate: at(25),
    companyRankingDeadline: at(32),
    reorderRankingDeadline: at(34),
    cancelRankingDeadline: at(34),
    resultAnnouncementDate: at(36),
  };
}

export function CreateSessionGroupDialog() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [rounds, setRounds] = useState<RoundDraft[]>(() => [sampleRound()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    setErrors({});
    try {
      const group = await apiCall('POST /admin/session-groups', { body: { title, rounds: roundValuesOf(rounds) } });
      toast.success('สร้างกลุ่มรอบแล้ว', group.title);
      setOpen(false);
      router.push(`/session-group/${group.sessionGroupId}`);
      // The header's session selector lives in the layout, which a push keeps: refresh it to list the new group.
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setErrors(fieldErrorsOf(error.message));
      toast.error('สร้างกลุ่มรอบไม่สำเร็จ', error instanceof ApiError && error.status === 400 ? 'กรุณาตรวจสอบข้อมูลที่ทำเครื่องหมายไว้' : errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTitle('');
          setRounds([sampleRound()]);
          setErrors({});
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          สร้างกลุ่มรอบ
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-5xl overflow-y-auto">
        <DialogTitle>สร้างกลุ่มรอบ</DialogTitle>
        <DialogDescription>ตั้งชื่อกลุ่มรอบและกำหนดวันสำคัญของการจับคู่แต่ละครั้ง วันที่ตั้งไว้ให้เป็นตัวอย่าง ปรับได้ตามต้องการ</DialogDescription>
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <Field id="session-group-title" label="ชื่อกลุ่มรอบ" required error={errors.title}>
            <Input
              id="session-group-title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              placeholder="เช่น ฝึกงานภาคฤดูร้อน 2570"
              aria-invalid={Boolean(errors.title) || undefined}
              aria-describedby={describedBy('session-group-title', { error: errors.title })}
              autoFocus
            />
          </Field>
          {errors[''] || errors.rounds ? <p className="text-sm text-error-700">{errors[''] ?? errors.rounds}</p> : null}
          <RoundsEditor idPrefix="create" rounds={rounds} onChange={setRounds} errors={errors} disabled={isSaving} />
          <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={() => setOpen(false)} disabled={isSaving}>
              ยกเลิก
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText="กำลังสร้าง…">
              สร้างกลุ่มรอบ
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
