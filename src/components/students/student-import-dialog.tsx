'use client';

import { parse } from 'csv-parse/browser/esm/sync';
import { Download, FileUp, Upload } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ADMISSION_YEAR_LIMITS, MAX_IMPORT_ROWS, studentImportRowSchema, type ImportStudentsAnswer } from '@/lib/student-profile';
import type { UploadSpec } from '@/components/files/file-upload-field';
import { ImportFilePicker, ImportUploadError, useImportUpload } from '@/components/files/import-file-picker';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import type { ReferenceOptions } from './profile-editor';

export const IMPORT_COLUMNS = ['studentId', 'admissionYear', 'programId', 'departmentId', 'facultyId', 'universityId'] as const;
type ImportColumn = (typeof IMPORT_COLUMNS)[number];
const REFERENCE_COLUMNS = [
  ['programId', 'programs', 'หลักสูตร'],
  ['departmentId', 'departments', 'ภาควิชา'],
  ['facultyId', 'faculties', 'คณะ'],
  ['universityId', 'universities', 'มหาวิทยาลัย'],
] as const;
const PREVIEW_LIMIT = 200;

type ImportRow = {
  studentId: string;
  admissionYear: number | null;
  programId: number | null;
  departmentId: number | null;
  facultyId: number | null;
  universityId: number | null;
};
type PreviewRow = { line: number; row: ImportRow; problems: string[] };
type ServerRowProblem = { row: number; problems: string[] };

function templateHref(): string {
  const csv = `${IMPORT_COLUMNS.join(',')}\n6730000121,2567,1,1,1,1\n6730000221,2567,,,,\n`;
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

function numberCell(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/** `2 invalid row(s): row 2: studentId: …, …; row 5: …` → the problems of each row. */
function serverRowProblems(message: string): ServerRowProblem[] {
  return [...message.matchAll(/row (\d+): ([^;]+)/g)].map((match) => ({ row: Number(match[1]), problems: match[2].split(', ') }));
}

/** Reads the CSV: a header row naming IMPORT_COLUMNS (studentId required), one student per row. */
function readCsv(
  text: string,
  fallbackYear: number | null,
  references: ReferenceOptions,
): { rows: PreviewRow[]; fileError: string | null } {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
    });
  } catch (error) {
    return { rows: [], fileError: `อ่านไฟล์ CSV ไม่ได้: ${error instanceof Error ? error.message : String(error)}` };
  }
  const header = records.length ? Object.keys(records[0]) : [];
  if (records.length === 0) return { rows: [], fileError: 'ไฟล์ไม่มีข้อมูลนิสิต (ต้องมีแถวหัวตารางและข้อมูลอย่างน้อย 1 แถว)' };
  if (!header.includes('studentId')) return { rows: [], fileError: 'ไม่พบคอลัมน์ studentId ในแถวหัวตาราง ดาวน์โหลดไฟล์ตัวอย่างเพื่อดูรูปแบบ' };
  const unknown = header.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) return { rows: [], fileError: `ไม่รู้จักคอลัมน์: ${unknown.join(', ')} (ใช้ได้เฉพาะ ${IMPORT_COLUMNS.join(', ')})` };
  if (records.length > MAX_IMPORT_ROWS) return { rows: [], fileError: `นำเข้าได้ครั้งละไม่เกิน ${MAX_IMPORT_ROWS.toLocaleString('th-TH')} คน` };

  const known = Object.fromEntries(
    REFERENCE_COLUMNS.map(([column, list]) => [column, new Set(references[list].map((option) => option.id))]),
  ) as Record<ImportColumn, Set<number>>;
  const firstLineOf = new Map<string, number>();
  const rows = records.map((record, index) => {
    const line = index + 2;
    const yearCell = numberCell(record.admissionYear);
    const row: ImportRow = {
      studentId: record.studentId ?? '',
      admissionYear: yearCell ?? fallbackYear,
      programId: numberCell(record.programId),
      departmentId: numberCell(record.departmentId),
      facultyId: numberCell(record.facultyId),
      universityId: numberCell(record.universityId),
    };
    const problems: string[] = [];
    const parsed = studentImportRowSchema.safeParse(row);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        if (field === 'studentId') problems.push('รหัสนิสิตต้องเป็นตัวอักษรหรือตัวเลข 1–20 ตัว');
        else if (field === 'admissionYear')
          problems.push(row.admissionYear === null ? 'ไม่มีปีที่เข้าศึกษา (กรอกในไฟล์หรือเลือกในช่องด้านบน)' : 'ปีที่เข้าศึกษาต้องเป็นปี พ.ศ. เช่น 2567');
        else problems.push(`${field} ต้องเป็นตัวเลข`);
      }
    }
    for (const [column, , label] of REFERENCE_COLUMNS) {
      const value = row[column];
      if (typeof value === 'number' && !Number.isNaN(value) && !known[column].has(value)) problems.push(`ไม่พบ${label}รหัส ${value}`);
    }
    const first = firstLineOf.get(row.studentId);
    if (row.studentId && first !== undefined) problems.push(`รหัสซ้ำกับบรรทัดที่ ${first}`);
    else if (row.studentId) firstLineOf.set(row.studentId, line);
    return { line, row, problems };
  });
  return { rows, fileError: null };
}

