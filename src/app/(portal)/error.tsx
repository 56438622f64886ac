'use client';

import { RouteError } from '@/components/errors/route-error';

// Inside the portal frame: a failing screen keeps the header so the user can go elsewhere.
export default function PortalError({ error }: { error: unknown; retry: () => void }) {
  return <RouteError error={error} />;
}
