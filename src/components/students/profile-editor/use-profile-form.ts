import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { apiCall } from '@/lib/api-call';
import { ApiError } from '@/lib/api-client';
import { adminStudentUpdateSchema, studentProfileUpdateSchema } from '@/lib/student-profile';
import { useMutationAction } from '@/components/ui/use-mutation-action';
import { toast } from '@/components/ui/use-toast';
import { fieldErrorsFromIssues, fieldErrorsFromMessage, useFieldText, type FieldErrors } from '../field-errors';
import { bodyOf, valuesOf, type EditedProfile, type Values } from './profile-values';
// This form checks with zod before sending: its issues read like the server's 400s.
import '@/lib/zod-thai-browser';

type ProfileBody = z.input<typeof adminStudentUpdateSchema>;

/** What each input of the form reads and writes: its values, the errors under them, and the ids they are named by. */
export type ProfileForm = {
  id: string;
  values: Values;
  errors: FieldErrors;
  set: <F extends keyof Values>(field: F, value: Values[F]) => void;
};

/**
 * The profile form's state and its save: the schema checks the body first, then the server's 400 answer is spread
 * under the fields, and the first field in error takes the focus either way.
 */
export function useProfileForm({ initialProfile, isAdmin }: { initialProfile: EditedProfile; isAdmin: boolean }) {
  const t = useTranslations('ProfileEditor');
  const fieldText = useFieldText();
  const id = useId();
  const [profile, setProfile] = useState(initialProfile);
  const [values, setValues] = useState(() => valuesOf(initialProfile));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saving = useMutationAction<ProfileBody, EditedProfile>({
    action: (body) =>
      isAdmin
        ? apiCall('PATCH /admin/students/{studentId}', { params: { studentId: profile.studentId }, body })
        : apiCall('PATCH /student/me', { body: body as z.input<typeof studentProfileUpdateSchema> }),
    success: t('saved'),
    failure: t('saveFailed'),
    // The form shows what was saved; the page around it does not change.
    refresh: false,
    onSuccess: (saved) => {
      setProfile(saved);
      setValues(valuesOf(saved));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = fieldErrorsFromMessage(error.message, fieldText);
        setErrors(fieldErrors);
        focusFirstError(fieldErrors);
      }
    },
  });

  const set: ProfileForm['set'] = (field, value) => setValues((current) => ({ ...current, [field]: value }));

  function focusFirstError(fieldErrors: FieldErrors) {
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(values, isAdmin);
    const checked = (isAdmin ? adminStudentUpdateSchema : studentProfileUpdateSchema).safeParse(body);
    if (!checked.success) {
      const fieldErrors = fieldErrorsFromIssues(checked.error, fieldText);
      setErrors(fieldErrors);
      focusFirstError(fieldErrors);
      toast.error(t('cannotSave'), t('fixFields'));
      return;
    }
    setErrors({});
    // The body passed the schema's own check just above.
    await saving.run(body as ProfileBody);
  }

  const form: ProfileForm = { id, values, errors, set };
  return { form, profile, setProfile, save, isSaving: saving.isPending };
}
