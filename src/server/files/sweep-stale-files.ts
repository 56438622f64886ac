import { sql } from 'drizzle-orm';
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
const ATTACHED_FILE_IDS = sql`select profile_picture_file_id from students where profile_picture_file_id is not null
  union all select transcript_file_id from students where transcript_file_id is not null
  union all select portfolio_file_id from students where portfolio_file_id is not null
  union all select logo_file_id from companies where logo_file_id is not null
  union all select profile_document_file_id from companies where profile_document_file_id is not null`;

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
    const removed = (await tx.execute(sql`delete from files where file_id in (
        select f.file_id from files f
        where ((f.type = 'GENERATED_REPORT' and f.created_at < ${reportsBefore.toISOString()})
            or (f.type in ('STUDENT_PROFILE_PICTURE', 'STUDENT_TRANSCRIPT', 'STUDENT_PORTFOLIO', 'COMPANY_LOGO', 'COMPANY_PROFILE')
              and f.created_at < ${uploadsBefore.toISOString()}))
          and f.file_id not in (${ATTACHED_FILE_IDS})
        order by f.file_id
        limit ${SWEEP_BATCH_SIZE})
      returning storage_key`)) as unknown as { rows: { storage_key: string }[] };
    const slots = (await tx.execute(
      sql`delete from upload_slots where expires_at < ${uploadsBefore.toISOString()} returning slot_id`,
    )) as unknown as { rows: unknown[] };
    return { removedKeys: removed.rows.map((row) => row.storage_key), removedSlotCount: slots.rows.length };
  });
  const storage = fileStorage();
  await Promise.all(
    removedKeys.map((key) => storage.remove(key).catch((error: unknown) => logError('files.stale_remove_failed', error, { key }))),
  );
  return { removedFileCount: removedKeys.length, removedSlotCount };
}
