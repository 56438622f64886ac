import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillAgreementTemplate, renderAgreementPdf, type AgreementFields } from '@/server/agreements';
import { BadRequestError } from '@/server/errors';

const template = {
  title: 'สัญญาฝึกงาน ฤดูร้อน ๒๕๗๐ — {{companyName}}',
  body: [
    'สัญญาฉบับนี้ทำขึ้นระหว่าง {{studentName}} ({{studentNameEn}}) รหัสนิสิต {{studentId}} ซึ่งต่อไปในสัญญานี้เรียกว่า "ผู้ฝึกงาน" ฝ่ายหนึ่ง กับ {{companyName}} ตั้งอยู่เลขที่ {{companyAddress}} ซึ่งต่อไปในสัญญานี้เรียกว่า "ผู้ประกอบการ" อีกฝ่ายหนึ่ง',
    'ข้อ ๑ ผู้ประกอบการตกลงรับผู้ฝึกงานเข้าฝึกงานในตำแหน่ง {{openingTitle}} กำหนดระยะเวลาตั้งแต่วันที่ {{startDate}} ถึงวันที่ {{endDate}} โดยมี {{mentorName}} ตำแหน่ง {{mentorPosition}} เป็นพี่เลี้ยงและที่ปรึกษาของผู้ฝึกงานตลอดระยะเวลาการฝึกงาน',
    'ข้อ ๒ ผู้ฝึกงานจะปฏิบัติตามระเบียบข้อบังคับของผู้ประกอบการ รักษาความลับทางการค้า ไม่เปิดเผยข้อมูลของลูกค้าหรือข้อมูลภายในที่ได้รับทราบระหว่างการฝึกงานแก่บุคคลภายนอก ทั้งในระหว่างและภายหลังสิ้นสุดการฝึกงาน',
    'ข้อ ๓ ผู้ประกอบการจะจัดให้ผู้ฝึกงานได้ทำงานที่เกี่ยวข้องกับสาขาวิชา ดูแลความปลอดภัยในการทำงาน และประเมินผลการฝึกงานส่งให้ภาควิชาภายในสองสัปดาห์หลังสิ้นสุดการฝึกงาน น้ำดื่ม ปั้นงาน ฝั่งตรงข้าม ป่าไม้ ปู่ย่า',
    ...Array.from(
      { length: 9 },
      (_, i) =>
        `ข้อ ${i + 4} คู่สัญญาทั้งสองฝ่ายได้อ่านและเข้าใจข้อความในสัญญานี้โดยตลอดแล้ว เห็นว่าถูกต้องตามเจตนา จึงได้ลงนามไว้เป็นสำคัญ หากมีข้อสงสัยเกี่ยวกับการตีความให้ปรึกษาภาควิชาก่อนทุกครั้ง และให้ถือว่าผู้ฝึกงานได้รับทราบกำหนดการแล้ว`,
    ),
  ].join('\n\n'),
};

const fields: AgreementFields = {
  studentName: 'นางสาวกมลชนก ศรีสุวรรณ',
  studentNameEn: 'Kamonchanok Srisuwan',
  studentId: '6630123421',
  startDate: '๑ มิถุนายน ๒๕๗๐',
  endDate: '๓๑ กรกฎาคม ๒๕๗๐',
  openingTitle: 'นักพัฒนาซอฟต์แวร์ฝึกหัด',
  companyName: 'บริษัท ตัวอย่างเทคโนโลยี จำกัด',
  companyAddress: '๙๙/๙ ถนนพญาไท แขวงวังใหม่ เขตปทุมวัน กรุงเทพมหานคร ๑๐๓๓๐',
  mentorName: 'นายวุฒิชัย ปั้นทอง',
  mentorPosition: 'ผู้จัดการฝ่ายวิศวกรรม',
};

const hasPoppler = spawnSync('pdftoppm', ['-v']).error === undefined;
if (!hasPoppler)
  console.warn('agreement-pdf: pdftoppm/pdffonts/pdftotext not found (apt install poppler-utils) — raster/text checks skipped');