/**
 * "นำเข้านิสิต": choose a CSV, check every row in the browser and preview it; the import button uploads
 * the file through the admin upload slot (STUDENT_ID_LIST_CSV, with progress) and then runs
 * POST /api/admin/students {fileId, admissionYear}, which reads the stored file the same way (all or nothing).
 */
export function StudentImportDialog({ references, uploadSpec }: { references: ReferenceOptions; uploadSpec: UploadSpec }) {
  const id = useId();
  const blocking = useBlockingTask();
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [fallbackYear, setFallbackYear] = useState('');
  const [serverProblems, setServerProblems] = useState<Map<number, string[]>>(new Map());
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const { progress, upload, done } = useImportUpload(uploadSpec);

  const year = fallbackYear.trim() === '' ? null : Number(fallbackYear);
  const { rows, fileError } = useMemo(
    () => (text === null ? { rows: [], fileError: null } : readCsv(text, year, references)),
    [text, year, references],
  );
  const rowsWithServer = rows.map((preview, index) => ({
    ...preview,
    problems: [...preview.problems, ...(serverProblems.get(index + 1) ?? [])],
  }));
  const problemCount = rowsWithServer.filter((preview) => preview.problems.length).length;
  const labelOf = (list: keyof ReferenceOptions, value: number | null) =>
    value === null ? '–' : (references[list].find((option) => option.id === value)?.name ?? String(value));

  function reset() {
    setFile(null);
    setFileName(null);
    setText(null);
    setServerProblems(new Map());
    setServerMessage(null);
  }

  async function chooseFile(picked: File | null) {
    reset();
    if (!picked) return;
    setFile(picked);
    setFileName(picked.name);
    setText(await picked.text());
  }

  const dialog = useFormDialog<File, ImportStudentsAnswer>({
    action: (picked) =>
      blocking
        .run(
          `กำลังนำเข้านิสิต ${rows.length.toLocaleString('th-TH')} คน…`,
          async () => {
            const fileId = await upload(picked);
            // The server reads the stored file as the preview did; the year box fills the rows whose cell is blank.
            const body = { fileId, ...(year !== null && Number.isInteger(year) ? { admissionYear: year } : {}) };
            return apiCall('POST /admin/students', { body, expectedStatuses: [200] });
          },
          'โปรดอย่าปิดหรือออกจากหน้านี้จนกว่าจะนำเข้าเสร็จ',
        )
        .finally(done),
    success: (answer) => ({ title: `นำเข้านิสิต ${answer.createdCount.toLocaleString('th-TH')} คนแล้ว`, description: fileName ?? undefined }),
    failure: 'นำเข้านิสิตไม่สำเร็จ',
    onOpen: reset,
    onSuccess: reset,
    onError: (error) => {
      if (error instanceof ImportUploadError) {
        setServerMessage(error.message);
      } else if (error instanceof ApiError && error.status === 409) {
        const existing = new Set(error.message.replace(/^.*already exist: /, '').split(', '));
        setServerProblems(
          new Map(
            rows.flatMap((preview, index) => (existing.has(preview.row.studentId) ? [[index + 1, ['มีนิสิตรหัสนี้ในระบบแล้ว']] as const] : [])),
          ),
        );
        setServerMessage(`มีนิสิตบางคนอยู่ในระบบแล้ว จึงยังไม่ได้นำเข้าใครเลย: ${error.message}`);
      } else if (error instanceof ApiError && error.status === 400) {
        setServerProblems(new Map(serverRowProblems(error.message).map((detail) => [detail.row, detail.problems])));
        setServerMessage(`ข้อมูลบางแถวไม่ถูกต้อง จึงยังไม่ได้นำเข้าใครเลย: ${error.message}`);
      } else {
        setServerMessage(`นำเข้าไม่สำเร็จ: ${errorMessage(error)}`);
      }
    },
  });
  const isImporting = dialog.isSaving;

  function runImport() {
    if (!file) return;
    setServerMessage(null);
    setServerProblems(new Map());
    void dialog.run(file);
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      {blocking.overlay}
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden="true" />
          นำเข้านิสิต
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-4xl overflow-y-auto">
        <DialogTitle>นำเข้านิสิตจากไฟล์ CSV</DialogTitle>
        <DialogDescription>
          แถวแรกเป็นหัวตาราง: <code className="rounded bg-gray-100 px-1 text-xs">{IMPORT_COLUMNS.join(',')}</code> ต้องมี studentId เสมอ
          ส่วนคอลัมน์อื่นเว้นได้ ระบบนำเข้าทั้งไฟล์หรือไม่นำเข้าเลย
        </DialogDescription>

        <div className="grid gap-4 sm:grid-cols-2">
          <ImportFilePicker
            spec={uploadSpec}
            label="ไฟล์ CSV รายชื่อนิสิต"
            error={fileError}
            progress={progress}
            disabled={isImporting}
            onChoose={chooseFile}
          />
          <Field id={`${id}-year`} label="ปีที่เข้าศึกษา (ใช้เมื่อไฟล์ไม่มีคอลัมน์ admissionYear)" hint="ปี พ.ศ. เช่น 2567">
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
          ดาวน์โหลดไฟล์ตัวอย่าง
        </a>

        {serverMessage ? (
          <p role="alert" className="rounded-xl border border-error-200 bg-error-50 px-4 py-3 text-sm break-words text-error-800">
            {serverMessage}
          </p>
        ) : null}

        {rows.length ? (
          <section aria-label="ตัวอย่างข้อมูลที่จะนำเข้า" className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium text-gray-900">จะสร้างนิสิต {rows.length.toLocaleString('th-TH')} คน</span>
              {problemCount ? <Badge tone="error">มีปัญหา {problemCount} แถว</Badge> : <Badge tone="success">ข้อมูลถูกต้องทุกแถว</Badge>}
              {rows.length > PREVIEW_LIMIT ? <span className="text-gray-600">แสดง {PREVIEW_LIMIT} แถวแรก</span> : null}
            </div>
            <Table caption="ตัวอย่างนิสิตที่จะนำเข้า">
              <TableHeader>
                <tr>
                  <TableHead>บรรทัด</TableHead>
                  <TableHead>รหัสนิสิต</TableHead>
                  <TableHead>ปีที่เข้า</TableHead>
                  <TableHead>หลักสูตร</TableHead>
                  <TableHead>ภาควิชา</TableHead>
                  <TableHead>ปัญหา</TableHead>
                </tr>
              </TableHeader>
              <TableBody>
                {[
                  ...rowsWithServer.filter((preview) => preview.problems.length),
                  ...rowsWithServer.filter((preview) => !preview.problems.length),
                ]
                  .slice(0, PREVIEW_LIMIT)
                  .map((preview) => (
                    <TableRow key={preview.line} className={cn(preview.problems.length && 'bg-error-50/60 hover:bg-error-50')}>
                      <TableCell className="tabular-nums">{preview.line}</TableCell>
                      <TableCell className="font-mono">{preview.row.studentId || '–'}</TableCell>
                      <TableCell className="tabular-nums">{preview.row.admissionYear ?? '–'}</TableCell>
                      <TableCell>{labelOf('programs', preview.row.programId)}</TableCell>
                      <TableCell>{labelOf('departments', preview.row.departmentId)}</TableCell>
                      <TableCell className="min-w-48 text-sm">
                        {preview.problems.length ? (
                          <span className="text-error-800">{preview.problems.join(', ')}</span>
                        ) : (
                          <span className="text-success-800">พร้อมนำเข้า</span>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </section>
        ) : null}

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="cancel" disabled={isImporting}>
              ยกเลิก
            </Button>
          </DialogClose>
          <Button onClick={runImport} isLoading={isImporting} disabled={rows.length === 0 || problemCount > 0 || Boolean(fileError)}>
            <FileUp aria-hidden="true" />
            นำเข้า {rows.length ? `${rows.length.toLocaleString('th-TH')} คน` : ''}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
