'use client';

import { Download, FileUp, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ADMISSION_YEAR_LIMITS, type ImportStudentsAnswer } from '@/lib/student-profile';
import type { UploadSpec } from '@/components/files/file-upload-field';
import { ImportFilePicker } from '@/components/files/import-file-picker';
import { ImportCheckResult } from '@/components/files/import-check-result';
import { useImportCheck, type ImportPreviewColumn } from '@/components/files/import-preview';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import type { ReferenceOptions } from './profile-editor';
import { useIsHydrated } from '@/components/ui/until-hydrated';

export const IMPORT_COLUMNS = ['studentId', 'admissionYear', 'programId', 'departmentId', 'facultyId', 'universityId'] as const;
/** How long the year box waits for the typing to stop before the file is checked again with the new year. */
const YEAR_CHECK_DELAY_MS = 400;

function templateHref(): string {
  const csv = `${IMPORT_COLUMNS.join(',')}\n6730000121,2567,1,1,1,1\n6730000221,2567,,,,\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

/**
 * The student import: choosing a CSV uploads it through the admin upload slot (STUDENT_ID_LIST_CSV, with progress) and
 * asks the import's dry run (POST /api/admin/students/dry-run) what it will do with each row; the preview shows
 * that answer. The import button, enabled when every row would be created, runs POST /api/admin/students
 * {fileId, admissionYear} on the same stored file (all or nothing).
 */
export function StudentImportDialog({ references, uploadSpec }: { references: ReferenceOptions; uploadSpec: UploadSpec }) {
  const t = useTranslations('StudentImportDialog');
  const isHydrated = useIsHydrated();
  const id = useId();
  const blocking = useBlockingTask();
  const [fallbackYear, setFallbackYear] = useState('');
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const year = fallbackYear.trim() === '' ? null : Number(fallbackYear);
  const admissionYear = year !== null && Number.isInteger(year) ? year : undefined;
  const yearBody = admissionYear === undefined ? {} : { admissionYear };
  const dryRun = useCallback(
    (fileId: number) =>
      apiCall('POST /admin/students/dry-run', { body: { fileId, ...(admissionYear === undefined ? {} : { admissionYear }) } }),
    [admissionYear],
  );
  const importCheck = useImportCheck(uploadSpec, dryRun);
  const { check } = importCheck;
  // A new fallback year changes what the import will do with the rows whose year is blank: check again once typing stops.
  useEffect(() => {
    const timer = setTimeout(check, YEAR_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [admissionYear, check]);
  const { file, fileId, preview, problem, isChecking } = importCheck;
  const rowCount = preview?.rows.length ?? 0;

  const nameOf = (list: keyof ReferenceOptions) => (cell: string) =>
    references[list].find((option) => String(option.id) === cell)?.name ?? cell;
  const columns: ImportPreviewColumn[] = [
    { key: 'studentId', label: t('studentId'), render: (cell) => <span className="font-mono">{cell}</span> },
    { key: 'admissionYear', label: t('admissionYear') },
    { key: 'programId', label: t('program'), render: nameOf('programs') },
    { key: 'departmentId', label: t('department'), render: nameOf('departments') },
  ];

  function reset() {
    importCheck.reset();
    setServerMessage(null);
  }

  const dialog = useFormDialog<number, ImportStudentsAnswer>({
    action: (storedFileId) =>
      blocking.run(
        t('importing', { count: rowCount }),
        () => apiCall('POST /admin/students', { body: { fileId: storedFileId, ...yearBody }, expectedStatuses: [200] }),
        t('dontLeave'),
      ),
    success: (answer) => ({ title: t('imported', { count: answer.createdCount }), description: file?.name }),
    failure: t('importFailed'),
    onOpen: reset,
    onSuccess: reset,
    onError: (error) => {
      // The data changed since the check (someone imported the same students): check again to show why.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        setServerMessage(t('changed'));
        check();
      } else setServerMessage(t('failedWith', { error: errorMessage(error) }));
    },
  });
  const isImporting = dialog.isSaving;

  function runImport() {
    if (fileId === null) return;
    setServerMessage(null);
    void dialog.run(fileId);
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      {blocking.overlay}
      <DialogTrigger asChild>
        <Button disabled={!isHydrated}>
          <Upload aria-hidden="true" />
          {t('open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto">
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>
          {t.rich('description', {
            columns: IMPORT_COLUMNS.join(','),
            code: (chunks) => <code className="rounded bg-gray-100 px-1 text-xs">{chunks}</code>,
          })}
        </DialogDescription>

        <div className="grid gap-4 sm:grid-cols-2">
          <ImportFilePicker
            spec={uploadSpec}
            label={t('fileLabel')}
            error={problem}
            progress={importCheck.progress}
            disabled={isImporting}
            onChoose={(picked) => {
              setServerMessage(null);
              void importCheck.choose(picked);
            }}
          />
          <Field id={`${id}-year`} label={t('yearLabel')} hint={t('yearHint')}>
            <Input
              id={`${id}-year`}
              type="number"
              min={ADMISSION_YEAR_LIMITS.min}
              max={ADMISSION_YEAR_LIMITS.max}
              step={1}
              value={fallbackYear}
              onChange={(event) => setFallbackYear(event.target.value)}
              aria-describedby={`${id}-year-hint`}
            />
          </Field>
        </div>
        <a
          href={templateHref()}
          download="student-import-template.csv"
          className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('template')}
        </a>

        <ImportCheckResult
          importCheck={importCheck}
          error={serverMessage}
          columns={columns}
          noun={{ name: t('nounName'), unit: t('nounUnit') }}
          caption={t('caption')}
        />

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="cancel" disabled={isImporting}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button onClick={runImport} isLoading={isImporting} disabled={fileId === null || isChecking || !preview?.willImport}>
            <FileUp aria-hidden="true" />
            {preview?.willImport ? t('importCount', { count: rowCount }) : t('import')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