function run(cmd: string, args: string[]): string {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr}`);
  return r.stdout;
}

/** Share of dark pixels in a binary PGM (P5) as written by `pdftoppm -gray`. */
function darkShare(pgm: Buffer): number {
  const header = pgm.toString('latin1', 0, 64).match(/^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/);
  if (!header) throw new Error('not a binary PGM');
  const [, w, h] = header.map(Number);
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (let i = 0; i < w * h; i++) if (pixels[i] < 128) dark++;
  return dark / (w * h);
}

/** Counts of non-whitespace characters at which ICU puts a word boundary. */
function wordBoundaries(text: string): Set<number> {
  const out = new Set<number>([0]);
  let count = 0;
  for (const { segment } of new Intl.Segmenter('th', { granularity: 'word' }).segment(text)) {
    count += segment.replace(/\s+/g, '').length;
    out.add(count);
  }
  return out;
}

describe('fillAgreementTemplate', () => {
  it('substitutes known fields, spaces inside the braces allowed', () => {
    expect(fillAgreementTemplate({ template: 'ผู้ฝึกงาน {{ studentName }} ที่ {{companyName}}', fields })).toBe(
      'ผู้ฝึกงาน นางสาวกมลชนก ศรีสุวรรณ ที่ บริษัท ตัวอย่างเทคโนโลยี จำกัด',
    );
  });

  it('refuses an unknown field with a Thai message naming it', () => {
    const attempt = () => fillAgreementTemplate({ template: 'เงินเดือน {{salary}} บาท {{studentName}}', fields });
    expect(attempt).toThrow(BadRequestError);
    expect(attempt).toThrow(/แม่แบบสัญญามีช่องที่ระบบไม่รู้จัก: \{\{salary\}\}/);
  });

  it('refuses a known field without a value', () => {
    expect(() => fillAgreementTemplate({ template: '{{mentorName}}', fields: { mentorName: '  ' } })).toThrow(
      /ยังไม่มีข้อมูลสำหรับช่องในสัญญา: ชื่อพี่เลี้ยง/,
    );
  });

  it('does not expand placeholders that come inside a value', () => {
    expect(fillAgreementTemplate({ template: '{{studentName}}', fields: { studentName: '{{companyName}}' } })).toBe('{{companyName}}');
  });
});

describe('renderAgreementPdf', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'agreement-pdf-'));
  const createdAt = new Date('2027-05-20T03:00:00Z');
  let unsigned: Uint8Array;
  let signed: Uint8Array;
  let digest: string;

  beforeAll(async () => {
    unsigned = await renderAgreementPdf({ template, fields, createdAt });
    digest = createHash('sha256').update(unsigned).digest('hex');
    signed = await renderAgreementPdf({
      template,
      fields,
      createdAt,
      digestOfUnsigned: digest,
      signatures: [
        { role: 'ผู้ฝึกงาน', fullName: 'นางสาวกมลชนก ศรีสุวรรณ', signedAt: new Date('2027-05-21T02:15:00Z'), ipAddress: '203.0.113.7' },
        { role: 'ผู้ประกอบการ', fullName: 'นายวุฒิชัย ปั้นทอง', signedAt: new Date('2027-05-22T09:40:30Z'), ipAddress: '2001:db8::1' },
      ],
    });
    writeFileSync(path.join(dir, 'unsigned.pdf'), unsigned);
    writeFileSync(path.join(dir, 'signed.pdf'), signed);
  });

  it('gives the same bytes for the same agreement, so the digest of the unsigned PDF can be checked again', async () => {
    expect(Buffer.from(await renderAgreementPdf({ template, fields, createdAt })).equals(Buffer.from(unsigned))).toBe(true);
    expect(Buffer.from(unsigned.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('refuses a digest that is not SHA-256 hex', async () => {
    await expect(renderAgreementPdf({ template, fields, digestOfUnsigned: 'abc' })).rejects.toThrow(BadRequestError);
  });

  it.skipIf(!hasPoppler)('rasterises to pages with ink, and flows onto two pages', () => {
    run('pdftoppm', ['-png', '-r', '110', path.join(dir, 'signed.pdf'), path.join(dir, 'signed')]);
    const pngs = readdirSync(dir).filter((f) => f.startsWith('signed') && f.endsWith('.png'));
    expect(pngs.length).toBe(2);
    console.info(`agreement-pdf: sample pages in ${dir}`);

    run('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', path.join(dir, 'unsigned.pdf'), path.join(dir, 'gray')]);
    const pgm = readdirSync(dir).find((f) => f.startsWith('gray') && f.endsWith('.pgm'))!;
    const share = darkShare(readFileSync(path.join(dir, pgm)));
    // A full page of 12 pt text at 50 dpi covers a few percent of the page; an empty or glyph-less page is ~0.
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.4);
  });

  it.skipIf(!hasPoppler)('embeds the portal font', () => {
    const list = run('pdffonts', [path.join(dir, 'signed.pdf')]);
    const rows = list.split('\n').filter((l) => l.includes('IBMPlexSansThai'));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    // Columns: name type encoding emb sub uni ...; every font in the file must be embedded.
    for (const row of list.split('\n').slice(2).filter(Boolean)) expect(row).toMatch(/\s+yes\s+yes\s+yes\s+\d+\s+\d+\s*$/);
  });

  it.skipIf(!hasPoppler)('extracts the Thai text in order, with line breaks only between words', () => {
    const file = path.join(dir, 'unsigned.pdf');
    const title = fillAgreementTemplate({ template: template.title, fields });
    // Each page starts with its header (title and page number); the rest must be the filled template, in order.
    const pages = run('pdftotext', ['-enc', 'UTF-8', file, '-'])
      .split('\f')
      .filter((p) => p.trim());
    expect(pages.length).toBe(2);
    const bodies = pages.map((page, i) => {
      const lines = page.split('\n').filter((l) => l.trim());
      expect(lines.slice(0, 2).sort()).toEqual([title, `หน้า ${i + 1}/2`].sort());
      return lines.slice(2).join('\n');
    });
    const extracted = bodies.join('\n');
    const expected = [
      fillAgreementTemplate({ template: template.title, fields }),
      fillAgreementTemplate({ template: template.body, fields }),
    ].join('\n');

    expect(extracted.replace(/\s+/g, '')).toBe(expected.replace(/\s+/g, ''));

    // Every place the extraction has whitespace that the source did not have is a line break: it must be a word boundary.
    const boundaries = wordBoundaries(expected);
    let seen = 0;
    const sourceSpaces = new Set<number>();
    for (const ch of expected) {
      if (/\s/.test(ch)) sourceSpaces.add(seen);
      else seen++;
    }
    seen = 0;
    let breaks = 0;
    for (const ch of extracted) {
      if (!/\s/.test(ch)) seen++;
      else if (!sourceSpaces.has(seen)) {
        breaks++;
        expect(boundaries.has(seen), `line break inside a word at "${expected.replace(/\s+/g, '').slice(seen - 6, seen + 6)}"`).toBe(true);
      }
    }
    // The body wraps without spaces at the line ends in many places, so the check above really ran.
    expect(breaks).toBeGreaterThan(5);

    const occurrences = (s: string, w: string) => s.split(w).length - 1;
    // Words ICU keeps whole (checked first, so the test's premise holds): each must come out unbroken every time.
    for (const word of ['ปรึกษา', 'ฝึกงาน', 'กำหนด', 'สัปดาห์', 'ตัวอย่าง', 'เทคโนโลยี', 'ปลอดภัย', 'เลี้ยง']) {
      expect([...new Intl.Segmenter('th', { granularity: 'word' }).segment(word)]).toHaveLength(1);
      expect(occurrences(extracted, word), word).toBe(occurrences(expected, word));
    }
  });

  it.skipIf(!hasPoppler)('shows the signatures and the digest of the unsigned PDF in the signed version', () => {
    const text = run('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'signed.pdf'), '-']);
    expect(text).toContain('ผู้ฝึกงาน: นางสาวกมลชนก ศรีสุวรรณ');
    expect(text).toContain('ผู้ประกอบการ: นายวุฒิชัย ปั้นทอง');
    expect(text).toContain('203.0.113.7');
    expect(text).toContain('2001:db8::1');
    expect(text).toMatch(/ลงนามเมื่อ 21 พฤษภาคม 2570 เวลา 09:15:00/);
    expect(text).toContain(digest);
    const unsignedText = run('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'unsigned.pdf'), '-']);
    expect(unsignedText).not.toContain('ลงนามเมื่อ');
  });
});
