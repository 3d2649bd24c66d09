/** Spec 001 §5, §9: warn when the connection's downlink (Mbit/s) is below 1. */
export const SLOW_DOWNLINK_MBPS = 1;

interface NetworkInformationLike extends EventTarget {
  downlink?: number;
}

export function isSlow(downlink: number | undefined): boolean {
  return typeof downlink === 'number' && downlink > 0 && downlink < SLOW_DOWNLINK_MBPS;
}

/**
 * Calls `warn` when the connection is slow at start and each time it turns slow (not again while
 * it stays slow). Browsers without the Network Information API never warn. Returns the stopper.
 */
export function watchSlowConnection(warn: () => void, nav: Navigator = navigator): () => void {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return () => undefined;
  let slow = false;
  const check = () => {
    const now = isSlow(connection.downlink);
    if (now && !slow) warn();
    slow = now;
  };
  check();
  connection.addEventListener('change', check);
  return () => connection.removeEventListener('change', check);
}
