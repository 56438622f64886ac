// The admins as the admin's screens and the API show them (SPEC §3 Admin).
import { z } from 'zod';
import { isoDateTime, listOf } from './contract';

/** An admin's row: POST /api/admin/admins and its enable/disable answer with it. */
export const adminRecord = z.object({ platformUid: z.string(), isActive: z.boolean(), createdAt: isoDateTime });
export type AdminRecord = z.infer<typeof adminRecord>;

/** An admin with the account's names, as the admins table lists them. */
export const adminView = adminRecord.extend({ username: z.string().nullable(), email: z.string().nullable(), displayName: z.string() });
export type AdminView = z.infer<typeof adminView>;

export const adminList = listOf(adminView);
export type AdminList = z.infer<typeof adminList>;
