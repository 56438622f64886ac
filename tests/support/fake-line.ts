// A fake LINE platform for the tests: a real HTTP server on 127.0.0.1 speaking the endpoints the portal uses
// (LINE Login's authorize, token and verify; the Messaging API's push), recording what the portal sent. Nothing
// reaches the internet. `signedWebhook` posts webhook events signed as LINE signs them.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_LINE = {
  loginChannelId: '1650000000',
  loginChannelSecret: 'fake-login-channel-secret',
  messagingChannelSecret: 'fake-messaging-channel-secret',
  messagingAccessToken: 'fake-messaging-access-token',
};

export type FakeLineUser = { userId: string; name: string };
export type RecordedPush = { to: string; text: string; retryKey: string | null; authorization: string | null; status: number };

export type FakeLine = {
  url: string;
  /** The LINE account the next authorize approves (the person "signs in to LINE"). */
  signInAs: (user: FakeLineUser) => void;
  /** Push recipients who blocked the official account: LINE answers 400 "Failed to send messages". */
  blocked: Set<string>;
  /** Answer the next `count` pushes with a 500 (the message not accepted). */
  failNext: (count: number) => void;
  /** Accept the next `count` pushes but drop the connection before answering (a lost answer). */
  loseAnswerNext: (count: number) => void;
  pushes: RecordedPush[];
  /** Pushes LINE accepted (first time with their retry key): what the users actually received. */
  delivered: () => RecordedPush[];
  authorizeRequests: URLSearchParams[];
  tokenRequests: URLSearchParams[];
  verifyRequests: URLSearchParams[];
  close: () => Promise<void>;
};

export function setLineEnvironment(url: string): void {
  process.env.LINE_LOGIN_CHANNEL_ID = FAKE_LINE.loginChannelId;
  process.env.LINE_LOGIN_CHANNEL_SECRET = FAKE_LINE.loginChannelSecret;
  process.env.LINE_MESSAGING_CHANNEL_SECRET = FAKE_LINE.messagingChannelSecret;
  process.env.LINE_MESSAGING_ACCESS_TOKEN = FAKE_LINE.messagingAccessToken;
  process.env.LINE_API_URL = url;
  process.env.LINE_ACCESS_URL = url;
}

export function clearLineEnvironment(): void {
  for (const name of [
    'LINE_LOGIN_CHANNEL_ID',
    'LINE_LOGIN_CHANNEL_SECRET',
    'LINE_MESSAGING_CHANNEL_SECRET',
    'LINE_MESSAGING_ACCESS_TOKEN',
    'LINE_API_URL',
    'LINE_ACCESS_URL',
  ])
    delete process.env[name];
}

