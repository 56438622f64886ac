'use client';

import { Save } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import {
  COMPANY_TEXT_FIELDS,
  type CompanySizeView,
  type CompanyTextField,
  type CompanyTypeView,
  type PublicCompanyView,
} from '@/lib/companies';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { fieldErrorsOf, toThai } from './server-errors';
import { UntilHydrated } from '@/components/ui/until-hydrated';

type Values = Record<CompanyTextField, string> & { companyTypeId: string; companySizeId: string };

const NONE = 'none';

function valuesOf(company: PublicCompanyView): Values {
  const text = Object.fromEntries(COMPANY_TEXT_FIELDS.map((field) => [field, company[field] ?? ''])) as Record<CompanyTextField, string>;
  return {
    ...text,
    companyTypeId: company.companyType ? String(company.companyType.companyTypeId) : NONE,
    companySizeId: company.companySize ? String(company.companySize.companySizeId) : NONE,
  };
}

type Changes = Partial<Record<CompanyTextField, string>> & { companyTypeId?: number | null; companySizeId?: number | null };

/** Only what changed is sent, so an untouched name is never checked against the others again. */
function changesOf(initial: Values, current: Values): Changes {
  const changes: Changes = {};
  for (const field of COMPANY_TEXT_FIELDS) if (current[field].trim() !== initial[field].trim()) changes[field] = current[field].trim();
  for (const field of ['companyTypeId', 'companySizeId'] as const)
    if (current[field] !== initial[field]) changes[field] = current[field] === NONE ? null : Number(current[field]);
  return changes;
}

const TEXT_LABELS: Record<CompanyTextField, string> = {
  companyNameTh: 'ชื่อบริษัท (ภาษาไทย)',
  companyNameEn: 'ชื่อบริษัท (ภาษาอังกฤษ)',
  description: 'เกี่ยวกับบริษัท',
  building: 'อาคาร',
  floor: 'ชั้น',
  room: 'ห้อง',
  houseNo: 'เลขที่',
  street: 'ถนน',
  subDistrict: 'แขวง/ตำบล',
  district: 'เขต/อำเภอ',
  province: 'จังหวัด',
  postalCode: 'รหัสไปรษณีย์',
  website: 'เว็บไซต์',
  facebook: 'Facebook',
  line: 'LINE',
  profileExternalLink: 'ลิงก์แนะนำบริษัทเพิ่มเติม',
};

const HINTS: Partial<Record<CompanyTextField, string>> = {
  website: 'เช่น https://www.example.co.th',
  facebook: 'ลิงก์เพจ เช่น https://www.facebook.com/example',
  line: 'LINE ID เช่น @example หรือลิงก์',
  profileExternalLink: 'เช่น หน้าร่วมงานกับเรา หรือวิดีโอแนะนำบริษัท',
};

const NAMES_SET_BY_ADMINS = 'ชื่อบริษัทกำหนดโดยผู้ดูแลระบบ หากต้องแก้ไข กรุณาติดต่อผู้ดูแลระบบ';

/** The server's messages per field; a taken name (409) is shown under the names that were changed. */
function serverFieldErrors(error: unknown, changes: Changes): Record<string, string> {
  const { fields } = fieldErrorsOf(error);
  if (error instanceof ApiError && error.status === 409) {
    for (const field of ['companyNameTh', 'companyNameEn'] as const) if (field in changes) fields[field] = toThai(error.message);
  }
  return fields;
}

/**
 * The company profile form, in sections, used by the admin (PATCH /api/admin/companies/{id}) and by
 * the company user (PATCH /api/company/me), who sees the names read-only: only admins change them.
 * The server's 400 messages appear under their fields.
 */
