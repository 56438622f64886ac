import { describe, expect, it } from 'vitest';
import { autosaveStatusText } from '@/components/ranking/autosave-status-text';
import { rankingPhaseText } from '@/components/ranking/ranking-gate-text';
import { translatorFor } from '@/i18n/translator';
import { formatTime } from '@/lib/dates';
import { rankingShortcutText } from '@/components/home/ranking-shortcut-text';

describe('the draft’s autosave line', () => {
  it('says the time once, with one "น."', () => {
    const savedAt = new Date('2026-11-28T08:56:00Z');
    expect(formatTime(savedAt)).toBe('15:56 น.');
    const t = translatorFor({ locale: 'th', namespace: 'DraftEditor' });
    expect(autosaveStatusText({ t, locale: 'th', state: { status: 'saved', savedAt } })).toBe('บันทึกอัตโนมัติแล้ว 15:56 น.');
  });

  it('says it in English on an English page, without the Thai suffix', () => {
    const t = translatorFor({ locale: 'en', namespace: 'DraftEditor' });
    const savedAt = new Date('2026-11-28T08:56:00Z');
    expect(autosaveStatusText({ t, locale: 'en', state: { status: 'saved', savedAt } })).toBe('Saved automatically at 15:56');
  });
});

describe('the ranking shortcut on the student’s home', () => {
  it('counts the submitted applications once submitted, not the draft (which keeps openings below its line)', () => {
    expect(rankingShortcutText({ draftCount: 6, submittedCount: 5 })).toBe('ส่งอันดับแล้ว 5 ตำแหน่ง');
    expect(rankingShortcutText({ draftCount: 6, submittedCount: 0 })).toBe('อยู่ในร่างอันดับ 6 ตำแหน่ง');
    expect(rankingShortcutText(undefined)).toBe('อยู่ในร่างอันดับ 0 ตำแหน่ง');
  });
});

describe('the /ranking page’s guidance', () => {
  const dates = {
    currentRound: 1,
    openingAnnouncementDate: '2027-01-05T02:00:00.000Z',
    studentRankingDeadline: '2027-01-15T16:59:00.000Z',
    resultAnnouncementDate: '2027-01-25T03:00:00.000Z',
  };
  const t = translatorFor({ locale: 'th', namespace: 'RankingGate' });
  const phaseText = (session: typeof dates & { rankingBlock: Parameters<typeof rankingPhaseText>[0]['session']['rankingBlock'] }) =>
    rankingPhaseText({ t, locale: 'th', session });
  it('asks to submit before the deadline only while that is possible', () => {
    expect(phaseText({ ...dates, rankingBlock: null })).toBe('เรียงตำแหน่งงานที่สนใจ วางเส้นแบ่งการสมัคร แล้วส่งอันดับก่อน 15 ม.ค. 2570 เวลา 23:59 น.');
    for (const rankingBlock of ['DEADLINE_PASSED', 'MATCHING_RUN', 'SUBMITTED', 'ASSIGNED', 'NOT_ANNOUNCED'] as const)
      expect(phaseText({ ...dates, rankingBlock })).not.toMatch(/ส่งอันดับก่อน/);
  });

  it('says the round is closed after the deadline, and when the result comes', () => {
    expect(phaseText({ ...dates, rankingBlock: 'DEADLINE_PASSED' })).toBe(
      'ปิดการส่งอันดับของรอบที่ 1 แล้วเมื่อ 15 ม.ค. 2570 เวลา 23:59 น. — ประกาศผลการจับคู่ 25 ม.ค. 2570 เวลา 10:00 น.',
    );
    expect(phaseText({ ...dates, rankingBlock: 'SUBMITTED' })).toBe('ส่งอันดับของรอบที่ 1 แล้ว — ประกาศผลการจับคู่ 25 ม.ค. 2570 เวลา 10:00 น.');
    expect(phaseText({ ...dates, rankingBlock: 'NOT_ANNOUNCED' })).toBe(
      'ส่งอันดับของรอบที่ 1 ได้ตั้งแต่ 5 ม.ค. 2570 เวลา 09:00 น. (วันประกาศตำแหน่งงาน)',
    );
  });
});

describe('the /ranking page’s guidance in English', () => {
  it('says the deadline with Gregorian dates', () => {
    const t = translatorFor({ locale: 'en', namespace: 'RankingGate' });
    const session = {
      currentRound: 1,
      openingAnnouncementDate: '2027-01-05T02:00:00.000Z',
      studentRankingDeadline: '2027-01-15T16:59:00.000Z',
      resultAnnouncementDate: '2027-01-25T03:00:00.000Z',
      rankingBlock: null,
    };
    expect(rankingPhaseText({ t, locale: 'en', session })).toBe(
      'Order the openings you like, place the application line, then submit the ranking before 15 Jan 2027, 23:59',
    );
  });
});
