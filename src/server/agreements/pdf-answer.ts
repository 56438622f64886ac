import { contentDisposition } from '@/server/downloads';

/** A PDF answered inline (the browser's viewer opens it), never cached: a signature may change it. */
export function pdfAnswer({
  bytes,
  fileName,
  contentType = 'application/pdf',
}: {
  bytes: Uint8Array;
  fileName: string;
  contentType?: string;
}) {
  return new Response(bytes as BodyInit, {
    status: 200,
    headers: { 'content-type': contentType, 'content-disposition': contentDisposition(fileName, 'inline'), 'cache-control': 'no-store' },
  });
}
