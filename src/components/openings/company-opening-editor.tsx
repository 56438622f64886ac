'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiCall } from '@/lib/api-call';
import type { CompanyOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import type { MutationOptions } from '@/components/ui/use-mutation-action';
import { OpeningForm, type OpeningInput } from './opening-form';

/** /opening/{openingId}/session/{sessionId}/edit: the company's PATCH with the shared form. */
export function CompanyOpeningEditor({
  opening,
  compensationTypes,
  tagOptions,
}: {
  opening: CompanyOpeningView;
  compensationTypes: CompensationTypeView[];
  tagOptions: OpeningTagView[];
}) {
  const t = useTranslations('OpeningEditor');
  const router = useRouter();
  const detailPath = `/opening/${opening.openingId}/session/${opening.sessionId}`;

  const save: MutationOptions<OpeningInput, unknown> = {
    action: (input) =>
      apiCall('PATCH /company/sessions/{sessionId}/openings/{openingId}', {
        params: { sessionId: opening.sessionId, openingId: opening.openingId },
        body: input,
      }),
    success: (_, input) => ({ title: t('saved'), description: input.title }),
    onSuccess: () => router.push(detailPath),
  };

  return (
    <OpeningForm
      mode="update"
      initial={opening}
      compensationTypes={compensationTypes}
      tagOptions={tagOptions}
      submitLabel={t('save')}
      save={save}
      onCancel={() => router.push(detailPath)}
    />
  );
}
