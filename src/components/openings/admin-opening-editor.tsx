'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import type { AdminOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import type { MutationOptions } from '@/components/ui/use-mutation-action';
import { OpeningForm, type OpeningInput } from './opening-form';

/** /opening/{openingId}/edit: the admin's PATCH with the shared form; back to the table when saved. */
export function AdminOpeningEditor({
  opening,
  compensationTypes,
  tagOptions,
}: {
  opening: AdminOpeningView;
  compensationTypes: CompensationTypeView[];
  tagOptions: OpeningTagView[];
}) {
  const t = useTranslations('OpeningEditor');
  const router = useRouter();

  const save: MutationOptions<OpeningInput, unknown> = {
    action: (input) =>
      apiCall('PATCH /admin/sessions/{sessionId}/openings/{openingId}', {
        params: { sessionId: opening.sessionId, openingId: opening.openingId },
        body: input,
      }),
    success: (_, input) => ({ title: t('saved'), description: input.title }),
    onSuccess: () => router.push('/opening'),
  };

  return (
    <OpeningForm
      mode="update"
      initial={opening}
      compensationTypes={compensationTypes}
      tagOptions={tagOptions}
      submitLabel={t('save')}
      save={save}
      onCancel={() => router.push('/opening')}
    />
  );
}
