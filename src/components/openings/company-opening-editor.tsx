'use client';

import { useRouter } from 'next/navigation';
import { apiFetch } from '@/lib/api-client';
import type { CompanyOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import type { MutationOptions } from '@/components/ui/use-mutation-action';
import { OpeningForm, type OpeningInput } from './opening-form';

/** /opening/{openingId}/session/{sessionId}/edit: the company's PATCH with the shared form. */
export function CompanyOpeningEditor({ opening, compensationTypes, tagOptions }: { opening: CompanyOpeningView; compensationTypes: CompensationTypeView[]; tagOptions: OpeningTagView[] }) {
  const router = useRouter();
  const detailPath = `/opening/${opening.openingId}/session/${opening.sessionId}`;

  const save: MutationOptions<OpeningInput, unknown> = {
    action: (input) => apiFetch(`/company/sessions/${opening.sessionId}/openings/${opening.openingId}`, { method: 'PATCH', body: input }),
    success: (_, input) => ({ title: 'บันทึกตำแหน่งงานแล้ว', description: input.title }),
    onSuccess: () => router.push(detailPath),
  };

  return (
    <OpeningForm
      mode="update"
      initial={opening}
      compensationTypes={compensationTypes}
      tagOptions={tagOptions}
      submitLabel="บันทึก"
      save={save}
      onCancel={() => router.push(detailPath)}
    />
  );
}
