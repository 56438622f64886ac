import { env } from '@/env';

/** LINE as configured by the environment (docs/line.md); null when any of the four secrets is unset: LINE is not offered. */
export type LineConfig = {
  loginChannelId: string;
  loginChannelSecret: string;
  messagingChannelSecret: string;
  messagingAccessToken: string;
  /** https://api.line.me: token, verify, push. */
  apiUrl: string;
  /** https://access.line.me: the LINE Login authorize page. */
  accessUrl: string;
};

export function lineConfig(): LineConfig | null {
  const environment = env();
  const loginChannelId = environment.LINE_LOGIN_CHANNEL_ID;
  const loginChannelSecret = environment.LINE_LOGIN_CHANNEL_SECRET;
  const messagingChannelSecret = environment.LINE_MESSAGING_CHANNEL_SECRET;
  const messagingAccessToken = environment.LINE_MESSAGING_ACCESS_TOKEN;
  if (!loginChannelId || !loginChannelSecret || !messagingChannelSecret || !messagingAccessToken) return null;
  return {
    loginChannelId,
    loginChannelSecret,
    messagingChannelSecret,
    messagingAccessToken,
    apiUrl: (environment.LINE_API_URL ?? 'https://api.line.me').replace(/\/+$/, ''),
    accessUrl: (environment.LINE_ACCESS_URL ?? 'https://access.line.me').replace(/\/+$/, ''),
  };
}

export function isLineConfigured(): boolean {
  return lineConfig() !== null;
}
