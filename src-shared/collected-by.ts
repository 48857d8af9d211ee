/**
 * A package collected by someone other than the customer (docs/API.md "Collected by someone
 * else"): the counter's short list of relations and the limits of what the clerk types, shared
 * by the server's validation and the counter's form.
 */
export const COLLECTOR_RELATIONS = [
  'family',
  'friend',
  'colleague',
  'neighbour',
  'courier',
  'other',
] as const;
export type CollectorRelation = (typeof COLLECTOR_RELATIONS)[number];

export const COLLECTOR_NAME_MAX = 64;
export const COLLECTOR_NOTE_MAX = 200;

/** What a consume may say about the collector. */
export interface CollectedBy {
  name: string;
  relation?: CollectorRelation | null;
  note?: string | null;
}
