import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ROLES } from '../../lib/roles';

export const actingRoleEnum = pgEnum('acting_role', ROLES);

/**
 * One row per identity of the course platform (or of the built-in sign-in that stands in for it).
 * What the person may do comes from the role tables (admins, students, company_users), not from here.
 */
export const accounts = pgTable(
  'accounts',
  {
    platformUid: text().primaryKey(),
    username: text().unique(),
    email: text(),
    displayName: text().notNull(),
    // scrypt hash for the built-in sign-in; null for accounts that only sign in through the platform.
    passwordHash: text(),
    // The language the person chose ('th' or 'en', docs/languages.md); null until they choose, when the browser's counts.
    locale: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('accounts_locale_check', sql`${table.locale} in ('th', 'en')`)],
);

export const admins = pgTable('admins', {
  platformUid: text()
    .primaryKey()
    .references(() => accounts.platformUid, { onDelete: 'cascade' }),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A login session ("session" alone always means the internship session). The cookie holds a random
 * token; only its SHA-256 is stored, so a database leak does not hand out live logins.
 */
export const loginSessions = pgTable(
  'login_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    platformUid: text()
      .notNull()
      .references(() => accounts.platformUid, { onDelete: 'cascade' }),
    // Set while an admin acts as someone else; every request then runs as this identity.
    assumedRole: actingRoleEnum(),
    assumedPlatformUid: text().references(() => accounts.platformUid, { onDelete: 'cascade' }),
    assumedStudentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    // When the login last served a request, to the nearest few minutes (refreshed only when stale, not on every request).
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.platformUid), index().on(table.assumedPlatformUid), index().on(table.expiresAt)],
);

/** Single-use codes of the sign-in redirect (`/?code=…`), bound to the browser that started it. */
export const loginCodes = pgTable(
  'login_codes',
  {
    codeHash: text().primaryKey(),
    platformUid: text()
      .notNull()
      .references(() => accounts.platformUid, { onDelete: 'cascade' }),
    browserBindingHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.expiresAt)],
);

/**
 * Attempt counters kept in the database so several app instances share them: fixed windows (hits in the
 * window that started at windowStartedAt) and failure back-offs (failures, the last one at windowStartedAt).
 * A row means nothing once expiresAt has passed and is swept in batches.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.expiresAt)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // The person who signed in; when acting as someone else, that identity too.
    actorPlatformUid: text(),
    actingRole: actingRoleEnum(),
    assumedPlatformUid: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.createdAt),
    index().on(table.entityType, table.entityId),
    index().on(table.actorPlatformUid),
    // The audit screen filters by action and lists the distinct actions.
    index().on(table.action, table.createdAt),
  ],
);

export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Browsers that signed in with a password before (the `portal_device` cookie, kept only as its SHA-256): during a flood
 * of failed sign-ins they skip the address and portal-wide caps, the username's back-off and the password-check queue,
 * so the people who use the portal still get in. A device counts for the one account that signed in on it.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    deviceHash: text().primaryKey(),
    platformUid: text()
      .notNull()
      .references(() => accounts.platformUid, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSignedInAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.expiresAt), index().on(table.platformUid)],
);
