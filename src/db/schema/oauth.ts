import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { OAUTH_TOKEN_KINDS } from '../../lib/labels';
import { accounts } from './accounts';

export const oauthProviders = pgTable('oauth_providers', {
  providerId: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const textArray = () =>
  text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

export const oauthClients = pgTable(
  'oauth_clients',
  {
    clientId: text().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => oauthProviders.providerId, { onDelete: 'cascade' }),
    clientDisplayName: text().notNull(),
    // Null for a public client, which must then use PKCE.
    secretHash: text(),
    scopes: textArray(),
    isClientCredentialsGrantAllowed: boolean().notNull().default(false),
    isAuthorizationCodeGrantAllowed: boolean().notNull().default(true),
    isRefreshTokenGrantAllowed: boolean().notNull().default(true),
    // RFC 9700 §2.1.1: a code may only be asked for with PKCE. Always on for a public client; for a confidential one an
    // admin turns it on (off by default: its secret binds the code, and a challenge it sends is honoured anyway).
    pkceRequired: boolean().notNull().default(false),
    redirectUrls: textArray(),
    permittedInternalEndpoints: textArray(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    secretRotatedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.providerId)],
);

export const oauthClientAdmins = pgTable(
  'oauth_client_admins',
  {
    clientId: text()
      .notNull()
      .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
    platformUid: text()
      .notNull()
      .references(() => accounts.platformUid, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.platformUid] })],
);

/** A consent screen's pending request, created by /idp/request and consumed by /idp/submit. */
export const oauthAuthorizationRequests = pgTable(
  'oauth_authorization_requests',
  {
    // SHA-256 of the request handle the consent screen holds; never the handle itself.
    requestId: text().primaryKey(),
    // The person who opened the consent screen; only they may answer it.
    platformUid: text()
      .notNull()
      .references(() => accounts.platformUid, { onDelete: 'cascade' }),
    clientId: text()
      .notNull()
      .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
    redirectUri: text().notNull(),
    scopes: textArray(),
    state: text(),
    codeChallenge: text(),
    codeChallengeMethod: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.expiresAt)],
);

export const oauthCodes = pgTable(
  'oauth_codes',
  {
    codeHash: text().primaryKey(),
    clientId: text()
      .notNull()
      .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
    platformUid: text()
      .notNull()
      .references(() => accounts.platformUid, { onDelete: 'cascade' }),
    redirectUri: text().notNull(),
    scopes: textArray(),
    codeChallenge: text(),
    codeChallengeMethod: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.expiresAt)],
);

export const oauthTokenKindEnum = pgEnum('oauth_token_kind', OAUTH_TOKEN_KINDS);

/** Opaque tokens stored as SHA-256 hashes; a family ties an authorization's refresh chain together for reuse detection. */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    tokenId: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    kind: oauthTokenKindEnum().notNull(),
    clientId: text()
      .notNull()
      .references(() => oauthClients.clientId, { onDelete: 'cascade' }),
    platformUid: text().references(() => accounts.platformUid, { onDelete: 'cascade' }),
    scopes: textArray(),
    familyId: text().notNull(),
    // The code an authorization-code grant came from, so a replayed code can revoke what it issued.
    sourceCodeHash: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.familyId), index().on(table.clientId), index().on(table.sourceCodeHash), index().on(table.expiresAt)],
);
