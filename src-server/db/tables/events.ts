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

/** A kept answer of a write sent with `Idempotency-Key` (http/idempotency.ts). */
export interface IdempotencyKeyTable {
  key: string;
  /** `staff:<id>` or `application:<id>`: a key belongs to the credential's owner. */
  principal: string;
  /** SHA-256 of the method, path and body. */
  fingerprint: string;
  /** Null while the first request runs. */
  status: number | null;
  response: string | null;
  lease_until: number;
  created_at: number;
}

export interface EventTables {
  event_outbox: EventOutboxTable;
  counter: CounterTable;
  idempotency_key: IdempotencyKeyTable;
}
