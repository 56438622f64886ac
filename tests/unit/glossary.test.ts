import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import thaiAdmin from '../../messages/th/admin.json';

/** The audit log's Thai labels (AuditLabels in messages/th/admin.json): action codes nested at their dots. */
const AUDIT_LABELS: Record<string, unknown> = thaiAdmin.AuditLabels;
function auditLabel(kind: 'actions' | 'entities', code: string): string | undefined {
  const path = kind === 'actions' ? code.split('.') : [code];
  let node: unknown = AUDIT_LABELS[kind];
  for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/**
 * docs/glossary.md: one Thai word per thing. Every text of src/ a person reads (string literals, template text, JSX
 * text: screens, export headers and file names, e-mails, audit labels, refusals) is scanned for the rejected variants.
 */
const REJECTED: { variant: RegExp; use: string }[] = [
  { variant: /การจับคู่ครั้งที่/, use: 'รอบที่ N (a round)' },
  { variant: /นักศึกษา/, use: 'นิสิต (a student)' },
  { variant: /สวมสิทธิ์/, use: 'ใช้งานในนาม… (assumed identity)' },
  { variant: /เรียงลำดับใหม่|จัดลำดับใหม่|แก้ไขลำดับ|เรียงอันดับใหม่/, use: 'เปลี่ยนลำดับ (reorder)' },
  { variant: /ไม่เลือก/, use: 'ไม่พิจารณา (an excluded applicant)' },
  { variant: /ยังไม่ได้รับการจับคู่/, use: 'จับคู่ไม่สำเร็จ (MATCHING_FAILED)' },
  { variant: /^\s*รอบ\s*$/, use: 'รอบการฝึกงาน (a session; รอบ alone is a round)' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.generated.ts') ? [path] : [];
  });
}

/** The texts of a file: string literals, the fixed parts of template literals, and JSX text. */
function textsOf(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) texts.push(node.text);
    else if (ts.isJsxText(node) && node.text.trim()) texts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

const files = sourceFiles('src');

describe('the glossary (docs/glossary.md)', () => {
  it('finds texts to scan', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no text in src/ uses a rejected variant', () => {
    const found: string[] = [];
    for (const path of files)
      for (const text of textsOf(path))
        for (const { variant, use } of REJECTED) if (variant.test(text)) found.push(`${path}: "${text.trim()}" (use ${use})`);
    expect(found).toEqual([]);
  });

  it('no message of the Thai catalogue (messages/th/*.json) uses a rejected variant', () => {
    const found: string[] = [];
    const visit = (value: unknown, key: string) => {
      if (typeof value === 'string') {
        for (const { variant, use } of REJECTED) if (variant.test(value)) found.push(`${key}: "${value}" (use ${use})`);
      } else if (value && typeof value === 'object')
        for (const [inner, text] of Object.entries(value)) visit(text, key ? `${key}.${inner}` : inner);
    };
    for (const file of readdirSync('messages/th')) visit(JSON.parse(readFileSync(`messages/th/${file}`, 'utf8')), file);
    expect(found).toEqual([]);
  });

  it('every entity type the audit log records has a Thai name', () => {
    const recorded = new Set<string>();
    for (const path of files.filter((file) => file.startsWith(join('src', 'server'))))
      for (const match of readFileSync(path, 'utf8').matchAll(/entityType: '([a-z_-]+)'/g)) recorded.add(match[1]);
    expect(recorded.size).toBeGreaterThan(5);
    expect([...recorded].filter((entityType) => !auditLabel('entities', entityType))).toEqual([]);
  });
});

describe('the audit log speaks Thai', () => {
  it('every action the server records has a Thai name', () => {
    const recorded = new Set<string>();
    for (const path of files.filter((file) => file.startsWith(join('src', 'server'))))
      for (const match of readFileSync(path, 'utf8').matchAll(/action: '([a-z_-]+\.[a-z_.-]+)'/g)) recorded.add(match[1]);
    expect([...recorded].filter((action) => !auditLabel('actions', action))).toEqual([]);
  });
});
