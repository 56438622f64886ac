'use client';

import { FileUp, Upload } from 'lucide-react';
import { useCallback } from 'react';
import { apiCall } from '@/lib/api-call';
import { ApiError, errorMessage } from '@/lib/api-client';
import type { CreatedCompanies } from '@/lib/companies';
import type { UploadSpec } from '@/components/files/file-upload-field';
import { ImportFilePicker } from '@/components/files/import-file-picker';
import { ImportCheckResult } from '@/components/files/import-check-result';
import { useImportCheck, type ImportPreviewColumn } from '@/components/files/import-preview';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { useBlockingTask } from '@/components/ui/loading-overlay';
import { useFormDialog } from '@/components/ui/use-mutation-action';
import { useIsHydrated } from '@/components/ui/until-hydrated';

const COLUMNS: ImportPreviewColumn[] = [
  { key: 'companyNameTh', label: 'ชื่อภาษาไทย' },
  { key: 'companyNameEn', label: 'ชื่อภาษาอังกฤษ' },
];

/**
 * "นำเข้าบริษัท": choosing a CSV of names uploads it through the admin upload slot (COMPANY_NAME_LIST_CSV, with
 * progress) and asks the import's dry run (POST /api/admin/companies/dry-run) what it will do with each row; the
 * preview shows that answer. The import button, enabled when every row would be created, creates them all at
 * once from the same stored file, POST /api/admin/companies {fileId} (all or none).
 */
export function ImportCompaniesDialog({ uploadSpec }: { uploadSpec: UploadSpec }) {
  const isHydrated = useIsHydrated();
  const blocking = useBlockingTask();
  const dryRun = useCallback((fileId: number) => apiCall('POST /admin/companies/dry-run', { body: { fileId } }), []);
  const importCheck = useImportCheck(uploadSpec, dryRun);
  const { fileId, preview, problem, isChecking, check } = importCheck;
  const rowCount = preview?.rows.length ?? 0;

  const dialog = useFormDialog<number, CreatedCompanies>({
    action: (storedFileId) =>
      blocking.run(
        `กำลังนำเข้าบริษัท ${rowCount.toLocaleString('th-TH')} แห่ง…`,
        () => apiCall('POST /admin/companies', { body: { fileId: storedFileId }, expectedStatuses: [201] }),
        'โปรดอย่าปิดหรือออกจากหน้านี้จนกว่าจะนำเข้าเสร็จ',
      ),
    success: (created) => ({ title: 'นำเข้าบริษัทแล้ว', description: `เพิ่ม ${created.length.toLocaleString('th-TH')} บริษัท` }),
    failure: 'นำเข้าบริษัทไม่สำเร็จ',
    describeError: (error) =>
      error instanceof ApiError && (error.status === 400 || error.status === 409)
        ? 'ข้อมูลในระบบเปลี่ยนไปหลังการตรวจสอบ ไม่มีบริษัทใดถูกเพิ่ม ผลการตรวจสอบล่าสุดอยู่ในหน้าต่างนำเข้า'
        : errorMessage(error),
    toastError: false,
    onOpen: importCheck.reset,
    onSuccess: importCheck.reset,
    onError: (error) => {
      // The data changed since the check (a colleague added one of the names): check again to show why.
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) check();
    },
  });
  const isSaving = dialog.isSaving;

  return (
    <Dialog open={dialog.open} onOpenChange={dialog.onOpenChange}>
      {blocking.overlay}
      <DialogTrigger asChild>
        <Button variant="outline" disabled={!isHydrated}>
          <FileUp aria-hidden="true" />
          นำเข้าบริษัท
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>นำเข้าบริษัทจากไฟล์ CSV</DialogTitle>
        <DialogDescription>
          ไฟล์ต้องมีหัวตาราง <code className="rounded bg-gray-100 px-1 font-mono text-xs">companyNameTh,companyNameEn</code> และหนึ่งบริษัทต่อหนึ่งแถว
          ระบบจะเพิ่มทุกบริษัทหรือไม่เพิ่มเลยหากมีแถวที่มีปัญหา
        </DialogDescription>
        <ImportFilePicker
          spec={uploadSpec}
          label="ไฟล์รายชื่อบริษัท (.csv)"
          error={problem}
          progress={importCheck.progress}
          disabled={isSaving}
          onChoose={(picked) => {
            dialog.setError(null);
            void importCheck.choose(picked);
          }}
        />
        <ImportCheckResult
          importCheck={importCheck}
          error={dialog.error}
          showFileName
          columns={COLUMNS}
          noun={{ name: 'บริษัท', unit: 'แห่ง' }}
          caption="ผลการตรวจสอบรายชื่อบริษัทที่จะนำเข้า"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="cancel" disabled={isSaving} onClick={dialog.close}>
            ยกเลิก
          </Button>
          <Button
            onClick={() => fileId !== null && dialog.run(fileId)}
            disabled={fileId === null || isChecking || !preview?.willImport}
            isLoading={isSaving}
            loadingText="กำลังนำเข้า…"
          >
            <Upload aria-hidden="true" />
            นำเข้า {preview?.willImport ? `${rowCount.toLocaleString('th-TH')} บริษัท` : ''}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
