import { Eye } from 'lucide-react';
import { VISIBILITY_FLAGS, type VisibilityFlag } from '@/lib/student-profile';
import { Switch } from '@/components/ui/checkbox';
import { ProfileSection } from './profile-section';
import type { ProfileForm } from './use-profile-form';

const VISIBILITY_LABELS_TH: Record<VisibilityFlag, { label: string; hint: string }> = {
  isPersonalInfoVisible: { label: 'ข้อมูลติดต่อ', hint: 'อีเมล เบอร์โทรศัพท์ และ LINE ID' },
  isGradeVisible: { label: 'ผลการเรียน', hint: 'GPAX และเกรดรายภาค' },
  isTranscriptVisible: { label: 'ใบแสดงผลการเรียน', hint: 'ไฟล์ transcript' },
  isGeneralScoreVisible: { label: 'คะแนนภาษา', hint: 'TOEFL, IELTS และ TOEIC' },
  isInterestingTagVisible: { label: 'ความสนใจ', hint: 'แท็กความสนใจ' },
  isActivityBadgeVisible: { label: 'เหรียญกิจกรรม', hint: 'รางวัลและกิจกรรม' },
  isAcademicBadgeVisible: { label: 'เหรียญวิชาการ', hint: 'รางวัลด้านวิชาการ' },
};

/** One switch a part of the public profile that companies may see. */
export function VisibilitySection({ form: { id, values, set } }: { form: ProfileForm }) {
  return (
    <ProfileSection title="การแสดงผลต่อบริษัท" description="ปิดส่วนที่ไม่ต้องการให้บริษัทเห็นในโปรไฟล์สาธารณะ ผู้ดูแลระบบยังเห็นข้อมูลทั้งหมด">
      <ul className="grid gap-3 sm:grid-cols-2">
        {VISIBILITY_FLAGS.map((flag) => {
          const labelId = `${id}-${flag}-label`;
          return (
            <li key={flag} className="flex items-center justify-between gap-3 rounded-xl border px-4 py-3">
              <div>
                <p id={labelId} className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
                  <Eye aria-hidden="true" className="size-4 text-gray-500" />
                  {VISIBILITY_LABELS_TH[flag].label}
                </p>
                <p className="text-xs text-gray-600">{VISIBILITY_LABELS_TH[flag].hint}</p>
              </div>
              <Switch checked={values[flag]} onCheckedChange={(checked) => set(flag, checked)} aria-labelledby={labelId} />
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}
