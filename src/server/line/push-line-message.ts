import type { LineConfig } from './line-config';
import { lineRetryKey } from './line-retry-key';

/** What a push came to: accepted (200, or 409 for a retry key LINE already accepted), refused for the person, or an error to retry. */
export type PushOutcome = { kind: 'sent' } | { kind: 'unreachable'; error: string } | { kind: 'error'; error: string };

/**
 * `POST {LINE_API}/v2/bot/message/push` of one text message, with the notification's retry key. A 400 "Failed to
 * send messages" is LINE's answer for a user who is not (or no longer) a friend of the official account: unreachable.
 */
export async function pushLineMessage({
  config,
  notificationId,
  to,
  text,
}: {
  config: LineConfig;
  notificationId: number;
  to: string;
  text: string;
}): Promise<PushOutcome> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/v2/bot/message/push`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${config.messagingAccessToken}`,
        'x-line-retry-key': lineRetryKey(notificationId),
      },
      body: JSON.stringify({ to, messages: [{ type: 'text', text: text.slice(0, 5000) }] }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return { kind: 'error', error: `LINE: ${(error as Error).message}`.slice(0, 1000) };
  }
  if (response.status === 200 || response.status === 409) {
    await response.body?.cancel();
    return { kind: 'sent' };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : '';
  if (response.status === 400 && /failed to send messages/i.test(message))
    return { kind: 'unreachable', error: 'ผู้รับบล็อกหรือไม่ได้เป็นเพื่อนกับบัญชี LINE ทางการ' };
  return { kind: 'error', error: `LINE ${response.status}: ${message}`.slice(0, 1000) };
}
