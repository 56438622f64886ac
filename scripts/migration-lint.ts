// Expand, then contract (docs/operations.md, "Migrations: expand, then contract"): during a rolling deploy the
// previous release keeps serving on the database the new one has migrated, so a migration may only add what the
// previous release ignores. This lint reads a migration's SQL and names every statement that takes away or tightens
// something the previous release may still read or write, unless a contract annotation says which earlier migration's
// release stopped using it. tests/unit/migrations-expand-contract.test.ts runs it over src/db/migrations.

/**
 * The last migration written before the rule was checked. It and those before it are grandfathered: they have been
 * applied to every database the portal runs on, so refusing them now would change nothing (and a landed migration is
 * never edited: its hash is recorded in the database).
 */
export const EXPAND_CONTRACT_BASELINE = '0025_interviews';

export type ContractKind =
  'drop-table' | 'drop-column' | 'drop-object' | 'rename' | 'set-not-null' | 'add-not-null-without-default' | 'alter-type' | 'drop-default';

export type Violation = { kind: ContractKind; statement: string; reason: string };

type Statement = { code: string; comments: string[] };

/**
 * Splits SQL into statements at top-level semicolons. String literals, quoted identifiers and dollar-quoted bodies
 * (a function's `;` are its own) stay whole; comments are collected apart, each with the statement it precedes or
 * sits in, where the contract annotation is looked for.
 */
export function splitStatements(sqlText: string): Statement[] {
  const statements: Statement[] = [];
  let code = '';
  let comments: string[] = [];
  let index = 0;
  const flush = () => {
    if (code.trim()) statements.push({ code: code.trim(), comments });
    code = '';
    comments = [];
  };
  while (index < sqlText.length) {
    const rest = sqlText.slice(index);
    if (rest.startsWith('--')) {
      const end = sqlText.indexOf('\n', index);
      const stop = end === -1 ? sqlText.length : end;
      comments.push(sqlText.slice(index + 2, stop).trim());
      index = stop;
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = sqlText.indexOf('*/', index + 2);
      const stop = end === -1 ? sqlText.length : end + 2;
      comments.push(sqlText.slice(index + 2, end === -1 ? stop : end).trim());
      index = stop;
      code += ' ';
      continue;
    }
    const dollar = /^\$([A-Za-z_][A-Za-z_0-9]*)?\$/.exec(rest);
    if (dollar) {
      const end = sqlText.indexOf(dollar[0], index + dollar[0].length);
      const stop = end === -1 ? sqlText.length : end + dollar[0].length;
      // A body's text is not this statement's DDL: `$$ … drop table … $$` must not count.
      code += ' $body$ ';
      index = stop;
      continue;
    }
    const character = sqlText[index];
    if (character === "'" || character === '"') {
      let stop = index + 1;
      while (stop < sqlText.length) {
        if (sqlText[stop] === character && sqlText[stop + 1] === character) stop += 2;
        else if (sqlText[stop] === character) break;
        else stop += 1;
      }
      // Identifiers are kept (the annotation's subject is looked for in them); a literal's text is not SQL.
      code += character === '"' ? sqlText.slice(index, stop + 1) : "''";
      index = stop + 1;
      continue;
    }
    if (character === ';') {
      flush();
      index += 1;
      continue;
    }
    code += character;
    index += 1;
  }
  flush();
  return statements;
}

/** ALTER TABLE's actions, split at top-level commas (`ADD COLUMN a int NOT NULL, ADD COLUMN b …`). */
function alterTableActions(code: string): string[] {
  const match =
    /^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(?:"(?:[^"]|"")*"|[\w.]+)(?:\s*\.\s*(?:"(?:[^"]|"")*"|\w+))?\s+(.*)$/is.exec(code);
  if (!match) return [];
  const actions: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of match[1]) {
    if (character === '(') depth += 1;
    if (character === ')') depth -= 1;
    if (character === ',' && depth === 0) {
      actions.push(current.trim());
      current = '';
    } else current += character;
  }
  actions.push(current.trim());
  return actions;
}

