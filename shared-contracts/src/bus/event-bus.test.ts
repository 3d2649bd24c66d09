import { firstValueFrom, take, toArray } from 'rxjs';
import { type StoredEvent, EventBus } from './event-bus';

function memoryStore() {
  const rows: StoredEvent[] = [];
  return { rows, add: (event: StoredEvent) => Promise.resolve(rows.push(event)) };
}

describe('EventBus', () => {
  let buses: EventBus[] = [];
  const create = (store = memoryStore(), channelName = `test-${Math.random()}`) => {
    const bus = new EventBus({ store, channelName });
    buses.push(bus);
    return bus;
  };
  afterEach(() => {
    buses.forEach((bus) => bus.close());
    buses = [];
  });

  it('delivers typed payloads to subscribers of that type only', async () => {
    const bus = create();
    const received = firstValueFrom(bus.on('shift/started'));
    bus.emit('shift/ended', { shiftId: 'other' });
    bus.emit('shift/started', { shiftId: 's1' });
    await expect(received).resolves.toEqual({ shiftId: 's1' });
  });

  it('replays the last value of state-like events to late subscribers, not of one-off events', async () => {
    const bus = create();
    bus.emit('offline/changed', { offline: true, source: 'user' });
    bus.emit('shift/started', { shiftId: 's1' });
    await expect(firstValueFrom(bus.on('offline/changed'))).resolves.toEqual({ offline: true, source: 'user' });
    const events: unknown[] = [];
    const subscription = bus.on('shift/started').subscribe((event) => events.push(event));
    subscription.unsubscribe();
    expect(events).toEqual([]);
  });

  it('stores durable events and not the others', async () => {
    const store = memoryStore();
    const bus = create(store);
    bus.emit('report/queued', { localId: 'l1', facilityId: 'f1' });
    bus.emit('ui/notify', { kind: 'info', message: 'hi' });
    await Promise.resolve();
    expect(store.rows.map((row) => row.type)).toEqual(['report/queued']);
  });

  it('relays durable events to another tab (another bus on the same channel)', async () => {
    const channel = `relay-${Math.random()}`;
    const tabA = create(memoryStore(), channel);
    const tabB = create(memoryStore(), channel);
    const received = firstValueFrom(tabB.on('report/uploaded').pipe(take(1), toArray()));
    tabA.emit('ui/notify', { kind: 'info', message: 'not relayed' });
    tabA.emit('report/uploaded', { localId: 'l1', facilityId: 'f1' });
    await expect(received).resolves.toEqual([{ localId: 'l1', facilityId: 'f1' }]);
  });
});
