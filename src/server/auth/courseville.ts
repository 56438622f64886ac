import { z } from 'zod';
import * as oauth from 'oauth4webapi';
import { env, isCoursevilleConfigured } from '@/env';
import { ServiceUnavailableError, UnauthenticatedError } from '@/server/errors';

/** The person the course platform vouches for, in the portal's terms. */
export type PlatformUser = {
  platformUid: string;
  username: string | null;
  email: string | null;
  displayName: string;
  studentId: string | null;
};

function platformSettings() {
  const settings = env();
  if (!isCoursevilleConfigured(settings)) throw new ServiceUnavailableError('The course platform sign-in is not configured');
  const authorizationServer: oauth.AuthorizationServer = {
    issuer: new URL(settings.COURSEVILLE_AUTHORIZE_URL!).origin,
    authorization_endpoint: settings.COURSEVILLE_AUTHORIZE_URL,
    token_endpoint: settings.COURSEVILLE_TOKEN_URL,
    userinfo_endpoint: settings.COURSEVILLE_USERINFO_URL,
  };
  const client: oauth.Client = { client_id: settings.COURSEVILLE_CLIENT_ID! };
  const redirectUri = settings.COURSEVILLE_REDIRECT_URI ?? `${settings.APP_URL ?? 'http://localhost:3000'}/`;
  // Plain http is allowed only for a platform on this machine (the tests' stand-in).
  const options = {
    [oauth.allowInsecureRequests]:
      authorizationServer.issuer.startsWith('http://127.0.0.1') || authorizationServer.issuer.startsWith('http://localhost'),
  };
  return { authorizationServer, client, redirectUri, options, clientSecret: settings.COURSEVILLE_CLIENT_SECRET! };
}

/** `GET /api/auth/courseville/start`'s query: a `next` that is no portal path is not refused, only dropped (safeNextPath). */
export const coursevilleStartQuery = z.object({ next: z.string().max(2048).optional() });

export function coursevilleAuthorizeUrl(state: string): string {
  const { authorizationServer, client, redirectUri } = platformSettings();
  const url = new URL(authorizationServer.authorization_endpoint!);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Exchanges the platform's code for a token and reads who signed in. */
export async function fetchPlatformUser(code: string, state: string): Promise<PlatformUser> {
  const { authorizationServer, client, redirectUri, options, clientSecret } = platformSettings();
  const clientAuthentication = oauth.ClientSecretPost(clientSecret);
  let accessToken: string;
  try {
    const callbackParameters = oauth.validateAuthResponse(authorizationServer, client, new URLSearchParams({ code, state }), state);
    const response = await oauth.authorizationCodeGrantRequest(
      authorizationServer,
      client,
      clientAuthentication,
      callbackParameters,
      redirectUri,
      oauth.nopkce,
      options,
    );
    accessToken = (await oauth.processAuthorizationCodeResponse(authorizationServer, client, response)).access_token;
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError || error instanceof oauth.AuthorizationResponseError)
      throw new UnauthenticatedError('The sign-in code was refused by the course platform');
    throw new ServiceUnavailableError('The course platform could not be reached');
  }

  const response = await oauth
    .protectedResourceRequest(accessToken, 'GET', new URL(authorizationServer.userinfo_endpoint!), undefined, undefined, options)
    .catch(() => {
      throw new ServiceUnavailableError('The course platform could not be reached');
    });
  if (!response.ok) throw new ServiceUnavailableError('The course platform did not return the user');
  return toPlatformUser(await response.json());
}

type RawUser = Record<string, unknown>;

/** Accepts the platform's user either flat or wrapped as `{ data: { account, student } }`. */
export function toPlatformUser(body: unknown): PlatformUser {
  const root = (body ?? {}) as RawUser;
  const data = (root.data ?? root) as RawUser;
  const account = (data.account ?? data) as RawUser;
  const student = (data.student ?? {}) as RawUser;
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
  const platformUid = text(account.uid) ?? text(account.id) ?? text(account.sub);
  if (!platformUid) throw new ServiceUnavailableError('The course platform returned a user without an id');
  const name = [text(account.firstname_th) ?? text(account.firstname_en), text(account.lastname_th) ?? text(account.lastname_en)]
    .filter(Boolean)
    .join(' ');
  return {
    platformUid,
    username: text(account.username),
    email: text(account.email),
    displayName: name || text(account.username) || platformUid,
    studentId: text(student.id) ?? text(account.student_id),
  };
}
