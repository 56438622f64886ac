import { env } from '@/env';
import type { Context } from '@/server/context';
import { NotFoundError } from '@/server/errors';
import { lineConfig } from './line-config';
import { createLinkState } from './line-link-state';
import { linePersonOf } from './line-person';

/** The callback LINE Login sends the person back to (registered in the LINE Login channel); APP_URL as the mails' links. */
export function lineCallbackUrl(): string {
  return `${(env().APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '')}/api/line/link/callback`;
}

/**
 * GET /api/line/link: LINE Login's authorize URL for the signed-in person (authorization code flow, scope
 * `profile openid`, a state and a nonce, `bot_prompt=aggressive` to add the official account), and the cookie that
 * binds the attempt to this browser and person. 404 when LINE is not configured.
 */
export function startLineLink({ ctx }: { ctx: Context }): { location: string; cookie: string } {
  const config = lineConfig();
  if (!config) throw new NotFoundError('ยังไม่ได้เปิดใช้การแจ้งเตือนทาง LINE');
  const person = linePersonOf(ctx.actor);
  const { state, nonce, cookie } = createLinkState(person, ctx.now);
  const url = new URL(`${config.accessUrl}/oauth2/v2.1/authorize`);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.loginChannelId);
  url.searchParams.set('redirect_uri', lineCallbackUrl());
  url.searchParams.set('state', state);
  url.searchParams.set('scope', 'profile openid');
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('bot_prompt', 'aggressive');
  return { location: url.toString(), cookie };
}
