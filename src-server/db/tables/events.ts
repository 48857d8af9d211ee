import type { Generated } from 'kysely';

/** Durable outbox: events written in the same transaction as the change that causes them. */
export interface EventOutboxTable {
  id: Generated<number>;
  event: string;
  /** JSON of the resource as the API shows it at the moment of the event. */
  payload: string;
  created_at: number;
}

/** A number handed out one after another (db/sequences.ts `nextValue`). */
export interface CounterTable {
  name: 'order_number';
  value: number;
}

export interface EventTables {
  event_outbox: EventOutboxTable;
  counter: CounterTable;
}
