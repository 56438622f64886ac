'use client';

import { useRouter } from 'next/navigation';
import { apiFetch } from '@/lib/api-client';
import type { CompanyOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { toast } from '@/components/ui/use-toast';
import { OpeningForm, type OpeningInput } from './opening-form';

/** /opening/{openingId}/session/{sessionId}/edit: the company's PATCH with the shared form. */
export function CompanyOpeningEditor({ opening, compensationTypes, tagOptions }: { opening: CompanyOpeningView; compensationTypes: CompensationTypeView[]; tagOptions: OpeningTagView[] }) {
  const router = useRouter();
  const detailPath = `/opening/${opening.openingId}/session/${opening.sessionId}`;

  async function save(input: OpeningInput) {
    await apiFetch(`/company/sessions/${opening.sessionId}/openings/${opening.openingId}`, { method: 'PATCH', body: input });
    toast.success('บันทึกตำแหน่งงานแล้ว', input.title);
    router.push(detailPath);
    router.refresh();
  }

  return (
    <OpeningForm
      mode="update"
      initial={opening}
      compensationTypes={compensationTypes}
      tagOptions={tagOptions}
      submitLabel="บันทึก"
      onSubmit={save}
      onCancel={() => router.push(detailPath)}
    />
  );
}
