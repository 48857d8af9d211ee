import { existsSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { movePastWrittenChanges, movePastWrittenIds } from './sequences';
import type { AppDatabase } from './types';
import { countRows } from './query';

/** Any table by name: the tables are data here, read from the source. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;

/** Thrown when a copy or backup must not go ahead; the message says why and what to do. */
export class CopyError extends Error {}

/** Tables the migrations fill themselves (the same rows on every shop) and their bookkeeping. */
const MIGRATION_TABLES = new Set(['place', 'kysely_migration', 'kysely_migration_lock']);
/** Tables a migration gives default rows the shop may change: the shop's rows replace them. */
const DEFAULT_ROWS = new Set(['loyalty_level', 'counter']);

/** Rows per INSERT (PostgreSQL takes at most 65,535 parameters per statement). */
const BATCH = 200;

export interface ShopTable {
  name: string;
  /** Reads every row in key order (a full-text table's rowid is a column on PostgreSQL). */
  select: string;
  /** The column PostgreSQL may number (an identity), if any. */
  numbered: string | null;
}

/**
 * The shop's own tables in a SQLite file, in an order that inserts every referenced row before
 * its referrers. A full-text table (SQLite's fts5) is a plain table with its rowid on
 * PostgreSQL; its shadow tables are SQLite's internals and not copied.
 */
export function shopTables(sqlite: SqliteDatabase.Database): ShopTable[] {
  const all = sqlite
    .prepare(
      "select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'",
    )
    .all() as { name: string; sql: string }[];
  const virtual = all
    .filter((table) => /^create virtual table/i.test(table.sql))
    .map((t) => t.name);
  const names = all
    .map((table) => table.name)
    .filter(
      (name) => !MIGRATION_TABLES.has(name) && !virtual.some((v) => name.startsWith(`${v}_`)),
    );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    const references = sqlite.pragma(`foreign_key_list("${name}")`) as { table: string }[];
    for (const { table } of references)
      if (table !== name && names.includes(table)) visit(table, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.map((name) => {
    if (virtual.includes(name))
      return { name, select: `select rowid, * from "${name}" order by rowid`, numbered: 'rowid' };
    const columns = sqlite.pragma(`table_info("${name}")`) as { name: string }[];
    return {
      name,
      select: `select * from "${name}" order by 1`,
      // An id without an identity (one given by a referenced row) leaves the sequence alone.
      numbered: columns.some((column) => column.name === 'id') ? 'id' : null,
    };
  });
}

const count = (sqlite: SqliteDatabase.Database, table: string) =>
  Number((sqlite.prepare(`select count(*) from "${table}"`).raw().get() as unknown[])[0]);

/**
 * docs/DESIGN.md §13, moving a shop: copies every table of a single-store SQLite shop (ids,
 * timestamps, history, outbox) into `target`, a migrated database with no shop in it, in one
 * transaction; then moves the id sequences past the copied ids and compares every table's row
 * count. The source is read in one read transaction: a consistent snapshot even while served.
 */
export async function copyShop(
  sourceFile: string,
  target: AppDatabase,
): Promise<{ table: string; rows: number }[]> {
  if (!existsSync(sourceFile)) throw new CopyError(`There is no shop at ${sourceFile}.`);
  const sqlite = new SqliteDatabase(sourceFile, { readonly: true, fileMustExist: true });
  try {
    const tables = shopTables(sqlite);
    const targetDb = target.db as unknown as AnyTables;
    for (const { name: table } of tables) {
      if (DEFAULT_ROWS.has(table)) continue;
      if ((await countRows(targetDb.selectFrom(table))) > 0)
        throw new CopyError(
          `The target database is not empty (table ${table} has rows): copy only into a new, empty database.`,
        );
    }
    sqlite.exec('begin');
    const counts = tables.map(({ name }) => ({ table: name, rows: count(sqlite, name) }));
    await target.transaction(async (trx) => {
      const db = trx as unknown as AnyTables;
      for (const { name: table, select, numbered } of tables) {
        if (DEFAULT_ROWS.has(table)) await db.deleteFrom(table).execute();
        let batch: Record<string, unknown>[] = [];
        for (const row of sqlite.prepare(select).iterate()) {
          batch.push(row as Record<string, unknown>);
          if (batch.length === BATCH) {
            await db.insertInto(table).values(batch).execute();
            batch = [];
          }
        }
        if (batch.length) await db.insertInto(table).values(batch).execute();
        if (numbered) await movePastWrittenIds(trx, table, numbered);
      }
      await movePastWrittenChanges(trx);
    });
    sqlite.exec('commit');
    for (const { table, rows } of counts) {
      const copied = await countRows(targetDb.selectFrom(table));
      if (copied !== rows)
        throw new CopyError(`Table ${table}: ${rows} rows in the shop but ${copied} copied.`);
    }
    return counts;
  } finally {
    sqlite.close();
  }
}

/**
 * `backup --to FILE`: a consistent copy of a SQLite shop with SQLite's online backup, made
 * while a server may be using the shop; the copy is opened and must pass `integrity_check`.
 */
export async function backupShop(sourceFile: string, file: string): Promise<void> {
  if (!existsSync(sourceFile)) throw new CopyError(`There is no shop at ${sourceFile}.`);
  if (existsSync(file)) throw new CopyError(`${file} exists already: give a new file name.`);
  const sqlite = new SqliteDatabase(sourceFile, { readonly: true, fileMustExist: true });
  try {
    await sqlite.backup(file);
  } finally {
    sqlite.close();
  }
  // The copy takes the shop's WAL mode: turned back to a rollback journal, it is one
  // self-contained file, with no -wal or -shm beside it once closed.
  const copy = new SqliteDatabase(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new CopyError(`The backup ${file} failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
}
