import type { ReactNode } from 'react';
import { idParam } from '@/server/validation';
import { ShowSessionInHeader } from './show-session-in-header';

/**
 * The layout of the pages about one opening in one session, the company's (`/opening/…`) and the applicants'
 * (`/applicant/…`) alike: each shows its session's group in the header (docs/sessions.md).
 */
export async function OpeningSessionLayout({ params, children }: { params: Promise<{ sessionId: string }>; children: ReactNode }) {
  const sessionId = idParam.safeParse((await params).sessionId);
  return (
    <>
      {sessionId.success && <ShowSessionInHeader sessionId={sessionId.data} />}
      {children}
    </>
  );
}
