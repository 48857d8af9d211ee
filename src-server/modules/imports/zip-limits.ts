import { createInflateRaw } from 'node:zlib';
import { fieldError } from '../../http/errors';
import { msg } from '../../lib/i18n';

/**
 * What an xlsx file (a zip) may unpack to (docs/SECURITY.md): each part and all of them at most
 * MAX_INFLATED_BYTES, and no part more than MAX_RATIO times its packed size, so a small file
 * cannot expand to gigabytes. Both the sizes the zip declares and the sizes it really inflates
 * to are checked; inflating stops at the bound.
 */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;
export const MAX_RATIO = 200;
/** Parts this small are not held to the ratio (an XML of repeated tags packs very well). */
const RATIO_FREE_BYTES = 1024 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

const unreadable = () => fieldError('file', msg('imports.not_xlsx'));
const tooBig = () =>
  fieldError('file', msg('imports.xlsx_too_large', { n: MAX_INFLATED_BYTES / 1024 / 1024 }));

interface Entry {
  method: number;
  packed: number;
  size: number;
  offset: number;
}

function entriesOf(zip: Buffer): Entry[] {
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--)
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const entry = {
      method: zip.readUInt16LE(at + 10),
      packed: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    };
    // ZIP64 sizes (0xFFFFFFFF): no workbook of this size needs them.
    if (entry.packed === 0xffffffff || entry.size === 0xffffffff) throw tooBig();
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** How many bytes `packed` inflates to, stopping (and refusing) past `limit`. */
function inflatedSize(packed: Buffer, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        reject(tooBig());
      }
    });
    inflate.on('error', () => reject(unreadable()));
    inflate.on('end', () => resolve(size));
    inflate.end(packed);
  });
}

/** Refuses a zip whose parts declare or inflate to more than the bounds. */
export async function checkZip(zip: Buffer): Promise<void> {
  const entries = entriesOf(zip);
  const bound = (entry: Entry) =>
    Math.min(MAX_INFLATED_BYTES, Math.max(RATIO_FREE_BYTES, entry.packed * MAX_RATIO));
  let total = 0;
  for (const entry of entries) {
    if (entry.size > bound(entry)) throw tooBig();
    total += entry.size;
  }
  if (total > MAX_INFLATED_BYTES) throw tooBig();
  let inflated = 0;
  for (const entry of entries) {
    const at = entry.offset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw unreadable();
    const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    const packed = zip.subarray(start, start + entry.packed);
    if (entry.method === 0) inflated += packed.length;
    else if (entry.method === 8)
      inflated += await inflatedSize(packed, Math.min(bound(entry), MAX_INFLATED_BYTES - inflated));
    else throw unreadable();
    if (inflated > MAX_INFLATED_BYTES) throw tooBig();
  }
}
