import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { BadRequestError } from '@/server/errors';
import { fillAgreementTemplate, type AgreementFields } from './fill-agreement-template';

/** The office's text for one session group: a title and a body whose paragraphs are separated by blank lines. */
export type AgreementTemplate = { title: string; body: string };

/** One party's online signature: the full name they typed, when, and from which address. */
export type AgreementSignature = { role: string; fullName: string; signedAt: Date; ipAddress: string };

// The portal's typeface (the pages use @fontsource/ibm-plex-sans-thai, whose files are split per script). IBM's own
// package ships the complete font, Thai and Latin in one file, but only as WOFF/WOFF2. fontkit reads WOFF, yet inflates
// a table again on every access with a pure-JS inflate: 300+ ms per agreement. So the WOFF is unpacked to the
// TrueType font it wraps once per process, with zlib.
const FONT_DIR = 'node_modules/@ibm/plex-sans-thai/fonts/complete/woff';
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  const load = (file: string) => woffToSfnt(readFileSync(path.join(process.cwd(), FONT_DIR, file)));
  fonts ??= { regular: load('IBMPlexSansThai-Regular.woff'), bold: load('IBMPlexSansThai-SemiBold.woff') };
  return fonts;
}

/** Unpacks a WOFF 1.0 file (W3C WOFF, section 4-5) into the sfnt (TrueType/OpenType) font it wraps. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  woff.copy(header, 0, 4, 8); // flavor: 0x00010000 (TrueType) or 'OTTO'
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

// A4 in points with 2.5 cm margins; the header sits in the top margin.
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 71, right: 71, top: 85, bottom: 71 };
const HEADER_Y = 36;
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
// Thai stacks a vowel and a tone mark above the consonant and a vowel below it: lines need more room than Latin.
const LINE_FACTOR = 1.7;

type Style = { font: 'regular' | 'bold'; size: number; align: 'left' | 'center' };
const STYLES = {
  title: { font: 'bold', size: 16, align: 'center' },
  body: { font: 'regular', size: 12, align: 'left' },
  heading: { font: 'bold', size: 13, align: 'left' },
  small: { font: 'regular', size: 10, align: 'left' },
} satisfies Record<string, Style>;

type Block = { text: string; style: Style; spaceBefore: number };
type Line = { text: string; style: Style; y: number };

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

const THAI_DATE_TIME = new Intl.DateTimeFormat('th-TH', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'Asia/Bangkok',
});

/**
 * Breaks one paragraph into lines no wider than `maxWidth`. Thai writes no spaces between words, so the break
 * opportunities are ICU's word boundaries; a single word wider than the line (a long URL or digest) falls back to
 * grapheme boundaries so a consonant never loses its marks.
 */
function wrapParagraph(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let current = '';
  let width = 0;
  const push = () => {
    const trimmed = current.trimEnd();
    if (trimmed) lines.push(trimmed);
    current = '';
    width = 0;
  };
  // Shaping a whole line for every candidate word made a two-page agreement take ~400 ms; the sum of the words'
  // widths is the line's width up to kerning across word ends, so the whole line is measured only near the margin.
  const fits = (segmentWidth: number, candidate: string) => width + segmentWidth <= maxWidth * 0.97 || measure(candidate) <= maxWidth;
  for (const { segment } of wordSegmenter.segment(text)) {
    if (current === '' && /^\s+$/.test(segment)) continue;
    const segmentWidth = measure(segment);
    if (fits(segmentWidth, current + segment)) {
      current += segment;
      width += segmentWidth;
      continue;
    }
    push();
    if (/^\s+$/.test(segment)) continue;
    if (segmentWidth <= maxWidth) {
      current = segment;
      width = segmentWidth;
      continue;
    }
    for (const { segment: grapheme } of graphemeSegmenter.segment(segment)) {
      const graphemeWidth = measure(grapheme);
      if (current && !fits(graphemeWidth, current + grapheme)) push();
      current += grapheme;
      width += graphemeWidth;
    }
  }
  push();
  return lines;
}

function signatureBlocks(signatures: AgreementSignature[], digestOfUnsigned: string | undefined): Block[] {
  const blocks: Block[] = [];
  if (signatures.length > 0 || digestOfUnsigned) {
    blocks.push({ text: 'การลงนามทางอิเล็กทรอนิกส์', style: STYLES.heading, spaceBefore: 18 });
  }
  for (const s of signatures) {
    blocks.push({
      text: `${s.role}: ${s.fullName}\nลงนามเมื่อ ${THAI_DATE_TIME.format(s.signedAt)} จากที่อยู่ IP ${s.ipAddress}`,
      style: STYLES.body,
      spaceBefore: 8,
    });
  }
  if (digestOfUnsigned) {
    blocks.push({
      text: `ค่า SHA-256 ของสัญญาฉบับก่อนลงนาม:\n${digestOfUnsigned}`,
      style: STYLES.small,
      spaceBefore: 10,
    });
  }
  return blocks;
}

