import type { CollectorRelation } from '@shared/collected-by';
import type { CollectedBy } from './api';

/** The counter's "Collected by someone else" form while the clerk fills it in. */
export interface CollectorDraft {
  enabled: boolean;
  name: string;
  relation: CollectorRelation | '' | undefined;
  note: string;
}

export const emptyCollector = (): CollectorDraft => ({
  enabled: false,
  name: '',
  relation: '',
  note: '',
});

/**
 * What a consume sends: null when the customer collects himself; `missing` when the box is
 * ticked without a name (the hand-out waits for it).
 */
export function collectorOf(draft: CollectorDraft): CollectedBy | null | 'missing' {
  if (!draft.enabled) return null;
  const name = draft.name.trim();
  if (name === '') return 'missing';
  const note = draft.note.trim();
  return { name, relation: draft.relation || null, note: note === '' ? null : note };
}
