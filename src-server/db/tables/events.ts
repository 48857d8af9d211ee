import type { Generated } from 'kysely';

/** Durable outbox: events written in the same transaction as the change that causes them. */
export interface EventOutboxTable {
  id: Generated<number>;
  event: string;
  /** JSON of the resource as the API shows it at the moment of the event. */
  payload: string;
  created_at: number;
}

export interface EventTables {
  event_outbox: EventOutboxTable;
}
