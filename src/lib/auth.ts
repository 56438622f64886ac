// The sign-in and the signed-in person as the API answers them (SPEC §3 Auth).
import { z } from 'zod';
import { isoDateTime, listOf, messageAnswer } from './contract';
import { ROLES } from './roles';

/** What GET /api/auth/me answers; sign-in, dev login, assume and re-assume answer it too. */
export const me = z.object({
  role: z.enum(ROLES),
  displayName: z.string(),
  companyId: z.number().int().optional(),
  studentId: z.string().optional(),
  assumedBy: z.object({ platformUid: z.string(), displayName: z.string() }).optional(),
});
export type Me = z.infer<typeof me>;

/** Whether sign-in goes through the course platform (and where) or the built-in form. */
export const loginOptions = z.object({ courseville: z.object({ authorizeUrl: z.string() }).nullable() });
export type LoginOptions = z.infer<typeof loginOptions>;

/** The built-in sign-in's answer: where the browser goes to complete it (`/?code=…`). */
export const signInAnswer = z.object({ redirectTo: z.string() });
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** One of the caller's live logins (a device). */
export const ownLoginSession = z.object({
  loginSessionId: z.number().int(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime,
  expiresAt: isoDateTime,
  /** The login this request came with ("this device"). */
  isCurrent: z.boolean(),
});
export type OwnLoginSession = z.infer<typeof ownLoginSession>;
export const ownLoginSessionList = listOf(ownLoginSession);
export type OwnLoginSessionList = z.infer<typeof ownLoginSessionList>;

export const endedLoginSessions = messageAnswer.extend({ endedCount: z.number().int() });
export type EndedLoginSessions = z.infer<typeof endedLoginSessions>;
