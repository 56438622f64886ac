import type { ReactNode } from 'react';
import { idParam } from '@/server/validation';
import { ShowSessionInHeader } from '@/components/session/show-session-in-header';

/** Every page about this opening shows its session's group in the header (docs/sessions.md). */
export default async function OpeningSessionLayout({ params, children }: { params: Promise<{ sessionId: string }>; children: ReactNode }) {
  const sessionId = idParam.safeParse((await params).sessionId);
  return (
    <>
      {sessionId.success && <ShowSessionInHeader sessionId={sessionId.data} />}
      {children}
    </>
  );
}
