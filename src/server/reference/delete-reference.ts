import { count, eq } from 'drizzle-orm';
import { recordAudit } from '@/server/audit';
import type { Context } from '@/server/context';
import { ConflictError, NotFoundError } from '@/server/errors';
import { REFERENCE_KINDS, REFERENCE_LABELS_TH, type EditableReferenceKind } from './reference-kinds';

/**
 * DELETE /api/admin/{kind}/{id}: removes a wrong entry no student uses. One that a student's profile names is refused
 * (409) with the way out, hiding it from the pickers, since deleting it would empty those profiles' field.
 */
export async function deleteReference({
  ctx,
  kind,
  referenceId,
}: {
  ctx: Context;
  kind: EditableReferenceKind;
  referenceId: number;
}): Promise<{ message: string }> {
  const { table, id, label, labelKey, usedBy } = REFERENCE_KINDS[kind];
  const noun = REFERENCE_LABELS_TH[kind];
  return ctx.db.transaction(async (tx) => {
    // Locked, so a profile saved meanwhile cannot start using it between the count and the delete.
    const [entry] = await tx.select({ label }).from(table).where(eq(id, referenceId)).for('update');
    if (!entry) throw new NotFoundError('Not found');
    const [{ users }] = await tx.select({ users: count() }).from(usedBy.table).where(eq(usedBy, referenceId));
    if (users > 0) {
      throw new ConflictError(
        `ลบ${noun} “${entry.label}” ไม่ได้ เพราะนิสิต ${users.toLocaleString('th-TH')} คนใช้อยู่ ซ่อนจากตัวเลือกแทนได้ (ข้อมูลเดิมของนิสิตยังแสดงชื่อนี้)`,
      );
    }
    await tx.delete(table).where(eq(id, referenceId));
    await recordAudit({
      db: tx,
      actor: ctx.actor,
      entry: { action: `${kind}.delete`, entityType: kind, entityId: referenceId, details: { [labelKey]: entry.label } },
    });
    return { message: `ลบ${noun} “${entry.label}” แล้ว` };
  });
}
