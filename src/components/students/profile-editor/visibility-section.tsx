import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { VISIBILITY_FLAGS, type VisibilityFlag } from '@/lib/student-profile';
import { Switch } from '@/components/ui/checkbox';
import { ProfileSection } from './profile-section';
import type { ProfileForm } from './use-profile-form';

const labelKey = (flag: VisibilityFlag) => `visibility.${flag}Label` as const;
const hintKey = (flag: VisibilityFlag) => `visibility.${flag}Hint` as const;

/** One switch a part of the public profile that companies may see. */
export function VisibilitySection({ form: { id, values, set } }: { form: ProfileForm }) {
  const t = useTranslations('ProfileEditor');
  return (
    <ProfileSection title={t('visibilityTitle')} description={t('visibilityDescription')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {VISIBILITY_FLAGS.map((flag) => {
          const labelId = `${id}-${flag}-label`;
          return (
            <li key={flag} className="flex items-center justify-between gap-3 rounded-xl border px-4 py-3">
              <div>
                <p id={labelId} className="flex items-center gap-1.5 text-sm font-medium text-gray-900">
                  <Eye aria-hidden="true" className="size-4 text-gray-500" />
                  {t(labelKey(flag))}
                </p>
                <p className="text-xs text-gray-600">{t(hintKey(flag))}</p>
              </div>
              <Switch checked={values[flag]} onCheckedChange={(checked) => set(flag, checked)} aria-labelledby={labelId} />
            </li>
          );
        })}
      </ul>
    </ProfileSection>
  );
}
