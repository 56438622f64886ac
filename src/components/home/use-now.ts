'use client';

import { useEffect, useState } from 'react';

/**
 * "Now" for countdowns: starts at the server's render time (so server and browser render the same
 * text) and then follows the browser clock once a minute.
 */
export function useNow(serverNow: string, intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
