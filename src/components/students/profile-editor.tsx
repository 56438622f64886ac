'use client';

import { Award, CircleAlert, Eye, Medal, Save, X } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { pickerOptions } from '@/lib/reference';
import {
  ADMISSION_YEAR_LIMITS,
  adminStudentUpdateSchema,
  MAX_INTEREST_LENGTH,
  MAX_INTERESTS,
  SCORE_LIMITS,
  studentProfileUpdateSchema,
  VISIBILITY_FLAGS,
  type PendingEmailView,
  type StudentBadge,
  type StudentProfile,
  type VisibilityFlag,
} from '@/lib/student-profile';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { toast } from '@/components/ui/use-toast';
import { FIELD_LABELS_TH, fieldErrorsFromIssues, fieldErrorsFromMessage, type FieldErrors } from './field-errors';
import { GradeEditor } from './grade-editor';
import { PendingEmailNotice } from './pending-email-notice';

export type ReferenceOption = { id: number; name: string };
export type ReferenceOptions = {
  programs: ReferenceOption[];
  faculties: ReferenceOption[];
  departments: ReferenceOption[];
  universities: ReferenceOption[];
};

const TEXT_FIELDS = [
  'titleTh',
  'firstNameTh',
  'lastNameTh',
  'titleEn',
  'firstNameEn',
  'lastNameEn',
  'email',
  'phone',
  'lineId',
  'portfolioUrl',
  'projectExternalLink',
] as const;
const NUMBER_FIELDS = ['gpax', 'toefl', 'ielts', 'toeic'] as const;
const REFERENCE_FIELDS = [
  ['programId', 'programs'],
  ['facultyId', 'faculties'],
  ['departmentId', 'departments'],
  ['universityId', 'universities'],
] as const;

/**
 * A picker offers the visible entries, plus the one the student has now when an admin hid it since: hiding keeps an
 * entry on the rows that use it (docs/admin-support-screens.md), so the select must not turn blank.
 */
function currentEntryOf(profile: StudentProfile, list: (typeof REFERENCE_FIELDS)[number][1]): ReferenceOption | null {
  if (list === 'programs') return profile.program ? { id: profile.program.programId, name: profile.program.programName } : null;
  if (list === 'faculties') return profile.faculty ? { id: profile.faculty.facultyId, name: profile.faculty.facultyName } : null;
  if (list === 'departments')
    return profile.department ? { id: profile.department.departmentId, name: profile.department.departmentName } : null;
  return profile.university ? { id: profile.university.universityId, name: profile.university.universityName } : null;
}

type TextField = (typeof TEXT_FIELDS)[number];
type NumberField = (typeof NUMBER_FIELDS)[number];
type ReferenceField = (typeof REFERENCE_FIELDS)[number][0];
type Values = Record<TextField | NumberField | ReferenceField | 'admissionYear', string> & { interests: string[] } & Record<
    VisibilityFlag,
    boolean
  >;

export const VISIBILITY_LABELS_TH: Record<VisibilityFlag, { label: string; hint: string }> = {
  isPersonalInfoVisible: { label: 'ข้อมูลติดต่อ', hint: 'อีเมล เบอร์โทรศัพท์ และ LINE ID' },
  isGradeVisible: { label: 'ผลการเรียน', hint: 'GPAX และเกรดรายภาค' },
  isTranscriptVisible: { label: 'ใบแสดงผลการเรียน', hint: 'ไฟล์ transcript' },
  isGeneralScoreVisible: { label: 'คะแนนภาษา', hint: 'TOEFL, IELTS และ TOEIC' },
  isInterestingTagVisible: { label: 'ความสนใจ', hint: 'แท็กความสนใจ' },
  isActivityBadgeVisible: { label: 'เหรียญกิจกรรม', hint: 'รางวัลและกิจกรรม' },
  isAcademicBadgeVisible: { label: 'เหรียญวิชาการ', hint: 'รางวัลด้านวิชาการ' },
};

function valuesOf(profile: StudentProfile): Values {
  const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(profile[field])])) as Record<TextField, string>),
    ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, text(profile[field])])) as Record<NumberField, string>),
    admissionYear: String(profile.admissionYear),
    programId: text(profile.program?.programId),
    facultyId: text(profile.faculty?.facultyId),
    departmentId: text(profile.department?.departmentId),
    universityId: text(profile.university?.universityId),
    interests: profile.interests,
    ...(Object.fromEntries(VISIBILITY_FLAGS.map((flag) => [flag, profile[flag]])) as Record<VisibilityFlag, boolean>),
  };
}

