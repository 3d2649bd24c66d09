/** The bus singleton, storing durable events in the shared database. */
import { db } from '../db/db';
import { EventBus } from './event-bus';

export const bus = new EventBus({ store: db.events });
