import { useTranslations } from 'next-intl';
import { ImportPreviewTable, type ImportPreviewColumn, type useImportCheck } from './import-preview';

/**
 * What an import dialog shows under its file picker: the server's refusal of the import itself, the check still
 * running (once the upload's own progress is gone), then the dry run's preview.
 */
export function ImportCheckResult({
  importCheck: { file, preview, isChecking, progress },
  error,
  showFileName = false,
  columns,
  noun,
  caption,
}: {
  importCheck: ReturnType<typeof useImportCheck>;
  error: string | null;
  /** Names the checked file above its preview. */
  showFileName?: boolean;
  columns: ImportPreviewColumn[];
  noun: { name: string; unit: string };
  caption: string;
}) {
  const t = useTranslations('ImportFiles');
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-xl border border-error-200 bg-error-50 px-4 py-3 text-sm break-words text-error-800">
          {error}
        </p>
      ) : null}
      {isChecking && progress === null ? (
        <p role="status" className="text-sm text-gray-700">
          {t('checking')}
        </p>
      ) : null}
      {preview && preview.rows.length ? (
        <div className="grid gap-1">
          {showFileName && file ? <p className="text-sm text-gray-700">{file.name}</p> : null}
          <ImportPreviewTable preview={preview} columns={columns} noun={noun} caption={caption} />
        </div>
      ) : null}
    </>
  );
}
