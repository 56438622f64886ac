'use client';

import { FileUp, Upload } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
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

/**
 * "Import companies": choosing a CSV of names uploads it through the admin upload slot (COMPANY_NAME_LIST_CSV, with
 * progress) and asks the import's dry run (POST /api/admin/companies/dry-run) what it will do with each row; the
 * preview shows that answer. The import button, enabled when every row would be created, creates them all at
 * once from the same stored file, POST /api/admin/companies {fileId} (all or none).
 */
export function ImportCompaniesDialog({ uploadSpec }: { uploadSpec: UploadSpec }) {
  const t = useTranslations('ImportCompaniesDialog');
  const columns = useMemo<ImportPreviewColumn[]>(
    () => [
      { key: 'companyNameTh', label: t('thaiName') },
      { key: 'companyNameEn', label: t('englishName') },
    ],
    [t],
  );
  const isHydrated = useIsHydrated();
  const blocking = useBlockingTask();
  const dryRun = useCallback((fileId: number) => apiCall('POST /admin/companies/dry-run', { body: { fileId } }), []);
  const importCheck = useImportCheck(uploadSpec, dryRun);
  const { fileId, preview, problem, isChecking, check } = importCheck;
  const rowCount = preview?.rows.length ?? 0;

  const dialog = useFormDialog<number, CreatedCompanies>({
    action: (storedFileId) =>
      blocking.run(
        t('importing', { count: rowCount }),
        () => apiCall('POST /admin/companies', { body: { fileId: storedFileId }, expectedStatuses: [201] }),
        t('stayHere'),
      ),
    success: (created) => ({ title: t('imported'), description: t('importedCount', { count: created.length }) }),
    failure: t('importFailed'),
    describeError: (error) =>
      error instanceof ApiError && (error.status === 400 || error.status === 409) ? t('changed') : errorMessage(error),
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
          {t('trigger')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>
          {t.rich('description', {
            code: () => <code className="rounded bg-gray-100 px-1 font-mono text-xs">companyNameTh,companyNameEn</code>,
          })}
        </DialogDescription>
        <ImportFilePicker
          spec={uploadSpec}
          label={t('fileLabel')}
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
          columns={columns}
          noun={{ name: t('nounName'), unit: t('nounUnit') }}
          caption={t('caption')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="cancel" disabled={isSaving} onClick={dialog.close}>
            {t('cancel')}
          </Button>
          <Button
            onClick={() => fileId !== null && dialog.run(fileId)}
            disabled={fileId === null || isChecking || !preview?.willImport}
            isLoading={isSaving}
            loadingText={t('importingShort')}
          >
            <Upload aria-hidden="true" />
            {t('import', { count: preview?.willImport ? t('importCount', { count: rowCount }) : '' })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
