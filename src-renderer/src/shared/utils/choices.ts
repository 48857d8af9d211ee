/** Choices of a select, by id: `{ id, title }` records → `{ value: id, label: title }`. */
export function idChoices(records: readonly { id: number; title: string }[]) {
  return records.map((record) => ({ value: record.id, label: record.title }));
}

/** Choices of a select, by title (vendors and tags are sent by their title). */
export function titleChoices(records: readonly { title: string }[]) {
  return records.map((record) => ({ value: record.title, label: record.title }));
}
