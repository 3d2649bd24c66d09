/** The bus singleton, storing durable events in the shared database (opened when the first one is stored). */
import { getDb } from '../db/db';
import { EventBus } from './event-bus';

export const bus = new EventBus({ store: { add: async (event) => (await getDb()).events.add(event) } });
