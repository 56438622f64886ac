// The tests' HTTP client: one request per connection, with the client's 10 s limit.
import http from 'node:http';

/** SPEC §9: the client gives up after 10 s; a request still unanswered then is a hang, which fails the run. */
export const CLIENT_TIMEOUT_MS = 10_000;

export type RawAnswer = { status: number; text: string; headers: http.IncomingHttpHeaders };

/**
 * One request on a connection of its own. A proxy may close a reused keep-alive connection without an answer when the
 * server behind it fails (the client is expected to retry, as browsers do); a fresh connection per request makes
 * every failure an answer the test can judge.
 */
export function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs = CLIENT_TIMEOUT_MS,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (outcome: () => void) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      outcome();
    };
    const allHeaders = { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) };
    const request = http.request(url, { method, headers: allHeaders, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      const text = () => Buffer.concat(chunks).toString('utf8');
      response.on('end', () => settle(() => resolve({ status: response.statusCode ?? 0, text: text(), headers: response.headers })));
      response.on('error', (error) => settle(() => reject(error)));
      // A body cut off (the server killed mid-answer) ends in 'close' without 'end'.
      response.on('close', () => settle(() => reject(Object.assign(new Error('answer cut off'), { code: 'ECUTOFF' }))));
    });
    // The whole request, not only the socket's idleness: a request unanswered after the limit is a hang.
    const timer = setTimeout(() => {
      settle(() => reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })));
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => settle(() => reject(error)));
    request.on('close', () => settle(() => reject(Object.assign(new Error('connection closed without an answer'), { code: 'ECLOSED' }))));
    request.end(body);
  });
}

export async function statusOf(port: number, timeoutMs = 2000): Promise<number> {
  try {
    return (await send(new URL(`http://127.0.0.1:${port}/api/status`), 'GET', {}, undefined, timeoutMs)).status;
  } catch {
    return 0;
  }
}
