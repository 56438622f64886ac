'use client';

import { useRouter } from 'next/navigation';
import { apiFetch } from '@/lib/api-client';
import type { AdminOpeningView, CompensationTypeView, OpeningTagView } from '@/lib/openings';
import { toast } from '@/components/ui/use-toast';
import { OpeningForm, type OpeningInput } from './opening-form';

/** /opening/{openingId}/edit: the admin's PATCH with the shared form; back to the table when saved. */
export function AdminOpeningEditor({ opening, compensationTypes, tagOptions }: { opening: AdminOpeningView; compensationTypes: CompensationTypeView[]; tagOptions: OpeningTagView[] }) {
  const router = useRouter();

  async function save(input: OpeningInput) {
    await apiFetch(`/admin/sessions/${opening.sessionId}/openings/${opening.openingId}`, { method: 'PATCH', body: input });
    toast.success('บันทึกตำแหน่งงานแล้ว', input.title);
    router.push('/opening');
    router.refresh();
  }

  return (
    <OpeningForm mode="update" initial={opening} compensationTypes={compensationTypes} tagOptions={tagOptions} submitLabel="บันทึก" onSubmit={save} onCancel={() => router.push('/opening')} />
  );
}