/** Blank number inputs clear the score; anything else is sent as typed, for the schema to judge. */
function bodyOf(values: Values, isAdmin: boolean): Record<string, unknown> {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  const body: Record<string, unknown> = {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])),
    ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, number(values[field])])),
    interests: values.interests,
    ...Object.fromEntries(VISIBILITY_FLAGS.map((flag) => [flag, values[flag]])),
  };
  if (isAdmin) {
    body.admissionYear = number(values.admissionYear);
    for (const [field] of REFERENCE_FIELDS) body[field] = number(values[field]);
  }
  return body;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function BadgeList({ badges, emptyText }: { badges: StudentBadge[]; emptyText: string }) {
  if (badges.length === 0)
    return <p className="rounded-xl border border-dashed px-4 py-6 text-center text-sm text-gray-600">{emptyText}</p>;
  return (
    <ul className="grid gap-2">
      {badges.map((badge) => (
        <li key={badge.badgeId} className="flex items-start gap-3 rounded-xl border bg-white px-4 py-3">
          <Medal aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-600" />
          <div>
            <p className="font-medium text-gray-900">{badge.title}</p>
            <p className="text-xs text-gray-600">
              {[badge.issuer, badge.issuedOn ? formatDate(badge.issuedOn) : null].filter(Boolean).join(' · ') || 'ไม่ระบุผู้มอบ'}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function InterestsInput({
  id,
  values,
  onChange,
  error,
}: {
  id: string;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  function add() {
    const value = draft.trim();
    if (!value || values.includes(value) || values.length >= MAX_INTERESTS) return;
    onChange([...values, value]);
    setDraft('');
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'Enter' || event.key === ',') && !event.nativeEvent.isComposing) {
      event.preventDefault();
      add();
    }
    if (event.key === 'Backspace' && draft === '' && values.length) onChange(values.slice(0, -1));
  }
  return (
    <Field id={id} label={FIELD_LABELS_TH.interests} hint={`พิมพ์แล้วกด Enter เพื่อเพิ่ม ได้สูงสุด ${MAX_INTERESTS} รายการ`} error={error}>
      <div className="grid gap-2">
        {values.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="ความสนใจที่เลือก">
            {values.map((value) => (
              <li key={value}>
                <Badge tone="brand" size="md" className="pr-1">
                  {value}
                  <button
                    type="button"
                    onClick={() => onChange(values.filter((item) => item !== value))}
                    aria-label={`ลบ ${value}`}
                    className="inline-flex size-5 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <Input
            id={id}
            value={draft}
            maxLength={MAX_INTEREST_LENGTH}
            placeholder="เช่น Data Science"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy(id, { hint: true, error })}
          />
          <Button type="button" variant="secondary" onClick={add} disabled={!draft.trim()}>
            เพิ่ม
          </Button>
        </div>
      </div>
    </Field>
  );
}

type EditedProfile = StudentProfile & { missingFields?: string[]; pendingEmail?: PendingEmailView | null };

export type ProfileEditorProps = {
  profile: EditedProfile;
  /** 'student' edits /api/student/me; 'admin' edits /api/admin/students/{id} and may change the year and references. */
  mode: 'student' | 'admin';
  references?: ReferenceOptions;
};

type ProfileBody = z.input<typeof adminStudentUpdateSchema>;

/** Every editable part of a student's profile, with the server's field errors shown under each input. */
export function ProfileEditor({ profile: initialProfile, mode, references }: ProfileEditorProps) {
  const id = useId();
  const isAdmin = mode === 'admin';
  const [profile, setProfile] = useState(initialProfile);
  const [values, setValues] = useState(() => valuesOf(initialProfile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useMutationAction<ProfileBody, EditedProfile>({
    action: (body) =>
      isAdmin
        ? apiCall('PATCH /admin/students/{studentId}', { params: { studentId: profile.studentId }, body })
        : apiCall('PATCH /student/me', { body: body as z.input<typeof studentProfileUpdateSchema> }),
    success: 'บันทึกโปรไฟล์แล้ว',
    failure: 'บันทึกโปรไฟล์ไม่สำเร็จ',
    // The form shows what was saved; the page around it does not change.
    refresh: false,
    onSuccess: (saved) => {
      setProfile(saved);
      setValues(valuesOf(saved));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = fieldErrorsFromMessage(error.message);
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      }
    },
  });
  const isSaving = saving.isPending;

  const set = (field: keyof Values, value: Values[keyof Values]) => setValues((current) => ({ ...current, [field]: value }));

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(values, isAdmin);
    const checked = (isAdmin ? adminStudentUpdateSchema : studentProfileUpdateSchema).safeParse(body);
    if (!checked.success) {
      const fieldErrors = fieldErrorsFromIssues(checked.error);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      toast.error('ยังบันทึกไม่ได้', 'กรุณาแก้ไขช่องที่มีข้อความแจ้งเตือน');
      return;
    }
    setErrors({});
    // The body passed the schema's own check just above.
    await saving.run(body as ProfileBody);
  }

  const textInput = (
    field: TextField,
    options: { type?: string; autoComplete?: string; required?: boolean; className?: string; inputMode?: 'email' | 'tel' | 'url' } = {},
  ) => (
    <Field
      id={`${id}-${field}`}
      label={FIELD_LABELS_TH[field]}
      error={errors[field]}
      required={options.required}
      className={options.className}
    >
      <Input
        id={`${id}-${field}`}
        name={field}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        aria-invalid={Boolean(errors[field]) || undefined}
        aria-describedby={describedBy(`${id}-${field}`, { error: errors[field] })}
      />
    </Field>
  );

  const numberInput = (field: NumberField, hint: string) => {
    const limits = SCORE_LIMITS[field];
    return (
      <Field id={`${id}-${field}`} label={FIELD_LABELS_TH[field]} hint={hint} error={errors[field]} required={field === 'gpax'}>
        <Input
          id={`${id}-${field}`}
          name={field}
          type="number"
          inputMode={limits.step === 1 ? 'numeric' : 'decimal'}
          min={limits.min}
          max={limits.max}
          step={limits.step}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={Boolean(errors[field]) || undefined}
          aria-describedby={describedBy(`${id}-${field}`, { hint, error: errors[field] })}
        />
      </Field>
    );
  };

  const missing = profile.missingFields ?? [];

  return (
    <div className="grid gap-6">
      {mode === 'student' && missing.length ? (
        <div role="status" className="flex gap-3 rounded-xl border border-warning-200 bg-warning-50 px-4 py-3 text-sm text-warning-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            กรอกข้อมูลต่อไปนี้ให้ครบเพื่อเริ่มจัดอันดับตำแหน่งฝึกงานได้:{' '}
            <strong>{missing.map((field) => FIELD_LABELS_TH[field] ?? field).join(', ')}</strong>
          </p>
        </div>
      ) : null}

      <form noValidate onSubmit={save} aria-label="แก้ไขโปรไฟล์" className="grid gap-6">
        <Section title="ข้อมูลส่วนตัว" description={`รหัสนิสิต ${profile.studentId}`}>
          <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)]">
            {textInput('titleTh')}
            {textInput('firstNameTh', { required: true })}
            {textInput('lastNameTh', { required: true })}
            {textInput('titleEn')}
            {textInput('firstNameEn', { required: true })}
            {textInput('lastNameEn', { required: true })}
          </div>
          {isAdmin && references ? (
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field id={`${id}-admissionYear`} label={FIELD_LABELS_TH.admissionYear} error={errors.admissionYear} required>
                <Input
                  id={`${id}-admissionYear`}
                  type="number"
                  min={ADMISSION_YEAR_LIMITS.min}
                  max={ADMISSION_YEAR_LIMITS.max}
                  step={1}
                  value={values.admissionYear}
                  onChange={(event) => set('admissionYear', event.target.value)}
                  aria-invalid={Boolean(errors.admissionYear) || undefined}
                  aria-describedby={describedBy(`${id}-admissionYear`, { error: errors.admissionYear })}
                />
              </Field>
              {REFERENCE_FIELDS.map(([field, list]) => (
                <Field key={field} id={`${id}-${field}`} label={FIELD_LABELS_TH[field]} error={errors[field]}>
                  <select
                    id={`${id}-${field}`}
                    className={`${controlClasses} h-10`}
                    value={values[field]}
                    onChange={(event) => set(field, event.target.value)}
                    aria-invalid={Boolean(errors[field]) || undefined}
                    aria-describedby={describedBy(`${id}-${field}`, { error: errors[field] })}
                  >
                    <option value="">ไม่ระบุ</option>
                    {pickerOptions(references[list], currentEntryOf(profile, list)).map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </select>
                </Field>
              ))}
            </div>
          ) : null}
        </Section>

        <Section title="ช่องทางติดต่อ" description="บริษัทที่คุณสมัครจะใช้ติดต่อกลับ">
          <div className="grid gap-4 sm:grid-cols-3">
            {textInput('email', { type: 'email', autoComplete: 'email', required: true, inputMode: 'email' })}
            {textInput('phone', { type: 'tel', autoComplete: 'tel', required: true, inputMode: 'tel' })}
            {textInput('lineId')}
            {!isAdmin && profile.pendingEmail ? (
              <PendingEmailNotice
                pending={profile.pendingEmail}
                onResent={(saved) => {
                  setProfile(saved);
                }}
              />
            ) : null}
          </div>
        </Section>

        <Section title="ผลการเรียนและคะแนนภาษา" description="เว้นว่างคะแนนสอบที่ยังไม่มี">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {numberInput('gpax', '0.00–4.00')}
            {numberInput('toefl', 'จำนวนเต็ม 0–120')}
            {numberInput('ielts', '0–9 ทีละ 0.5')}
            {numberInput('toeic', 'จำนวนเต็ม 0–990')}
          </div>
        </Section>

        <Section title="ความสนใจและผลงาน">
          <div className="grid gap-4">
            <InterestsInput
              id={`${id}-interests`}
              values={values.interests}
              onChange={(interests) => set('interests', interests)}
              error={errors.interests}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              {textInput('portfolioUrl', { type: 'url', inputMode: 'url' })}
              {textInput('projectExternalLink', { type: 'url', inputMode: 'url' })}
            </div>
          </div>
        </Section>

        <Section title="การแสดงผลต่อบริษัท" description="ปิดส่วนที่ไม่ต้องการให้บริษัทเห็นในโปรไฟล์สาธารณะ ผู้ดูแลระบบยังเห็นข้อมูลทั้งหมด">
          <ul className="grid gap-3 sm:grid-cols-2">
            {VISIBILITY_FLAGS.map((flag) => {
              const labelId = `${id}-${flag}-label`;
              return (
                <li key={flag} className="flex items-center justify-between gap-3 rounded-xl border px-4 py-3">
                  <div>
                    <p id={labelId} className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
                      <Eye aria-hidden="true" className="size-4 text-gray-500" />
                      {VISIBILITY_LABELS_TH[flag].label}
                    </p>
                    <p className="text-xs text-gray-600">{VISIBILITY_LABELS_TH[flag].hint}</p>
                  </div>
                  <Switch checked={values[flag]} onCheckedChange={(checked) => set(flag, checked)} aria-labelledby={labelId} />
                </li>
              );
            })}
          </ul>
        </Section>

        <div className="sticky bottom-0 z-10 -mx-1 flex justify-end border-t bg-white/95 px-1 py-3 backdrop-blur">
          <Button type="submit" size="lg" isLoading={isSaving}>
            <Save aria-hidden="true" />
            บันทึกโปรไฟล์
          </Button>
        </div>
      </form>

      <Section title="เกรดรายภาคการศึกษา" description="บันทึกแยกทีละภาค ภาคที่มีอยู่แล้วจะถูกแทนที่">
        <GradeEditor
          initialGrades={profile.gpa}
          save={(grade) =>
            isAdmin
              ? apiCall('PUT /admin/students/{studentId}/grade', { params: { studentId: profile.studentId }, body: grade })
              : apiCall('PUT /student/me/grade', { body: grade })
          }
          defaultYear={profile.admissionYear}
        />
      </Section>

      <Section title="เหรียญรางวัล" description="ได้รับจากระบบของมหาวิทยาลัย แก้ไขที่นี่ไม่ได้">
        <div className="grid gap-6 md:grid-cols-2">
          <div className="grid content-start gap-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
              <Award aria-hidden="true" className="size-4 text-brand-700" />
              เหรียญวิชาการ
            </h3>
            <BadgeList badges={profile.academicBadges} emptyText="ยังไม่มีเหรียญวิชาการ" />
          </div>
          <div className="grid content-start gap-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
              <Medal aria-hidden="true" className="size-4 text-brand-700" />
              เหรียญกิจกรรม
            </h3>
            <BadgeList badges={profile.activityBadges} emptyText="ยังไม่มีเหรียญกิจกรรม" />
          </div>
        </div>
      </Section>
    </div>
  );
}
