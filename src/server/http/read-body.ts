import { AppError } from '@/server/errors';

/** A JSON body's limit unless its route declares another (`maxBodyBytes`). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export function bodyTooLarge(maxBytes: number): AppError {
  return new AppError(413, `Request body is larger than the limit of ${maxBytes} bytes`, { maxSizeByte: maxBytes });
}

/**
 * The request body as a stream that errors with 413 once more than `maxBytes` came through, and cancels
 * the client's stream then, so nothing past the limit is read. A declared Content-Length over the limit
 * is refused before reading; a chunked body (no Content-Length) is counted as it arrives.
 */
export function cappedBody(
  request: Request,
  maxBytes: number,
  tooLarge: () => Error = () => bodyTooLarge(maxBytes),
): ReadableStream<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const body = request.body;
  if (!body) return new ReadableStream({ start: (controller) => controller.close() });
  if (declared > maxBytes) {
    void body.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = body.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return controller.error(tooLarge());
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The whole body as bytes, at most `maxBytes` of them (else 413, without reading further). */
export async function readBodyBytes(request: Request, maxBytes: number, tooLarge?: () => Error): Promise<Uint8Array> {
  const reader = cappedBody(request, maxBytes, tooLarge).getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The whole body as UTF-8 text, at most `maxBytes` of it (else 413). */
export async function readBodyText(request: Request, maxBytes: number, tooLarge?: () => Error): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes, tooLarge));
}
