/**
 * The consent screen's address is kept in this tab while the person signs in, so the sign-in
 * completion can bring them back to it instead of the home page. Only `/oauth/authorize…` is
 * ever stored or returned, so this cannot become an open redirect.
 */
const KEY = 'oauthAuthorizeReturnPath';
const PREFIX = '/oauth/authorize';

export function rememberOAuthReturnPath(path: string): void {
  if (path.startsWith(PREFIX)) window.sessionStorage.setItem(KEY, path);
}

export function takeOAuthReturnPath(): string | null {
  try {
    const path = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return path && path.startsWith(`${PREFIX}?`) ? path : null;
  } catch {
    return null;
  }
}
