import { ApiError, checkAnswer, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { apiCall } from '@/lib/api-call';
import type { UploadedFile, UploadSlot } from '@/lib/files';

/** Each role asks its own endpoint for a slot, and saves through its `/save`. */
export type UploadEndpoint = '/admin/upload' | '/student/upload' | '/company/upload';

/** Thai size text for limits and file sizes: "2 MB", "350 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${bytes} ไบต์`;
}

/** What the person reads when the server refuses a file: the limit and the kinds, never the raw English message. */
export function uploadErrorMessage(error: unknown, kindLabel: string, maxSizeBytes: number): string {
  if (error instanceof ApiError) {
    if (error.status === 413) return `ไฟล์มีขนาดเกิน ${formatBytes(maxSizeBytes)} กรุณาเลือกไฟล์ที่เล็กกว่านี้`;
    if (error.status === 415) return `ประเภทไฟล์ไม่ถูกต้อง: ต้องเป็นไฟล์ ${kindLabel} (ตรวจจากเนื้อไฟล์ ไม่ใช่จากชื่อไฟล์)`;
    if (error.status === 410) return 'ลิงก์อัปโหลดหมดอายุแล้ว กรุณาลองอีกครั้ง';
    if (error.status === 401) return 'เซสชันการเข้าสู่ระบบหมดอายุ กรุณาเข้าสู่ระบบใหม่';
    if (error.status === 403) return 'คุณไม่มีสิทธิ์อัปโหลดไฟล์นี้';
    if (error.status === 500) return 'อัปโหลดไม่สำเร็จ กรุณาตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง';
    return `อัปโหลดไม่สำเร็จ: ${error.message}`;
  }
  return 'อัปโหลดไม่สำเร็จ กรุณาลองอีกครั้ง';
}

/** The slot answers 201 (POST /api/files/upload/{slotId}); 200 too, for a store that answers so. */
const UPLOAD_EXPECTED_STATUSES = [200, 201];

/**
 * Posts the file to its slot with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Resolves with the server's answer (201); any other status goes through checkAnswer like every
 * call: a 409 `Invalid cookie` reloads the page, the rest rejects with an ApiError listing the expected statuses.
 */
export function postToSlot(slot: UploadSlot, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(slot.fields)) form.append(key, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', slot.url);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        body = undefined;
      }
      try {
        checkAnswer(request.status, body, UPLOAD_EXPECTED_STATUSES);
        resolve(body);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new ApiError(500, NETWORK_ERROR_MESSAGE));
    signal?.addEventListener('abort', () => request.abort());
    request.send(form);
  });
}

/** Slot, post, save: the three steps of one upload (docs/files.md). Answers the saved file. */
export async function uploadFile(
  endpoint: UploadEndpoint,
  type: UploadedFile['type'],
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  const slot = await apiCall(`POST ${endpoint}`, { body: { type } });
  if (file.size > slot.maxSizeByte) throw new ApiError(413, 'File too large');
  await postToSlot(slot, file, onProgress);
  return apiCall(`POST ${endpoint}/save`, { body: { type } });
}

/** The browser's own type for the file, or its extension when the browser gives none: only a first, friendly check; the server reads the bytes. */
function looksAccepted(file: File, accept: string): boolean {
  const accepted = accept.split(',').map((type) => type.trim());
  if (file.type && accepted.includes(file.type)) return true;
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  const EXTENSIONS: Record<string, string[]> = {
    'application/pdf': ['pdf'],
    'image/png': ['png'],
    'image/jpeg': ['jpg', 'jpeg'],
    'image/webp': ['webp'],
    'text/csv': ['csv'],
  };
  return accepted.some((type) => EXTENSIONS[type]?.includes(extension));
}

/** The Thai reason a picked file cannot be sent (over the limit, or not of an accepted kind), checked before any upload; null when it may be sent. */
export function chosenFileProblem(file: File, spec: { maxSizeBytes: number; accept: string; kindLabel: string }): string | null {
  if (file.size > spec.maxSizeBytes)
    return `ไฟล์ "${file.name}" มีขนาด ${formatBytes(file.size)} เกินขนาดสูงสุด ${formatBytes(spec.maxSizeBytes)}`;
  if (!looksAccepted(file, spec.accept)) return `ประเภทไฟล์ไม่ถูกต้อง: ต้องเป็นไฟล์ ${spec.kindLabel}`;
  return null;
}
