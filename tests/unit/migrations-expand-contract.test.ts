// Expand, then contract (docs/operations.md): every migration newer than the baseline only adds, or says which earlier
// migration's release stopped using what it takes away. The lint itself is tested on good and bad SQL first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPAND_CONTRACT_BASELINE, isCheckedMigration, lintMigration, splitStatements } from '../../scripts/migration-lint';

const folder = path.resolve('src/db/migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const tags = journal.entries.map((entry) => entry.tag);
const KNOWN = ['0020_student_email_verification', '0021_reference_hidden', '0026_new_columns', '0027_later'];
const lint = (sql: string, tag = '0027_later') => lintMigration({ tag, sql, knownTags: KNOWN });
const kinds = (sql: string, tag?: string) => lint(sql, tag).map((violation) => violation.kind);

describe('the expand/contract lint', () => {
  it('lets through what the previous release ignores: new tables, nullable or defaulted columns, indexes', () => {
    expect(
      lint(`CREATE TABLE "waitlist" ("id" integer PRIMARY KEY, "student_id" text NOT NULL);--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "is_paused" boolean DEFAULT false NOT NULL, ADD COLUMN "paused_at" timestamp with time zone;
ALTER TABLE "offers" ADD COLUMN "seq" integer GENERATED ALWAYS AS IDENTITY NOT NULL;
ALTER TABLE "openings" ALTER COLUMN "title" SET DEFAULT 'x';
ALTER TABLE "openings" ADD CONSTRAINT "x_fk" FOREIGN KEY ("a") REFERENCES "b"("id");
ALTER TABLE "openings" DROP CONSTRAINT "openings_old_check";
CREATE INDEX IF NOT EXISTS "enrollments_note_index" ON "enrollments" USING btree ("note");
ALTER TABLE "students" ADD COLUMN "renamed_at" timestamp with time zone;
CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $$ BEGIN DROP TABLE scratch; END $$;
INSERT INTO "settings" ("key", "value") VALUES ('drop table x', 'ALTER COLUMN y SET NOT NULL');`),
    ).toEqual([]);
  });

  it('refuses each contracting statement without an annotation', () => {
    expect(kinds('DROP TABLE "old_table";')).toEqual(['drop-table']);
    expect(kinds('ALTER TABLE "students" DROP COLUMN "nickname";')).toEqual(['drop-column']);
    expect(kinds('ALTER TABLE students DROP nickname;')).toEqual(['drop-column']);
    expect(kinds('ALTER TABLE "students" RENAME COLUMN "phone" TO "mobile";')).toEqual(['rename']);
    expect(kinds('ALTER TABLE "students" RENAME TO "learners";')).toEqual(['rename']);
    expect(kinds(`ALTER TYPE "status" RENAME VALUE 'A' TO 'B';`)).toEqual(['rename']);
    expect(kinds('ALTER TABLE "students" ALTER COLUMN "phone" SET NOT NULL;')).toEqual(['set-not-null']);
    expect(kinds('ALTER TABLE "students" ADD COLUMN "phone2" text NOT NULL;')).toEqual(['add-not-null-without-default']);
    expect(kinds('alter table students add column if not exists phone2 text not null;')).toEqual(['add-not-null-without-default']);
    expect(kinds('ALTER TABLE "students" ALTER COLUMN "gpax" SET DATA TYPE numeric(4, 2);')).toEqual(['alter-type']);
    expect(kinds('ALTER TABLE "students" ALTER COLUMN "gpax" TYPE text USING gpax::text;')).toEqual(['alter-type']);
    expect(kinds('ALTER TABLE "students" ALTER COLUMN "token" DROP DEFAULT;')).toEqual(['drop-default']);
    expect(kinds('DROP FUNCTION "replace_student_ranking_draft"(integer, text);')).toEqual(['drop-object']);
    // Two actions in one ALTER TABLE, the first harmless: the second is still found.
    expect(kinds('ALTER TABLE "rounds" ADD COLUMN "a" text, ALTER COLUMN "b" SET NOT NULL;')).toEqual(['set-not-null']);
  });

  it('accepts a contracting statement whose annotation names an earlier, existing migration and its subject', () => {
    expect(lint('-- contract: nickname unused since 0026_new_columns\nALTER TABLE "students" DROP COLUMN "nickname";')).toEqual([]);
    expect(
      lint('ALTER TABLE "students" /* contract: "phone" unused since 0021_reference_hidden */ ALTER COLUMN "phone" SET NOT NULL;'),
    ).toEqual([]);
  });

  it('refuses an annotation that names no migration, a later one, or another subject', () => {
    const drop = 'ALTER TABLE "students" DROP COLUMN "nickname";';
    expect(lint(`-- contract: nickname unused since 0019_gone\n${drop}`)[0].reason).toMatch(/0019_gone, which is not a migration/);
    expect(lint(`-- contract: nickname unused since 0027_later\n${drop}`)[0].reason).toMatch(/not earlier than 0027_later/);
    expect(lint(`-- contract: nickname unused since 0026_new_columns\n${drop}`, '0026_new_columns')).toHaveLength(1);
    expect(lint(`-- contract: phone unused since 0026_new_columns\n${drop}`)[0].reason).toMatch(/subject phone is not in the statement/);
    // An annotation covers the statement it precedes only, not the next one.
    expect(kinds(`-- contract: nickname unused since 0026_new_columns\n${drop}\nDROP TABLE "legacy";`)).toEqual(['drop-table']);
  });

  it('keeps dollar-quoted bodies, literals and comments out of the statements', () => {
    expect(splitStatements(`SELECT 'a;b'; -- x; y\nCREATE FUNCTION f() AS $fn$ a; b $fn$; SELECT "c;d"`).map((s) => s.code)).toEqual([
      "SELECT ''",
      'CREATE FUNCTION f() AS  $body$',
      'SELECT "c;d"',
    ]);
  });

  it('finds what the grandfathered migrations did, so it reads drizzle-kit SQL as written', () => {
    const found = (tag: string) => lintMigration({ tag, sql: readFileSync(path.join(folder, `${tag}.sql`), 'utf8'), knownTags: tags });
    expect(found('0005_oauth_request_owner').map((v) => v.kind)).toEqual(['add-not-null-without-default']);
    expect(found('0007_matching_keys_for_matched_rows').map((v) => v.kind)).toEqual(['drop-column']);
    expect(found('0011_login_idle_and_rate_limit_expiry').map((v) => v.kind)).toEqual(['set-not-null']);
  });
});

describe('src/db/migrations', () => {
  it('has the baseline in its journal, and every migration file in the journal', () => {
    expect(tags).toContain(EXPAND_CONTRACT_BASELINE);
    expect(tags.filter((tag) => !isCheckedMigration(tag))).toHaveLength(tags.indexOf(EXPAND_CONTRACT_BASELINE) + 1);
  });

  it.each(tags.filter(isCheckedMigration).map((tag) => [tag]))('%s only expands, or says since when what it contracts is unused', (tag) => {
    const violations = lintMigration({ tag, sql: readFileSync(path.join(folder, `${tag}.sql`), 'utf8'), knownTags: tags });
    expect(violations).toEqual([]);
  });
});