export function CompanyProfileForm({
  company,
  editedBy,
  companyTypes,
  companySizes,
}: {
  company: PublicCompanyView;
  editedBy: 'admin' | 'company';
  companyTypes: CompanyTypeView[];
  companySizes: CompanySizeView[];
}) {
  const id = useId();
  const canEditNames = editedBy === 'admin';
  const [initial, setInitial] = useState(() => valuesOf(company));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changes = changesOf(initial, values);
  const saving = useMutationAction<Changes, PublicCompanyView>({
    action: (body) =>
      editedBy === 'admin'
        ? apiCall('PATCH /admin/companies/{companyId}', { params: { companyId: company.companyId }, body })
        : // The names never change here (they are read-only), and the company's own endpoint refuses them.
          apiCall('PATCH /company/me', { body: { ...body, companyNameTh: undefined, companyNameEn: undefined } }),
    success: 'บันทึกข้อมูลบริษัทแล้ว',
    failure: 'บันทึกข้อมูลบริษัทไม่สำเร็จ',
    describeError: (error) =>
      Object.keys(serverFieldErrors(error, changes)).length ? 'กรุณาแก้ไขช่องที่มีข้อความแจ้งเตือน' : (fieldErrorsOf(error).general ?? ''),
    onSuccess: (saved) => {
      const next = valuesOf(saved);
      setInitial(next);
      setValues(next);
      setErrors({});
    },
    onError: (error, sent) => {
      const fields = serverFieldErrors(error, sent);
      setErrors(fields);
      const first = Object.keys(fields)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    },
  });
  const isSaving = saving.isPending;
  const isDirty = Object.keys(changes).length > 0;

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: '' }));
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing = (['companyNameTh', 'companyNameEn'] as const).filter((field) => !values[field].trim());
    if (missing.length) {
      setErrors(Object.fromEntries(missing.map((field) => [field, 'กรุณากรอกข้อมูลนี้'])));
      document.getElementById(`${id}-${missing[0]}`)?.focus();
      return;
    }
    await saving.run(changes);
  }

  const text = (
    field: CompanyTextField,
    options: {
      required?: boolean;
      multiline?: boolean;
      className?: string;
      inputMode?: 'numeric' | 'url';
      autoComplete?: string;
      isLocked?: boolean;
    } = {},
  ) => {
    const fieldId = `${id}-${field}`;
    const error = errors[field];
    const hint = options.isLocked ? NAMES_SET_BY_ADMINS : HINTS[field];
    const common = {
      id: fieldId,
      value: values[field],
      // Read-only rather than disabled while saving, so a field the server refused can take the focus.
      readOnly: isSaving || options.isLocked,
      className: options.isLocked ? 'bg-gray-50 text-gray-700' : undefined,
      'aria-invalid': Boolean(error) || undefined,
      'aria-describedby': describedBy(fieldId, { hint, error }),
    };
    return (
      <Field id={fieldId} label={TEXT_LABELS[field]} hint={hint} error={error} required={options.required} className={options.className}>
        {options.multiline ? (
          <Textarea {...common} rows={5} onChange={(event) => set(field, event.target.value)} />
        ) : (
          <Input
            {...common}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete ?? 'off'}
            onChange={(event) => set(field, event.target.value)}
          />
        )}
      </Field>
    );
  };

  const choice = (field: 'companyTypeId' | 'companySizeId', label: string, options: { value: string; label: string }[]) => {
    const fieldId = `${id}-${field}`;
    const error = errors[field];
    return (
      <Field id={fieldId} label={label} error={error}>
        <Select value={values[field]} onValueChange={(value) => set(field, value)} disabled={isSaving}>
          <SelectTrigger id={fieldId} aria-invalid={Boolean(error) || undefined} aria-describedby={describedBy(fieldId, { error })}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>ไม่ระบุ</SelectItem>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={save} className="grid grid-cols-1 gap-6" aria-label="ข้อมูลบริษัท">
      <UntilHydrated>
        <Section title="ชื่อและรายละเอียด" description="ชื่อที่นิสิตจะเห็นในรายการบริษัทและประกาศตำแหน่งงาน">
          <div className="grid gap-4 md:grid-cols-2">
            {text('companyNameTh', { required: canEditNames, isLocked: !canEditNames })}
            {text('companyNameEn', { required: canEditNames, isLocked: !canEditNames })}
            {choice(
              'companyTypeId',
              'ประเภทบริษัท',
              companyTypes.map((type) => ({ value: String(type.companyTypeId), label: type.type })),
            )}
            {choice(
              'companySizeId',
              'ขนาดบริษัท',
              companySizes.map((size) => ({ value: String(size.companySizeId), label: size.size })),
            )}
            {text('description', { multiline: true, className: 'md:col-span-2' })}
          </div>
        </Section>
        <Section title="ที่อยู่" description="ที่ตั้งสำนักงานที่นิสิตจะไปฝึกงานหรือติดต่อ">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {text('building', { className: 'sm:col-span-2' })}
            {text('floor')}
            {text('room')}
            {text('houseNo')}
            {text('street', { className: 'lg:col-span-3' })}
            {text('subDistrict')}
            {text('district')}
            {text('province')}
            {text('postalCode', { inputMode: 'numeric', autoComplete: 'postal-code' })}
          </div>
        </Section>
        <Section title="ช่องทางติดต่อ" description="ลิงก์ต้องขึ้นต้นด้วย http:// หรือ https://">
          <div className="grid gap-4 md:grid-cols-2">
            {text('website', { inputMode: 'url' })}
            {text('facebook', { inputMode: 'url' })}
            {text('line')}
            {text('profileExternalLink', { inputMode: 'url' })}
          </div>
        </Section>
        <div className="sticky bottom-0 z-10 -mx-1 flex flex-col-reverse gap-2 border-t bg-white/95 px-1 py-3 backdrop-blur sm:flex-row sm:items-center sm:justify-end">
          <p className="text-sm text-gray-600 sm:mr-auto" aria-live="polite">
            {isDirty ? 'มีการแก้ไขที่ยังไม่ได้บันทึก' : 'ข้อมูลเป็นปัจจุบัน'}
          </p>
          <Button
            variant="cancel"
            disabled={!isDirty || isSaving}
            onClick={() => {
              setValues(initial);
              setErrors({});
            }}
          >
            ยกเลิกการแก้ไข
          </Button>
          <Button type="submit" isLoading={isSaving} loadingText="กำลังบันทึก…" disabled={!isDirty}>
            <Save aria-hidden="true" />
            บันทึกข้อมูลบริษัท
          </Button>
        </div>
      </UntilHydrated>
    </form>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
