/**
 * Resolves in a new task: the browser handles input and paints before the code after it runs. The
 * start (bootstrap.tsx) yields at these points, so a phone spends its first seconds in several short
 * tasks instead of one long one that leaves taps unanswered (issue 15, total blocking time).
 * scheduler.yield() where the browser has it (its continuation runs before other queued work);
 * otherwise a message, which a background tab does not throttle the way it throttles timers.
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
