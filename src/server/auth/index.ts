import 'server-only';
export type { Actor } from '@/server/context';
export {
  LOGIN_FLOW_COOKIE,
  LOGIN_SESSION_COOKIE,
  SIGN_IN_DEVICE_COOKIE,
  clearCookie,
  readCookie,
  readRequestCookie,
  serializeCookie,
} from './cookies';
export { createRandomToken, sha256 } from './tokens';
export { hashPassword } from './passwords';
export { toMe } from './me';
// The person's language.
export { setOwnLanguage } from './set-own-language';
// Signing in.
export { coursevilleAuthorizeUrl, coursevilleStartQuery } from './courseville';
export { SIGN_IN_DEVICE_SECONDS } from './sign-in-devices';
export { signInWithPassword } from './sign-in-with-password';
export { logInWithCode, type LoggedIn } from './log-in-with-code';
export {
  DEV_LOGIN_SECRET_HEADER,
  DEV_LOGIN_USERNAMES,
  devLogin,
  devLoginQuery,
  isDevLoginEnabled,
  offeredDevLoginSecret,
} from './dev-login';
// Who is asking (every request and page).
export { resolveActorFromToken } from './resolve-actor-from-token';
export { getCurrentActor } from './current-actor';
export { deferLogin, deferredLoginValues, type DeferredLogin } from './defer-login';
export { executeAsOwnStudent, ownStudentStatement, type OwnStudentStatement } from './execute-as-own-student';
export { isActiveStudentLogin, liveLoginByTokenHash, loginColumnsSql, loginFields, loginRowOf, type LoginRow } from './live-login';
// Logins.
export { deleteLoginSession } from './delete-login-session';
export { endLoginSessionsOf } from './end-login-sessions-of';
export { listOwnLoginSessions } from './list-own-login-sessions';
export { endOwnLoginSession } from './end-own-login-session';
export { endOtherLoginSessions } from './end-other-login-sessions';
// Acting as someone else.
export { assumeIdentity } from './assume-identity';
export { reassumeIdentity } from './reassume-identity';
