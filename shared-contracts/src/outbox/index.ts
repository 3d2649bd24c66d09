/** The outbox (issue 14): every write that must survive a bad network, stored, drained, watched. */
export * from './outbox-item';
export * from './outbox-kinds';
export * from './failure';
export { findOutboxItem, addOutboxItem, enqueue, listWaiting, listWaitingIn, countWaiting, countQueuedReports, retryItem, discardItem } from './outbox-store';
export { type DrainResult, type DrainerOptions, OutboxDrainer } from './drainer';
export { type OutboxLocks, pageLocks } from './outbox-locks';
export { DRAIN_EVERY_MS, drainOutbox, startOutbox } from './start-outbox';
export { watchOutboxItem, watchWaiting } from './live-outbox';
