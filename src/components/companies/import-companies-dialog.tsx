'use client';

import { parse } from 'csv-parse/browser/esm/sync';
import { FileUp, Upload } from 'lucide-react';
import { useState } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { CreatedCompanies } from '@/lib/companies';
import type { UploadSpec } from '@/components/files/file-upload-field';
import { ImportFilePicker, ImportUploadError, useImportUpload } from '@/components/files/import-file-picker';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { useFormDialog } from '@/components/ui/use-mutation-action';

type Row = { companyNameTh: string; companyNameEn: string; problem: string | null };

const MAXIMUM_ROWS = 1000;
const MAXIMUM_NAME_LENGTH = 200;

/** Reads a COMPANY_NAME_LIST_CSV (header companyNameTh,companyNameEn) and marks each row's problem, as the server would. */
export function readCompanyCsv(text: string): { rows: Row[]; error: string | null } {
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
    return { rows: [], error: `อ่านไฟล์ CSV ไม่ได้: ${errorMessage(error)}` };
  }
  if (records.length === 0) return { rows: [], error: 'ไม่พบรายชื่อบริษัทในไฟล์' };
  if (!('companyNameTh' in records[0]) || !('companyNameEn' in records[0]))
    return { rows: [], error: 'แถวแรกของไฟล์ต้องเป็นหัวตาราง companyNameTh,companyNameEn' };
  if (records.length > MAXIMUM_ROWS) return { rows: [], error: `นำเข้าได้ครั้งละไม่เกิน ${MAXIMUM_ROWS.toLocaleString('th-TH')} บริษัท` };
  const seenThai = new Set<string>();
  const seenEnglish = new Set<string>();
  const rows = records.map((record) => {
    const companyNameTh = (record.companyNameTh ?? '').trim();
    const companyNameEn = (record.companyNameEn ?? '').trim();
    let problem: string | null = null;
    if (!companyNameTh || !companyNameEn) problem = 'ต้องมีชื่อทั้งภาษาไทยและภาษาอังกฤษ';
    else if (companyNameTh.length > MAXIMUM_NAME_LENGTH || companyNameEn.length > MAXIMUM_NAME_LENGTH)
      problem = `ชื่อยาวเกิน ${MAXIMUM_NAME_LENGTH} ตัวอักษร`;
    else if (seenThai.has(companyNameTh.toLowerCase()) || seenEnglish.has(companyNameEn.toLowerCase())) problem = 'ชื่อซ้ำกับแถวก่อนหน้าในไฟล์';
    seenThai.add(companyNameTh.toLowerCase());
    seenEnglish.add(companyNameEn.toLowerCase());
    return { companyNameTh, companyNameEn, problem };
  });
  return { rows, error: null };
}

function isNameConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409;
}

/**
 * "นำเข้าบริษัท": preview a CSV of names in the browser; the import button uploads the file through the
 * admin upload slot (COMPANY_NAME_LIST_CSV, with progress) and creates them all at once from the stored
 * file, POST /api/admin/companies {fileId} (all or none).
 */
