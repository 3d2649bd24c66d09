import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs`, so time-based labels ('now', 'next', a shift's
 * status, the end window) move on by themselves.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
