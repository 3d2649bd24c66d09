/**
 * The typed event bus shared by the shell and every remote (one instance: shared-contracts is a
 * Module Federation singleton). Durable events are written to the `events` table and relayed to
 * other tabs over a BroadcastChannel; state-like events replay their last value to late subscribers.
 */
import { Observable, Subject, filter, map } from 'rxjs';
import { type BusEvent, type EventMap, type EventType, eventBehaviour } from './event-map';

/** Internal, untyped form; the public methods restore the payload type from the event type. */
interface AnyEvent {
  type: EventType;
  payload: unknown;
}

export interface StoredEvent {
  id?: number;
  type: EventType;
  payload: unknown;
  at: number;
  /** The tab that emitted it. */
  origin: string;
}

export interface EventStore {
  add(event: StoredEvent): Promise<unknown>;
}

export interface BusOptions {
  store?: EventStore;
  channelName?: string;
}

export class EventBus {
  private readonly subject = new Subject<AnyEvent>();
  private readonly last = new Map<EventType, AnyEvent>();
  private channel: BroadcastChannel | null = null;
  private store: EventStore | null = null;
  /** Tells this tab's relayed events from other tabs'. */
  private readonly tabId = Math.random().toString(36).slice(2);

  constructor(options: BusOptions = {}) {
    this.connect(options);
  }

  /** Attach the durable store and the cross-tab relay (called again by tests with fresh ones). */
  connect({ store, channelName = 'facilityops-bus' }: BusOptions): void {
    this.store = store ?? null;
    this.channel?.close();
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
    if (this.channel) {
      // Node's BroadcastChannel (tests, tools) would keep the process alive; browsers have no unref.
      (this.channel as BroadcastChannel & { unref?: () => void }).unref?.();
      this.channel.onmessage = (message: MessageEvent<StoredEvent>) => {
        const data = message.data;
        if (data.origin !== this.tabId) this.publish({ type: data.type, payload: data.payload });
      };
    }
  }

  emit<K extends EventType>(type: K, payload: EventMap[K]): void {
    this.publish({ type, payload });
    if (eventBehaviour[type].durable) {
      const stored: StoredEvent = { type, payload, at: Date.now(), origin: this.tabId };
      this.channel?.postMessage(stored);
      this.store?.add(stored).catch((error: unknown) => console.error('bus: could not store event', type, error));
    }
  }

  /** Payloads of one event type; replays the last value first for state-like events. */
  on<K extends EventType>(type: K): Observable<EventMap[K]> {
    return new Observable<EventMap[K]>((subscriber) => {
      const last = eventBehaviour[type].replay ? this.last.get(type) : undefined;
      if (last) subscriber.next(last.payload as EventMap[K]);
      return this.subject
        .pipe(
          filter((event) => event.type === type),
          map((event) => event.payload as EventMap[K]),
        )
        .subscribe(subscriber);
    });
  }

  /** Every event, for diagnostics and tests. */
  all(): Observable<BusEvent> {
    return this.subject.asObservable() as Observable<BusEvent>;
  }

  /** The last value of a state-like event, if any. */
  current<K extends EventType>(type: K): EventMap[K] | undefined {
    return this.last.get(type)?.payload as EventMap[K] | undefined;
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
  }

  private publish(event: AnyEvent): void {
    if (eventBehaviour[event.type].replay) this.last.set(event.type, event);
    this.subject.next(event);
  }
}
