import { ProfileScoreInput } from './profile-inputs';
import { ProfileSection } from './profile-section';
import type { ProfileForm } from './use-profile-form';

export function ScoresSection({ form }: { form: ProfileForm }) {
  return (
    <ProfileSection title="ผลการเรียนและคะแนนภาษา" description="เว้นว่างคะแนนสอบที่ยังไม่มี">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ProfileScoreInput form={form} field="gpax" hint="0.00–4.00" />
        <ProfileScoreInput form={form} field="toefl" hint="จำนวนเต็ม 0–120" />
        <ProfileScoreInput form={form} field="ielts" hint="0–9 ทีละ 0.5" />
        <ProfileScoreInput form={form} field="toeic" hint="จำนวนเต็ม 0–990" />
      </div>
    </ProfileSection>
  );
}
