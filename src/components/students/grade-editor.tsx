'use client';

import { Pencil, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { gradeSchema, GRADE_YEAR_LIMITS, SCORE_LIMITS, type StudentGrade } from '@/lib/student-profile';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { fieldErrorsFromIssues, fieldErrorsFromMessage, useFieldText, type FieldErrors } from './field-errors';
// This form checks with zod before sending: its issues read like the server's 400s.
import '@/lib/zod-thai-browser';

const SEMESTER_KEYS: Record<number, 'semester1' | 'semester2' | 'semester3'> = { 1: 'semester1', 2: 'semester2', 3: 'semester3' };

type Draft = { year: string; semester: string; gpa: string; noGpa: boolean };

function sortGrades(grades: StudentGrade[]): StudentGrade[] {
  return [...grades].sort((a, b) => a.year - b.year || a.semester - b.semester);
}

export type GradeBody = z.input<typeof gradeSchema>;

/**
 * The grade of each semester, with a form that adds a semester or replaces one; `save` is the PUT …/grade of the
 * student's own profile or of the admin's.
 */
export function GradeEditor({
  initialGrades,
  save: saveGrade,
  defaultYear,
}: {
  initialGrades: StudentGrade[];
  save: (grade: GradeBody) => Promise<StudentGrade>;
  defaultYear: number;
}) {
  const t = useTranslations('GradeEditor');
  const fieldText = useFieldText();
  const semesterLabel = (semester: number) => (SEMESTER_KEYS[semester] ? t(SEMESTER_KEYS[semester]) : '');
  const id = useId();
  const [grades, setGrades] = useState(() => sortGrades(initialGrades));
  const [draft, setDraft] = useState<Draft>({ year: String(defaultYear), semester: '1', gpa: '', noGpa: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useMutationAction<GradeBody, StudentGrade>({
    action: saveGrade,
    success: (saved) => ({
      title: t('saved'),
      description: t('savedDescription', { semester: semesterLabel(saved.semester), year: String(saved.year) }),
    }),
    failure: t('saveFailed'),
    // The grades are this editor's own state; nothing else on the page shows them.
    refresh: false,
    onSuccess: (saved) => {
      setGrades((current) =>
        sortGrades([...current.filter((grade) => grade.year !== saved.year || grade.semester !== saved.semester), saved]),
      );
      setDraft((current) => ({ ...current, gpa: '', noGpa: false }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) setErrors(fieldErrorsFromMessage(error.message, fieldText));
    },
  });
  const isSaving = saving.isPending;

  async function save(event: FormEvent<HTMLFormElement>) {
    // A nested form in a dialog must not submit the profile form around it.
    event.preventDefault();
    event.stopPropagation();
    const body = {
      year: Number(draft.year),
      semester: Number(draft.semester),
      noGpa: draft.noGpa,
      ...(draft.noGpa || draft.gpa === '' ? {} : { gpa: Number(draft.gpa) }),
    };
    const checked = gradeSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsFromIssues(checked.error, fieldText));
      return;
    }
    setErrors({});
    await saving.run(body);
  }

  return (
    <div className="grid gap-4">
      <Table caption={t('caption')}>
        <TableHeader>
          <tr>
            <TableHead>{t('year')}</TableHead>
            <TableHead>{t('semester')}</TableHead>
            <TableHead>GPA</TableHead>
            <TableHead>
              <span className="sr-only">{t('edit')}</span>
            </TableHead>
          </tr>
        </TableHeader>
        <TableBody>
          {grades.length === 0 ? (
            <TableEmptyRow colSpan={4}>{t('empty')}</TableEmptyRow>
          ) : (
            grades.map((grade) => (
              <TableRow key={`${grade.year}-${grade.semester}`}>
                <TableCell>{grade.year}</TableCell>
                <TableCell>{semesterLabel(grade.semester)}</TableCell>
                <TableCell className="tabular-nums">
                  {grade.noGpa ? <span className="text-gray-600">{t('noGpa')}</span> : grade.gpa?.toFixed(2)}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t('editLabel', { semester: semesterLabel(grade.semester), year: String(grade.year) })}
                    onClick={() =>
                      setDraft({
                        year: String(grade.year),
                        semester: String(grade.semester),
                        gpa: grade.gpa === null ? '' : grade.gpa.toFixed(2),
                        noGpa: grade.noGpa,
                      })
                    }
                  >
                    <Pencil aria-hidden="true" />
                    {t('edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>

      <form
        noValidate
        onSubmit={save}
        aria-label={t('formLabel')}
        className="grid gap-3 rounded-xl border border-dashed bg-gray-50/60 p-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      >
        <Field id={`${id}-year`} label={t('yearLabel')} error={errors.year}>
          <Input
            id={`${id}-year`}
            type="number"
            inputMode="numeric"
            min={GRADE_YEAR_LIMITS.min}
            max={GRADE_YEAR_LIMITS.max}
            step={1}
            value={draft.year}
            onChange={(event) => setDraft({ ...draft, year: event.target.value })}
            aria-invalid={Boolean(errors.year) || undefined}
            aria-describedby={describedBy(`${id}-year`, { error: errors.year })}
          />
        </Field>
        <Field id={`${id}-semester`} label={t('semester')} error={errors.semester}>
          <select
            id={`${id}-semester`}
            className={`${controlClasses} h-10`}
            value={draft.semester}
            onChange={(event) => setDraft({ ...draft, semester: event.target.value })}
            aria-invalid={Boolean(errors.semester) || undefined}
            aria-describedby={describedBy(`${id}-semester`, { error: errors.semester })}
          >
            {[1, 2, 3].map((semester) => (
              <option key={semester} value={semester}>
                {semesterLabel(semester)}
              </option>
            ))}
          </select>
        </Field>
        <div className="grid gap-1.5">
          <Field id={`${id}-gpa`} label="GPA" error={errors.gpa}>
            <Input
              id={`${id}-gpa`}
              type="number"
              inputMode="decimal"
              min={SCORE_LIMITS.gpa.min}
              max={SCORE_LIMITS.gpa.max}
              step={SCORE_LIMITS.gpa.step}
              value={draft.noGpa ? '' : draft.gpa}
              disabled={draft.noGpa}
              onChange={(event) => setDraft({ ...draft, gpa: event.target.value })}
              aria-invalid={Boolean(errors.gpa) || undefined}
              aria-describedby={describedBy(`${id}-gpa`, { error: errors.gpa })}
            />
          </Field>
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <Checkbox checked={draft.noGpa} onChange={(event) => setDraft({ ...draft, noGpa: event.target.checked })} />
            {t('noGpaThisSemester')}
          </label>
        </div>
        <Button type="submit" variant="outline" isLoading={isSaving} className="sm:mb-7">
          <Plus aria-hidden="true" />
          {t('save')}
        </Button>
      </form>
    </div>
  );
}
