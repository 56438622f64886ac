import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Transaction } from '@/db/client';
import { companies, files, students, uploadSlots } from '@/db/schema';
import { recordAudit } from '@/server/audit';
import type { UploadedFile } from '@/lib/files';
import type { Actor, Context } from '@/server/context';
import { BadRequestError, ForbiddenError, NotFoundError } from '@/server/errors';
import { UPLOAD_RULES, type UploadType } from './file-types';
import { fileStorage } from './storage';
import { uploadOwnerOf } from './upload-owner';
import type { UploadTypeInput } from './upload-type-body';
import { logError } from '@/server/log-safe';

const STUDENT_COLUMNS = {
  STUDENT_PROFILE_PICTURE: 'profilePictureFileId',
  STUDENT_TRANSCRIPT: 'transcriptFileId',
  STUDENT_PORTFOLIO: 'portfolioFileId',
} as const;
const COMPANY_COLUMNS = { COMPANY_LOGO: 'logoFileId', COMPANY_PROFILE: 'profileDocumentFileId' } as const;

/**
 * POST /api/{student|company|admin}/upload/save {type}: attaches the newest file the caller uploaded of
 * that type. The new file is already stored (acceptUpload), so the swap is one transaction that points
 * the profile at it; the previous file's row goes in the same transaction and its bytes only after the
 * commit. A crash anywhere leaves either the old file attached or the new one, never neither.
 * Admin CSV types attach to nothing: save hands the file id to the import that reads it.
 */
export async function saveUpload({ ctx, input }: { ctx: Context; input: UploadTypeInput }): Promise<UploadedFile> {
  const { type } = input;
  if (!UPLOAD_RULES[type].roles.includes(ctx.actor.role)) throw new ForbiddenError(`Upload type ${type} is not allowed for your role`);
  const owner = uploadOwnerOf(ctx.actor);

  const { saved, discardedKeys } = await ctx.db.transaction(async (tx) => {
    const uploaded = await tx
      .select({ slotId: uploadSlots.slotId, file: files })
      .from(uploadSlots)
      .innerJoin(files, eq(files.fileId, uploadSlots.uploadedFileId))
      .where(and(eq(uploadSlots.platformUid, owner), eq(uploadSlots.type, type), isNotNull(uploadSlots.uploadedFileId)))
      .orderBy(desc(uploadSlots.createdAt), desc(files.fileId));
    const [newest, ...superseded] = uploaded;
    if (!newest) throw new BadRequestError('No uploaded file of this type to save: upload one first');

    const previousFileId = await attach({ db: tx, actor: ctx.actor, type, fileId: newest.file.fileId });
    // Uploads of this type that were never saved are superseded by the newest; they go with the slots.
    const discardedIds = [...superseded.map((row) => row.file.fileId), ...(previousFileId === null ? [] : [previousFileId])].filter(
      (id) => id !== newest.file.fileId,
    );
    await tx
      .delete(uploadSlots)
      .where(and(eq(uploadSlots.platformUid, owner), eq(uploadSlots.type, type), isNotNull(uploadSlots.uploadedFileId)));
    const discarded =
      discardedIds.length === 0
        ? []
        : await tx.delete(files).where(inArray(files.fileId, discardedIds)).returning({ storageKey: files.storageKey });
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: {
        action: 'file.save',
        entityType: 'file',
        entityId: newest.file.fileId,
        details: { type, originalName: newest.file.originalName, previousFileId },
      },
    });
    const { fileId, originalName, contentType, sizeBytes } = newest.file;
    return { saved: { type, fileId, originalName, contentType, sizeBytes }, discardedKeys: discarded.map((row) => row.storageKey) };
  });

  // After the commit: a failure here only leaves orphan bytes, which nothing points at.
  const storage = fileStorage();
  await Promise.all(
    discardedKeys.map((key) => storage.remove(key).catch((error: unknown) => logError('files.replaced_remove_failed', error, { key }))),
  );
  return saved;
}

/** Points the owner's profile at the new file and answers the file it pointed at before. */
async function attach({
  db: tx,
  actor,
  type,
  fileId,
}: {
  db: Transaction;
  actor: Actor;
  type: UploadType;
  fileId: number;
}): Promise<number | null> {
  if (type in STUDENT_COLUMNS) {
    const column = STUDENT_COLUMNS[type as keyof typeof STUDENT_COLUMNS];
    if (actor.role !== 'student') throw new ForbiddenError();
    // Locked, so two saves of one type in parallel cannot both read the same previous file.
    const [current] = await tx
      .select({ previous: students[column] })
      .from(students)
      .where(eq(students.studentId, actor.studentId))
      .for('update');
    if (!current) throw new NotFoundError('Student not found');
    await tx
      .update(students)
      .set({ [column]: fileId })
      .where(eq(students.studentId, actor.studentId));
    return current.previous;
  }
  if (type in COMPANY_COLUMNS) {
    const column = COMPANY_COLUMNS[type as keyof typeof COMPANY_COLUMNS];
    if (actor.role !== 'company_user') throw new ForbiddenError();
    const [current] = await tx
      .select({ previous: companies[column] })
      .from(companies)
      .where(eq(companies.companyId, actor.companyId))
      .for('update');
    if (!current) throw new NotFoundError('Company not found');
    await tx
      .update(companies)
      .set({ [column]: fileId })
      .where(eq(companies.companyId, actor.companyId));
    return current.previous;
  }
  return null;
}
