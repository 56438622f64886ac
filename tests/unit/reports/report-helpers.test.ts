import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '@/components/reports/download-report';
import { sessionGroupReports, sessionReports } from '@/components/reports/report-catalog';
import { ratioRows } from '@/server/reports/company-opening-ratio-report';
import { csvSafe } from '@/server/downloads';
import { cleanFileName } from '@/server/reports/report-scope';

describe('csvSafe', () => {
  it('neutralises text Excel would run as a formula and leaves the rest alone', () => {
    expect(['=SUM(A1)', '+66 81', '-1', '@x', '\tx', '\rx'].map(csvSafe)).toEqual(["'=SUM(A1)", "'+66 81", "'-1", "'@x", "'\tx", "'\rx"]);
    expect(csvSafe('สมหญิง ใจดี')).toBe('สมหญิง ใจดี');
    expect(csvSafe(-1)).toBe(-1);
    expect(csvSafe(null)).toBe('');
  });
});

describe('cleanFileName', () => {
  it('keeps Thai, turns spaces into dashes and drops characters no file system accepts', () => {
    expect(cleanFileName('ผลการจับคู่-ฝึกงาน 2570/ภาค "ร้อน"')).toBe('ผลการจับคู่-ฝึกงาน-2570_ภาค-_ร้อน_');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''${encodeURIComponent('รายงาน.csv')}`)).toBe(
      'รายงาน.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="a.csv"')).toBe('a.csv');
    expect(fileNameFromDisposition('attachment; filename="b.csv"; filename*=UTF-8\'\'%E0%A4')).toBe('b.csv');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('ratioRows', () => {
  const row = (companyId: number, sessionId: number, publishedQuota: number, minimum: string) => ({
    companyId,
    companyNameTh: 'บริษัท',
    companyNameEn: 'Company',
    sessionId,
    sessionTitle: `รอบ ${sessionId}`,
    minimumCompanyOpeningRatio: minimum,
    publishedQuota,
  });

  it('applies the openings domain rule per company: share of the group quota, unbound where nothing is published', () => {
    const rows = ratioRows([row(1, 10, 5, '0.5'), row(1, 11, 1, '0.3'), row(2, 10, 6, '0.5'), row(2, 11, 0, '0.3')]);
    expect(rows.map((item) => [item.companyId, item.sessionId, item.groupQuota, item.ratio, item.isSatisfied])).toEqual([
      [1, 10, 6, 0.8333, true],
      [1, 11, 6, 0.1667, false],
      [2, 10, 6, 1, true],
      [2, 11, 6, 0, true],
    ]);
  });
});

describe('report catalog', () => {
  it('names the seven SPEC §7 paths and the placement report, the three with a /csv twin offering both files', () => {
    const paths = [...sessionReports({ sessionId: 3, round: 2 }), ...sessionGroupReports(7)].flatMap((entry) =>
      entry.downloads.map((item) => item.path),
    );
    expect(paths).toEqual([
      '/admin/reports/students-application-progress/3/2',
      '/admin/reports/students-application-progress/3/2/csv',
      '/admin/reports/placements/3/2',
      '/admin/reports/placements/3/2/csv',
      '/admin/reports/opening-applications-by-company/3/2',
      '/admin/reports/opening-applications-by-company/3/2/csv',
      '/admin/reports/company-ranking-progress/3/2',
      '/admin/reports/company-ranking-drafts/3/2',
      '/admin/reports/student-matching-results/3/2',
      '/admin/reports/company-matching-results/3/2',
      '/admin/reports/company-opening-ratio/7',
    ]);
  });
});
