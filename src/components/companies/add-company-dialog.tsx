'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, apiFetch } from '@/lib/api-client';
import type { AdminCompanyView } from '@/lib/companies';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { toThai } from './server-errors';

/** "เพิ่มบริษัท": one company by its two names (POST /api/admin/companies with a list of one), then its page. */
export function AddCompanyDialog() {
  const id = useId();
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [names, setNames] = useState({ companyNameTh: '', companyNameEn: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof names, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: typeof errors = {};
    if (!names.companyNameTh.trim()) problems.companyNameTh = 'กรุณากรอกชื่อภาษาไทย';
    if (!names.companyNameEn.trim()) problems.companyNameEn = 'กรุณากรอกชื่อภาษาอังกฤษ';
    setErrors(problems);
    if (Object.keys(problems).length) {
      document.getElementById(`${id}-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    setIsSaving(true);
    try {
      const [created] = await apiFetch<AdminCompanyView[]>('/admin/companies', { method: 'POST', body: [{ companyNameTh: names.companyNameTh.trim(), companyNameEn: names.companyNameEn.trim() }] });
      toast.success('เพิ่มบริษัทแล้ว', created.companyNameTh);
      setIsOpen(false);
      setNames({ companyNameTh: '', companyNameEn: '' });
      router.push(`/company/${created.companyId}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setErrors({ companyNameTh: 'มีบริษัทที่ใช้ชื่อภาษาไทยหรือภาษาอังกฤษนี้แล้ว' });
      } else {
        toast.error('เพิ่มบริษัทไม่สำเร็จ', toThai(error instanceof Error ? error.message : String(error)));
      }
    } finally {
      setIsSaving(false);
    }
  }

  const input = (field: keyof typeof names, label: string, placeholder: string) => {
    const fieldId = `${id}-${field}`;
    return (
      <Field id={fieldId} label={label} error={errors[field]} required>
        <Input
          id={fieldId}
          value={names[field]}
          placeholder={placeholder}
          autoComplete="off"
          readOnly={isSaving}
          aria-invalid={Boolean(errors[field]) || undefined}
          aria-describedby={describedBy(fieldId, { error: errors[field] })}
          onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
        />
      </Field>
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !isSaving && setIsOpen(open)}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          เพิ่มบริษัท
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>เพิ่มบริษัท</DialogTitle>
        <DialogDescription>กรอกชื่อบริษัททั้งสองภาษา ข้อมูลอื่นและบัญชีผู้ใช้เพิ่มได้ในหน้าบริษัท</DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-4">
          {input('companyNameTh', 'ชื่อบริษัท (ภาษาไทย)', 'เช่น บริษัท ตัวอย่าง จำกัด')}
          {input('companyNameEn', 'ชื่อบริษัท (ภาษาอังกฤษ)', 'เช่น Example Co., Ltd.')}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="cancel" disabled={isSaving} onClick={() => setIsOpen(false)}>
              ยกเลิก
            </Button>
            <Button type="submit" isLoading={isSaving} loadingText="กำลังเพิ่ม…">
              เพิ่มบริษัท
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
