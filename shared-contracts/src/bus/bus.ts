/**
 * The bus singleton, storing durable events in the shared database (opened when the first one is
 * stored). The events table is pruned (age and count, db.ts) with the first stored event of a page
 * and then every PRUNE_EVERY events, so it never grows without bound.
 */
import { getDb, pruneEvents } from '../db/db';
import { EventBus } from './event-bus';

export const PRUNE_EVERY = 200;

let stored = 0;

export const bus = new EventBus({
  store: {
    add: async (event) => {
      const id = await (await getDb()).events.add(event);
      if (stored++ % PRUNE_EVERY === 0) void pruneEvents().catch((error: unknown) => console.warn('events not pruned', error));
      return id;
    },
  },
});
