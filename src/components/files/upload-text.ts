import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ApiError } from '@/lib/api-client';
import { looksAccepted, UploadStalledError } from './upload-client';

/**
 * The texts of an upload in the page's language (UploadErrors): the size of a file or a limit, why a picked file cannot
 * be sent, why an upload failed. Every client component that uploads gets its words here; upload-client has none.
 */
export function useUploadText() {
  const t = useTranslations('UploadErrors');
  // Stable across renders, so the callbacks built on it (useImportUpload's upload) are too.
  return useMemo(() => uploadText(t), [t]);
}

/** The same texts from any UploadErrors translator (a test's translatorFor). */
export function uploadText(t: ReturnType<typeof useTranslations<'UploadErrors'>>) {
  const formatBytes = (bytes: number): string => {
    if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
    if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KB`;
    return t('bytes', { count: bytes });
  };
  /** What the person reads when the server refuses a file: the limit and the kinds, never the raw English message. */
  const uploadErrorMessage = (error: unknown, kindLabel: string, maxSizeBytes: number): string => {
    if (error instanceof UploadStalledError) return t('stalled');
    if (error instanceof ApiError) {
      if (error.status === 413) return t('tooLarge', { max: formatBytes(maxSizeBytes) });
      if (error.status === 415) return t('wrongKind', { kinds: kindLabel });
      if (error.status === 410) return t('expired');
      if (error.status === 401) return t('signedOut');
      if (error.status === 403) return t('forbidden');
      if (error.status === 500) return t('serverFailed');
      return t('failedWith', { error: error.message });
    }
    return t('failed');
  };
  /** The reason a picked file cannot be sent (over the limit, or not of an accepted kind); null when it may be sent. */
  const chosenFileProblem = (file: File, spec: { maxSizeBytes: number; accept: string; kindLabel: string }): string | null => {
    if (file.size > spec.maxSizeBytes)
      return t('pickedTooLarge', { name: file.name, size: formatBytes(file.size), max: formatBytes(spec.maxSizeBytes) });
    if (!looksAccepted(file, spec.accept)) return t('pickedWrongKind', { kinds: spec.kindLabel });
    return null;
  };
  return { formatBytes, uploadErrorMessage, chosenFileProblem };
}
