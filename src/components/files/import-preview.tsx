'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import type { ImportPreview, ImportPreviewRow } from '@/lib/imports';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { UploadSpec } from './file-upload-field';
import { ImportUploadError, useImportUpload } from './import-file-picker';

const PREVIEW_LIMIT = 200;

/**
 * An import's check before it runs: the picked file is uploaded (the admin upload slot, with progress) and the
 * import's dry run reads it, so the preview shows what the import itself will do with each row. `check` runs the
 * dry run again for the same file (the students' dialog does when its fallback year changes); an answer that
 * arrives after a newer check started is dropped.
 */
export function useImportCheck(spec: UploadSpec, dryRun: (fileId: number) => Promise<ImportPreview>) {
  const t = useTranslations('ImportFiles');
  const { progress, upload, done } = useImportUpload(spec);
  const [file, setFile] = useState<File | null>(null);
  const [fileId, setFileId] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const latest = useRef(0);
  const storedFileId = useRef<number | null>(null);
  // The check always asks with the dialog's current options (the students' fallback year), even one that started earlier.
  const currentDryRun = useRef(dryRun);
  useEffect(() => {
    currentDryRun.current = dryRun;
  }, [dryRun]);

  const runCheck = useCallback(
    async (id: number, attempt: number) => {
      try {
        const answer = await currentDryRun.current(id);
        if (latest.current === attempt) setPreview(answer);
      } catch (error) {
        if (latest.current === attempt) setProblem(t('checkFailed', { error: errorMessage(error) }));
      } finally {
        if (latest.current === attempt) setIsChecking(false);
      }
    },
    [t],
  );

  const choose = useCallback(
    async (picked: File | null) => {
      const attempt = ++latest.current;
      storedFileId.current = null;
      setFile(picked);
      setFileId(null);
      setPreview(null);
      setProblem(null);
      setIsChecking(picked !== null);
      if (!picked) return;
      let id: number;
      try {
        id = await upload(picked);
      } catch (error) {
        if (latest.current === attempt) {
          setProblem(error instanceof ImportUploadError ? error.message : errorMessage(error));
          setIsChecking(false);
        }
        return;
      } finally {
        done();
      }
      if (latest.current !== attempt) return;
      storedFileId.current = id;
      setFileId(id);
      await runCheck(id, attempt);
    },
    [done, runCheck, upload],
  );

  /** Checks the stored file again (nothing to do before it is stored: its first check will use the current options). */
  const check = useCallback(() => {
    const id = storedFileId.current;
    if (id === null) return;
    const attempt = ++latest.current;
    setIsChecking(true);
    setProblem(null);
    void runCheck(id, attempt);
  }, [runCheck]);

  const reset = useCallback(() => void choose(null), [choose]);

  return { file, fileId, preview, problem: problem ?? preview?.fileProblem ?? null, isChecking, progress, choose, check, reset };
}

export type ImportPreviewColumn = { key: string; label: string; render?: (cell: string) => ReactNode };

function outcomeText(row: ImportPreviewRow, willCreate: string): ReactNode {
  if (row.outcome === 'create') return <span className="text-success-800">{willCreate}</span>;
  return <span className={row.outcome === 'exists' ? 'text-warning-800' : 'text-error-800'}>{row.problems.join(', ')}</span>;
}

/** The dry run's answer: what the import will do, then each row (the rows with problems first). */
export function ImportPreviewTable({
  preview,
  columns,
  noun,
  caption,
}: {
  preview: ImportPreview;
  columns: ImportPreviewColumn[];
  /** What a row is, with its counting word, in the page's language (the students' dialog: students, counted in people). */
  noun: { name: string; unit: string };
  caption: string;
}) {
  const t = useTranslations('ImportFiles');
  const locale = useLocale();
  const { counts, rows } = preview;
  const amount = (value: number) => t('amount', { count: value, unit: noun.unit });
  const ordered = [...rows.filter((row) => row.outcome !== 'create'), ...rows.filter((row) => row.outcome === 'create')];
  return (
    <section aria-label={t('checkResult')} className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {preview.willImport ? (
          <>
            <span className="font-medium text-gray-900">{t('createSummary', { name: noun.name, amount: amount(counts.create) })}</span>
            <Badge tone="success">{t('allRowsValid')}</Badge>
          </>
        ) : (
          <>
            <span className="font-medium text-gray-900">{t('cannotImport')}</span>
            {counts.error ? <Badge tone="error">{t('problemRows', { count: counts.error })}</Badge> : null}
            {counts.exists ? <Badge tone="warning">{t('exists', { amount: amount(counts.exists) })}</Badge> : null}
            {counts.create ? <Badge tone="neutral">{t('canCreate', { amount: amount(counts.create) })}</Badge> : null}
          </>
        )}
        {rows.length > PREVIEW_LIMIT ? <span className="text-gray-600">{t('firstRows', { limit: PREVIEW_LIMIT })}</span> : null}
      </div>
      <div className="max-h-80 overflow-auto">
        <Table caption={caption}>
          <TableHeader className="sticky top-0">
            <TableRow>
              <TableHead className="w-16">{t('line')}</TableHead>
              {columns.map((column) => (
                <TableHead key={column.key}>{column.label}</TableHead>
              ))}
              <TableHead>{t('outcome')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {ordered.slice(0, PREVIEW_LIMIT).map((row) => (
              <TableRow
                key={row.row}
                className={cn(
                  row.outcome === 'error' && 'bg-error-50/60 hover:bg-error-50',
                  row.outcome === 'exists' && 'bg-warning-50/60 hover:bg-warning-50',
                )}
              >
                <TableCell className="text-gray-600 tabular-nums">
                  {(row.line ?? row.row).toLocaleString(locale === 'en' ? 'en-GB' : 'th-TH')}
                </TableCell>
                {columns.map((column) => {
                  const cell = row.cells[column.key] ?? '';
                  return (
                    <TableCell key={column.key}>
                      {cell === '' ? <span className="text-gray-600">–</span> : column.render ? column.render(cell) : cell}
                    </TableCell>
                  );
                })}
                <TableCell className="min-w-48 text-sm">{outcomeText(row, t('willCreate'))}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
