/** Parameters per statement of a multi-row INSERT, below SQLite's limit (32,766) and PostgreSQL's. */
const INSERT_PARAMETERS = 10_000;

/** How many rows of `columns` columns one multi-row INSERT may carry. */
export const rowsPerInsert = (columns: number) => Math.floor(INSERT_PARAMETERS / columns);

export const chunksOf = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

export const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
};
