import { formatTime } from '@/lib/dates';
import type { AutosaveState } from './use-autosave';

/** The draft's save line. formatTime already ends with "น." (its one owner), so nothing is appended after it. */
export function autosaveStatusText(state: Pick<AutosaveState, 'status' | 'savedAt'>): string {
  switch (state.status) {
    case 'saving':
      return 'กำลังบันทึก…';
    case 'saved':
      return `บันทึกอัตโนมัติแล้ว ${formatTime(state.savedAt)}`;
    case 'error':
      return 'บันทึกไม่สำเร็จ จะลองใหม่เมื่อแก้ไขครั้งถัดไป';
    default:
      return 'บันทึกอัตโนมัติ';
  }
}