export function ImportCompaniesDialog({ uploadSpec }: { uploadSpec: UploadSpec }) {
  const blocking = useBlockingTask();
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const { progress, upload, done } = useImportUpload(uploadSpec);
  const problemCount = rows.filter((row) => row.problem).length;

  function reset() {
    setFile(null);
    setFileName(null);
    setRows([]);
    setFileError(null);
  }

  const dialog = useFormDialog<File, CreatedCompanies>({
    action: (picked) =>
      blocking
        .run(
          `กำลังนำเข้าบริษัท ${rows.length.toLocaleString('th-TH')} แห่ง…`,
          async () => {
            const fileId = await upload(picked);
            // The server reads the stored file as the preview did, so its `body.N` rows are the preview's rows.
            return apiCall('POST /admin/companies', { body: { fileId }, expectedStatuses: [201] });
          },
          'โปรดอย่าปิดหรือออกจากหน้านี้จนกว่าจะนำเข้าเสร็จ',
        )
        .finally(done),
    success: (created) => ({ title: 'นำเข้าบริษัทแล้ว', description: `เพิ่ม ${created.length.toLocaleString('th-TH')} บริษัท` }),
    failure: (error) => (error instanceof ImportUploadError ? 'อัปโหลดไฟล์ไม่สำเร็จ' : 'นำเข้าบริษัทไม่สำเร็จ'),
    describeError: (error) => (isNameConflict(error) ? 'บางบริษัทมีอยู่ในระบบแล้ว ไม่มีบริษัทใดถูกเพิ่ม กรุณาแก้ไขไฟล์แล้วลองใหม่' : errorMessage(error)),
    onOpen: reset,
    onSuccess: reset,
    onError: (error) => {
      if (error instanceof ImportUploadError) setFileError(error.message);
      else if (isNameConflict(error)) {
        // The server names each row: `body.3: Name (already exists)`.
        const marked = new Map<number, string>();
        for (const match of error.message.matchAll(/body\.(\d+): .*? \((already exists|repeated in the list)\)/g)) {
          marked.set(Number(match[1]), match[2] === 'already exists' ? 'มีบริษัทชื่อนี้ในระบบแล้ว' : 'ชื่อซ้ำกับแถวอื่นในไฟล์');
        }
        setRows((current) => current.map((row, index) => (marked.has(index) ? { ...row, problem: marked.get(index)! } : row)));
      }
    },
  });
  const isSaving = dialog.isSaving;

  async function choose(picked: File | null) {
    reset();
    if (!picked) return;
    setFile(picked);
    setFileName(picked.name);
    const result = readCompanyCsv(await picked.text());
    setRows(result.rows);
    setFileError(result.error);
  }

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      {blocking.overlay}
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp aria-hidden="true" />
          นำเข้าบริษัท
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>นำเข้าบริษัทจากไฟล์ CSV</DialogTitle>
        <DialogDescription>
          ไฟล์ต้องมีหัวตาราง <code className="rounded bg-gray-100 px-1 font-mono text-xs">companyNameTh,companyNameEn</code> และหนึ่งบริษัทต่อหนึ่งแถว
          ระบบจะเพิ่มทุกบริษัทหรือไม่เพิ่มเลยหากมีแถวที่มีปัญหา
        </DialogDescription>
        <ImportFilePicker
          spec={uploadSpec}
          label="ไฟล์รายชื่อบริษัท (.csv)"
          error={fileError}
          progress={progress}
          disabled={isSaving}
          onChoose={choose}
        />
        {rows.length > 0 ? (
          <div className="grid gap-2">
            <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700" aria-live="polite">
              <span>
                {fileName} · {rows.length.toLocaleString('th-TH')} บริษัท
              </span>
              {problemCount > 0 ? (
                <Badge tone="error">มีปัญหา {problemCount.toLocaleString('th-TH')} แถว</Badge>
              ) : (
                <Badge tone="success">พร้อมนำเข้า</Badge>
              )}
            </p>
            <div className="max-h-72 overflow-y-auto">
              <Table caption="ตัวอย่างรายชื่อบริษัทที่จะนำเข้า">
                <TableHeader className="sticky top-0">
                  <TableRow>
                    <TableHead className="w-12">แถว</TableHead>
                    <TableHead>ชื่อภาษาไทย</TableHead>
                    <TableHead>ชื่อภาษาอังกฤษ</TableHead>
                    <TableHead>ปัญหา</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row, index) => (
                    <TableRow key={index} className={cn(row.problem && 'bg-error-50 hover:bg-error-50')}>
                      <TableCell className="text-gray-600">{(index + 2).toLocaleString('th-TH')}</TableCell>
                      <TableCell>{row.companyNameTh || <span className="text-gray-700 italic">(ว่าง)</span>}</TableCell>
                      <TableCell>{row.companyNameEn || <span className="text-gray-700 italic">(ว่าง)</span>}</TableCell>
                      <TableCell className={cn('text-sm', row.problem ? 'font-medium text-error-800' : 'text-gray-600')}>
                        {row.problem ?? '–'}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="cancel" disabled={isSaving} onClick={dialog.close}>
            ยกเลิก
          </Button>
          <Button
            onClick={() => file && dialog.run(file)}
            disabled={!file || rows.length === 0 || problemCount > 0}
            isLoading={isSaving}
            loadingText="กำลังนำเข้า…"
          >
            <Upload aria-hidden="true" />
            นำเข้า {rows.length > 0 ? `${rows.length.toLocaleString('th-TH')} บริษัท` : ''}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
