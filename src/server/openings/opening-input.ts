import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/db/client';
import { compensationTypes, openings, openingTagLinks, openingTags } from '@/db/schema';
import { BadRequestError } from '@/server/errors';

/*
 * The opening input of SPEC §3: the editable fields, with compensationTypeId and tags as strings.
 * - tags are tag NAMES (what a company types); an existing tag is reused (matched without regard to
 *   case), a new name creates the tag, so `GET /api/common/opening-tags` grows with use.
 * - compensationTypeId is a digit string naming an existing compensation type (a number is accepted too).
 * - Optional text fields take a string or null; a blank string is stored as null (cleared).
 * - startDate and endDate are calendar dates `YYYY-MM-DD`, start on or before end.
 */

const MAX_TEXT = 5000;
const MAX_LINE = 300;
export const MAX_TAGS = 10;
const MAX_TAG_LENGTH = 50;

const requiredLine = z.string().trim().min(1, 'Required').max(MAX_LINE);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' || value === null ? null : value));
const calendarDate = z.iso.date('Expected a date (YYYY-MM-DD)').nullable();

const editableFields = {
  title: requiredLine,
  description: optionalText(MAX_TEXT),
  quota: z.number().int('Expected an integer').min(1, 'Must be at least 1').max(10000),
  openForCooperativeInternship: z.boolean(),
  compensationAmount: z.number().min(0, 'Must be 0 or more').max(10_000_000).nullable(),
  compensationTypeId: z
    .union([z.string().regex(/^\d{1,9}$/, 'Expected a number'), z.number().int().positive()])
    .transform(Number)
    .nullable(),
  workingCondition: optionalText(MAX_TEXT),
  requirements: optionalText(MAX_TEXT),
  tags: z
    .array(z.string().trim().min(1, 'Tag cannot be blank').max(MAX_TAG_LENGTH))
    .max(MAX_TAGS, `At most ${MAX_TAGS} tags`)
    .transform(uniqueIgnoringCase),
  officeName: requiredLine,
  officeAddressLine1: requiredLine,
  officeAddressLine2: optionalText(MAX_LINE),
  recruitmentContactChannel: optionalText(MAX_LINE),
  openingDetailContactChannel: optionalText(MAX_LINE),
  startDate: calendarDate,
  endDate: calendarDate,
};

const datesInOrder = (input: { startDate?: string | null; endDate?: string | null }) =>
  !input.startDate || !input.endDate || input.startDate <= input.endDate;
const DATES_MESSAGE = 'startDate must be on or before endDate';

/** POST body: title, quota, officeName and officeAddressLine1 required; the rest optional. */
export const createOpeningInput = z
  .object({
    ...z.object(editableFields).partial().shape,
    title: editableFields.title,
    quota: editableFields.quota,
    officeName: editableFields.officeName,
    officeAddressLine1: editableFields.officeAddressLine1,
  })
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['endDate'] });

/** PATCH body: every field optional; null clears an optional one. */
export const updateOpeningInput = z
  .object(editableFields)
  .partial()
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ['endDate'] });

export type CreateOpeningInput = z.output<typeof createOpeningInput>;
export type UpdateOpeningInput = z.output<typeof updateOpeningInput>;

function uniqueIgnoringCase(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Writes the given fields of one opening and, when `tags` is given, replaces its tag links. Runs in
 * the caller's transaction; the caller has already checked who may edit the opening.
 */
export async function writeOpeningFields({
  db: tx,
  openingId,
  input,
  now,
}: {
  db: Executor;
  openingId: number;
  input: UpdateOpeningInput;
  now: Date;
}): Promise<void> {
  const { tags, compensationAmount, ...fields } = input;
  if (fields.compensationTypeId !== undefined && fields.compensationTypeId !== null) {
    const [type] = await tx
      .select({ id: compensationTypes.id })
      .from(compensationTypes)
      .where(eq(compensationTypes.id, fields.compensationTypeId))
      .limit(1);
    if (!type) throw new BadRequestError('body.compensationTypeId: Unknown compensation type');
  }

  const [current] = await tx
    .select({ startDate: openings.startDate, endDate: openings.endDate })
    .from(openings)
    .where(eq(openings.openingId, openingId))
    .limit(1);
  if (current) {
    const startDate = fields.startDate === undefined ? current.startDate : fields.startDate;
    const endDate = fields.endDate === undefined ? current.endDate : fields.endDate;
    if (!datesInOrder({ startDate, endDate })) throw new BadRequestError(`body.endDate: ${DATES_MESSAGE}`);
  }

  const values: Partial<typeof openings.$inferInsert> = { ...fields, updatedAt: now };
  if (compensationAmount !== undefined) values.compensationAmount = compensationAmount === null ? null : compensationAmount.toFixed(2);
  await tx.update(openings).set(values).where(eq(openings.openingId, openingId));

  if (tags !== undefined) await replaceTags(tx, openingId, tags);
}

async function replaceTags(tx: Executor, openingId: number, names: string[]): Promise<void> {
  await tx.delete(openingTagLinks).where(eq(openingTagLinks.openingId, openingId));
  if (names.length === 0) return;
  const lowered = names.map((name) => name.toLowerCase());
  const existing = await tx
    .select()
    .from(openingTags)
    .where(inArray(sql`lower(${openingTags.tagName})`, lowered));
  const idByName = new Map(existing.map((tag) => [tag.tagName.toLowerCase(), tag.tagId]));
  const missing = names.filter((name) => !idByName.has(name.toLowerCase()));
  if (missing.length > 0) {
    const created = await tx
      .insert(openingTags)
      .values(missing.map((tagName) => ({ tagName })))
      .onConflictDoNothing()
      .returning();
    for (const tag of created) idByName.set(tag.tagName.toLowerCase(), tag.tagId);
    // A tag another request created meanwhile (same name, exact case) is read back.
    const stillMissing = missing.filter((name) => !idByName.has(name.toLowerCase()));
    if (stillMissing.length > 0) {
      const raced = await tx.select().from(openingTags).where(inArray(openingTags.tagName, stillMissing));
      for (const tag of raced) idByName.set(tag.tagName.toLowerCase(), tag.tagId);
    }
  }
  const tagIds = [...new Set(names.map((name) => idByName.get(name.toLowerCase())).filter((id): id is number => id !== undefined))];
  await tx
    .insert(openingTagLinks)
    .values(tagIds.map((tagId) => ({ openingId, tagId })))
    .onConflictDoNothing();
}

/** The opening row of `openingId` if it belongs to `companyId` (and, when given, `sessionId`), locked for update. */
export async function findCompanyOpeningForUpdate({
  db: tx,
  ...input
}: {
  db: Executor;
  openingId: number;
  companyId: number;
  sessionId?: number;
}): Promise<typeof openings.$inferSelect | undefined> {
  const conditions = [eq(openings.openingId, input.openingId), eq(openings.companyId, input.companyId)];
  if (input.sessionId !== undefined) conditions.push(eq(openings.sessionId, input.sessionId));
  const [row] = await tx
    .select()
    .from(openings)
    .where(and(...conditions))
    .for('update')
    .limit(1);
  return row;
}
