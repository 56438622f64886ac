'use client';

import { RouteError } from '@/components/errors/route-error';

export default function RootSegmentError({ error }: { error: unknown; retry: () => void }) {
  return (
    <main id="main-content">
      <RouteError error={error} fullScreen />
    </main>
  );
}