export async function startFakeLine({ port = 0 }: { port?: number } = {}): Promise<FakeLine> {
  let signedInAs: FakeLineUser = { userId: 'U00000000000000000000000000000001', name: 'ผู้ใช้ LINE' };
  const codes = new Map<string, { user: FakeLineUser; nonce: string; redirectUri: string }>();
  const idTokens = new Map<string, { user: FakeLineUser; nonce: string }>();
  const acceptedRetryKeys = new Set<string>();
  const blocked = new Set<string>();
  let toFail = 0;
  let toLose = 0;
  const pushes: RecordedPush[] = [];
  const authorizeRequests: URLSearchParams[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const verifyRequests: URLSearchParams[] = [];

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-line');
      if (request.method === 'GET' && url.pathname === '/oauth2/v2.1/authorize') {
        authorizeRequests.push(url.searchParams);
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        if (url.searchParams.get('client_id') !== FAKE_LINE.loginChannelId || !redirectUri)
          return json(response, 400, { error: 'invalid_request' });
        const code = randomBytes(12).toString('hex');
        codes.set(code, { user: signedInAs, nonce: url.searchParams.get('nonce') ?? '', redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        response.writeHead(302, { location: back.toString() });
        return response.end();
      }
      if (request.method === 'POST' && url.pathname === '/oauth2/v2.1/token') {
        const form = new URLSearchParams(await readBody(request));
        tokenRequests.push(form);
        const grant = codes.get(form.get('code') ?? '');
        if (
          form.get('grant_type') !== 'authorization_code' ||
          form.get('client_id') !== FAKE_LINE.loginChannelId ||
          form.get('client_secret') !== FAKE_LINE.loginChannelSecret ||
          !grant ||
          grant.redirectUri !== form.get('redirect_uri')
        )
          return json(response, 400, { error: 'invalid_grant', error_description: 'invalid authorization code' });
        codes.delete(form.get('code') ?? '');
        const idToken = `fake.${randomBytes(16).toString('hex')}.id`;
        idTokens.set(idToken, grant);
        return json(response, 200, {
          access_token: randomBytes(16).toString('hex'),
          expires_in: 2592000,
          id_token: idToken,
          refresh_token: randomBytes(16).toString('hex'),
          scope: 'profile openid',
          token_type: 'Bearer',
        });
      }
      if (request.method === 'POST' && url.pathname === '/oauth2/v2.1/verify') {
        const form = new URLSearchParams(await readBody(request));
        verifyRequests.push(form);
        const token = idTokens.get(form.get('id_token') ?? '');
        if (!token || form.get('client_id') !== FAKE_LINE.loginChannelId)
          return json(response, 400, { error: 'invalid_request', error_description: 'Invalid IdToken.' });
        if (form.get('nonce') !== null && form.get('nonce') !== token.nonce)
          return json(response, 400, { error: 'invalid_request', error_description: 'Invalid IdToken Nonce.' });
        return json(response, 200, {
          iss: 'https://access.line.me',
          sub: token.user.userId,
          aud: FAKE_LINE.loginChannelId,
          exp: Math.floor(Date.now() / 1000) + 3600,
          iat: Math.floor(Date.now() / 1000),
          nonce: token.nonce,
          amr: ['linesso'],
          name: token.user.name,
        });
      }
      if (request.method === 'POST' && url.pathname === '/v2/bot/message/push') {
        const raw = await readBody(request);
        const authorization = request.headers.authorization ?? null;
        const retryKey = (request.headers['x-line-retry-key'] as string | undefined) ?? null;
        let body: { to?: string; messages?: { type: string; text: string }[] } = {};
        try {
          body = JSON.parse(raw) as typeof body;
        } catch {
          return json(response, 400, { message: 'The request body has 1 error(s)' });
        }
        const record = (status: number) =>
          pushes.push({ to: body.to ?? '', text: body.messages?.[0]?.text ?? '', retryKey, authorization, status });
        if (authorization !== `Bearer ${FAKE_LINE.messagingAccessToken}`) {
          record(401);
          return json(response, 401, { message: 'Authentication failed due to the following reason: invalid token.' });
        }
        if (retryKey !== null && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(retryKey)) {
          record(400);
          return json(response, 400, { message: 'The retry key is invalid' });
        }
        if (retryKey && acceptedRetryKeys.has(retryKey)) {
          record(409);
          response.writeHead(409, { 'content-type': 'application/json', 'x-line-accepted-request-id': 'fake-request' });
          return response.end(JSON.stringify({ message: 'The retry key is already accepted' }));
        }
        if (toFail > 0) {
          toFail -= 1;
          record(500);
          return json(response, 500, { message: 'Internal server error' });
        }
        if (blocked.has(body.to ?? '')) {
          record(400);
          return json(response, 400, { message: 'Failed to send messages' });
        }
        if (retryKey) acceptedRetryKeys.add(retryKey);
        record(200);
        if (toLose > 0) {
          toLose -= 1;
          request.socket.destroy();
          return;
        }
        return json(response, 200, { sentMessages: [{ id: randomBytes(8).toString('hex'), quoteToken: 'q' }] });
      }
      json(response, 404, { message: 'Not found' });
    })().catch((error: unknown) => json(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    signInAs: (user) => {
      signedInAs = user;
    },
    blocked,
    failNext: (count) => {
      toFail = count;
    },
    loseAnswerNext: (count) => {
      toLose = count;
    },
    pushes,
    delivered: () => pushes.filter((push) => push.status === 200),
    authorizeRequests,
    tokenRequests,
    verifyRequests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A webhook request body and its `x-line-signature`, as LINE signs it with the Messaging channel secret. */
export function signedWebhook(
  events: { type: string; userId: string }[],
  secret = FAKE_LINE.messagingChannelSecret,
): { body: string; signature: string } {
  const body = JSON.stringify({
    destination: 'Ufakebot',
    events: events.map((event) => ({
      type: event.type,
      mode: 'active',
      timestamp: Date.now(),
      source: { type: 'user', userId: event.userId },
      webhookEventId: randomBytes(8).toString('hex'),
      deliveryContext: { isRedelivery: false },
    })),
  });
  return { body, signature: createHmac('sha256', secret).update(body).digest('base64') };
}
