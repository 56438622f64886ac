'use client';

import { CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { apiCall } from '@/lib/api-call';
import { describeEnrollmentResult, type EnrollmentResult } from '@/lib/enrollments';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useFormDialog } from '@/components/ui/use-mutation-action';

/** Student ids typed or pasted: separated by commas, spaces or new lines. */
function parseStudentIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

export function EnrollByAdmissionYearDialog({ sessionId, admissionYears }: { sessionId: number; admissionYears: number[] }) {
  const [years, setYears] = useState<number[]>([]);
  const [excluded, setExcluded] = useState('');
  const dialog = useFormDialog<{ admissionYears: number[]; excludeStudentIds: string[] }, EnrollmentResult>({
    action: (body) => apiCall('POST /admin/sessions/{sessionId}/enrollments-by-admission-years', { params: { sessionId }, body }),
    success: (result) => ({ title: 'ลงทะเบียนนิสิตแล้ว', description: describeEnrollmentResult(result) }),
    failure: 'ลงทะเบียนไม่สำเร็จ',
    onOpen: () => {
      setYears([]);
      setExcluded('');
    },
  });
  const error = dialog.error ?? '';
  const isSaving = dialog.isSaving;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (years.length === 0) {
      dialog.setError('กรุณาเลือกปีที่เข้าศึกษาอย่างน้อย 1 ปี');
      return;
    }
    await dialog.run({ admissionYears: years, excludeStudentIds: parseStudentIds(excluded) });
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <CalendarPlus aria-hidden="true" />
          ลงทะเบียนตามปีที่เข้าศึกษา
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogTitle>ลงทะเบียนตามปีที่เข้าศึกษา</DialogTitle>
        <DialogDescription>ลงทะเบียนนิสิตที่ใช้งานอยู่ทุกคนของปีที่เลือก ยกเว้นรหัสที่ระบุ นิสิตที่ลงทะเบียนอยู่แล้วจะถูกข้าม</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-gray-900">ปีที่เข้าศึกษา</legend>
            {admissionYears.length === 0 ? <p className="text-sm text-gray-600">ยังไม่มีนิสิตในระบบ</p> : null}
            <div className="flex flex-wrap gap-2">
              {admissionYears.map((year) => {
                const id = `admission-year-${year}`;
                const isChecked = years.includes(year);
                return (
                  <label
                    key={year}
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm text-gray-800 has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <Checkbox
                      id={id}
                      checked={isChecked}
                      onChange={() => setYears(isChecked ? years.filter((value) => value !== year) : [...years, year])}
                    />
                    {year}
                  </label>
                );
              })}
            </div>
          </fieldset>
          <Field id="exclude-student-ids" label="ยกเว้นรหัสนิสิต" hint="ไม่บังคับ คั่นด้วยจุลภาค เว้นวรรค หรือขึ้นบรรทัดใหม่">
            <Textarea
              id="exclude-student-ids"
              value={excluded}
              onChange={(event) => setExcluded(event.target.value)}
              rows={3}
              aria-describedby="exclude-student-ids-hint"
              placeholder="6730000121, 6730000221"
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-error-700">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" onClick={dialog.close} disabled={isSaving}>
              ยกเลิก
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText="กำลังลงทะเบียน…">
              ลงทะเบียน
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
