import type { Kysely } from 'kysely';
// The place directory is bundled data built by scripts/build-places.ts (sorted by code, so
// every parent precedes its children); importing it makes the bundler carry it along.
import data from '../../../resources/places.json';

interface PlaceEntry {
  code: string;
  name: string;
  short_name: string;
  pinyin: string;
  parent: string | null;
  area: string;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('place')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('pinyin', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('place.id'))
    .addColumn('area', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('place_parent').on('place').column('parent_id').execute();

  const places = (data as { places: PlaceEntry[] }).places;
  const idByCode = new Map<string, number>();
  const rows = places.map((place, index) => {
    const id = index + 1;
    idByCode.set(place.code, id);
    const parentId = place.parent === null ? null : idByCode.get(place.parent);
    if (parentId === undefined)
      throw new Error(`Place ${place.code} comes before its parent ${place.parent}`);
    const { code, name, short_name, pinyin, area } = place;
    return { id, code, name, short_name, pinyin, parent_id: parentId, area };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('place')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('place').execute();
}
