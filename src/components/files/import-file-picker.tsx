'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { cn } from '@/lib/cn';
import { controlClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { UploadSpec } from './file-upload-field';
import { uploadFile } from './upload-client';
import { useUploadText } from './upload-text';

/** An upload refused or broken before the import ran; its message is already in the page's language (useUploadText). */
export class ImportUploadError extends Error {}

/**
 * Sends an import's CSV through the admin upload slot (`/admin/upload`, then save) and answers its fileId.
 * The same picked file is sent once: a retry after the import refused it (say, a 409 the admin resolved
 * elsewhere) reuses the stored file.
 */
export function useImportUpload(spec: UploadSpec) {
  const { uploadErrorMessage } = useUploadText();
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef<{ file: File; fileId: number } | null>(null);
  const upload = useCallback(
    async (file: File): Promise<number> => {
      if (uploaded.current?.file === file) return uploaded.current.fileId;
      setProgress(0);
      try {
        const saved = await uploadFile('/admin/upload', spec.type, file, setProgress);
        uploaded.current = { file, fileId: saved.fileId };
        setProgress(1);
        return saved.fileId;
      } catch (error) {
        setProgress(null);
        throw new ImportUploadError(uploadErrorMessage(error, spec.kindLabel, spec.maxSizeBytes));
      }
    },
    [spec, uploadErrorMessage],
  );
  const done = useCallback(() => setProgress(null), []);
  return { progress, upload, done };
}

type Props = {
  spec: UploadSpec;
  label: string;
  /** The problem found after the pick (an unreadable CSV, the server's refusal), shown under the picker. */
  error?: string | null;
  /** 0–1 while the file is being sent (uploadFile's progress), null otherwise. */
  progress: number | null;
  disabled?: boolean;
  /** The picked file once it passes the size and type check, or null (nothing picked, or refused). */
  onChoose: (file: File | null) => void;
};

/**
 * The file picker of an admin CSV import (docs/files.md): the limit and kind shown before anything is
 * chosen, the size and type checked on the pick with a message in the page's language, and the upload's progress. The
 * upload itself is the import's button, so a refused file never leaves the browser and a previewed file
 * is the one sent.
 */
export function ImportFilePicker({ spec, label, error, progress, disabled, onChoose }: Props) {
  const t = useTranslations('ImportFiles');
  const { chosenFileProblem, formatBytes } = useUploadText();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    const found = picked ? chosenFileProblem(picked, spec) : null;
    setProblem(found);
    onChoose(picked && !found ? picked : null);
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={`.csv,${spec.accept}`}
        onChange={choose}
        disabled={disabled}
        aria-invalid={Boolean(shownError) || undefined}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        className={cn(
          controlClasses,
          'h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-brand-700',
        )}
      />
      <p id={hintId} className="text-xs text-gray-600">
        {t('pickerHint', { kinds: spec.kindLabel, max: formatBytes(spec.maxSizeBytes) })}
      </p>
      {shownError ? (
        <p id={errorId} role="alert" className="text-sm break-words text-error-700">
          {shownError}
        </p>
      ) : null}
      {progress !== null ? (
        <div className="grid gap-1" role="status" aria-live="polite">
          <progress
            max={100}
            value={Math.round(progress * 100)}
            aria-label={t('progressLabel', { label })}
            className="h-2 w-full accent-brand-600"
          />
          <span className="text-xs text-gray-600">
            {progress < 1 ? t('uploading', { percent: Math.round(progress * 100) }) : t('uploaded')}
          </span>
        </div>
      ) : null}
    </div>
  );
}
