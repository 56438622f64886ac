import { bigint, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { FILE_TYPES } from '../../lib/files';

export const fileTypeEnum = pgEnum('file_type', FILE_TYPES);

/** A stored file; the bytes live in the storage backend under storageKey. */
export const files = pgTable(
  'files',
  {
    fileId: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: fileTypeEnum().notNull(),
    storageKey: text().notNull().unique(),
    originalName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    ownerPlatformUid: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.ownerPlatformUid, table.type)],
);

/** A signed, short-lived permission to upload one file of one type; kept in the database so any instance can accept the post. */
export const uploadSlots = pgTable(
  'upload_slots',
  {
    slotId: text().primaryKey(),
    type: fileTypeEnum().notNull(),
    platformUid: text().notNull(),
    storageKey: text().notNull().unique(),
    maxSizeBytes: bigint({ mode: 'number' }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    uploadedFileId: integer().references(() => files.fileId, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.platformUid, table.type), index().on(table.expiresAt)],
);
