import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { rowsOf } from '@/db/rows-of';
import { companies, files, students, uploadSlots } from '@/db/schema';
import type { SystemContext } from '@/server/context';
import { fileStorage } from './storage';
import { logError } from '@/server/log-safe';

/** A report's file is only reached through a 5-minute signed link; each download generates a new one. */
export const GENERATED_REPORT_KEEP_HOURS = 1;
/** An upload not attached to a profile within a day was abandoned (its slot lived 10 minutes). */
export const UNSAVED_UPLOAD_KEEP_HOURS = 24;
/** Bounded, so a sweep that runs inside a request never takes long; the next one continues. */
export const SWEEP_BATCH_SIZE = 100;

/** Every file a profile points at, as one list the planner hashes once (an OR of columns per row would not). */
const ATTACHED_FILE_IDS = sql.join(
  [
    students.profilePictureFileId,
    students.transcriptFileId,
    students.portfolioFileId,
    companies.logoFileId,
    companies.profileDocumentFileId,
  ].map((column) => sql`select ${column} from ${column.table} where ${column} is not null`),
  sql` union all `,
);

const f = alias(files, 'f');

export type SweepResult = { removedFileCount: number; removedSlotCount: number };

/**
 * Removes files nothing needs any more: generated reports older than an hour, and profile uploads (pictures,
 * transcripts, portfolios, logos, company documents) older than a day that no student or company points at
 * (uploaded and never saved, or left behind when their owner was deleted); and upload slots expired a day ago.
 * Admin CSV uploads are kept: the imports' audit rows name them. The rows go first, in one transaction,
 * then their bytes: a failed removal leaves only unreachable bytes, as a replaced file's would. (An upload
 * saved a day late in the very moment of a sweep would find its file gone: save answers it has nothing.) Runs after each report download and
 * from `npm run files:sweep`.
 */
export async function sweepStaleFiles({ ctx }: { ctx: SystemContext }): Promise<SweepResult> {
  const { db, now } = ctx;
  const reportsBefore = new Date(now.getTime() - GENERATED_REPORT_KEEP_HOURS * 3600_000);
  const uploadsBefore = new Date(now.getTime() - UNSAVED_UPLOAD_KEEP_HOURS * 3600_000);
  const { removedKeys, removedSlotCount } = await db.transaction(async (tx) => {
    const removed = await rowsOf<{ storage_key: string }>(
      tx,
      sql`delete from ${files} where ${files.fileId} in (
        select ${f.fileId} from ${files} ${f}
        where ((${f.type} = 'GENERATED_REPORT' and ${f.createdAt} < ${reportsBefore.toISOString()})
            or (${f.type} in ('STUDENT_PROFILE_PICTURE', 'STUDENT_TRANSCRIPT', 'STUDENT_PORTFOLIO', 'COMPANY_LOGO', 'COMPANY_PROFILE')
              and ${f.createdAt} < ${uploadsBefore.toISOString()}))
          and ${f.fileId} not in (${ATTACHED_FILE_IDS})
        order by ${f.fileId}
        limit ${SWEEP_BATCH_SIZE})
      returning ${files.storageKey} as storage_key`,
    );
    const slots = await rowsOf<unknown>(
      tx,
      sql`delete from ${uploadSlots} where ${uploadSlots.expiresAt} < ${uploadsBefore.toISOString()} returning ${uploadSlots.slotId}`,
    );
    return { removedKeys: removed.map((row) => row.storage_key), removedSlotCount: slots.length };
  });
  const storage = fileStorage();
  await Promise.all(
    removedKeys.map((key) => storage.remove(key).catch((error: unknown) => logError('files.stale_remove_failed', error, { key }))),
  );
  return { removedFileCount: removedKeys.length, removedSlotCount };
}
