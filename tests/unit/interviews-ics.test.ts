import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bangkokLocal, escapeText, foldLine, writeCalendar } from '@/server/interviews/ics';

const now = new Date('2027-01-05T03:04:05.000Z');

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const timezone = component.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(new ICAL.Timezone(timezone));
  return component;
}

describe('the iCalendar writer', () => {
  it('escapes TEXT values (backslash, semicolon, comma, line breaks)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    const exact = 'X'.repeat(75);
    expect(foldLine(exact)).toBe(exact);
    const folded = foldLine('Y'.repeat(200));
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe('Y'.repeat(200));
  });

  it('folds long Thai lines on character boundaries, never inside a 3-octet character', () => {
    const thai = 'SUMMARY:' + 'สัมภาษณ์ตำแหน่งนักพัฒนาซอฟต์แวร์'.repeat(5);
    const lines = foldLine(thai).split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Decoding each line alone gives no replacement character: no character was cut.
      expect(bytes.toString('utf8')).not.toContain('\uFFFD');
    }
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(thai);
  });

  it('writes Bangkok local time (+07:00 all year)', () => {
    expect(bangkokLocal(new Date('2027-01-05T20:30:00.000Z'))).toBe('20270106T033000');
  });

  it('writes a calendar that ical.js parses back: UID, DTSTAMP, Bangkok times, Thai text, CRLF only', () => {
    const description = 'สถานที่: อาคารมหาจักรีสิรินธร ชั้น 5, ห้อง 501; นำบัตรนิสิตมาด้วย\nติดต่อ: คุณสมชาย'.repeat(3);
    const text = writeCalendar({
      name: 'การสัมภาษณ์ของฉัน',
      now,
      events: [
        {
          uid: 'interview-booking-7@portal',
          start: new Date('2027-01-06T02:00:00.000Z'),
          end: new Date('2027-01-06T02:45:00.000Z'),
          summary: 'สัมภาษณ์: นักพัฒนาแบ็กเอนด์ · บริษัท ตัวอย่าง จำกัด',
          description,
          location: 'https://meet.example.com/abc?x=1,2',
          sequence: 2,
          status: 'CONFIRMED',
        },
        { uid: 'deadline-1@portal', start: new Date('2027-01-08T16:59:00.000Z'), summary: 'หมดเขตส่งอันดับ' },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('การสัมภาษณ์ของฉัน');
    const [interview, deadline] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(interview.uid).toBe('interview-booking-7@portal');
    expect(interview.summary).toBe('สัมภาษณ์: นักพัฒนาแบ็กเอนด์ · บริษัท ตัวอย่าง จำกัด');
    expect(interview.description).toBe(description);
    expect(interview.location).toBe('https://meet.example.com/abc?x=1,2');
    expect(interview.sequence).toBe(2);
    expect(interview.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Bangkok');
    expect(interview.startDate.zone?.tzid).toBe('Asia/Bangkok');
    expect(interview.startDate.toJSDate().toISOString()).toBe('2027-01-06T02:00:00.000Z');
    expect(interview.endDate.toJSDate().toISOString()).toBe('2027-01-06T02:45:00.000Z');
    expect(interview.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2027-01-05T03:04:05Z');
    expect(deadline.summary).toBe('หมดเขตส่งอันดับ');
    expect(deadline.startDate.toJSDate().toISOString()).toBe('2027-01-08T16:59:00.000Z');
  });
});