/**
 * Renders a placement's agreement as an A4 PDF with the portal's Thai font embedded. pdfkit shapes each line with
 * fontkit (GSUB and GPOS mark positioning), so vowels and tone marks sit on their consonants; the word wrap is ours.
 * The signed version is the same document followed by the signatures and the SHA-256 of the unsigned PDF.
 */
export async function renderAgreementPdf({
  template,
  fields,
  signatures = [],
  digestOfUnsigned,
  createdAt,
}: {
  template: AgreementTemplate;
  fields: AgreementFields;
  signatures?: AgreementSignature[];
  digestOfUnsigned?: string;
  /** Fixes the PDF's creation date so that rendering the same agreement again gives the same bytes. */
  createdAt?: Date;
}): Promise<Uint8Array> {
  if (digestOfUnsigned !== undefined && !/^[0-9a-f]{64}$/.test(digestOfUnsigned)) {
    throw new BadRequestError('ค่า SHA-256 ของสัญญาต้องเป็นเลขฐานสิบหก 64 ตัว');
  }
  const title = fillAgreementTemplate({ template: template.title, fields }).trim();
  const body = fillAgreementTemplate({ template: template.body, fields });

  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    lang: 'th-TH',
    info: { Title: title, Creator: 'Internship portal', ...(createdAt ? { CreationDate: createdAt } : {}) },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  // Shaping is the costly part of layout and an agreement repeats its words: widths are remembered per style.
  const widths = new Map<string, number>();
  const measure = (style: Style) => (s: string) => {
    const key = `${style.font}\u0000${style.size}\u0000${s}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.font(style.font).fontSize(style.size).widthOfString(s);
      widths.set(key, width);
    }
    return width;
  };

  const blocks: Block[] = [
    { text: title, style: STYLES.title, spaceBefore: 0 },
    ...body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean)
      .map((text, i) => ({ text, style: STYLES.body, spaceBefore: i === 0 ? 14 : 8 })),
    ...signatureBlocks(signatures, digestOfUnsigned),
  ];

  // Lay everything out first: the header's "หน้า n/N" needs the page count before the first page is drawn.
  const pages: Line[][] = [[]];
  let y = MARGIN.top;
  for (const block of blocks) {
    const lineHeight = block.style.size * LINE_FACTOR;
    const lines = block.text.split('\n').flatMap((hard) => wrapParagraph(hard, CONTENT_WIDTH, measure(block.style)));
    lines.forEach((text, i) => {
      if (i === 0 && pages.at(-1)!.length > 0) y += block.spaceBefore;
      if (y + lineHeight > PAGE.height - MARGIN.bottom) {
        pages.push([]);
        y = MARGIN.top;
      }
      pages.at(-1)!.push({ text, style: block.style, y });
      y += lineHeight;
    });
  }

  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  // fontkit decomposes SARA AM and reorders marks, so the glyphs alone do not map back to the typed text (extraction
  // gave "กำ า" and spaces inside words); each line's ActualText gives copy-paste and search the characters as written.
  const drawLine = (text: string, x: number, lineY: number) => {
    doc.markContent('Span', { actual: text });
    doc.text(text, x, lineY, { lineBreak: false });
    doc.endMarkedContent();
  };

  pages.forEach((lines, index) => {
    doc.addPage();
    doc.font('regular').fontSize(9).fillColor('#555555');
    const pageLabel = `หน้า ${index + 1}/${pages.length}`;
    drawLine(title, MARGIN.left, HEADER_Y);
    drawLine(pageLabel, PAGE.width - MARGIN.right - doc.widthOfString(pageLabel), HEADER_Y);
    doc
      .moveTo(MARGIN.left, HEADER_Y + 16)
      .lineTo(PAGE.width - MARGIN.right, HEADER_Y + 16)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();

    doc.fillColor('#000000');
    for (const line of lines) {
      doc.font(line.style.font).fontSize(line.style.size);
      const x = line.style.align === 'center' ? MARGIN.left + (CONTENT_WIDTH - doc.widthOfString(line.text)) / 2 : MARGIN.left;
      drawLine(line.text, x, line.y);
    }
  });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
