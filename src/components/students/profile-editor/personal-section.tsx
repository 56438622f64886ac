import { useTranslations } from 'next-intl';
import { pickerOptions } from '@/lib/reference';
import { ADMISSION_YEAR_LIMITS } from '@/lib/student-profile';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses, Input } from '@/components/ui/input';
import { useFieldText } from '../field-errors';
import { ProfileTextInput } from './profile-inputs';
import { ProfileSection } from './profile-section';
import { currentEntryOf, REFERENCE_FIELDS, type EditedProfile, type ReferenceOptions } from './profile-values';
import type { ProfileForm } from './use-profile-form';

/** The names in both languages; an admin also sets the admission year and the program, faculty, department and university. */
export function PersonalSection({
  form,
  profile,
  references,
}: {
  form: ProfileForm;
  profile: EditedProfile;
  references?: ReferenceOptions;
}) {
  const t = useTranslations('ProfileEditor');
  return (
    <ProfileSection title={t('personalTitle')} description={t('studentIdDescription', { studentId: profile.studentId })}>
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)]">
        <ProfileTextInput form={form} field="titleTh" />
        <ProfileTextInput form={form} field="firstNameTh" required />
        <ProfileTextInput form={form} field="lastNameTh" required />
        <ProfileTextInput form={form} field="titleEn" />
        <ProfileTextInput form={form} field="firstNameEn" required />
        <ProfileTextInput form={form} field="lastNameEn" required />
      </div>
      {references ? <AdminPlacementFields form={form} profile={profile} references={references} /> : null}
    </ProfileSection>
  );
}

function AdminPlacementFields({
  form: { id, values, errors, set },
  profile,
  references,
}: {
  form: ProfileForm;
  profile: EditedProfile;
  references: ReferenceOptions;
}) {
  const t = useTranslations('ProfileEditor');
  const { label } = useFieldText();
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <Field id={`${id}-admissionYear`} label={label('admissionYear')} error={errors.admissionYear} required>
        <Input
          id={`${id}-admissionYear`}
          type="number"
          min={ADMISSION_YEAR_LIMITS.min}
          max={ADMISSION_YEAR_LIMITS.max}
          step={1}
          value={values.admissionYear}
          onChange={(event) => set('admissionYear', event.target.value)}
          aria-invalid={Boolean(errors.admissionYear) || undefined}
          aria-describedby={describedBy(`${id}-admissionYear`, { error: errors.admissionYear })}
        />
      </Field>
      {REFERENCE_FIELDS.map(([field, list]) => (
        <Field key={field} id={`${id}-${field}`} label={label(field)} error={errors[field]}>
          <select
            id={`${id}-${field}`}
            className={`${controlClasses} h-10`}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            aria-invalid={Boolean(errors[field]) || undefined}
            aria-describedby={describedBy(`${id}-${field}`, { error: errors[field] })}
          >
            <option value="">{t('notSpecified')}</option>
            {pickerOptions(references[list], currentEntryOf(profile, list)).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </Field>
      ))}
    </div>
  );
}
