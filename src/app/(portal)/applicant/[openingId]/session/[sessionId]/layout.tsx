import type { ReactNode } from 'react';
import { ShowSessionInHeader } from '@/components/session/show-session-in-header';

/** Every page about this opening shows its session's group in the header (docs/sessions.md). */
export default async function OpeningSessionLayout({ params, children }: { params: Promise<{ sessionId: string }>; children: ReactNode }) {
  const sessionId = Number((await params).sessionId);
  return (
    <>
      {Number.isInteger(sessionId) && <ShowSessionInHeader sessionId={sessionId} />}
      {children}
    </>
  );
}