/** The contracting parts of one statement (comments and literals already out of `code`). */
function contractions(code: string): { kind: ContractKind; reason: string }[] {
  // Keywords are matched with each quoted identifier made neutral: a column called "renamed_at" is not a RENAME.
  const text = code.replace(/"(?:[^"]|"")*"/g, '"_"').replace(/\s+/g, ' ');
  const found: { kind: ContractKind; reason: string }[] = [];
  if (/^DROP TABLE\b/i.test(text)) found.push({ kind: 'drop-table', reason: 'the previous release still reads and writes the table' });
  else if (/^DROP (?:MATERIALIZED VIEW|VIEW|FUNCTION|PROCEDURE|TYPE|SEQUENCE|SCHEMA)\b/i.test(text)) {
    found.push({ kind: 'drop-object', reason: 'the previous release may still use it' });
  }
  if (/^ALTER \w+(?: \w+)? .*\bRENAME\b/i.test(text)) {
    found.push({ kind: 'rename', reason: 'the previous release still uses the old name' });
  }
  for (const action of alterTableActions(text)) {
    if (/^DROP (?:COLUMN )?(?!CONSTRAINT\b|DEFAULT\b)/i.test(action)) {
      found.push({ kind: 'drop-column', reason: 'the previous release still reads or writes the column' });
    }
    if (/^ALTER (?:COLUMN )?\S+ SET NOT NULL\b/i.test(action)) {
      found.push({ kind: 'set-not-null', reason: "the previous release's inserts do not fill the column" });
    }
    if (/^ALTER (?:COLUMN )?\S+ (?:SET DATA )?TYPE\b/i.test(action)) {
      found.push({ kind: 'alter-type', reason: 'the previous release reads and writes the old type (and the rewrite locks the table)' });
    }
    if (/^ALTER (?:COLUMN )?\S+ DROP DEFAULT\b/i.test(action)) {
      found.push({ kind: 'drop-default', reason: "the previous release's inserts rely on the default" });
    }
    const added = /^ADD (?:COLUMN )?(?:IF NOT EXISTS )?(?!CONSTRAINT\b|PRIMARY\b|UNIQUE\b|CHECK\b|FOREIGN\b|EXCLUDE\b)(.*)$/i.exec(action);
    if (added && /\bNOT NULL\b/i.test(added[1]) && !/\b(?:DEFAULT|GENERATED)\b/i.test(added[1])) {
      found.push({ kind: 'add-not-null-without-default', reason: "the previous release's inserts do not fill the column" });
    }
  }
  return found;
}

const ANNOTATION = /^contract:\s*(.+?)\s+unused since\s+(\S+)\s*$/i;

/** Tags are `NNNN_name`; their order is their number. */
const migrationNumber = (tag: string) => Number(/^(\d+)_/.exec(tag)?.[1] ?? NaN);

/**
 * The statements of migration `tag` that contract without leave. A contracting statement passes when a comment
 * before it (or in it) reads `contract: <subject> unused since <earlier tag>`, the subject appears in the statement,
 * and the earlier tag is a migration in `knownTags` numbered before `tag`: the release of that migration was the
 * first that no longer used the subject, so no running version reads it when this one applies.
 */
export function lintMigration({ tag, sql, knownTags }: { tag: string; sql: string; knownTags: readonly string[] }): Violation[] {
  const violations: Violation[] = [];
  for (const statement of splitStatements(sql)) {
    const found = contractions(statement.code);
    if (found.length === 0) continue;
    const annotations = statement.comments.map((comment) => ANNOTATION.exec(comment)).filter((match) => match !== null);
    const summary = statement.code.replace(/\s+/g, ' ').slice(0, 160);
    let leave: string | undefined;
    const problems: string[] = [];
    for (const [, subject, since] of annotations) {
      if (!knownTags.includes(since)) problems.push(`the annotation names ${since}, which is not a migration`);
      else if (!(migrationNumber(since) < migrationNumber(tag)))
        problems.push(`the annotation names ${since}, which is not earlier than ${tag}`);
      else if (!statement.code.toLowerCase().includes(subject.replace(/"/g, '').toLowerCase())) {
        problems.push(`the annotation's subject ${subject} is not in the statement`);
      } else leave = since;
    }
    if (leave) continue;
    for (const { kind, reason } of found) {
      const why = problems.length > 0 ? problems.join('; ') : 'no `-- contract: <subject> unused since <earlier migration>` annotation';
      violations.push({ kind, statement: summary, reason: `${reason}: ${why}` });
    }
  }
  return violations;
}

/** Whether migration `tag` is checked (newer than the baseline) or grandfathered. */
export function isCheckedMigration(tag: string): boolean {
  return migrationNumber(tag) > migrationNumber(EXPAND_CONTRACT_BASELINE);
}
